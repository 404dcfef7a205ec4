import Foundation
import Lessons
import Scenario
import Simulator
import TextBasics

/// What `:picture` shows of a question's scenario once the question is settled: the frame
/// timeline (for a question about the display: frames, hitches, presents) or the view tree
/// with the passes that ran after the question's mark, drawn in the terminal; and the same
/// run as files for a bigger view: the timeline as SVG, the tree as Graphviz DOT, the whole
/// run as Chrome Trace Event JSON (Perfetto's UI, chrome://tracing).
public struct QuestionPicture {
    /// Which picture the terminal shows.
    public enum Kind: Sendable, Equatable { case timeline, tree }

    public let kind: Kind
    /// The simulation, run to its end with every frame rendered.
    let simulation: Simulation
    /// The mark the tree's passes and flags are counted after (nil: the whole run).
    let mark: String?
    /// The scenario's name, for file names and the SVG's title.
    public let name: String

    /// The picture of `run` for a question whose query is `query`, about the moment `moment`.
    public init(run: ScenarioRun, query: String, moment: QuestionMoment, name: String) {
        run.simulation.finishRendering()
        simulation = run.simulation
        self.name = name
        if case .mark(let label) = moment.setUp { mark = label } else { mark = nil }
        let display = run.simulation.display
        kind = query.contains("display.") || display.hitches > 0 ? .timeline : .tree
    }

    /// The picture for the terminal, at most `columns` wide, each line ending in a newline.
    public func terminal(language: Language, style: TextStyle, columns: Int) -> String {
        switch kind {
        case .timeline:
            let chart = FrameChart(display: simulation.display, words: PictureWords.timeline(language))
            return chart.render(columns: columns, style: style)
        case .tree:
            let activity = ViewTreeGraph.activity(in: simulation.trace, after: mark)
            let legend = PictureWords.treeLegend(language)
            // The tree as it stood at the mark (the end's for the whole run), built leaves first.
            let tree = ViewTreeGraph.tree(of: simulation, at: mark)
            let children = tree.children
            var diagrams: [TreeDiagram?] = Array(repeating: nil, count: tree.nodes.count)
            for index in tree.nodes.indices.reversed() {
                let node = tree.nodes[index]
                var label = node.name + " " + ViewTreeGraph.frameText(node.frame)
                if let passes = activity.ran[node.name] {
                    label += "  " + style.good("● " + passes.joined(separator: ", "))
                }
                if activity.flagged.contains(node.name) { label += "  " + style.bad("○ " + legend.flaggedMark) }
                diagrams[index] = TreeDiagram(label, children: children[index].compactMap { diagrams[$0] })
            }
            let heading =
                activity.momentFound
                ? legend.after.replacingOccurrences(
                    of: "{moment}", with: "trace.mark(\"\(SafeText.line(mark ?? ""))\")") : legend.wholeRun
            return style.bold(heading) + "\n" + (diagrams.first.flatMap { $0 }?.render() ?? "") + style.good("● ")
                + legend.ran + "   "
                + style.bad("○ ") + legend.flagged + "\n"
        }
    }

    /// The files for a bigger view, by file name: `NAME.svg` (the timeline), `NAME.dot` (the
    /// tree), `NAME.trace.json` (Chrome Trace Event JSON of the whole run).
    public func files(language: Language) -> [(name: String, contents: String)] {
        let base = Self.fileName(name)
        return [
            (
                base + ".svg",
                FrameTimelineSVG.svg(of: simulation.display, subtitle: name, words: PictureWords.timeline(language))
            ),
            (base + ".dot", ViewTreeGraph.dot(of: simulation, after: mark, words: PictureWords.tree(language))),
            (base + ".trace.json", ChromeTrace.json(of: simulation)),
        ]
    }

    /// A file name from a scenario name: letters, digits, `-` and `_` kept, anything else `-`.
    static func fileName(_ name: String) -> String {
        let kept = String(
            name.unicodeScalars.map { scalar -> Character in
                (scalar.isASCII && (CharacterSet.alphanumerics.contains(scalar) || scalar == "-" || scalar == "_"))
                    ? Character(scalar) : "-"
            })
        return kept.isEmpty ? "scenario" : String(kept.prefix(80))
    }
}
