// The view tree as it stood at one moment, kept as values: the picture of the tree at a mark
// must not show views added or frames changed after it.
import Foundation

/// A window's views at one moment, in depth-first order (each subview after its parent, the
/// first subview first), at most `ViewTreeGraph.maximumViews` of them: each view's trace name,
/// frame and parent. Made without recursion, so a chain of ten thousand views is no risk.
public struct ViewTreeSnapshot: Sendable, Equatable {
    /// One view.
    public struct Node: Sendable, Equatable {
        /// The view's trace name (`a1`, `vc.view`, `window`).
        public var name: String
        /// Its frame at the moment.
        public var frame: CGRect
        /// The index of its superview's node; nil for the root.
        public var parent: Int?
    }

    /// The views kept, root first.
    public var nodes: [Node]
    /// Views in the tree beyond the ones kept.
    public var leftOut: Int

    /// The tree under `root` now.
    public init(_ root: UIView, limit: Int = ViewTreeGraph.maximumViews) {
        nodes = []
        leftOut = 0
        var stack: [(view: UIView, parent: Int?)] = [(root, nil)]
        while let (view, parent) = stack.popLast() {
            guard nodes.count < limit else {
                leftOut += 1
                stack.append(contentsOf: view.subviews.map { ($0, nil) })
                continue
            }
            nodes.append(Node(name: view.traceName, frame: view.frame, parent: parent))
            // Reversed so the first subview comes out of the stack first.
            stack.append(contentsOf: view.subviews.reversed().map { ($0, nodes.count - 1) })
        }
    }

    /// The indexes of each node's children, in order.
    public var children: [[Int]] {
        var children = Array(repeating: [Int](), count: nodes.count)
        for (index, node) in nodes.enumerated() {
            if let parent = node.parent { children[parent].append(index) }
        }
        return children
    }
}
