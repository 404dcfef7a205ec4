// Where the simulator picks what UIKit leaves undefined or does not document.
import Foundation

/// A point in a run where the simulator had to choose: a value Apple's documentation calls
/// undefined (`frame` under a transform), an order UIKit does not document (siblings in a
/// pass, display links firing in one frame), a cost figure Apple publishes none for, one
/// solution of an ambiguous layout, or how far ahead a list prefetches. The run records each such choice; a run made with
/// `Simulation.otherChoices` picks the other possibility at every one of them, so a checker
/// can tell whether an answer depends on the model's choice (it changes) or not.
public struct ModelChoice: Hashable, Sendable, CustomStringConvertible {
    /// What kind of choice.
    public enum Kind: String, CaseIterable, Sendable {
        /// Apple calls the value undefined or unspecified; the model returns one of its own.
        case undefinedValue
        /// Apple does not document the order; the model picks one.
        case tieBreak
        /// A cost the model assumes where Apple publishes no figure (render prepare and execute
        /// per layer, pixel and offscreen pass; `draw(_:)` per pixel painted): a run that takes
        /// the other choice doubles every such figure, so an answer that changes rests on them.
        case costFigure
        /// A layout pass gives a view the frame the solver picked among the solutions of an
        /// ambiguous layout (fact 27; Auto Layout Guide, "Ambiguous Layouts": Auto Layout
        /// "chooses one of the possible solutions"): a run that takes the other choice keeps a
        /// pull weaker than any priority on each variable the constraints leave free, so it
        /// picks another solution and never moves a frame the constraints determine. Recorded
        /// only while `Simulation.recordsAmbiguousLayouts` is set (it costs a solver probe per
        /// view laid out by constraints).
        case ambiguousLayout
        /// How far ahead of the visible part of a list its cells and data are prefetched (facts
        /// 63, 93, 94): Apple documents that a table or collection view asks ahead of display,
        /// not how far. A run that takes the other choice reaches twice as far, so an answer
        /// that changes rests on the model's reach.
        case prefetchReach
    }

    /// The kind.
    public var kind: Kind
    /// What was chosen, with its names: "`strip.frame` read while its transform is not identity".
    public var detail: String
    /// Where Apple says it is undefined, or that it names no order ("Docs UIView.frame").
    public var source: String
    /// The scenario statement running when the choice was made, if any.
    public var location: SourcePosition?

    /// Creates a record.
    public init(kind: Kind, detail: String, source: String, location: SourcePosition?) {
        self.kind = kind
        self.detail = detail
        self.source = source
        self.location = location
    }

    /// "line 14:5: `strip.frame` read while its transform is not identity (Docs UIView.frame)".
    public var description: String {
        (location.map { "line \($0.line):\($0.column): " } ?? "") + "\(detail) (\(source))"
    }
}
