import Foundation

/// What `layer.presentation()` returns: the layer's on-screen frame and opacity at the moment it was asked.
struct PresentationValues {
    var frame: CGRect
    var opacity: Double
}
