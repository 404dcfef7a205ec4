/// Runs a scenario a learner typed at `:run` and returns what to show: its trace drawn as
/// rows, or the diagnostic that stopped it.
public protocol ScenarioSandbox {
    /// Runs `source` in a fresh simulation.
    func run(_ source: String) -> ScenarioSandboxResult
}

/// What a `:run` produced.
public enum ScenarioSandboxResult: Equatable, Sendable {
    /// The scenario ran (or the simulated app raised): its printed output, its view tree with
    /// frames, and its trace.
    case ran(printed: String, viewTree: TreeDiagram?, trace: [TraceRow])
    /// The scenario did not parse or run: the rendered diagnostic (`line:column`, caret).
    case failed(diagnostic: String)
}
