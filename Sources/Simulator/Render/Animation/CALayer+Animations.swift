// add(_:forKey:), animation(forKey:), removeAnimation(forKey:): the layer's explicit animations.
import Foundation

/// An explicit animation attached to a layer, as the app sees it (`animation(forKey:)`).
struct AttachedAnimation {
    var key: String?
    /// The copy the layer holds.
    var animation: CAAnimation
    /// Its number in the render system (`LayerAnimation.number`).
    var number: Int
}

extension CALayer {
    /// Attaches a copy of `animation` under `key`, replacing an animation with the same key
    /// (CALayer.h `addAnimation:forKey:`). The model value does not change: the render server
    /// shows the animation on top of it (fact 70). A duration of 0 or less becomes the
    /// transaction's animation duration (0.25 s by default).
    public func add(_ animation: CABasicAnimation, forKey key: String?) throws {
        let copy = animation.copy()
        if copy.duration <= 0 { copy.duration = context.transaction.actionSettings.animationDuration }
        let system = context.render
        let serial = system.serialIfNeeded(self)
        if let key, system.attachedIndex(of: self, key: key) != nil { removeAnimation(forKey: key) }
        let (from, to) = try explicitEnds(animation.keyPath, copy as? CABasicAnimation ?? animation)
        let seconds = copy.duration
        let seq = context.trace.record(
            level: .calayer, receiver: traceName, method: "addAnimation", cause: context.currentCause,
            reason: "explicit",
            text: "\(animation.keyPath), \(UIView.format(CGFloat(seconds))) s" + (key.map { ", key \"\($0)\"" } ?? ""))
        var layerAnimation = LayerAnimation(
            layer: serial, name: ownerName, from: from, to: to, beginTime: nil, delay: 0,
            duration: seconds * 1000, curve: copy.timingFunction ?? .linear, group: nil, seq: seq)
        layerAnimation.explicit = true
        layerAnimation.requestedBegin = copy.beginTime > 0 ? copy.beginTime * 1000 : nil
        layerAnimation.fillsBackwards = copy.fillMode == .backwards || copy.fillMode == .both
        layerAnimation.fillsForwards = copy.fillMode == .forwards || copy.fillMode == .both
        layerAnimation.persists = !copy.isRemovedOnCompletion
        layerAnimation.spring = (copy as? CASpringAnimation)?.spring
        layerAnimation.target = self
        let number = system.add(layerAnimation)
        if copy.isRemovedOnCompletion { system.explicitEnds.append((number, WeakBox(value: self), nil, seq)) }
        system.watchDelegate(of: copy, number: number, seq: seq)
        render.attached.append(AttachedAnimation(key: key, animation: copy, number: number))
        system.needFrameWork()
        context.transaction.touch(cause: .event(seq))
    }

    /// The animation attached under `key`, nil when none is (or it has been removed).
    public func animation(forKey key: String) -> CAAnimation? {
        render.attached.first { $0.key == key }?.animation
    }

    /// The keys of the attached animations, in the order they were added.
    public func animationKeys() -> [String]? {
        let keys = render.attached.compactMap(\.key)
        return keys.isEmpty ? nil : keys
    }

    /// Detaches the animation under `key`: the presentation goes back to the model value.
    public func removeAnimation(forKey key: String) {
        guard let index = context.render.attachedIndex(of: self, key: key) else { return }
        detach(at: index, reason: "explicit")
    }

    /// Detaches every explicit animation.
    public func removeAllAnimations() {
        while !render.attached.isEmpty { detach(at: 0, reason: "explicit") }
    }

    private func detach(at index: Int, reason: String) {
        let attached = render.attached.remove(at: index)
        context.render.catchUpAnimationFrames()
        context.render.animations.removeAll { $0.number == attached.number }
        context.render.delegateAnimationInterrupted(number: attached.number)
        context.trace.record(
            level: .calayer, receiver: traceName, method: "removeAnimation", cause: context.currentCause,
            reason: reason,
            text: attached.key.map { "key \"\($0)\"" })
        context.transaction.touch(cause: context.currentCause)
    }

    /// The from and to values of an explicit animation of `keyPath`, over the layer's model
    /// values (CAAnimation.h, CABasicAnimation: a nil `fromValue` starts at the presentation
    /// value, a nil `toValue` ends at the current value; `byValue` adds to the other).
    private func explicitEnds(_ keyPath: String, _ animation: CABasicAnimation) throws -> (
        AnimatedValues, AnimatedValues
    ) {
        let current = context.render.presentationValues(serial: render.serial, at: context.clock.now)
        let presented = AnimatedValues(
            frame: current?.frame ?? presentationFrame, opacity: current?.opacity ?? Double(presentationOpacity),
            backgroundColor: current?.backgroundColor ?? backgroundColor?.rgba,
            cornerRadius: current?.cornerRadius ?? cornerRadius)
        let model = AnimatedValues(of: self)
        func read(_ values: AnimatedValues) -> AnimationValue? {
            CALayer.read(keyPath, from: values, anchor: anchorPoint)
        }
        let start = read(presented)
        let end = read(model)
        var from = animation.fromValue
        var to = animation.toValue
        if let by = animation.byValue {
            if let f = from, to == nil {
                to = CALayer.add(f, by)
            } else if let t = to, from == nil {
                from = CALayer.add(t, CALayer.negate(by))
            } else if from == nil, to == nil, let s = start {
                from = s; to = CALayer.add(s, by)
            }
        }
        let fromValue = from ?? start
        let toValue = to ?? (animation.fromValue != nil ? end : end)
        guard let fromValue, let toValue else {
            throw SimulatedException.internalInconsistency("\(keyPath) cannot be animated by the render model")
        }
        return (
            CALayer.write(fromValue, keyPath, over: model, anchor: anchorPoint),
            CALayer.write(toValue, keyPath, over: model, anchor: anchorPoint)
        )
    }

    /// The value of `keyPath` in `values`.
    static func read(_ keyPath: String, from values: AnimatedValues, anchor: CGPoint) -> AnimationValue? {
        let frame = values.frame ?? .zero
        let position = CGPoint(x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
        switch keyPath {
        case "opacity": return values.opacity.map { .number($0) }
        case "position": return .point(position)
        case "position.x": return .number(Double(position.x))
        case "position.y": return .number(Double(position.y))
        case "bounds": return .rect(CGRect(origin: .zero, size: frame.size))
        case "bounds.size": return .size(frame.size)
        case "bounds.size.width": return .number(Double(frame.width))
        case "bounds.size.height": return .number(Double(frame.height))
        case "cornerRadius": return values.cornerRadius.map { .number(Double($0)) }
        case "backgroundColor": return .color(values.backgroundColor ?? RGBA(0, 0, 0, 0))
        default: return nil
        }
    }

    /// `model` with `keyPath` set to `value`, only the properties the key path touches (the
    /// frame keeps the position when the size changes, as bounds changes do).
    static func write(_ value: AnimationValue, _ keyPath: String, over model: AnimatedValues, anchor: CGPoint)
        -> AnimatedValues
    {
        let frame = model.frame ?? .zero
        var position = CGPoint(x: frame.minX + frame.width * anchor.x, y: frame.minY + frame.height * anchor.y)
        var size = frame.size
        var out = AnimatedValues()
        func number(_ v: AnimationValue) -> CGFloat {
            switch v {
            case .number(let n): return CGFloat(n)
            case .point(let p): return p.x
            case .size(let s): return s.width
            case .rect(let r): return r.width
            case .color: return 0
            }
        }
        switch (keyPath, value) {
        case ("opacity", _): out.opacity = Double(number(value))
        case ("cornerRadius", _): out.cornerRadius = number(value)
        case ("backgroundColor", .color(let c)): out.backgroundColor = c
        case ("position", .point(let p)): position = p
        case ("position.x", _): position.x = number(value)
        case ("position.y", _): position.y = number(value)
        case ("bounds", .rect(let r)): size = r.size
        case ("bounds.size", .size(let s)): size = s
        case ("bounds.size.width", _): size.width = number(value)
        case ("bounds.size.height", _): size.height = number(value)
        default: break
        }
        if keyPath.hasPrefix("position") || keyPath.hasPrefix("bounds") {
            out.frame = CGRect(
                x: position.x - size.width * anchor.x, y: position.y - size.height * anchor.y, width: size.width,
                height: size.height)
        }
        return out
    }

    static func add(_ a: AnimationValue, _ b: AnimationValue) -> AnimationValue {
        switch (a, b) {
        case (.number(let x), .number(let y)): return .number(x + y)
        case (.point(let p), .point(let q)): return .point(CGPoint(x: p.x + q.x, y: p.y + q.y))
        case (.size(let s), .size(let t)): return .size(CGSize(width: s.width + t.width, height: s.height + t.height))
        default: return a
        }
    }

    static func negate(_ a: AnimationValue) -> AnimationValue {
        switch a {
        case .number(let x): return .number(-x)
        case .point(let p): return .point(CGPoint(x: -p.x, y: -p.y))
        case .size(let s): return .size(CGSize(width: -s.width, height: -s.height))
        default: return a
        }
    }
}
