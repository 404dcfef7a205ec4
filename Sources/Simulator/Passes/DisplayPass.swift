// The display pass: top-down over layers marked needsDisplay (facts 29, 30, 33).
import Foundation

/// Draws, top-down from a root layer, every layer marked `needsDisplay`: `draw(_:)` only for
/// views whose class draws (overrides `draw(_:)`, or a label), and only when the layer has a
/// non-zero size (fact 30: a zero-size layer stays marked until it has a size). The first
/// draw gets the whole bounds; later ones the union of the rects marked (fact 33).
struct DisplayPass {
    let context: SimulationContext

    /// Displays every dirty layer under `root`.
    func run(from root: CALayer, cause: Cause) throws {
        try visit(root, cause: cause)
    }

    private func visit(_ layer: CALayer, cause: Cause) throws {
        if layer.displayFlag { try display(layer, cause: cause) }
        layer.descendantNeedsDisplay = false
        try context.visitSiblings(
            in: "the display pass", under: layer.ownerName, { layer.sublayers }, name: \.ownerName,
            needsVisit: { $0.displayFlag || $0.descendantNeedsDisplay }
        ) { try visit($0, cause: cause) }
    }

    private func display(_ layer: CALayer, cause passCause: Cause) throws {
        let size = layer.storedBounds.size
        guard size.width > 0, size.height > 0 else { return }
        let cause = layer.displayCause == .none ? passCause : layer.displayCause
        let rect = layer.hasDrawn ? (layer.dirtyRect ?? layer.storedBounds) : layer.storedBounds
        layer.displayFlag = false
        layer.displayCause = .none
        layer.dirtyRect = nil
        if let view = layer.delegate {
            guard view.drawsContent else { return }
            layer.hasDrawn = true
            // draw(_:) paints the layer's backing store through the current graphics context.
            let painter = BackingStorePainter(layer: layer, dirtyRect: rect)
            UIGraphicsPushContext(painter.context)
            defer {
                UIGraphicsPopContext()
                painter.finish()
                context.spend(
                    Double(painter.context.pixelsPainted) * context.render.drawCostPerPixel
                        * RenderSystem.costFactor(context, "draw(_:) time from the model's cost per pixel painted"))
            }
            try view.callOverridable(
                .draw, cause: cause, reason: "needsDisplay", arguments: [rect], text: UIView.describe(rect)
            ) { _ in
                context.spend(context.costs.draw)
                if let label = view as? UILabel { label.drawText(in: painter.context) }
            }
        } else if layer.scripted?.overrides(.display) ?? false {
            layer.hasDrawn = true
            try context.trace.call(
                level: .calayer, receiver: layer.traceName, method: "display", cause: cause, reason: "needsDisplay"
            ) { _ in
                try dispatchOverride(layer.scripted, .display, receiver: layer, name: layer.traceName, arguments: []) {
                    _ in
                }
            }
        }
    }
}
