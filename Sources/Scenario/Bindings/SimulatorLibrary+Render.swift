import Foundation
import Simulator

/// The render half of the simulator (docs/rendering.md): the `display` global and its frame
/// records, CALayer's render properties, drawing inside `draw(_:)`, `UIView.animate`,
/// `CADisplayLink`, `UIScrollView` and `UIVisualEffectView`.
extension SimulatorLibrary {
    /// The host types this file binds, for registration and tear-down.
    var renderTypes: [NativeType] {
        [scrollView, effectView, bezierPath, cgPath, displayLink, display, frameRecord, offscreenPass]
    }

    func installRender(into interpreter: Interpreter) {
        for type in [scrollView, effectView, bezierPath, cgPath, displayLink] {
            interpreter.register(type)
        }
        interpreter.defineGlobal("display", .host(display, simulation.display))
        installDisplay()
        installLayerRendering()
        installDrawing(into: interpreter)
        installAnimation()
        installRenderViews()
    }

    // MARK: Display (facts 35, 36, 37)

    private func installDisplay() {
        let simulation = self.simulation
        func d(_ value: Value) throws -> Display { try Self.object(value, Display.self, "the display") }
        display.property("refreshRate", get: { _, this in .int(try d(this).refreshRate) },
                         set: { _, _, value in
                             let rate = try Convert.int(value, "'refreshRate'")
                             guard rate == 60 || rate == 120 else {
                                 throw NativeError(.runtime, "the display refreshes at 60 or 120 Hz, not \(rate)")
                             }
                             // The frame grid is fixed once a commit has reached the display.
                             guard simulation.display.frames.isEmpty, simulation.trace.commits == 0 else {
                                 throw NativeError(.runtime, "display.refreshRate can only be set before the first commit",
                                                   hint: "set it on the scenario's first line, or run with --refresh-rate 120")
                             }
                             simulation.refreshRate = rate
                         })
        display.property("frameDurationMs") { _, this in .double(try d(this).frameDurationMs) }
        display.property("framesPresented") { _, this in .int(try d(this).framesPresented) }
        display.property("hitches") { _, this in .int(try d(this).hitches) }
        display.property("hitchTimeMs") { _, this in .double(try d(this).hitchTimeMs) }
        display.property("hitchTimeRatio") { _, this in .double(try d(this).hitchTimeRatio) }
        display.property("droppedFrames") { _, this in .int(try d(this).droppedFrames) }
        display.property("hitchRating") { _, this in .symbol(try d(this).hitchRating.rawValue) }
        display.property("buffering") { _, this in .symbol(try d(this).buffering.rawValue) }
        display.property("allowsTripleBuffering", get: { _, this in .bool(try d(this).allowsTripleBuffering) },
                         set: { _, this, value in try d(this).allowsTripleBuffering = try Convert.bool(value, "the flag") })
        // What lessons ask most ("how many offscreen passes?"): the latest presented frame's count, 0 before any.
        display.property("lastFrameOffscreenPasses") { _, this in .int(try d(this).frames.last?.offscreenPasses.count ?? 0) }
        display.property("frames") { _, this in .array(try d(this).frames.map { .host(self.frameRecord, HostValue($0)) }) }
        // The app's drawing memory: every backing store in the window (fact 31).
        display.property("backingStoreBytes") { _, _ in .int(simulation.backingStoreBytes) }
        // The composited picture of the latest commit, as a color at a point (nil before the first commit).
        display.method("color", ["at"]) { _, _, args in
            let point = try Convert.point(args[0], "'at'")
            // The screen is the window's size, whether or not a frame has been composited yet.
            let screen = simulation.framebuffer?.pointSize ?? simulation.window.bounds.size
            guard point.x >= 0, point.y >= 0, point.x < screen.width, point.y < screen.height else {
                throw NativeError(.runtime, "(\(Double(point.x)), \(Double(point.y))) is outside the \(Int(screen.width))×\(Int(screen.height)) screen")
            }
            guard let framebuffer = simulation.framebuffer else { return .null }
            let c = framebuffer.color(at: point)
            return .host(self.color, HostValue(UIColor(red: Double(c.r) / 255, green: Double(c.g) / 255, blue: Double(c.b) / 255,
                                                       alpha: Double(c.a) / 255)))
        }
        display.describe = { _ in "display" }

        func f(_ value: Value) throws -> FrameRecord { try Self.hostValue(value, FrameRecord.self, "the frame record") }
        frameRecord.property("number") { _, this in .int(try f(this).number) }
        frameRecord.property("mainThreadMs") { _, this in .double(try f(this).mainThreadMs) }
        frameRecord.property("renderMs") { _, this in .double(try f(this).renderMs) }
        frameRecord.property("renderPrepareMs") { _, this in .double(try f(this).renderPrepareMs) }
        frameRecord.property("renderExecuteMs") { _, this in .double(try f(this).renderExecuteMs) }
        frameRecord.property("presentMs") { _, this in .double(try f(this).presentMs) }
        frameRecord.property("presentVSync") { _, this in .int(try f(this).presentVSync) }
        frameRecord.property("hitchMs") { _, this in .double(try f(this).hitchMs) }
        frameRecord.property("isHitch") { _, this in .bool(try f(this).isHitch) }
        frameRecord.property("hitchCause") { _, this in .symbol(try f(this).hitchCause.rawValue) }
        frameRecord.property("buffering") { _, this in .symbol(try f(this).buffering.rawValue) }
        frameRecord.property("layers") { _, this in .int(try f(this).layers) }
        frameRecord.property("offscreenPasses") { _, this in
            .array(try f(this).offscreenPasses.map { .host(self.offscreenPass, HostValue($0)) })
        }
        frameRecord.describe = { object in (object as? HostValue<FrameRecord>).map { "frame \($0.value.number)" } ?? "FrameRecord" }
        frameRecord.equals = { ($0 as? HostValue<FrameRecord>)?.value == ($1 as? HostValue<FrameRecord>)?.value }

        func o(_ value: Value) throws -> OffscreenPass { try Self.hostValue(value, OffscreenPass.self, "the offscreen pass") }
        offscreenPass.property("layer") { _, this in .string(try o(this).layer) }
        offscreenPass.property("reason") { _, this in .symbol(try o(this).reason.rawValue) }
        offscreenPass.property("pixels") { _, this in .int(try o(this).pixels) }
        offscreenPass.describe = { ($0 as? HostValue<OffscreenPass>)?.value.description ?? "OffscreenPass" }
        offscreenPass.equals = { ($0 as? HostValue<OffscreenPass>)?.value == ($1 as? HostValue<OffscreenPass>)?.value }
    }

    // MARK: CALayer's render properties (facts 31, 34, 37, 38)

    private func installLayerRendering() {
        func l(_ value: Value) throws -> CALayer { try Self.object(value, CALayer.self, "the layer") }
        layer.property("shadowOpacity", get: { _, this in .double(Double(try l(this).shadowOpacity)) },
                       set: { _, this, value in try l(this).shadowOpacity = Float(try Convert.double(value, "'shadowOpacity'")) })
        layer.property("shadowRadius", get: { _, this in .double(Double(try l(this).shadowRadius)) },
                       set: { _, this, value in try l(this).shadowRadius = try Convert.double(value, "'shadowRadius'") })
        layer.property("shadowOffset", get: { _, this in .size(try l(this).shadowOffset) },
                       set: { _, this, value in try l(this).shadowOffset = try Convert.size(value, "'shadowOffset'") })
        layer.property("shadowColor", get: { _, this in try l(this).shadowColor.map { .host(self.color, HostValue($0)) } ?? .null },
                       set: { i, this, value in try l(this).shadowColor = try self.optionalColor(i, value) })
        layer.property("shadowPath", get: { _, this in try l(this).shadowPath.map { .host(self.cgPath, $0) } ?? .null },
                       set: { _, this, value in try l(this).shadowPath = try self.optionalPath(value, "'shadowPath'") })
        layer.property("mask", get: { i, this in self.wrap(i, try l(this).mask) },
                       set: { _, this, value in
                           let mask = try Self.optionalObject(value, CALayer.self, "'mask'")
                           let target = try l(this)
                           guard mask !== target else { throw NativeError(.runtime, "a layer cannot be its own mask") }
                           target.mask = mask
                       })
        layer.property("allowsGroupOpacity", get: { _, this in .bool(try l(this).allowsGroupOpacity) },
                       set: { _, this, value in try l(this).allowsGroupOpacity = try Convert.bool(value, "the flag") })
        layer.property("backingStoreBytes") { _, this in .int(try l(this).backingStoreBytes) }
        layer.property("presentationFrame") { _, this in .rect(try l(this).presentationFrame) }
        layer.property("presentationOpacity") { _, this in .double(Double(try l(this).presentationOpacity)) }
        func v(_ value: Value) throws -> UIView { try Self.object(value, UIView.self, "the view") }
        view.property("presentationFrame") { _, this in .rect(try v(this).presentationFrame) }
    }

    /// A `CGPath` (`UIBezierPath(…).cgPath`), a `UIBezierPath`, or nil.
    private func optionalPath(_ value: Value, _ what: String) throws -> UIBezierPath? {
        if value.isNone { return nil }
        if case .host(_, let object) = value, let path = object as? UIBezierPath { return path }
        throw NativeError(.type, "expected a CGPath for \(what), found a value of type \(value.typeName)",
                          hint: "make one with UIBezierPath(rect:).cgPath or UIBezierPath(roundedRect:cornerRadius:).cgPath")
    }

    // MARK: Drawing inside draw(_:) (facts 29, 33)

    private func installDrawing(into interpreter: Interpreter) {
        func c(_ value: Value) throws -> UIColor { try Self.hostValue(value, UIColor.self, "the color") }
        // Outside draw(_:) there is no current context and these draw nothing, as in UIKit.
        color.method("setFill", []) { _, this, _ in try c(this).setFill(); return .void }
        color.method("setStroke", []) { _, this, _ in try c(this).setStroke(); return .void }
        color.method("set", []) { _, this, _ in try c(this).set(); return .void }
        interpreter.defineFunction("UIRectFill", [NativeFunction([nil]) { _, _, args in
            UIRectFill(try Convert.rect(args[0], "the rectangle"))
            return .void
        }])
        interpreter.defineFunction("UIRectFrame", [NativeFunction([nil]) { _, _, args in
            UIRectFrame(try Convert.rect(args[0], "the rectangle"))
            return .void
        }])

        func p(_ value: Value) throws -> UIBezierPath { try Self.object(value, UIBezierPath.self, "the path") }
        bezierPath.initializer(["rect"]) { _, _, args in .host(self.bezierPath, UIBezierPath(rect: try Convert.rect(args[0], "'rect'"))) }
        bezierPath.initializer(["roundedRect", "cornerRadius"]) { _, _, args in
            .host(self.bezierPath, UIBezierPath(roundedRect: try Convert.rect(args[0], "'roundedRect'"),
                                                cornerRadius: try Convert.double(args[1], "'cornerRadius'")))
        }
        bezierPath.initializer(["ovalIn"]) { _, _, args in .host(self.bezierPath, UIBezierPath(ovalIn: try Convert.rect(args[0], "'ovalIn'"))) }
        bezierPath.property("lineWidth", get: { _, this in .double(Double(try p(this).lineWidth)) },
                            set: { _, this, value in
                                let width = try Convert.double(value, "'lineWidth'")
                                guard width >= 0, width.isFinite else { throw NativeError(.runtime, "'lineWidth' must be 0 or more, not \(width)") }
                                try p(this).lineWidth = width
                            })
        bezierPath.property("bounds") { _, this in .rect(try p(this).bounds) }
        bezierPath.property("cgPath") { _, this in .host(self.cgPath, try p(this)) }
        bezierPath.method("fill", []) { _, this, _ in try p(this).fill(); return .void }
        bezierPath.method("stroke", []) { _, this, _ in try p(this).stroke(); return .void }
        bezierPath.describe = { ($0 as? UIBezierPath).map { "UIBezierPath(" + Self.describe($0.shape) + ")" } ?? "UIBezierPath" }
        // A CGPath is the same shape, read-only: it only goes to `shadowPath`.
        cgPath.property("boundingBox") { _, this in .rect(try p(this).bounds) }
        cgPath.describe = { ($0 as? UIBezierPath).map { "CGPath(" + Self.describe($0.shape) + ")" } ?? "CGPath" }
    }

    /// A path's shape as the initializer that made it, rectangles printed as Swift prints a `CGRect`.
    static func describe(_ shape: PathShape) -> String {
        func rect(_ r: CGRect) -> String { ScenarioValue.rect(r).description }
        switch shape {
        case .rect(let r): return "rect: " + rect(r)
        case .roundedRect(let r, let radius): return "roundedRect: \(rect(r)), cornerRadius: \(Double(radius))"
        case .oval(let r): return "ovalIn: " + rect(r)
        }
    }

    // MARK: Animations and display links (facts 38, 39, 40)

    private func installAnimation() {
        let simulation = self.simulation
        let animate: NativeFunction.Body = { i, _, args in
            let duration = try Convert.double(args[0], "'withDuration'")
            let delay = args[1].isNone ? 0 : try Convert.double(args[1], "'delay'")
            // UIKit takes any duration: 0 or less applies the changes without animating (the simulator clamps).
            let block = try Convert.closure(args[2], "'animations'")
            let completion = args[3].isNone ? nil : try Convert.closure(args[3], "'completion'")
            try Self.uikit {
                try UIView.animate(simulation, withDuration: duration, delay: delay, animations: {
                    _ = try i.callback(block, [])
                }, completion: completion.map { completion in
                    // Weak: the completion waits in the simulation, which the interpreter owns.
                    { [weak i] finished in _ = try i?.callback(completion, [.bool(finished)]) }
                })
            }
            return .void
        }
        // Separate overloads, so a trailing closure lands on `animations`, never on `delay`.
        view.staticMethod("animate", ["withDuration", "animations"]) { i, this, args in
            try animate(i, &this, [args[0], .null, args[1], .null])
        }
        view.staticMethod("animate", ["withDuration", "animations", "completion"]) { i, this, args in
            try animate(i, &this, [args[0], .null, args[1], args[2]])
        }
        view.staticMethod("animate", ["withDuration", "delay", "animations", "completion"], required: 3) { i, this, args in
            try animate(i, &this, args)
        }

        nameable(displayLink)
        displayLink.nameObject = { _, object, name in (object as? CADisplayLink)?.traceName = name }
        displayLink.describe = { ($0 as? CADisplayLink)?.traceName ?? "CADisplayLink" }
        func link(_ value: Value) throws -> CADisplayLink { try Self.object(value, CADisplayLink.self, "the display link") }
        // `CADisplayLink(target:selector:)` needs selectors; the closure form takes their place.
        displayLink.initializer([nil]) { i, _, args in
            try i.noteObjectCreated()
            let callback = try Convert.closure(args[0], "the display link's closure")
            let made = CADisplayLink(simulation) { [weak i] link in
                guard let i else { return }
                _ = try i.callback(callback, [i.wrap(link, as: self.displayLink)])
            }
            return .host(self.displayLink, made)
        }
        displayLink.method("add", ["to"]) { _, this, args in
            try link(this).add(to: try Self.object(args[0], MainRunLoop.self, "'to'"))
            return .void
        }
        displayLink.method("invalidate", []) { _, this, _ in try link(this).invalidate(); return .void }
        displayLink.property("isPaused", get: { _, this in .bool(try link(this).isPaused) },
                             set: { _, this, value in try link(this).isPaused = try Convert.bool(value, "'isPaused'") })
        // UIKit gives these in seconds.
        displayLink.property("timestamp") { _, this in .double(try link(this).timestamp / 1000) }
        displayLink.property("targetTimestamp") { _, this in .double(try link(this).targetTimestamp / 1000) }
        displayLink.property("duration") { _, this in .double(try link(this).duration / 1000) }
        displayLink.property("fireCount") { _, this in .int(try link(this).fireCount) }
    }

    // MARK: UIScrollView, UIVisualEffectView (facts 37, 40)

    private func installRenderViews() {
        let simulation = self.simulation
        nameable(scrollView)
        nameable(effectView)
        func s(_ value: Value) throws -> UIScrollView { try Self.object(value, UIScrollView.self, "the scroll view") }
        scrollView.initializer(["frame"]) { i, _, args in
            try i.noteObjectCreated()
            return .host(self.scrollView, UIScrollView(simulation, frame: try Convert.rect(args[0], "'frame'")))
        }
        scrollView.property("contentSize", get: { _, this in .size(try s(this).contentSize) },
                            set: { _, this, value in try s(this).contentSize = try Convert.size(value, "'contentSize'") })
        scrollView.property("contentOffset", get: { _, this in .point(try s(this).contentOffset) },
                            set: { _, this, value in try s(this).contentOffset = try Convert.point(value, "'contentOffset'") })
        scrollView.property("isScrolling") { _, this in .bool(try s(this).isScrolling) }
        scrollView.method("scroll", ["velocity", "frames"]) { _, this, args in
            let velocity = try Convert.point(args[0], "'velocity'")
            let frames = try Convert.int(args[1], "'frames'")
            guard velocity.x.isFinite, velocity.y.isFinite, (0...100_000).contains(frames) else {
                throw NativeError(.runtime, "scroll(velocity:frames:) takes a finite velocity and 0…100000 frames")
            }
            try s(this).scroll(velocity: velocity, frames: frames)
            return .void
        }

        func e(_ value: Value) throws -> UIVisualEffectView { try Self.object(value, UIVisualEffectView.self, "the effect view") }
        effectView.initializer(["frame"]) { i, _, args in
            try i.noteObjectCreated()
            return .host(self.effectView, UIVisualEffectView(simulation, frame: try Convert.rect(args[0], "'frame'"), blurRadius: 20))
        }
        effectView.property("blurRadius", get: { _, this in .double(Double(try e(this).blurRadius)) },
                            set: { _, this, value in try e(this).blurRadius = try Convert.double(value, "'blurRadius'") })
    }
}
