import Foundation
import Simulator

/// A scenario `struct V: View` as the simulator sees it: its `body` is evaluated, as a view
/// builder, when the graph updates.
struct ScenarioView: CustomView {
    unowned let interpreter: Interpreter
    let value: StructValue

    var name: String { value.type.name }

    func body() throws -> ViewDescription {
        guard let (property, owner) = value.type.computedProperty("body"), let getter = property.getter else {
            throw NativeError(.type, "'\(name).body' must be a computed property: var body: some View { … }")
        }
        let scope = Environment(
            parent: owner.environment, selfValue: Box(.structValue(value), isLet: true), methodOwner: owner)
        return try interpreter.buildViews(getter, in: scope, at: property.nameRange)
    }
}
