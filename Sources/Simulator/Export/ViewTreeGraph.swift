// The view tree as a Graphviz graph: which views' passes ran after a moment, and which were
// flagged, at a glance.
import Foundation
import TextBasics

/// A Graphviz `digraph` of a window's views (each with its frame), top-down. A view whose
/// `updateConstraints`, `layoutSubviews` or `draw(_:)` ran after the moment is filled, and the
/// passes are named under its frame; a view that was flagged after it (`setNeedsLayout`,
/// `setNeedsDisplay`, `setNeedsUpdateConstraints`, or its layer marked by a size change) is
/// outlined in red. The moment is the first event after a mark, or the run's start. At a mark,
/// the tree is the one that stood then (its views and their frames), the moment the question
/// asks about; for the whole run it is the tree at the end.
public struct ViewTreeGraph {
    /// The picture's words, in the reader's language.
    public struct Words: Sendable {
        /// The caption's first line, for the tree at a mark; `{moment}` is replaced by the
        /// moment (`trace.mark("tap")`).
        public var after: String
        /// The caption's first line when there is no mark: the whole run.
        public var wholeRun: String
        public var filled: String
        public var outlined: String
        /// Said when more views exist than are drawn; `{n}` is how many are left out.
        public var viewsLeftOut: String

        public init(after: String, wholeRun: String, filled: String, outlined: String, viewsLeftOut: String) {
            self.after = after
            self.wholeRun = wholeRun
            self.filled = filled
            self.outlined = outlined
            self.viewsLeftOut = viewsLeftOut
        }

        /// English.
        public static let english = Words(
            after: "views and frames at {moment}; fill and outline: what happened after it", wholeRun: "the whole run",
            filled: "filled: its updateConstraints, layoutSubviews or draw ran",
            outlined:
                "red outline: it was flagged (setNeedsLayout, setNeedsDisplay, setNeedsUpdateConstraints, or a size change)",
            viewsLeftOut: "{n} more views not drawn")
    }

    /// At most this many views are drawn (a scenario may build ten thousand; `dot` would take
    /// minutes and nobody could read the result).
    public static let maximumViews = 400

    /// The passes that fill a view, and the calls that flag it.
    static let passes: Set<String> = ["updateConstraints", "layoutSubviews", "draw"]
    static let flags: Set<String> = ["setNeedsLayout", "setNeedsDisplay", "setNeedsUpdateConstraints"]

    /// The DOT text for the tree of `simulation`'s window at the first `trace.mark(after)`
    /// (kept when the run had `keepsTreesAtMarks` on), with the passes and flags after it; for
    /// the whole run (`after` nil or never marked), the tree at the end.
    public static func dot(of simulation: Simulation, after mark: String?, words: Words = .english) -> String {
        dot(of: tree(of: simulation, at: mark), trace: simulation.trace, after: mark, words: words)
    }

    /// The tree the pictures draw: the one kept at the first `trace.mark(mark)`, else the
    /// window's tree at the end of the run.
    public static func tree(of simulation: Simulation, at mark: String?) -> ViewTreeSnapshot {
        mark.flatMap { simulation.treeAtMark($0) } ?? ViewTreeSnapshot(simulation.window)
    }

    /// The DOT text for `tree`, with passes and flags counted from the events of `trace` after
    /// the first `trace.mark(after)` (after the run's start when `after` is nil or no such mark
    /// was recorded).
    public static func dot(of tree: ViewTreeSnapshot, trace: Trace, after mark: String?, words: Words = .english)
        -> String
    {
        let (ran, flagged, momentFound) = activity(in: trace, after: mark)
        var out = "digraph views {\n"
        out +=
            "  graph [rankdir=TB, fontname=\"sans-serif\", fontsize=11, labelloc=b, labeljust=l, label="
            + quoted(
                (momentFound
                    ? words.after.replacingOccurrences(of: "{moment}", with: "trace.mark(\"\(mark ?? "")\")")
                    : words.wholeRun)
                    + "\n" + words.filled + "\n" + words.outlined) + "];\n"
        out +=
            "  node [shape=box, style=\"rounded,filled\", fillcolor=\"#ffffff\", color=\"#555555\", fontname=\"sans-serif\", fontsize=11];\n"
        out += "  edge [color=\"#888888\", arrowhead=none];\n"
        for (id, node) in tree.nodes.enumerated() {
            let name = node.name
            var label = name + "\n" + frameText(node.frame)
            var attributes: [String] = []
            if let methods = ran[name] {
                label += "\n" + methods.joined(separator: ", ")
                attributes.append("fillcolor=\"#90caf9\"")
            }
            if flagged.contains(name) { attributes.append("color=\"#e53935\", penwidth=3") }
            out +=
                "  v\(id) [label=" + quoted(label)
                + (attributes.isEmpty ? "" : ", " + attributes.joined(separator: ", ")) + "];\n"
            if let parent = node.parent { out += "  v\(parent) -> v\(id);\n" }
        }
        if tree.leftOut > 0 {
            out +=
                "  more [shape=plaintext, style=\"\", label="
                + quoted(words.viewsLeftOut.replacingOccurrences(of: "{n}", with: String(tree.leftOut))) + "];\n"
        }
        return out + "}\n"
    }

    /// What views did after the first `trace.mark(mark)` (the whole run when `mark` is nil or
    /// was never recorded): the passes that ran on each, in the order they first ran, and the
    /// views flagged; `momentFound` says whether the mark was found.
    public static func activity(in trace: Trace, after mark: String?)
        -> (ran: [String: [String]], flagged: Set<String>, momentFound: Bool)
    {
        let events = trace.events
        var start = 0
        var momentFound = false
        if let mark,
            let index = events.firstIndex(where: { $0.receiver == "trace" && $0.method == "mark" && $0.label == mark })
        {
            start = index + 1
            momentFound = true
        }
        var ran: [String: [String]] = [:]
        var flagged: Set<String> = []
        for event in events[start...] {
            if event.level == .uikit && passes.contains(event.method) {
                if !(ran[event.receiver]?.contains(event.method) ?? false) {
                    ran[event.receiver, default: []].append(event.method)
                }
            } else if event.level == .uikit && flags.contains(event.method) {
                flagged.insert(event.receiver)
            } else if event.level == .calayer && flags.contains(event.method) && event.receiver.hasSuffix(".layer") {
                flagged.insert(String(event.receiver.dropLast(".layer".count)))
            }
        }
        return (ran, flagged, momentFound)
    }

    /// `(0, 44, 390, 800)`: whole numbers where they are whole, else one decimal.
    public static func frameText(_ frame: CGRect) -> String {
        let numbers = [frame.origin.x, frame.origin.y, frame.size.width, frame.size.height].map { value -> String in
            let number = Double(value)
            guard number.isFinite, abs(number) < 1e15 else { return String(describing: number) }
            return number == number.rounded() ? String(Int(number)) : FixedDecimals.text(number, places: 1)
        }
        return "(" + numbers.joined(separator: ", ") + ")"
    }

    /// A DOT double-quoted string: quotes and backslashes escaped, line breaks as `\n` (which
    /// Graphviz centres), controls and bidi overrides left out.
    static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            default:
                if scalar.value < 0x20 || SafeText.isUnsafe(scalar) { continue }
                out.unicodeScalars.append(scalar)
            }
        }
        return out + "\""
    }
}
