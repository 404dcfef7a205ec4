// One persistent node of the SwiftUI view graph: a view with identity, its state between updates.
import Foundation

/// A view with identity. View values (`ViewDescription`) are rebuilt on every update; nodes
/// survive as long as the identity does (structural position, `ForEach` id), and keep what
/// SwiftUI keeps: a layout's cache and the frame the view was last placed at.
public final class ViewNode {
    /// What the node draws or how it lays out its children.
    enum Kind {
        case empty
        case text(String, fontSize: CGFloat)
        case color(UIColor)
        case rectangle
        case spacer(minLength: CGFloat?)
        case divider
        case geometryReader((GeometryProxy) throws -> ViewDescription)
        case layout(LayoutKind)
        case modifier(ViewModifier)
    }

    var kind: Kind { didSet { kindChanged(kind) } }
    /// What sizing and placement need of `kind` for a Text or a stack, read without copying
    /// `kind` (a copy retains its payload) on each of the pass's tens of thousands of calls.
    enum Role { case text, hStack, vStack, other }
    private(set) var role = Role.other
    /// A stack's alignment guide and spacing (`role` `.hStack`/`.vStack`).
    private(set) var stackKey = AlignmentKey.horizontal(.center)
    private(set) var stackSpacing: CGFloat?
    /// Whether the node is a Text, whose text and measurements are in `textMemo`.
    var isText: Bool { role == .text }
    /// The identity path (`root/0/id:3`), unique in the graph: made from `paths` when read.
    public var identity: String { paths.string(pathID) }
    /// The identity as a number in the graph's `IdentityPaths` (equal paths, equal numbers).
    var pathID: Int32
    /// The table `pathID` is from (the graph's; an old one keeps meaning what it meant).
    var paths: IdentityPaths
    /// The type part of the identity: a node is reused only for a view of the same type.
    let typeName: String
    /// The trace name: `Text("chip 0")`, `FlowLayout`, `HStack`.
    public internal(set) var name: String { didSet { traceNameID = nil } }
    /// `name` interned in the graph's trace (`Trace.nameID`), once it was needed.
    var traceNameID: UInt32?
    /// The children: a container's subviews, a modifier's content.
    public internal(set) var children: [ViewNode] = []
    /// `.layoutPriority` of this view as its parent sees it.
    public internal(set) var priority: Double = 0
    /// `.layoutValue(key:value:)` of this view as its parent's `Layout` sees it, by key type.
    public internal(set) var layoutValues: [ObjectIdentifier: Any] = [:]
    /// The axis of the stack this view is in (a `Spacer` stretches along it).
    var stackAxis: Axis?
    /// Where the view was placed last, in the hosting view's coordinates.
    public internal(set) var frame: CGRect = .zero
    /// The alignment guides set explicitly in this view or the views whose guides it reports
    /// (stacks merge their children's; a `Layout` reports what its `explicitAlignment` implements).
    var explicitGuides: AlignmentGuides = []

    // Layout containers (fact 41).
    /// The layout's cache, once `makeCache` ran (or `()` for a layout without one).
    var cache: Any?
    /// Why the cache must be brought up to date before the next layout call, and the event that caused it.
    var cacheInvalidation: (reason: String, cause: Cause)?
    /// The layout's properties last update (a change runs `updateCache`).
    var layoutProperties = ""
    /// A stack's last distribution, reused by its `placeSubviews` for the same proposal.
    var stackMemo: StackLayout.Distribution?

    /// The last sizes this view gave in the current pass: a built-in container asking again
    /// with the same proposal is answered from here, as SwiftUI's per-view size cache does
    /// (docs/swiftui.md).
    var sizeCache = RecentSizes()
    /// A Text's text, natural width and line breaks for its last narrower widths (`TextMeasure.Memo`).
    var textMemo = TextMeasure.Memo()

    // Lifetime (docs/swiftui.md, "Identity and lifetime").
    /// The update that last built this node: a lifecycle node not built by the latest update is gone.
    var stamp = 0
    /// `.onChange(of:)`: the value at the last update, as text and as the scenario's value.
    var changeValue: (key: String, value: Any)?
    /// A lifecycle modifier's owner as the trace names it: the view it modifies (`Detail`, `Text("a")`).
    var owner = ""

    // Placement inside one `placeSubviews` (fact 43).
    /// The last `place` call of this pass for this subview: last one wins.
    var pendingPlacement: (point: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)?

    init(kind: Kind, path: Int32, in paths: IdentityPaths, typeName: String, name: String) {
        self.kind = kind
        self.pathID = path
        self.paths = paths
        self.typeName = typeName
        self.name = name
        kindChanged(kind)
    }

    /// A Text's node, as `init(kind: .text(text, fontSize: fontSize), …)` makes it, with the role
    /// and memo set from `text` itself: matching the kind copied the whole enum (a first update
    /// makes a node per Text).
    init(text: String, fontSize: CGFloat, path: Int32, in paths: IdentityPaths, typeName: String, name: String) {
        kind = .text(text, fontSize: fontSize)
        pathID = path
        self.paths = paths
        self.typeName = typeName
        self.name = name
        role = .text
        textMemo.set(text, fontSize: fontSize)
    }

    /// Sets what `kind` decides (role, stack guide and spacing, the Text memo) from `kind` as
    /// passed: switching over the stored property copied the whole enum first.
    private func kindChanged(_ kind: Kind) {
        switch kind {
        case .text(let text, let fontSize):
            role = .text
            textMemo.set(text, fontSize: fontSize)
        case .layout(.hStack(let alignment, let spacing)):
            (role, stackKey, stackSpacing) = (.hStack, .vertical(alignment), spacing)
        case .layout(.vStack(let alignment, let spacing)):
            (role, stackKey, stackSpacing) = (.vStack, .horizontal(alignment), spacing)
        default:
            role = .other
        }
    }

    /// Whether the node is a layout container (it has subviews and a cache).
    var isLayout: Bool {
        if case .layout = kind { return true }
        return false
    }

    /// The nodes of this subtree, depth first (iterative: deep trees must not overflow the stack).
    public var subtree: [ViewNode] {
        var result: [ViewNode] = []
        var stack: [ViewNode] = [self]
        while let node = stack.popLast() {
            result.append(node)
            stack.append(contentsOf: node.children.reversed())
        }
        return result
    }
}
