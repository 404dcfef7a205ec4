import Synchronization

/// An unknown whose value the solver chooses, such as the minimum x of a view.
///
/// A variable has reference identity: two variables with the same name are different
/// unknowns. `Variable` is deliberately not `Equatable`, so that `x == y` always builds a
/// ``Constraint`` and never silently becomes a Boolean comparison; compare identities
/// with `===` or `ObjectIdentifier` when you need to.
public final class Variable: Sendable, CustomStringConvertible {
    /// A name for logs, such as `"a2.minX"`; the solver never reads it.
    public let name: String

    /// The symbol id this variable had in the solver that last looked it up, or -1.
    ///
    /// Only a hint: a solver checks that its symbol of that id really is this variable before
    /// using it (so a variable shared by several solvers, or a reset one, is still found
    /// through the solver's own map). It saves hashing on every read of a solution and on
    /// every term of every constraint added.
    let symbolHint = Atomic<Int>(-1)

    /// Creates a variable with a name for logs.
    public init(_ name: String = "") {
        self.name = name
    }

    /// The name, or `(unnamed)`; never an address, so logs are the same on every run.
    public var description: String {
        name.isEmpty ? "(unnamed)" : name
    }
}
