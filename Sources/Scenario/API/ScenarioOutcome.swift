/// How a scenario run ended.
public enum ScenarioOutcome: Equatable, Sendable {
    /// The scenario ran to its last statement.
    case completed
    /// The simulated app raised an exception (a layout feedback loop, `fatalError`, an
    /// unsatisfiable state UIKit aborts on); `location` is the scenario line running at the time.
    case raised(message: String, location: SourceLocation)
    /// The scenario could not run to the end: a syntax error, a misuse of a name, a runtime
    /// error or a sandbox limit.
    case failed(Diagnostic)
}
