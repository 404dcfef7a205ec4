/// A variable's storage; `let` boxes refuse a second assignment.
final class Box {
    var value: Value
    let isLet: Bool
    /// The variable's declared type, so later assignments convert Int to Double as at declaration.
    let isFloatingPoint: Bool
    /// Whether the variable's Swift type is Optional (declared `T?`, or inferred from its
    /// initial value), so `print` shows `Optional(…)` as Swift does.
    let isOptional: Bool

    init(_ value: Value, isLet: Bool, isFloatingPoint: Bool = false, isOptional: Bool = false) {
        self.value = value
        self.isLet = isLet
        self.isFloatingPoint = isFloatingPoint
        self.isOptional = isOptional
    }
}

/// One lexical scope. Closures keep their defining scope alive, which is how they capture.
///
/// Names are symbol numbers: a local scope holds a few and is searched linearly; the global
/// scope indexes its boxes by number. Both beat hashing strings on every variable access.
final class Environment {
    private var ids: [Int] = []
    private var boxes: [Box] = []
    private var table: [Box?] = []
    private let isGlobal: Bool
    let parent: Environment?
    /// Set on a method's scope: names not found locally are looked up as members of `self`
    /// before the enclosing (global) scope, as Swift resolves implicit `self`.
    /// Cleared with the variables at the end of a run (a closure stored in `self` holds this scope).
    private(set) var selfValue: Box?
    /// The scenario class whose method runs here (for `super.`).
    let methodOwner: ScriptType?
    /// Set on an initializer's scope: `let` properties of `self` may be assigned here.
    var isInitializer = false
    /// Whether a function, closure or type holds this scope (noted once in the run's `CycleBreaker`).
    var isCaptured = false
    /// Whether `removeAll` ran: the end of the run cleared this scope and its parents.
    private(set) var isCleared = false

    init(parent: Environment?, selfValue: Box? = nil, methodOwner: ScriptType? = nil) {
        self.parent = parent
        self.isGlobal = parent == nil
        self.selfValue = selfValue
        self.methodOwner = methodOwner
    }

    /// The variable numbered `id` declared in this scope (not its parents).
    @inline(__always) func box(_ id: Int) -> Box? {
        if isGlobal { return id < table.count ? table[id] : nil }
        var i = ids.count - 1
        while i >= 0 {
            if ids[i] == id { return boxes[i] }
            i -= 1
        }
        return nil
    }

    /// Declares (or redeclares) the variable numbered `id` in this scope.
    func set(_ id: Int, _ box: Box) {
        if isGlobal {
            if id >= table.count { table += repeatElement(nil, count: id - table.count + 1) }
            table[id] = box
            return
        }
        if let i = ids.lastIndex(of: id) {
            boxes[i] = box
        } else {
            ids.append(id)
            boxes.append(box)
        }
    }

    /// Forgets every variable and `self` (at the end of a run, to break cycles through captured
    /// scopes), freeing what they held without deep recursion (`ValueDisposal`).
    func removeAll() {
        var released: [Value] = []
        removeAll(into: &released)
        ValueDisposal.dispose(&released)
    }

    /// Forgets every variable and `self`, moving their values onto `released` first, so that
    /// dropping the boxes frees nothing: the caller frees the values, flat.
    func removeAll(into released: inout [Value]) {
        for box in boxes { released.append(box.value); box.value = .void }
        for case let box? in table { released.append(box.value); box.value = .void }
        if let selfValue { released.append(selfValue.value); selfValue.value = .void }
        ids.removeAll()
        boxes.removeAll()
        table.removeAll()
        selfValue = nil
        isCleared = true
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
    func visibleNames(_ symbols: SymbolTable) -> Set<String> {
        var names: Set<String> = []
        var scope: Environment? = self
        while let s = scope {
            let ids = s.isGlobal ? s.table.indices.filter { s.table[$0] != nil } : s.ids
            for id in ids where id < symbols.names.count { names.insert(symbols.names[id]) }
            scope = s.parent
        }
        return names
    }
}
