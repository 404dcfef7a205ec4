// One layer as the commit encodes it for the render server: plain values, no references
// back into the app, so the render server can work on it while the app changes its layers.
import Foundation

/// An encoded layer: everything the render server needs to composite it.
///
/// Geometry is resolved to `frame` in the superlayer's coordinate space (the simulator has no
/// layer transforms) plus `boundsOrigin`, which shifts the sublayers as a scroll view's
/// `contentOffset` does. Defaults are CALayer's.
public struct LayerSnapshot: Hashable, Sendable {
    /// The layer's identity across commits (its creation number), for animations and diffs.
    public var id: Int
    /// The trace name of the layer's view or layer (`a2`, `vc.view`), for reports.
    public var name: String
    /// Position and size in the superlayer's coordinate space.
    public var frame: CGRect
    /// `bounds.origin`: subtracted from the sublayers' positions (scrolling).
    public var boundsOrigin: CGPoint = .zero
    /// Fill of the bounds, drawn by the render server (fact 34: no `draw(_:)` involved).
    public var backgroundColor: RGBA?
    /// Radius of the background's and border's corners; clips only with `masksToBounds`.
    public var cornerRadius: CGFloat = 0
    /// Width of the border drawn inside the bounds, above the sublayers.
    public var borderWidth: CGFloat = 0
    /// Colour of the border (CALayer's default is opaque black).
    public var borderColor: RGBA = .black
    /// Opacity (UIView's `alpha`), 0…1.
    public var opacity: Double = 1
    /// A hidden layer and its sublayers are not composited.
    public var isHidden = false
    /// Clips contents and sublayers to the bounds (rounded when `cornerRadius` > 0).
    public var masksToBounds = false
    /// Composites the layer and its sublayers as one group when `opacity` < 1 (iOS's default);
    /// that needs an offscreen pass (fact 37).
    public var allowsGroupOpacity = true
    /// Shadow colour (default opaque black).
    public var shadowColor: RGBA = .black
    /// Shadow opacity; 0 (the default) draws no shadow.
    public var shadowOpacity: Double = 0
    /// Shadow blur radius in points (CALayer's default 3).
    public var shadowRadius: CGFloat = 3
    /// Shadow offset in points (CALayer's default is (0, −3)).
    public var shadowOffset: CGSize = CGSize(width: 0, height: -3)
    /// The shadow's shape, in the layer's coordinates.
    ///
    /// Without it the render server must render the layer offscreen to learn its shape (fact 37).
    public var shadowPath: PathShape?
    /// Blur radius applied to what lies behind the layer (a `UIVisualEffectView`); 0 for none.
    public var backgroundBlurRadius: CGFloat = 0
    /// The bitmap shown in the bounds: a backing store from `draw(_:)` or a decoded image.
    public var contents: Bitmap?
    /// How `contents` is fitted to the bounds (`contentMode` of the view).
    public var contentsGravity: ContentsGravity = .resize
    /// Whether `contents` has no transparent pixels: a backing store of an opaque layer
    /// (`isOpaque`), or a decoded JPEG. Opaque contents need no blending (fact 74).
    public var contentsAreOpaque = false
    /// `shouldRasterize`: the subtree is rendered once into a cached bitmap at
    /// `rasterizationScale` and reused while it does not change (fact 73).
    public var shouldRasterize = false
    /// The scale of the rasterized bitmap (CALayer's default 1; the screen's is 3).
    public var rasterizationScale: CGFloat = 1
    /// The sublayers, back to front.
    public var sublayers: [LayerSnapshot] = []
    /// The mask layer: its alpha (in this layer's coordinates) clips this layer.
    public var mask: LayerSnapshot? {
        get { maskStorage.first }
        set { maskStorage = newValue.map { [$0] } ?? [] }
    }
    private var maskStorage: [LayerSnapshot] = []

    /// A layer with the given identity and frame and CALayer's defaults for the rest.
    public init(id: Int, name: String, frame: CGRect) {
        self.id = id
        self.name = name
        self.frame = frame
    }

    /// The reasons this layer needs offscreen passes in the render phase, as fact 37 counts them.
    public var offscreenReasons: [OffscreenPass.Reason] {
        var reasons: [OffscreenPass.Reason] = []
        guard !isHidden, opacity > 0 else { return reasons }
        if shadowOpacity > 0, shadowColor.a > 0, shadowPath == nil { reasons.append(.shadowWithoutPath) }
        if mask != nil { reasons.append(.mask) }
        // cornerRadius alone rounds the background for free; only clipping content or
        // sublayers to the rounded shape needs the offscreen pass.
        if cornerRadius > 0, masksToBounds, contents != nil || sublayers.contains(where: { !$0.isHidden }) {
            reasons.append(.roundedCornerClip)
        }
        if opacity < 1, allowsGroupOpacity, sublayers.contains(where: { !$0.isHidden && $0.opacity > 0 }) {
            reasons.append(.groupOpacity)
        }
        if backgroundBlurRadius > 0 { reasons.append(.visualEffectBlur) }
        return reasons
    }

    /// Whether this layer's own pixels must be blended with what lies below (fact 74): it is
    /// translucent, or its fill is missing or translucent and its contents (if any) are not
    /// opaque. `inherited` is the product of its ancestors' opacities.
    public func blends(inheritedOpacity inherited: Double) -> Bool {
        if inherited * opacity < 1 { return true }
        if let fill = backgroundColor, fill.a == 255 { return false }
        if contents != nil, contentsAreOpaque { return false }
        return true
    }

    /// Whether the layer puts pixels of its own on screen (a fill, contents or a border).
    public var drawsPixels: Bool {
        (backgroundColor.map { $0.a > 0 } ?? false) || contents != nil || borderWidth > 0
    }

    /// What a rasterized bitmap of this subtree depends on: everything but where the layer is
    /// and its own opacity, which are applied when the bitmap is composited.
    var rasterSignature: LayerSnapshot {
        var s = self
        s.frame.origin = .zero
        s.opacity = 1
        return s
    }

    /// The number of layers in this subtree (masks included).
    public var layerCount: Int {
        1 + sublayers.reduce(0) { $0 + $1.layerCount } + (mask?.layerCount ?? 0)
    }
}

/// How a layer's contents bitmap is placed in its bounds (CALayer `contentsGravity`,
/// set from UIView's `contentMode`).
public enum ContentsGravity: String, Hashable, Sendable {
    /// Stretched to fill the bounds (`.scaleToFill`, the default): a resize does not redraw (fact 32).
    case resize
    /// Centred at its own size (`.center`).
    case center
    /// Pinned to the top-left corner at its own size (`.topLeft`).
    case topLeft
    /// Scaled to fit inside the bounds, keeping its aspect ratio (`.scaleAspectFit`).
    case resizeAspect
    /// Scaled to cover the bounds, keeping its aspect ratio (`.scaleAspectFill`).
    case resizeAspectFill
}
