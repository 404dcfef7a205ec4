// A label: text with a deterministic font metric, so its intrinsic size is predictable.
import Foundation
import TextBasics

/// A text label with a deterministic font metric: each character is half the point size wide,
/// rounded up to whole points (9 pt at 17 pt), an East Asian wide character the point size rounded
/// up (17 pt); a line is point size × 1.2 rounded up (21 pt). Setting the text invalidates the
/// intrinsic content size and redraws.
public class UILabel: UIView {
    /// The text.
    public var text: String? {
        didSet {
            guard text != oldValue else { return }
            textDidChange()
        }
    }
    /// The font size in points (the system font, 17 by default).
    public var fontSize: CGFloat = 17 {
        didSet { if fontSize != oldValue { textDidChange() } }
    }
    /// The maximum number of lines; 0 means no limit.
    public var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { textDidChange() } }
    }

    /// Creates a label in `simulation`.
    public convenience init(_ simulation: Simulation, text: String? = nil) {
        self.init(context: simulation.context, frame: .zero)
        self.text = text
    }

    override init(context: SimulationContext, frame: CGRect) {
        super.init(context: context, frame: frame)
    }

    /// A label with another font size from the start (no invalidation recorded for it).
    init(context: SimulationContext, frame: CGRect, fontSize: CGFloat) {
        self.fontSize = fontSize
        super.init(context: context, frame: frame)
    }

    override var className: String { "UILabel" }

    /// A label's text is drawn over a clear backing store: not opaque (model assumption for
    /// UILabel's default, the reason labels show red under Color Blended Layers; fact 74).
    override var defaultIsOpaque: Bool { false }

    /// A label draws its text itself (UIKit's `drawText(in:)`), so it has a backing store.
    override var uikitDrawsContent: Bool { true }

    /// The height of one line.
    public var lineHeight: CGFloat { (fontSize * 1.2).rounded(.up) }

    /// The width of the text on one line.
    public var textWidth: CGFloat {
        guard let text else { return 0 }
        let narrow = (fontSize / 2).rounded(.up), wide = fontSize.rounded(.up)
        return text.unicodeScalars.reduce(0) { $0 + (CJK.isWide($1) ? wide : narrow) }
    }

    override var uikitHasIntrinsicContentSize: Bool { true }

    /// The width at which a multi-line label wraps for its intrinsic size; 0 (the default) means
    /// the width layout gives it (UIKit's automatic preferred width, fact 49).
    public var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }

    /// Fact 49: a label with `numberOfLines` other than 1 wraps at `preferredMaxLayoutWidth`, or
    /// at the width layout gave it; its intrinsic height grows by lines.
    override var uikitIntrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        guard numberOfLines != 1 else { return CGSize(width: textWidth, height: lineHeight) }
        let wrap =
            preferredMaxLayoutWidth > 0
            ? preferredMaxLayoutWidth : measuringWrapWidth > 0 ? measuringWrapWidth : bounds.width
        return size(wrappingAt: wrap > 0 ? wrap : .infinity)
    }

    /// The width `systemLayoutSizeFitting` found for this label in its first solve, while it
    /// measures again with the text wrapped there (fact 87); 0 otherwise.
    var measuringWrapWidth: CGFloat = 0

    /// Wraps to `size.width` when `numberOfLines` allows more than one line.
    override func uikitSizeThatFits(_ size: CGSize) -> CGSize {
        guard textWidth > 0 else { return .zero }
        guard numberOfLines != 1, size.width > 0 else { return CGSize(width: textWidth, height: lineHeight) }
        return self.size(wrappingAt: size.width)
    }

    /// The widest line and the height of the lines when the text wraps at `width`, by words
    /// (a word wider than the line breaks between characters), at most `numberOfLines` lines.
    func size(wrappingAt width: CGFloat) -> CGSize {
        let widths = lineWidths(wrappingAt: width)
        let shown = numberOfLines > 0 ? Array(widths.prefix(numberOfLines)) : widths
        return CGSize(width: shown.max() ?? 0, height: CGFloat(shown.count) * lineHeight)
    }

    /// The width of each line of the wrapped text. Linear in the text's length, whatever the
    /// width (a huge text in a tiny label stays cheap: each character is looked at once).
    func lineWidths(wrappingAt width: CGFloat) -> [CGFloat] {
        guard let text else { return [] }
        let narrow = (fontSize / 2).rounded(.up), wide = fontSize.rounded(.up)
        var lines: [CGFloat] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            var line: CGFloat = 0, lineHasWord = false
            for word in paragraph.split(separator: " ", omittingEmptySubsequences: false) {
                let wordWidth = word.unicodeScalars.reduce(0) { $0 + (CJK.isWide($1) ? wide : narrow) }
                let spaced = lineHasWord ? line + narrow + wordWidth : wordWidth
                if spaced <= width || !lineHasWord && wordWidth <= width {
                    line = spaced
                    lineHasWord = true
                    continue
                }
                if lineHasWord { lines.append(line); line = 0; lineHasWord = false }
                // A word wider than the line breaks between characters.
                for scalar in word.unicodeScalars {
                    let w = CJK.isWide(scalar) ? wide : narrow
                    if line + w > width && line > 0 { lines.append(line); line = 0 }
                    line += w
                }
                lineHasWord = true
            }
            lines.append(line)
            if lines.count > 1_000_000 { break }
        }
        return lines
    }

    /// UIKit updates a multi-line label's automatic preferred width when layout changes its width,
    /// so its height follows in the same layout pass (fact 49).
    override func uikitBoundsWidthChanged() {
        guard numberOfLines != 1, preferredMaxLayoutWidth == 0, !translatesAutoresizingMaskIntoConstraints else {
            return
        }
        intrinsicContentSizeInvalidated = true
        if layoutEngine != nil { try? updateContentSizeConstraints() }
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }
}
