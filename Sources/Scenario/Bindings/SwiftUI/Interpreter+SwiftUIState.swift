import Foundation
import Simulator

/// `@State`, `@Binding` and `@Observable` in the interpreter: a wrapped property reads and
/// writes its storage, `$count` is a `Binding` to it, and an observable class's properties
/// record which view bodies read them (docs/swiftui.md, "Identity and lifetime").
extension Interpreter {
    /// `$name` on a view struct: a `Binding` to the storage of its `@State` or `@Binding`
    /// property `name` (nil when `name` is not one).
    func projectedValue(_ name: String, of value: StructValue) -> Value? {
        guard let bindings = hostBindings.simulatorLibrary?.swiftUI,
            let property = value.type.decl.properties.first(where: { $0.name == name && $0.wrapper != nil })
        else { return nil }
        if case .host(_, let box as StateBox)? = value.fields[name] { return .host(bindings.binding, box) }
        // Outside a body the property still holds its initial value: a binding to a copy of it,
        // which no view owns (Swift's "Accessing State's value outside of being installed on a View").
        guard property.wrapper == .state else { return value.fields[name] }
        return .host(bindings.binding, StateBox(value: value.fields[name] ?? .null, owner: nil, property: name))
    }

    /// Writes a `@State` (or the state a `Binding` refers to): the owning view's body runs at
    /// the next update (a traced `Counter.count.set`, reason `state`).
    func writeState(_ box: StateBox, _ newValue: Value, at range: SourceRange) throws {
        box.value = newValue
        box.owner?.stateChanged(box.property, text: describe(newValue))
    }

    /// A view body being evaluated read `property` of an `@Observable` instance.
    func observedRead(_ instance: Instance, _ property: String) {
        guard let registry = hostBindings.simulatorLibrary?.swiftUI.observation, registry.isTracking else { return }
        registry.read(instance, property)
    }

    /// `property` of an `@Observable` instance was set: the views whose bodies read it update
    /// (a traced `library.count.set`, reason `observed`, when some view read it).
    func observedWrite(_ instance: Instance, _ property: String, at range: SourceRange) throws {
        guard let registry = hostBindings.simulatorLibrary?.swiftUI.observation else { return }
        let readers = registry.readersOf(instance, property)
        guard !readers.isEmpty else { return }
        let owner = self.registry.names[ObjectIdentifier(instance)] ?? instance.type.name
        ViewState.observedChange(
            readers, receiver: owner + "." + property, text: describe(instance.fields[property] ?? .null))
    }
}
