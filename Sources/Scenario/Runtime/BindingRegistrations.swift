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

    /// The globals' symbol numbers, and the table they leave, as the first run whose table was
    /// empty numbered them: each later run's table starts from that one instead of hashing
    /// every global's name into a table of its own (a thirtieth of `layoutlab check`).
    private var numbered: (numbers: [Int], table: SymbolTable.Numbering)?

    /// Gives `interpreter`, whose run drives `simulation`, every global, protocol and owner.
    func apply(to interpreter: Interpreter, simulation: Simulation) {
        let symbols = interpreter.symbols
        if let numbered, numbered.numbers.count == globals.count, symbols.names.isEmpty {
            symbols.start(from: numbered.table)
            for ((_, global), number) in zip(globals, numbered.numbers) {
                interpreter.defineGlobal(number: number, value(of: global, in: simulation))
            }
        } else {
            let startsEmpty = symbols.names.isEmpty
            var numbers: [Int] = []
            numbers.reserveCapacity(globals.count)
            for (name, global) in globals {
                let number = symbols.id(name)
                numbers.append(number)
                interpreter.defineGlobal(number: number, value(of: global, in: simulation))
            }
            if startsEmpty { numbered = (numbers, symbols.numbering) }
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

    private func value(of global: Global, in simulation: Simulation) -> Value {
        switch global {
        case .value(let value): return value
        case .ofRun(let value): return value(simulation)
        }
    }

    /// Forgets everything, breaking the cycles of closures that refer to their library.
    func removeAll() {
        globals = []
        numbered = nil
        protocols = [:]
        implicitMemberOwners = [:]
    }
}
