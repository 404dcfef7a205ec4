// The layout pass: top-down over dirty layers (facts 17–19, 23).
import Foundation

/// Lays out, top-down from a root layer, every layer marked `needsLayout`, following the
/// "descendant needs layout" bits. A layout that dirties layers already passed makes the pass
/// go round again; a layer laid out more than the threshold in one turn is a feedback loop (fact 23).
struct LayoutPass {
    let context: SimulationContext

    /// Runs until nothing under `root` needs layout.
    func run(from root: CALayer, cause: Cause) throws {
        repeat {
            try visit(root, cause: cause)
            // Constraint changes made during the round mark superviews now (fact 9).
            context.syncEngines()
        } while root.layoutFlag || root.descendantNeedsLayout
    }

    private func visit(_ layer: CALayer, cause: Cause) throws {
        if layer.layoutFlag { try layoutSublayers(of: layer, cause: cause) }
        // Cleared after the layer's own layout, before its sublayers: marks made from here on
        // set the bit again and are found by this walk or by the next round.
        layer.descendantNeedsLayout = false
        try context.visitSiblings(
            in: "the layout pass", under: layer.ownerName, { layer.sublayers }, name: \.ownerName,
            needsVisit: { $0.layoutFlag || $0.descendantNeedsLayout }
        ) { try visit($0, cause: cause) }
    }

    /// Lays out one layer: Core Animation's `layoutSublayers`, which for a view's layer asks the
    /// view (`layoutSublayers(of:)`, fact 18). The event's cause is what marked the layer, if recorded.
    func layoutSublayers(of layer: CALayer, cause passCause: Cause) throws {
        let cause = layer.layoutCause == .none ? passCause : layer.layoutCause
        layer.layoutFlag = false
        layer.layoutCause = .none
        try context.countLayout(of: layer)
        if let view = layer.delegate {
            try context.trace.call(
                level: .calayer, receiverID: view.traceNameID, method: "layoutSublayersOfLayer", cause: cause,
                reason: "needsLayout"
            ) { _ in
                // The override's argument array is made only for an override: one per view laid out.
                guard view.overrides(.layoutSublayersOfLayer) else {
                    return try view.uikitLayoutSublayers(cause: cause)
                }
                try dispatchOverride(
                    view.scripted, .layoutSublayersOfLayer, receiver: view, name: view.traceName, arguments: [layer]
                ) { _ in try view.uikitLayoutSublayers(cause: cause) }
            }
        } else {
            try context.trace.call(
                level: .calayer, receiverID: layer.traceNameID, method: "layoutSublayers", cause: cause,
                reason: "needsLayout"
            ) { _ in
                try dispatchOverride(
                    layer.scripted, .layoutSublayers, receiver: layer, name: layer.traceName, arguments: []
                ) { _ in }
            }
        }
    }
}
