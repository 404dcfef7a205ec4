import Foundation
import Simulator

/// The libraries whose runs have ended, kept for the next runs of the process: making one binds
/// about a hundred types and their members, which was a tenth of `layoutlab check` while every
/// run made its own. A library serves one run at a time; runs on other threads take others.
// `@unchecked Sendable` is safe: `lock` guards `idle`, the only state shared between threads.
final class SimulatorLibraryPool: @unchecked Sendable {
    /// The process's pool.
    static let shared = SimulatorLibraryPool()

    /// Idle libraries kept at most: a check keeps the runs of the lesson it checks alive on
    /// each core (up to about 170 at once over the shipped lessons), each with its library,
    /// and hands them all back when it moves on; a library kept idle is no more memory than
    /// the run it served held.
    private static let capacity = 256
    private let lock = NSLock()
    private var idle: [SimulatorLibrary] = []

    /// A library serving the run of `simulation`: a kept one, or a new one.
    func library(serving simulation: Simulation) -> SimulatorLibrary {
        lock.lock()
        let kept = idle.popLast()
        lock.unlock()
        guard let kept else { return SimulatorLibrary(simulation: simulation) }
        kept.serve(simulation)
        return kept
    }

    /// Takes back the library of a run that has ended (its interpreter torn down).
    func keep(_ library: SimulatorLibrary) {
        library.finishRun()
        lock.lock()
        let isKept = idle.count < Self.capacity
        if isKept { idle.append(library) }
        lock.unlock()
        if !isKept { library.tearDown() }
    }
}
