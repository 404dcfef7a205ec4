import TextBasics

/// Reads the keys of one YAML mapping, with errors that name the key, its place and a fix.
public struct MappingReader: Sendable {
    /// The mapping node being read.
    public let node: YAMLNode
    /// What the mapping is, for messages: "the lesson", "question 'x'".
    public let what: String
    let pairs: [(key: YAMLNode, value: YAMLNode)]

    /// Fails unless `node` is a mapping.
    public init(_ node: YAMLNode, what: String) throws(LessonDiagnostic) {
        guard case .mapping(let pairs) = node.content else {
            throw LessonDiagnostic(
                "\(what) must be a mapping (key: value lines), not \(node.kindName)", at: node.position,
                hint: "write it as `key: value` lines indented under its name")
        }
        self.node = node
        self.what = what
        self.pairs = pairs
    }

    /// The keys in file order, with their nodes.
    public var entries: [(key: String, keyNode: YAMLNode, value: YAMLNode)] {
        pairs.map { ($0.key.scalar ?? "", $0.key, $0.value) }
    }

    /// The value of `key`, or nil when absent.
    public func optional(_ key: String) -> YAMLNode? {
        pairs.first(where: { $0.key.scalar == key })?.value
    }

    /// The value of `key`; a missing key is an error at the mapping's start.
    public func required(_ key: String, example: String) throws(LessonDiagnostic) -> YAMLNode {
        guard let value = optional(key) else {
            throw LessonDiagnostic("\(what) has no '\(key)'", at: node.position, hint: "add `\(key): \(example)`")
        }
        return value
    }

    /// Rejects keys outside `allowed`, suggesting the nearest allowed one.
    public func rejectUnknownKeys(allowed: [String]) throws(LessonDiagnostic) {
        // Not one key of ours: the file is something else (a system file a symlink or a copy
        // brought in). Say so without quoting it, since its content is none of our business.
        // (A key that is a near miss of ours is a typo, reported below with its suggestion.)
        if !pairs.isEmpty, !pairs.contains(where: { allowed.contains($0.key.scalar ?? "") }),
            !pairs.prefix(20).contains(where: { EditDistance.closest(to: $0.key.scalar ?? "", in: allowed) != nil })
        {
            throw LessonDiagnostic(
                "this is not \(what): none of its keys is one LayoutLab reads", at: node.position,
                hint: "expected keys here: " + allowed.joined(separator: ", ")
                    + "; check that the path names the right file")
        }
        for pair in pairs {
            let name = pair.key.scalar ?? ""
            if !allowed.contains(name) {
                let suggestion = EditDistance.closest(to: name, in: allowed)
                throw LessonDiagnostic(
                    "unknown key '\(name)' in \(what)" + (suggestion.map { "; did you mean '\($0)'?" } ?? ""),
                    at: pair.key.position,
                    hint: "allowed keys here: " + allowed.joined(separator: ", "))
            }
        }
    }
}

extension YAMLNode {
    /// The scalar's text; anything else is an error naming `what` was expected.
    public func text(_ what: String) throws(LessonDiagnostic) -> String {
        guard let text = scalar else {
            throw LessonDiagnostic(
                "\(what) must be a single value, not \(kindName)", at: position,
                hint: "write it on the same line after the colon, or as a block with `|`")
        }
        return text
    }

    /// A non-empty identifier made of letters, digits, `-` and `_`.
    public func identifier(_ what: String) throws(LessonDiagnostic) -> String {
        let value = try text(what)
        guard Self.isIdentifier(value) else {
            throw LessonDiagnostic(
                "\(what) '\(value)' is not a valid id", at: position,
                hint: "use letters, digits, '-' and '_' only, e.g. `layout-after-tap`")
        }
        return value
    }

    /// Whether `text` is an id: letters, digits, `-` and `_`, at least one.
    public static func isIdentifier<S: StringProtocol>(_ text: S) -> Bool {
        !text.isEmpty && text.allSatisfy(isIdentifierCharacter)
    }

    /// Whether an id may hold `character`.
    public static func isIdentifierCharacter(_ character: Character) -> Bool {
        character.isLetter || character.isNumber || character == "-" || character == "_"
    }

    /// An integer value.
    public func integer(_ what: String) throws(LessonDiagnostic) -> Int {
        let value = try text(what)
        guard let number = Int(value.trimmingSpaces) else {
            throw LessonDiagnostic(
                "\(what) must be a whole number, not '\(SafeText.line(value.prefix(40)))'", at: textPosition,
                hint: "e.g. `1`")
        }
        return number
    }

    /// An integer value within `range`: a number from a file is checked before any sum or
    /// product uses it, so no arithmetic on it can overflow.
    public func integer(_ what: String, in range: ClosedRange<Int>) throws(LessonDiagnostic) -> Int {
        let value = try text(what)
        guard let number = Int(value.trimmingSpaces), range.contains(number) else {
            let isWhole =
                Int(value.trimmingSpaces) != nil || value.trimmingSpaces.allSatisfy { $0.isNumber || $0 == "-" }
            throw LessonDiagnostic(
                isWhole
                    ? "\(what) must be between \(range.lowerBound) and \(range.upperBound)"
                    : "\(what) must be a whole number, not '\(SafeText.line(value.prefix(40)))'",
                at: textPosition, hint: "e.g. `\(range.lowerBound)`")
        }
        return number
    }

    /// A decimal value.
    public func decimal(_ what: String) throws(LessonDiagnostic) -> Double {
        let value = try text(what)
        guard let number = Double(value.trimmingSpaces), number.isFinite else {
            throw LessonDiagnostic(
                "\(what) must be a number, not '\(SafeText.line(value.prefix(40)))'", at: textPosition,
                hint: "e.g. `0.5`")
        }
        return number
    }

    /// `true`/`false` (also `yes`/`no`, as YAML 1.1 authors expect).
    public func boolean(_ what: String) throws(LessonDiagnostic) -> Bool {
        let value = try text(what)
        switch value.lowercased() {
        case "true", "yes", "on": return true
        case "false", "no", "off": return false
        default:
            throw LessonDiagnostic(
                "\(what) must be true or false, not '\(value)'", at: position, hint: "write `true` or `false`")
        }
    }

    /// The items of a list; a single scalar is read as a one-item list for convenience.
    public func list(_ what: String) throws(LessonDiagnostic) -> [YAMLNode] {
        switch content {
        case .sequence(let items): return items
        case .scalar: return [self]
        case .mapping:
            throw LessonDiagnostic(
                "\(what) must be a list, not a mapping", at: position, hint: "write `[a, b]` or one `- item` per line")
        }
    }
}

extension String {
    /// The string without leading and trailing spaces, tabs and newlines.
    var trimmingSpaces: String {
        var scalars = Substring(self)
        while let first = scalars.first, first.isWhitespace { scalars.removeFirst() }
        while let last = scalars.last, last.isWhitespace { scalars.removeLast() }
        return String(scalars)
    }
}
