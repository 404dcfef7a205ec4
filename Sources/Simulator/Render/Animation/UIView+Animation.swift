// UIView.animate: the block's model changes become render-server animations.
import Foundation

extension UIView {
    /// Animates the changes `animations` makes to views' frames, alpha, background colours and
    /// corner radii (facts 38, 39).
    ///
    /// The model values change at once (reading `frame` right after gives the final value);
    /// the render server moves the presentation from the old values to the new ones over
    /// `duration` seconds with an ease-in-ease-out curve, starting with the next commit.
    /// Frames set by a `layoutIfNeeded()` inside the block are captured too. `completion(true)`
    /// runs on the main run loop in the first frame after the animations end.
    public static func animate(
        _ simulation: Simulation, withDuration duration: Double, delay: Double = 0, animations: () throws -> Void,
        completion: ((Bool) throws -> Void)? = nil
    ) throws {
        try animate(
            context: simulation.context, withDuration: duration, delay: delay, animations: animations,
            completion: completion)
    }

    /// `animate` for UIKit's own animated updates (a table's batch updates).
    static func animate(
        context: SimulationContext, withDuration duration: Double, delay: Double = 0, animations: () throws -> Void,
        completion: ((Bool) throws -> Void)? = nil
    ) throws {
        let render = context.render
        let seq = context.trace.record(
            level: .uikit, receiver: "UIView", method: "animate", cause: context.currentCause, reason: "explicit",
            text: "duration \(UIView.format(CGFloat(duration))) s")
        let changes = try capturingChanges(context, cause: seq, animations)
        let group = AnimationGroup(seq: seq, completion: completion)
        render.groups.append(group)
        render.needFrameWork()
        // Inside `performWithoutAnimation` UIKit's animations are disabled: the changes apply at once.
        let seconds = duration.isFinite && render.animationsDisabledDepth == 0 ? max(0, duration) : 0
        let wait = delay.isFinite ? max(0, delay) : 0
        for (layer, change) in changes {
            let from = render.startValues(of: layer, change)
            let animationSeq = context.trace.record(
                level: .calayer, receiver: layer.traceName, method: "addAnimation", cause: .event(seq),
                reason: "animateBlock",
                text: "\(UIView.format(CGFloat(seconds))) s")
            render.animations.append(
                LayerAnimation(
                    layer: layer.render.serial, name: layer.ownerName, from: from, to: change.to, beginTime: nil,
                    delay: wait * 1000, duration: seconds * 1000, curve: .easeInOut, group: seq, seq: animationSeq))
        }
    }

    /// Runs an animation block (`animations`, caused by event `cause`) and returns what it
    /// changed on views' layers: each layer with its old and new values, in layer order. A view's
    /// layer animates only inside a block, so its changes are found by comparing model values;
    /// what a `performWithoutAnimation` block inside set is where the animation starts.
    static func capturingChanges(
        _ context: SimulationContext, cause seq: Int, _ animations: () throws -> Void
    ) throws -> [(CALayer, (from: AnimatedValues, to: AnimatedValues))] {
        let render = context.render
        var before: [ObjectIdentifier: (CALayer, AnimatedValues)] = [:]
        for window in context.liveWindows { snapshotViewLayers(window.layer, into: &before) }
        render.animationBlockDepth += 1
        defer {
            render.animationBlockDepth -= 1
            if render.animationBlockDepth == 0 { render.unanimatedValues = [:] }
        }
        try context.trace.call(
            level: .uikit, receiver: "UIView", method: "animations", cause: .event(seq), reason: "block"
        ) { _ in
            try animations()
        }
        var changes: [(CALayer, (from: AnimatedValues, to: AnimatedValues))] = []
        for (_, entry) in before.sorted(by: { $0.value.0.render.serial < $1.value.0.render.serial }) {
            let layer = entry.0
            var old = entry.1
            if let unanimated = render.unanimatedValues[ObjectIdentifier(layer)] { old.merge(unanimated) }
            guard layer.delegate != nil, let change = AnimatedValues(of: layer).changes(from: old) else { continue }
            if layer.render.serial == 0 { layer.render.serial = render.nextSerial() }
            changes.append((layer, change))
        }
        return changes
    }

    /// Runs `actions` with UIKit's animations disabled (`UIView.performWithoutAnimation`): its
    /// changes apply without animating even inside an animation block, and a `UIView.animate`
    /// inside it applies its changes at once.
    public static func performWithoutAnimation(_ simulation: Simulation, _ actions: () throws -> Void) throws {
        let context = simulation.context
        let render = context.render
        let seq = context.trace.record(
            level: .uikit, receiver: "UIView", method: "performWithoutAnimation", cause: context.currentCause,
            reason: "explicit")
        var before: [ObjectIdentifier: (CALayer, AnimatedValues)] = [:]
        let nested = render.animationBlockDepth > 0
        if nested { for window in context.liveWindows { snapshotViewLayers(window.layer, into: &before) } }
        render.animationsDisabledDepth += 1
        defer { render.animationsDisabledDepth -= 1 }
        try context.trace.call(
            level: .uikit, receiver: "UIView", method: "actionsWithoutAnimation", cause: .event(seq), reason: "block"
        ) { _ in try actions() }
        guard nested else { return }
        for (id, entry) in before {
            guard let change = AnimatedValues(of: entry.0).changes(from: entry.1) else { continue }
            render.unanimatedValues[id, default: AnimatedValues()].merge(change.to)
        }
    }

    private static func snapshotViewLayers(
        _ layer: CALayer, into values: inout [ObjectIdentifier: (CALayer, AnimatedValues)]
    ) {
        if layer.delegate != nil {
            if layer.render.serial == 0 { layer.render.serial = layer.context.render.nextSerial() }
            values[ObjectIdentifier(layer)] = (layer, AnimatedValues(of: layer))
        }
        for sublayer in layer.sublayers { snapshotViewLayers(sublayer, into: &values) }
    }

    /// The frame the screen shows now: the model `frame`, or where a running animation has
    /// moved it (`layer.presentation()?.frame` in UIKit).
    public var presentationFrame: CGRect {
        layer.presentationFrame
    }
}

extension CALayer {
    /// Whether a commit has sent the layer to the render server as part of a window's tree;
    /// until then UIKit's `presentation()` is nil (CALayer.h `presentationLayer`).
    public var hasBeenCommitted: Bool { render.committed }

    /// The frame the screen shows at the current simulated time: where a running animation has
    /// moved the layer, else the frame the last commit sent. A change not yet committed (a
    /// `position` set, a `UIView.animate` that has returned, an implicit animation the commit
    /// has still to add) does not show: CALayer.h, `presentationLayer`, "properties as they were
    /// at the start of the current transaction". A layer never committed shows its model frame.
    public var presentationFrame: CGRect {
        guard render.committed else { return frame }
        if render.serial != 0,
            let values = context.render.presentationValues(serial: render.serial, at: context.clock.now),
            let frame = values.frame
        {
            return frame
        }
        return render.committedFrame
    }

    /// The opacity the screen shows at the current simulated time (as `presentationFrame`).
    public var presentationOpacity: Float {
        guard render.committed else { return opacity }
        if render.serial != 0,
            let values = context.render.presentationValues(serial: render.serial, at: context.clock.now),
            let opacity = values.opacity
        {
            return Float(opacity)
        }
        return render.committedOpacity
    }
}
