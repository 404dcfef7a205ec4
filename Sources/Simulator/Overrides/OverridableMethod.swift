// The UIKit / Core Animation entry points a scenario subclass may override.
import Foundation

/// A method a scenario class can override. The raw value is the Swift declaration name the
/// scenario writes (`layoutSublayers(of:)`); `traceMethod` is the name the trace records.
public enum OverridableMethod: String, Sendable, CaseIterable {
    // UIView
    /// `updateConstraints()`.
    case updateConstraints = "updateConstraints()"
    /// `layoutSubviews()`.
    case layoutSubviews = "layoutSubviews()"
    /// `layoutSublayers(of:)`.
    case layoutSublayersOfLayer = "layoutSublayers(of:)"
    /// `draw(_:)`.
    case draw = "draw(_:)"
    /// `sizeThatFits(_:)`.
    case sizeThatFits = "sizeThatFits(_:)"
    /// `intrinsicContentSize`.
    case intrinsicContentSize = "intrinsicContentSize"
    /// `requiresConstraintBasedLayout`.
    case requiresConstraintBasedLayout = "requiresConstraintBasedLayout"
    /// `willMove(toSuperview:)`.
    case willMoveToSuperview = "willMove(toSuperview:)"
    /// `didMoveToSuperview()`.
    case didMoveToSuperview = "didMoveToSuperview()"
    /// `willMove(toWindow:)`.
    case willMoveToWindow = "willMove(toWindow:)"
    /// `didMoveToWindow()`.
    case didMoveToWindow = "didMoveToWindow()"
    /// `didAddSubview(_:)`.
    case didAddSubview = "didAddSubview(_:)"
    /// `willRemoveSubview(_:)`.
    case willRemoveSubview = "willRemoveSubview(_:)"
    /// `safeAreaInsetsDidChange()`.
    case safeAreaInsetsDidChange = "safeAreaInsetsDidChange()"
    /// `layoutMarginsDidChange()` (fact 85).
    case layoutMarginsDidChange = "layoutMarginsDidChange()"
    /// `traitCollectionDidChange(_:)` (UITraitEnvironment: views and view controllers; fact 85).
    case traitCollectionDidChange = "traitCollectionDidChange(_:)"
    /// `prepareForReuse()` (UITableViewCell, UICollectionReusableView).
    case prepareForReuse = "prepareForReuse()"
    /// `preferredLayoutAttributesFitting(_:)` (UICollectionReusableView; fact 89).
    case preferredLayoutAttributesFitting = "preferredLayoutAttributesFitting(_:)"
    // CALayer
    /// `layoutSublayers()`.
    case layoutSublayers = "layoutSublayers()"
    /// `display()`.
    case display = "display()"
    // UIViewController
    /// `loadView()`.
    case loadView = "loadView()"
    /// `viewDidLoad()`.
    case viewDidLoad = "viewDidLoad()"
    /// `updateViewConstraints()`.
    case updateViewConstraints = "updateViewConstraints()"
    /// `viewWillLayoutSubviews()`.
    case viewWillLayoutSubviews = "viewWillLayoutSubviews()"
    /// `viewDidLayoutSubviews()`.
    case viewDidLayoutSubviews = "viewDidLayoutSubviews()"
    /// `viewWillAppear(_:)`.
    case viewWillAppear = "viewWillAppear(_:)"
    /// `viewDidAppear(_:)`.
    case viewDidAppear = "viewDidAppear(_:)"
    /// `willMove(toParent:)`.
    case willMoveToParent = "willMove(toParent:)"
    /// `didMove(toParent:)`.
    case didMoveToParent = "didMove(toParent:)"
    /// `viewSafeAreaInsetsDidChange()`.
    case viewSafeAreaInsetsDidChange = "viewSafeAreaInsetsDidChange()"
    /// `viewWillTransition(to:with:)` (UIContentContainer; fact 85).
    case viewWillTransition = "viewWillTransition(to:with:)"

    /// The method name as the trace records it: no parentheses or labels
    /// (`layoutSublayers(of:)` → `layoutSublayersOfLayer`, `willMove(toSuperview:)` → `willMoveToSuperview`).
    public var traceMethod: String {
        // Literals, not the raw value with its "()" cut off: a trace records a method name for
        // each view in each pass, and cutting made a new string each time.
        switch self {
        case .updateConstraints: return "updateConstraints"
        case .layoutSubviews: return "layoutSubviews"
        case .layoutSublayersOfLayer: return "layoutSublayersOfLayer"
        case .draw: return "draw"
        case .sizeThatFits: return "sizeThatFits"
        case .intrinsicContentSize: return "intrinsicContentSize"
        case .requiresConstraintBasedLayout: return "requiresConstraintBasedLayout"
        case .willMoveToSuperview: return "willMoveToSuperview"
        case .didMoveToSuperview: return "didMoveToSuperview"
        case .willMoveToWindow: return "willMoveToWindow"
        case .didMoveToWindow: return "didMoveToWindow"
        case .didAddSubview: return "didAddSubview"
        case .willRemoveSubview: return "willRemoveSubview"
        case .safeAreaInsetsDidChange: return "safeAreaInsetsDidChange"
        case .layoutMarginsDidChange: return "layoutMarginsDidChange"
        case .traitCollectionDidChange: return "traitCollectionDidChange"
        case .prepareForReuse: return "prepareForReuse"
        case .preferredLayoutAttributesFitting: return "preferredLayoutAttributesFitting"
        case .layoutSublayers: return "layoutSublayers"
        case .display: return "display"
        case .loadView: return "loadView"
        case .viewDidLoad: return "viewDidLoad"
        case .updateViewConstraints: return "updateViewConstraints"
        case .viewWillLayoutSubviews: return "viewWillLayoutSubviews"
        case .viewDidLayoutSubviews: return "viewDidLayoutSubviews"
        case .viewWillAppear: return "viewWillAppear"
        case .viewDidAppear: return "viewDidAppear"
        case .willMoveToParent: return "willMoveToParent"
        case .didMoveToParent: return "didMoveToParent"
        case .viewSafeAreaInsetsDidChange: return "viewSafeAreaInsetsDidChange"
        case .viewWillTransition: return "viewWillTransition"
        }
    }

    /// Finds a method by the name a scenario writes, with or without the parentheses
    /// (`layoutSubviews`, `layoutSubviews()`, `draw(_:)`, `sizeThatFits`).
    public init?(declaration name: String) {
        if let exact = OverridableMethod(rawValue: name) {
            self = exact
            return
        }
        let base = name.split(separator: "(").first.map(String.init) ?? name
        guard
            let match = OverridableMethod.allCases.first(where: {
                $0.rawValue.split(separator: "(").first.map(String.init) == base
            })
        else {
            return nil
        }
        self = match
    }
}
