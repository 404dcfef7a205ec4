import Simulator

/// What the simulator's bindings give each run's interpreter besides their types' members: the
/// global names (types, functions, and `window`, `trace` and the other objects of the run's
/// simulation), the host protocols scenario types conform to, and the owners of bare member
/// calls. A library records them once, as it binds its types, and applies them to every run.
final class BindingRegistrations {
    private enum Global {
        case value(Value)
        /// An object of the run's simulation.
        case ofRun((Simulation) -> Value)
    }

    /// In the order they were defined, which is the order of their symbol numbers in a run.
    private var globals: [(name: String, value: Global)] = []
    /// Host protocols scenario types may conform to (`View`, `UITableViewDataSource`).
    var protocols: [String: HostProtocol] = [:]
    /// The types whose static methods bare member calls (`.fractionalWidth(1.0)`) mean.
    var implicitMemberOwners: [String: NativeType] = [:]

    /// Registers a host type under its name.
    func register(_ type: NativeType) {
        defineGlobal(type.name, .type(.native(type)))
    }

    /// Defines a global constant.
    func defineGlobal(_ name: String, _ value: Value) {
        globals.append((name, .value(value)))
    }

    /// Defines a global function (several overloads share a name).
    func defineFunction(_ name: String, _ overloads: [NativeFunction]) {
        defineGlobal(name, .function(Function(name: name, body: .native(overloads), environment: nil)))
    }

    /// Defines a global that names an object of each run's simulation (`window`, `display`).
    func defineRunGlobal(_ name: String, _ value: @escaping (Simulation) -> Value) {
        globals.append((name, .ofRun(value)))
    }

    /// Gives `interpreter`, whose run drives `simulation`, every global, protocol and owner.
    func apply(to interpreter: Interpreter, simulation: Simulation) {
        for (name, global) in globals {
            switch global {
            case .value(let value): interpreter.defineGlobal(name, value)
            case .ofRun(let value): interpreter.defineGlobal(name, value(simulation))
            }
        }
        if interpreter.hostBindings.protocols.isEmpty {
            interpreter.hostBindings.protocols = protocols
        } else {
            interpreter.hostBindings.protocols.merge(protocols) { $1 }
        }
        if interpreter.hostBindings.implicitMemberOwners.isEmpty {
            interpreter.hostBindings.implicitMemberOwners = implicitMemberOwners
        } else {
            interpreter.hostBindings.implicitMemberOwners.merge(implicitMemberOwners) { $1 }
        }
    }

    /// Forgets everything, breaking the cycles of closures that refer to their library.
    func removeAll() {
        globals = []
        protocols = [:]
        implicitMemberOwners = [:]
    }
}
