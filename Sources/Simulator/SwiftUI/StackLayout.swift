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
    /// One sizing result: what each child was offered and chose. Each stack node keeps one
    /// (`stackMemo`), refilled in place by its next sizing together with the sizing's scratch
    /// (minimums, flexibilities, offer order): a class, so a sizing neither copies it nor
    /// allocates arrays once every stack has sized once.
    final class Distribution {
        /// Whether the arrays hold a finished sizing for `proposal` (false while one runs, or after one threw).
        var isValid = false
        var proposal: ProposedViewSize = .unspecified
        var childProposals: [ProposedViewSize] = []
        var sizes: [CGSize] = []
        var gaps: [CGFloat] = []
        var size: CGSize = .zero
        /// Each child's offset across the axis from the stack's cross start, aligned on its guide.
        var crossOffsets: [CGFloat] = []
        // Scratch of one sizing.
        var minimums: [CGFloat] = []
        var flexibility: [CGFloat] = []
        /// The children of one priority group in the order they are offered their share.
        var order: [Int] = []
        /// The distinct priorities, highest first.
        var priorities: [Double] = []
        /// Whether a sizing of the stack is filling these arrays now (`distribute`).
        var isSizing = false

        /// A distribution for `count` children: every array is made at that capacity at once (a
        /// first layout makes one per stack; growing eight arrays one doubling at a time was
        /// most of what making them cost).
        init(count: Int) {
            childProposals.reserveCapacity(count)
            sizes.reserveCapacity(count)
            gaps.reserveCapacity(count)
            crossOffsets.reserveCapacity(count)
            minimums.reserveCapacity(count)
            flexibility.reserveCapacity(count)
            order.reserveCapacity(count)
            priorities.reserveCapacity(1)
        }

        /// Readies the arrays for a sizing of `count` children for `proposal`, keeping their
        /// storage. A sizing writes every child's proposal, size, minimum and flexibility before
        /// it reads them, so arrays of the right length are left as they are.
        func reset(count: Int, proposal: ProposedViewSize) {
            isValid = false
            self.proposal = proposal
            guard
                sizes.count != count || childProposals.count != count || minimums.count != count
                    || flexibility.count != count || order.count != count
            else { return }
            childProposals.removeAll(keepingCapacity: true)
            childProposals.append(contentsOf: repeatElement(.unspecified, count: count))
            sizes.removeAll(keepingCapacity: true)
            sizes.append(contentsOf: repeatElement(.zero, count: count))
            minimums.removeAll(keepingCapacity: true)
            minimums.append(contentsOf: repeatElement(0, count: count))
            flexibility.removeAll(keepingCapacity: true)
            flexibility.append(contentsOf: repeatElement(0, count: count))
            order.removeAll(keepingCapacity: true)
            order.append(contentsOf: repeatElement(0, count: count))
        }

        /// The arrays a sizing's loops write, as buffers of the children's count (`reset`).
        /// Safe only inside `withScratch`'s body, which is the only place one is made: the
        /// buffers point into the arrays for that call, and no Scratch is stored.
        struct Scratch {
            var childProposals: UnsafeMutableBufferPointer<ProposedViewSize>
            var sizes: UnsafeMutableBufferPointer<CGSize>
            var minimums: UnsafeMutableBufferPointer<CGFloat>
            var flexibility: UnsafeMutableBufferPointer<CGFloat>
            /// The first children of `order` are one priority group's, in the order they are offered.
            var order: UnsafeMutableBufferPointer<Int>
        }

        /// Runs `body` with the arrays as buffers: an element written through one checks no
        /// uniqueness and retains nothing (per element, a sixth of a stack's sizing). Safe
        /// because nothing else touches these arrays while `body` runs: only this stack's own
        /// sizing uses its distribution, and the children it sizes meanwhile have their own.
        func withScratch<R>(_ body: (Scratch) throws -> R) rethrows -> R {
            try childProposals.withUnsafeMutableBufferPointer { childProposals in
                try sizes.withUnsafeMutableBufferPointer { sizes in
                    try minimums.withUnsafeMutableBufferPointer { minimums in
                        try flexibility.withUnsafeMutableBufferPointer { flexibility in
                            try order.withUnsafeMutableBufferPointer { order in
                                try body(
                                    Scratch(
                                        childProposals: childProposals, sizes: sizes, minimums: minimums,
                                        flexibility: flexibility, order: order))
                            }
                        }
                    }
                }
            }
        }
    }

    /// Where children of `sizes` sit when their `key` guides are on one line: each one's offset
    /// from the start of what they span (written to `offsets`), and that span (returned: the
    /// guide's part before the line at its largest plus the part after it at its largest).
    static func alignedOffsets(
        _ graph: ViewGraph, _ children: [ViewNode], _ sizes: [CGSize], _ proposals: [ProposedViewSize],
        key: AlignmentKey, into offsets: inout [CGFloat]
    ) throws -> CGFloat {
        // A custom guide's implicit value is its `defaultValue`, asked of every child.
        let axis = key.axis, fraction = key.fraction, guides = key.guides, isCustom = key.customID != nil
        if offsets.count != children.count {
            offsets.removeAll(keepingCapacity: true)
            offsets.append(contentsOf: repeatElement(0, count: children.count))
        }
        var before: CGFloat = 0, after: CGFloat = 0
        // Written through a buffer, the children read unretained (as in `distribute`; `children`
        // keeps them alive): a stack aligns its children on every sizing. A child's explicit
        // guide runs only that child's layouts, which do not touch `offsets`.
        try children.withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: Unmanaged<ViewNode>.self) { nodes in
                try offsets.withUnsafeMutableBufferPointer { offsets in
                    for i in nodes.indices {
                        // The guides first; they become offsets once the line's position is known.
                        offsets[i] = try nodes[i]._withUnsafeGuaranteedRef { child in
                            isCustom || child.explicitGuides.contains(guides)
                                ? try graph.guideValue(child, key, size: sizes[i], proposal: proposals[i])
                                : sizes[i][axis] * fraction
                        }
                    }
                    for i in sizes.indices {
                        before = max(before, offsets[i])
                        after = max(after, sizes[i][axis] - offsets[i])
                    }
                    for i in offsets.indices { offsets[i] = before - offsets[i] }
                }
            }
        }
        return children.isEmpty ? 0 : before + after
    }

    /// The spacing before each child (0 before the first), written to `gaps`, and their sum: the
    /// stack's `spacing`, else the distance between the neighbours' preferences (a scenario
    /// layout's `spacing(subviews:cache:)`).
    static func gaps(_ graph: ViewGraph, _ node: ViewNode, spacing: CGFloat?, into gaps: inout [CGFloat]) throws
        -> CGFloat
    {
        if let spacing {
            // A fixed spacing: the children are not read (a retain and release each, per sizing).
            let count = node.children.count
            if gaps.count != count {
                gaps.removeAll(keepingCapacity: true)
                gaps.append(contentsOf: repeatElement(spacing, count: count))
            }
            var total: CGFloat = 0
            // Safe: only gaps.indices are written, and nothing else touches `gaps` meanwhile.
            gaps.withUnsafeMutableBufferPointer { gaps in
                for i in gaps.indices {
                    gaps[i] = i == 0 ? 0 : spacing
                    total += gaps[i]
                }
            }
            return total
        }
        gaps.removeAll(keepingCapacity: true)
        var total: CGFloat = 0
        var previous: ViewSpacing?
        for child in node.children {
            let own = spacing == nil ? try graph.spacing(of: child) : ViewSpacing()
            let gap = previous.map { spacing ?? $0.distance(to: own, along: .horizontal) } ?? 0
            gaps.append(gap)
            total += gap
            previous = own
        }
        return total
    }

    /// Sizes the children of a stack for `proposal` (see the type's documentation) and returns
    /// the stack's size; the distribution is kept in `node.stackMemo` for its placement.
    static func distribute(
        _ graph: ViewGraph, _ node: ViewNode, axis: Axis, key: AlignmentKey, spacing: CGFloat?,
        proposal: ProposedViewSize
    ) throws -> CGSize {
        let children = node.children
        // Refilled in place; invalid until it is finished (a sizing that throws leaves it
        // invalid, and the next placement sizes again).
        let d: Distribution
        if let memo = node.stackMemo, !memo.isSizing {
            d = memo
        } else {
            // A sizing of this stack inside its own (scenario code in a child's layout that lays
            // the hosting view out again): the outer sizing holds the memo's arrays as buffers,
            // so this one gets arrays of its own and leaves the memo to the outer one.
            d = Distribution(count: children.count)
            if node.stackMemo == nil { node.stackMemo = d }
        }
        d.isSizing = true
        defer { d.isSizing = false }
        d.reset(count: children.count, proposal: proposal)
        let totalSpacing = try gaps(graph, node, spacing: spacing, into: &d.gaps)
        let cross = proposal[axis.cross]
        func offer(_ length: CGFloat?) -> ProposedViewSize { Self.proposal(along: axis, length, across: cross) }
        // The children are read as unmanaged references and passed to the sizing calls as
        // guaranteed ones: no retain and release per call (a tenth of a pass). `children`, a
        // local copy of the array, keeps every one of them alive meanwhile.
        try children.withUnsafeBufferPointer { buffer in
            try buffer.withMemoryRebound(to: Unmanaged<ViewNode>.self) { nodes in
                try d.withScratch { scratch in
                    if let available = proposal[axis] {
                        for i in nodes.indices {
                            try nodes[i]._withUnsafeGuaranteedRef { child in
                                let minimum = try graph.sizeThatFits(child, offer(0), reason: .minimum)[axis]
                                let maximum = try graph.sizeThatFits(child, offer(.infinity), reason: .maximum)[axis]
                                scratch.minimums[i] = minimum
                                scratch.flexibility[i] = maximum - minimum
                            }
                        }
                        try share(available - totalSpacing, among: nodes, d, scratch, axis: axis, cross: cross) {
                            child, proposal in
                            try graph.sizeThatFits(child, proposal, reason: .offer)
                        }
                    } else {
                        let childProposal = offer(nil)
                        for i in nodes.indices {
                            scratch.childProposals[i] = childProposal
                            scratch.sizes[i] = try nodes[i]._withUnsafeGuaranteedRef { child in
                                try graph.sizeThatFits(child, childProposal, reason: .ideal)
                            }
                        }
                    }
                }
            }
        }
        var length = totalSpacing
        for size in d.sizes { length += size[axis] }
        let crossLength = try alignedOffsets(
            graph, children, d.sizes, d.childProposals, key: key, into: &d.crossOffsets)
        d.size = CGSize(along: axis, length, across: crossLength)
        d.isValid = true
        return d.size
    }

    /// Shares `available` out among the children by layout priority, highest first (each
    /// priority group gets what the lower groups' minimums leave), and inside a group least
    /// flexible first, each offered an equal share of what is left (ties in the order written):
    /// `size` asks a child for its size, written to `d` with the proposal. `nodes` are read
    /// unretained, which is safe: the caller's `children` array keeps them alive meanwhile.
    private static func share(
        _ available: CGFloat, among nodes: UnsafeBufferPointer<Unmanaged<ViewNode>>, _ d: Distribution,
        _ scratch: Distribution.Scratch, axis: Axis, cross: CGFloat?,
        size: (ViewNode, ProposedViewSize) throws -> CGSize
    ) throws {
        func priority(_ i: Int) -> Double { nodes[i]._withUnsafeGuaranteedRef { $0.priority } }
        var remaining = available
        // Usually every child has priority 0: one group, no sorting of priorities.
        d.priorities.removeAll(keepingCapacity: true)
        let first = nodes.isEmpty ? 0 : priority(0)
        if nodes.indices.allSatisfy({ priority($0) == first }) {
            d.priorities.append(first)
        } else {
            d.priorities.append(contentsOf: Set(nodes.indices.map(priority)).sorted(by: >))
            // A child in no group (a NaN priority) is never offered: unspecified, zero.
            for i in nodes.indices {
                scratch.childProposals[i] = .unspecified
                scratch.sizes[i] = .zero
            }
        }
        for group in d.priorities {
            var count = 0
            var reservedForLower: CGFloat = 0
            for i in nodes.indices {
                let own = priority(i)
                if own == group {
                    scratch.order[count] = i
                    count += 1
                } else if own < group {
                    reservedForLower += scratch.minimums[i]
                }
            }
            // Safe: count is at most the children's count, the size of `scratch.order`.
            let order = UnsafeMutableBufferPointer(rebasing: scratch.order[..<count])
            // Least flexible first, ties in the order written.
            sortByFlexibility(order, scratch.flexibility)
            var groupRemaining = remaining - reservedForLower
            var left = count
            for i in order {
                let childProposal = proposal(along: axis, max(0, groupRemaining / CGFloat(left)), across: cross)
                scratch.childProposals[i] = childProposal
                let childSize = try nodes[i]._withUnsafeGuaranteedRef { try size($0, childProposal) }
                scratch.sizes[i] = childSize
                groupRemaining -= childSize[axis]
                remaining -= childSize[axis]
                left -= 1
            }
        }
    }

    /// A proposal of `length` along `axis` and `cross` across it.
    @inline(__always)
    private static func proposal(along axis: Axis, _ length: CGFloat?, across cross: CGFloat?) -> ProposedViewSize {
        axis == .horizontal
            ? ProposedViewSize(width: length, height: cross) : ProposedViewSize(width: cross, height: length)
    }

    /// Sorts `order` (child indices) least flexible first, ties by index: `order.sort` with that
    /// rule, done here as the standard library does it below 64 elements (an insertion sort:
    /// the same order even where a NaN flexibility makes the rule inconsistent), without a
    /// closure per comparison or a copy of the flexibilities to capture (a stack sorts on every
    /// sizing with a proposed length). Safe: `order` holds indices of `flexibility`, and both
    /// are the caller's scratch buffers, valid for the call.
    static func sortByFlexibility(
        _ order: UnsafeMutableBufferPointer<Int>, _ flexibility: UnsafeMutableBufferPointer<CGFloat>
    ) {
        func inIncreasingOrder(_ a: Int, _ b: Int) -> Bool {
            flexibility[a] != flexibility[b] ? flexibility[a] < flexibility[b] : a < b
        }
        var order = order
        guard order.count < 64 else {
            order.sort(by: inIncreasingOrder)
            return
        }
        for sortedEnd in order.indices.dropFirst() {
            var i = sortedEnd
            while i > 0, inIncreasingOrder(order[i], order[i - 1]) {
                order.swapAt(i, i - 1)
                i -= 1
            }
        }
    }

    /// Places a stack's children one after another along the axis, aligned across it.
    static func place(
        _ graph: ViewGraph, _ node: ViewNode, axis: Axis, key: AlignmentKey, spacing: CGFloat?,
        in rect: CGRect, proposal: ProposedViewSize
    ) throws {
        try forEachFrame(graph, node, axis: axis, key: key, spacing: spacing, in: rect, proposal: proposal) {
            child, frame, childProposal in
            try graph.place(child, in: frame, proposal: childProposal)
        }
    }

    /// Each child with the frame the stack gives it in `rect` and the proposal it was sized for.
    static func frames(
        _ graph: ViewGraph, _ node: ViewNode, axis: Axis, key: AlignmentKey, spacing: CGFloat?,
        in rect: CGRect, proposal: ProposedViewSize
    ) throws -> [(ViewNode, CGRect, ProposedViewSize)] {
        var result: [(ViewNode, CGRect, ProposedViewSize)] = []
        result.reserveCapacity(node.children.count)
        try forEachFrame(graph, node, axis: axis, key: key, spacing: spacing, in: rect, proposal: proposal) {
            result.append(($0, $1, $2))
        }
        return result
    }

    /// Calls `body` with each child, the frame the stack gives it in `rect` and the proposal it was
    /// sized for. The aligned children are positioned in `rect` by the alignment's fraction when
    /// `rect` is larger across than they span.
    private static func forEachFrame(
        _ graph: ViewGraph, _ node: ViewNode, axis: Axis, key: AlignmentKey, spacing: CGFloat?,
        in rect: CGRect, proposal: ProposedViewSize,
        _ body: (ViewNode, CGRect, ProposedViewSize) throws -> Void
    ) throws {
        if node.stackMemo.map({ !$0.isValid || $0.proposal != proposal || $0.sizes.count != node.children.count })
            ?? true
        {
            _ = try distribute(graph, node, axis: axis, key: key, spacing: spacing, proposal: proposal)
        }
        guard let distribution = node.stackMemo, distribution.isValid else { return }
        var position = axis == .horizontal ? rect.minX : rect.minY
        let crossLength = axis == .horizontal ? rect.height : rect.width
        let crossStart =
            (axis == .horizontal ? rect.minY : rect.minX)
            + (key.customID == nil
                ? (crossLength - distribution.size[axis.cross]) * key.fraction
                : try graph.alignedStart(key, container: rect.size, content: distribution.size))
        for (i, child) in node.children.enumerated() {
            position += distribution.gaps[i]
            let size = distribution.sizes[i]
            let crossOrigin = crossStart + distribution.crossOffsets[i]
            let origin =
                axis == .horizontal ? CGPoint(x: position, y: crossOrigin) : CGPoint(x: crossOrigin, y: position)
            try body(child, CGRect(origin: origin, size: size), distribution.childProposals[i])
            position += size[axis]
        }
    }
}
