import Simulator

/// A query's value over a finished run, with the part of the trace its trace queries answered
/// from (`ScenarioRun.evaluateWithWindow`).
public struct QueryAnswer: Sendable {
    /// The query's value.
    public var value: ScenarioValue
    /// The trace window the query's trace queries answered from (the smallest holding them all
    /// when it asked several); nil when it asked the trace nothing.
    public var window: TraceWindow?

    /// An answer.
    public init(value: ScenarioValue, window: TraceWindow?) {
        self.value = value
        self.window = window
    }
}
