// Core Animation's layer: geometry, the layer tree, and the needsLayout / needsDisplay flags.
import Foundation

/// A Core Animation layer. Every `UIView` has one and is its delegate; standalone layers can be
/// added with `addSublayer`. Dirty flags live here: `setNeedsLayout` marks only this layer and
/// sets a "descendant needs …" bit on its ancestors, which the passes follow down (fact 6);
/// no ancestor's `setNeedsLayout` is called.
public class CALayer {
    let context: SimulationContext
    /// The view this layer backs, if any (UIKit makes the view its layer's delegate). Not weak:
    /// the view owns its layer and clears this in its `deinit`, so it never outlives the view,
    /// and a weak reference gave every view a side table that all its reference counting then
    /// went through.
    // Safe: the view clears it before it goes (its `deinit`), so it never points at a freed view.
    public internal(set) unowned(unsafe) var delegate: UIView?
    /// The layer this one is a sublayer of. Not weak: the superlayer holds this layer, and sets
    /// and clears this as it adds and removes it and in its `deinit`; a weak reference gave
    /// every layer with sublayers a side table that all its reference counting went through.
    // Safe: cleared by the superlayer on removal and before it goes, so it never points at a freed layer.
    public internal(set) unowned(unsafe) var superlayer: CALayer?
    /// Sublayers, back to front.
    public internal(set) var sublayers: [CALayer] = [] { didSet { invalidateEncoding() } }
    /// The scenario class's overrides, if this layer was made from a scenario class.
    public var scripted: (any ScriptedOverrides)?

    // Geometry. A view's layer is moved by the view, which does UIKit's invalidation itself.
    var storedBounds: CGRect = .zero
    var storedPosition: CGPoint = .zero
    /// The affine transform applied about the anchor point.
    public var affineTransform: CGAffineTransform = .identity
    /// The anchor point in unit coordinates (0.5, 0.5: the center).
    public var anchorPoint = CGPoint(x: 0.5, y: 0.5)

    // Appearance, composited by the render server without drawing (fact 34). The wide and
    // rarely set properties are kept in the render state, out of line until first written.
    /// The fill colour.
    public var backgroundColor: UIColor? {
        get { renderForReading.backgroundColor }
        set { setRenderProperty(\.backgroundColor, newValue) }
    }
    /// Corner radius in points.
    public var cornerRadius: CGFloat {
        get { renderForReading.cornerRadius }
        set { setRenderProperty(\.cornerRadius, newValue) }
    }
    /// Border width in points.
    public var borderWidth: CGFloat {
        get { renderForReading.borderWidth }
        set { setRenderProperty(\.borderWidth, newValue) }
    }
    /// Border colour.
    public var borderColor: UIColor? {
        get { renderForReading.borderColor }
        set { setRenderProperty(\.borderColor, newValue) }
    }
    /// Whether sublayers and content are clipped to the bounds.
    public var masksToBounds = false { didSet { touch() } }
    /// Opacity 0…1.
    public var opacity: Float = 1 { didSet { touch() } }
    /// Whether the layer is hidden.
    public var isHidden = false { didSet { touch() } }
    /// Image contents (an image view's image).
    public var contents: UIImage? {
        get { renderForReading.contents }
        set { setRenderProperty(\.contents, newValue) }
    }
    /// Renders the layer and its sublayers once into a cached bitmap, reused while they do not
    /// change (CALayer.h `shouldRasterize`; fact 73).
    public var shouldRasterize: Bool {
        get { renderForReading.shouldRasterize }
        set { setRenderProperty(\.shouldRasterize, newValue) }
    }
    /// The scale of that bitmap relative to the layer's points (default 1; the screen's is 3).
    public var rasterizationScale: CGFloat {
        get { renderForReading.rasterizationScale }
        set { setRenderProperty(\.rasterizationScale, newValue) }
    }
    /// Whether the layer's backing store is fully opaque (CALayer.h `opaque`, default false; fact 74).
    public var isOpaque = false { didSet { touch() } }
    /// Whether a bounds change marks the layer as needing display.
    public var needsDisplayOnBoundsChange = false

    // Dirty state (facts 5, 6, 12).
    var layoutFlag = true
    var descendantNeedsLayout = false
    var layoutCause: Cause = .none
    var displayFlag = true
    var descendantNeedsDisplay = false
    var displayCause: Cause = .none
    /// The area to redraw; nil means the whole bounds (the first draw, or `setNeedsDisplay()`).
    var dirtyRect: CGRect?
    /// Whether the layer has drawn at least once.
    var hasDrawn = false
    /// Fill, border, contents, backing store, shadow, mask and identity for the render model
    /// (Render/), made at the first use: for writing, and for a layer being rendered.
    var render: LayerRenderState {
        if let storedRender { return storedRender }
        let made = LayerRenderState()
        storedRender = made
        return made
    }
    /// The render state to read without making one: the layer's own, or the defaults.
    var renderForReading: LayerRenderState { storedRender ?? .unrendered }
    private var storedRender: LayerRenderState?

    /// Feedback-loop counter (fact 23): layouts in run-loop turn `layoutTurn`.
    var layoutTurn = -1
    var layoutsThisTurn = 0

    private var explicitName: String?
    private var number = 0
    /// `CALayer#2`; standalone layers are numbered on creation, views' layers are named after the view.
    private lazy var defaultName: String = "CALayer#\(number)"

    /// Creates a standalone layer in `simulation`.
    public convenience init(_ simulation: Simulation) {
        self.init(context: simulation.context)
        numberAsStandalone()
    }

    init(context: SimulationContext) {
        self.context = context
    }

    deinit {
        // A sublayer held elsewhere (a view, a scenario) outlives this layer.
        for sublayer in sublayers { sublayer.superlayer = nil }
    }

    /// Gives a standalone layer its creation number.
    func numberAsStandalone() {
        number = context.nextNumber(for: "CALayer")
        // Fact 51: a standalone layer starts with needsDisplay false; it displays only after
        // `setNeedsDisplay()` (or a bounds change with `needsDisplayOnBoundsChange`). A view's
        // layer starts marked, and draws once it has a size (if its view draws).
        displayFlag = false
    }

    /// The name the trace uses: `a1.layer` for a view's layer, else the scenario's name or `CALayer#2`.
    public var traceName: String {
        get {
            if let explicitName { return explicitName }
            if let delegate { return Self.layerName(ofView: delegate.traceName) }
            return defaultName
        }
        set { explicitName = newValue }
    }

    /// `a.layer`: the name of the layer of the view named `viewName`.
    static func layerName(ofView viewName: String) -> String { viewName + ".layer" }

    /// The id of `traceName` in the trace, for recording this layer's events. A view's layer
    /// keeps it by its view's name, so `a.layer` is made again only when the view is renamed.
    var traceNameID: UInt32 {
        if explicitName == nil, let delegate {
            // While the view keeps its default name so does the layer (`UIView#3.layer`).
            let keepsDefaultName = delegate.keepsDefaultName
            if keepsDefaultName && defaultNameID != .max { return defaultNameID }
            let id = tracedName.id(ofLayerOfView: delegate.traceName, in: context.trace)
            if keepsDefaultName { defaultNameID = id }
            return id
        }
        return tracedName.id(of: traceName, in: context.trace)
    }
    private var tracedName = TraceNameMemo()
    /// The id of a view's layer's name while the view keeps its default name (`UIView#3.layer`).
    private var defaultNameID = UInt32.max

    /// The name dirty sets and feedback reports use: the view's name for a view's layer.
    var ownerName: String { delegate?.traceName ?? traceName }

    // MARK: Geometry

    /// The layer's own coordinate space.
    public var bounds: CGRect {
        get { storedBounds }
        set {
            let oldSize = storedBounds.size
            storedBounds = newValue
            if oldSize != newValue.size { sizeDidChange(reason: "boundsChanged") }
            touch()
        }
    }

    /// The anchor point's position in the superlayer.
    public var position: CGPoint {
        get { storedPosition }
        set {
            storedPosition = newValue
            touch()
        }
    }

    /// The layer's rectangle in its superlayer (bounding box when transformed).
    public var frame: CGRect {
        get {
            let origin = CGPoint(
                x: storedPosition.x - storedBounds.width * anchorPoint.x,
                y: storedPosition.y - storedBounds.height * anchorPoint.y)
            let rect = CGRect(origin: origin, size: storedBounds.size)
            guard !affineTransform.isIdentity else { return rect }
            let centered = CGRect(
                x: -storedBounds.width * anchorPoint.x, y: -storedBounds.height * anchorPoint.y,
                width: storedBounds.width, height: storedBounds.height)
            return affineTransform.boundingBox(of: centered).offsetBy(dx: storedPosition.x, dy: storedPosition.y)
        }
        set {
            let oldSize = storedBounds.size
            storedBounds.size = newValue.size
            storedPosition = CGPoint(
                x: newValue.minX + newValue.width * anchorPoint.x, y: newValue.minY + newValue.height * anchorPoint.y)
            if oldSize != newValue.size { sizeDidChange(reason: "frameChanged") }
            touch()
        }
    }

    /// `frame` as app code reads and writes it. Core Animation calls the value undefined when the
    /// transform rotates by other than a multiple of 90° (Docs CALayer.frame), so each such use is
    /// a model choice (`ModelChoice`): the model reads the bounding box and writes the untransformed
    /// size; a run taking the other choice reads the untransformed rectangle and writes only
    /// the position.
    public var appFrame: CGRect {
        get {
            guard !affineTransform.isRectilinear,
                context.choose(
                    .undefinedValue,
                    "`\(traceName).frame` read while its transform rotates by other than a multiple of 90°",
                    source: "Docs CALayer.frame: undefined under such a rotation")
            else { return frame }
            return CGRect(
                x: storedPosition.x - storedBounds.width * anchorPoint.x,
                y: storedPosition.y - storedBounds.height * anchorPoint.y,
                width: storedBounds.width, height: storedBounds.height)
        }
        set {
            guard !affineTransform.isRectilinear,
                context.choose(
                    .undefinedValue,
                    "`\(traceName).frame` set while its transform rotates by other than a multiple of 90°",
                    source: "Docs CALayer.frame: undefined under such a rotation")
            else { frame = newValue; return }
            position = CGPoint(
                x: newValue.minX + storedBounds.width * anchorPoint.x,
                y: newValue.minY + storedBounds.height * anchorPoint.y)
        }
    }

    /// A standalone layer's size change: Core Animation marks the layer itself for layout.
    private func sizeDidChange(reason: String) {
        markNeedsLayout(cause: context.currentCause, reason: reason)
        if needsDisplayOnBoundsChange { markNeedsDisplay(rect: nil, cause: context.currentCause, reason: reason) }
    }

    // MARK: Layer tree

    /// The deepest layer tree (and so view tree) allowed. Every walk of the tree (layout,
    /// display, the render encoder, the compositor, dumps) recurses once per level, so the
    /// bound is what keeps them far from the stack's end; lessons use fewer than ten levels.
    public static let maximumTreeDepth = 256

    /// Appends `layer` as the frontmost sublayer.
    public func addSublayer(_ layer: CALayer) throws {
        try insertSublayer(layer, at: sublayers.count)
    }

    /// Inserts `layer` at `index` (clamped to the valid range). A layer cannot contain itself.
    /// Throws when the tree would grow deeper than `maximumTreeDepth`.
    public func insertSublayer(_ layer: CALayer, at index: Int) throws {
        guard layer !== self, !isDescendant(of: layer) else { return }
        try checkDepth(adding: layer)
        layer.detachFromSuperlayer()
        attach(layer, at: index)
        touch()
    }

    /// Removes the layer from its superlayer.
    public func removeFromSuperlayer() {
        detachFromSuperlayer()
        touch()
    }

    /// Throws unless `layer`'s tree fits under this layer within `maximumTreeDepth` levels.
    /// Walks up this layer's ancestors and down `layer`'s tree, without recursion; both are
    /// bounded by the limit, which every existing tree already keeps.
    public func checkDepth(adding layer: CALayer) throws {
        var depth = 1
        var ancestor = superlayer
        while let current = ancestor {
            depth += 1
            ancestor = current.superlayer
        }
        let room = CALayer.maximumTreeDepth - depth
        guard room >= 1 else { throw SimulationLimit.treeTooDeep() }
        if layer.sublayers.isEmpty { return }
        var pending: [(CALayer, Int)] = [(layer, 1)]
        while let (current, level) = pending.popLast() {
            if level > room { throw SimulationLimit.treeTooDeep() }
            for sublayer in current.sublayers { pending.append((sublayer, level + 1)) }
        }
    }

    /// Whether `layer` is this layer or one of its ancestors.
    func isDescendant(of layer: CALayer) -> Bool {
        var current: CALayer? = self
        while let candidate = current {
            if candidate === layer { return true }
            current = candidate.superlayer
        }
        return false
    }

    func attach(_ layer: CALayer, at index: Int) {
        sublayers.insert(layer, at: max(0, min(index, sublayers.count)))
        layer.superlayer = self
        // Carry the new sublayer's pending work up, so the passes find it.
        if layer.layoutFlag || layer.descendantNeedsLayout { markDescendantNeedsLayout() }
        if layer.displayFlag || layer.descendantNeedsDisplay { markDescendantNeedsDisplay() }
    }

    func detachFromSuperlayer() {
        guard let parent = superlayer else { return }
        if let index = parent.sublayers.firstIndex(where: { $0 === self }) { parent.sublayers.remove(at: index) }
        superlayer = nil
    }

    // MARK: Layout flags

    /// Marks the layer as needing layout; the next commit (or `layoutIfNeeded`) lays it out.
    public func setNeedsLayout() {
        let seq = context.trace.record(
            level: .calayer, receiverID: traceNameID, method: "setNeedsLayout", cause: context.currentCause,
            reason: "explicit")
        markNeedsLayout(cause: .event(seq), reason: nil)
    }

    /// Whether the layer itself is marked as needing layout.
    public func needsLayout() -> Bool { layoutFlag }

    /// Core Animation's `layoutIfNeeded` (facts 6, 21; CALayer Docs: "the layer's super layers are
    /// traversed until a ancestor layer is found that does not require layout. Then layout is
    /// performed on the entire layer-tree beneath that ancestor"). It climbs the "needs layout"
    /// and "descendant needs layout" bits, so a dirty ancestor above a clean one is reached too,
    /// then lays out everything dirty below the top it reached. This climbing is CALayer's, not
    /// UIView's.
    public func layoutIfNeeded() throws {
        var top = self
        while let parent = top.superlayer, parent.layoutFlag || parent.descendantNeedsLayout { top = parent }
        try context.trace.call(
            level: .calayer, receiverID: traceNameID, method: "layoutIfNeeded", cause: context.currentCause,
            reason: "explicit"
        ) { seq in
            guard top.layoutFlag || top.descendantNeedsLayout else { return }
            try context.withPhase(.layout) { try LayoutPass(context: context).run(from: top, cause: .event(seq)) }
        }
    }

    /// Core Animation's `layoutSublayers`: for a view's layer, asks the view (its delegate)
    /// to lay out (`layoutSublayers(of:)`); a standalone layer does nothing unless overridden.
    public func layoutSublayers() throws {
        try LayoutPass(context: context).layoutSublayers(of: self, cause: context.currentCause)
    }

    /// Marks this layer, and sets the "descendant needs layout" bit up the tree. The first
    /// marking's cause is kept: later marks in the same turn coalesce into it (fact 5).
    /// `reason` non-nil records a Core Animation-level event (a size change, a new subview).
    func markNeedsLayout(cause: Cause, reason: String?) {
        var cause = cause
        if let reason {
            cause = .event(
                context.trace.record(
                    level: .calayer, receiverID: traceNameID, method: "setNeedsLayout", cause: cause, reason: reason))
        }
        if !layoutFlag {
            layoutFlag = true
            layoutCause = cause
        }
        superlayer?.markDescendantNeedsLayout()
        context.transaction.touch(cause: cause)
    }

    func markDescendantNeedsLayout() {
        var current: CALayer? = self
        while let layer = current, !layer.descendantNeedsLayout {
            layer.descendantNeedsLayout = true
            current = layer.superlayer
        }
    }

    // MARK: Display flags

    /// Marks the whole layer as needing display (`draw`/`display` in the next display pass).
    public func setNeedsDisplay() {
        let seq = context.trace.record(
            level: .calayer, receiverID: traceNameID, method: "setNeedsDisplay", cause: context.currentCause,
            reason: "explicit")
        markNeedsDisplay(rect: nil, cause: .event(seq), reason: nil)
    }

    /// Whether the layer is marked as needing display.
    public func needsDisplay() -> Bool { displayFlag }

    /// Marks the layer (only this one: display never propagates, fact 12). `rect` nil = whole bounds.
    func markNeedsDisplay(rect: CGRect?, cause: Cause, reason: String?) {
        var cause = cause
        if let reason {
            cause = .event(
                context.trace.record(
                    level: .calayer, receiverID: traceNameID, method: "setNeedsDisplay", cause: cause, reason: reason))
        }
        if !displayFlag {
            displayFlag = true
            displayCause = cause
            dirtyRect = rect
        } else if let old = dirtyRect {
            // Already dirty: the areas accumulate (nil, the whole bounds, absorbs any rect).
            dirtyRect = rect.map { old.union($0) }
        }
        superlayer?.markDescendantNeedsDisplay()
        context.transaction.touch(cause: cause)
    }

    func markDescendantNeedsDisplay() {
        var current: CALayer? = self
        while let layer = current, !layer.descendantNeedsDisplay {
            layer.descendantNeedsDisplay = true
            current = layer.superlayer
        }
    }

    /// A change to the layer tree opens the implicit transaction (fact 1).
    func touch() {
        invalidateEncoding()
        // A standalone layer's implicit action is decided when the property changes, by the
        // transaction's settings then (fact 52).
        if delegate == nil { render.actionSettings = context.transaction.actionSettings }
        context.transaction.touch(cause: context.currentCause)
    }
}
