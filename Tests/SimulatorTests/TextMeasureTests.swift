// Text measurement: ASCII text is broken over its bytes, other text over its scalars; both,
// and the per-node memo, must measure alike.
import Foundation
import Testing

@testable import Simulator

@Suite("TextMeasure")
struct TextMeasureTests {
    static let texts = [
        "3.4.5", "hello world", "a  b", " lead", "trail ", "supercalifragilistic word", "x", "", "ab cd ef gh",
    ]
    static let widths: [CGFloat?] = [nil, 0, 5, 6, 11.5, 12, 30, 40, 66, 1_000, .infinity]

    /// `e` → `é` (narrow, not ASCII): the same widths through the scalar path.
    func unicode(_ text: String) -> String {
        text.replacingOccurrences(of: "e", with: "é").replacingOccurrences(of: "a", with: "á")
    }

    /// The byte path (ASCII) and the scalar path break the same text into the same lines.
    @Test func asciiAndScalarBreakingAgree() {
        for text in Self.texts {
            for width in Self.widths {
                let ascii = TextMeasure.lines(text, fontSize: 11, width: width)
                let scalars = TextMeasure.lines(unicode(text), fontSize: 11, width: width)
                #expect(ascii == scalars, "\(text) at \(String(describing: width))")
            }
            #expect(
                TextMeasure.naturalWidth(text, fontSize: 11) == TextMeasure.naturalWidth(unicode(text), fontSize: 11))
        }
        // A word wider than the line breaks between characters; wide characters count double.
        #expect(TextMeasure.lines("3.4.5", fontSize: 11, width: 0) == [6, 6, 6, 6, 6])
        #expect(TextMeasure.lines("hello world", fontSize: 11, width: 40) == [30, 30])
        #expect(TextMeasure.lines("가나 a", fontSize: 11, width: 22) == [22, 6])
    }

    /// The memo answers what `TextMeasure.size` computes, for widths it keeps and forgets and
    /// heights that cut lines (0, one line, between lines, all of them, ∞, nil, negative, NaN).
    @Test func memoMeasuresAsTextMeasure() {
        for text in Self.texts + ["가나다 라마"] {
            var memo = TextMeasure.Memo()
            memo.set(text, fontSize: 11)
            for width in Self.widths + [0, 12, 0, 30, 12] {
                for height: CGFloat? in [nil, 0, 14, 20, 28, 1_000, .infinity, -5, .nan] {
                    let proposal = ProposedViewSize(width: width, height: height)
                    #expect(
                        memo.size(for: proposal) == TextMeasure.size(text, fontSize: 11, proposal: proposal),
                        "\(text) for \(proposal)")
                }
            }
        }
    }
}
