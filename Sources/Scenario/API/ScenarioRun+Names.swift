import Simulator

extension ScenarioRun {
    /// A global name of the scenario bound to a simulated object (`let a2 = UIView()`): what a
    /// learner may name in an answer, and what the tutor completes.
    public struct NamedObject {
        /// The variable's name, which is also the object's trace name (`a2`).
        public let name: String
        /// The type the scenario wrote (`Card` for `class Card: UIView`), or the UIKit type.
        public let typeName: String
        /// The UIKit type it is or descends from (`UIView`).
        public let hostTypeName: String
        /// The simulated object.
        public let object: AnyObject
        /// Methods scenario code can call on it, and those its scenario class declares.
        public let methods: [String]
    }

    /// Every global bound to a simulated object at the end of the run, in declaration order.
    public var namedObjects: [NamedObject] {
        var objects: [NamedObject] = []
        for (id, name) in interpreter.symbols.names.enumerated() {
            guard let box = interpreter.globals.box(id) else { continue }
            switch box.value {
            case .host(let type, let object):
                objects.append(
                    NamedObject(
                        name: name, typeName: type.name, hostTypeName: type.name, object: object,
                        methods: Self.methodNames(type)))
            case .instance(let instance):
                guard let object = instance.native, let host = instance.nativeType else { continue }
                var methods = Self.methodNames(host)
                var script: ScriptType? = instance.type
                while let type = script {
                    methods += type.decl.methods.filter { !$0.isStatic }.map(\.name)
                    script = type.superScript
                }
                objects.append(
                    NamedObject(
                        name: name, typeName: instance.type.name, hostTypeName: host.name, object: object,
                        methods: methods))
            default:
                continue
            }
        }
        return objects
    }

    private static func methodNames(_ type: NativeType) -> [String] {
        var names: [String] = []
        var current: NativeType? = type
        while let t = current {
            names += t.methods.keys.sorted()
            current = t.superType
        }
        return names
    }
}
