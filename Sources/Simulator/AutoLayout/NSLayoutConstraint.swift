// A constraint: `first.attribute (==|<=|>=) second.attribute × multiplier + constant @ priority`.
import Cassowary
import Foundation

/// An Auto Layout constraint. Activating it installs it on the items' closest common ancestor
/// and adds it to the window's engine; changing `constant` is an in-place engine update (cheap,
/// fact 28) that marks layout — never update-constraints (fact 10).
///
/// Property setters that UIKit lets raise (`isActive` with no common ancestor, `priority` between
/// required and optional on an active constraint) record the exception; the interpreter raises it
/// with `Simulation.raisePendingException()`. The throwing forms are `setActive(_:)` and `setPriority(_:)`.
public final class NSLayoutConstraint: CustomStringConvertible {
    /// A constrained attribute.
    public enum Attribute: String, Sendable, CaseIterable {
        /// Edges, centers and dimensions; leading/trailing are left/right in a left-to-right language;
        /// `notAnAttribute` is the second attribute of a constant constraint.
        case left, right, top, bottom, leading, trailing, width, height, centerX, centerY, notAnAttribute

        enum AxisKind { case xAxis, yAxis, dimension, none }

        var axisKind: AxisKind {
            switch self {
            case .left, .right, .leading, .trailing, .centerX: return .xAxis
            case .top, .bottom, .centerY: return .yAxis
            case .width, .height: return .dimension
            case .notAnAttribute: return .none
            }
        }

        /// Leading and trailing follow the writing direction; left and right do not.
        var isDirectional: Bool { self == .leading || self == .trailing }
    }

    /// How the two sides relate.
    public enum Relation: String, Sendable, CaseIterable {
        /// `≤`.
        case lessThanOrEqual = "<="
        /// `==`.
        case equal = "=="
        /// `≥`.
        case greaterThanOrEqual = ">="

        var solverRelation: Cassowary.Relation {
            switch self {
            case .lessThanOrEqual: return .lessThanOrEqual
            case .equal: return .equal
            case .greaterThanOrEqual: return .greaterThanOrEqual
            }
        }
    }

    /// Who made the constraint: the app, or UIKit on its behalf (the log names UIKit's classes).
    enum Origin {
        case app, contentSize, autoresizingMask, layoutGuide, window
        /// A stack view's arrangement (`UISV-…` identifiers): plain NSLayoutConstraints in UIKit's log.
        case stackView

        /// Whether the constraint makes the window use Auto Layout (fact 13): UIKit's own
        /// frame-holding constraints do not.
        var countsAsAutoLayout: Bool { self == .app || self == .stackView }
    }

    let context: SimulationContext
    /// The constrained item. A constraint never keeps its items alive (UIKit's does not retain
    /// them either); once an item is gone the constraint reads nil for it.
    public var firstItem: (any LayoutItem)? { storedFirstItem }
    // Safe: the item clears this before it goes (`UIView` and `UILayoutGuide` call `itemWillGo`
    // from their `deinit`, through `NamingConstraints`), so it never points at a freed item. Not
    // weak: a weak reference gave every constrained view a side table.
    private unowned(unsafe) var storedFirstItem: (any LayoutItem)?
    /// The constrained attribute.
    public let firstAttribute: NSLayoutConstraint.Attribute
    /// The relation.
    public let relation: Relation
    /// The item it is relative to, if any.
    public var secondItem: (any LayoutItem)? { storedSecondItem }
    // Safe: cleared by the item before it goes, as `storedFirstItem` is.
    private unowned(unsafe) var storedSecondItem: (any LayoutItem)?
    /// The attribute it is relative to.
    public let secondAttribute: NSLayoutConstraint.Attribute
    /// The factor on the second attribute.
    public let multiplier: CGFloat
    /// A name for debugging; also the trace name when the scenario sets none.
    public var identifier: String?
    let origin: Origin
    /// The engine quantity one of UIKit's own constraints holds (`minX`, `width`, …), for the log.
    var internalAttribute: String?

    /// The constant. Changing it on an active constraint updates the engine in place.
    public var constant: CGFloat {
        didSet {
            guard constant != oldValue, origin == .app || active else { return }
            let seq = context.trace.record(
                level: .uikit, receiver: traceName, method: "setConstant", cause: context.currentCause,
                reason: "explicit",
                text: UIView.format(constant))
            if isActive { engine?.constantChanged(self, cause: .event(seq)) }
        }
    }

    /// Sets the constant without a trace event (UIKit's own autoresizing constraints following a frame).
    func setConstantSilently(_ value: CGFloat) {
        let saved = active
        active = false
        constant = value
        active = saved
    }

    /// The priority (default `required`).
    public var priority: UILayoutPriority {
        get { storedPriority }
        set {
            do { try setPriority(newValue) } catch { context.pendingException = error }
        }
    }
    var storedPriority: UILayoutPriority = .required

    /// Whether the constraint is active. Setting it activates or deactivates it.
    public var isActive: Bool {
        get { active }
        set {
            do { try setActive(newValue) } catch { context.pendingException = error }
        }
    }
    var active = false
    /// The view the active constraint is installed on (the items' closest common ancestor).
    // Safe: that view holds the constraint in its `installedConstraints` and clears this when it
    // deactivates it and before it goes (its `deinit`), so it never points at a freed view.
    public internal(set) unowned(unsafe) var installedOn: UIView?
    /// The solver's form, while the constraint is in an engine.
    var solverConstraint: Cassowary.Constraint?
    /// The engine holding it, while it is in one.
    /// The engine the constraint is in, if any (nil once that engine has gone).
    var engine: LayoutEngine? {
        get { engineLink?.object }
        set { engineLink = newValue?.link }
    }
    private var engineLink: ObjectLink<LayoutEngine>?

    private var explicitName: String?
    private var number = 0
    private lazy var defaultName: String = "NSLayoutConstraint#\(number)"

    init(
        context: SimulationContext, firstItem: any LayoutItem, firstAttribute: Attribute, relation: Relation,
        secondItem: (any LayoutItem)?, secondAttribute: Attribute, multiplier: CGFloat, constant: CGFloat,
        priority: UILayoutPriority = .required, origin: Origin = .app
    ) {
        self.context = context
        self.storedFirstItem = firstItem
        self.firstAttribute = firstAttribute
        self.relation = relation
        self.storedSecondItem = secondItem
        self.secondAttribute = secondAttribute
        self.multiplier = multiplier
        self.constant = constant
        self.storedPriority = priority
        self.origin = origin
        // Only the app's constraints are numbered: UIKit's own ones never show a default name.
        if origin == .app { number = context.nextNumber(for: "NSLayoutConstraint") }
        Self.namings(of: firstItem) { $0.add(self) }
        if let secondItem { Self.namings(of: secondItem) { $0.add(self) } }
    }

    deinit {
        // Its items are alive while it names them (each clears its link before it goes).
        if let firstItem = storedFirstItem { Self.namings(of: firstItem) { $0.remove(self) } }
        if let secondItem = storedSecondItem { Self.namings(of: secondItem) { $0.remove(self) } }
    }

    /// Runs `body` on the list of constraints that name `item` (a view or a layout guide).
    private static func namings(of item: any LayoutItem, _ body: (inout NamingConstraints) -> Void) {
        if let view = item as? UIView {
            body(&view.layoutState.namingConstraints)
        } else if let guide = item as? UILayoutGuide {
            body(&guide.namingConstraints)
        }
    }

    /// `item` is going: the constraint forgets it (and reads nil for it from now on).
    func itemWillGo(_ item: AnyObject) {
        if storedFirstItem === item { storedFirstItem = nil }
        if storedSecondItem === item { storedSecondItem = nil }
    }

    /// UIKit's classic initializer: `item.attribute relation toItem.attribute × multiplier + constant`.
    /// Throws for attributes of different kinds, as UIKit raises.
    public convenience init(
        item: UIView, attribute: Attribute, relatedBy relation: Relation, toItem: (any LayoutItem)?,
        attribute second: Attribute,
        multiplier: CGFloat, constant: CGFloat
    ) throws {
        if let toItem, second != .notAnAttribute {
            guard attribute.axisKind == second.axisKind else {
                throw SimulatedException.invalidConstraint(
                    "A constraint cannot be made between \(item.traceName).\(attribute.rawValue) and \(toItem.traceName).\(second.rawValue)."
                )
            }
        } else if attribute.axisKind != .dimension {
            throw SimulatedException.invalidConstraint(
                "A constraint on \(item.traceName).\(attribute.rawValue) needs a second item: only width and height can equal a constant."
            )
        }
        self.init(
            context: item.context, firstItem: item, firstAttribute: attribute, relation: relation,
            secondItem: second == .notAnAttribute ? nil : toItem, secondAttribute: second, multiplier: multiplier,
            constant: constant)
    }

    /// The trace name: the scenario's `let` name, the identifier, or `NSLayoutConstraint#4`.
    public var traceName: String {
        get { explicitName ?? identifier ?? defaultName }
        set { explicitName = newValue }
    }

    /// `a1.width == a2.width × 0.5 + 10`, the readable formula.
    public var formula: String {
        if let internalAttribute, firstAttribute == .notAnAttribute {
            return (firstItem?.traceName ?? "nil") + "." + internalAttribute + " == " + UIView.format(constant)
        }
        var text = (firstItem?.traceName ?? "nil") + "." + firstAttribute.rawValue + " " + relation.rawValue + " "
        if let secondItem {
            text += secondItem.traceName + "." + secondAttribute.rawValue
            if multiplier != 1 { text += " × " + UIView.format(multiplier) }
            if constant > 0 { text += " + " + UIView.format(constant) }
            if constant < 0 { text += " - " + UIView.format(-constant) }
        } else {
            text += UIView.format(constant)
        }
        return text
    }

    /// UIKit's log form: `<NSLayoutConstraint a1.width == 100   (active)>` (UIKit's own
    /// constraints show their class: `NSContentSizeLayoutConstraint`, `NSAutoresizingMaskLayoutConstraint`).
    public var description: String {
        let className = self.className
        let name: String
        switch origin {
        case .app: name = " " + traceName + ":"
        case .stackView: name = " '" + traceName + "'"
        default: name = ""
        }
        if let encapsulated = encapsulatedLayoutName {
            // Fact 59: a root view sized by its controller; its size holds are plain
            // NSLayoutConstraints, its position holds keep the mask's notation.
            let notation =
                className == "NSLayoutConstraint"
                ? "" : (firstItem as? UIView).map { Self.autoresizingNotation($0.autoresizingMask) + " " } ?? ""
            return "<\(className) \(notation)'\(encapsulated)' \(formula)   (\(active ? "active" : "inactive"))>"
        }
        if origin == .autoresizingMask, let view = firstItem as? UIView {
            // Fact 46: the console's springs-and-struts notation, e.g. `h=--& v=--&`.
            return
                "<\(className) \(Self.autoresizingNotation(view.autoresizingMask)) \(formula)   (\(active ? "active" : "inactive"))>"
        }
        let priorityText = storedPriority.isRequired ? "" : "   (priority \(storedPriority))"
        return "<\(className)\(name) \(formula)\(priorityText)   (\(active ? "active" : "inactive"))>"
    }

    /// The class UIKit's console names for this constraint.
    var className: String {
        switch origin {
        case .app, .stackView: return "NSLayoutConstraint"
        case .contentSize: return "NSContentSizeLayoutConstraint"
        case .autoresizingMask:
            // An encapsulated size hold is a plain NSLayoutConstraint in UIKit's logs (fact 59).
            if let name = encapsulatedLayoutName, name.hasSuffix("Width") || name.hasSuffix("Height") {
                return "NSLayoutConstraint"
            }
            return "NSAutoresizingMaskLayoutConstraint"
        case .window: return "NSAutoresizingMaskLayoutConstraint"
        case .layoutGuide: return "NSLayoutConstraint(UILayoutGuide)"
        }
    }

    /// For the frame holds of a window's root view controller's view and of a cell's content view, UIKit's identifier:
    /// `UIView-Encapsulated-Layout-Left`, `-Top`, `-Width`, `-Height` (fact 59); nil otherwise.
    var encapsulatedLayoutName: String? {
        guard origin == .autoresizingMask, let view = firstItem as? UIView else { return nil }
        // A cell's content view, sized by its list, is held the same way (facts 62, 88).
        let isCellContent = view is CellContentView
        let isRootView =
            view.viewController.map { controller in
                (view.superview as? UIWindow)?.rootViewController === controller
            } ?? false
        guard isCellContent || isRootView else { return nil }
        switch internalAttribute {
        case "minX": return "UIView-Encapsulated-Layout-Left"
        case "minY": return "UIView-Encapsulated-Layout-Top"
        case "width": return "UIView-Encapsulated-Layout-Width"
        case "height": return "UIView-Encapsulated-Layout-Height"
        default: return nil
        }
    }

    /// `h=--& v=--&`: per axis the margin, size and margin, `-` fixed and `&` flexible. With
    /// nothing flexible on an axis the trailing margin absorbs a change, so it shows `&`.
    static func autoresizingNotation(_ mask: UIView.AutoresizingMask) -> String {
        func axis(_ start: Bool, _ size: Bool, _ end: Bool) -> String {
            let end = end || (!start && !size)
            return (start ? "&" : "-") + (size ? "&" : "-") + (end ? "&" : "-")
        }
        return "h="
            + axis(
                mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            + " v="
            + axis(
                mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
    }

    /// Activates or deactivates; activation raises when the items share no ancestor.
    public func setActive(_ active: Bool) throws {
        let seq = context.trace.record(
            level: .uikit, receiver: traceName, method: active ? "activate" : "deactivate", cause: context.currentCause,
            reason: "explicit")
        if active { try activate(cause: .event(seq)) } else { deactivate(cause: .event(seq)) }
    }

    /// Changes the priority. Between required and optional on an active constraint UIKit raises.
    public func setPriority(_ priority: UILayoutPriority) throws {
        guard priority != storedPriority else { return }
        if active && priority.isRequired != storedPriority.isRequired {
            // UIKit's words, two spaces between the sentences and nothing after (fact 53).
            throw SimulatedException.invalidConstraint(
                "Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  "
                    + "You passed priority \(priority) and the existing priority was \(storedPriority).")
        }
        let seq = context.trace.record(
            level: .uikit, receiver: traceName, method: "setPriority", cause: context.currentCause, reason: "explicit",
            text: priority.description)
        storedPriority = priority
        if active { engine?.priorityChanged(self, cause: .event(seq)) }
    }

    /// Activates each constraint (UIKit's batch form: one engine update).
    public static func activate(_ constraints: [NSLayoutConstraint]) throws {
        guard let context = constraints.first?.context else { return }
        let seq = context.trace.record(
            level: .uikit, receiver: "NSLayoutConstraint", method: "activate", cause: context.currentCause,
            reason: "explicit",
            text: "\(constraints.count) constraints")
        try context.batchingEngineChanges {
            // Consecutive constraints are mostly installed on one view (a view's four on its
            // superview): that view's engine is found once for them, not by a walk up to the
            // root for each. Adding a constraint changes neither the hierarchy nor its engine.
            var lastAncestor: UIView?
            var lastEngine: LayoutEngine?
            for constraint in constraints {
                guard let ancestor = try constraint.install() else { continue }
                if ancestor !== lastAncestor {
                    lastAncestor = ancestor
                    lastEngine = ancestor.engineForNewConstraints
                }
                lastEngine?.add(constraint, cause: .event(seq))
            }
        }
    }

    /// Deactivates each constraint.
    public static func deactivate(_ constraints: [NSLayoutConstraint]) {
        guard let context = constraints.first?.context else { return }
        let seq = context.trace.record(
            level: .uikit, receiver: "NSLayoutConstraint", method: "deactivate", cause: context.currentCause,
            reason: "explicit",
            text: "\(constraints.count) constraints")
        context.batchingEngineChanges {
            for constraint in constraints { constraint.deactivate(cause: .event(seq)) }
        }
    }

    /// The views of the two items, and their closest common ancestor.
    func commonAncestor() -> UIView? {
        guard let first = firstItem?.owningView else { return nil }
        guard let secondItem else { return first }
        guard let second = secondItem.owningView else { return nil }
        // The common cases without a set: one view, a view and its superview, two siblings
        // (activating a screen's constraints asked this tens of thousands of times).
        if first === second { return first }
        let firstParent = first.superview
        if firstParent === second { return second }
        let secondParent = second.superview
        if secondParent === first { return first }
        if let firstParent, firstParent === secondParent { return firstParent }
        var ancestors = Set<ObjectIdentifier>()
        var current: UIView? = first
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.superview
        }
        current = second
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.superview
        }
        return nil
    }

    func activate(cause: Cause) throws {
        guard let ancestor = try install() else { return }
        if let engine = ancestor.engineForNewConstraints { engine.add(self, cause: cause) }
    }

    /// Marks the constraint active and installs it on its items' closest common ancestor,
    /// which it returns for the caller to add it to that view's engine; nil when it was active.
    private func install() throws -> UIView? {
        guard !active else { return nil }
        guard let ancestor = commonAncestor() else {
            throw SimulatedException.noCommonAncestor(
                first: anchorDescription(firstItem, firstAttribute),
                second: anchorDescription(secondItem, secondAttribute))
        }
        active = true
        installedOn = ancestor
        ancestor.installedConstraints.append(self)
        return ancestor
    }

    func deactivate(cause: Cause) {
        guard active else { return }
        active = false
        if let view = installedOn, let index = view.installedConstraints.firstIndex(where: { $0 === self }) {
            view.installedConstraints.remove(at: index)
        }
        installedOn = nil
        engine?.remove(self, cause: cause)
    }

    /// UIKit's description of an anchor in exception texts: `<NSLayoutYAxisAnchor "a1.top">`.
    func anchorDescription(_ item: (any LayoutItem)?, _ attribute: Attribute) -> String {
        let kind: String
        switch attribute.axisKind {
        case .xAxis: kind = "NSLayoutXAxisAnchor"
        case .yAxis: kind = "NSLayoutYAxisAnchor"
        case .dimension, .none: kind = "NSLayoutDimension"
        }
        return "<\(kind) \"\(item?.traceName ?? "nil").\(attribute.rawValue)\">"
    }

    /// Whether `item` is one of the constraint's items.
    func references(_ item: AnyObject) -> Bool {
        firstItem === item || secondItem === item
    }
}
