// A layout guide: a rectangle in the engine without a view (safe area, margins, spacers).
import Foundation

/// A rectangle that takes part in Auto Layout without a view or layer. A view's
/// `safeAreaLayoutGuide` and `layoutMarginsGuide` are pinned inside it by the view's insets.
public final class UILayoutGuide: LayoutItem {
    /// The view that owns the guide.
    public internal(set) weak var owningView: UIView?
    /// An identifier; also the guide's trace name when set.
    public var identifier: String
    /// Which system guide this is, if any.
    let kind: Kind
    var layoutVariables: LayoutVariables?
    /// Constraints that hold a system guide inside its view.
    var guideConstraints: [NSLayoutConstraint] = []
    /// The constraints that name this guide as an item, whose links it clears before it goes.
    var namingConstraints = NamingConstraints()

    enum Kind {
        case custom, safeArea, layoutMargins, readableContent
        /// A scroll view's `frameLayoutGuide` (its frame) and `contentLayoutGuide` (only its
        /// origin is the content's; its size is the app's constraints', fact 64).
        case scrollFrame, scrollContent
    }

    /// The widest a readable content guide gets (model assumption: 672 pt, the readable width
    /// UIKit reports for the default text size; narrower screens use the margins).
    static let readableWidth: CGFloat = 672

    /// Creates a custom guide; add it with `view.addLayoutGuide(_:)`.
    public init() {
        self.identifier = ""
        self.kind = .custom
    }

    /// A custom guide's variables are constrained only by the app; system guides are pinned.
    init(owningView: UIView, kind: Kind, identifier: String) {
        self.owningView = owningView
        self.kind = kind
        self.identifier = identifier
    }

    deinit {
        // Constraints that name the guide may outlive it; they hold it unowned.
        namingConstraints.clearLinks(to: self)
    }

    /// How far the guide is inset from its owning view's edges.
    var insets: UIEdgeInsets {
        guard let owningView else { return .zero }
        switch kind {
        case .safeArea: return owningView.safeAreaInsets
        case .layoutMargins: return owningView.layoutMargins
        case .readableContent:
            // Inside the margins, and centered no wider than the readable width.
            var margins = owningView.layoutMargins
            let width = owningView.bounds.width - margins.left - margins.right
            if width > Self.readableWidth {
                let extra = (width - Self.readableWidth) / 2
                margins.left += extra
                margins.right += extra
            }
            return margins
        case .scrollFrame:
            // The frame guide is the visible rectangle: in the scroll view's own coordinates it
            // starts at the content offset, so what is pinned to it stays put as the content
            // scrolls (fact 64).
            let offset = owningView.bounds.origin
            return UIEdgeInsets(top: offset.y, left: offset.x, bottom: -offset.y, right: -offset.x)
        case .custom, .scrollContent: return .zero
        }
    }

    /// `a1.safeAreaLayoutGuide`, `vc.view.layoutMarginsGuide`, or the identifier.
    public var traceName: String {
        switch kind {
        case .safeArea: return (owningView?.traceName ?? "?") + ".safeAreaLayoutGuide"
        case .layoutMargins: return (owningView?.traceName ?? "?") + ".layoutMarginsGuide"
        case .readableContent: return (owningView?.traceName ?? "?") + ".readableContentGuide"
        case .scrollFrame: return (owningView?.traceName ?? "?") + ".frameLayoutGuide"
        case .scrollContent: return (owningView?.traceName ?? "?") + ".contentLayoutGuide"
        case .custom: return identifier.isEmpty ? (owningView?.traceName ?? "?") + ".layoutGuide" : identifier
        }
    }

    /// The guide's rectangle in its owning view's coordinates, as the engine solved it.
    public var layoutFrame: CGRect {
        guard let owningView, let engine = owningView.layoutEngine, let variables = layoutVariables,
            let viewVariables = owningView.layoutVariables
        else { return .zero }
        return engine.frame(of: variables, relativeTo: viewVariables)
    }
}
