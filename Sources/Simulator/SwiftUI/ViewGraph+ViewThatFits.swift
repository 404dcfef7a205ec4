// ViewThatFits: the first child whose ideal size fits the proposal on the constrained axes.
import Foundation

extension ViewGraph {
    /// The child a `ViewThatFits(in:)` shows for `proposal`. As Apple documents it, the children
    /// are tried in the order written and the first whose ideal size fits within the proposal on
    /// the constrained axes is chosen; with no constrained axis, the first. Each is asked for its
    /// ideal size on those axes (nil there, the proposal on the others: reason `ideal`); an axis
    /// proposed nil or ∞ fits anything. **Model assumption**: when no child fits, the last one is
    /// shown (Apple does not document this case).
    func fittingChild(_ node: ViewNode, horizontal: Bool, vertical: Bool, proposal p: ProposedViewSize) throws -> (
        ViewNode, fits: Bool
    )? {
        guard let last = node.children.last else { return nil }
        guard horizontal || vertical else { return (node.children[0], true) }
        let idealProposal = ProposedViewSize(width: horizontal ? nil : p.width, height: vertical ? nil : p.height)
        for child in node.children {
            let ideal = try sizeThatFits(child, idealProposal, reason: .ideal)
            let fitsWidth = !horizontal || (p.width.map { ideal.width <= $0 } ?? true)
            let fitsHeight = !vertical || (p.height.map { ideal.height <= $0 } ?? true)
            if fitsWidth && fitsHeight { return (child, true) }
        }
        return (last, false)
    }

    /// A ViewThatFits's size: its chosen child's for the same proposal.
    func viewThatFitsSize(_ node: ViewNode, horizontal: Bool, vertical: Bool, proposal: ProposedViewSize) throws
        -> CGSize
    {
        guard let (chosen, _) = try fittingChild(node, horizontal: horizontal, vertical: vertical, proposal: proposal)
        else { return .zero }
        return try sizeThatFits(chosen, proposal, reason: .proposal)
    }

    /// The chosen child centred in `rect`, with its proposal (the others are not shown).
    func viewThatFitsFrames(
        _ node: ViewNode, horizontal: Bool, vertical: Bool, in rect: CGRect,
        proposal: ProposedViewSize
    ) throws -> [(ViewNode, CGRect, ProposedViewSize)] {
        try viewThatFitsChoice(node, horizontal: horizontal, vertical: vertical, in: rect, proposal: proposal).map {
            [($0.0, $0.1, $0.2)]
        } ?? []
    }

    /// The chosen child, its frame centred in `rect`, its proposal, and whether it fits.
    private func viewThatFitsChoice(
        _ node: ViewNode, horizontal: Bool, vertical: Bool, in rect: CGRect,
        proposal: ProposedViewSize
    ) throws -> (ViewNode, CGRect, ProposedViewSize, fits: Bool)? {
        guard
            let (chosen, fits) = try fittingChild(node, horizontal: horizontal, vertical: vertical, proposal: proposal)
        else { return nil }
        let size = try sizeThatFits(chosen, proposal, reason: .place)
        return (chosen, CGRect(origin: Alignment.center.origin(of: size, in: rect), size: size), proposal, fits)
    }

    /// Places a ViewThatFits: its chosen child, recorded as `ViewThatFits.choose` (reason `fits`,
    /// or `noneFits` for the last child shown because none fits; text: the child and its place
    /// among the children); the other children get zero frames.
    func placeViewThatFits(
        _ node: ViewNode, horizontal: Bool, vertical: Bool, in rect: CGRect, proposal: ProposedViewSize
    ) throws {
        guard
            let (chosen, frame, childProposal, fits) = try viewThatFitsChoice(
                node, horizontal: horizontal, vertical: vertical,
                in: rect, proposal: proposal)
        else { return }
        for child in node.children where child !== chosen {
            for hidden in child.subtree { hidden.frame = .zero }
        }
        let index = node.children.firstIndex { $0 === chosen } ?? 0
        context.trace.record(
            level: .uikit, receiver: node.name, method: "choose", cause: context.currentCause,
            reason: fits ? "fits" : "noneFits", text: chosen.name + " (child \(index + 1) of \(node.children.count))")
        try place(chosen, in: frame, proposal: childProposal)
    }
}
