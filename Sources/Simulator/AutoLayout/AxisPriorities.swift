// A view's content hugging or compression-resistance priorities, one per axis (fact 25).

/// A priority for each axis, kept inline in the view: an array of two was two heap
/// allocations for every view made, constrained or not.
struct AxisPriorities: Equatable {
    /// The priority along the horizontal axis.
    var horizontal: UILayoutPriority
    /// The priority along the vertical axis.
    var vertical: UILayoutPriority

    /// Both axes at `priority`.
    init(_ priority: UILayoutPriority) {
        horizontal = priority
        vertical = priority
    }

    /// The priority along the axis numbered `axis`: 0 horizontal, 1 vertical (`UIView.Axis`).
    subscript(axis: Int) -> UILayoutPriority {
        get { axis == 0 ? horizontal : vertical }
        set {
            if axis == 0 { horizontal = newValue } else { vertical = newValue }
        }
    }
}
