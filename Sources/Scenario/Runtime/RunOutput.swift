/// What a run says as it goes: everything `print` wrote, and the hooks the simulator binding
/// sets to follow the statements (`simulation.sourceLocation`) and the prints (trace events).
struct RunOutput {
    /// Everything `print` wrote, in order.
    var printed = ""
    /// Called before each statement runs (the simulator binding sets `simulation.sourceLocation`).
    var willExecute: ((SourceRange) -> Void)?
    /// Called with each line `print` writes (the simulator binding records a trace event).
    var didPrint: ((String) -> Void)?
}
