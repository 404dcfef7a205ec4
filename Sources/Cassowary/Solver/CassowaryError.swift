/// Why the solver refused a request.
///
/// The solver is left exactly as it was before the call.
public enum CassowaryError: Error, CustomStringConvertible {
    /// A required constraint cannot hold together with the required constraints already in
    /// the solver. `conflicting` is a smallest set that cannot hold together (the new
    /// constraint last), what UIKit lists under "Unable to simultaneously satisfy constraints".
    case unsatisfiableConstraint(Constraint, conflicting: [Constraint])
    /// The constraint is already in the solver.
    case duplicateConstraint(Constraint)
    /// The constraint is not in the solver.
    case unknownConstraint(Constraint)
    /// The variable is already an edit variable.
    case duplicateEditVariable(Variable)
    /// The variable is not an edit variable.
    case unknownEditVariable(Variable)
    /// Edit variables must be optional: a required edit could make the system unsatisfiable.
    case requiredEditVariable(Variable)
    /// A coefficient, constant or suggested value is NaN or infinite.
    case nonFiniteValue(String)

    /// A one-line message for logs.
    public var description: String {
        switch self {
        case .unsatisfiableConstraint(let constraint, let conflicting):
            return "unable to simultaneously satisfy constraints: \(constraint) conflicts with "
                + conflicting.map(\.description).joined(separator: "; ")
        case .duplicateConstraint(let constraint):
            return "constraint already in the solver: \(constraint)"
        case .unknownConstraint(let constraint):
            return "constraint not in the solver: \(constraint)"
        case .duplicateEditVariable(let variable):
            return "variable is already an edit variable: \(variable)"
        case .unknownEditVariable(let variable):
            return "variable is not an edit variable: \(variable)"
        case .requiredEditVariable(let variable):
            return "an edit variable cannot be required: \(variable)"
        case .nonFiniteValue(let what):
            return "not a finite number: \(what)"
        }
    }
}
