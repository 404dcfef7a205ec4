/// What a finished run clears so that the reference cycles scenario values form are freed.
///
/// The interpreter captures whole scopes, so cycles are ordinary: a scope holds a function
/// declared in it (or a closure stored in one of its variables) and that function holds the
/// scope; a type's static `shared` instance holds the type; an instance's closure property holds
/// the method scope whose `self` is the instance; nested types live in a scope of their own
/// type. Only the global scope was cleared before, so functions and types declared anywhere
/// else kept their scopes, their syntax trees and everything they reached alive after the run.
///
/// Every scope a function, closure or type captures, every scenario type and every class
/// instance is noted here, weakly: a value the run dropped without a cycle is freed as usual
/// and its entry compacted away; what is still alive when the run ends is in a cycle (or still
/// referenced from outside), and `breakCycles` empties it. Scopes are cleared with their
/// enclosing scopes, since a closure's scope reaches its parents' variables.
struct CycleBreaker {
    private struct Weak<Object: AnyObject> {
        weak var object: Object?
    }

    private var scopes: [Weak<Environment>] = []
    private var instances: [Weak<Instance>] = []
    private var types: [Weak<ScriptType>] = []
    /// Entries (all kinds) at which freed ones are dropped next: the lists stay proportional
    /// to what is alive, however many closures a long loop creates and drops.
    private var compactAt = 256

    /// A scope a function, closure or type keeps alive (noted once per scope).
    mutating func noteCaptured(_ scope: Environment) {
        guard !scope.isCaptured else { return }
        scope.isCaptured = true
        scopes.append(Weak(object: scope))
        compactIfNeeded()
    }

    mutating func noteCreated(_ instance: Instance) {
        instances.append(Weak(object: instance))
        compactIfNeeded()
    }

    mutating func noteDeclared(_ type: ScriptType) {
        types.append(Weak(object: type))
        compactIfNeeded()
    }

    /// Entries noted and not yet dropped (for the tests of the compaction).
    var count: Int { scopes.count + instances.count + types.count }

    /// The noted objects still alive, for tests that check a finished run freed them all.
    var liveObjects: [AnyObject] {
        scopes.compactMap { $0.object as AnyObject? } + instances.compactMap { $0.object as AnyObject? }
            + types.compactMap { $0.object as AnyObject? }
    }

    private mutating func compactIfNeeded() {
        guard count >= compactAt else { return }
        scopes.removeAll { $0.object == nil }
        instances.removeAll { $0.object == nil }
        types.removeAll { $0.object == nil }
        compactAt = max(256, 2 * count)
    }

    /// Empties every scope (with its enclosing scopes), instance and type static still alive.
    /// Run once, after the last query of a run.
    mutating func breakCycles() {
        // Everything is moved onto one list before anything is freed, then freed flat: a long
        // chain of objects or nested values reachable from here would otherwise be freed by one
        // nested release per link (a stack overflow at the end of the run).
        var released: [Value] = []
        for entry in scopes {
            var scope = entry.object
            while let s = scope, !s.isCleared {
                s.removeAll(into: &released)
                scope = s.parent
            }
        }
        for entry in instances {
            guard let instance = entry.object else { continue }
            released.append(contentsOf: instance.fields.values)
            instance.fields.removeAll()
            instance.native = nil
        }
        for entry in types {
            guard let type = entry.object else { continue }
            for box in type.staticFields.values { released.append(box.value); box.value = .void }
            type.staticFields.removeAll()
        }
        scopes.removeAll()
        instances.removeAll()
        types.removeAll()
        ValueDisposal.dispose(&released)
    }
}
