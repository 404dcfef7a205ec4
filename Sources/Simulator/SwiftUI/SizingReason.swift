// Why a SwiftUI view is asked for its size: the reason its `sizeThatFits` trace event shows.
import Foundation

/// The reason of a `sizeThatFits` event (`minimum`, `offer`, `place` …). An enum rather than a
/// string so the graph interns each reason in the trace once (`ViewGraph.sizingIDs`) instead of
/// looking the string up on each of the tens of thousands of calls of a pass.
enum SizingReason: Int, CaseIterable {
    /// The hosting view proposes its bounds to the root.
    case hostingView
    /// `UIHostingController.sizeThatFits(in:)`.
    case hostingController
    /// A stack's probe for the minimum along its axis (0).
    case minimum
    /// A stack's probe for the maximum along its axis (∞).
    case maximum
    /// A stack's offer of a share of its length.
    case offer
    /// A stack asked with nil along its axis: each child's ideal.
    case ideal
    /// A ZStack, `.layoutPriority` or `.alignmentGuide` passing its proposal on.
    case proposal
    case frame
    case padding
    case fixedSize
    /// A frame's content sized to find where its explicit guide sits.
    case alignment
    /// Sizing for the proposal a subview is placed with.
    case place
    /// A subview a scenario layout did not place (fact 43).
    case unplaced
    /// Scenario code: `subview.sizeThatFits(_:)`.
    case subview
    /// Scenario code: `subview.dimensions(in:)`.
    case dimensions
    /// The hosting view's ideal size (nil×nil): its intrinsic content size, its sizing options.
    case idealSize

    /// The reason as the trace writes it.
    var name: String {
        switch self {
        case .hostingView: return "hostingView"
        case .hostingController: return "hostingController"
        case .minimum: return "minimum"
        case .maximum: return "maximum"
        case .offer: return "offer"
        case .ideal: return "ideal"
        case .proposal: return "proposal"
        case .frame: return "frame"
        case .padding: return "padding"
        case .fixedSize: return "fixedSize"
        case .alignment: return "alignment"
        case .place: return "place"
        case .unplaced: return "unplaced"
        case .subview: return "subview"
        case .dimensions: return "dimensions"
        case .idealSize: return "idealSize"
        }
    }
}
