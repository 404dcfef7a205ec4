// Alignment guides in the layout pass: `.alignmentGuide`, a Layout's `explicitAlignment`, and
// how stacks and frames line their children up on them.
import Foundation

extension ViewGraph {
    /// The value of guide `key` for `node` at `size`: its explicit value, else the implicit one
    /// (0, ½ or all of its length), as `ViewDimensions`' subscript gives it.
    func guideValue(_ node: ViewNode, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) throws -> CGFloat {
        if let value = try explicitGuide(node, key, size: size, proposal: proposal) { return value }
        return try implicitGuide(node, key, size: size, proposal: proposal)
    }

    /// The implicit value of guide `key` for a view of `size` (`node`, whose explicit guides the
    /// default may read, or a container's bounds when nil): 0, ½ or all of its length, or a
    /// custom guide's `defaultValue(in:)` — a traced call (`Accent.defaultValue`).
    func implicitGuide(_ node: ViewNode?, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize = .unspecified)
        throws -> CGFloat
    {
        guard let id = key.customID else { return size[key.axis] * key.fraction }
        let dimensions =
            try node.map { try self.dimensions(of: $0, size: size, proposal: proposal) }
            ?? ViewDimensions(width: size.width, height: size.height)
        return try context.trace.call(
            level: .uikit, receiver: id.name, method: "defaultValue", cause: context.currentCause,
            reason: "alignment"
        ) { seq in
            let value = try id.defaultValue(dimensions)
            context.trace.appendText(
                (node.map { $0.name + " " } ?? "") + "of " + ProposedViewSize.format(size.width) + "×"
                    + ProposedViewSize.format(size.height) + " → " + ProposedViewSize.format(value), to: seq)
            return value
        }
    }

    /// Where content of `contentSize` starts along `key`'s axis in a container of `containerSize`
    /// so that the content's implicit `key` guide is on the container's: (container − content) ×
    /// the fraction for a standard guide.
    func alignedStart(_ key: AlignmentKey, container containerSize: CGSize, content contentSize: CGSize) throws
        -> CGFloat
    {
        guard key.customID != nil else { return (containerSize[key.axis] - contentSize[key.axis]) * key.fraction }
        // Equal sizes have equal guides: no need to ask the scenario's `defaultValue` twice.
        if containerSize == contentSize { return 0 }
        return try implicitGuide(nil, key, size: containerSize) - implicitGuide(nil, key, size: contentSize)
    }

    /// `node`'s dimensions at `size`, with the explicit values of the guides set in it.
    func dimensions(of node: ViewNode, size: CGSize, proposal: ProposedViewSize) throws -> ViewDimensions {
        var dimensions = ViewDimensions(width: size.width, height: size.height)
        for key in node.explicitGuides.keys(custom: customKeys) {
            if let value = try explicitGuide(node, key, size: size, proposal: proposal) {
                dimensions.explicit[key] = value
            }
        }
        return dimensions
    }

    /// The explicit value of guide `key` for `node` at `size` (in the node's own coordinates), or
    /// nil when nothing in it sets one. SwiftUI documents the parts: `.alignmentGuide` computes
    /// the value from the view's dimensions; a `Layout` answers through
    /// `explicitAlignment(of:in:proposal:subviews:cache:)`; a stack merges its children's
    /// explicit values (the mean of the non-nil ones, `HorizontalAlignment.combineExplicit`);
    /// padding and frames move their content's value by where the content sits.
    func explicitGuide(_ node: ViewNode, _ key: AlignmentKey, size: CGSize, proposal: ProposedViewSize) throws
        -> CGFloat?
    {
        guard node.explicitGuides.contains(key.guides), let first = node.children.first else { return nil }
        switch node.kind {
        case .empty, .text, .color, .rectangle, .spacer, .divider, .geometryReader:
            return nil
        case .modifier(let modifier):
            switch modifier {
            case .alignmentGuide(let guide, let computeValue):
                guard guide == key else { return try explicitGuide(first, key, size: size, proposal: proposal) }
                let dimensions = try self.dimensions(of: first, size: size, proposal: proposal)
                return try context.trace.call(
                    level: .uikit, receiver: node.name, method: "computeValue", cause: context.currentCause,
                    reason: "alignment"
                ) { seq in
                    let value = try computeValue(dimensions)
                    context.trace.appendText(
                        "\(key) of " + ProposedViewSize.format(size.width) + "×"
                            + ProposedViewSize.format(size.height) + " → " + ProposedViewSize.format(value), to: seq)
                    return value
                }
            case .padding(let insets):
                let inner = CGSize(
                    width: max(0, size.width - insets.total(.horizontal)),
                    height: max(0, size.height - insets.total(.vertical)))
                guard let value = try explicitGuide(first, key, size: inner, proposal: ProposedViewSize(inner)) else {
                    return nil
                }
                return value + (key.axis == .horizontal ? insets.leading : insets.top)
            case .frame(let width, let height, let alignment):
                let childProposal = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
                return try framedGuide(first, key, frameSize: size, alignment: alignment, childProposal: childProposal)
            case .flexibleFrame(let frame):
                return try framedGuide(
                    first, key, frameSize: size, alignment: frame.alignment,
                    childProposal: Self.flexibleProposal(frame, proposal))
            case .fixedSize(let horizontal, let vertical):
                return try explicitGuide(
                    first, key, size: size,
                    proposal: ProposedViewSize(
                        width: horizontal ? nil : proposal.width, height: vertical ? nil : proposal.height))
            case .layoutPriority, .layoutValue, .lifecycle, .button:
                return try explicitGuide(first, key, size: size, proposal: proposal)
            }
        case .layout(let kind):
            let rect = CGRect(origin: .zero, size: size)
            let frames: [(ViewNode, CGRect, ProposedViewSize)]
            switch kind {
            case .hStack(let alignment, let spacing):
                frames = try StackLayout.frames(
                    self, node, axis: .horizontal, key: .vertical(alignment), spacing: spacing,
                    in: rect, proposal: proposal)
            case .vStack(let alignment, let spacing):
                frames = try StackLayout.frames(
                    self, node, axis: .vertical, key: .horizontal(alignment), spacing: spacing,
                    in: rect, proposal: proposal)
            case .zStack(let alignment):
                frames = try zStackFrames(node, alignment: alignment, in: rect, proposal: proposal)
            case .viewThatFits(let horizontal, let vertical):
                frames = try viewThatFitsFrames(
                    node, horizontal: horizontal, vertical: vertical, in: rect, proposal: proposal)
            case .custom(let layout):
                let requirement: LayoutRequirement =
                    key.axis == .horizontal ? .explicitHorizontalAlignment : .explicitVerticalAlignment
                guard layout.implemented.contains(requirement) else {
                    // The protocol's default merges the subviews' guides (Apple's documentation of
                    // explicitAlignment): where the layout places them in these bounds, as a stack's.
                    frames = try context.trace.callPlaceSubviews(
                        receiver: node.name, cause: context.currentCause,
                        reason: "defaultExplicitAlignment", in: rect, proposal: proposal
                    ) {
                        try customFrames(node, layout, in: rect, proposal: proposal)
                    }
                    break
                }
                let subviews = self.subviews(of: node)
                try bringCacheUpToDate(node, layout, subviews)
                var cache = node.cache ?? ()
                defer { node.cache = cache }
                return try context.trace.call(
                    level: .uikit, receiver: layout.name, method: "explicitAlignment",
                    cause: context.currentCause, reason: "alignment"
                ) { seq in
                    let value = try layout.explicitAlignment(
                        of: key, in: rect, proposal: proposal, subviews: subviews, cache: &cache)
                    context.trace.appendText(
                        "\(key) in " + Self.describe(rect) + " → "
                            + (value.map { ProposedViewSize.format($0) } ?? "nil"),
                        to: seq)
                    return value
                }
            }
            var values: [CGFloat] = []
            for (child, frame, childProposal) in frames where child.explicitGuides.contains(key.guides) {
                if let value = try explicitGuide(child, key, size: frame.size, proposal: childProposal) {
                    values.append(value + (key.axis == .horizontal ? frame.minX : frame.minY))
                }
            }
            return values.isEmpty ? nil : values.reduce(0, +) / CGFloat(values.count)
        }
    }

    /// A frame's content's explicit guide, moved by where the frame's alignment puts the content.
    private func framedGuide(
        _ child: ViewNode, _ key: AlignmentKey, frameSize: CGSize, alignment: Alignment,
        childProposal: ProposedViewSize
    ) throws -> CGFloat? {
        let childSize = try sizeThatFits(child, childProposal, reason: .alignment)
        guard let value = try explicitGuide(child, key, size: childSize, proposal: childProposal) else { return nil }
        let origin = try alignedOrigin(
            of: child, size: childSize, proposal: childProposal, alignment: alignment,
            in: CGRect(origin: .zero, size: frameSize))
        return value + (key.axis == .horizontal ? origin.x : origin.y)
    }

    /// Where a frame or ZStack puts a child: the child's guides on the container's guides of
    /// `alignment` (the implicit ones without `.alignmentGuide`, so a centred child is centred).
    func alignedOrigin(
        of child: ViewNode, size: CGSize, proposal: ProposedViewSize, alignment: Alignment,
        in rect: CGRect
    ) throws -> CGPoint {
        guard !child.explicitGuides.isEmpty || alignment.isCustom else { return alignment.origin(of: size, in: rect) }
        let h = AlignmentKey.horizontal(alignment.horizontal), v = AlignmentKey.vertical(alignment.vertical)
        let x = try guideValue(child, h, size: size, proposal: proposal)
        let y = try guideValue(child, v, size: size, proposal: proposal)
        return CGPoint(
            x: rect.minX + (try implicitGuide(nil, h, size: rect.size)) - x,
            y: rect.minY + (try implicitGuide(nil, v, size: rect.size)) - y)
    }

    /// A ZStack's children and where they go in `rect`: every child's guides of `alignment` on
    /// one point; the stack is as large as the aligned children need.
    func zStackFrames(
        _ node: ViewNode, alignment: Alignment, in rect: CGRect,
        proposal: ProposedViewSize
    ) throws -> [(ViewNode, CGRect, ProposedViewSize)] {
        var sizes: [CGSize] = []
        for child in node.children { sizes.append(try sizeThatFits(child, proposal, reason: .place)) }
        let proposals = [ProposedViewSize](repeating: proposal, count: sizes.count)
        var xOffsets: [CGFloat] = [], yOffsets: [CGFloat] = []
        let width = try StackLayout.alignedOffsets(
            self, node.children, sizes, proposals, key: .horizontal(alignment.horizontal),
            into: &xOffsets)
        let height = try StackLayout.alignedOffsets(
            self, node.children, sizes, proposals, key: .vertical(alignment.vertical),
            into: &yOffsets)
        let span = CGSize(width: width, height: height)
        let x = rect.minX + (try alignedStart(.horizontal(alignment.horizontal), container: rect.size, content: span))
        let y = rect.minY + (try alignedStart(.vertical(alignment.vertical), container: rect.size, content: span))
        return node.children.indices.map { i in
            (
                node.children[i], CGRect(origin: CGPoint(x: x + xOffsets[i], y: y + yOffsets[i]), size: sizes[i]),
                proposal
            )
        }
    }

    /// A ZStack's size for `proposal`: the extent of its children aligned on its guides.
    func zStackSize(_ node: ViewNode, alignment: Alignment, proposal: ProposedViewSize) throws -> CGSize {
        var sizes: [CGSize] = []
        for child in node.children { sizes.append(try sizeThatFits(child, proposal, reason: .proposal)) }
        let proposals = [ProposedViewSize](repeating: proposal, count: sizes.count)
        var offsets: [CGFloat] = []
        let width = try StackLayout.alignedOffsets(
            self, node.children, sizes, proposals, key: .horizontal(alignment.horizontal),
            into: &offsets)
        let height = try StackLayout.alignedOffsets(
            self, node.children, sizes, proposals, key: .vertical(alignment.vertical),
            into: &offsets)
        return CGSize(width: width, height: height)
    }
}
