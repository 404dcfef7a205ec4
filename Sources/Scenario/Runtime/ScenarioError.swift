/// How evaluation stops early inside the interpreter.
enum ScenarioError: Error {
    /// The scenario is wrong or hit a sandbox limit.
    case diagnostic(Diagnostic)
    /// The simulated app raised; `range` is the scenario code running at the time.
    case raised(String, SourceRange)
    /// `a?.b` met nil: the whole optional chain evaluates to nil.
    case shortCircuit
}

/// What a statement asks its enclosing block or loop to do next.
enum Flow {
    case normal
    case breakLoop
    case continueLoop
    case returned(Value)
}
