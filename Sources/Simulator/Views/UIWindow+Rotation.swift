// Size and trait changes as layout triggers (fact 85): a rotation drives viewWillTransition(to:with:),
// the size change, the safe-area and margin callbacks, traitCollectionDidChange(_:) and layout.
import Foundation

/// `UIUserInterfaceSizeClass`.
public enum UIUserInterfaceSizeClass: String, Sendable {
    case unspecified, compact, regular
}

/// The traits the model knows: the two size classes (`UITraitCollection`).
public struct UITraitCollection: Equatable, Sendable {
    public var horizontalSizeClass: UIUserInterfaceSizeClass
    public var verticalSizeClass: UIUserInterfaceSizeClass

    /// An iPhone of the modelled size (not a Plus or Max): compact width in both orientations,
    /// regular height in portrait, compact height in landscape (Apple's Human Interface
    /// Guidelines, "Layout", device size classes).
    static func iPhone(_ size: CGSize) -> UITraitCollection {
        UITraitCollection(
            horizontalSizeClass: .compact, verticalSizeClass: size.width > size.height ? .compact : .regular)
    }
}

/// The coordinator handed to `viewWillTransition(to:with:)`: blocks given to
/// `animate(alongsideTransition:completion:)` run inside the transition's animation, after the
/// new size is set and laid out; completions run when it has finished.
public final class UIViewControllerTransitionCoordinator {
    /// Model assumption: an iPhone rotation animates for 0.4 s.
    public let transitionDuration: Double
    var alongside: [() throws -> Void] = []
    var completions: [() throws -> Void] = []

    init(duration: Double) { transitionDuration = duration }

    /// `animate(alongsideTransition:completion:)`; returns true, as UIKit does when it accepts them.
    @discardableResult
    public func animate(alongside: (() throws -> Void)?, completion: (() throws -> Void)?) -> Bool {
        if let alongside { self.alongside.append(alongside) }
        if let completion { completions.append(completion) }
        return true
    }
}

extension UIView {
    /// The view's traits: its window's (a view in no window reports the portrait iPhone's).
    public var traitCollection: UITraitCollection {
        window?.currentTraits ?? .iPhone(UIWindow.screenSize)
    }
}

extension UIViewController {
    /// The controller's traits: its view's window's.
    public var traitCollection: UITraitCollection {
        viewIfLoaded?.traitCollection ?? .iPhone(UIWindow.screenSize)
    }

    /// `viewWillTransition(to:with:)`: UIKit's own forwards it to the children, so a child hears
    /// only when its parent's override calls `super` (Docs UIContentContainer).
    func sendViewWillTransition(
        to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator, cause: Cause
    ) throws {
        try callOverridable(
            .viewWillTransition, cause: cause, reason: "sizeTransition", arguments: [size, coordinator]
        ) { _ in
            for child in children { try child.sendViewWillTransition(to: size, with: coordinator, cause: cause) }
        }
    }

    /// `traitCollectionDidChange(_:)` for this controller and its children, each before its
    /// root view's subtree.
    func sendTraitCollectionDidChange(previous: UITraitCollection, cause: Cause) throws {
        try callOverridable(.traitCollectionDidChange, cause: cause, reason: "traitsChanged", arguments: [previous]) {
            _ in
        }
        for child in children { try child.sendTraitCollectionDidChange(previous: previous, cause: cause) }
    }
}

extension UIWindow {
    /// The traits of the screen now.
    var currentTraits: UITraitCollection { .iPhone(bounds.size) }

    /// Rotates the simulated device so the window becomes `size` (a prelude helper: on a device
    /// the user turns it). In UIKit's order (Docs UIContentContainer `viewWillTransition(to:with:)`
    /// "before changing the size"): `viewWillTransition(to:with:)` on the root controller (and,
    /// through `super`, its children); then, inside the transition's animation, the new size and
    /// safe area (the root view follows by its autoresizing mask), `safeAreaInsetsDidChange` /
    /// `viewSafeAreaInsetsDidChange` and `layoutMarginsDidChange` for the views whose values
    /// changed, `traitCollectionDidChange(_:)` when a size class changed, the layout pass
    /// (`viewWillLayoutSubviews`, `layoutSubviews`, …), and the coordinator's alongside blocks;
    /// its completions when the animation has finished.
    public func rotate(to size: CGSize) throws {
        guard size.width.isFinite, size.height.isFinite, size.width > 0, size.height > 0,
            size.width <= 10_000, size.height <= 10_000
        else {
            throw SimulatedException.internalInconsistency("rotate(to:) takes a finite positive size")
        }
        try context.trace.call(
            level: .uikit, receiver: traceName, method: "rotate", cause: context.currentCause, reason: "explicit",
            text: "\(UIView.format(size.width)) × \(UIView.format(size.height))"
        ) { seq in
            let cause = Cause.event(seq)
            let coordinator = UIViewControllerTransitionCoordinator(duration: 0.4)
            try rootViewController?.sendViewWillTransition(to: size, with: coordinator, cause: cause)
            let previous = currentTraits
            try UIView.animate(
                context: context, withDuration: coordinator.transitionDuration,
                animations: {
                    var insets: [ObjectIdentifier: (UIEdgeInsets, UIEdgeInsets)] = [:]
                    forEachInSubtree { insets[ObjectIdentifier($0)] = ($0.safeAreaInsets, $0.layoutMargins) }
                    screenInsets =
                        size.width > size.height ? UIWindow.landscapeSafeAreaInsets : UIWindow.screenSafeAreaInsets
                    setFrame(CGRect(origin: .zero, size: size), cause: cause, reason: "rotation")
                    (layoutEngine ?? engineIfCreated)?.refreshSystemGuides(in: self)
                    var changed: [UIView] = []
                    forEachInSubtree { changed.append($0) }
                    for view in changed {
                        guard let (safe, margins) = insets[ObjectIdentifier(view)] else { continue }
                        if view.safeAreaInsets != safe {
                            view.layer.markNeedsLayout(cause: cause, reason: "safeAreaInsetsChanged")
                            try view.callOverridable(
                                .safeAreaInsetsDidChange, cause: cause, reason: "safeAreaInsetsChanged"
                            ) { _ in }
                            if let controller = view.viewController {
                                try controller.callOverridable(
                                    .viewSafeAreaInsetsDidChange, cause: cause, reason: "safeAreaInsetsChanged"
                                ) { _ in }
                            }
                        }
                        if view.layoutMargins != margins {
                            try view.callOverridable(
                                .layoutMarginsDidChange, cause: cause, reason: "layoutMarginsChanged"
                            ) { _ in }
                        }
                    }
                    if currentTraits != previous {
                        try rootViewController?.sendTraitCollectionDidChange(previous: previous, cause: cause)
                        // Model: every view's traits change with the window's; the trace lists
                        // the views whose class overrides the method.
                        for view in changed where view.overrides(.traitCollectionDidChange) {
                            try view.callOverridable(
                                .traitCollectionDidChange, cause: cause, reason: "traitsChanged", arguments: [previous]
                            ) { _ in }
                        }
                    }
                    try layoutIfNeeded()
                    for block in coordinator.alongside { try block() }
                },
                completion: { _ in
                    for block in coordinator.completions { try block() }
                })
        }
    }
}
