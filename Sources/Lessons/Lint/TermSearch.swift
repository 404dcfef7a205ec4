/// A lint text prepared for finding words in it: each character numbered once (folded to lower
/// case in English text), and where each number stands.
///
/// `TermLint` looks for every glossary word, avoided word, allowed longer word and particle in
/// every lesson file. Comparing `Character`s (and lower-casing each one into a new `String` per
/// comparison) for each of those words made the glossary lint most of `layoutlab check`'s time;
/// with the text numbered once, a search compares integers at the positions where the word's
/// first character stands.
struct TermSearch {
    /// The text searched.
    let text: LintText
    /// Each character's number; `-1` for a character that matches nothing (an English
    /// character whose lower case is more than one character).
    private let keys: [Int32]
    /// The number of each character seen.
    private let numbers: [Character: Int32]
    /// For each number, the positions where it stands, ascending.
    private let positions: [[Int]]

    /// Numbers `text`'s characters.
    init(_ text: LintText) {
        self.text = text
        var numbers: [Character: Int32] = [:]
        var positions: [[Int]] = []
        var keys: [Int32] = []
        keys.reserveCapacity(text.characters.count)
        let folds = text.language == .en
        for (index, character) in text.characters.enumerated() {
            guard let folded = folds ? Self.lowercased(character) : character else {
                keys.append(-1)
                continue
            }
            let number: Int32
            if let known = numbers[folded] {
                number = known
            } else {
                number = Int32(positions.count)
                numbers[folded] = number
                positions.append([])
            }
            keys.append(number)
            positions[Int(number)].append(index)
        }
        self.keys = keys
        self.numbers = numbers
        self.positions = positions
    }

    /// `character` in lower case when that is one character, else `nil`: such a character
    /// never equals a character of a lower-cased word.
    private static func lowercased(_ character: Character) -> Character? {
        if let ascii = character.asciiValue {
            return ascii >= 65 && ascii <= 90 ? Character(Unicode.Scalar(ascii + 32)) : character
        }
        let lower = character.lowercased()
        return lower.count == 1 ? lower.first : nil
    }

    /// Every start index of `word` in the text (English words match case-insensitively).
    func occurrences(of word: String) -> [Int] {
        let needle = Array(text.language == .en ? word.lowercased() : word)
        guard !needle.isEmpty, needle.count <= keys.count else { return [] }
        var wanted: [Int32] = []
        wanted.reserveCapacity(needle.count)
        for character in needle {
            // A character the text never holds: the word is not in it.
            guard let number = numbers[character] else { return [] }
            wanted.append(number)
        }
        let last = keys.count - needle.count
        var result: [Int] = []
        // Safe: a start is at most `last` (keys.count - needle.count) and offset < wanted.count
        // (one number per character of the needle), so `keys[start + offset]` is inside the buffer.
        keys.withUnsafeBufferPointer { keys in
            for start in positions[Int(wanted[0])] {
                if start > last { break }
                var offset = 1
                while offset < wanted.count && keys[start + offset] == wanted[offset] { offset += 1 }
                if offset == wanted.count { result.append(start) }
            }
        }
        return result
    }
}
