// A SwiftUI view value: what a `body` returns. The graph turns these into persistent nodes.
import Foundation

/// A SwiftUI view value, as `body` builds it: cheap, immutable, made afresh on every update.
/// `ViewGraph` matches it against the nodes it keeps (identity) and lays those out.
public indirect enum ViewDescription {
    /// `EmptyView()`, or an `if` without `else` whose condition is false.
    case empty
    /// `Text("…")`, measured like `UILabel` (see `TextMeasure`).
    case text(String, fontSize: CGFloat)
    /// `Color.red`: takes whatever size it is offered.
    case color(UIColor)
    /// `Rectangle()`: takes whatever size it is offered.
    case rectangle
    /// `Spacer(minLength:)`: flexible along its stack's axis.
    case spacer(minLength: CGFloat?)
    /// `Divider()`: a one-pixel line across its stack's axis.
    case divider
    /// `GeometryReader { proxy in … }`: takes the whole proposal; its content is built at layout
    /// from the reader's size.
    case geometryReader((GeometryProxy) throws -> ViewDescription)
    /// `.id(_:)`: the view with an explicit identity; a new id is a new view.
    case identified(String, ViewDescription)
    /// A container laid out by `layout`: `HStack { … }`, `FlowLayout { … }`, `AnyLayout(…) { … }`.
    /// `isAnyLayout` keeps the children's identity when the layout's type changes (AnyLayout's promise).
    case layout(LayoutKind, isAnyLayout: Bool, [ViewDescription])
    /// `ForEach(data, id:)`: one element per id, identity by id.
    case forEach([(id: String, view: ViewDescription)])
    /// Several views written one after another in a view builder.
    case group([ViewDescription])
    /// The branch of an `if`/`else` a builder took (0 for `if`, 1 for `else`).
    case conditional(branch: Int, ViewDescription)
    /// A scenario `struct V: View`: its `body` is evaluated by the graph when it updates.
    case custom(any CustomView)
    /// A modified view: `.frame`, `.padding`, `.fixedSize`, `.layoutPriority`.
    case modified(ViewDescription, ViewModifier)

    /// The type name SwiftUI would give this view, for identity and the trace.
    public var typeName: String {
        switch self {
        case .empty: return "EmptyView"
        case .text: return "Text"
        case .color: return "Color"
        case .rectangle: return "Rectangle"
        case .spacer: return "Spacer"
        case .divider: return "Divider"
        case .geometryReader: return "GeometryReader"
        case .identified(_, let content): return content.typeName
        case .layout(let kind, let isAny, _): return isAny ? "AnyLayout" : kind.name
        case .forEach: return "ForEach"
        case .group: return "TupleView"
        case .conditional: return "_ConditionalContent"
        case .custom(let view): return view.name
        case .modified(let content, let modifier): return content.typeName + "." + modifier.name
        }
    }
}

/// How a container lays out its subviews: a built-in stack or a scenario `Layout`.
public enum LayoutKind {
    /// `HStack(alignment:spacing:)` / `HStackLayout`.
    case hStack(alignment: VerticalAlignment, spacing: CGFloat?)
    /// `VStack(alignment:spacing:)` / `VStackLayout`.
    case vStack(alignment: HorizontalAlignment, spacing: CGFloat?)
    /// `ZStack(alignment:)` / `ZStackLayout`.
    case zStack(alignment: Alignment)
    /// A scenario type conforming to `Layout`.
    case custom(any CustomLayout)
    /// `ViewThatFits(in:)`: shows the first child whose ideal size fits the proposal on the
    /// constrained axes.
    case viewThatFits(horizontal: Bool, vertical: Bool)

    /// `HStack`, `FlowLayout`.
    public var name: String {
        switch self {
        case .hStack: return "HStack"
        case .vStack: return "VStack"
        case .zStack: return "ZStack"
        case .custom(let layout): return layout.name
        case .viewThatFits: return "ViewThatFits"
        }
    }

    /// The layout's own properties, compared across updates (fact 41: a change runs `updateCache`).
    var properties: String {
        switch self {
        // Concatenated, not interpolated: interpolating the alignment looked up its conformances
        // at run time, on every update of every stack.
        case .hStack(let a, let s): return "HStack(" + a.name + ", " + (s.map { UIView.format($0) } ?? "nil") + ")"
        case .vStack(let a, let s): return "VStack(" + a.name + ", " + (s.map { UIView.format($0) } ?? "nil") + ")"
        case .zStack(let a): return "ZStack(\(a))"
        case .custom(let layout): return layout.properties
        case .viewThatFits(let h, let v): return "ViewThatFits(\(h), \(v))"
        }
    }
}

/// A layout modifier.
public enum ViewModifier {
    /// `.frame(width:height:alignment:)`: a fixed size on the given axes.
    case frame(width: CGFloat?, height: CGFloat?, alignment: Alignment)
    /// `.frame(minWidth:idealWidth:maxWidth:minHeight:idealHeight:maxHeight:alignment:)`.
    case flexibleFrame(FlexibleFrame)
    /// `.padding(…)`.
    case padding(EdgeInsets)
    /// `.fixedSize(horizontal:vertical:)`: proposes nil (ideal) on the fixed axes.
    case fixedSize(horizontal: Bool, vertical: Bool)
    /// `.layoutPriority(_:)`: a trait the parent stack reads.
    case layoutPriority(Double)
    /// `.alignmentGuide(_:computeValue:)`: an explicit value for one guide, computed from the
    /// view's dimensions when a container aligns on that guide.
    case alignmentGuide(AlignmentKey, computeValue: (ViewDimensions) throws -> CGFloat)
    /// `.layoutValue(key:value:)`: a trait the parent `Layout` reads as `subview[Key.self]`;
    /// `key` identifies the `LayoutValueKey` type, `value` is the scenario's value, opaque here.
    case layoutValue(key: ObjectIdentifier, value: Any)
    /// `.onAppear`, `.onDisappear`, `.onChange(of:initial:_:)`: actions run when the view's
    /// identity starts or ends, or a value changes.
    case lifecycle(LifecycleAction)
    /// `Button(_:action:)`: the label, with the action `host.tap(_:)` runs.
    case button(title: String, action: () throws -> Void)

    public var name: String {
        switch self {
        case .lifecycle(let action): return action.name
        case .button: return "Button"
        case .layoutValue: return "layoutValue"
        case .alignmentGuide: return "alignmentGuide"
        case .frame, .flexibleFrame: return "frame"
        case .padding: return "padding"
        case .fixedSize: return "fixedSize"
        case .layoutPriority: return "layoutPriority"
        }
    }
}

/// An action a view runs at a moment of its lifetime.
public enum LifecycleAction {
    /// `.onAppear { … }`: after the view's identity starts (it is new in an update).
    case appear(() throws -> Void)
    /// `.onDisappear { … }`: after the view's identity ends.
    case disappear(() throws -> Void)
    /// `.onChange(of: value, initial:) { old, new in … }`: after an update in which `key` (the
    /// value as text) differs from the last update's; `value` is handed to the action.
    case change(key: String, value: Any, initial: Bool, action: (_ old: Any, _ new: Any) throws -> Void)

    public var name: String {
        switch self {
        case .appear: return "onAppear"
        case .disappear: return "onDisappear"
        case .change: return "onChange"
        }
    }
}

/// The bounds of a flexible frame; nil means "not constrained on that side".
public struct FlexibleFrame: Hashable, Sendable {
    public var minWidth: CGFloat?, idealWidth: CGFloat?, maxWidth: CGFloat?
    public var minHeight: CGFloat?, idealHeight: CGFloat?, maxHeight: CGFloat?
    public var alignment: Alignment

    /// Creates a flexible frame.
    public init(
        minWidth: CGFloat? = nil, idealWidth: CGFloat? = nil, maxWidth: CGFloat? = nil,
        minHeight: CGFloat? = nil, idealHeight: CGFloat? = nil, maxHeight: CGFloat? = nil,
        alignment: Alignment = .center
    ) {
        (self.minWidth, self.idealWidth, self.maxWidth) = (minWidth, idealWidth, maxWidth)
        (self.minHeight, self.idealHeight, self.maxHeight) = (minHeight, idealHeight, maxHeight)
        self.alignment = alignment
    }

    func bounds(_ axis: Axis) -> (min: CGFloat?, ideal: CGFloat?, max: CGFloat?) {
        axis == .horizontal ? (minWidth, idealWidth, maxWidth) : (minHeight, idealHeight, maxHeight)
    }
}

/// A scenario `struct V: View`, as the simulator sees it.
public protocol CustomView {
    /// The struct's name (`Chips`).
    var name: String { get }
    /// Evaluates `body` with the state kept for the view's identity (scenario code; it may throw
    /// what that code throws).
    func body(in state: ViewState) throws -> ViewDescription
    /// Whether this value's inputs (its stored properties, a binding by its value) equal the
    /// ones `recordInputs(in:)` kept at the last evaluation.
    func hasSameInputs(as state: ViewState) -> Bool
    /// Keeps this value's inputs in `state`, to compare the next value with.
    func recordInputs(in state: ViewState)
}
