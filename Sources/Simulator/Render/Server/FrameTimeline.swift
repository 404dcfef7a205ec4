// The readable frame timeline: one line per presented frame, then the hitch summary.
import Foundation
import TextBasics

/// A text table of a display's frames — main-thread time, render time, presentation, hitch
/// and its cause — for `layoutlab run` and the tutor.
public struct FrameTimeline: Sendable {
    /// The table's lines, without trailing newlines.
    public let lines: [String]

    /// Builds the table for `display`.
    ///
    /// `annotate` may add a note to a frame (e.g. the main-thread call that took longest, found in the
    /// trace); it is appended to the line. `listed` says whether the trace event with a given
    /// number is on a listing printed with the table: a frame's commits are named by their
    /// event numbers (`commit #16`) only when they are, and are counted (`1 commit`) when not.
    public init(
        _ display: Display, annotate: (FrameRecord) -> String? = { _ in nil }, listed: (Int) -> Bool = { _ in true }
    ) {
        let budget = FrameTimeline.ms(display.frameDurationMs)
        var lines = ["display \(display.refreshRate) Hz, frame budget \(budget) ms"]
        lines.append("frame  vsync  main thread              render server                      present   hitch")
        for f in display.frames {
            let commits =
                f.commits.isEmpty
                ? "animation"
                : f.commits.allSatisfy(listed)
                    ? "commit " + f.commits.map { "#\($0)" }.joined(separator: ",")
                    : FrameTimeline.count(f.commits.count, "commit")
            var line = "#\(f.number)".padding(toLength: 7, withPad: " ", startingAt: 0)
            line += "\(display.vsync(atOrBefore: f.appStartMs))".padding(toLength: 7, withPad: " ", startingAt: 0)
            line +=
                "\(FrameTimeline.ms(f.appStartMs))–\(FrameTimeline.ms(f.commitEndMs)) (\(FrameTimeline.ms(f.mainThreadMs)))"
                .padding(toLength: 25, withPad: " ", startingAt: 0)
            line +=
                "\(FrameTimeline.ms(f.renderStartMs))–\(FrameTimeline.ms(f.renderEndMs)) (\(FrameTimeline.ms(f.renderPrepareMs))+\(FrameTimeline.ms(f.renderExecuteMs)))"
                .padding(toLength: 35, withPad: " ", startingAt: 0)
            line += "\(f.presentVSync)".padding(toLength: 10, withPad: " ", startingAt: 0)
            switch f.hitchCause {
            case .none:
                line += "-"
            case .commit:
                let deadline = display.vsyncTime(display.vsync(atOrBefore: f.appStartMs) + 1)
                line +=
                    "\(FrameTimeline.ms(f.hitchMs)) ms, commit: main thread committed at \(FrameTimeline.ms(f.commitEndMs)) ms, after the VSync at \(FrameTimeline.ms(deadline)) ms"
            case .render:
                line +=
                    "\(FrameTimeline.ms(f.hitchMs)) ms, render: \(FrameTimeline.ms(f.renderMs)) ms with \(f.buffering.rawValue) buffering"
                if !f.offscreenPasses.isEmpty { line += ", \(f.offscreenPasses.count) offscreen passes" }
            }
            line += "  [\(commits), \(f.buffering.rawValue)]"
            if let note = annotate(f) { line += "  " + note }
            lines.append(line)
        }
        lines.append(
            FrameTimeline.count(display.framesPresented, "frame") + " presented, "
                + FrameTimeline.count(display.hitches, "hitch")
                + ", hitch time \(FrameTimeline.ms(display.hitchTimeMs)) ms, "
                + "hitch time ratio \(FrameTimeline.ms(display.hitchTimeRatio)) ms/s: \(display.hitchRating.rawValue) by \(HitchRating.thresholdSet)"
        )
        self.lines = lines
    }

    /// The table as one string, a newline after each line.
    public var text: String { lines.map { $0 + "\n" }.joined() }

    /// "1 hitch", "2 hitches".
    static func count(_ n: Int, _ noun: String) -> String {
        n == 1 ? "1 \(noun)" : "\(n) \(noun)" + (noun.hasSuffix("ch") ? "es" : "s")
    }

    /// Milliseconds with two decimals, the precision every figure in the table uses.
    static func ms(_ value: Double) -> String {
        FixedDecimals.text(value, places: 2)
    }
}
