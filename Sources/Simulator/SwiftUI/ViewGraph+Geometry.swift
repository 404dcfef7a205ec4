// GeometryReader and Divider: a view that takes the whole proposal, and a one-pixel line.
import Foundation

/// What a `GeometryReader`'s content closure is given: the reader's size and frame.
public struct GeometryProxy: Sendable {
    /// The size the reader was given: its whole proposal (`proxy.size`).
    public let size: CGSize
    /// The reader's frame in the hosting view's coordinates (`proxy.frame(in: .global)` in the
    /// model: the hosting view stands for the window).
    public let frameInHost: CGRect
}

extension ViewGraph {
    /// A Divider's thickness: one pixel at the screen's scale (⅓ pt at 3×). **Model assumption**:
    /// Apple documents the line, not its thickness.
    static let dividerThickness: CGFloat = 1 / UIWindow.screenScale

    /// A Divider's size: thin along its stack's axis and as long as proposed across it ("When
    /// contained in a stack, the divider extends across the minor axis of the stack, or
    /// horizontally when not in a stack": Apple's documentation of `Divider`).
    func dividerSize(_ node: ViewNode, _ p: ProposedViewSize) -> CGSize {
        let filled = p.replacingUnspecifiedDimensions()
        switch node.stackAxis {
        case .horizontal: return CGSize(width: Self.dividerThickness, height: filled.height)
        case .vertical, nil: return CGSize(width: filled.width, height: Self.dividerThickness)
        }
    }

    /// A GeometryReader's size: the whole proposal, 10 pt where a dimension is unspecified (its
    /// "flexible preferred size", Apple's documentation of `GeometryReader`; the 10 pt default is
    /// `ProposedViewSize.replacingUnspecifiedDimensions(by:)`'s).
    func geometryReaderSize(_ p: ProposedViewSize) -> CGSize {
        p.replacingUnspecifiedDimensions()
    }

    /// Places a GeometryReader in `rect`: its content closure runs now, with the reader's size
    /// (a traced `GeometryReader.content`, reason `layout`), the views it returns are matched to
    /// the reader's children by identity, and each is sized for the reader's size and placed at
    /// its top-leading corner (Apple: the content is placed at the top-leading corner since iOS 14).
    func placeGeometryReader(_ node: ViewNode, _ build: (GeometryProxy) throws -> ViewDescription, in rect: CGRect)
        throws
    {
        let proxy = GeometryProxy(size: rect.size, frameInHost: rect)
        let sizeText = ProposedViewSize.format(rect.width) + "×" + ProposedViewSize.format(rect.height)
        let content = try context.trace.call(
            level: .uikit, receiver: node.name, method: "content", cause: context.currentCause,
            reason: "layout", text: "size " + sizeText
        ) { _ in try build(proxy) }
        try rebuildContent(of: node, content)
        let proposal = ProposedViewSize(rect.size)
        for child in node.children {
            let size = try sizeThatFits(child, proposal, reason: .place)
            try place(child, in: CGRect(origin: rect.origin, size: size), proposal: proposal)
        }
    }
}
