import Synchronization

/// A linear relation `expression ⋈ 0` with a priority, such as `x + 2·y - 10 >= 0` at 750.
///
/// A constraint has reference identity (it is `Hashable` by identity), so the simulator can
/// map each `NSLayoutConstraint` to one solver constraint and remove exactly that one.
/// It is immutable; a solver keeps the current constant of a constraint whose constant was
/// changed with ``Solver/setConstant(_:of:)`` (see ``Solver/constant(of:)``).
public final class Constraint: Sendable, Hashable, CustomStringConvertible {
    /// The left side minus the right side; the constraint reads `expression ⋈ 0`.
    public let expression: Expression
    /// `==`, `<=` or `>=` against zero.
    public let relation: Relation
    /// UIKit priority; `required` must hold.
    public let priority: Priority
    /// A name for logs, such as UIKit's `"a2.width == 100"`; the solver never reads it.
    public let name: String

    /// The record slot this constraint claimed in the first solver that added it, or -1.
    ///
    /// A solver that stores the constraint in that slot finds it there without hashing (every
    /// add, remove and constant change looks the constraint up); one that stores it elsewhere
    /// also maps its identity to the slot. Set once, so that no solver's lookup is ever
    /// redirected by another's.
    let recordHint = Atomic<Int>(-1)

    /// Creates `expression ⋈ 0`.
    public init(_ expression: Expression, _ relation: Relation, priority: Priority = .required, name: String = "") {
        self.expression = expression
        self.relation = relation
        self.priority = priority
        self.name = name
    }

    /// Creates `lhs ⋈ rhs`, stored as `lhs - rhs ⋈ 0`.
    public convenience init(
        _ lhs: Expression, _ relation: Relation, _ rhs: Expression, priority: Priority = .required, name: String = ""
    ) {
        var expression = lhs
        expression.terms += rhs.terms.map { Term($0.variable, coefficient: -$0.coefficient) }
        expression.constant -= rhs.constant
        self.init(expression, relation, priority: priority, name: name)
    }

    /// The same relation at another priority (a new constraint with its own identity).
    public func withPriority(_ priority: Priority) -> Constraint {
        Constraint(expression, relation, priority: priority, name: name)
    }

    /// The same relation with another name for logs.
    public func named(_ name: String) -> Constraint {
        Constraint(expression, relation, priority: priority, name: name)
    }

    /// Identity.
    public static func == (lhs: Constraint, rhs: Constraint) -> Bool {
        lhs === rhs
    }

    /// Hashes the identity.
    public func hash(into hasher: inout Hasher) {
        hasher.combine(ObjectIdentifier(self))
    }

    /// The name if it has one, else `x + 2.0*y - 10.0 >= 0 @750`.
    public var description: String {
        if !name.isEmpty { return name }
        return "\(expression) \(relation) 0" + (priority.isRequired ? "" : " @\(priority)")
    }
}
