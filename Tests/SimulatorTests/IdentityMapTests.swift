// The engine's map from solver constraints to the app's constraints, keyed by identity.
import Testing

@testable import Simulator

/// `IdentityMap` finds every key it holds and none it does not, across growth and removals
/// (removal moves later entries back into the hole, so probes must still reach them).
@Suite("Identity map")
struct IdentityMapTests {
    final class Key {}

    @Test("Keys are found across growth and after removals, in any order")
    func insertFindRemove() {
        let keys = (0..<1_000).map { _ in Key() }
        var map = IdentityMap<Int>()
        for (index, key) in keys.enumerated() { map[ObjectIdentifier(key)] = index }
        #expect(map.count == 1_000)
        #expect(keys.indices.allSatisfy { map[ObjectIdentifier(keys[$0])] == $0 })
        // Remove every third key, then check all: the removed read nil, the rest their values.
        for index in stride(from: 0, to: keys.count, by: 3) { map[ObjectIdentifier(keys[index])] = nil }
        #expect(map.count == 1_000 - 334)
        for (index, key) in keys.enumerated() {
            #expect(map[ObjectIdentifier(key)] == (index % 3 == 0 ? nil : index))
        }
        // Setting a held key replaces its value; removing an absent key changes nothing.
        map[ObjectIdentifier(keys[1])] = -1
        map[ObjectIdentifier(keys[0])] = nil
        #expect(map[ObjectIdentifier(keys[1])] == -1 && map.count == 1_000 - 334)
        let stranger = Key()
        #expect(map[ObjectIdentifier(stranger)] == nil)
    }
}
