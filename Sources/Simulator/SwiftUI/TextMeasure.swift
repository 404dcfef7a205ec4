// The deterministic text metric SwiftUI's Text shares with UILabel.
import Foundation
import TextBasics

/// Measures `Text` with `UILabel`'s font metric (each character half the point size wide rounded
/// up, an East Asian wide character the point size; a line is 1.2 × the point size rounded up),
/// wrapping greedily at spaces, and inside a word only when the word alone is wider than the line.
enum TextMeasure {
    /// The size of `text` for a proposal: one line at its natural width when the width is nil
    /// or wide enough; else wrapped lines no wider than the proposal (at least one character a
    /// line). A proposed height cuts the lines to those that fit (at least one), as Text truncates.
    static func size(_ text: String, fontSize: CGFloat, proposal: ProposedViewSize) -> CGSize {
        size(lines: lines(text, fontSize: fontSize, width: proposal.width), fontSize: fontSize, height: proposal.height)
    }

    /// The size of text already broken into `lines` (their widths) for a proposed height.
    static func size(lines: [CGFloat], fontSize: CGFloat, height: CGFloat?) -> CGSize {
        guard !lines.isEmpty else { return .zero }
        let lineHeight = (fontSize * 1.2).rounded(.up)
        var count = lines.count
        if let height, height.isFinite {
            count = min(count, max(1, Int(min(1_000_000, (height / lineHeight).rounded(.down)))))
        }
        let widest = lines.prefix(count).max() ?? 0
        return CGSize(width: widest, height: CGFloat(count) * lineHeight)
    }

    /// The widths of the lines `text` breaks into for a proposed width (one line at the natural
    /// width when the width is nil or wide enough; none for empty text). The height only cuts
    /// lines, so a stack probing one Text three times at one width breaks its lines once.
    static func lines(_ text: String, fontSize: CGFloat, width proposedWidth: CGFloat?) -> [CGFloat] {
        lines(text, fontSize: fontSize, natural: naturalWidth(text, fontSize: fontSize), width: proposedWidth)
    }

    /// The width of `text` on one line.
    static func naturalWidth(_ text: String, fontSize: CGFloat) -> CGFloat {
        let narrow = (fontSize / 2).rounded(.up), wide = fontSize.rounded(.up)
        // ASCII: one narrow character a byte (the widths are whole numbers, so the product is
        // the sum exactly).
        if isASCII(text) { return narrow * CGFloat(text.utf8.count) }
        var natural: CGFloat = 0
        for scalar in text.unicodeScalars { natural += CJK.isWide(scalar) ? wide : narrow }
        return natural
    }

    /// Whether every byte of `text` is ASCII (read in place: iterating the view was slower).
    static func isASCII(_ text: String) -> Bool {
        text.utf8.withContiguousStorageIfAvailable { bytes in !bytes.contains { $0 >= 0x80 } }
            ?? text.utf8.allSatisfy { $0 < 0x80 }
    }

    /// `lines(_:fontSize:width:)` for a text whose natural width is known.
    private static func lines(_ text: String, fontSize: CGFloat, natural: CGFloat, width proposedWidth: CGFloat?)
        -> [CGFloat]
    {
        guard !text.isEmpty else { return [] }
        let narrow = (fontSize / 2).rounded(.up), wide = fontSize.rounded(.up)
        guard let limit = proposedWidth, limit < natural else {
            return [natural]
        }
        let capacity = lineCapacity(bytes: text.utf8.count, natural: natural, limit: limit, spaceWidth: narrow)
        // ASCII text has no wide characters and one byte per scalar: broken over its bytes
        // (most Texts; walking the scalars was most of the breaking).
        if isASCII(text) {
            return breakLines(text.utf8, space: UInt8(ascii: " "), limit: limit, spaceWidth: narrow, capacity: capacity)
            { _ in narrow }
        }
        return breakLines(text.unicodeScalars, space: " ", limit: limit, spaceWidth: narrow, capacity: capacity) {
            CJK.isWide($0) ? wide : narrow
        }
    }

    /// How many lines a text of `bytes` UTF-8 bytes and width `natural` can break into at
    /// `limit`, reserved up front: growing the array one doubling at a time was a third of a
    /// first layout's line breaking (a Text at width 0 is a line a character). Every line but
    /// a last empty word's holds at least one byte; and with a limit wider than a space, two
    /// neighbouring lines are together wider than the limit less a space (the next line's
    /// first word did not fit). Only a hint: a wrong bound costs a regrowth or spare capacity.
    private static func lineCapacity(bytes: Int, natural: CGFloat, limit: CGFloat, spaceWidth: CGFloat) -> Int {
        let byBytes = bytes + 1
        guard limit > 2 * spaceWidth else { return byBytes }
        let byWidth = 2 * natural / (limit - spaceWidth) + 2
        return byWidth < CGFloat(byBytes) ? Int(byWidth) : byBytes
    }

    /// Greedy line breaking of `units` (a text's scalars or ASCII bytes) at `limit`: words
    /// between single `space`s, inside a word only when the word alone is wider than a line.
    private static func breakLines<Units: Collection>(
        _ units: Units, space: Units.Element, limit: CGFloat, spaceWidth: CGFloat, capacity: Int,
        width: (Units.Element) -> CGFloat
    ) -> [CGFloat] where Units.Element: Equatable {
        var lines: [CGFloat] = []
        lines.reserveCapacity(capacity)
        var current: CGFloat = 0
        var lineHasContent = false
        func newLine() {
            lines.append(current)
            current = 0
            lineHasContent = false
        }
        func add(_ word: Units.SubSequence) {
            var wordWidth: CGFloat = 0
            for unit in word { wordWidth += width(unit) }
            if lineHasContent && current + spaceWidth + wordWidth <= limit {
                current += spaceWidth + wordWidth
                return
            }
            if lineHasContent { newLine() }
            if wordWidth <= limit {
                current = wordWidth
                lineHasContent = true
                return
            }
            // A word wider than the line breaks between characters.
            for unit in word {
                let w = width(unit)
                if lineHasContent && current + w > limit { newLine() }
                current += w
                lineHasContent = true
            }
        }
        // The words between single spaces (empty ones too), without making an array of them.
        var wordStart = units.startIndex
        while true {
            let wordEnd = units[wordStart...].firstIndex(of: space) ?? units.endIndex
            add(units[wordStart..<wordEnd])
            guard wordEnd < units.endIndex else { break }
            wordStart = units.index(after: wordEnd)
        }
        if lineHasContent || lines.isEmpty { newLine() }
        return lines
    }

    /// One Text's measurements kept between calls: its natural width, and its line breaks for the
    /// last two widths narrower than that (a relayout alternates a stack's minimum probe, 0, with
    /// its offer). A proposal at least as wide as the natural width (or nil) is one line,
    /// answered without breaking or allocating; the height only cuts lines, so a stack probing
    /// one Text three times at one width breaks its lines once.
    struct Memo {
        private var text = ""
        private var fontSize: CGFloat = 17  // any value: an empty text measures zero
        private var natural: CGFloat = 0
        private var broken = Broken()
        private var older = Broken()

        /// One width's line breaks, as the widest of the first k + 1 lines at index k: a
        /// proposed height that cuts lines keeps the first ones, so its size is one lookup (no
        /// walk over the lines, no copy of the array: the memo's sizes were read in place on
        /// every sizing call of a Text).
        private struct Broken {
            /// NaN for none yet (equal to no width).
            var width = CGFloat.nan
            var widest: [CGFloat] = []

            /// Breaks `text` at `width`.
            mutating func set(_ text: String, fontSize: CGFloat, natural: CGFloat, width: CGFloat) {
                self.width = width
                widest = TextMeasure.lines(text, fontSize: fontSize, natural: natural, width: width)
                // `Sequence.max()`'s rule: a later line replaces the widest only when wider.
                for k in widest.indices.dropFirst() where !(widest[k] > widest[k - 1]) { widest[k] = widest[k - 1] }
            }
        }

        /// The text measured from now on; what was kept is forgotten if it differs.
        mutating func set(_ text: String, fontSize: CGFloat) {
            guard fontSize.bitPattern != self.fontSize.bitPattern || text != self.text else { return }
            self = Memo()
            self.text = text
            self.fontSize = fontSize
            natural = TextMeasure.naturalWidth(text, fontSize: fontSize)
        }

        /// The size of the text for `proposal`: `TextMeasure.size(_:fontSize:proposal:)`.
        mutating func size(for proposal: ProposedViewSize) -> CGSize {
            guard !text.isEmpty else { return .zero }
            let lineHeight = (fontSize * 1.2).rounded(.up)
            guard let width = proposal.width, width < natural else {
                return CGSize(width: natural, height: lineHeight)
            }
            if broken.width != width {
                swap(&broken, &older)
                if broken.width != width { broken.set(text, fontSize: fontSize, natural: natural, width: width) }
            }
            let count = broken.widest.count
            guard count > 0 else { return .zero }
            var shown = count
            if let height = proposal.height, height.isFinite, height < CGFloat(count) * lineHeight {
                // A height that cuts lines: as many as fit, at least one (`size(lines:fontSize:height:)`).
                shown = min(count, max(1, Int(min(1_000_000, (height / lineHeight).rounded(.down)))))
            }
            return CGSize(width: broken.widest[shown - 1], height: CGFloat(shown) * lineHeight)
        }
    }
}
