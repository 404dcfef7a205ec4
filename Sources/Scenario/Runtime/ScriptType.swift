/// A class or struct declared in the scenario, with its methods resolved along the superclass chain.
final class ScriptType {
    /// The declaration, with the members of the scenario's extensions of the type added.
    private(set) var decl: TypeDecl
    let superScript: ScriptType?
    /// The nearest host ancestor (`UIView` for `class Card: UIView`), if any.
    let superNative: NativeType?
    /// The scope the type was declared in: what its methods capture.
    let environment: Environment
    var staticFields: [String: Box] = [:]

    var name: String { decl.name }

    /// Adds the members and conformances of `extension Name { … }` to the type.
    func addExtension(_ extensionDecl: TypeDecl) {
        decl.methods += extensionDecl.methods
        decl.properties += extensionDecl.properties
        decl.propertyIsLet += extensionDecl.propertyIsLet
        decl.conformances += extensionDecl.conformances.filter { !decl.conformances.contains($0) }
    }
    var isStruct: Bool { decl.isStruct }

    init(decl: TypeDecl, superScript: ScriptType?, superNative: NativeType?, environment: Environment) {
        self.decl = decl
        self.superScript = superScript
        self.superNative = superNative ?? superScript?.superNative
        self.environment = environment
    }

    /// The method `name` declared here or inherited, with the type that declares it.
    func method(_ name: String, static isStatic: Bool = false) -> (FunctionDecl, ScriptType)? {
        var type: ScriptType? = self
        while let t = type {
            if let m = t.decl.methods.first(where: { $0.name == name && $0.isStatic == isStatic }) { return (m, t) }
            type = t.superScript
        }
        return nil
    }

    /// The getter of computed property `name`, declared here or inherited.
    func computedProperty(_ name: String) -> (Statement.Binding, ScriptType)? {
        var type: ScriptType? = self
        while let t = type {
            if let p = t.decl.properties.first(where: { $0.name == name && $0.getter != nil && !$0.isStatic }) {
                return (p, t)
            }
            type = t.superScript
        }
        return nil
    }

    /// The stored property `name` declared here or inherited, and whether it is a `let`.
    func storedProperty(_ name: String) -> (Statement.Binding, isLet: Bool)? {
        var type: ScriptType? = self
        while let t = type {
            for (i, p) in t.decl.properties.enumerated() where p.name == name && p.isStored {
                return (p, t.decl.propertyIsLet[i])
            }
            type = t.superScript
        }
        return nil
    }

    /// Stored properties from the root scenario class down to this one, in declaration order.
    var allStoredProperties: [(Statement.Binding, isLet: Bool, owner: ScriptType)] {
        let inherited = superScript?.allStoredProperties ?? []
        let own = decl.properties.enumerated().filter { $0.element.isStored }
            .map { ($0.element, isLet: decl.propertyIsLet[$0.offset], owner: self) }
        return inherited + own
    }

    /// The instance property `name` as this type declares it (stored, computed or observing), not inherited.
    func ownProperty(_ name: String) -> Statement.Binding? {
        decl.properties.first { $0.name == name && !$0.isStatic }
    }

    /// The `lazy var` stored property `name`, declared here or inherited.
    func lazyProperty(_ name: String) -> (Statement.Binding, ScriptType)? {
        var type: ScriptType? = self
        while let t = type {
            if let p = t.ownProperty(name) { return p.isLazy && p.isStored ? (p, t) : nil }
            type = t.superScript
        }
        return nil
    }

    /// Whether the type or an ancestor declares an instance property `name` (of any kind).
    func declaresProperty(_ name: String) -> Bool {
        var type: ScriptType? = self
        while let t = type {
            if t.ownProperty(name) != nil { return true }
            type = t.superScript
        }
        return false
    }

    /// Whether the scenario class (or an ancestor) overrides a host method or property.
    func overrides(_ name: String) -> Bool {
        method(name) != nil || computedProperty(name) != nil
    }

    func isSubtype(of other: ScriptType) -> Bool {
        var type: ScriptType? = self
        while let t = type {
            if t === other { return true }
            type = t.superScript
        }
        return false
    }

    /// Every member name, for "did you mean …?".
    var memberNames: [String] {
        var names: [String] = []
        var type: ScriptType? = self
        while let t = type {
            names += t.decl.properties.map(\.name)
            names += t.decl.methods.map(\.name)
            type = t.superScript
        }
        return names + (superNative?.instanceMemberNames ?? [])
    }
}
