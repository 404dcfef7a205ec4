// The commit's encode step: the app's CALayer tree becomes a value the render server owns.
import Foundation

/// Encodes a window's layer tree as a ``RenderTree`` (what `CATransaction.commit` sends).
struct RenderTreeEncoder {
    /// Hands out layer serials in encoding order, so identities are deterministic.
    var nextSerial: () -> Int

    /// The tree of `window`, and the standalone layers (no view) met on the way, which are
    /// the ones that can animate implicitly (fact 38).
    func encode(_ window: UIWindow) -> (tree: RenderTree, standalone: [CALayer]) {
        var standalone: [CALayer] = []
        let root = snapshot(window.layer, standalone: &standalone)
        return (
            RenderTree(
                root: root, windowSize: window.bounds.size, scale: Double(UIWindow.deviceScale), background: .black),
            standalone
        )
    }

    /// One layer and its sublayers.
    func snapshot(_ layer: CALayer, standalone: inout [CALayer]) -> LayerSnapshot {
        if let cached = layer.renderForReading.encoded {
            if cached.hasStandalone { standalone.append(contentsOf: cached.standalone) }
            return cached.snapshot
        }
        var inside: [CALayer] = []
        let s = encode(layer, standalone: &inside)
        layer.render.encoded = EncodedSubtree(snapshot: s, standalone: inside)
        // Most subtrees hold no standalone layer: appending none still cost a call per layer.
        if !inside.isEmpty { standalone.append(contentsOf: inside) }
        return s
    }

    /// Encodes `layer` afresh (its sublayers may come from their caches).
    private func encode(_ layer: CALayer, standalone: inout [CALayer]) -> LayerSnapshot {
        // The render state is read in place, not copied, and the delegate read once: this runs
        // for every layer of every commit (a scrolling list commits each frame).
        let render = layer.render
        if render.serial == 0 { render.serial = nextSerial() }
        render.committed = true
        render.committedFrame = layer.frame
        render.committedOpacity = layer.opacity
        let view = layer.delegate
        if view == nil { standalone.append(layer) }
        var s = LayerSnapshot(id: render.serial, name: view?.traceName ?? layer.traceName, frame: layer.frame)
        s.boundsOrigin = layer.storedBounds.origin
        s.backgroundColor = layer.backgroundColor?.rgba
        s.cornerRadius = layer.cornerRadius
        s.borderWidth = layer.borderWidth
        if s.borderWidth > 0 { s.borderColor = layer.borderColor?.rgba ?? .black }
        s.opacity = Double(layer.opacity)
        s.isHidden = layer.isHidden
        s.masksToBounds = layer.masksToBounds
        s.allowsGroupOpacity = render.allowsGroupOpacity
        s.backgroundBlurRadius = render.backgroundBlurRadius
        if render.shadowOpacity > 0 {
            s.shadowColor = render.shadowColor?.rgba ?? .clear
            s.shadowOpacity = Double(render.shadowOpacity)
            s.shadowRadius = render.shadowRadius
            s.shadowOffset = render.shadowOffset
            s.shadowPath = render.shadowPath?.shape
        }
        s.shouldRasterize = layer.shouldRasterize
        s.rasterizationScale = layer.rasterizationScale
        if let backing = render.backingStore {
            s.contents = backing
            s.contentsAreOpaque = layer.isOpaque || (view?.isOpaque ?? false)
        } else if let image = layer.contents {
            // JPEG has no alpha channel (model: every other image may have one).
            if case .compressed(.jpeg, _) = image.origin { s.contentsAreOpaque = true }
            // A bitmap, or compressed data the prepare phase has just decoded (fact 3); the
            // pixels are made once per image.
            if render.decodedFrom != image {
                render.decodedImage = RenderTreeEncoder.bitmap(of: image)
                render.decodedFrom = image
            }
            s.contents = render.decodedImage
        }
        if s.contents != nil, let view { s.contentsGravity = RenderTreeEncoder.gravity(view.contentMode) }
        if let mask = render.mask {
            var ignored: [CALayer] = []  // a mask's own changes are not animated implicitly here
            s.mask = snapshot(mask, standalone: &ignored)
        }
        let sublayers = layer.sublayers
        if !sublayers.isEmpty {
            s.sublayers.reserveCapacity(sublayers.count)
            for sublayer in sublayers { s.sublayers.append(snapshot(sublayer, standalone: &standalone)) }
        }
        return s
    }

    /// UIView's content mode as the layer's contents gravity.
    static func gravity(_ mode: UIView.ContentMode) -> ContentsGravity {
        switch mode {
        case .scaleToFill, .redraw: return .resize
        case .scaleAspectFit: return .resizeAspect
        case .scaleAspectFill: return .resizeAspectFill
        case .center: return .center
        case .topLeft: return .topLeft
        }
    }

    /// The pixels of an image: what its renderer drew, or, for an image known only by its size,
    /// a deterministic two-tone checkerboard of 8-point squares at that size.
    static func bitmap(of image: UIImage) -> Bitmap {
        if let pixels = image.pixels { return pixels }
        func side(_ v: CGFloat) -> Int { v.isFinite ? Int(max(0, min(2048, v.rounded()))) : 0 }
        let w = side(image.size.width)
        let h = side(image.size.height)
        var bitmap = Bitmap(width: w, height: h, color: RGBA(200, 200, 200))
        var y = 0
        while y < h {
            var x = (y / 8) % 2 == 0 ? 8 : 0
            while x < w {
                bitmap.fill(PixelRect(minX: x, minY: y, maxX: x + 8, maxY: y + 8), with: RGBA(150, 150, 150))
                x += 16
            }
            y += 8
        }
        return bitmap
    }
}
