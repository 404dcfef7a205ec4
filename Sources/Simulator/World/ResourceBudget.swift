// One budget for everything a scenario makes that the step counter does not see: trace events,
// prints and marks, simulated frames, and (charged by the interpreter) strings and arrays; and a
// time limit for work inside single calls (a solver with thousands of constraints), and Ctrl-C.
import Foundation
import Synchronization

/// What a scenario may use beyond steps and objects.
///
/// Charges are estimates in bytes, made where things are created and never refunded: the trace
/// and the frame records only grow, and a scenario that keeps building large strings or arrays
/// is stopped even if they are freed again. The default, 256 MiB, is far above any lesson
/// (a lesson scenario charges well under 1 MiB) and far below the machine.
///
/// `@unchecked Sendable` because its counters are plain stored properties: one budget belongs
/// to one simulation, which one thread runs from start to end (a run may hop to a large-stack
/// thread, but only by handing everything over and waiting). Only the Ctrl-C flag is read from
/// another thread, and that one is an atomic.
public final class ResourceBudget: @unchecked Sendable {
    /// The default memory budget: 256 MiB.
    public static let defaultBytes = 256 << 20

    /// Bytes a trace event costs besides its texts (the event, its strings, its place in the array).
    public static let bytesPerEvent = 256
    /// Bytes a presented frame's record costs.
    public static let bytesPerFrame = 256

    /// Set by a SIGINT handler (`installInterruptHandler`); every check sees it at once.
    static let interruptRequested = Atomic<Bool>(false)

    /// The most bytes that may be charged.
    public let maximumBytes: Int
    /// When the run must have ended; nil for no time limit.
    public let deadline: ContinuousClock.Instant?
    /// The time limit, for messages.
    public let seconds: Double?
    /// Bytes charged so far.
    public private(set) var bytes = 0
    /// The limit that was passed, once one was: later checks throw it.
    public private(set) var exceeded: SimulationLimit?

    /// A budget of `maximumBytes`, and `seconds` of wall-clock time from now (nil: unbounded).
    public init(maximumBytes: Int = ResourceBudget.defaultBytes, seconds: Double? = nil) {
        self.maximumBytes = maximumBytes
        self.seconds = seconds
        deadline = seconds.map { .now + .milliseconds(Int64(($0 * 1000).rounded())) }
    }

    /// Charges `bytes`; past the budget the next `check()` throws. Never throws itself, so it can
    /// be called from code that cannot (the trace, property setters).
    @inline(__always)
    public func charge(_ bytes: Int) {
        // Inlined (the trace charges every event); what happens past the limit is not.
        self.bytes = self.bytes.addingReportingOverflow(max(0, bytes)).overflow ? Int.max : self.bytes + max(0, bytes)
        if self.bytes > maximumBytes && exceeded == nil { overspent() }
    }

    /// Records the memory limit as exceeded (`charge` past `maximumBytes`).
    private func overspent() {
        exceeded = SimulationLimit(
            "the scenario used more than \(maximumBytes >> 20) MiB for its trace, frames, prints, strings and arrays (memory limit)",
            hint: "look for a loop that runs frames, prints or grows a collection without end")
    }

    /// Records a limit that simulator code which cannot throw (the compositor) ran into: the
    /// next `check()` throws it. The first limit recorded wins.
    public func stop(_ limit: SimulationLimit) {
        if exceeded == nil { exceeded = limit }
    }

    /// Throws the limit passed: memory, time, or an interrupt (Ctrl-C).
    public func check() throws {
        if let exceeded { throw exceeded }
        if ResourceBudget.interruptRequested.load(ordering: .relaxed) {
            let limit = SimulationLimit("interrupted (Ctrl-C)", hint: "the run was stopped at this statement")
            exceeded = limit
            throw limit
        }
        if let deadline, ContinuousClock.now > deadline {
            let limit = SimulationLimit(
                "the scenario ran longer than \(seconds.map { String(format: "%g", $0) } ?? "?") s (time limit)",
                hint: "something does far more work than a screen needs: thousands of constraints, views or frames")
            exceeded = limit
            throw limit
        }
    }

    /// Whether a limit was passed (for loops inside the simulator that cannot throw: they stop early).
    public var isExceeded: Bool {
        exceeded != nil || ResourceBudget.interruptRequested.load(ordering: .relaxed)
            || (deadline.map { ContinuousClock.now > $0 } ?? false)
    }

    /// Whether Ctrl-C came since `installInterruptHandler` (for waits outside a scenario run).
    public static var isInterruptRequested: Bool { interruptRequested.load(ordering: .relaxed) }

    /// Makes Ctrl-C (SIGINT) stop a running scenario at its next statement or frame instead of
    /// killing the process; `restore` puts the previous handler back and clears the request.
    public static func installInterruptHandler() -> InterruptHandler {
        interruptRequested.store(false, ordering: .relaxed)
        var action = sigaction()
        var previous = sigaction()
        action.__sigaction_handler.sa_handler = { _ in
            // An atomic store is async-signal-safe.
            ResourceBudget.interruptRequested.store(true, ordering: .relaxed)
        }
        sigemptyset(&action.sa_mask)
        action.sa_flags = 0
        sigaction(SIGINT, &action, &previous)
        // A parent may have started us with SIGINT blocked (the mask is inherited): unblock it
        // on this thread, which the run's thread inherits its mask from.
        var unblock = sigset_t()
        sigemptyset(&unblock)
        sigaddset(&unblock, SIGINT)
        pthread_sigmask(SIG_UNBLOCK, &unblock, nil)
        return InterruptHandler(previous: previous)
    }

    /// A SIGINT handler installed for one run.
    public struct InterruptHandler {
        var previous: sigaction

        /// Restores the handler that was there before, and forgets an interrupt already handled.
        public func restore() {
            var previous = self.previous
            sigaction(SIGINT, &previous, nil)
            ResourceBudget.interruptRequested.store(false, ordering: .relaxed)
        }
    }
}
