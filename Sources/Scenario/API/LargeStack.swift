import Foundation

/// Runs interpreter work on a thread with a large stack and waits for it. A tree-walking
/// interpreter recurses once per nested call and block; test runners and tools call scenarios
/// from threads with small stacks, where 200 nested scenario calls would overflow it.
enum LargeStack {
    /// 256 MiB of address space; only the pages a deep scenario touches are ever used.
    static let size = 256 << 20

    private final class Work<T>: @unchecked Sendable {
        var body: (() -> T)?
        var result: T?
        let done = DispatchSemaphore(value: 0)
        init(_ body: @escaping () -> T) { self.body = body }
    }

    /// `body()`, run to completion on a fresh thread with a large stack.
    static func run<T>(_ body: () -> T) -> T {
        // Even the main thread's 8 MiB is not enough for the call-depth limit in a debug build
        // (a frame of the interpreter's switch is large there), so every run gets its own stack.
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
