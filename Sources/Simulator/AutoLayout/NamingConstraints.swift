// The constraints that name an item, kept by the item so that it can let go of them first.

/// The constraints whose first or second item is one view or layout guide, kept by that item.
/// A constraint holds its items `unowned(unsafe)`, not weakly: a weak reference gave every
/// constrained view a side table that all its reference counting went through. So the item,
/// before it goes, clears each such constraint's link to it (`clearLinks(to:)`), and a
/// constraint, before it goes, leaves the lists of its items (`remove(_:)`). A constraint that
/// names the same item twice is in its list twice.
struct NamingConstraints {
    // Safe: a constraint removes itself in its `deinit` (`NSLayoutConstraint.deinit`), so the
    // list holds only constraints that are alive.
    private var constraints: [Unmanaged<NSLayoutConstraint>] = []

    /// How many namings by living constraints the item has.
    var count: Int { constraints.count }

    /// Notes that `constraint` names the item.
    mutating func add(_ constraint: NSLayoutConstraint) {
        // Room for a view's usual four at once, instead of growing through one, two and four.
        if constraints.isEmpty { constraints.reserveCapacity(4) }
        constraints.append(.passUnretained(constraint))
    }

    /// Forgets one naming by `constraint` (it is going).
    mutating func remove(_ constraint: NSLayoutConstraint) {
        let going = Unmanaged.passUnretained(constraint).toOpaque()
        if let index = constraints.lastIndex(where: { $0.toOpaque() == going }) { constraints.remove(at: index) }
    }

    /// Clears every listed constraint's link to `item`, which is going: the constraint then
    /// reads nil for it, as a weak reference would.
    func clearLinks(to item: AnyObject) {
        for constraint in constraints { constraint.takeUnretainedValue().itemWillGo(item) }
    }
}
