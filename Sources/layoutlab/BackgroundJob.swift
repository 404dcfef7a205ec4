import Foundation

/// Work started on a thread of its own whose value a later caller waits for: `check` lints the
/// tutor's string tables, which need only the glossary, on a second core while the lessons
/// load on this one (reading the parsed files into lessons takes one core for about 25 ms).
// `@unchecked Sendable` is safe: `result` is written once, on the job's thread, before `done` is
// signalled, and read only after `done.wait()` (which each reader passes on with a signal).
final class BackgroundJob<Value: Sendable>: @unchecked Sendable {
    private var result: Value?
    private let done = DispatchSemaphore(value: 0)

    /// Starts `body` on a new thread.
    init(_ body: @escaping @Sendable () -> Value) {
        let thread = Thread { [self] in
            result = body()
            done.signal()
        }
        // As deep as the main thread's, where the work would otherwise run.
        thread.stackSize = 8 << 20
        thread.start()
    }

    /// The body's value, once it has returned.
    var value: Value {
        done.wait()
        defer { done.signal() }
        // Set before the signal that let `wait` return.
        guard let result else { preconditionFailure("a job signals only after its body returned") }
        return result
    }
}
