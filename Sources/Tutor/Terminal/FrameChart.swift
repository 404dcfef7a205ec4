import Simulator

/// The frame timeline drawn with block characters for the terminal (`:picture`): one row per
/// frame from the VSync it began at, eight cells per VSync, as `run --svg` draws it in SVG:
///
///     frame  +0      +1      +2      +3
///     1      ██▓     ▌
///     2      ████████████████▓··░░░░░░░▌
///
/// `█` the main thread, `▓` the render server, `▌` the present, `░` the hitch (from the
/// expected present to the real one), `·` a VSync with nothing on it. A long run keeps the
/// frames around each hitch (and the first and last) and says how many rows it left out.
public struct FrameChart {
    /// Cells per VSync.
    static let cellsPerVSync = 8
    /// Rows drawn at most before frames away from hitches are left out.
    static let maximumRows = 24

    let display: Display
    let words: FrameTimelineSVG.Words

    public init(display: Display, words: FrameTimelineSVG.Words) {
        self.display = display
        self.words = words
    }

    /// The chart, each line ending in a newline; at most `columns` wide.
    public func render(columns: Int, style: TextStyle) -> String {
        let frames = display.frames
        guard !frames.isEmpty else { return "" }
        let labelWidth = max(TerminalText.width(words.frame), String(frames.count).count) + 2
        // As many VSyncs as the latest present needs (one more to show it), as the width allows.
        let needed = frames.map { $0.presentVSync - display.vsync(atOrBefore: $0.appStartMs) + 1 }.max() ?? 3
        let vsyncs = max(1, min(needed, (columns - labelWidth) / Self.cellsPerVSync))
        var text = TerminalText.pad(words.frame, to: labelWidth)
        for k in 0..<vsyncs { text += TerminalText.pad("+\(k)", to: Self.cellsPerVSync) }
        text = text.trimmingTrailingSpaces() + "\n"
        var previous: Int?
        for index in Self.rowsShown(of: frames) {
            if let previous, index > previous + 1 { text += style.dim("…") + "\n" }
            previous = index
            text +=
                TerminalText.pad(String(frames[index].number), to: labelWidth)
                + row(frames[index], vsyncs: vsyncs, style: style) + "\n"
        }
        if let previous, previous < frames.count - 1 { text += style.dim("…") + "\n" }
        text += "█ " + words.mainThread + "\n"
        text += "▓ " + words.renderPrepare + ", " + words.renderExecute + "\n"
        text += "▌ " + words.present + "   ░ " + words.hitch + "   · " + words.vsync + "\n"
        return text
    }

    /// One row: the cells from the VSync the frame began at.
    func row(_ f: FrameRecord, vsyncs: Int, style: TextStyle) -> String {
        let start = display.vsyncTime(atOrBefore: f.appStartMs)
        let cell = display.frameDurationMs / Double(Self.cellsPerVSync)
        let count = vsyncs * Self.cellsPerVSync
        func index(_ ms: Double) -> Int { Int(((ms - start) / cell + 1e-9).rounded(.down)) }
        func overlaps(_ i: Int, _ from: Double, _ to: Double) -> Bool {
            let lower = start + Double(i) * cell, upper = lower + cell
            return from < upper - 1e-9 && to > lower + 1e-9 || (from == to && index(from) == i)
        }
        let executeStart = f.renderEndMs - f.renderExecuteMs
        let present = index(f.presentMs)
        var cells = ""
        for i in 0..<count {
            if i == present {
                cells += f.isHitch ? style.bad("▌") : style.good("▌")
            } else if overlaps(i, f.appStartMs, f.commitEndMs) {
                cells += "█"
            } else if overlaps(i, f.renderStartMs, f.renderStartMs + f.renderPrepareMs)
                || overlaps(i, executeStart, f.renderEndMs)
            {
                cells += "▓"
            } else if f.isHitch && overlaps(i, f.expectedPresentMs, f.presentMs) {
                cells += style.bad("░")
            } else if i % Self.cellsPerVSync == 0 {
                cells += style.dim("·")
            } else {
                cells += " "
            }
        }
        return cells.trimmingTrailingSpaces() + (present >= count ? " →" : "")
    }

    /// The indices of the rows to draw: all of them when few; else the first, the last, and
    /// each hitch with the frames on either side.
    static func rowsShown(of frames: [FrameRecord]) -> [Int] {
        guard frames.count > maximumRows else { return Array(frames.indices) }
        var kept: Set<Int> = [0, frames.count - 1]
        for (index, f) in frames.enumerated() where f.isHitch {
            for neighbour in (index - 1)...(index + 1) where frames.indices.contains(neighbour) {
                kept.insert(neighbour)
            }
        }
        return Array(kept.sorted().prefix(maximumRows))
    }
}

extension String {
    /// The string without the spaces at its end.
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
