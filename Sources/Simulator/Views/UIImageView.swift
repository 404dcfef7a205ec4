// An image view: its image is layer contents, composited without draw(_:) (fact 34).
import Foundation

/// Shows a `UIImage` as its layer's contents. The image's size is the intrinsic content size.
public final class UIImageView: UIView {
    /// The image; setting it replaces the layer contents and invalidates the intrinsic size.
    public var image: UIImage? {
        didSet {
            guard image != oldValue else { return }
            layer.contents = image
            invalidateIntrinsicContentSize()
        }
    }

    /// Creates an image view in `simulation`, sized to `image` like UIKit's `init(image:)`.
    public convenience init(_ simulation: Simulation, image: UIImage? = nil) {
        self.init(context: simulation.context, frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
        layer.contents = image
    }

    override init(context: SimulationContext, frame: CGRect) {
        super.init(context: context, frame: frame)
    }

    override var className: String { "UIImageView" }

    override var uikitHasIntrinsicContentSize: Bool { true }

    override var uikitIntrinsicContentSize: CGSize {
        image?.size ?? CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    override func uikitSizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
}
