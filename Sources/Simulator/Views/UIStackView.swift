// UIStackView: arranges its arrangedSubviews with constraints it owns (fact 47).
import Foundation

/// A view that lines up its `arrangedSubviews` along an `axis` with Auto Layout constraints it
/// makes itself, in its `updateConstraints` (fact 47). Like UIKit's, its constraints carry the
/// `UISV-…` identifiers a learner meets in Xcode's logs, and a hidden arranged subview leaves
/// the arrangement: it collapses to zero length (`UISV-hiding`) and the others take its space.
///
/// Model simplifications (docs/simulator.md): `.fill` ties between equally hugging views are left
/// to the solver (UIKit resolves them by index); baselines are not modelled.
public final class UIStackView: UIView {
    /// How the arranged views share the stack's length along its axis.
    public enum Distribution: String, Sendable, CaseIterable {
        case fill, fillEqually, fillProportionally, equalSpacing, equalCentering
    }

    /// How the arranged views sit across the axis.
    public enum Alignment: String, Sendable, CaseIterable {
        case fill, leading, top, firstBaseline, center, trailing, bottom, lastBaseline
    }

    /// The views the stack arranges, in order (a subset of its subviews).
    public private(set) var arrangedSubviews: [UIView] = []
    /// The direction of the arrangement.
    public var axis: Axis = .horizontal { didSet { if axis != oldValue { arrangementChanged() } } }
    /// How length along the axis is shared.
    public var distribution: Distribution = .fill { didSet { if distribution != oldValue { arrangementChanged() } } }
    /// How views are placed across the axis.
    public var alignment: Alignment = .fill { didSet { if alignment != oldValue { arrangementChanged() } } }
    /// Points between adjacent views (the minimum for the equal-spacing distributions).
    public var spacing: CGFloat = 0 { didSet { if spacing != oldValue { arrangementChanged() } } }
    /// Whether the arrangement is inside the layout margins instead of the bounds.
    public var isLayoutMarginsRelativeArrangement = false {
        didSet { if isLayoutMarginsRelativeArrangement != oldValue { arrangementChanged() } }
    }

    /// The constraints the stack made for the current arrangement.
    private(set) var arrangementConstraints: [NSLayoutConstraint] = []
    /// Spacer guides of the equal-spacing distributions, reused between rebuilds.
    private var spacers: [UILayoutGuide] = []
    private var arrangementIsStale = true

    /// Creates an empty stack view with `frame` in `simulation`.
    public convenience init(_ simulation: Simulation, frame: CGRect = .zero) {
        self.init(context: simulation.context, frame: frame)
    }

    /// `UIStackView(arrangedSubviews:)`: a stack arranging `views`.
    public convenience init(_ simulation: Simulation, arrangedSubviews views: [UIView]) throws {
        self.init(context: simulation.context, frame: .zero)
        for view in views { try addArrangedSubview(view) }
    }

    override var className: String { "UIStackView" }

    /// UIStackView is built on constraints: a window that shows one runs the update-constraints pass.
    override var uikitRequiresConstraintBasedLayout: Bool { true }

    /// Appends `view` to the arrangement (and to the subviews if it is not one). UIKit turns off its
    /// `translatesAutoresizingMaskIntoConstraints`.
    public func addArrangedSubview(_ view: UIView) throws {
        try insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `index`.
    public func insertArrangedSubview(_ view: UIView, at index: Int) throws {
        guard view !== self else { throw SimulatedException.subviewCycle(view: view.traceName, superview: traceName) }
        if let existing = arrangedSubviews.firstIndex(where: { $0 === view }) { arrangedSubviews.remove(at: existing) }
        arrangedSubviews.insert(view, at: max(0, min(index, arrangedSubviews.count)))
        view.translatesAutoresizingMaskIntoConstraints = false
        if view.superview !== self { try addSubview(view) }
        arrangementChanged()
    }

    /// Takes `view` out of the arrangement; it stays a subview (UIKit's documented behaviour).
    public func removeArrangedSubview(_ view: UIView) {
        guard let index = arrangedSubviews.firstIndex(where: { $0 === view }) else { return }
        arrangedSubviews.remove(at: index)
        arrangementChanged()
    }

    /// A subview left the stack: it leaves the arrangement too.
    override func subviewDidDetach(_ view: UIView) {
        if let index = arrangedSubviews.firstIndex(where: { $0 === view }) {
            arrangedSubviews.remove(at: index)
            arrangementChanged()
        }
    }

    /// An arranged view was hidden or shown, or its intrinsic size changed.
    func arrangedSubviewChanged(_ view: UIView) {
        if arrangedSubviews.contains(where: { $0 === view }) { arrangementChanged() }
    }

    /// The arrangement is rebuilt in the stack's next `updateConstraints`.
    private func arrangementChanged() {
        arrangementIsStale = true
        markNeedsUpdateConstraints(cause: context.currentCause)
    }

    /// UIKit's `updateConstraints` for a stack view: replaces its arrangement constraints.
    override func uikitUpdateOwnConstraints() throws {
        guard arrangementIsStale else { return }
        arrangementIsStale = false
        let old = arrangementConstraints
        arrangementConstraints = []
        try context.batchingEngineChanges {
            for constraint in old { constraint.deactivate(cause: context.currentCause) }
            let made = try makeArrangement()
            for constraint in made { try constraint.activate(cause: context.currentCause) }
            arrangementConstraints = made
        }
    }

    // MARK: Building the constraints

    private func makeArrangement() throws -> [NSLayoutConstraint] {
        let canvas: any LayoutItem = isLayoutMarginsRelativeArrangement ? layoutMarginsGuide : self
        let horizontal = axis == .horizontal
        let (lead, trail, center, length):
            (
                NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute,
                NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute
            ) =
                horizontal ? (.leading, .trailing, .centerX, .width) : (.top, .bottom, .centerY, .height)
        let (crossLead, crossTrail, crossCenter, crossLength):
            (
                NSLayoutConstraint.Attribute,
                NSLayoutConstraint.Attribute,
                NSLayoutConstraint.Attribute,
                NSLayoutConstraint.Attribute
            ) =
                horizontal ? (.top, .bottom, .centerY, .height) : (.leading, .trailing, .centerX, .width)
        var made: [NSLayoutConstraint] = []
        func add(
            _ identifier: String, _ a: any LayoutItem, _ aAttr: NSLayoutConstraint.Attribute,
            _ relation: NSLayoutConstraint.Relation = .equal, _ b: (any LayoutItem)?,
            _ bAttr: NSLayoutConstraint.Attribute, multiplier: CGFloat = 1, constant: CGFloat = 0,
            priority: UILayoutPriority = .required
        ) {
            let constraint = NSLayoutConstraint(
                context: context, firstItem: a, firstAttribute: aAttr, relation: relation, secondItem: b,
                secondAttribute: b == nil ? .notAnAttribute : bAttr, multiplier: multiplier, constant: constant,
                priority: priority, origin: .stackView)
            constraint.identifier = identifier
            made.append(constraint)
        }
        let visible = arrangedSubviews.filter { !$0.isHidden }
        // A hidden arranged view collapses along the axis and leaves the chain.
        for view in arrangedSubviews where view.isHidden {
            add("UISV-hiding", view, length, .equal, nil, .notAnAttribute)
            add("UISV-hiding", view, lead, .equal, canvas, lead)
        }
        for view in arrangedSubviews {
            // Across the axis: the alignment.
            switch alignment {
            case .fill:
                add("UISV-canvas-connection", view, crossLead, .equal, canvas, crossLead)
                add("UISV-canvas-connection", view, crossTrail, .equal, canvas, crossTrail)
            case .leading, .top, .firstBaseline:
                add("UISV-canvas-connection", view, crossLead, .equal, canvas, crossLead)
                add("UISV-spanning-boundary", view, crossTrail, .lessThanOrEqual, canvas, crossTrail)
            case .trailing, .bottom, .lastBaseline:
                add("UISV-canvas-connection", view, crossTrail, .equal, canvas, crossTrail)
                add("UISV-spanning-boundary", view, crossLead, .greaterThanOrEqual, canvas, crossLead)
            case .center:
                add("UISV-canvas-connection", view, crossCenter, .equal, canvas, crossCenter)
                add("UISV-spanning-boundary", view, crossLead, .greaterThanOrEqual, canvas, crossLead)
            }
        }
        if alignment != .fill && !arrangedSubviews.isEmpty {
            // The stack hugs its largest view across the axis unless something sizes it.
            add("UISV-canvas-fit", canvas, crossLength, .equal, nil, .notAnAttribute, priority: UILayoutPriority(49))
        }
        guard let first = visible.first, let last = visible.last else { return made }
        add("UISV-canvas-connection", first, lead, .equal, canvas, lead)
        add("UISV-canvas-connection", last, trail, .equal, canvas, trail)
        let pairs = Array(zip(visible, visible.dropFirst()))
        switch distribution {
        case .fill, .fillEqually, .fillProportionally:
            for (a, b) in pairs { add("UISV-spacing", b, lead, .equal, a, trail, constant: spacing) }
        case .equalSpacing, .equalCentering:
            for (a, b) in pairs { add("UISV-spacing", b, lead, .greaterThanOrEqual, a, trail, constant: spacing) }
            // UIKit's hidden spacer guides: equal gaps (or equal distances between centers).
            let edges: (NSLayoutConstraint.Attribute, NSLayoutConstraint.Attribute) =
                distribution == .equalSpacing ? (trail, lead) : (center, center)
            while spacers.count < pairs.count {
                let guide = UILayoutGuide()
                guide.identifier = "UISV-distributing"
                addLayoutGuide(guide)
                spacers.append(guide)
            }
            for (index, (a, b)) in pairs.enumerated() {
                let guide = spacers[index]
                add("UISV-distributing-edge", guide, lead, .equal, a, edges.0)
                add("UISV-distributing-edge", guide, trail, .equal, b, edges.1)
                if index > 0 { add("UISV-fill-equally", guide, length, .equal, spacers[0], length) }
            }
        }
        if distribution == .fill {
            // Docs UIStackView.Distribution.fill: "If there's any ambiguity, the stack view resizes
            // the arranged views based on their index". The model leaves a tie between equally
            // hugging views to the solver, a recorded model choice; a run taking the other choice
            // holds all but the first of them at their intrinsic length a little harder, so the
            // first stretches, as documented.
            let priorities = visible.map { $0.contentHuggingPriority(for: axis) }
            if let lowest = priorities.min() {
                let tied = zip(visible, priorities).filter { $0.1 == lowest }.map(\.0)
                if tied.count > 1,
                    context.choose(
                        .tieBreak,
                        "the stack view \(traceName) leaves the tie between equally hugging \(tied.prefix(3).map(\.traceName).joined(separator: ", ")) to the solver",
                        source: "Docs UIStackView.Distribution.fill resolves it by index; not modelled")
                {
                    for view in tied.dropFirst() {
                        let size = try view.intrinsicContentSize
                        let natural = horizontal ? size.width : size.height
                        guard natural >= 0 else { continue }
                        add(
                            "UISV-fill-tie", view, length, .lessThanOrEqual, nil, .notAnAttribute, constant: natural,
                            priority: UILayoutPriority(lowest.rawValue + 0.5))
                    }
                }
            }
        }
        switch distribution {
        case .fillEqually:
            for view in visible.dropFirst() { add("UISV-fill-equally", view, length, .equal, first, length) }
        case .fillProportionally:
            // Each view's share of the length left after spacing is its share of the intrinsic sizes.
            let sizes = try visible.map { view -> CGFloat in
                let size = try view.intrinsicContentSize
                return max(0, horizontal ? size.width : size.height)
            }
            let total = sizes.reduce(0, +)
            guard total > 0 else { break }
            let gaps = spacing * CGFloat(visible.count - 1)
            for (view, size) in zip(visible, sizes) {
                let share = size / total
                add(
                    "UISV-fill-proportionally", view, length, .equal, canvas, length, multiplier: share,
                    constant: -share * gaps, priority: UILayoutPriority(999))
            }
        default:
            break
        }
        return made
    }
}
