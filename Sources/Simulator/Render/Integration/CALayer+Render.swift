// CALayer's render-server properties: shadow, mask, group opacity, and backing-store bytes.
import Foundation

extension CALayer {
    /// Sets one of the appearance fields kept in the render state, which opens the implicit
    /// transaction as setting any layer property does (fact 1).
    func setRenderProperty<Value>(_ field: ReferenceWritableKeyPath<LayerRenderState, Value>, _ value: Value) {
        render[keyPath: field] = value
        touch()
    }

    /// The shadow's opacity; above 0 the render server draws a shadow (without `shadowPath`,
    /// in an offscreen pass: fact 37).
    public var shadowOpacity: Float {
        get { renderForReading.shadowOpacity }
        set { setRenderProperty(\.shadowOpacity, max(0, min(1, newValue.isFinite ? newValue : 0))) }
    }

    /// The shadow's blur radius in points (default 3).
    public var shadowRadius: CGFloat {
        get { renderForReading.shadowRadius }
        set { setRenderProperty(\.shadowRadius, newValue.isFinite ? max(0, newValue) : 0) }
    }

    /// The shadow's offset in points (default (0, −3)).
    public var shadowOffset: CGSize {
        get { renderForReading.shadowOffset }
        set { setRenderProperty(\.shadowOffset, newValue) }
    }

    /// The shadow's colour (default opaque black).
    public var shadowColor: UIColor? {
        get { renderForReading.shadowColor }
        set { setRenderProperty(\.shadowColor, newValue) }
    }

    /// The shadow's shape in the layer's coordinates; setting it spares the offscreen pass (fact 37).
    public var shadowPath: UIBezierPath? {
        get { renderForReading.shadowPath }
        set { setRenderProperty(\.shadowPath, newValue) }
    }

    /// A layer whose alpha clips this one (an offscreen pass, fact 37).
    ///
    /// Its frame is in this layer's coordinates; it is not a sublayer.
    public var mask: CALayer? {
        get { renderForReading.mask }
        set {
            guard newValue !== self else { return }
            render.mask?.render.maskHost = nil
            render.mask = newValue
            newValue?.render.maskHost = self
            touch()
        }
    }

    /// Whether opacity below 1 composites the layer and its sublayers as one group (default
    /// true; the group needs an offscreen pass, fact 37).
    public var allowsGroupOpacity: Bool {
        get { renderForReading.allowsGroupOpacity }
        set { setRenderProperty(\.allowsGroupOpacity, newValue) }
    }

    /// The storage format of the layer's backing store (fact 80). Reading it gives the format of
    /// the last store drawn (8-bit RGBA before the first); setting it fixes the format of the
    /// stores drawn from then on, where a view's layer otherwise takes the smallest format that
    /// holds the colors drawn.
    public var contentsFormat: CALayerContentsFormat {
        get { renderForReading.explicitContentsFormat ?? render.backingStoreFormat }
        set { setRenderProperty(\.explicitContentsFormat, newValue) }
    }

    /// Bytes per pixel of the layer's backing store: 4 for 8-bit RGBA, 1 for gray, 8 for
    /// extended range (facts 31, 80).
    public var backingStoreBytesPerPixel: Int { renderForReading.backingStoreFormat.bytesPerPixel }

    /// Bytes of the layer's backing store: width × height × scale² × bytes per pixel of the
    /// bounds when it was drawn; 0 for a layer that never ran `draw(_:)` (facts 29, 31, 80).
    public var backingStoreBytes: Int {
        let render = renderForReading
        guard render.backingStore != nil else { return 0 }
        let scale = Double(UIWindow.deviceScale)
        let perPixel = Double(backingStoreBytesPerPixel)
        let bytes =
            (Double(render.backingStoreSize.width) * Double(render.backingStoreSize.height) * scale * scale * perPixel)
            .rounded()
        // An absurd (or infinite) size reports a bounded figure instead of trapping.
        return bytes.isFinite ? Int(min(bytes, 1e15)) : Int(1e15)
    }

    /// The pixels of the layer's backing store (at compositing scale 1), nil if it never drew.
    public var backingStore: Bitmap? { renderForReading.backingStore }
}

extension CALayer {
    /// Drops the cached encoding of this layer and of every layer whose encoding contains it (its superlayers, and the host it masks).
    ///
    /// Called on every change to the layer.
    ///
    /// The walk stops at the first layer already invalid: its ancestors were invalidated with
    /// it, and none can have been re-encoded since without re-encoding it too (an encode caches
    /// every layer below the one it starts from). So marking costs O(1) amortised, not O(depth).
    func invalidateEncoding() {
        var current: CALayer? = self
        while let layer = current {
            // A layer with an encoding has a render state of its own, so this never writes the defaults.
            let render = layer.renderForReading
            guard render.encoded != nil else { return }
            render.encoded = nil
            current = layer.superlayer ?? render.maskHost
        }
    }
}

extension UIWindow {
    /// The simulated iPhone's screen scale.
    static let deviceScale: CGFloat = 3
}
