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
    /// The `vary:` parameters, if the scenario has variants.
    public var variants: ScenarioVariants?
    /// Which variant this is (1-based): `variant(_:)` substitutes its values into the code.
    public var variant = 1

    /// How many variants the scenario has (1 without `vary:`).
    public var variantCount: Int { variants?.count ?? 1 }

    /// The values of variant `number`, by parameter name (empty without `vary:`).
    public func values(of number: Int) -> [String: String] { variants?.values(of: number) ?? [:] }

    /// Variant `number` (1-based, clamped to the variants there are), its code substituted.
    public func variant(_ number: Int) -> LessonScenario {
        guard let variants else { return self }
        var copy = self
        copy.variant = min(max(number, 1), variants.count)
        copy.code = ScenarioVariants.substitute(code, variants.values(of: copy.variant))
        return copy
    }

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
        try reader.rejectUnknownKeys(allowed: ["code", "vary"])
        let code = try reader.required("code", example: "|  (then the scenario, indented)")
        var scenario = LessonScenario(
            id: id, position: key.position, code: try code.text("the scenario's code"), codePosition: code.textPosition)
        if let vary = reader.optional("vary") {
            let variants = try ScenarioVariants.read(vary, scenario: id)
            let used = Set(ScenarioVariants.placeholders(in: scenario.code))
            for parameter in variants.parameters where !used.contains(parameter.name) {
                throw LessonDiagnostic(
                    "the parameter '\(parameter.name)' of scenario '\(id)' is not used in its code",
                    at: parameter.position,
                    hint: "write `{\(parameter.name)}` in the code where its value goes, or remove the parameter")
            }
            scenario.variants = variants
        }
        return scenario
    }
}
