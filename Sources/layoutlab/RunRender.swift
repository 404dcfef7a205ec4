import Foundation
import Simulator

/// The picture side of `layoutlab run`: `--png` writes the last composited frame.
enum RunRender {
    /// Writes the simulation's framebuffer to `path` as a PNG; the message to print when it cannot.
    static func writePNG(of simulation: Simulation, to path: String) -> String? {
        guard let framebuffer = simulation.framebuffer else {
            return "layoutlab run: no frame to write to \(path): the scenario never committed (call runLoop.runUntilIdle() after building the screen)\n"
        }
        do {
            try framebuffer.pngData().write(to: URL(fileURLWithPath: path))
            return nil
        } catch {
            return "layoutlab run: cannot write \(path): \((error as NSError).localizedDescription)\n"
        }
    }
}
