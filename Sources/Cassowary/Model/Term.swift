/// A variable multiplied by a coefficient, such as `2·x`.
public struct Term: Sendable, CustomStringConvertible {
    /// The unknown.
    public var variable: Variable
    /// Its factor in the expression.
    public var coefficient: Double

    /// Creates `coefficient · variable`.
    public init(_ variable: Variable, coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }

    /// Prints as `x`, `-x` or `2.0*x`.
    public var description: String {
        switch coefficient {
        case 1: return variable.description
        case -1: return "-" + variable.description
        default: return "\(coefficient)*\(variable)"
        }
    }
}
