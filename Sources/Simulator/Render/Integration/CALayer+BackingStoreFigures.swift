import Foundation

extension CALayer {
    /// The size in points of the bitmap the layer last drew (zero if it never drew): the
    /// width × height that `backingStoreBytes` multiplies (fact 31), so an explanation can show
    /// the arithmetic with the run's numbers.
    public var backingStorePointSize: CGSize { render.backingStoreSize }

    /// Whether the layer has a backing store (it ran `draw(_:)` or `display()`).
    public var hasBackingStore: Bool { render.backingStore != nil }

    /// The screen scale backing stores are drawn at (points to pixels, per axis).
    public static var backingStoreScale: Double { Double(UIWindow.deviceScale) }

}
