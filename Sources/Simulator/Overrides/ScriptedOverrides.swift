// The one hook through which scenario subclasses (`class Card: UIView { override … }`) run.
import Foundation

/// Implemented by the scenario interpreter for an object created from a scenario class.
///
/// At every overridable entry point the simulator first records the call in the trace, then
/// asks `overrides(_:)`; if the class overrides the method, it calls `invoke`, passing
/// `callSuper`, which runs UIKit's own implementation (the scenario's `super.method(...)`).
/// Arguments and results are passed as `Any`:
///
/// | method | arguments | result |
/// |---|---|---|
/// | `draw(_:)` | `[CGRect]` | ignored |
/// | `sizeThatFits(_:)` | `[CGSize]` | `CGSize` |
/// | `intrinsicContentSize` | `[]` | `CGSize` |
/// | `requiresConstraintBasedLayout` | `[]` | `Bool` |
/// | `layoutSublayers(of:)` | `[CALayer]` | ignored |
/// | `willMove(toSuperview:)`, `willMove(toWindow:)` | `[UIView?]` / `[UIWindow?]` | ignored |
/// | `didAddSubview(_:)`, `willRemoveSubview(_:)` | `[UIView]` | ignored |
/// | `viewWillAppear(_:)`, `viewDidAppear(_:)` | `[Bool]` | ignored |
/// | `preferredLayoutAttributesFitting(_:)` | `[UICollectionViewLayoutAttributes]` | `UICollectionViewLayoutAttributes` |
/// | everything else | `[]` | ignored |
///
/// `callSuper` takes the arguments to pass to super (normally the ones received) and
/// returns super's result. Errors thrown by `invoke` (a scenario runtime error) propagate out
/// of the simulator call that made the call, ending the run-loop turn.
public protocol ScriptedOverrides: AnyObject {
    /// Whether the scenario class (or a scenario superclass) overrides `method`.
    func overrides(_ method: OverridableMethod) -> Bool

    /// Runs the override of `method` on `receiver` (a `UIView`, `CALayer` or `UIViewController`).
    func invoke(
        _ method: OverridableMethod, on receiver: AnyObject, arguments: [Any],
        callSuper: ([Any]) throws -> Any
    ) throws -> Any

    /// The scenario class's name (`Card`), which UIKit's exception texts print for the object.
    var className: String? { get }
}

extension ScriptedOverrides {
    /// No class name: the object's UIKit class stands in.
    public var className: String? { nil }
}

/// Runs `method` through the object's scripted override if it has one, else UIKit's own
/// implementation `base`. The result of an override must have `base`'s result type. `name`
/// is made only for that error, and `arguments` only for an override (most objects override
/// nothing, and a view's move callbacks would make two arrays a view): `base` gets the
/// arguments an override passes to super, and none when there is no override, so it falls
/// back to its caller's own values.
func dispatchOverride<R>(
    _ scripted: (any ScriptedOverrides)?, _ method: OverridableMethod, receiver: AnyObject,
    name: @autoclosure () -> String, arguments: @autoclosure () -> [Any], base: ([Any]) throws -> R
) throws -> R {
    guard let scripted, scripted.overrides(method) else { return try base([]) }
    let result = try scripted.invoke(method, on: receiver, arguments: arguments()) { try base($0) as Any }
    if R.self == Void.self, let none = () as? R { return none }
    guard let typed = result as? R else {
        throw SimulatedException.badOverrideResult(receiver: name(), method: method.traceMethod, expected: "\(R.self)")
    }
    return typed
}
