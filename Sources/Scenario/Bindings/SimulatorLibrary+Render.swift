import Foundation
import Simulator

/// The render half of the simulator (docs/rendering.md): the `display` global and its frame
/// records, CALayer's render properties, drawing inside `draw(_:)`, `UIView.animate`,
/// `CADisplayLink`, `UIScrollView` and `UIVisualEffectView`.
extension SimulatorLibrary {
    /// The host types this file binds, for registration and tear-down.
    var renderTypes: [NativeType] {
        [
            scrollView, effectView, bezierPath, cgPath, displayLink, display, frameRecord, offscreenPass,
            presentationLayer, cgContext, cgColor,
            cgImage, screen,
        ]
    }

    func installRender(into registrations: BindingRegistrations) {
        for type in [scrollView, effectView, bezierPath, cgPath, displayLink, cgContext, cgColor] {
            registrations.register(type)
        }
        registrations.defineRunGlobal("display") { .host(self.display, $0.display) }
        installDisplay()
        installLayerRendering()
        installDrawing(into: registrations)
        installAnimation()
        installRenderViews()
    }

    // MARK: Display (facts 35, 36, 37)

    func installDisplay() {
        func d(_ value: Value) throws -> Display { try Self.object(value, Display.self, "the display") }
        display.property(
            "refreshRate", get: { _, this in .int(try d(this).refreshRate) },
            set: { _, _, value in
                let rate = try Convert.int(value, "'refreshRate'")
                guard rate == 60 || rate == 120 else {
                    throw NativeError(.runtime, "the display refreshes at 60 or 120 Hz, not \(rate)")
                }
                // The frame grid is fixed once a commit has reached the display.
                guard self.simulation.display.frames.isEmpty, self.simulation.trace.commits == 0 else {
                    throw NativeError(
                        .runtime, "display.refreshRate can only be set before the first commit",
                        hint: "set it on the scenario's first line, or run with --refresh-rate 120")
                }
                self.simulation.refreshRate = rate
            })
        display.property("frameDurationMs") { _, this in .double(try d(this).frameDurationMs) }
        display.property("framesPresented") { _, this in .int(try d(this).framesPresented) }
        display.property("hitches") { _, this in .int(try d(this).hitches) }
        display.property("hitchTimeMs") { _, this in .double(try d(this).hitchTimeMs) }
        display.property("hitchTimeRatio") { _, this in .double(try d(this).hitchTimeRatio) }
        display.property("droppedFrames") { _, this in .int(try d(this).droppedFrames) }
        display.property("hitchRating") { _, this in .symbol(try d(this).hitchRating.rawValue) }
        display.property("buffering") { _, this in .symbol(try d(this).buffering.rawValue) }
        // The Info.plist key CADisableMinimumFrameDurationOnPhone (fact 75), before the first commit.
        display.property(
            "disablesMinimumFrameDurationOnPhone",
            get: { _, this in .bool(try d(this).disablesMinimumFrameDurationOnPhone) },
            set: { _, this, value in
                try d(this).disablesMinimumFrameDurationOnPhone = try Convert.bool(value, "the flag")
            })
        display.property(
            "allowsTripleBuffering", get: { _, this in .bool(try d(this).allowsTripleBuffering) },
            set: { _, this, value in try d(this).allowsTripleBuffering = try Convert.bool(value, "the flag") })
        // What lessons ask most ("how many offscreen passes?"): the latest presented frame's count, 0 before any.
        display.property("lastFrameOffscreenPasses") { _, this in
            .int(try d(this).frames.last?.offscreenPasses.count ?? 0)
        }
        display.property("frames") { _, this in
            .array(try d(this).frames.map { .host(self.frameRecord, HostValue($0)) })
        }
        // The app's drawing memory: every backing store in the window (fact 31).
        display.property("backingStoreBytes") { _, _ in .int(self.simulation.backingStoreBytes) }
        // Image buffers decoded so far, by commits and by preparing (facts 3, 76).
        display.property("decodedImageBytes") { _, _ in .int(self.simulation.decodedImageBytes) }
        // The composited picture of the latest commit, as a color at a point (nil before the first commit).
        display.method("color", ["at"]) { i, _, args in
            let point = try Convert.point(args[0], "'at'")
            // The screen is the window's size, whether or not a frame has been composited yet.
            let screen = self.simulation.framebuffer?.pointSize ?? self.simulation.window.bounds.size
            guard point.x >= 0, point.y >= 0, point.x < screen.width, point.y < screen.height else {
                throw NativeError(
                    .runtime,
                    "(\(Double(point.x)), \(Double(point.y))) is outside the \(Int(screen.width))×\(Int(screen.height)) screen"
                )
            }
            guard let framebuffer = self.simulation.framebuffer else { return .null }
            // Compositing past its work limit (or the time limit) ends the run here, at this call.
            try self.simulation.budget.check()
            let c = framebuffer.color(at: point)
            // The screen holds 8-bit colours, so `.gray` (white 0.5) reads back as 128/255. A pixel
            // equal in 8 bits to a named colour comes back as that colour, so `== .gray` holds.
            for name in self.color.staticProperties.keys.sorted() {
                if let make = self.color.staticProperties[name], case .host(_, let object) = try make(i),
                    let named = object as? HostValue<UIColor>, named.value.rgba == c
                {
                    return .host(self.color, named)
                }
            }
            return .host(
                self.color,
                HostValue(
                    UIColor(
                        red: Double(c.r) / 255, green: Double(c.g) / 255, blue: Double(c.b) / 255,
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
        frameRecord.property("blendedPixels") { _, this in .int(try f(this).blendedPixels) }
        frameRecord.property("blendedLayers") { _, this in .array(try f(this).blendedLayers.map { .string($0) }) }
        frameRecord.property("rasterCacheHits") { _, this in .array(try f(this).rasterCacheHits.map { .string($0) }) }
        frameRecord.property("rasterCacheMisses") { _, this in .array(try f(this).rasterCacheMisses.map { .string($0) })
        }
        frameRecord.property("offscreenPasses") { _, this in
            .array(try f(this).offscreenPasses.map { .host(self.offscreenPass, HostValue($0)) })
        }
        frameRecord.describe = { object in
            (object as? HostValue<FrameRecord>).map { "frame \($0.value.number)" } ?? "FrameRecord"
        }
        frameRecord.equals = { ($0 as? HostValue<FrameRecord>)?.value == ($1 as? HostValue<FrameRecord>)?.value }

        func o(_ value: Value) throws -> OffscreenPass {
            try Self.hostValue(value, OffscreenPass.self, "the offscreen pass")
        }
        offscreenPass.property("layer") { _, this in .string(try o(this).layer) }
        offscreenPass.property("reason") { _, this in .symbol(try o(this).reason.rawValue) }
        offscreenPass.property("pixels") { _, this in .int(try o(this).pixels) }
        offscreenPass.describe = { ($0 as? HostValue<OffscreenPass>)?.value.description ?? "OffscreenPass" }
        offscreenPass.equals = { ($0 as? HostValue<OffscreenPass>)?.value == ($1 as? HostValue<OffscreenPass>)?.value }
    }

    // MARK: CALayer's render properties (facts 31, 34, 37, 38)

    func installLayerRendering() {
        func l(_ value: Value) throws -> CALayer { try Self.object(value, CALayer.self, "the layer") }
        layer.property(
            "shadowOpacity", get: { _, this in .double(Double(try l(this).shadowOpacity)) },
            set: { _, this, value in try l(this).shadowOpacity = Float(try Convert.double(value, "'shadowOpacity'")) })
        layer.property(
            "shadowRadius", get: { _, this in .double(Double(try l(this).shadowRadius)) },
            set: { _, this, value in try l(this).shadowRadius = try Convert.double(value, "'shadowRadius'") })
        layer.property(
            "shadowOffset", get: { _, this in .size(try l(this).shadowOffset) },
            set: { _, this, value in try l(this).shadowOffset = try Convert.size(value, "'shadowOffset'") })
        layer.property(
            "shadowColor",
            get: { _, this in try l(this).shadowColor.map { .host(self.cgColor, HostValue($0)) } ?? .null },
            set: { i, this, value in try l(this).shadowColor = try self.layerColor(i, value) })
        layer.property(
            "shadowPath", get: { _, this in try l(this).shadowPath.map { .host(self.cgPath, $0) } ?? .null },
            set: { i, this, value in
                if case .host(let type, _) = value, type === self.bezierPath {
                    self.noteShorthand(i, .shadowPathFromBezierPath)
                }
                try l(this).shadowPath = try self.optionalPath(value, "'shadowPath'")
            })
        layer.property(
            "mask", get: { i, this in self.wrap(i, try l(this).mask) },
            set: { _, this, value in
                let mask = try Self.optionalObject(value, CALayer.self, "'mask'")
                let target = try l(this)
                guard mask !== target else { throw NativeError(.runtime, "a layer cannot be its own mask") }
                target.mask = mask
            })
        layer.property(
            "allowsGroupOpacity", get: { _, this in .bool(try l(this).allowsGroupOpacity) },
            set: { _, this, value in try l(this).allowsGroupOpacity = try Convert.bool(value, "the flag") })
        // Fact 80: `.RGBA8Uint`, `.gray8Uint`, `.RGBA16Float`; setting one opts out of the automatic format.
        let formats = CALayerContentsFormat.allCases.map(\.rawValue)
        layer.property(
            "contentsFormat", get: { _, this in .symbol(try l(this).contentsFormat.rawValue) },
            set: { _, this, value in
                let name = try Convert.symbol(value, "contents format", in: formats)
                try l(this).contentsFormat = CALayerContentsFormat(rawValue: name) ?? .RGBA8Uint
            })
        layer.property("backingStoreBytes") { _, this in .int(try l(this).backingStoreBytes) }
        layer.property(
            "shouldRasterize", get: { _, this in .bool(try l(this).shouldRasterize) },
            set: { _, this, value in try l(this).shouldRasterize = try Convert.bool(value, "'shouldRasterize'") })
        layer.property(
            "rasterizationScale", get: { _, this in .double(Double(try l(this).rasterizationScale)) },
            set: { _, this, value in
                let scale = try Convert.double(value, "'rasterizationScale'")
                guard scale.isFinite, scale > 0, scale <= 16 else {
                    throw NativeError(.runtime, "'rasterizationScale' must be above 0 and at most 16, not \(scale)")
                }
                try l(this).rasterizationScale = CGFloat(scale)
            })
        layer.property(
            "isOpaque", get: { _, this in .bool(try l(this).isOpaque) },
            set: { _, this, value in try l(this).isOpaque = try Convert.bool(value, "'isOpaque'") })
        layer.property("presentationFrame") { i, this in
            self.noteShorthand(i, .layerPresentationFrame)
            return .rect(try l(this).presentationFrame)
        }
        layer.property("presentationOpacity") { i, this in
            self.noteShorthand(i, .layerPresentationOpacity)
            return .double(Double(try l(this).presentationOpacity))
        }
        // UIKit's `presentation()` is a copy of the layer as on screen now; its frame and opacity
        // are what it is read for. Nil until a commit has sent the layer to the render server
        // (CALayer.h `presentationLayer`: "Returns nil if the layer has not yet been committed").
        layer.method("presentation", []) { _, this, _ in
            let source = try l(this)
            guard source.hasBeenCommitted else { return .null }
            return .host(
                self.presentationLayer,
                HostValue(
                    PresentationValues(
                        frame: source.presentationFrame,
                        opacity: Double(source.presentationOpacity))))
        }
        func pv(_ value: Value) throws -> PresentationValues {
            try Self.hostValue(value, PresentationValues.self, "the presentation layer")
        }
        presentationLayer.property("frame") { _, this in .rect(try pv(this).frame) }
        presentationLayer.property("opacity") { _, this in .double(try pv(this).opacity) }
        presentationLayer.property("position") { _, this in
            let frame = try pv(this).frame
            return .point(CGPoint(x: frame.midX, y: frame.midY))
        }
        presentationLayer.describe = { object in
            guard let v = (object as? HostValue<PresentationValues>)?.value else { return "CALayer" }
            return "CALayer(presentation, frame: \(ScenarioValue.rect(v.frame)), opacity: \(v.opacity))"
        }
        func v(_ value: Value) throws -> UIView { try Self.object(value, UIView.self, "the view") }
        view.property(
            "isOpaque", get: { _, this in .bool(try v(this).isOpaque) },
            set: { _, this, value in try v(this).isOpaque = try Convert.bool(value, "'isOpaque'") })
        view.property("presentationFrame") { i, this in
            self.noteShorthand(i, .viewPresentationFrame)
            return .rect(try v(this).presentationFrame)
        }
    }

    /// A `CGPath` (`UIBezierPath(…).cgPath`), a `UIBezierPath`, or nil.
    func optionalPath(_ value: Value, _ what: String) throws -> UIBezierPath? {
        if value.isNone { return nil }
        if case .host(_, let object) = value, let path = object as? UIBezierPath { return path }
        throw NativeError(
            .type, "expected a CGPath for \(what), found a value of type \(value.typeName)",
            hint: "make one with UIBezierPath(rect:).cgPath or UIBezierPath(roundedRect:cornerRadius:).cgPath")
    }
}
