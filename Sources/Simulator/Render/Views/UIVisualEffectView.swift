// A blur over what lies behind: the render server's most expensive kind of offscreen pass.
import Foundation

/// A view that blurs the content behind it (`UIVisualEffectView(effect: UIBlurEffect(...))`).
/// The render server copies the pixels behind it, blurs them and writes them back — an
/// offscreen pass every frame (fact 37, TT10857) — then draws its translucent tint.
public final class UIVisualEffectView: UIView {
    /// Creates a blur view with `frame` in `simulation`; `blurRadius` in points (default 20).
    public convenience init(_ simulation: Simulation, frame: CGRect, blurRadius: CGFloat = 20) {
        self.init(context: simulation.context, frame: frame)
        layer.render.backgroundBlurRadius = blurRadius.isFinite ? max(0, blurRadius) : 0
        // The system material's light tint over the blur.
        layer.backgroundColor = UIColor(white: 1, alpha: 0.3)
    }

    override init(context: SimulationContext, frame: CGRect) {
        super.init(context: context, frame: frame)
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
