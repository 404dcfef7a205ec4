// The main run loop: one turn = queued blocks, then BeforeWaiting observers, then sleep to VSync.
import Foundation

/// The simulated main run loop (`runLoop` in scenarios; Foundation's `RunLoop` is another type).
///
/// Scenario statements run as the event handling of the current turn. `runOnce()` finishes the
/// turn: queued blocks run, then the BeforeWaiting observers in order (fact 2) — the Core
/// Animation one commits the implicit transaction (fact 1) — then the loop sleeps until the next
/// VSync, where the next turn begins.
public final class MainRunLoop {
    private let context: SimulationContext
    /// The BeforeWaiting observers, in ascending order.
    public private(set) var observers: [RunLoopObserver] = []
    private var pendingBlocks: [(cause: Cause, block: () throws -> Void)] = []
    /// The most turns `runUntilIdle()` runs before it gives up with an exception.
    public var idleTurnLimit = 1000

    /// UIKit's observer before the commit.
    public static let beforeCommitOrder = 1_999_000
    /// Core Animation's commit observer.
    public static let commitOrder = 2_000_000
    /// UIKit's observer after the commit.
    public static let afterCommitOrder = 2_001_000

    init(context: SimulationContext) {
        self.context = context
        addObserver(
            RunLoopObserver(
                name: "_beforeCACommitHandler", order: Self.beforeCommitOrder,
                hasWork: { [unowned context] in context.transaction.isOpen && context.transaction.explicitDepth == 0 },
                callback: { _ in }))
        addObserver(
            RunLoopObserver(
                name: "CA::Transaction::observer_callback", order: Self.commitOrder,
                hasWork: { [unowned context] in context.transaction.isOpen && context.transaction.explicitDepth == 0 },
                callback: { [unowned context] _ in try context.transaction.commitFromRunLoop() }))
        addObserver(
            RunLoopObserver(
                name: "_afterCACommitHandler", order: Self.afterCommitOrder,
                hasWork: { [unowned context] in !context.pendingAppearances.isEmpty },
                callback: { [unowned context] seq in try Self.sendDidAppear(context: context, cause: .event(seq)) }))
        context.render.runLoop = self
    }

    /// Adds an observer, keeping the list in order (equal orders keep insertion order).
    public func addObserver(_ observer: RunLoopObserver) {
        let index = observers.firstIndex { $0.order > observer.order } ?? observers.count
        observers.insert(observer, at: index)
    }

    /// Queues a block for the next turn (`DispatchQueue.main.async`).
    public func perform(_ block: @escaping () throws -> Void) {
        pendingBlocks.append((context.currentCause, block))
    }

    /// Whether a turn would do nothing: no queued blocks, no open transaction, no pending appearance.
    public var isIdle: Bool {
        pendingBlocks.isEmpty && !observers.contains { $0.hasWork() }
    }

    /// Runs one turn: queued blocks, BeforeWaiting observers, then sleeps to the next VSync.
    /// An exception raised in the turn is recorded, ends the turn and is rethrown.
    public func runOnce() throws {
        // Every turn is a point where a run past its memory or time budget, or interrupted, stops.
        try context.budget.check()
        let cause = context.scenarioCause
        defer {
            context.clock.advance(to: context.clock.nextVSync)
            context.render.clockDidAdvance()
            context.beginTurn()
            context.phase = .eventHandling
        }
        do {
            try context.trace.call(
                level: .runloop, receiver: "runLoop", method: "turn", cause: cause, reason: "runOnce"
            ) { seq in
                context.render.hideFadedIndicators(cause: .event(seq))
                try runBlocks()
                try beforeWaiting()
            }
        } catch {
            context.trace.record(
                level: .runloop, receiver: "app", method: "raise", cause: cause,
                reason: (error as? any NamedException)?.exceptionName ?? "error", text: "\(error)")
            context.transaction.abandon()
            throw error
        }
    }

    /// Runs turns until the loop is idle (at least one turn); returns how many ran. Throws
    /// `SimulatedException.neverIdle` after `idleTurnLimit` turns.
    @discardableResult
    public func runUntilIdle() throws -> Int {
        var turns = 0
        repeat {
            if turns >= idleTurnLimit { throw SimulatedException.neverIdle(turns: turns) }
            try runOnce()
            turns += 1
        } while !isIdle
        return turns
    }

    /// The most turns one `run(frames:)` call runs (a scenario asking for more gets an exception).
    public static let frameLimit = 100_000

    /// Runs `frames` turns, one per VSync (negative counts run none; more than `frameLimit` raise).
    public func run(frames: Int) throws {
        if frames > Self.frameLimit { throw SimulatedException.neverIdle(turns: Self.frameLimit) }
        var remaining = frames
        while remaining > 0 {
            try runOnce()
            remaining -= 1
        }
    }

    private func runBlocks() throws {
        guard !pendingBlocks.isEmpty else { return }
        let blocks = pendingBlocks
        pendingBlocks.removeAll()
        for (cause, block) in blocks {
            try context.trace.call(
                level: .runloop, receiver: "runLoop", method: "performBlock", cause: cause, reason: "queued"
            ) { _ in
                try block()
            }
        }
    }

    private func beforeWaiting() throws {
        let active = observers.filter { $0.hasWork() }
        guard !active.isEmpty else { return }
        try context.trace.call(
            level: .runloop, receiver: "runLoop", method: "beforeWaiting", cause: .none, reason: "observers"
        ) { _ in
            for observer in observers where observer.hasWork() {
                try context.trace.call(
                    level: .runloop, receiver: "runLoop", method: observer.name, cause: .none,
                    reason: "order \(observer.order)"
                ) {
                    seq in try observer.callback(seq)
                }
            }
        }
    }

    /// UIKit's after-commit work: `viewDidAppear` for controllers whose view was just shown.
    static func sendDidAppear(context: SimulationContext, cause: Cause) throws {
        let controllers = context.pendingAppearances
        context.pendingAppearances.removeAll()
        for controller in controllers where !controller.hasAppeared {
            controller.hasAppeared = true
            try controller.callOverridable(.viewDidAppear, cause: cause, reason: "appearance", arguments: [false]) {
                _ in
            }
        }
    }
}
