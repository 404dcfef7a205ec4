import Simulator

/// How evaluation stops early inside the interpreter.
enum ScenarioError: Error {
    /// The scenario is wrong or hit a sandbox limit.
    case diagnostic(Diagnostic)
    /// The simulated app raised; `range` is the scenario code running at the time.
    case raised(String, SourceRange)
    /// `a?.b` met nil: the whole optional chain evaluates to nil.
    case shortCircuit
}

extension ScenarioError: NamedException {
    /// For a raise, the name its message starts with (`NSInternalInconsistencyException: …`, as
    /// `SimulatorLibrary.uikit` words it); nil for a Swift runtime trap ("Fatal error: …") and for
    /// every other error.
    var exceptionName: String? {
        guard case .raised(let message, _) = self, let colon = message.range(of: ": ") else { return nil }
        let name = message[..<colon.lowerBound]
        return !name.isEmpty && name.allSatisfy({ $0.isLetter || $0.isNumber }) ? String(name) : nil
    }
}

/// What a statement asks its enclosing block or loop to do next.
enum Flow {
    case normal
    case breakLoop
    case continueLoop
    case returned(Value)
}
