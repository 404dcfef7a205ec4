import Foundation

/// Runs interpreter work on a thread with a large stack and waits for it. A tree-walking
/// interpreter recurses once per nested call and block; test runners and tools call scenarios
/// from threads with small stacks, where 200 nested scenario calls would overflow it.
///
/// Work already on such a thread runs in place: a caller that makes many runs and queries
/// (`layoutlab check`, a lesson at a time) hands its whole loop over once with `run(_:)`,
/// instead of each run and query being handed over and waited for.
///
/// The threads are kept and handed the next body once they finish one: `layoutlab check` runs
/// about a thousand scenarios and evaluates thousands of queries, and a fresh thread for each
/// (its creation, its stack's first pages, its unmapping) was a twentieth of the check's time.
public enum LargeStack {
    /// 256 MiB of address space; only the pages a deep scenario touches are ever used.
    static let size = 256 << 20

    /// Whether the main thread's stack limit is at least `size`.
    static let mainStackIsLarge: Bool = {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_STACK.rawValue), &limit) == 0 else { return false }
        return limit.rlim_cur == rlim_t.max || limit.rlim_cur >= rlim_t(size)
    }()

    /// `@unchecked Sendable` so a large-stack thread may take it: `run` sets `body` before
    /// handing it over and reads `result` only after `done.wait()`; the thread writes both
    /// before `done.signal()`. The semaphore orders every access, so no two threads touch the
    /// fields at once.
    private final class Work<T>: @unchecked Sendable {
        var body: (() -> T)?
        var result: T?
        let done = DispatchSemaphore(value: 0)
        init(_ body: @escaping () -> T) { self.body = body }

        /// Runs the body and lets `run` go on.
        func perform() {
            if let body { result = body() }
            // Drop the closure before signalling, so it has not escaped when `run` returns.
            body = nil
            done.signal()
        }
    }

    /// `body()`, run to completion on a thread with a large stack.
    public static func run<T>(_ body: () -> T) -> T {
        // The main thread runs the body itself only when its stack may grow as large (`ulimit -s`
        // of at least `size`, or unlimited): the default 8 MiB overflowed at the 200-call depth
        // limit in debug builds, a crash instead of the limit's diagnostic. A kept thread is
        // already large (a query a body evaluates).
        if Thread.isMainThread && mainStackIsLarge || LargeStackThread.isCurrent { return body() }
        return withoutActuallyEscaping(body) { body in
            let work = Work(body)
            LargeStackThread.idle().perform { work.perform() }
            work.done.wait()
            if let result = work.result { return result }
            // The thread could not run the body (it always does once started); run it here.
            return body()
        }
    }
}
