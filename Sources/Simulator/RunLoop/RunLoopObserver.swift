// A main run-loop observer: UIKit's and Core Animation's hooks at BeforeWaiting / Exit.
import Foundation

/// An observer of the main run loop's BeforeWaiting (and Exit) activity, run in `order`
/// (fact 2: UIKit's `_beforeCACommitHandler` 1999000, Core Animation's commit 2000000,
/// UIKit's `_afterCACommitHandler` 2001000).
public struct RunLoopObserver {
    /// The name the trace records (`_beforeCACommitHandler`).
    public var name: String
    /// Lower orders run first.
    public var order: Int
    /// Whether the observer has something to do this turn; idle observers are not recorded.
    public var hasWork: () -> Bool
    /// The observer's work; receives the seq of its trace event.
    public var callback: (Int) throws -> Void

    /// Creates an observer.
    public init(name: String, order: Int, hasWork: @escaping () -> Bool, callback: @escaping (Int) throws -> Void) {
        self.name = name
        self.order = order
        self.hasWork = hasWork
        self.callback = callback
    }
}
