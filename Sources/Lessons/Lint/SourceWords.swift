import TextBasics

/// What `CourseLint` looks for in a question's `source:`, matched on bytes: a WWDC session
/// with its year and number, a tech talk with its number, a trailing facts aside. Each is the
/// match of a regular expression (given with each), which Foundation compiled anew for every
/// source of every question.
enum SourceWords {
    /// Whether `lower` holds `wwdc (19|20)[0-9]{2} sessions? [0-9]+`.
    static func namesSession(_ lower: String) -> Bool {
        let bytes = Array(lower.utf8)
        return SubsequenceSearch.offsets(of: Array("wwdc ".utf8), in: bytes).contains { start in
            var index = start + 5
            guard index + 4 <= bytes.count,
                (bytes[index] == UInt8(ascii: "1") && bytes[index + 1] == UInt8(ascii: "9"))
                    || (bytes[index] == UInt8(ascii: "2") && bytes[index + 1] == UInt8(ascii: "0")),
                isDigit(bytes[index + 2]), isDigit(bytes[index + 3])
            else { return false }
            index += 4
            guard skip(" session", in: bytes, at: &index) else { return false }
            _ = skip("s", in: bytes, at: &index)
            return skip(" ", in: bytes, at: &index) && index < bytes.count && isDigit(bytes[index])
        }
    }

    /// Whether `lower` holds `tech talks? [0-9]+`.
    static func namesTechTalk(_ lower: String) -> Bool {
        let bytes = Array(lower.utf8)
        return SubsequenceSearch.offsets(of: Array("tech talk".utf8), in: bytes).contains { start in
            var index = start + 9
            _ = skip("s", in: bytes, at: &index)
            return skip(" ", in: bytes, at: &index) && index < bytes.count && isDigit(bytes[index])
        }
    }

    /// The byte offset of the match of `\(facts? [0-9, ]+\)` that ends `bytes`, if any. Its
    /// content holds no parenthesis, so only the last `(` can start it.
    static func factsAside(in bytes: [UInt8]) -> Int? {
        guard bytes.last == UInt8(ascii: ")"), let open = bytes.lastIndex(of: UInt8(ascii: "(")) else { return nil }
        var index = open + 1
        guard skip("fact", in: bytes, at: &index) else { return nil }
        _ = skip("s", in: bytes, at: &index)
        guard skip(" ", in: bytes, at: &index) else { return nil }
        let content = bytes[index..<(bytes.count - 1)]
        guard !content.isEmpty,
            content.allSatisfy({ isDigit($0) || $0 == UInt8(ascii: ",") || $0 == UInt8(ascii: " ") })
        else { return nil }
        return open
    }

    /// Moves `index` past `word` when the bytes there are it.
    private static func skip(_ word: String, in bytes: [UInt8], at index: inout Int) -> Bool {
        let word = Array(word.utf8)
        guard index + word.count <= bytes.count, bytes[index..<(index + word.count)].elementsEqual(word) else {
            return false
        }
        index += word.count
        return true
    }

    private static func isDigit(_ byte: UInt8) -> Bool { byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9") }
}
