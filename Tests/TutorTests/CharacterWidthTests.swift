import CWidth
import Foundation
import Testing

/// Hangul and Han take two terminal columns once a UTF-8 locale is set (glibc's wcwidth).
@Test func wcwidthMeasuresCJKAsTwoColumns() {
    setlocale(LC_ALL, "C.UTF-8")
    #expect(wcwidth(wchar_t(UnicodeScalar("가").value)) == 2)
    #expect(wcwidth(wchar_t(UnicodeScalar("中").value)) == 2)
    #expect(wcwidth(wchar_t(UnicodeScalar("a").value)) == 1)
}
