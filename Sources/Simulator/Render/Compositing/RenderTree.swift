// What one commit sends to the render server.
import Foundation

/// The encoded layer tree of one commit, with the window it is shown in.
public struct RenderTree: Hashable, Sendable {
    /// The window's root layer.
    public var root: LayerSnapshot
    /// The window size in points.
    public var windowSize: CGSize
    /// The device scale (3 for the simulated iPhone).
    public var scale: Double
    /// The colour behind everything (a window with no background shows black).
    public var background: RGBA

    /// A tree for a window of `windowSize` points at `scale`.
    public init(
        root: LayerSnapshot, windowSize: CGSize = CGSize(width: 390, height: 844), scale: Double = 3,
        background: RGBA = .black
    ) {
        self.root = root
        self.windowSize = windowSize
        self.scale = scale
        self.background = background
    }

    /// Layers in the tree (masks included).
    public var layerCount: Int { root.layerCount }
}
