// Exceptions the simulated app raises, ending the run-loop turn like an uncaught NSException.
import Foundation

/// An exception raised inside the simulated app. The scenario run reports it as
/// "the simulated app raised"; the message follows UIKit's wording where UIKit has one.
public enum SimulatedException: Error, Equatable, CustomStringConvertible {
    /// A view was laid out more than `threshold` times in one run-loop turn (fact 23).
    case layoutFeedbackLoop(views: [String], threshold: Int)
    /// An `updateConstraints` / `updateViewConstraints` override did not call super: `receiver`
    /// is the object's trace name, `className` its class (`Card`).
    case updateConstraintsDidNotCallSuper(receiver: String, className: String, method: String)
    /// Constraint items with no common ancestor (UIKit raises on activation).
    case noCommonAncestor(first: String, second: String)
    /// Adding a view as a subview of itself or of one of its descendants.
    case subviewCycle(view: String, superview: String)
    /// A constraint UIKit refuses to make or change.
    case invalidConstraint(String)
    /// The run loop never went idle within the turn limit.
    case neverIdle(turns: Int)
    /// An override returned a value of the wrong kind.
    case badOverrideResult(receiver: String, method: String, expected: String)
    /// A UIKit object used against its documented contract, with UIKit's own text
    /// (NSInternalInconsistencyException): a table or collection view updated inconsistently,
    /// an animator finished while not stopped.
    case internalInconsistency(String)
    /// An argument UIKit refuses, with its text (NSInvalidArgumentException).
    case invalidArgument(String)

    /// The exception's name, as UIKit would report it.
    public var name: String {
        switch self {
        case .layoutFeedbackLoop: return "UIViewLayoutFeedbackLoopDebuggingException"
        // Fact 53: UIKit raises NSGenericException for constraints across hierarchies.
        case .noCommonAncestor: return "NSGenericException"
        case .neverIdle: return "LayoutLabRunLoopLimit"
        case .invalidArgument: return "NSInvalidArgumentException"
        default: return "NSInternalInconsistencyException"
        }
    }

    /// The message a developer would read.
    public var description: String {
        switch self {
        case .layoutFeedbackLoop(let views, let threshold):
            return "Layout feedback loop: a view was laid out more than \(threshold) times in one run-loop turn. "
                + "Views that cycled: \(views.joined(separator: ", ")). "
                + "Check layoutSubviews overrides that change the size of their superview or of an ancestor."
        case .updateConstraintsDidNotCallSuper(let receiver, let className, let method):
            // Fact 78: UIKit's words, one space after the first sentences and two before the last;
            // the object's description has the trace name where UIKit prints the address.
            return "The layout constraints still need update after sending -\(method) to <\(className): \(receiver)>. "
                + "\(className) or one of its superclasses may have overridden -\(method) without calling super. "
                + "Or, something may have dirtied layout constraints in the middle of updating them.  "
                + "Both are programming errors."
        case .noCommonAncestor(let first, let second):
            // Fact 53: UIKit's words (its console puts two spaces after each sentence).
            return
                "Unable to activate constraint with anchors \(first) and \(second) because they have no common ancestor.  "
                + "Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
        case .subviewCycle(let view, let superview):
            return "Can't add \(view) as a subview of \(superview): \(superview) is \(view) or one of its descendants."
        case .neverIdle(let turns):
            return "The run loop did not become idle within \(turns) turns; something keeps scheduling work. "
                + "Use run(frames:) for a bounded number of frames."
        case .invalidConstraint(let message), .internalInconsistency(let message), .invalidArgument(let message):
            return message
        case .badOverrideResult(let receiver, let method, let expected):
            return "\(receiver).\(method) returned a value that is not \(expected)."
        }
    }
}
