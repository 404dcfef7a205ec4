import TextBasics

/// Breaks one paragraph of prose into lines for a terminal: at spaces, and between Han or kana
/// characters (Chinese and Japanese break there; Korean, which puts spaces between words, does
/// not). Code written in the prose is read as words: `x = 200`, `contentOffset = CGPoint(x:
/// 300, y: 0)`, `for: indexPath`, `initial: true`, `(x, y, width, height)`, `2·√100 = 20` and
/// a quoted string such as `"Stars: 3"` are spans a line breaks before rather than inside, as
/// long as they are short (WRITING.md, "Layout of text in a terminal"). A longer span breaks inside its groups first, then after an operator; never
/// before an operator, after an argument label or between a number and its unit.
struct LineBreaker {
    /// How firmly a place between two characters holds them together, weakest first.
    enum Hold: Int, Comparable {
        /// Prose: a space between words, a boundary between two Han characters.
        case free
        /// A space inside a call or a code-like group, `(ofKind: kind, for: indexPath)`, or a
        /// `code span`.
        case group
        /// A space in an expression: after an operator standing alone (`x =` · `200`), or in
        /// a `code span`. It breaks only when the expression is wider than a line.
        case expression

        static func < (lhs: Hold, rhs: Hold) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The widest span, in columns, that is kept on one line (as wide as a call such as
    /// `animation(forKey: "pop")` with its arguments ever gets in the lessons' prose).
    static let spanWidth = 48

    private let characters: [Character]
    private let widths: [Int]
    /// `holds[i]`: whether the line may break before `characters[i]` (at a space: at the space,
    /// which then belongs to neither line) and how firmly it holds; nil where it never breaks.
    private var holds: [Hold?]

    /// The places where `paragraph` may break, with spans up to `spanWidth` columns (and no
    /// wider than `columns`) held together.
    init(_ paragraph: String, columns: Int) {
        characters = Array(paragraph)
        widths = characters.map { TerminalText.width(String($0)) }
        holds = Array(repeating: nil, count: characters.count)
        let groups = Self.groupKinds(characters)
        let quoted = Self.shortQuotes(characters)
        var insideCode = false
        for index in characters.indices {
            let character = characters[index]
            if character == "`" { insideCode.toggle() }
            if character == " " {
                holds[index] = spaceHold(
                    at: index, group: groups[index] ?? (quoted[index] ? .code : nil), insideCode: insideCode)
                continue
            }
            // Next to a space, the space is the place to break, and it holds as it does.
            guard index > 0, characters[index - 1] != " " else { continue }
            let previous = characters[index - 1]
            let breaksBefore = breaksAroundItself(character) && !isClosingPunctuation(at: index)
            let breaksAfter = breaksAroundItself(previous) && !Self.isOpeningPunctuation(previous)
            if (breaksBefore && !Self.isOpeningPunctuation(previous))
                || (breaksAfter && !isClosingPunctuation(at: index))
            {
                holds[index] = .free
            }
        }
        loosen(spansWiderThan: min(Self.spanWidth, columns), columns: columns)
    }

    /// The paragraph in lines of at most `columns` columns where it can be; a word, or a span
    /// that never breaks, wider than that runs past the edge rather than being cut inside.
    /// Continuation lines keep the paragraph's indentation, or hang under the text of a
    /// "- " list item.
    func lines(columns: Int) -> [String] {
        let indent = characters.starts(with: ["-", " "]) ? 2 : characters.prefix { $0 == " " }.count
        var lines: [String] = []
        var start = 0
        var lineWidth = 0
        var index = 0
        while index < characters.count {
            if lineWidth + widths[index] > columns, characters[start..<index].contains(where: { $0 != " " }),
                let cut = cut(from: start, before: index, indent: indent)
            {
                lines.append(text(start..<cut, indent: lines.isEmpty ? 0 : indent))
                start = cut
                while start < characters.count, characters[start] == " " { start += 1 }
                index = max(index, start)
                lineWidth = indent + widths[start..<index].reduce(0, +)
                continue
            }
            lineWidth += widths[index]
            index += 1
        }
        if start < characters.count { lines.append(text(start..<characters.count, indent: lines.isEmpty ? 0 : indent)) }
        return lines
    }

    // MARK: - Choosing the break

    /// Where to end the line that starts at `start` and cannot take `characters[end]`: at the
    /// last free place, unless that leaves a single word on the line and a span after it
    /// can break instead; nil when the line cannot break at all.
    private func cut(from start: Int, before end: Int, indent: Int) -> Int? {
        // The place before the character that does not fit counts only after a Han character:
        // a line that would end exactly at the edge before a space ends a word earlier.
        let last = breaksAroundItself(characters[end - 1]) ? end : end - 1
        let places = (start + 1...max(start + 1, last)).filter { $0 > indent && $0 <= last && holds[$0] != nil }
        let free = places.last { holds[$0] == .free }
        if let free, places.contains(where: { $0 < free }) { return free }
        return places.last { $0 > (free ?? start) } ?? free
    }

    private func text(_ range: Range<Int>, indent: Int) -> String {
        var line = characters[range]
        while line.last == " " { line.removeLast() }
        return String(repeating: " ", count: indent) + String(line)
    }

    // MARK: - Spans

    /// Frees the places inside spans wider than `limit`: first those inside groups, then, in
    /// what is still wider than a line, those after operators (`name =` · `value`).
    private mutating func loosen(spansWiderThan limit: Int, columns: Int) {
        for (level, limit) in [(Hold.group, limit), (.expression, columns)] {
            var start = 0
            for end in 1...characters.count where end == characters.count || holds[end] == .free {
                if widths[start..<end].reduce(0, +) > limit {
                    for place in start + 1..<end where holds[place] == level { holds[place] = .free }
                }
                start = end
            }
        }
    }

    /// How firmly the space at `index` holds its neighbours.
    private func spaceHold(at index: Int, group: GroupKind?, insideCode: Bool) -> Hold? {
        let before = characters[..<index]
        let after = characters[(index + 1)...]
        let previousWord = before.reversed().prefix { $0 != " " }.reversed()
        let nextWord = after.prefix { $0 != " " }
        if joinsNumberAndUnit(before) || Self.isOperator(nextWord) { return nil }
        if Self.isCodeName(previousWord), nextWord.first?.isNumber == true { return nil }
        if Self.isLabel(previousWord), group != nil || nextWord.first == "." || Self.isLiteral(nextWord) { return nil }
        if Self.isOperator(previousWord) || insideCode { return .expression }
        if group != nil { return .group }
        return .free
    }

    /// A literal a label takes in prose, `initial: true` or `animated: false`: the label keeps it.
    private static func isLiteral(_ word: some Collection<Character>) -> Bool {
        let bare = word.prefix { $0.isLetter || $0.isNumber || $0 == "." }
        return ["true", "false", "nil"].contains(String(bare)) || word.first?.isNumber == true
    }

    /// Whether a space after `text` follows a number, as in `60 Hz` or `16.7 ms`: a number
    /// and what it counts stay on one line; so do the numbers of a tuple or rectangle
    /// (`(60, 0, 30, 40)`), a comma after a number inside an open bracket.
    private func joinsNumberAndUnit(_ text: ArraySlice<Character>) -> Bool {
        guard let last = text.last else { return false }
        if last.isNumber { return true }
        guard last == ",", text.count >= 2, text[text.endIndex - 2].isNumber else { return false }
        let opened = text.filter { $0 == "(" || $0 == "（" }.count
        let closed = text.filter { $0 == ")" || $0 == "）" }.count
        return opened > closed
    }

    /// An operator standing alone between spaces: `=`, `×`, `+`, `−`, `≤`, `==`, `+=`, `&&`.
    private static func isOperator(_ word: some Collection<Character>) -> Bool {
        guard let first = word.first else { return false }
        if word.count == 1 { return "×+−=·÷*/<>≤≥≈≠".contains(first) }
        return word.allSatisfy { "=!<>+-*/&|%".contains($0) }
    }

    /// A name from code, `shadowRadius` or `layer.cornerRadius`, which prose may give a value
    /// with a space: `shadowRadius 8`.
    private static func isCodeName(_ word: some Collection<Character>) -> Bool {
        guard word.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_" || $0 == ".") }) else {
            return false
        }
        return word.dropFirst().contains { $0.isUppercase || $0 == "." || $0 == "_" } && word.first?.isLowercase == true
    }

    /// An argument label written in prose, `for:` or `withReuseIdentifier:`: its value follows.
    private static func isLabel(_ word: some BidirectionalCollection<Character>) -> Bool {
        // The label of a call's first argument is glued to the call: `UIBezierPath(rect:`.
        let label = word.reversed().prefix { $0 != "(" && $0 != "[" }
        guard label.count >= 2, label.first == ":" else { return false }
        return label.dropFirst().allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "_") }
    }

    // MARK: - Groups

    /// What a bracketed group in prose holds: the arguments of a call (`animation(forKey:
    /// "pop")`), or a tuple or expression (`(x, y, width, height)`, `(1 − fractionComplete)`).
    /// A group of words, `(as every animation does)` or `(한 줄에 세 개, …)`, is prose.
    enum GroupKind { case call, code }

    /// The widest quoted string, in characters, held together like a group: a value shown on
    /// screen (`"Stars: 3"`, `"Saves: 0"`); a longer quotation, such as a section's title, is
    /// prose and breaks at its spaces.
    static let quoteWidth = 16

    /// For each character, whether it lies inside a short `"…"` string.
    private static func shortQuotes(_ characters: [Character]) -> [Bool] {
        var inside = Array(repeating: false, count: characters.count)
        var open: Int?
        for (index, character) in characters.enumerated() where character == "\"" {
            if let start = open {
                if index - start - 1 <= quoteWidth { for i in start...index { inside[i] = true } }
                open = nil
            } else {
                open = index
            }
        }
        return inside
    }

    /// For each character, the kind of the innermost code group it lies in; nil in prose.
    private static func groupKinds(_ characters: [Character]) -> [GroupKind?] {
        var kinds: [GroupKind?] = Array(repeating: nil, count: characters.count)
        var open: [(index: Int, kind: GroupKind?)] = []
        for (index, character) in characters.enumerated() {
            if character == "(" || character == "[" {
                open.append((index, groupKind(opening: index, in: characters)))
            } else if character == ")" || character == "]", !open.isEmpty {
                open.removeLast()
            }
            kinds[index] = open.last { $0.kind != nil }?.kind
        }
        return kinds
    }

    /// The kind of the group that opens at `opening`: a call when a name is glued to its
    /// bracket, code when every space inside follows a comma or a label, or stands by an
    /// operator, and the group holds no Hangul or Han; nil for prose.
    private static func groupKind(opening: Int, in characters: [Character]) -> GroupKind? {
        if opening > 0 {
            let before = characters[opening - 1]
            if before.isASCII && (before.isLetter || before.isNumber || "_)]?!>".contains(before)) { return .call }
        }
        var depth = 0
        var end = characters.count
        for index in opening..<characters.count {
            switch characters[index] {
            case "(", "[": depth += 1
            case ")", "]": depth -= 1
            default: break
            }
            if depth == 0 {
                end = index
                break
            }
        }
        let inside = characters[(opening + 1)..<end]
        guard end < characters.count, !inside.isEmpty, !inside.contains(where: { TerminalText.width(String($0)) > 1 })
        else { return nil }
        for index in inside.indices where characters[index] == " " {
            let previous = characters[index - 1]
            let previousWord = characters[..<index].reversed().prefix { $0 != " " }.reversed()
            let nextWord = characters[(index + 1)...].prefix { $0 != " " }
            guard previous == "," || previous == ":" || isOperator(previousWord) || isOperator(nextWord) else {
                return nil
            }
        }
        return .code
    }

    // MARK: - Characters

    /// Han, kana and full-width forms, which a line may break before and after; Hangul is
    /// wide too but breaks only at spaces.
    private func breaksAroundItself(_ character: Character) -> Bool {
        TerminalText.width(String(character)) == 2 && !CJK.isHangul(character)
    }

    /// Punctuation that must not start a line: commas, full stops, closing brackets (Chinese
    /// kinsoku too). A dot before a name is code, `.end` or `.continuous`, and may.
    private func isClosingPunctuation(at index: Int) -> Bool {
        let character = characters[index]
        if character == ".", index + 1 < characters.count, characters[index + 1].isLetter { return false }
        return "，。、：；！？）」』》〉】”’,.:;!?)]}".contains(character)
    }

    /// Punctuation that must not end a line.
    private static func isOpeningPunctuation(_ character: Character) -> Bool {
        "（「『《〈【“‘".contains(character)
    }
}
