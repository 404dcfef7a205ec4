/// A language lessons are written in and learners read explanations in.
public enum Language: String, CaseIterable, Sendable, Codable, Comparable {
    /// Korean.
    case ko
    /// Chinese (simplified).
    case zh
    /// English.
    case en

    /// Orders languages as the project lists them: ko, zh, en.
    public static func < (lhs: Language, rhs: Language) -> Bool {
        allCases.firstIndex(of: lhs) ?? 0 < allCases.firstIndex(of: rhs) ?? 0
    }

    /// Reads a language code from a YAML value.
    public static func read(_ node: YAMLNode, what: String) throws(LessonDiagnostic) -> Language {
        let code = try node.text(what)
        guard let language = Language(rawValue: code.trimmingSpaces.lowercased()) else {
            throw LessonDiagnostic(
                "unsupported language '\(code)'", at: node.textPosition, hint: "use \(codesInWords)")
        }
        return language
    }

    /// The codes as a sentence lists them, for help and hints: "ko, zh or en".
    public static var codesInWords: String {
        allCases.dropLast().map(\.rawValue).joined(separator: ", ") + " or " + (allCases.last?.rawValue ?? "")
    }

    /// The codes as a YAML list, for examples: "[ko, zh, en]".
    public static var codesAsYAMLList: String { "[" + allCases.map(\.rawValue).joined(separator: ", ") + "]" }
}
