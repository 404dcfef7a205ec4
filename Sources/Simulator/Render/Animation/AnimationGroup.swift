// One UIView.animate call: its animations and the completion UIKit calls when they end.
import Foundation

/// The animations one `UIView.animate` block made, and its completion handler.
final class AnimationGroup {
    /// Trace seq of the `animate` call.
    let seq: Int
    /// The completion handler; its argument is `finished`.
    let completion: ((Bool) throws -> Void)?
    /// Whether the completion has run.
    var isComplete = false
    /// When the last of its animations ends (ms), once a commit has begun them; nil for a
    /// block that changed nothing.
    var end: Double?

    init(seq: Int, completion: ((Bool) throws -> Void)?) {
        self.seq = seq
        self.completion = completion
    }
}
