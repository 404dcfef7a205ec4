import TestSupport
import Testing

@testable import Cassowary

/// The objective's open-addressing map against `Dictionary`, through growth and deletions
/// that must move probe runs back.
@Suite("SparseVector")
struct SparseVectorTests {
    @Test("Random inserts, updates and removals agree with Dictionary", arguments: [1, 2, 3] as [UInt64])
    func agreesWithDictionary(seed: UInt64) {
        var generator = SeededGenerator(seed: seed)
        var vector = SparseVector()
        var reference: [Int: Double] = [:]
        for step in 0..<20_000 {
            // Clustered keys make long probe runs; removals then have to close them up.
            let key = Int.random(in: 0..<(step < 10_000 ? 3000 : 300), using: &generator) * 1024
            if Bool.random(using: &generator) {
                let value = Double(Int.random(in: -5...5, using: &generator))
                vector[Symbol(id: key)] = value
                reference[key] = value
            } else {
                vector[Symbol(id: key)] = nil
                reference[key] = nil
            }
        }
        #expect(vector.count == reference.count)
        for key in stride(from: 0, to: 3000 * 1024, by: 1024) {
            #expect(vector[Symbol(id: key)] == reference[key])
        }
        #expect(Set(vector.symbols.map(\.id)) == Set(reference.keys))
    }
}
