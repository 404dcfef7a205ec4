// Explaining an unsatisfiable required constraint with a smallest conflicting set, the list
// UIKit prints under "Unable to simultaneously satisfy constraints".

extension Tableau {
    /// The largest set the deletion filter minimises; beyond it the certificate is reported
    /// as found (each trial re-solves the set, so the filter costs O(n²) additions).
    static let conflictMinimizationLimit = 48

    /// The required constraints among `candidates` (owners of the symbols of a Farkas
    /// certificate) plus `constraint`, in order of addition with `constraint` last, reduced
    /// to a minimal set that still cannot hold together.
    func conflictingSet(_ candidates: [Constraint], adding constraint: Constraint, constant: Double) -> [Constraint] {
        var set = requiredConstraints(among: candidates, excluding: constraint) + [(constraint, constant)]
        guard explainsConflicts else { return set.map(\.0) }
        if Self.isSatisfiable(set) {
            // The certificate missed a constraint (rounding): start from every required one.
            set =
                requiredConstraints(among: allRecords.map(\.constraint), excluding: constraint)
                + [(constraint, constant)]
        }
        guard set.count <= Self.conflictMinimizationLimit else { return set.map(\.0) }
        // Deletion filter: drop each constraint without which the rest still conflicts.
        var index = 0
        while index < set.count - 1 {
            var trial = set
            trial.remove(at: index)
            if Self.isSatisfiable(trial) { index += 1 } else { set = trial }
        }
        return set.map(\.0)
    }

    /// The distinct required constraints in the solver among `candidates`, with their current
    /// constants, in order of addition.
    func requiredConstraints(among candidates: [Constraint], excluding constraint: Constraint) -> [(Constraint, Double)]
    {
        var seen = Set<ObjectIdentifier>()
        var found: [(constraint: Constraint, constant: Double, sequence: Int)] = []
        for candidate in candidates where candidate !== constraint && candidate.priority.isRequired {
            let key = ObjectIdentifier(candidate)
            guard let record = record(of: candidate), seen.insert(key).inserted else { continue }
            found.append((candidate, record.constant, record.sequence))
        }
        found.sort { $0.sequence < $1.sequence }
        return found.map { ($0.constraint, $0.constant) }
    }

    /// Whether the constraints, with these constants, can all hold (solved on a scratch tableau).
    static func isSatisfiable(_ items: [(Constraint, Double)]) -> Bool {
        var scratch = Tableau()
        scratch.explainsConflicts = false
        for (constraint, constant) in items {
            do {
                try scratch.add(constraint, constant: constant)
            } catch {
                return false
            }
        }
        return true
    }
}
