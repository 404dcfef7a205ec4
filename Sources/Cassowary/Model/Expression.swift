/// A linear expression: a sum of terms plus a constant, such as `x + 2·y - 10`.
///
/// Terms are kept in the order they were written (the same variable may appear twice;
/// the solver adds the coefficients). Not `Equatable`, for the same reason as ``Variable``:
/// `==` between expressions builds a constraint.
public struct Expression: Sendable, CustomStringConvertible {
    /// The variable terms, in the order they were written.
    public var terms: [Term]
    /// The constant term.
    public var constant: Double

    /// Creates `terms + constant`.
    public init(terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// Creates the expression `1·variable`.
    public init(_ variable: Variable) {
        self.init(terms: [Term(variable)])
    }

    /// Creates the one-term expression `term`.
    public init(_ term: Term) {
        self.init(terms: [term])
    }

    /// Creates the constant expression `constant`.
    public init(constant: Double) {
        self.init(terms: [], constant: constant)
    }

    /// The same terms with another constant.
    public func withConstant(_ constant: Double) -> Expression {
        Expression(terms: terms, constant: constant)
    }

    /// The expression's value when each variable takes the value `value(variable)`.
    public func value(_ value: (Variable) -> Double) -> Double {
        terms.reduce(constant) { $0 + $1.coefficient * value($1.variable) }
    }

    /// Prints as `x + 2.0*y - 10.0`.
    public var description: String {
        var text = ""
        for term in terms {
            if text.isEmpty {
                text = term.description
            } else if term.coefficient < 0 {
                text += " - " + Term(term.variable, coefficient: -term.coefficient).description
            } else {
                text += " + " + term.description
            }
        }
        if text.isEmpty { return "\(constant)" }
        if constant > 0 { text += " + \(constant)" }
        if constant < 0 { text += " - \(-constant)" }
        return text
    }
}
