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

    override var className: String { "UIVisualEffectView" }

    /// The blur radius in points.
    public var blurRadius: CGFloat {
        get { layer.render.backgroundBlurRadius }
        set {
            layer.render.backgroundBlurRadius = newValue.isFinite ? max(0, newValue) : 0
            layer.touch()
        }
    }
}
