import Foundation
import Simulator

/// Identity, state and lifetime: `Binding` (`$count`, `.constant`), `Button`, `.id(_:)`,
/// `.onAppear`, `.onDisappear`, `.onChange(of:initial:_:)` (docs/swiftui.md, "Identity and lifetime").
extension SwiftUIBindings {
    func installState() {
        func box(_ value: Value) throws -> StateBox {
            guard case .host(_, let box as StateBox) = value else {
                throw NativeError(.type, "expected a Binding, found a value of type \(value.typeName)")
            }
            return box
        }
        binding.property(
            "wrappedValue", get: { _, this in try box(this).value },
            set: { i, this, value in
                try i.writeState(try box(this), value, at: i.currentRange)
            })
        // `.constant(3)`: a binding no view owns; writes change nothing else.
        binding.staticMethod("constant", [nil]) { _, _, args in
            .host(self.binding, StateBox(value: args[0], owner: nil, property: "constant"))
        }
        binding.describe = { object in (object as? StateBox).map { "Binding(\($0.property))" } ?? "Binding" }
        state.describe = binding.describe

        // `Button("Add") { count += 1 }` and `Button(action: { … }) { Text("Add") }`: the label is
        // laid out; `host.tap("Add")` runs the action.
        button.initializer([nil, "action"]) { i, _, args in
            let title = try Convert.string(args[0], "the button's title")
            return self.wrap(
                .modified(
                    .text(title, fontSize: 17), .button(title: title, action: try self.action(i, args[1], "'action'"))))
        }
        button.initializer(["action", "label"]) { i, _, args in
            let label = try self.content(i, args[1])
            let title: String
            if case .text(let text, _) = label { title = text } else { title = "" }
            return self.wrap(.modified(label, .button(title: title, action: try self.action(i, args[0], "'action'"))))
        }

        func content(_ this: Value) throws -> ViewDescription {
            guard case .host(_, let object as HostValue<ViewDescription>) = this else {
                throw NativeError(.type, "expected a view, found a value of type \(this.typeName)")
            }
            return object.value
        }
        // `.id(version)`: an explicit identity; a new value is a new view.
        view.method("id", [nil]) { i, this, args in
            self.wrap(.identified(i.describe(args[0]), try content(this)))
        }
        view.method("onAppear", ["perform"], required: 0) { i, this, args in
            guard !args[0].isNone else { return this }
            return self.wrap(
                .modified(try content(this), .lifecycle(.appear(try self.action(i, args[0], "'perform'")))))
        }
        view.method("onDisappear", ["perform"], required: 0) { i, this, args in
            guard !args[0].isNone else { return this }
            return self.wrap(
                .modified(try content(this), .lifecycle(.disappear(try self.action(i, args[0], "'perform'")))))
        }
        // `.onChange(of: value) { old, new in … }` (iOS 17; also `{ … }` and the older `{ new in … }`),
        // with `initial: true` also when the view appears.
        view.method("onChange", ["of", "initial", nil]) { i, this, args in
            try self.onChange(i, this, of: args[0], initial: try Convert.bool(args[1], "'initial'"), args[2])
        }
        view.method("onChange", ["of", nil]) { i, this, args in
            try self.onChange(i, this, of: args[0], initial: false, args[1])
        }
    }

    private func onChange(_ i: Interpreter, _ this: Value, of value: Value, initial: Bool, _ closure: Value) throws
        -> Value
    {
        guard case .host(_, let object as HostValue<ViewDescription>) = this else {
            throw NativeError(.type, "expected a view, found a value of type \(this.typeName)")
        }
        let closure = try Convert.closure(closure, "the onChange action")
        let arity = Self.parameterCount(closure)
        guard arity <= 2 else {
            throw NativeError(
                .type, "the onChange action takes 0, 1 (new value) or 2 (old and new value) parameters, not \(arity)")
        }
        let run: (Any, Any) throws -> Void = { [weak i] old, new in
            guard let i else { throw NativeError(.runtime, "the scenario has ended") }
            let oldValue = old as? Value ?? .null, newValue = new as? Value ?? .null
            _ = try i.callback(closure, arity == 2 ? [oldValue, newValue] : arity == 1 ? [newValue] : [])
        }
        return wrap(
            .modified(
                object.value, .lifecycle(.change(key: i.describe(value), value: value, initial: initial, action: run))))
    }

    /// How many parameters a closure declares (`{ old, new in }`: 2; `{ }`: 0).
    static func parameterCount(_ closure: Value) -> Int {
        if case .function(let function) = closure, case .closure(let c) = function.body { return c.parameters.count }
        return 0
    }

    /// An action closure the simulator runs later (a tap, a lifecycle moment).
    func action(_ i: Interpreter, _ value: Value, _ what: String) throws -> () throws -> Void {
        let closure = try Convert.closure(value, what)
        return { [weak i] in
            guard let i else { throw NativeError(.runtime, "the scenario has ended") }
            _ = try i.callback(closure, [])
        }
    }
}
