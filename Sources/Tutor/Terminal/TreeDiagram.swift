/// A tree drawn with box-drawing lines, as `tree(1)` draws folders:
///
///     window (0, 0, 390, 844)
///     └─ vc.view (0, 0, 390, 844)
///        ├─ a1 (0, 0, 390, 44)
///        └─ a3 (0, 44, 390, 800)
///
/// The view tree with frames and the trace's call tree are both drawn with it.
public struct TreeDiagram: Sendable, Equatable {
    /// The text on this node's line.
    public var label: String
    /// The nodes below it, in order.
    public var children: [TreeDiagram]

    /// A node with a label and children.
    public init(_ label: String, children: [TreeDiagram] = []) {
        self.label = label
        self.children = children
    }

    /// The tree as lines of text, each ending in a newline.
    public func render() -> String {
        var text = label + "\n"
        appendChildren(to: &text, prefix: "")
        return text
    }

    private func appendChildren(to text: inout String, prefix: String) {
        for (index, child) in children.enumerated() {
            let isLast = index == children.count - 1
            text += prefix + (isLast ? "└─ " : "├─ ") + child.label + "\n"
            child.appendChildren(to: &text, prefix: prefix + (isLast ? "   " : "│  "))
        }
    }
}
