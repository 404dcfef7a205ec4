// The `Layout` protocol as the simulator calls it: implemented by the scenario interpreter.
import Foundation

/// A `Layout` requirement a scenario type may implement; the others take SwiftUI's default.
public enum LayoutRequirement: String, Sendable, CaseIterable {
    case makeCache, updateCache, spacing
    /// `explicitAlignment(of: HorizontalAlignment, …)` and `explicitAlignment(of: VerticalAlignment, …)`.
    case explicitHorizontalAlignment, explicitVerticalAlignment
}

/// A scenario type conforming to `Layout`. The simulator calls these inside the hosting
/// view's layout and records each call in the trace (`FlowLayout.sizeThatFits`); the
/// defaults (no cache, `updateCache` calls `makeCache`, spacing from the subviews) are the
/// simulator's, so they are traced the same way.
///
/// The cache is opaque to the simulator (`Any`): it stores it between calls and passes it
/// `inout`, as SwiftUI does.
public protocol CustomLayout {
    /// The type's name (`FlowLayout`), the receiver of its calls in the trace.
    var name: String { get }
    /// The layout value's stored properties, written out: a change between updates runs `updateCache`.
    var properties: String { get }
    /// Which of the requirements with a default the type implements itself.
    var implemented: Set<LayoutRequirement> { get }
    /// `makeCache(subviews:)`; only called when `implemented` contains `.makeCache`.
    func makeCache(subviews: [LayoutSubview]) throws -> Any
    /// `updateCache(_:subviews:)`; only called when `implemented` contains `.updateCache`.
    func updateCache(_ cache: inout Any, subviews: [LayoutSubview]) throws
    /// `sizeThatFits(proposal:subviews:cache:)`.
    func sizeThatFits(proposal: ProposedViewSize, subviews: [LayoutSubview], cache: inout Any) throws -> CGSize
    /// `placeSubviews(in:proposal:subviews:cache:)`.
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview], cache: inout Any)
        throws
    /// `spacing(subviews:cache:)`; only called when `implemented` contains `.spacing`.
    func spacing(subviews: [LayoutSubview], cache: inout Any) throws -> ViewSpacing
    /// `explicitAlignment(of:in:proposal:subviews:cache:)` for the guide's axis (the position of
    /// the guide in `bounds`' coordinates, or nil for none); only called when `implemented`
    /// contains `.explicitHorizontalAlignment` / `.explicitVerticalAlignment`.
    func explicitAlignment(
        of guide: AlignmentKey, in bounds: CGRect, proposal: ProposedViewSize, subviews: [LayoutSubview],
        cache: inout Any
    ) throws -> CGFloat?
}
