// What each simulated call costs in simulated milliseconds.
import Foundation

/// Default costs of UIKit and Core Animation work, in simulated ms. Scenario code adds its own
/// with `work(ms:)`. The figures are small, round and deterministic; they only need to order
/// work sensibly (W18-220: constant changes are cheap, activation is expensive).
public struct CostModel: Sendable {
    /// Marking a flag (`setNeedsLayout`, …).
    public var setNeeds: Double = 0.001
    /// UIKit's own `updateConstraints` work for one view.
    public var updateConstraints: Double = 0.004
    /// UIKit's own `layoutSubviews` work for one view (before engine values are applied).
    public var layoutSubviews: Double = 0.005
    /// Applying one subview's engine frame.
    public var applyEngineFrame: Double = 0.001
    /// UIKit's own `draw(_:)` setup for one view.
    public var draw: Double = 0.05
    /// Adding (activating) one constraint to the engine (fact 28: expensive).
    public var addConstraint: Double = 0.01
    /// Removing (deactivating) one constraint (fact 28: expensive).
    public var removeConstraint: Double = 0.01
    /// Changing a constraint's constant in place (fact 28: cheap).
    public var changeConstant: Double = 0.001
    /// Encoding one layer in the commit.
    public var encodeLayer: Double = 0.0005
    /// Decoding one megabyte of image pixels in the prepare phase.
    public var decodePerMegabyte: Double = 1
    /// Fixed cost of a transaction commit.
    public var commit: Double = 0.05

    /// The default costs.
    public init() {}

    /// Every figure multiplied by `factor` (a run that takes the other choice at cost figures).
    public func scaled(by factor: Double) -> CostModel {
        var copy = self
        for path in [
            \CostModel.setNeeds, \.updateConstraints, \.layoutSubviews, \.applyEngineFrame, \.draw, \.addConstraint,
            \.removeConstraint, \.changeConstant, \.encodeLayer, \.decodePerMegabyte, \.commit,
        ] as [WritableKeyPath<CostModel, Double>] {
            copy[keyPath: path] *= factor
        }
        return copy
    }
}
