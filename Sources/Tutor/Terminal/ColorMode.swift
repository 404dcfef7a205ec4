/// When to colour output: `--color always|never|auto`.
public enum ColorMode: String, CaseIterable, Sendable {
    case always, never, auto

    /// Whether to colour. `auto` colours only a terminal, and never when `NO_COLOR` is set to
    /// a non-empty value (no-color.org). An explicit `--color always` wins over `NO_COLOR`,
    /// as no-color.org asks of per-invocation flags.
    public func isEnabled(outputIsTerminal: Bool, environment: [String: String]) -> Bool {
        switch self {
        case .always: return true
        case .never: return false
        case .auto:
            if let noColor = environment["NO_COLOR"], !noColor.isEmpty { return false }
            if environment["TERM"] == "dumb" { return false }
            return outputIsTerminal
        }
    }
}
