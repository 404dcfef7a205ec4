// The SwiftUI layout pass: proposals flow down, sizes flow up, then placement top-down.
import Foundation

extension ViewGraph {
    /// Lays the root out in `bounds` (the hosting view's bounds): proposes their size, then
    /// centres the root at the size it chose, as a hosting view does.
    func layout(in bounds: CGRect, cause: Cause) throws {
        guard let root else { return }
        pass += 1
        let proposal = ProposedViewSize(bounds.size)
        let size = try sizeThatFits(root, proposal, reason: .hostingView, cause: cause)
        let origin = Alignment.center.origin(of: size, in: bounds)
        try place(root, in: CGRect(origin: origin, size: size), proposal: proposal, cause: cause)
    }

    // MARK: Sizing

    /// Asks `node` for its size for `proposal`: one traced `sizeThatFits` call (fact 42's calls).
    /// A built-in container's request (`fromScenario` false) that repeats a proposal already
    /// answered in this pass is served from the view's size cache: no call, no event. Requests
    /// from scenario code (a `LayoutSubview`) always run, so counting them measures a layout.
    @discardableResult
    func sizeThatFits(
        _ node: ViewNode, _ proposal: ProposedViewSize, reason: SizingReason, cause: Cause? = nil,
        fromScenario: Bool = false
    ) throws -> CGSize {
        if fromScenario {
            node.sizeCache.enter(pass: pass)
        } else if let hit = node.sizeCache.size(for: proposal, inPass: pass) {
            return hit
        }
        let trace = self.trace
        if node.role == .text, let receiver = sizingReceiver(node) {
            // A Text makes no calls inside its sizeThatFits: measured first, then recorded with
            // its answer in one step (the same event, without opening and closing it).
            let size = node.textMemo.size(for: proposal)
            trace.recordSizeThatFits(
                context, receiver: receiver, method: sizeThatFitsMethodID, cause: cause,
                reason: sizingReasonIDs[reason.rawValue], proposal, size)
            node.sizeCache.insert(proposal, size)
            return size
        }
        let seq = openSizeThatFits(node, reason: reason, cause: cause)
        let size: CGSize
        do {
            size = try computeSize(node, proposal)
        } catch {
            trace.close()
            throw error
        }
        trace.closeSizeThatFits(seq, proposal, size)
        node.sizeCache.insert(proposal, size)
        return size
    }

    /// Records `node.sizeThatFits` and opens it, with the names interned once (the node's name,
    /// the method, each reason) rather than looked up on every call; the same event
    /// `trace.record` then `trace.open` make.
    private func openSizeThatFits(_ node: ViewNode, reason: SizingReason, cause: Cause?) -> Int {
        guard let receiver = sizingReceiver(node) else {
            let seq = trace.record(
                level: .uikit, receiver: node.name, method: "sizeThatFits",
                cause: cause ?? context.currentCause, reason: reason.name)
            trace.open(seq)
            return seq
        }
        return trace.openCall(
            context, receiver: receiver, method: sizeThatFitsMethodID, cause: cause,
            reason: sizingReasonIDs[reason.rawValue])
    }

    /// `node.name`'s trace id for its sizeThatFits events, or nil when they are recorded by
    /// name (the trace's method table was full). Interns the method and reasons first.
    @inline(__always)
    private func sizingReceiver(_ node: ViewNode) -> UInt32? {
        if sizingReasonIDs.isEmpty {
            if let method = trace.methodID("sizeThatFits") {
                sizeThatFitsMethodID = method
            } else {
                sizingByName = true
            }
            sizingReasonIDs = SizingReason.allCases.map { trace.nameID($0.name) }
        }
        if sizingByName { return nil }
        if let id = node.traceNameID { return id }
        // A node's name is usually its own (a Text's text), so it is stored without a lookup of
        // equal names; it keeps the id until the name changes.
        let id = trace.uniqueNameID(node.name)
        node.traceNameID = id
        return id
    }

    private func computeSize(_ node: ViewNode, _ p: ProposedViewSize) throws -> CGSize {
        // Texts and stacks first, without copying `kind`: they make most calls of a pass. A
        // Text's natural width and line breaks are kept on the node while text and width repeat.
        switch node.role {
        case .text: return node.textMemo.size(for: p)
        case .hStack:
            return try StackLayout.distribute(
                self, node, axis: .horizontal, key: node.stackKey, spacing: node.stackSpacing,
                proposal: p)
        case .vStack:
            return try StackLayout.distribute(
                self, node, axis: .vertical, key: node.stackKey, spacing: node.stackSpacing,
                proposal: p)
        case .other: break
        }
        switch node.kind {
        case .empty:
            return .zero
        case .text:
            return node.textMemo.size(for: p)
        case .color, .rectangle:
            // Shapes and colours take what they are offered; 10×10 for an unspecified dimension.
            return p.replacingUnspecifiedDimensions()
        case .divider:
            return dividerSize(node, p)
        case .geometryReader:
            return geometryReaderSize(p)
        case .spacer(let minLength):
            let minimum = minLength ?? ViewSpacing.defaultDistance
            guard let axis = node.stackAxis else {
                return CGSize(width: max(minimum, p.width ?? minimum), height: max(minimum, p.height ?? minimum))
            }
            return CGSize(along: axis, max(minimum, p[axis] ?? minimum), across: 0)
        case .layout(let kind):
            switch kind {
            case .hStack(let alignment, let spacing):
                return try StackLayout.distribute(
                    self, node, axis: .horizontal, key: .vertical(alignment), spacing: spacing,
                    proposal: p)
            case .vStack(let alignment, let spacing):
                return try StackLayout.distribute(
                    self, node, axis: .vertical, key: .horizontal(alignment), spacing: spacing,
                    proposal: p)
            case .zStack(let alignment):
                return try zStackSize(node, alignment: alignment, proposal: p)
            case .viewThatFits(let horizontal, let vertical):
                return try viewThatFitsSize(node, horizontal: horizontal, vertical: vertical, proposal: p)
            case .custom(let layout):
                let subviews = self.subviews(of: node)
                try bringCacheUpToDate(node, layout, subviews)
                var cache = node.cache ?? ()
                defer { node.cache = cache }
                return try layout.sizeThatFits(proposal: p, subviews: subviews, cache: &cache)
            }
        case .modifier(let modifier):
            guard let child = node.children.first else { return .zero }
            switch modifier {
            case .frame(let width, let height, _):
                // A frame fixed on both axes does not need to ask its content.
                if let width, let height { return CGSize(width: width, height: height) }
                let size = try sizeThatFits(
                    child, ProposedViewSize(width: width ?? p.width, height: height ?? p.height),
                    reason: .frame)
                return CGSize(width: width ?? size.width, height: height ?? size.height)
            case .flexibleFrame(let frame):
                let childProposal = Self.flexibleProposal(frame, p)
                let size = try sizeThatFits(child, childProposal, reason: .frame)
                return CGSize(
                    width: Self.flexibleResult(frame.bounds(.horizontal), proposed: p.width, child: size.width),
                    height: Self.flexibleResult(frame.bounds(.vertical), proposed: p.height, child: size.height))
            case .padding(let insets):
                let inner = ProposedViewSize(
                    width: p.width.map { max(0, $0 - insets.total(.horizontal)) },
                    height: p.height.map { max(0, $0 - insets.total(.vertical)) })
                let size = try sizeThatFits(child, inner, reason: .padding)
                return CGSize(
                    width: size.width + insets.total(.horizontal), height: size.height + insets.total(.vertical))
            case .fixedSize(let horizontal, let vertical):
                return try sizeThatFits(
                    child, ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height),
                    reason: .fixedSize)
            case .layoutPriority, .layoutValue, .alignmentGuide, .lifecycle, .button:
                return try sizeThatFits(child, p, reason: .proposal)
            }
        }
    }

    /// What a flexible frame proposes to its content: the proposal clamped to the frame's
    /// bounds, or the ideal where nothing is proposed.
    static func flexibleProposal(_ frame: FlexibleFrame, _ p: ProposedViewSize) -> ProposedViewSize {
        func axis(_ a: Axis) -> CGFloat? {
            let (minimum, ideal, maximum) = frame.bounds(a)
            guard var value = p[a] else { return ideal }
            if let maximum { value = min(value, maximum) }
            if let minimum { value = max(value, minimum) }
            return value
        }
        return ProposedViewSize(width: axis(.horizontal), height: axis(.vertical))
    }

    /// A flexible frame's length on one axis: the content's, pulled towards the proposal by the
    /// bounds the frame has (SwiftUI's documented rule for `frame(minWidth:…maxWidth:)`).
    static func flexibleResult(
        _ bounds: (min: CGFloat?, ideal: CGFloat?, max: CGFloat?), proposed: CGFloat?, child: CGFloat
    ) -> CGFloat {
        guard bounds.min != nil || bounds.max != nil else { return proposed == nil ? (bounds.ideal ?? child) : child }
        let offered = proposed ?? bounds.ideal ?? child
        var result = child
        if let minimum = bounds.min { result = max(minimum, min(result, offered)) }
        if let maximum = bounds.max { result = min(maximum, max(result, offered)) }
        if let minimum = bounds.min { result = max(result, minimum) }
        return result
    }

    /// A view's spacing preferences: none for a Spacer, a scenario layout's own
    /// `spacing(subviews:cache:)` when it implements one (a traced call), else the default.
    func spacing(of node: ViewNode) throws -> ViewSpacing {
        if node.kind.isSpacer { return .zero }
        guard case .layout(.custom(let layout)) = node.kind, layout.implemented.contains(.spacing) else {
            return ViewSpacing()
        }
        let subviews = self.subviews(of: node)
        try bringCacheUpToDate(node, layout, subviews)
        var cache = node.cache ?? ()
        defer { node.cache = cache }
        return try context.trace.call(
            level: .uikit, receiver: layout.name, method: "spacing", cause: context.currentCause,
            reason: "stackSpacing"
        ) { _ in
            try layout.spacing(subviews: subviews, cache: &cache)
        }
    }

    /// The subview proxies of a layout node.
    func subviews(of node: ViewNode) -> [LayoutSubview] {
        node.children.enumerated().map { LayoutSubview(node: $1, graph: self, container: node, index: $0) }
    }

    /// `makeCache` the first time, `updateCache` after the subviews or the layout changed (fact 41).
    func bringCacheUpToDate(_ node: ViewNode, _ layout: any CustomLayout, _ subviews: [LayoutSubview]) throws {
        let trace = context.trace
        if node.cache == nil {
            node.cacheInvalidation = nil
            guard layout.implemented.contains(.makeCache) else {
                node.cache = ()
                return
            }
            let made: Any = try trace.call(
                level: .uikit, receiver: layout.name, method: "makeCache", cause: context.currentCause,
                reason: "firstLayout", text: "\(subviews.count) subviews"
            ) { _ in
                try layout.makeCache(subviews: subviews)
            }
            node.cache = made
            return
        }
        guard let (reason, cause) = node.cacheInvalidation else { return }
        node.cacheInvalidation = nil
        guard layout.implemented.contains(.updateCache) || layout.implemented.contains(.makeCache) else { return }
        var cache = node.cache ?? ()
        defer { node.cache = cache }
        try trace.call(
            level: .uikit, receiver: layout.name, method: "updateCache", cause: cause, reason: reason,
            text: "\(subviews.count) subviews"
        ) { seq in
            if layout.implemented.contains(.updateCache) {
                try layout.updateCache(&cache, subviews: subviews)
            } else {
                // SwiftUI's default updateCache makes a new cache.
                cache = try trace.call(
                    level: .uikit, receiver: layout.name, method: "makeCache", cause: .event(seq),
                    reason: "defaultUpdateCache", text: "\(subviews.count) subviews"
                ) { _ in
                    try layout.makeCache(subviews: subviews)
                }
            }
        }
    }

    // MARK: Placement

    /// Gives `node` its frame (in the hosting view's space) and places its children inside it.
    func place(_ node: ViewNode, in rect: CGRect, proposal: ProposedViewSize, cause: Cause? = nil) throws {
        node.frame = rect
        // A Text places nothing: return before copying `kind`.
        if node.role == .text { return }
        switch node.kind {
        case .empty, .text, .color, .rectangle, .spacer, .divider:
            return
        case .geometryReader(let build):
            try placeGeometryReader(node, build, in: rect)
        case .modifier(let modifier):
            guard let child = node.children.first else { return }
            switch modifier {
            case .frame(let width, let height, let alignment):
                let childProposal = ProposedViewSize(width: width ?? proposal.width, height: height ?? proposal.height)
                let size = try sizeThatFits(child, childProposal, reason: .place)
                let origin = try alignedOrigin(
                    of: child, size: size, proposal: childProposal, alignment: alignment, in: rect)
                try place(child, in: CGRect(origin: origin, size: size), proposal: childProposal)
            case .flexibleFrame(let frame):
                let childProposal = Self.flexibleProposal(frame, proposal)
                let size = try sizeThatFits(child, childProposal, reason: .place)
                let origin = try alignedOrigin(
                    of: child, size: size, proposal: childProposal, alignment: frame.alignment, in: rect)
                try place(child, in: CGRect(origin: origin, size: size), proposal: childProposal)
            case .padding(let insets):
                let inner = CGRect(
                    x: rect.minX + insets.leading, y: rect.minY + insets.top,
                    width: max(0, rect.width - insets.total(.horizontal)),
                    height: max(0, rect.height - insets.total(.vertical)))
                try place(child, in: inner, proposal: ProposedViewSize(inner.size))
            case .fixedSize(let horizontal, let vertical):
                // The same proposal as for sizing: nil (ideal) only on the fixed axes.
                try place(
                    child, in: rect,
                    proposal: ProposedViewSize(
                        width: horizontal ? nil : proposal.width,
                        height: vertical ? nil : proposal.height))
            case .layoutPriority, .layoutValue, .alignmentGuide, .lifecycle, .button:
                try place(child, in: rect, proposal: proposal)
            }
        case .layout(let kind):
            try trace.callPlaceSubviews(
                receiver: node.name, cause: cause ?? context.currentCause, reason: "layout",
                in: rect, proposal: proposal
            ) {
                switch kind {
                case .hStack(let alignment, let spacing):
                    try StackLayout.place(
                        self, node, axis: .horizontal, key: .vertical(alignment), spacing: spacing,
                        in: rect, proposal: proposal)
                case .vStack(let alignment, let spacing):
                    try StackLayout.place(
                        self, node, axis: .vertical, key: .horizontal(alignment), spacing: spacing,
                        in: rect, proposal: proposal)
                case .zStack(let alignment):
                    for (child, frame, childProposal) in try zStackFrames(
                        node, alignment: alignment, in: rect, proposal: proposal)
                    {
                        try place(child, in: frame, proposal: childProposal)
                    }
                case .viewThatFits(let horizontal, let vertical):
                    try placeViewThatFits(
                        node, horizontal: horizontal, vertical: vertical, in: rect, proposal: proposal)
                case .custom(let layout):
                    try placeCustom(node, layout, in: rect, proposal: proposal)
                }
            }
        }
    }

    /// Runs a scenario layout's `placeSubviews`, then applies its `place` calls: the last call
    /// for a subview wins; a subview it never placed is centred in the bounds (fact 43).
    private func placeCustom(_ node: ViewNode, _ layout: any CustomLayout, in rect: CGRect, proposal: ProposedViewSize)
        throws
    {
        try forEachCustomFrame(node, layout, in: rect, proposal: proposal) { child, frame, childProposal in
            try place(child, in: frame, proposal: childProposal)
        }
    }

    /// Where a scenario layout's `placeSubviews` in `rect` puts each subview, with the proposal it
    /// is sized for (the placement the default `explicitAlignment` merges guides by).
    func customFrames(
        _ node: ViewNode, _ layout: any CustomLayout, in rect: CGRect,
        proposal: ProposedViewSize
    ) throws -> [(ViewNode, CGRect, ProposedViewSize)] {
        var frames: [(ViewNode, CGRect, ProposedViewSize)] = []
        try forEachCustomFrame(node, layout, in: rect, proposal: proposal) { frames.append(($0, $1, $2)) }
        return frames
    }

    /// Runs a scenario layout's `placeSubviews` in `rect`, then calls `body` with each subview, the
    /// frame its `place` calls give it and the proposal it is sized for, one subview after the
    /// other: the last call for a subview wins; a subview it never placed is centred in the
    /// bounds, sized for their size (fact 43).
    private func forEachCustomFrame(
        _ node: ViewNode, _ layout: any CustomLayout, in rect: CGRect, proposal: ProposedViewSize,
        _ body: (ViewNode, CGRect, ProposedViewSize) throws -> Void
    ) throws {
        let subviews = self.subviews(of: node)
        try bringCacheUpToDate(node, layout, subviews)
        for child in node.children { child.pendingPlacement = nil }
        var cache = node.cache ?? ()
        placing.append(node)
        do {
            try layout.placeSubviews(in: rect, proposal: proposal, subviews: subviews, cache: &cache)
        } catch {
            placing.removeLast()
            node.cache = cache
            for child in node.children { child.pendingPlacement = nil }
            throw error
        }
        placing.removeLast()
        node.cache = cache
        // Read all placements first: placing a subview may run layouts whose guides need theirs.
        let placements = node.children.map { child in
            defer { child.pendingPlacement = nil }
            return (child, child.pendingPlacement)
        }
        for (child, placement) in placements {
            if let placement {
                let size = try sizeThatFits(child, placement.proposal, reason: .place)
                let origin = CGPoint(
                    x: placement.point.x - placement.anchor.x * size.width,
                    y: placement.point.y - placement.anchor.y * size.height)
                try body(child, CGRect(origin: origin, size: size), placement.proposal)
            } else {
                let childProposal = ProposedViewSize(rect.size)
                let size = try sizeThatFits(child, childProposal, reason: .unplaced)
                try body(child, CGRect(origin: Alignment.center.origin(of: size, in: rect), size: size), childProposal)
            }
        }
    }

    /// `(x, y, w, h)` as the trace shows rects (UIView.describe's format, faster).
    static func describe(_ rect: CGRect) -> String {
        "(" + ProposedViewSize.format(rect.minX) + ", " + ProposedViewSize.format(rect.minY) + ", "
            + ProposedViewSize.format(rect.width) + ", " + ProposedViewSize.format(rect.height) + ")"
    }

    /// A subview's `place(at:anchor:proposal:)`: recorded now, applied when `placeSubviews` returns.
    func recordPlacement(of subview: LayoutSubview, at point: CGPoint, anchor: UnitPoint, proposal: ProposedViewSize)
        throws
    {
        guard placing.last === subview.container else {
            throw SwiftUIError(
                "place(at:anchor:proposal:) was called on a subview of \(subview.container.name) outside its "
                    + "placeSubviews(in:proposal:subviews:cache:); call it only from there")
        }
        let replaces = subview.node.pendingPlacement != nil
        context.trace.record(
            level: .uikit, receiver: subview.node.name, method: "place", cause: context.currentCause,
            reason: replaces ? "replacesEarlierPlace" : "placeSubviews",
            text: "at (" + ProposedViewSize.format(point.x) + ", " + ProposedViewSize.format(point.y) + ") anchor "
                + anchor.description + " proposal " + proposal.traceText)
        subview.node.pendingPlacement = (point, anchor, proposal)
    }
}
