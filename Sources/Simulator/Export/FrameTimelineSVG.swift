// The frame timeline as an SVG picture: one row per presented frame against the VSync grid.
import Foundation
import TextBasics

/// An SVG of a display's frames, one row each, every row drawn from the VSync its frame began
/// at, so frames line up and a late one sticks out to the right: the main thread's work (from
/// the app's start to the end of its commit), render prepare and render execute, the present
/// (a solid tick) and the expected present (a dashed one), the hitch between them shaded, and
/// the grid of VSyncs (+0, +1, …) behind. A legend in the words given explains the colours.
public struct FrameTimelineSVG {
    /// The picture's words, in the reader's language (the tutor gives them per language).
    public struct Words: Sendable {
        public var title: String
        public var mainThread: String
        public var renderPrepare: String
        public var renderExecute: String
        public var present: String
        public var expectedPresent: String
        public var hitch: String
        public var vsync: String
        /// "frame" before a row's number.
        public var frame: String
        /// The line under the title, with `{hz}`, `{frames}` (presented) and `{hitches}`.
        public var summary: String
        /// Said under the rows when more frames were presented than are drawn; `{n}` is how many are left out.
        public var framesLeftOut: String

        public init(
            title: String, mainThread: String, renderPrepare: String, renderExecute: String, present: String,
            expectedPresent: String, hitch: String, vsync: String, frame: String, summary: String,
            framesLeftOut: String
        ) {
            self.title = title
            self.mainThread = mainThread
            self.renderPrepare = renderPrepare
            self.renderExecute = renderExecute
            self.present = present
            self.expectedPresent = expectedPresent
            self.hitch = hitch
            self.vsync = vsync
            self.frame = frame
            self.summary = summary
            self.framesLeftOut = framesLeftOut
        }

        /// English.
        public static let english = Words(
            title: "Frame timeline", mainThread: "main thread (app start → commit end)",
            renderPrepare: "render prepare",
            renderExecute: "render execute (GPU)", present: "present", expectedPresent: "expected present",
            hitch: "hitch",
            vsync: "VSync", frame: "frame", summary: "{hz} Hz · frames presented: {frames} · hitches: {hitches}",
            framesLeftOut: "{n} more frames not drawn")
    }

    /// At most this many rows are drawn (a long animation presents thousands of frames; the
    /// picture is for looking at, and the JSON trace has them all).
    public static let maximumRows = 240

    static let labelWidth = 96.0, rowHeight = 22.0, top = 64.0, pixelsPerFrame = 120.0

    /// The SVG document for `display`'s frames, titled with `subtitle` (the scenario's name).
    public static func svg(of display: Display, subtitle: String, words: Words = .english) -> String {
        let frames = Array(display.frames.prefix(maximumRows))
        let budget = display.frameDurationMs
        // Columns: enough VSyncs after the first one of a row for the latest present of all rows.
        var columns = 3
        for f in frames {
            let began = display.vsync(atOrBefore: f.appStartMs)
            columns = max(columns, min(64, f.presentVSync - began + 1))
        }
        let scale = pixelsPerFrame / budget
        let plotWidth = Double(columns) * pixelsPerFrame
        let width = labelWidth + plotWidth + 72
        let legendTop = top + Double(max(frames.count, 1)) * rowHeight + 24
        let height = legendTop + 7 * 18 + 16
        var out = """
            <?xml version="1.0" encoding="UTF-8"?>
            <svg xmlns="http://www.w3.org/2000/svg" width="\(n(width))" height="\(n(height))" viewBox="0 0 \(n(width)) \(n(height))" font-family="sans-serif" font-size="12">

            """
        out += "<rect x=\"0\" y=\"0\" width=\"\(n(width))\" height=\"\(n(height))\" fill=\"#ffffff\"/>\n"
        let summary = words.summary.replacingOccurrences(of: "{hz}", with: String(display.refreshRate))
            .replacingOccurrences(of: "{frames}", with: String(display.framesPresented))
            .replacingOccurrences(of: "{hitches}", with: String(display.hitches))
        out +=
            "<text x=\"12\" y=\"22\" font-size=\"15\" font-weight=\"bold\">" + escape(words.title + " — " + subtitle)
            + "</text>\n"
        out += "<text x=\"12\" y=\"40\" fill=\"#555555\">" + escape(summary) + "</text>\n"
        // The VSync grid, labelled +0, +1, … from the VSync each row began at.
        for k in 0...columns {
            let x = labelWidth + Double(k) * pixelsPerFrame
            out +=
                "<line x1=\"\(n(x))\" y1=\"\(n(top - 8))\" x2=\"\(n(x))\" y2=\"\(n(legendTop - 16))\" stroke=\"#bbbbbb\" stroke-width=\"1\"/>\n"
            out +=
                "<text x=\"\(n(x + 3))\" y=\"\(n(top - 12))\" fill=\"#777777\">" + escape("\(words.vsync) +\(k)")
                + "</text>\n"
        }
        for (row, f) in frames.enumerated() {
            let y = top + Double(row) * rowHeight
            let began = display.vsyncTime(atOrBefore: f.appStartMs)
            func x(_ ms: Double) -> Double { labelWidth + min(plotWidth, max(0, (ms - began) * scale)) }
            out += "<g>\n"
            if row % 2 == 1 {
                out +=
                    "<rect x=\"0\" y=\"\(n(y))\" width=\"\(n(width))\" height=\"\(n(rowHeight))\" fill=\"#000000\" fill-opacity=\"0.03\"/>\n"
            }
            out += "<text x=\"12\" y=\"\(n(y + 15))\">" + escape("\(words.frame) \(f.number)") + "</text>\n"
            if f.isHitch {
                out +=
                    "<rect x=\"\(n(x(f.expectedPresentMs)))\" y=\"\(n(y + 1))\" width=\"\(n(max(1, x(f.presentMs) - x(f.expectedPresentMs))))\" height=\"\(n(rowHeight - 2))\" fill=\"#e53935\" fill-opacity=\"0.25\"><title>"
                    + escape("\(words.hitch) \(FrameTimeline.ms(f.hitchMs)) ms: \(f.hitchCause.rawValue)")
                    + "</title></rect>\n"
            }
            out += bar(
                x(f.appStartMs), x(f.commitEndMs), y + 3, 7, "#1e88e5",
                "\(words.mainThread) \(FrameTimeline.ms(f.appStartMs))–\(FrameTimeline.ms(f.commitEndMs)) ms")
            out += bar(
                x(f.renderStartMs), x(f.renderStartMs + f.renderPrepareMs), y + 12, 7, "#8e24aa",
                "\(words.renderPrepare) \(FrameTimeline.ms(f.renderPrepareMs)) ms")
            out += bar(
                x(f.renderEndMs - f.renderExecuteMs), x(f.renderEndMs), y + 12, 7, "#4a148c",
                "\(words.renderExecute) \(FrameTimeline.ms(f.renderExecuteMs)) ms")
            let expected = x(f.expectedPresentMs), present = x(f.presentMs)
            out +=
                "<line x1=\"\(n(expected))\" y1=\"\(n(y + 1))\" x2=\"\(n(expected))\" y2=\"\(n(y + rowHeight - 1))\" stroke=\"#2e7d32\" stroke-width=\"1.5\" stroke-dasharray=\"3,2\"/>\n"
            out +=
                "<line x1=\"\(n(present))\" y1=\"\(n(y + 1))\" x2=\"\(n(present))\" y2=\"\(n(y + rowHeight - 1))\" stroke=\"#2e7d32\" stroke-width=\"3\"><title>"
                + escape("\(words.present) VSync \(f.presentVSync), \(FrameTimeline.ms(f.presentMs)) ms")
                + "</title></line>\n"
            out += "</g>\n"
        }
        if display.frames.count > frames.count {
            let left = words.framesLeftOut.replacingOccurrences(
                of: "{n}", with: String(display.frames.count - frames.count))
            out += "<text x=\"12\" y=\"\(n(legendTop - 4))\" fill=\"#555555\">" + escape(left) + "</text>\n"
        }
        // The legend.
        let items: [(String, String)] = [
            ("bar:#1e88e5", words.mainThread), ("bar:#8e24aa", words.renderPrepare),
            ("bar:#4a148c", words.renderExecute),
            ("solid", words.present), ("dashed", words.expectedPresent), ("shade", words.hitch), ("grid", words.vsync),
        ]
        for (index, (kind, text)) in items.enumerated() {
            let y = legendTop + Double(index) * 18
            switch kind {
            case "solid":
                out +=
                    "<line x1=\"20\" y1=\"\(n(y))\" x2=\"20\" y2=\"\(n(y + 12))\" stroke=\"#2e7d32\" stroke-width=\"3\"/>\n"
            case "dashed":
                out +=
                    "<line x1=\"20\" y1=\"\(n(y))\" x2=\"20\" y2=\"\(n(y + 12))\" stroke=\"#2e7d32\" stroke-width=\"1.5\" stroke-dasharray=\"3,2\"/>\n"
            case "shade":
                out +=
                    "<rect x=\"12\" y=\"\(n(y))\" width=\"24\" height=\"12\" fill=\"#e53935\" fill-opacity=\"0.25\"/>\n"
            case "grid":
                out +=
                    "<line x1=\"20\" y1=\"\(n(y))\" x2=\"20\" y2=\"\(n(y + 12))\" stroke=\"#bbbbbb\" stroke-width=\"1\"/>\n"
            default:
                out += "<rect x=\"12\" y=\"\(n(y + 3))\" width=\"24\" height=\"7\" fill=\"\(kind.dropFirst(4))\"/>\n"
            }
            out += "<text x=\"44\" y=\"\(n(y + 11))\">" + escape(text) + "</text>\n"
        }
        return out + "</svg>\n"
    }

    private static func bar(_ x0: Double, _ x1: Double, _ y: Double, _ h: Double, _ colour: String, _ title: String)
        -> String
    {
        "<rect x=\"\(n(x0))\" y=\"\(n(y))\" width=\"\(n(max(1, x1 - x0)))\" height=\"\(n(h))\" fill=\"\(colour)\"><title>"
            + escape(title) + "</title></rect>\n"
    }

    /// A coordinate with at most 2 decimals.
    static func n(_ value: Double) -> String {
        let rounded = (value * 100).rounded() / 100
        return rounded == rounded.rounded() ? String(Int(rounded)) : FixedDecimals.text(rounded, places: 2)
    }

    /// Text for SVG/XML content or attributes: markup characters escaped, and characters XML
    /// 1.0 forbids or a terminal would act on (controls, bidi overrides) left out.
    public static func escape(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            default:
                if scalar.value < 0x20 || SafeText.isUnsafe(scalar) || scalar.value == 0xFFFE || scalar.value == 0xFFFF
                {
                    continue
                }
                out.unicodeScalars.append(scalar)
            }
        }
        return out
    }
}
