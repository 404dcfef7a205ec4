// How HStack and VStack share their length among children: the model's probing strategy (fact 42).
import Foundation

/// The stacks' layout algorithm. SwiftUI does not document it; the model's strategy, chosen to
/// match SwiftUI's observable behaviour and written up in docs/swiftui.md, is:
///
/// 1. With no length proposed along the axis (nil), every child is asked for its ideal
///    length (nil along the axis, the cross proposal as given): one call each.
/// 2. Otherwise every child is probed for its minimum (0 along the axis) and maximum
///    (∞ along the axis): its flexibility is the difference. The space left after the
///    spacing is shared out by layout priority, highest first — each priority group gets what
///    the lower groups' minimums leave — and inside a group the least flexible child first,
///    each offered an equal share of what is left (ties in the order written).
/// 3. The stack's length is the sum of its children's lengths plus spacing. Across the axis the
///    children line up on the stack's alignment guide (`VStack(alignment: .leading)`: every
///    child's leading guide on one line, SwiftUI's documented rule); the cross length is what
///    the aligned children span — the largest child's, unless `.alignmentGuide` moves one.
///
/// So a stack with a proposed length asks each child three times per sizing. Its last
/// distribution is kept and reused by `placeSubviews` for the same proposal.
enum StackLayout {
    /// One sizing result: what each child was offered and chose.
    struct Distribution {
        var proposal: ProposedViewSize
        var childProposals: [ProposedViewSize]
        var sizes: [CGSize]
        var gaps: [CGFloat]
        var size: CGSize
        /// Each child's offset across the axis from the stack's cross start, aligned on its guide.
        var crossOffsets: [CGFloat]
    }

    /// Where children of `sizes` sit when their `key` guides are on one line: each one's offset
    /// from the start of what they span, and that span (the guide's part before the line at its
    /// largest plus the part after it at its largest).
    static func alignedOffsets(_ graph: ViewGraph, _ children: [ViewNode], _ sizes: [CGSize], _ proposals: [ProposedViewSize],
                               key: AlignmentKey) throws -> (offsets: [CGFloat], length: CGFloat) {
        let axis = key.axis
        var guides = [CGFloat](repeating: 0, count: children.count)
        for (i, child) in children.enumerated() {
            guides[i] = child.explicitGuides.contains(key.guides)
                ? try graph.guideValue(child, key, size: sizes[i], proposal: proposals[i]) : sizes[i][axis] * key.fraction
        }
        var before: CGFloat = 0, after: CGFloat = 0
        for (i, size) in sizes.enumerated() {
            before = max(before, guides[i])
            after = max(after, size[axis] - guides[i])
        }
        return (guides.map { before - $0 }, children.isEmpty ? 0 : before + after)
    }

    /// The spacing before each child (0 before the first): the stack's `spacing`, else the
    /// distance between the neighbours' preferences (a scenario layout's `spacing(subviews:cache:)`).
    static func gaps(_ graph: ViewGraph, _ node: ViewNode, spacing: CGFloat?) throws -> [CGFloat] {
        var gaps: [CGFloat] = []
        gaps.reserveCapacity(node.children.count)
        var previous: ViewSpacing?
        for child in node.children {
            let own = spacing == nil ? try graph.spacing(of: child) : ViewSpacing()
            if let previous {
                gaps.append(spacing ?? previous.distance(to: own, along: .horizontal))
            } else {
                gaps.append(0)
            }
            previous = own
        }
        return gaps
    }

    /// Sizes the children of a stack for `proposal` (see the type's documentation).
    static func distribute(_ graph: ViewGraph, _ node: ViewNode, axis: Axis, key: AlignmentKey, spacing: CGFloat?,
                           proposal: ProposedViewSize) throws -> Distribution {
        let children = node.children
        let gaps = try gaps(graph, node, spacing: spacing)
        let totalSpacing = gaps.reduce(0, +)
        let cross = proposal[axis.cross]
        var proposals = [ProposedViewSize](repeating: .unspecified, count: children.count)
        var sizes = [CGSize](repeating: .zero, count: children.count)
        func offer(_ length: CGFloat?) -> ProposedViewSize {
            axis == .horizontal ? ProposedViewSize(width: length, height: cross) : ProposedViewSize(width: cross, height: length)
        }
        if let available = proposal[axis] {
            var minimums = [CGFloat](repeating: 0, count: children.count)
            var flexibility = [CGFloat](repeating: 0, count: children.count)
            for (i, child) in children.enumerated() {
                let minimum = try graph.sizeThatFits(child, offer(0), reason: "minimum")[axis]
                let maximum = try graph.sizeThatFits(child, offer(.infinity), reason: "maximum")[axis]
                minimums[i] = minimum
                flexibility[i] = maximum - minimum
            }
            var remaining = available - totalSpacing
            // Usually every child has priority 0: one group, no sorting of priorities.
            let first = children.first?.priority ?? 0
            let priorities = children.allSatisfy({ $0.priority == first }) ? [first] : Set(children.map(\.priority)).sorted(by: >)
            for priority in priorities {
                let group = children.indices.filter { children[$0].priority == priority }
                    .sorted { flexibility[$0] != flexibility[$1] ? flexibility[$0] < flexibility[$1] : $0 < $1 }
                let reservedForLower = children.indices.filter { children[$0].priority < priority }.reduce(0) { $0 + minimums[$1] }
                var groupRemaining = remaining - reservedForLower
                var left = group.count
                for i in group {
                    let share = max(0, groupRemaining / CGFloat(left))
                    proposals[i] = offer(share)
                    sizes[i] = try graph.sizeThatFits(children[i], proposals[i], reason: "offer")
                    groupRemaining -= sizes[i][axis]
                    remaining -= sizes[i][axis]
                    left -= 1
                }
            }
        } else {
            for (i, child) in children.enumerated() {
                proposals[i] = offer(nil)
                sizes[i] = try graph.sizeThatFits(child, proposals[i], reason: "ideal")
            }
        }
        let length = sizes.reduce(totalSpacing) { $0 + $1[axis] }
        let (offsets, crossLength) = try alignedOffsets(graph, children, sizes, proposals, key: key)
        let distribution = Distribution(proposal: proposal, childProposals: proposals, sizes: sizes, gaps: gaps,
                                        size: CGSize(along: axis, length, across: crossLength), crossOffsets: offsets)
        node.stackMemo = distribution
        return distribution
    }

    /// Places a stack's children one after another along the axis, aligned across it.
    static func place(_ graph: ViewGraph, _ node: ViewNode, axis: Axis, key: AlignmentKey, spacing: CGFloat?,
                      in rect: CGRect, proposal: ProposedViewSize) throws {
        for (child, frame, childProposal) in try frames(graph, node, axis: axis, key: key, spacing: spacing, in: rect, proposal: proposal) {
            try graph.place(child, in: frame, proposal: childProposal)
        }
    }

    /// Each child with the frame the stack gives it in `rect` and the proposal it was sized for.
    /// The aligned children are positioned in `rect` by the alignment's fraction when `rect`
    /// is larger across than they span.
    static func frames(_ graph: ViewGraph, _ node: ViewNode, axis: Axis, key: AlignmentKey, spacing: CGFloat?,
                       in rect: CGRect, proposal: ProposedViewSize) throws -> [(ViewNode, CGRect, ProposedViewSize)] {
        let distribution: Distribution
        if let memo = node.stackMemo, memo.proposal == proposal, memo.sizes.count == node.children.count {
            distribution = memo
        } else {
            distribution = try distribute(graph, node, axis: axis, key: key, spacing: spacing, proposal: proposal)
        }
        var position = axis == .horizontal ? rect.minX : rect.minY
        let crossLength = axis == .horizontal ? rect.height : rect.width
        let crossStart = (axis == .horizontal ? rect.minY : rect.minX)
            + (crossLength - distribution.size[axis.cross]) * key.fraction
        var result: [(ViewNode, CGRect, ProposedViewSize)] = []
        result.reserveCapacity(node.children.count)
        for (i, child) in node.children.enumerated() {
            position += distribution.gaps[i]
            let size = distribution.sizes[i]
            let crossOrigin = crossStart + distribution.crossOffsets[i]
            let origin = axis == .horizontal ? CGPoint(x: position, y: crossOrigin) : CGPoint(x: crossOrigin, y: position)
            result.append((child, CGRect(origin: origin, size: size), distribution.childProposals[i]))
            position += size[axis]
        }
        return result
    }
}
