import Simulator

// A compact picture of a bitmap for a terminal: two pixel rows per text row with '▀'.

/// How a terminal picture may use colour.
public enum TerminalColorMode: Sendable, Equatable {
    /// 24-bit colour escape sequences (`ESC[38;2;r;g;bm`).
    case trueColor
    /// The xterm 256-colour palette (6×6×6 cube and grey ramp).
    case palette256
    /// No escape sequences at all (for `NO_COLOR` or a pipe): brightness as ASCII shading.
    case plain
}

/// Renders a ``Bitmap`` as text a terminal can show: each character cell is one column of
/// `cellWidth` pixels and two stacked blocks of `cellWidth` rows, drawn as `▀` with the
/// upper block as foreground and the lower as background colour.
public struct TerminalImage: Sendable {
    /// The picture's text lines, without trailing newlines.
    public let lines: [String]

    /// Downsamples `bitmap` to at most `columns` characters wide (averaging each block) and renders it in `mode`.
    ///
    /// Fully transparent areas show as the terminal's own background.
    public init(_ bitmap: Bitmap, columns: Int = 65, mode: TerminalColorMode) {
        let columns = max(1, columns)
        // Whole pixels per column keep the picture deterministic and free of seams.
        let cell = max(1, (bitmap.width + columns - 1) / columns)
        let cols = (bitmap.width + cell - 1) / cell
        let blockRows = (bitmap.height + cell - 1) / cell
        var lines: [String] = []
        var row = 0
        while row < blockRows {
            var line = ""
            for col in 0..<cols {
                let top = TerminalImage.average(bitmap, col * cell, row * cell, cell)
                let bottom =
                    row + 1 < blockRows ? TerminalImage.average(bitmap, col * cell, (row + 1) * cell, cell) : nil
                line += TerminalImage.cell(top: top, bottom: bottom, mode: mode)
            }
            if mode != .plain { line += "\u{1B}[0m" }
            lines.append(line)
            row += 2
        }
        self.lines = lines
    }

    /// The picture as one string with a newline after each line.
    public var text: String { lines.map { $0 + "\n" }.joined() }

    private static func average(_ b: Bitmap, _ x0: Int, _ y0: Int, _ size: Int) -> RGBA {
        var r = 0, g = 0, bl = 0, a = 0, n = 0
        for y in y0..<min(b.height, y0 + size) {
            for x in x0..<min(b.width, x0 + size) {
                let c = b.color(x: x, y: y)
                r += Int(c.r) * Int(c.a)
                g += Int(c.g) * Int(c.a)
                bl += Int(c.b) * Int(c.a)
                a += Int(c.a)
                n += 1
            }
        }
        guard a > 0, n > 0 else { return .clear }
        return RGBA(UInt8(r / a), UInt8(g / a), UInt8(bl / a), UInt8(a / n))
    }

    private static func cell(top: RGBA, bottom: RGBA?, mode: TerminalColorMode) -> String {
        switch mode {
        case .plain:
            // Brightness ramp; the darker of the two halves decides, so thin dark lines stay visible.
            let ramp = Array(" .:-=+*#%@")
            let levels = [top, bottom ?? top].map { c -> Int in
                guard c.a > 0 else { return 0 }
                let luma = (299 * Int(c.r) + 587 * Int(c.g) + 114 * Int(c.b)) / 1000
                return (255 - luma) * Int(c.a) / 255
            }
            let level = levels.max() ?? 0
            return String(ramp[min(ramp.count - 1, level * ramp.count / 256)])
        case .trueColor, .palette256:
            let fg = top.a > 0 ? "\u{1B}[38;\(code(top, mode))m" : "\u{1B}[39m"
            let bg = (bottom?.a ?? 0) > 0 ? "\u{1B}[48;\(code(bottom ?? .clear, mode))m" : "\u{1B}[49m"
            return top.a > 0 ? fg + bg + "▀" : bg + " "
        }
    }

    private static func code(_ c: RGBA, _ mode: TerminalColorMode) -> String {
        if mode == .trueColor { return "2;\(c.r);\(c.g);\(c.b)" }
        // Nearest entry of the 6×6×6 cube (16…231) or the grey ramp (232…255).
        func level(_ v: UInt8) -> Int { Int(v) < 48 ? 0 : Int(v) < 115 ? 1 : (Int(v) - 35) / 40 }
        let (lr, lg, lb) = (level(c.r), level(c.g), level(c.b))
        if lr == lg && lg == lb && c.r == c.g && c.g == c.b {
            let grey = Int(c.r)
            if grey < 8 { return "5;16" }
            if grey > 238 { return "5;231" }
            return "5;\(232 + (grey - 8) / 10)"
        }
        return "5;\(16 + 36 * lr + 6 * lg + lb)"
    }
}
