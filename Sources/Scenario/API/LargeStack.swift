import Foundation

/// Runs interpreter work on a thread with a large stack and waits for it. A tree-walking
/// interpreter recurses once per nested call and block; test runners and tools call scenarios
/// from threads with small stacks, where 200 nested scenario calls would overflow it.
enum LargeStack {
    /// 256 MiB of address space; only the pages a deep scenario touches are ever used.
    static let size = 256 << 20

    /// `@unchecked Sendable` so the large-stack thread may take it: `run` sets `body` before
    /// starting the thread and reads `result` only after `done.wait()`; the thread writes both
    /// before `done.signal()`. The semaphore orders every access, so no two threads touch the
    /// fields at once.
    private final class Work<T>: @unchecked Sendable {
        var body: (() -> T)?
        var result: T?
        let done = DispatchSemaphore(value: 0)
        init(_ body: @escaping () -> T) { self.body = body }
    }

    /// Whether the main thread's stack limit is at least `size`.
    static let mainStackIsLarge: Bool = {
        var limit = rlimit()
        guard getrlimit(Int32(RLIMIT_STACK.rawValue), &limit) == 0 else { return false }
        return limit.rlim_cur == rlim_t.max || limit.rlim_cur >= rlim_t(size)
    }()

    /// `body()`, run to completion on a fresh thread with a large stack.
    static func run<T>(_ body: () -> T) -> T {
        // The main thread runs the body itself only when its stack may grow as large (`ulimit -s`
        // of at least `size`, or unlimited): the default 8 MiB overflowed at the 200-call depth
        // limit in debug builds, a crash instead of the limit's diagnostic.
        if Thread.isMainThread && mainStackIsLarge { return body() }
        return withoutActuallyEscaping(body) { body in
            let work = Work(body)
            let thread = Thread {
                if let body = work.body { work.result = body() }
                // Drop the closure before signalling, so it has not escaped when `run` returns.
                work.body = nil
                work.done.signal()
            }
            thread.stackSize = size
            thread.start()
            work.done.wait()
            if let result = work.result { return result }
            // The thread could not run the body (it always does once started); run it here.
            return body()
        }
    }
}
