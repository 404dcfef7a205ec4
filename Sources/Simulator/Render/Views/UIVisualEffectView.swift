// A blur over what lies behind: the render server's most expensive kind of offscreen pass.
import Foundation

/// A view that blurs the content behind it (`UIVisualEffectView(effect: UIBlurEffect(...))`).
///
/// The render server copies the pixels behind it, blurs them and writes them back — an offscreen pass every
/// frame (fact 37, TT10857) — then draws its translucent tint.
public final class UIVisualEffectView: UIView {
    /// Creates a blur view with `frame` in `simulation`, blurring by `blurRadius` points.
    /// (`UIVisualEffectView(sim, frame:)` blurs by 20 points, like the system material.)
    public convenience init(_ simulation: Simulation, frame: CGRect, blurRadius: CGFloat) {
        self.init(context: simulation.context, frame: frame)
        self.blurRadius = blurRadius
    }

    override init(context: SimulationContext, frame: CGRect) {
        super.init(context: context, frame: frame)
        layer.render.backgroundBlurRadius = 20
        // The system material's light tint over the blur.
        layer.backgroundColor = UIColor(white: 1, alpha: 0.3)
    }

    /// Creates a view showing `effect` (nil: no effect, no offscreen pass) in `simulation`.
    public convenience init(_ simulation: Simulation, effect: UIBlurEffect?) {
        self.init(context: simulation.context, frame: .zero)
        self.effect = effect
    }

    override var className: String { "UIVisualEffectView" }

    /// The effect shown; setting nil removes the blur and its offscreen pass.
    public var effect: UIBlurEffect? = UIBlurEffect(style: .systemMaterial) {
        didSet {
            layer.render.backgroundBlurRadius = effect?.blurRadius ?? 0
            layer.backgroundColor = effect?.tint
            layer.touch()
        }
    }

    /// The view that subviews are added to in UIKit (`effectView.contentView.addSubview`); made on
    /// first use, sized with the effect view.
    public var contentView: UIView {
        if let storedContentView { return storedContentView }
        let made = UIView(context: context, frame: bounds)
        made.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        made.traceName = traceName + ".contentView"
        storedContentView = made
        try? addSubview(made)
        return made
    }
    private var storedContentView: UIView?

    /// The blur radius in points.
    public var blurRadius: CGFloat {
        get { layer.render.backgroundBlurRadius }
        set {
            layer.render.backgroundBlurRadius = newValue.isFinite ? max(0, newValue) : 0
            layer.touch()
        }
    }
}
