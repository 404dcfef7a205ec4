// A view's Auto Layout state: its constraints, engine variables, guides and margins.
import Foundation

/// The Auto Layout state of one `UIView`, kept by the view out of line (`view.layoutState`)
/// and made at its first write: most views a scenario makes never take part in Auto Layout
/// or set margins. The view reads and writes these through properties of the same names. A
/// class, so that reading a field reads it in place (a struct behind an accessor was copied
/// whole).
final class ViewLayoutState {
    /// Active constraints installed on this view (it is the items' closest common ancestor).
    var installedConstraints: [NSLayoutConstraint] = []
    /// This view's engine variables, while it takes part in its window's engine.
    var layoutVariables: LayoutVariables?
    /// The engine the view's variables are in (nil once that engine has gone).
    var layoutEngine: LayoutEngine? {
        get { layoutEngineLink?.object }
        set { layoutEngineLink = newValue?.link }
    }
    private var layoutEngineLink: ObjectLink<LayoutEngine>?
    /// The engine this view hosts as the root of its hierarchy: a window's, or that of a
    /// hierarchy in no window once it is laid out with constraints (fact 50).
    var hostedEngine: LayoutEngine?
    /// UIKit's constraints holding a frame-based view at its frame.
    var autoresizingConstraints: [NSLayoutConstraint] = []
    /// UIKit's hugging / compression-resistance constraints from the intrinsic size (fact 25).
    var contentSizeConstraints: [NSLayoutConstraint] = []
    /// The frame the engine last solved for this view, relative to its superview.
    var lastEngineFrame: CGRect?
    /// Guides added to the view (system guides included once made).
    var layoutGuides: [UILayoutGuide] = []
    var storedSafeAreaGuide: UILayoutGuide?
    var storedMarginsGuide: UILayoutGuide?
    /// Content hugging priorities (fact 25: 250 by default).
    var huggingPriorities = AxisPriorities(.defaultLow)
    /// Compression resistance priorities (fact 25: 750 by default).
    var compressionPriorities = AxisPriorities(.defaultHigh)
    /// The margins the app set; nil keeps UIKit's default (8 pt; a root view's, fact 48).
    var storedLayoutMargins: UIEdgeInsets?
    /// The constraints that name this view as an item, whose links it clears before it goes.
    var namingConstraints = NamingConstraints()

    /// What a view that has no state of its own reads.
    // Safe: never written (a view writes only the state it made, `UIView.layoutState`), and a
    // read only copies values and retains objects, which is atomic.
    nonisolated(unsafe) static let unconstrained = ViewLayoutState()
}
