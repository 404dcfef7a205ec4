/// A variable's storage; `let` boxes refuse a second assignment.
final class Box {
    var value: Value
    let isLet: Bool
    /// The variable's declared type, so later assignments convert Int to Double as at declaration.
    let isFloatingPoint: Bool

    init(_ value: Value, isLet: Bool, isFloatingPoint: Bool = false) {
        self.value = value
        self.isLet = isLet
        self.isFloatingPoint = isFloatingPoint
    }
}

/// One lexical scope. Closures keep their defining scope alive, which is how they capture.
final class Environment {
    var values: [String: Box] = [:]
    let parent: Environment?
    /// Set on a method's scope: names not found locally are looked up as members of `self`
    /// before the enclosing (global) scope, as Swift resolves implicit `self`.
    let selfValue: Box?
    /// The scenario class whose method runs here (for `super.`).
    let methodOwner: ScriptType?
    /// Set on an initializer's scope: `let` properties of `self` may be assigned here.
    var isInitializer = false

    init(parent: Environment?, selfValue: Box? = nil, methodOwner: ScriptType? = nil) {
        self.parent = parent
        self.selfValue = selfValue
        self.methodOwner = methodOwner
    }

    func define(_ name: String, _ value: Value, isLet: Bool, isFloatingPoint: Bool = false) {
        values[name] = Box(value, isLet: isLet, isFloatingPoint: isFloatingPoint)
    }

    /// The nearest `self` of an enclosing method, if any.
    var enclosingSelf: Box? {
        var scope: Environment? = self
        while let s = scope {
            if let box = s.selfValue { return box }
            scope = s.parent
        }
        return nil
    }

    /// Whether the nearest enclosing method is an initializer.
    var isInInitializer: Bool {
        var scope: Environment? = self
        while let s = scope {
            if s.selfValue != nil { return s.isInitializer }
            scope = s.parent
        }
        return false
    }

    var enclosingOwner: ScriptType? {
        var scope: Environment? = self
        while let s = scope {
            if s.selfValue != nil { return s.methodOwner }
            scope = s.parent
        }
        return nil
    }

    /// Every name visible from here, for "did you mean …?".
    var visibleNames: Set<String> {
        var names: Set<String> = []
        var scope: Environment? = self
        while let s = scope {
            names.formUnion(s.values.keys)
            scope = s.parent
        }
        return names
    }
}
