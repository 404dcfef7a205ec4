/// Asking whether a variable could take another value: the ambiguity of a layout.
extension Solver {
    /// The priority of a probe's pull: below every priority UIKit lets a constraint have (1…1000)
    /// and below anything a caller keeps in the solver to pick among ambiguous solutions.
    public static let probePriority = Priority(0.001)

    /// For each of `variables`, the value it takes when a constraint at `priority` pulls it
    /// `distance` up (or, if that does not move it, down); `nil` when neither moves it.
    ///
    /// At a priority below every other in the solver, a pull only chooses among the solutions
    /// that satisfy every constraint as well as the current one does (required ones exactly,
    /// optional ones level by level): a variable that moves can take more than one value in
    /// them, so a layout that reads it is ambiguous. Whether it moves does not depend on which
    /// of those solutions is current (they form a convex set). Each pull is tried on a scratch
    /// copy of the tableau, with `ignoring` left out of it; the solver and its solution are
    /// unchanged. A variable no constraint mentions is free: it is reported at `distance`.
    public func pulledValues(
        of variables: [Variable], by distance: Double = 97, priority: Priority = Solver.probePriority,
        ignoring: [Constraint] = []
    ) -> [Double?] {
        var scratch = tableau
        scratch.explainsConflicts = false
        scratch.flush()
        for constraint in ignoring where scratch.recordSlot(of: constraint) != nil {
            try? scratch.remove(constraint)
        }
        return variables.map { variable in
            guard scratch.knownSymbol(for: variable) != nil else { return distance }
            let start = scratch.flushedValue(of: variable)
            for target in [start + distance, start - distance] {
                let pull = Constraint(Expression(variable) - target, .equal, priority: priority, name: "")
                guard (try? scratch.add(pull, constant: pull.expression.constant)) != nil else { continue }
                let value = scratch.flushedValue(of: variable)
                try? scratch.remove(pull)
                if abs(value - start) > 1e-6 { return value }
            }
            return nil
        }
    }
}
