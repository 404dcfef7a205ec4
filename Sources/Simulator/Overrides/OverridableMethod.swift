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
        switch self {
        case .layoutSublayersOfLayer: return "layoutSublayersOfLayer"
        case .willMoveToSuperview: return "willMoveToSuperview"
        case .willMoveToWindow: return "willMoveToWindow"
        case .draw: return "draw"
        case .sizeThatFits: return "sizeThatFits"
        case .didAddSubview: return "didAddSubview"
        case .willRemoveSubview: return "willRemoveSubview"
        case .viewWillAppear: return "viewWillAppear"
        case .viewDidAppear: return "viewDidAppear"
        case .willMoveToParent: return "willMoveToParent"
        case .didMoveToParent: return "didMoveToParent"
        case .traitCollectionDidChange: return "traitCollectionDidChange"
        case .viewWillTransition: return "viewWillTransition"
        case .preferredLayoutAttributesFitting: return "preferredLayoutAttributesFitting"
        default:
            return rawValue.hasSuffix("()") ? String(rawValue.dropLast(2)) : rawValue
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
