/// Byte searches in UTF-8 text. A needle's bytes found in a string's bytes start at a scalar
/// boundary (UTF-8 never starts a scalar inside another), so for a needle of whole scalars the
/// search says what a scalar search would; the standard library's `firstRange(of:)` over a
/// `UTF8View` goes through generic searchers whose metadata lookups cost more than the search.
public enum UTF8Search {
    /// The byte offsets in `bytes` where `needle` starts, ascending.
    public static func offsets(of needle: [UInt8], in bytes: [UInt8]) -> [Int] {
        guard let first = needle.first, needle.count <= bytes.count else { return [] }
        var found: [Int] = []
        var start = 0
        while start <= bytes.count - needle.count {
            if bytes[start] == first {
                var offset = 1
                while offset < needle.count && bytes[start + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { found.append(start) }
            }
            start += 1
        }
        return found
    }

    /// Whether `text`'s bytes hold `needle`'s.
    public static func contains(_ text: String, _ needle: String) -> Bool {
        var text = text
        var needle = needle
        return text.withUTF8 { bytes in
            needle.withUTF8 { needle in
                guard let first = needle.first else { return true }
                guard needle.count <= bytes.count else { return false }
                for start in 0...(bytes.count - needle.count) where bytes[start] == first {
                    var offset = 1
                    while offset < needle.count && bytes[start + offset] == needle[offset] { offset += 1 }
                    if offset == needle.count { return true }
                }
                return false
            }
        }
    }
}
