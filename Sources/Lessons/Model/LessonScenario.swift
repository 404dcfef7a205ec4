/// A scenario of a lesson: scenario-language code that questions ask about.
public struct LessonScenario: Sendable {
    /// The id questions refer to (`tap-a2`).
    public var id: String
    /// Where the id is written.
    public var position: FilePosition
    /// The code, as written in the block scalar.
    public var code: String
    /// Where the first character of the code is, so scenario diagnostics point into the `.yaml`.
    public var codePosition: FilePosition

    /// Creates a scenario.
    public init(id: String, position: FilePosition, code: String, codePosition: FilePosition) {
        self.id = id
        self.position = position
        self.code = code
        self.codePosition = codePosition
    }

    /// Reads `id: { code: | ... }`.
    static func read(id: String, key: YAMLNode, value: YAMLNode) throws(LessonDiagnostic) -> LessonScenario {
        let reader = try MappingReader(value, what: "scenario '\(id)'")
        try reader.rejectUnknownKeys(allowed: ["code"])
        let code = try reader.required("code", example: "|  (then the scenario, indented)")
        return LessonScenario(id: id, position: key.position, code: try code.text("the scenario's code"), codePosition: code.textPosition)
    }
}
