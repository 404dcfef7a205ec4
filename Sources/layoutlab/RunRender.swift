import Foundation
import Simulator

/// The picture side of `layoutlab run`: `--png` writes the last composited frame.
enum RunRender {
    /// Writes the simulation's framebuffer to `path` as a PNG; the error message when it cannot.
    static func writePNG(of simulation: Simulation, to path: String) -> String? {
        guard let framebuffer = simulation.framebuffer else {
            return
                "no frame to write to \(path): the scenario never committed (call runLoop.runUntilIdle() after building the screen)"
        }
        // An incomplete picture (the compositor stopped at its work or time limit) is not written.
        if let limit = simulation.budget.exceeded {
            return "no frame written to \(path): \(limit.message); \(limit.hint)"
        }
        do {
            try framebuffer.pngData().write(to: URL(fileURLWithPath: path))
            return nil
        } catch {
            return "cannot write \(path): \((error as NSError).localizedDescription)"
        }
    }
}
