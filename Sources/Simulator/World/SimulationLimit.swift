// Limits of the simulator itself, as opposed to exceptions the simulated app raises: a scenario
// that hits one is stopped with a located limit diagnostic (exit 2), not a crash or a hang.

/// A bound of the simulator a scenario went past.
public struct SimulationLimit: Error, Equatable, CustomStringConvertible {
    /// One sentence: which bound, and its value.
    public var message: String
    /// What to do about it.
    public var hint: String

    /// Creates a limit error.
    public init(_ message: String, hint: String) {
        self.message = message
        self.hint = hint
    }

    public var description: String { message }

    /// The view or layer tree would be deeper than `CALayer.maximumTreeDepth`.
    static func treeTooDeep() -> SimulationLimit {
        SimulationLimit(
            "the view or layer tree would be more than \(CALayer.maximumTreeDepth) levels deep (tree depth limit)",
            hint: "scenarios model a screen, a few levels deep; add views side by side instead of each inside the last")
    }
}
