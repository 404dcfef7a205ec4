// The UIKit / Core Animation entry points a scenario subclass may override.
import Foundation

/// A method a scenario class can override. The raw value is the Swift declaration name the
/// scenario writes (`layoutSublayers(of:)`); `traceMethod` is the name the trace records.
public enum OverridableMethod: String, Sendable, CaseIterable {
    // UIView
    case updateConstraints = "updateConstraints()"
    case layoutSubviews = "layoutSubviews()"
    case layoutSublayersOfLayer = "layoutSublayers(of:)"
    case draw = "draw(_:)"
    case sizeThatFits = "sizeThatFits(_:)"
    case intrinsicContentSize = "intrinsicContentSize"
    case requiresConstraintBasedLayout = "requiresConstraintBasedLayout"
    case willMoveToSuperview = "willMove(toSuperview:)"
    case didMoveToSuperview = "didMoveToSuperview()"
    case willMoveToWindow = "willMove(toWindow:)"
    case didMoveToWindow = "didMoveToWindow()"
    case didAddSubview = "didAddSubview(_:)"
    case willRemoveSubview = "willRemoveSubview(_:)"
    // CALayer
    case layoutSublayers = "layoutSublayers()"
    case display = "display()"
    // UIViewController
    case loadView = "loadView()"
    case viewDidLoad = "viewDidLoad()"
    case updateViewConstraints = "updateViewConstraints()"
    case viewWillLayoutSubviews = "viewWillLayoutSubviews()"
    case viewDidLayoutSubviews = "viewDidLayoutSubviews()"
    case viewWillAppear = "viewWillAppear(_:)"
    case viewDidAppear = "viewDidAppear(_:)"

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
        guard let match = OverridableMethod.allCases.first(where: { $0.rawValue.split(separator: "(").first.map(String.init) == base }) else {
            return nil
        }
        self = match
    }
}
