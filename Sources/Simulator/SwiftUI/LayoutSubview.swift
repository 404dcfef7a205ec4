// The proxy a `Layout` gets for each of its subviews.
import Foundation

/// A subview as a layout sees it (SwiftUI's `LayoutSubview`): it can be measured
/// (`sizeThatFits`, `dimensions(in:)`) and placed (`place(at:anchor:proposal:)`), and carries
/// its `priority` and `spacing`. `Subviews` is an array of these.
public final class LayoutSubview {
    let node: ViewNode
    unowned let graph: ViewGraph
    /// The layout container this subview belongs to.
    unowned let container: ViewNode
    /// Its position among the container's subviews.
    public let index: Int

    init(node: ViewNode, graph: ViewGraph, container: ViewNode, index: Int) {
        self.node = node
        self.graph = graph
        self.container = container
        self.index = index
    }

    /// The subview's trace name (`Text("chip 0")`).
    public var name: String { node.name }

    /// The size the subview wants for `proposal` (one traced call).
    public func sizeThatFits(_ proposal: ProposedViewSize) throws -> CGSize {
        try graph.sizeThatFits(node, proposal, reason: .subview, fromScenario: true)
    }

    /// The subview's dimensions for `proposal` (one traced call), with its explicit alignment
    /// guides (each `.alignmentGuide` closure or `explicitAlignment` that sets one is a traced call too).
    public func dimensions(in proposal: ProposedViewSize) throws -> ViewDimensions {
        let size = try graph.sizeThatFits(node, proposal, reason: .dimensions, fromScenario: true)
        return try graph.dimensions(of: node, size: size, proposal: proposal)
    }

    /// Places the subview: `anchor` of the subview at `point` (in the container's parent
    /// space), sized for `proposal`. Only valid inside `placeSubviews`; the last call wins.
    public func place(at point: CGPoint, anchor: UnitPoint = .topLeading, proposal: ProposedViewSize) throws {
        try graph.recordPlacement(of: self, at: point, anchor: anchor, proposal: proposal)
    }

    /// `.layoutPriority` of the subview (0 by default).
    public var priority: Double { node.priority }

    /// The subview's value for the `LayoutValueKey` type `key` (`subview[Rank.self]`), nil where
    /// it sets none (the caller then uses the key's `defaultValue`).
    public func layoutValue(_ key: ObjectIdentifier) -> Any? { node.layoutValues[key] }

    /// The subview's spacing preferences.
    public var spacing: ViewSpacing { node.kind.isSpacer ? .zero : ViewSpacing() }
}

extension ViewNode.Kind {
    var isSpacer: Bool {
        if case .spacer = self { return true }
        return false
    }
}
