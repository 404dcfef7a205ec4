import Arguments
import Foundation
import Lessons
import Scenario
import Simulator
import TextBasics
import Tutor

/// The pictures `layoutlab run` draws on request: the frame timeline as SVG (`--svg`,
/// `--svg-out`), the view tree as Graphviz DOT (`--dot`, `--dot-out`, `--after`) and the
/// Chrome trace file (`--trace-out`), in the language of `--lang` or the environment.
struct RunPictures {
    let svgToStandardOutput: Bool
    let dotToStandardOutput: Bool
    let svgPath: String?
    let dotPath: String?
    let tracePath: String?
    let after: String?
    let language: Language
    let subtitle: String

    init(_ arguments: ParsedArguments) {
        svgToStandardOutput = arguments.flag("svg")
        dotToStandardOutput = arguments.flag("dot")
        svgPath = arguments.value("svg-out")
        dotPath = arguments.value("dot-out")
        tracePath = arguments.value("trace-out")
        after = arguments.value("after")
        language = Language.resolve(flag: arguments.value("lang"), environment: ProcessInfo.processInfo.environment)
        let file = arguments.positional.first ?? "-"
        subtitle = file == "-" ? "<stdin>" : URL(fileURLWithPath: file).lastPathComponent
    }

    /// Whether a picture of the frames was asked for (the run then renders the frames still ahead).
    var needsFrames: Bool { svgToStandardOutput || svgPath != nil || tracePath != nil }

    /// Whether the view tree was asked for (the run then keeps the tree at each mark).
    var needsTree: Bool { dotToStandardOutput || dotPath != nil }

    /// The picture that goes to standard output in place of the trace, if one was asked for.
    func standardOutput(of run: ScenarioRun) -> String? {
        if svgToStandardOutput { return svg(of: run) }
        if dotToStandardOutput { return dot(of: run) }
        return nil
    }

    /// Writes the files asked for; the error message when one cannot be written.
    func writeFiles(of run: ScenarioRun, fromSeq firstSeq: Int) -> String? {
        var files: [(String, () -> String)] = []
        if let svgPath { files.append((svgPath, { svg(of: run) })) }
        if let dotPath { files.append((dotPath, { dot(of: run) })) }
        if let tracePath { files.append((tracePath, { ChromeTrace.json(of: run.simulation, fromSeq: firstSeq) })) }
        for (path, make) in files {
            do {
                try Data(make().utf8).write(to: URL(fileURLWithPath: path))
            } catch {
                return "cannot write \(SafeText.line(path)): \((error as NSError).localizedDescription)"
            }
        }
        return nil
    }

    func svg(of run: ScenarioRun) -> String {
        FrameTimelineSVG.svg(of: run.simulation.display, subtitle: subtitle, words: PictureWords.timeline(language))
    }

    func dot(of run: ScenarioRun) -> String {
        let mark = after ?? run.trace.events.first { $0.receiver == "trace" && $0.method == "mark" }?.label
        return ViewTreeGraph.dot(of: run.simulation, after: mark, words: PictureWords.tree(language))
    }
}
