// Operators that build expressions and constraints: `x + 2 * y >= 10`.
//
// Each combination is a concrete overload rather than a generic over a protocol: concrete
// overloads keep the type checker fast on long expressions, and `Double` literals convert
// without help. `==`, `<=` and `>=` return a ``Constraint`` (priority `required`); this is
// unambiguous because `Variable`, `Term` and `Expression` are deliberately not `Equatable`.

extension Variable {
    /// `coefficient · variable`.
    public static func * (lhs: Variable, rhs: Double) -> Term { Term(lhs, coefficient: rhs) }
    /// `coefficient · variable`.
    public static func * (lhs: Double, rhs: Variable) -> Term { Term(rhs, coefficient: lhs) }
    /// `variable / divisor`.
    public static func / (lhs: Variable, rhs: Double) -> Term { Term(lhs, coefficient: 1 / rhs) }
    /// `-variable`.
    public static prefix func - (operand: Variable) -> Term { Term(operand, coefficient: -1) }

    /// The sum as an expression.
    public static func + (lhs: Variable, rhs: Variable) -> Expression {
        Expression.sum(Expression(lhs), Expression(rhs))
    }
    /// The difference as an expression.
    public static func - (lhs: Variable, rhs: Variable) -> Expression {
        Expression.sum(Expression(lhs), -Expression(rhs))
    }
    /// The sum as an expression.
    public static func + (lhs: Variable, rhs: Term) -> Expression { Expression.sum(Expression(lhs), Expression(rhs)) }
    /// The difference as an expression.
    public static func - (lhs: Variable, rhs: Term) -> Expression { Expression.sum(Expression(lhs), -Expression(rhs)) }
    /// The sum as an expression.
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression.sum(Expression(lhs), rhs) }
    /// The difference as an expression.
    public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression.sum(Expression(lhs), -rhs) }
    /// The sum as an expression.
    public static func + (lhs: Variable, rhs: Double) -> Expression {
        Expression.sum(Expression(lhs), Expression(constant: rhs))
    }
    /// The difference as an expression.
    public static func - (lhs: Variable, rhs: Double) -> Expression {
        Expression.sum(Expression(lhs), -Expression(constant: rhs))
    }
    /// The sum as an expression.
    public static func + (lhs: Double, rhs: Variable) -> Expression {
        Expression.sum(Expression(constant: lhs), Expression(rhs))
    }
    /// The difference as an expression.
    public static func - (lhs: Double, rhs: Variable) -> Expression {
        Expression.sum(Expression(constant: lhs), -Expression(rhs))
    }

    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Variable, rhs: Variable) -> Constraint {
        Constraint(Expression(lhs), .equal, Expression(rhs))
    }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint {
        Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs))
    }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint {
        Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
    }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Variable, rhs: Term) -> Constraint {
        Constraint(Expression(lhs), .equal, Expression(rhs))
    }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Variable, rhs: Term) -> Constraint {
        Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs))
    }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Variable, rhs: Term) -> Constraint {
        Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
    }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Variable, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .equal, rhs) }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Variable, rhs: Expression) -> Constraint {
        Constraint(Expression(lhs), .lessThanOrEqual, rhs)
    }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Variable, rhs: Expression) -> Constraint {
        Constraint(Expression(lhs), .greaterThanOrEqual, rhs)
    }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Variable, rhs: Double) -> Constraint {
        Constraint(Expression(lhs), .equal, Expression(constant: rhs))
    }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Variable, rhs: Double) -> Constraint {
        Constraint(Expression(lhs), .lessThanOrEqual, Expression(constant: rhs))
    }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Variable, rhs: Double) -> Constraint {
        Constraint(Expression(lhs), .greaterThanOrEqual, Expression(constant: rhs))
    }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Double, rhs: Variable) -> Constraint {
        Constraint(Expression(constant: lhs), .equal, Expression(rhs))
    }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Double, rhs: Variable) -> Constraint {
        Constraint(Expression(constant: lhs), .lessThanOrEqual, Expression(rhs))
    }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Double, rhs: Variable) -> Constraint {
        Constraint(Expression(constant: lhs), .greaterThanOrEqual, Expression(rhs))
    }
}

extension Term {
    /// The term scaled.
    public static func * (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, coefficient: lhs.coefficient * rhs) }
    /// The term scaled.
    public static func * (lhs: Double, rhs: Term) -> Term { Term(rhs.variable, coefficient: rhs.coefficient * lhs) }
    /// The term divided.
    public static func / (lhs: Term, rhs: Double) -> Term { Term(lhs.variable, coefficient: lhs.coefficient / rhs) }
    /// The term negated.
    public static prefix func - (operand: Term) -> Term { Term(operand.variable, coefficient: -operand.coefficient) }
    /// The sum as an expression.
    public static func + (lhs: Term, rhs: Variable) -> Expression { Expression.sum(Expression(lhs), Expression(rhs)) }
    /// The difference as an expression.
    public static func - (lhs: Term, rhs: Variable) -> Expression { Expression.sum(Expression(lhs), -Expression(rhs)) }
    /// The sum as an expression.
    public static func + (lhs: Term, rhs: Term) -> Expression { Expression.sum(Expression(lhs), Expression(rhs)) }
    /// The difference as an expression.
    public static func - (lhs: Term, rhs: Term) -> Expression { Expression.sum(Expression(lhs), -Expression(rhs)) }
    /// The sum as an expression.
    public static func + (lhs: Term, rhs: Expression) -> Expression { Expression.sum(Expression(lhs), rhs) }
    /// The difference as an expression.
    public static func - (lhs: Term, rhs: Expression) -> Expression { Expression.sum(Expression(lhs), -rhs) }
    /// The sum as an expression.
    public static func + (lhs: Term, rhs: Double) -> Expression {
        Expression.sum(Expression(lhs), Expression(constant: rhs))
    }
    /// The difference as an expression.
    public static func - (lhs: Term, rhs: Double) -> Expression {
        Expression.sum(Expression(lhs), -Expression(constant: rhs))
    }
    /// The sum as an expression.
    public static func + (lhs: Double, rhs: Term) -> Expression {
        Expression.sum(Expression(constant: lhs), Expression(rhs))
    }
    /// The difference as an expression.
    public static func - (lhs: Double, rhs: Term) -> Expression {
        Expression.sum(Expression(constant: lhs), -Expression(rhs))
    }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Term, rhs: Variable) -> Constraint {
        Constraint(Expression(lhs), .equal, Expression(rhs))
    }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Term, rhs: Variable) -> Constraint {
        Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs))
    }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Term, rhs: Variable) -> Constraint {
        Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
    }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Term, rhs: Term) -> Constraint { Constraint(Expression(lhs), .equal, Expression(rhs)) }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Term, rhs: Term) -> Constraint {
        Constraint(Expression(lhs), .lessThanOrEqual, Expression(rhs))
    }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Term, rhs: Term) -> Constraint {
        Constraint(Expression(lhs), .greaterThanOrEqual, Expression(rhs))
    }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Term, rhs: Expression) -> Constraint { Constraint(Expression(lhs), .equal, rhs) }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Term, rhs: Expression) -> Constraint {
        Constraint(Expression(lhs), .lessThanOrEqual, rhs)
    }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Term, rhs: Expression) -> Constraint {
        Constraint(Expression(lhs), .greaterThanOrEqual, rhs)
    }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Term, rhs: Double) -> Constraint {
        Constraint(Expression(lhs), .equal, Expression(constant: rhs))
    }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Term, rhs: Double) -> Constraint {
        Constraint(Expression(lhs), .lessThanOrEqual, Expression(constant: rhs))
    }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Term, rhs: Double) -> Constraint {
        Constraint(Expression(lhs), .greaterThanOrEqual, Expression(constant: rhs))
    }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Double, rhs: Term) -> Constraint {
        Constraint(Expression(constant: lhs), .equal, Expression(rhs))
    }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Double, rhs: Term) -> Constraint {
        Constraint(Expression(constant: lhs), .lessThanOrEqual, Expression(rhs))
    }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Double, rhs: Term) -> Constraint {
        Constraint(Expression(constant: lhs), .greaterThanOrEqual, Expression(rhs))
    }
}

extension Expression {
    /// Every term and the constant scaled.
    public static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(terms: lhs.terms.map { $0 * rhs }, constant: lhs.constant * rhs)
    }
    /// Every term and the constant scaled.
    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }
    /// Every term and the constant divided.
    public static func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }
    /// The expression negated.
    public static prefix func - (operand: Expression) -> Expression { operand * -1 }

    /// `lhs + rhs` on expressions; every other `+` and `-` overload comes here.
    static func sum(_ lhs: Expression, _ rhs: Expression) -> Expression {
        Expression(terms: lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }
    /// The sum as an expression.
    public static func + (lhs: Expression, rhs: Variable) -> Expression { Expression.sum(lhs, Expression(rhs)) }
    /// The difference as an expression.
    public static func - (lhs: Expression, rhs: Variable) -> Expression { Expression.sum(lhs, -Expression(rhs)) }
    /// The sum as an expression.
    public static func + (lhs: Expression, rhs: Term) -> Expression { Expression.sum(lhs, Expression(rhs)) }
    /// The difference as an expression.
    public static func - (lhs: Expression, rhs: Term) -> Expression { Expression.sum(lhs, -Expression(rhs)) }
    /// The sum as an expression.
    public static func + (lhs: Expression, rhs: Expression) -> Expression { Expression.sum(lhs, rhs) }
    /// The difference as an expression.
    public static func - (lhs: Expression, rhs: Expression) -> Expression { Expression.sum(lhs, -rhs) }
    /// The sum as an expression.
    public static func + (lhs: Expression, rhs: Double) -> Expression { Expression.sum(lhs, Expression(constant: rhs)) }
    /// The difference as an expression.
    public static func - (lhs: Expression, rhs: Double) -> Expression {
        Expression.sum(lhs, -Expression(constant: rhs))
    }
    /// The sum as an expression.
    public static func + (lhs: Double, rhs: Expression) -> Expression { Expression.sum(Expression(constant: lhs), rhs) }
    /// The difference as an expression.
    public static func - (lhs: Double, rhs: Expression) -> Expression {
        Expression.sum(Expression(constant: lhs), -rhs)
    }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Expression, rhs: Variable) -> Constraint { Constraint(lhs, .equal, Expression(rhs)) }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Expression, rhs: Variable) -> Constraint {
        Constraint(lhs, .lessThanOrEqual, Expression(rhs))
    }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Expression, rhs: Variable) -> Constraint {
        Constraint(lhs, .greaterThanOrEqual, Expression(rhs))
    }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Expression, rhs: Term) -> Constraint { Constraint(lhs, .equal, Expression(rhs)) }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Expression, rhs: Term) -> Constraint {
        Constraint(lhs, .lessThanOrEqual, Expression(rhs))
    }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Expression, rhs: Term) -> Constraint {
        Constraint(lhs, .greaterThanOrEqual, Expression(rhs))
    }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .equal, rhs) }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .lessThanOrEqual, rhs) }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs, .greaterThanOrEqual, rhs) }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Expression, rhs: Double) -> Constraint {
        Constraint(lhs, .equal, Expression(constant: rhs))
    }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Expression, rhs: Double) -> Constraint {
        Constraint(lhs, .lessThanOrEqual, Expression(constant: rhs))
    }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Expression, rhs: Double) -> Constraint {
        Constraint(lhs, .greaterThanOrEqual, Expression(constant: rhs))
    }
    /// The required constraint `lhs == rhs`.
    public static func == (lhs: Double, rhs: Expression) -> Constraint {
        Constraint(Expression(constant: lhs), .equal, rhs)
    }
    /// The required constraint `lhs <= rhs`.
    public static func <= (lhs: Double, rhs: Expression) -> Constraint {
        Constraint(Expression(constant: lhs), .lessThanOrEqual, rhs)
    }
    /// The required constraint `lhs >= rhs`.
    public static func >= (lhs: Double, rhs: Expression) -> Constraint {
        Constraint(Expression(constant: lhs), .greaterThanOrEqual, rhs)
    }
}
