import Scenario

/// `:run` on the scenario language: the learner's code runs in a fresh, sandboxed run with the
/// language's step, depth and object limits; errors come back as the language renders them
/// (`:run:3:5`, the line, a caret, "did you mean").
public struct ScenarioLanguageSandbox: ScenarioSandbox {
    /// A sandbox at the default display rate.
    public init() {}

    /// Runs `source`; the file name in diagnostics is `:run` so a learner sees where their
    /// own typing went wrong.
    public func run(_ source: String) -> ScenarioSandboxResult {
        var options = ScenarioOptions(fileName: ":run")
        options.stopsOnInterrupt = true  // Ctrl-C stops the `:run`, not the tutor
        let run = ScenarioRun(source: source, options: options)
        switch run.outcome {
        case .failed(let diagnostic):
            return .failed(diagnostic: diagnostic.rendered(source: source))
        case .raised(let message, let location):
            // The app raised (a layout feedback loop, say): what led there is the lesson.
            return .ran(
                printed: run.printedOutput + "\(location): the app raised: \(message)\n",
                viewTree: SimulatorPictures.viewTree(of: run.simulation.window),
                trace: SimulatorPictures.rows(of: run.trace, marks: true))
        case .completed:
            return .ran(
                printed: run.printedOutput, viewTree: SimulatorPictures.viewTree(of: run.simulation.window),
                trace: SimulatorPictures.rows(of: run.trace, marks: true))
        }
    }
}
