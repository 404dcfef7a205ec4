import Foundation

/// A thread with `LargeStack.size` of stack that runs one body after another, waiting between
/// them in the list of idle threads. There are at most as many as bodies ever ran at once.
/// `@unchecked Sendable`: `lock` guards the lists; `pending` is written by the thread that takes
/// this one from the idle list before `wake.signal()` and read on the thread after `wake.wait()`.
final class LargeStackThread: @unchecked Sendable {
    private static let lock = NSLock()
    nonisolated(unsafe) private static var waiting: [LargeStackThread] = []
    nonisolated(unsafe) private static var threads: Set<ObjectIdentifier> = []

    private let wake = DispatchSemaphore(value: 0)
    private var pending: (@Sendable () -> Void)?

    /// Whether the calling thread is one of these (its stack is already large).
    static var isCurrent: Bool {
        let current = ObjectIdentifier(Thread.current)
        return lock.withLock { threads.contains(current) }
    }

    /// An idle thread, or a new one when every kept thread is busy.
    static func idle() -> LargeStackThread {
        if let kept = lock.withLock({ waiting.popLast() }) { return kept }
        let made = LargeStackThread()
        let thread = Thread { made.serve() }
        thread.stackSize = LargeStack.size
        lock.withLock { _ = threads.insert(ObjectIdentifier(thread)) }
        thread.start()
        return made
    }

    /// Runs `body` on this thread, which goes back to the idle list after it.
    func perform(_ body: @escaping @Sendable () -> Void) {
        pending = body
        wake.signal()
    }

    /// The thread's life: each body handed over, then back to the idle list.
    private func serve() {
        while true {
            wake.wait()
            pending?()
            pending = nil
            Self.lock.withLock { Self.waiting.append(self) }
        }
    }
}
