import Foundation
import TextBasics

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
    /// The number of each standalone scalar seen (`StandaloneScalar`): hashing a `UInt32` is a
    /// small part of hashing a `Character`, which normalizes it first.
    private let scalarNumbers: [UInt32: Int32]
    /// The number of each other character seen, none of which is canonically equivalent to a
    /// standalone scalar (`key(of:)` maps those to the scalar).
    private let otherNumbers: [Character: Int32]
    /// For each number, the positions where it stands, ascending.
    private let positions: [[Int]]

    /// A character's key: its scalar when it is, or is canonically equivalent to, one standalone
    /// scalar; else the character, compared as `Character`s are (canonical equivalence).
    private enum Key {
        case scalar(UInt32)
        case other(Character)
    }

    /// Numbers `text`'s characters.
    init(_ text: LintText) {
        self.text = text
        var scalarNumbers: [UInt32: Int32] = [:]
        var otherNumbers: [Character: Int32] = [:]
        var positions: [[Int]] = []
        var keys: [Int32] = []
        keys.reserveCapacity(text.characters.count)
        let folds = text.language == .en
        for (index, character) in text.characters.enumerated() {
            let key: Key
            let scalar = text.scalars[index]
            if scalar != 0, scalar < 0x80 || !folds {
                // A standalone scalar, folded to lower case in English text when it is ASCII.
                key = .scalar(folds && scalar >= 0x41 && scalar <= 0x5A ? scalar + 32 : scalar)
            } else if let folded = folds ? Self.lowercased(character) : character {
                key = Self.key(of: folded)
            } else {
                keys.append(-1)
                continue
            }
            let next = Int32(positions.count)
            let number: Int32
            switch key {
            case .scalar(let value):
                number = scalarNumbers[value, default: next]
                if number == next { scalarNumbers[value] = next }
            case .other(let other):
                number = otherNumbers[other, default: next]
                if number == next { otherNumbers[other] = next }
            }
            if number == next { positions.append([]) }
            keys.append(number)
            positions[Int(number)].append(index)
        }
        self.keys = keys
        self.scalarNumbers = scalarNumbers
        self.otherNumbers = otherNumbers
        self.positions = positions
    }

    private static func key(of character: Character) -> Key {
        if let value = StandaloneScalar.value(of: character) { return .scalar(value) }
        // A character equal to a standalone scalar has that scalar as its canonical form
        // (`e` + U+0301 is `é`, U+2329 is U+3008): rare in lesson text, so normalized here.
        let canonical = String(character).precomposedStringWithCanonicalMapping.unicodeScalars
        if let first = canonical.first, canonical.index(after: canonical.startIndex) == canonical.endIndex,
            StandaloneScalar.contains(first.value)
        {
            return .scalar(first.value)
        }
        return .other(character)
    }

    /// The number of `character` in the text, nil when the text never holds it.
    private func number(of character: Character) -> Int32? {
        switch Self.key(of: character) {
        case .scalar(let value): return scalarNumbers[value]
        case .other(let other): return otherNumbers[other]
        }
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
        occurrences(of: Array(text.language == .en ? word.lowercased() : word))
    }

    /// Every start index of `needle` (a word's characters, lower-cased for English text).
    func occurrences(of needle: [Character]) -> [Int] {
        guard !needle.isEmpty, needle.count <= keys.count else { return [] }
        var wanted: [Int32] = []
        wanted.reserveCapacity(needle.count)
        for character in needle {
            // A character the text never holds: the word is not in it.
            guard let number = number(of: character) else { return [] }
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
