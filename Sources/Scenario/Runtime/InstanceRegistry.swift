/// The scenario's objects and their names: the instances whose `super` part is a host object,
/// the objects a `let`/`var` already named, and the names instances were bound to.
struct InstanceRegistry {
    /// Host objects that are the `super` part of scenario class instances.
    var instances: [ObjectIdentifier: Instance] = [:]
    /// Objects a `let`/`var` already named: a later `let b = a` does not rename `a`.
    var namedObjects: Set<ObjectIdentifier> = []
    /// The names scenario class instances were bound to: a `lazy var` created later is named after its owner.
    var names: [ObjectIdentifier: String] = [:]
    /// The serial number of the last instance made.
    var serial = 0
}
