// How the simulation finds an engine or a window without a weak reference to it.

/// A link to one object that reads nil once the object has gone, as a weak reference would.
/// Constraints, the views in an engine and the simulation's lists hold the link of a
/// `LayoutEngine` or a `UIWindow`, not a weak reference: a weak reference gave the object a
/// side table, and every retain and release of it then took the runtime's slow path
/// (activating a screen's constraints retains its engine several times a constraint, and
/// each walk up to the window retains the window).
final class ObjectLink<Object: AnyObject> {
    /// The object, while it is alive.
    // Safe: the object makes its link with itself and clears it in its `deinit`
    // (`LayoutEngine.deinit`, `UIWindow.deinit`), before its memory goes, so the link never
    // points at a freed object.
    private(set) unowned(unsafe) var object: Object?

    /// A link to `object`, which clears it when it goes.
    init(to object: Object) {
        self.object = object
    }

    /// The object is going.
    func objectWillGo() {
        object = nil
    }
}
