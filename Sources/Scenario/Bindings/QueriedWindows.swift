import Simulator

/// The trace windows the queries of one evaluation answered from (`trace.after("tap")
/// .calls(…)` answers from the events after `tap`): `ScenarioRun.evaluateWithWindow` hands
/// them to grading with the value, so explanations show the window the query used rather than
/// one worked out again from its text.
final class QueriedWindows {
    /// The windows, in the order the queries ran.
    private(set) var windows: [TraceWindow] = []

    /// Notes that a query answered from `window` (each window once).
    func note(_ window: TraceWindow) {
        // A query in a loop asks the same window again; a scenario could ask very many.
        if windows.count < 64, !windows.contains(window) { windows.append(window) }
    }

    /// Forgets the windows noted so far and returns them.
    func take() -> [TraceWindow] {
        defer { windows = [] }
        return windows
    }
}
