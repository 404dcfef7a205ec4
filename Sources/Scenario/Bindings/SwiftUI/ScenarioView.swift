import Foundation
import Simulator

/// A scenario `struct V: View` as the simulator sees it: its `body` is evaluated, as a view
/// builder, when the graph updates, with its `@State` properties reading and writing the
/// storage the graph keeps for the view's identity.
struct ScenarioView: CustomView {
    unowned let interpreter: Interpreter
    let value: StructValue

    var name: String { value.type.name }

    func body(in state: ViewState) throws -> ViewDescription {
        guard let (property, owner) = value.type.computedProperty("body"), let getter = property.getter else {
            throw NativeError(.type, "'\(name).body' must be a computed property: var body: some View { … }")
        }
        guard let bindings = interpreter.hostBindings.simulatorLibrary?.swiftUI else { return .empty }
        var installed = value
        for wrapped in value.type.decl.properties where wrapped.wrapper != nil {
            let field = value.fields[wrapped.name] ?? .null
            switch wrapped.wrapper {
            case .state:
                // The first evaluation keeps the initial value; later values of the struct are ignored.
                let box =
                    state.slots[wrapped.name] as? StateBox
                    ?? StateBox(value: field, owner: state, property: wrapped.name)
                state.slots[wrapped.name] = box
                installed.fields[wrapped.name] = .host(bindings.state, box)
            case .binding:
                guard case .host(_, is StateBox) = field else {
                    throw NativeError(
                        .type,
                        "cannot convert value of type '\(field.typeName)' to expected argument type 'Binding<\(wrapped.type?.text ?? "Value")>' for '\(name).\(wrapped.name)'",
                        hint:
                            "pass a binding: \(wrapped.name): $\(wrapped.name) from the view that owns the @State, or .constant(…)"
                    )
                }
            case nil:
                break
            }
        }
        let scope = Environment(
            parent: owner.environment, selfValue: Box(.structValue(installed), isLet: true), methodOwner: owner)
        bindings.observation.begin(state)
        defer { bindings.observation.end() }
        return try interpreter.buildViews(getter, in: scope, at: property.nameRange)
    }

    /// The stored properties that are the view's inputs: all but `@State` (whose value the
    /// graph keeps); a `Binding` counts as the storage it refers to and the value it holds now.
    private var inputs: [(String, Value)] {
        let stateNames = Set(value.type.decl.properties.filter { $0.wrapper == .state }.map(\.name))
        return value.fields.filter { !stateNames.contains($0.key) }.sorted { $0.key < $1.key }.map {
            name, field -> (String, Value) in
            if case .host(_, let box as StateBox) = field { return (name, .array([field, box.value])) }
            return (name, field)
        }
    }

    func recordInputs(in state: ViewState) {
        state.inputs = inputs
    }

    /// Equal inputs, compared as Swift's `==` would; values it cannot compare (closures) count
    /// as changed. **Model assumption**: SwiftUI compares a view's stored properties without
    /// `==` when they are not `Equatable`; how it treats closures is not documented.
    func hasSameInputs(as state: ViewState) -> Bool {
        guard let old = state.inputs as? [(String, Value)] else { return false }
        let new = inputs
        guard old.count == new.count else { return false }
        let range = interpreter.currentRange
        for ((oldName, oldValue), (newName, newValue)) in zip(old, new) {
            guard oldName == newName, (try? interpreter.equals(oldValue, newValue, at: range)) == true else {
                return false
            }
        }
        return true
    }
}
