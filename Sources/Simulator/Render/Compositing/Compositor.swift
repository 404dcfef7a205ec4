// The render server's GPU model: composites an encoded layer tree into the window's pixels.
import Foundation

/// Builds the window's framebuffer from a ``RenderTree``, back to front, and counts the
/// offscreen passes it needs exactly as fact 37 lists them.
///
/// Order per layer: shadow, background (rounded by `cornerRadius`), contents, sublayers
/// (shifted by `boundsOrigin`, clipped with `masksToBounds`), border. A layer that needs an
/// offscreen pass is rendered into its own texture first and composed with its opacity,
/// mask alpha and rounded clip — the same work a GPU does, so the pixels are right too.
public struct Compositor: Sendable {
    /// The work one composite may do, in pixels touched (filled, blended, allocated for a
    /// texture, blurred) plus 64 per layer rendered. Work is not linear in layers: a shadow
    /// without a path renders its layer's subtree again for its shape, so shadows nested n deep
    /// render the innermost layer 2ⁿ times. A lesson's frame needs a few million; 256 nested
    /// shadows would need more than the universe has, and are stopped here instead.
    public static let defaultMaximumWork = 50_000_000

    /// The most work this compositor does before it stops (see ``defaultMaximumWork``).
    public var maximumWork: Int
    /// Checked as it works (every layer, every texture): a scenario's time limit or Ctrl-C stops it too.
    public var budget: ResourceBudget?

    /// A compositor; it holds no state between frames.
    public init(maximumWork: Int = Compositor.defaultMaximumWork, budget: ResourceBudget? = nil) {
        self.maximumWork = maximumWork
        self.budget = budget
    }

    /// Composites `tree` into a new framebuffer. Past ``maximumWork`` (or the budget's time
    /// limit) it stops painting and says so in ``CompositeResult/stoppedAtWorkLimit``: the
    /// picture is then incomplete and must not be shown as the frame.
    public func composite(_ tree: RenderTree) -> CompositeResult {
        var run = Run(maximumWork: maximumWork, budget: budget)
        var framebuffer = Framebuffer(pointSize: tree.windowSize, scale: tree.scale, background: tree.background)
        var bitmap = framebuffer.bitmap
        framebuffer.bitmap = Bitmap(width: 0, height: 0)  // composite in place, without a copy
        run.render(tree.root, into: &bitmap, x: 0, y: 0, clip: bitmap.pixelBounds, opacity: 1)
        framebuffer.bitmap = bitmap
        var result = CompositeResult(framebuffer: framebuffer)
        result.layersComposited = run.layers
        result.pixelsWritten = run.pixels
        result.offscreenPasses = run.passes
        result.stoppedAtWorkLimit = run.stopped
        return result
    }

    /// The shadow blur in whole pixels for `radius` (capped at 64).
    static func shadowBlurRadius(_ radius: CGFloat) -> Int { Run.blurRadius(radius) }

    /// The counters and recursion of one composite.
    private struct Run {
        var layers = 0
        var pixels = 0
        var passes: [OffscreenPass] = []
        let maximumWork: Int
        let budget: ResourceBudget?
        /// Work done so far besides the pixels painted (see ``Compositor/defaultMaximumWork``).
        var work = 0
        /// Set once the work limit or the budget stopped the composite: nothing more is painted.
        var stopped = false

        init(maximumWork: Int, budget: ResourceBudget?) {
            self.maximumWork = maximumWork
            self.budget = budget
        }

        /// Counts `units` of work; false (and `stopped` from then on) past the limit.
        mutating func spend(_ units: Int) -> Bool {
            guard !stopped else { return false }
            work = work > Int.max - max(0, units) ? Int.max : work + max(0, units)
            // Pixels painted count too (they are added as they are written).
            if work > maximumWork - min(pixels, maximumWork) || (budget?.isExceeded ?? false) { stopped = true }
            return !stopped
        }

        /// Renders `layer` whose superlayer's coordinate (0, 0) is at target point (`x`, `y`).
        mutating func render(
            _ layer: LayerSnapshot, into target: inout Bitmap, x: CGFloat, y: CGFloat, clip: PixelRect, opacity: Double
        ) {
            guard !layer.isHidden, layer.opacity > 0, opacity > 0, !clip.isEmpty, spend(64) else { return }
            layers += 1
            let rect = layer.frame.standardized.offsetBy(dx: x, dy: y)
            let reasons = layer.offscreenReasons
            if layer.shadowOpacity > 0, layer.shadowColor.a > 0 {
                renderShadow(layer, rect: rect, into: &target, clip: clip, opacity: opacity)
            }
            if layer.backgroundBlurRadius > 0 {
                blurBackdrop(layer, rect: rect, target: &target, clip: clip)
            }
            // Contents alone clipped to rounded corners are drawn through the same rounded
            // coverage here, but the model counts no pass for them (fact 79): same pixels either way.
            let roundsContentsOnly = layer.cornerRadius > 0 && layer.masksToBounds && layer.contents != nil
            let needsTexture =
                roundsContentsOnly || reasons.contains(where: { $0 != .shadowWithoutPath && $0 != .visualEffectBlur })
            guard needsTexture else {
                renderBody(layer, rect: rect, into: &target, clip: clip, opacity: opacity * layer.opacity)
                return
            }
            // The texture covers what the layer can paint: its bounds when clipped, else its subtree.
            let clipsToBounds = layer.masksToBounds || layer.mask != nil
            let extent = clipsToBounds ? PixelRect(covering: rect) : Run.extent(of: layer, x: x, y: y)
            let region = extent.intersection(clip)
            for reason in reasons where reason != .shadowWithoutPath && reason != .visualEffectBlur {
                passes.append(OffscreenPass(layer: layer.name, reason: reason, pixels: region.area))
            }
            guard !region.isEmpty, spend(region.area * (layer.mask == nil ? 2 : 3)) else { return }
            var texture = Bitmap(width: region.width, height: region.height)
            let local = rect.offsetBy(dx: -CGFloat(region.minX), dy: -CGFloat(region.minY))
            renderBody(layer, rect: local, into: &texture, clip: texture.pixelBounds, opacity: 1)
            var maskTexture: Bitmap?
            if let mask = layer.mask {
                var m = Bitmap(width: region.width, height: region.height)
                render(
                    mask, into: &m, x: local.minX - layer.boundsOrigin.x, y: local.minY - layer.boundsOrigin.y,
                    clip: m.pixelBounds, opacity: 1)
                maskTexture = m
            }
            let corner: PathShape? =
                layer.cornerRadius > 0 && layer.masksToBounds ? .roundedRect(rect, radius: layer.cornerRadius) : nil
            let coverage: ((Int, Int) -> UInt8)? =
                corner == nil && maskTexture == nil
                ? nil
                : { px, py in
                    if let corner, !corner.contains(x: CGFloat(px) + 0.5, y: CGFloat(py) + 0.5) { return 0 }
                    return maskTexture?.alpha(x: px - region.minX, y: py - region.minY) ?? 255
                }
            pixels += target.composite(
                texture, atX: region.minX, y: region.minY, opacity: RGBA.byte(opacity * layer.opacity), clip: clip,
                coverage: coverage)
        }

        /// Background, contents, sublayers and border of `layer`, whose bounds are at `rect`.
        mutating func renderBody(
            _ layer: LayerSnapshot, rect: CGRect, into target: inout Bitmap, clip: PixelRect, opacity: Double
        ) {
            let shape: PathShape = layer.cornerRadius > 0 ? .roundedRect(rect, radius: layer.cornerRadius) : .rect(rect)
            if let background = layer.backgroundColor, background.a > 0 {
                pixels += shape.fill(&target, with: background.multipliedAlpha(opacity), clip: clip)
            }
            let boundsClip = layer.masksToBounds ? clip.intersection(PixelRect(covering: rect)) : clip
            if let contents = layer.contents, contents.width > 0, contents.height > 0 {
                let placed = Run.place(contents, gravity: layer.contentsGravity, in: rect)
                pixels += target.compositeScaled(contents, into: placed, opacity: RGBA.byte(opacity), clip: boundsClip)
            }
            for sublayer in layer.sublayers {
                render(
                    sublayer, into: &target, x: rect.minX - layer.boundsOrigin.x, y: rect.minY - layer.boundsOrigin.y,
                    clip: boundsClip, opacity: opacity)
            }
            if layer.borderWidth > 0, layer.borderColor.a > 0 {
                let width = min(layer.borderWidth, min(rect.width, rect.height) / 2)
                pixels += shape.outset(by: -width / 2).stroke(
                    &target, with: layer.borderColor.multipliedAlpha(opacity), lineWidth: width, clip: clip)
            }
        }

        /// The layer's shadow: from `shadowPath` when set (cheap), else from the alpha of the layer rendered offscreen (the pass fact 37 counts).
        ///
        /// Blurred by `shadowRadius`.
        mutating func renderShadow(
            _ layer: LayerSnapshot, rect: CGRect, into target: inout Bitmap, clip: PixelRect, opacity: Double
        ) {
            let blur = Run.blurRadius(layer.shadowRadius)
            let dx = layer.shadowOffset.width.isFinite ? max(-10_000, min(10_000, layer.shadowOffset.width)) : 0
            let dy = layer.shadowOffset.height.isFinite ? max(-10_000, min(10_000, layer.shadowOffset.height)) : 0
            var shapeTexture: Bitmap
            var origin: PixelRect
            if let path = layer.shadowPath {
                let shape = path.transformed(scale: 1, dx: rect.minX, dy: rect.minY)
                // Only the part that can reach the visible area is rasterized (a path may be huge).
                origin = PixelRect(covering: shape.bounds).expanded(by: blur)
                    .intersection(clip.offsetBy(dx: -Int(dx.rounded()), dy: -Int(dy.rounded())).expanded(by: 2 * blur))
                guard spend(origin.area) else { return }
                shapeTexture = Bitmap(width: origin.width, height: origin.height)
                shape.transformed(scale: 1, dx: -CGFloat(origin.minX), dy: -CGFloat(origin.minY))
                    .fill(&shapeTexture, with: .black)
            } else {
                let extent =
                    layer.masksToBounds
                    ? PixelRect(covering: rect)
                    : Run.extent(of: layer, x: rect.minX - layer.frame.minX, y: rect.minY - layer.frame.minY)
                origin = extent.expanded(by: blur)
                    .intersection(clip.offsetBy(dx: -Int(dx.rounded()), dy: -Int(dy.rounded())).expanded(by: 2 * blur))
                passes.append(OffscreenPass(layer: layer.name, reason: .shadowWithoutPath, pixels: origin.area))
                guard spend(origin.area) else { return }
                shapeTexture = Bitmap(width: origin.width, height: origin.height)
                // Rendering the layer for its shape repeats work already counted for the layer
                // itself: keep its pixels (GPU work) but not a second count of layers or passes.
                let (savedLayers, savedPasses) = (layers, passes)
                defer { (layers, passes) = (savedLayers, savedPasses) }
                var shadowless = layer
                shadowless.shadowOpacity = 0
                shadowless.frame.origin = CGPoint(
                    x: rect.minX - CGFloat(origin.minX), y: rect.minY - CGFloat(origin.minY))
                render(shadowless, into: &shapeTexture, x: 0, y: 0, clip: shapeTexture.pixelBounds, opacity: 1)
            }
            // The shape's blur (two passes) and the tinted copy.
            guard spend(3 * origin.area) else { return }
            let tinted = Run.shadow(of: shapeTexture, blur: blur, color: layer.shadowColor)
            pixels += target.composite(
                tinted, atX: origin.minX + Int(dx.rounded()), y: origin.minY + Int(dy.rounded()),
                opacity: RGBA.byte(opacity * layer.opacity * min(1, layer.shadowOpacity)), clip: clip)
        }

        /// The blur radius in whole pixels, capped so a huge `shadowRadius` cannot exhaust memory.
        static func blurRadius(_ radius: CGFloat) -> Int {
            radius.isFinite ? Int(max(0, min(64, radius)).rounded()) : 0
        }

        /// A visual-effect view: the pixels already composited behind its bounds are copied out,
        /// blurred and written back (one offscreen pass), before the layer itself is drawn.
        mutating func blurBackdrop(_ layer: LayerSnapshot, rect: CGRect, target: inout Bitmap, clip: PixelRect) {
            let region = PixelRect(covering: rect).intersection(clip).intersection(target.pixelBounds)
            passes.append(OffscreenPass(layer: layer.name, reason: .visualEffectBlur, pixels: region.area))
            guard !region.isEmpty, spend(8 * region.area) else { return }
            let radius = Run.blurRadius(layer.backgroundBlurRadius)
            let w = region.width
            let h = region.height
            for channel in 0..<4 {
                var values = [Int](repeating: 0, count: w * h)
                for y in 0..<h {
                    for x in 0..<w {
                        values[y * w + x] = Int(
                            target.bytes[((region.minY + y) * target.width + region.minX + x) * 4 + channel])
                    }
                }
                values = Run.boxBlur(values, w: w, h: h, radius: radius, horizontal: true)
                values = Run.boxBlur(values, w: w, h: h, radius: radius, horizontal: false)
                for y in 0..<h {
                    for x in 0..<w {
                        target.bytes[((region.minY + y) * target.width + region.minX + x) * 4 + channel] = UInt8(
                            min(255, values[y * w + x]))
                    }
                }
            }
            pixels += 2 * region.area  // read back and written again
        }

        /// A bitmap of `color` whose alpha is the box-blurred alpha of `shape`.
        static func shadow(of shape: Bitmap, blur: Int, color: RGBA) -> Bitmap {
            let w = shape.width
            let h = shape.height
            var alpha = [Int](repeating: 0, count: w * h)
            for i in 0..<(w * h) { alpha[i] = Int(shape.bytes[i * 4 + 3]) }
            if blur > 0 {
                alpha = boxBlur(alpha, w: w, h: h, radius: blur, horizontal: true)
                alpha = boxBlur(alpha, w: w, h: h, radius: blur, horizontal: false)
            }
            var out = Bitmap(width: w, height: h)
            let p = Bitmap.premultiply(color)
            for i in 0..<(w * h) where alpha[i] > 0 {
                let a = alpha[i]
                out.bytes[i * 4] = Bitmap.mul(p.0, a)
                out.bytes[i * 4 + 1] = Bitmap.mul(p.1, a)
                out.bytes[i * 4 + 2] = Bitmap.mul(p.2, a)
                out.bytes[i * 4 + 3] = Bitmap.mul(p.3, a)
            }
            return out
        }

        /// One separable box-blur pass (a sliding window sum), values 0…255.
        static func boxBlur(_ values: [Int], w: Int, h: Int, radius: Int, horizontal: Bool) -> [Int] {
            var out = [Int](repeating: 0, count: values.count)
            let span = 2 * radius + 1
            let lines = horizontal ? h : w
            let length = horizontal ? w : h
            for line in 0..<lines {
                func index(_ k: Int) -> Int { horizontal ? line * w + k : k * w + line }
                var sum = 0
                for k in 0..<min(length, radius) { sum += values[index(k)] }
                for k in 0..<length {
                    if k + radius < length { sum += values[index(k + radius)] }
                    if k - radius - 1 >= 0 { sum -= values[index(k - radius - 1)] }
                    out[index(k)] = sum / span
                }
            }
            return out
        }

        /// Where contents of the bitmap's size go in `rect` under `gravity`, in pixels.
        static func place(_ contents: Bitmap, gravity: ContentsGravity, in rect: CGRect) -> PixelRect {
            switch gravity {
            case .resize:
                return PixelRect(covering: rect)
            case .center:
                let x = (rect.midX - CGFloat(contents.width) / 2).rounded()
                let y = (rect.midY - CGFloat(contents.height) / 2).rounded()
                return PixelRect(
                    minX: Int(x), minY: Int(y), maxX: Int(x) + contents.width, maxY: Int(y) + contents.height)
            case .resizeAspect, .resizeAspectFill:
                let sx = rect.width / CGFloat(contents.width)
                let sy = rect.height / CGFloat(contents.height)
                let k = gravity == .resizeAspect ? min(sx, sy) : max(sx, sy)
                let w = CGFloat(contents.width) * k
                let h = CGFloat(contents.height) * k
                return PixelRect(covering: CGRect(x: rect.midX - w / 2, y: rect.midY - h / 2, width: w, height: h))
            case .topLeft:
                let x = Int(rect.minX.rounded())
                let y = Int(rect.minY.rounded())
                return PixelRect(minX: x, minY: y, maxX: x + contents.width, maxY: y + contents.height)
            }
        }

        /// The pixels `layer` and its visible sublayers can paint, its superlayer's origin at (x, y).
        static func extent(of layer: LayerSnapshot, x: CGFloat, y: CGFloat) -> PixelRect {
            guard !layer.isHidden, layer.opacity > 0 else { return PixelRect(minX: 0, minY: 0, maxX: 0, maxY: 0) }
            let rect = layer.frame.standardized.offsetBy(dx: x, dy: y)
            var extent = PixelRect(covering: rect)
            guard !layer.masksToBounds else { return extent }
            for sublayer in layer.sublayers {
                extent = extent.union(
                    Run.extent(of: sublayer, x: rect.minX - layer.boundsOrigin.x, y: rect.minY - layer.boundsOrigin.y))
            }
            return extent
        }
    }
}
