import TestSupport
import Testing

@testable import BenchWorkloads
@testable import Cassowary

/// The solver's tableau is the same, symbol for symbol, in every process.
///
/// The simulator's output must be byte-identical on every run, so the tableau may not
/// depend on hashing (Swift seeds `Hasher` per process) or on addresses. Within one
/// process two runs would agree even if it did; these fingerprints were recorded by an
/// earlier process, so a dependence on the seed shows up as a mismatch here. A deliberate
/// change to the algorithm changes them too: record the new values after checking that
/// three runs agree (`swift test --filter DeterminismTests` prints them on failure).
@Suite("Determinism across processes")
struct DeterminismTests {
    /// FNV-1a over the UTF-8 of `text`: a stable fingerprint (unlike `hashValue`).
    static func fingerprint(_ text: String) -> UInt64 {
        var hash: UInt64 = 0xcbf2_9ce4_8422_2325
        for byte in text.utf8 {
            hash ^= UInt64(byte)
            hash = hash &* 0x0000_0100_0000_01b3
        }
        return hash
    }

    /// A seeded sequence of adds (some failing), removals, edits and constant changes.
    static func mixedRun() -> Solver {
        var generator = SeededGenerator(seed: 4242)
        let variables = (0..<12).map { Variable("v\($0)") }
        let solver = Solver()
        var added: [Constraint] = []
        for step in 0..<300 {
            let a = variables[Int.random(in: 0..<12, using: &generator)]
            let b = variables[Int.random(in: 0..<12, using: &generator)]
            let constant = Double(Int.random(in: -50...50, using: &generator))
            let relations: [Relation] = [.equal, .lessThanOrEqual, .greaterThanOrEqual]
            let relation = relations[Int.random(in: 0..<3, using: &generator)]
            let priority: Priority =
                step % 3 == 0 ? .required : Priority(Double(Int.random(in: 1...999, using: &generator)))
            let constraint = Constraint(a - 2 * b + constant, relation, priority: priority)
            if (try? solver.addConstraint(constraint)) != nil { added.append(constraint) }
            if step % 11 == 10, !added.isEmpty {
                let victim = added.remove(at: Int.random(in: 0..<added.count, using: &generator))
                try? solver.removeConstraint(victim)
            }
            if step % 17 == 16, let target = added.last {
                try? solver.setConstant(Double(Int.random(in: -60...60, using: &generator)), of: target)
            }
        }
        return solver
    }

    @Test("kiwi's enaml system solves to the same tableau in every process")
    func enamlFingerprint() {
        let workload = EnamlWorkload()
        workload.resize(width: 640, height: 480)
        #expect(Self.fingerprint(workload.solver.tableau.dump()) == 6_873_655_346_869_856_168)
    }

    @Test("A mixed random sequence gives the same tableau in every process")
    func mixedFingerprint() {
        #expect(Self.fingerprint(Self.mixedRun().tableau.dump()) == 14_183_792_919_892_320_828)
    }
}
