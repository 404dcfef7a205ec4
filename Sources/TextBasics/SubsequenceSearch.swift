/// Where a run of elements stands in a longer one: the lints' searches over characters, and
/// over UTF-8 bytes where every scalar is a whole character. A needle's bytes found in a
/// string's bytes start at a scalar boundary (UTF-8 never starts a scalar inside another), so
/// for a needle of whole scalars a byte search says what a scalar search would; the standard
/// library's `firstRange(of:)` over a `UTF8View` goes through generic searchers whose metadata
/// lookups cost more than the search.
public enum SubsequenceSearch {
    /// The first offset at or after `start` where `needle` stands in `elements`; `start` for an
    /// empty needle.
    public static func firstOffset<Element: Equatable>(
        of needle: [Element], in elements: [Element], from start: Int = 0
    ) -> Int? {
        guard let first = needle.first else { return start }
        guard needle.count <= elements.count else { return nil }
        var candidate = start
        while candidate <= elements.count - needle.count {
            if elements[candidate] == first {
                var offset = 1
                while offset < needle.count && elements[candidate + offset] == needle[offset] { offset += 1 }
                if offset == needle.count { return candidate }
            }
            candidate += 1
        }
        return nil
    }

    /// Every offset where a non-empty `needle` stands in `elements`, ascending.
    public static func offsets<Element: Equatable>(of needle: [Element], in elements: [Element]) -> [Int] {
        guard !needle.isEmpty else { return [] }
        var found: [Int] = []
        var start = 0
        while let offset = firstOffset(of: needle, in: elements, from: start) {
            found.append(offset)
            start = offset + 1
        }
        return found
    }

    /// Whether `text`'s UTF-8 bytes hold `needle`'s.
    public static func contains(_ text: String, _ needle: String) -> Bool {
        firstOffset(of: Array(needle.utf8), in: Array(text.utf8)) != nil
    }
}
