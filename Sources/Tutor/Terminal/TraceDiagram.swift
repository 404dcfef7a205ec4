import Foundation
import Lessons

/// Draws a trace as an indented call tree, commit by commit, with each pass (update
/// constraints, layout, display, commit …) a visibly separate group:
///
///     commit 1
///     ┌─ layout
///     │  vc.view.layoutSubviews()
///     │  └─ a1.layoutSubviews()      needsLayout
///     └─ display
///        a1.draw(_:)
public struct TraceDiagram: Sendable {
    /// The events to draw, in trace order.
    public let rows: [TraceRow]
    /// A diagram of these rows.
    public init(rows: [TraceRow]) { self.rows = rows }

    /// The diagram as lines of text, each ending in a newline; headings (`commit 2`, phase
    /// names) and line references in `language`, notes dimmed by `style`.
    public func render(style: TextStyle, language: Language = .en) -> String {
        var lines: [(text: String, note: String)] = []
        var rowIndex = 0
        while rowIndex < rows.count {
            let commit = rows[rowIndex].commit
            var commitRows: [TraceRow] = []
            while rowIndex < rows.count, rows[rowIndex].commit == commit {
                commitRows.append(rows[rowIndex])
                rowIndex += 1
            }
            // A group that starts at its commit is that commit; one that starts mid-turn (a
            // window after a mark) holds what happened before the next.
            let startsAtCommit = commitRows.first?.phase == "commit"
            let heading: UIText =
                startsAtCommit
                ? .commitHeading(number: commit) : commit == 0 ? .beforeFirstCommit : .beforeCommit(number: commit + 1)
            lines.append((heading.text(in: language), ""))
            let groups = TraceDiagram.phaseGroups(commitRows)
            for (groupIndex, group) in groups.enumerated() {
                let isLast = groupIndex == groups.count - 1
                let opener = groups.count == 1 ? "── " : groupIndex == 0 ? "┌─ " : isLast ? "└─ " : "├─ "
                lines.append((opener + UIText.phase(group.phase).text(in: language), ""))
                let indent = isLast ? "   " : "│  "
                for (text, note) in TraceDiagram.callTree(group.rows, language: language) {
                    lines.append((indent + text, note))
                }
            }
        }
        let noteColumn = (lines.filter { !$0.note.isEmpty }.map { TerminalText.width($0.text) }.max() ?? 0) + 2
        return lines.map { line in
            line.note.isEmpty
                ? line.text + "\n" : TerminalText.pad(line.text, to: noteColumn) + style.dim(line.note) + "\n"
        }.joined()
    }

    /// Consecutive rows of the same phase, in order.
    private static func phaseGroups(_ rows: [TraceRow]) -> [(phase: String, rows: [TraceRow])] {
        var groups: [(phase: String, rows: [TraceRow])] = []
        for row in rows {
            if let last = groups.last, last.phase == row.phase {
                groups[groups.count - 1].rows.append(row)
            } else {
                groups.append((row.phase, [row]))
            }
        }
        return groups
    }

    /// The rows of one phase as tree lines: a row one deeper than the row before is its
    /// child; a jump of several levels is treated as one (the trace may omit a level).
    private static func callTree(_ rows: [TraceRow], language: Language) -> [(String, String)] {
        final class Node {
            let row: TraceRow?
            var children: [Node] = []
            init(_ row: TraceRow?) { self.row = row }
        }
        let root = Node(nil)
        var stack: [(depth: Int, node: Node)] = [(-1, root)]
        for row in rows {
            while let top = stack.last, top.depth >= row.depth, stack.count > 1 { stack.removeLast() }
            let node = Node(row)
            stack[stack.count - 1].node.children.append(node)
            stack.append((row.depth, node))
        }
        var lines: [(String, String)] = []
        func emit(_ node: Node, prefix: String, connector: String) {
            if let row = node.row {
                // The reason in the learner's words where it is words; "← a2.setNeedsLayout()"
                // (the call that caused it) is code and stays.
                var note = row.note
                if let arrow = note.range(of: "← ") {
                    let reason = note[..<arrow.lowerBound].trimmingCharacters(in: .whitespaces)
                    note =
                        (reason.isEmpty ? "" : UIText.traceNote(reason).text(in: language) + " ")
                        + note[arrow.lowerBound...]
                } else {
                    note = UIText.traceNote(note).text(in: language)
                }
                if let line = row.sourceLine {
                    note += (note.isEmpty ? "" : " ") + "← " + UIText.lineReference(line).text(in: language)
                }
                let summary = row.summary.isEmpty ? "" : " " + UIText.presentNote(row.summary).text(in: language)
                lines.append((prefix + connector + row.call + summary, note))
            }
            for (index, child) in node.children.enumerated() {
                let isLast = index == node.children.count - 1
                let childPrefix =
                    node.row == nil ? "" : prefix + (connector == "├─ " ? "│  " : connector.isEmpty ? "" : "   ")
                emit(child, prefix: childPrefix, connector: node.row == nil ? "" : isLast ? "└─ " : "├─ ")
            }
        }
        emit(root, prefix: "", connector: "")
        return lines
    }
}
