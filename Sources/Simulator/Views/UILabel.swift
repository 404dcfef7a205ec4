// A label: text with a deterministic font metric, so its intrinsic size is predictable.
import Foundation

/// A text label with a deterministic font metric: each character is half the point size wide,
/// rounded up to whole points (9 pt at 17 pt), an East Asian wide character the point size rounded
/// up (17 pt); a line is point size × 1.2 rounded up (21 pt). Setting the text invalidates the
/// intrinsic content size and redraws.
public final class UILabel: UIView {
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

    override var className: String { "UILabel" }

    /// A label draws its text itself (UIKit's `drawText(in:)`), so it has a backing store.
    override var uikitDrawsContent: Bool { true }

    /// The height of one line.
    public var lineHeight: CGFloat { (fontSize * 1.2).rounded(.up) }

    /// The width of the text on one line.
    public var textWidth: CGFloat {
        guard let text else { return 0 }
        let narrow = (fontSize / 2).rounded(.up), wide = fontSize.rounded(.up)
        return text.unicodeScalars.reduce(0) { $0 + (Self.isWide($1) ? wide : narrow) }
    }

    override var uikitHasIntrinsicContentSize: Bool { true }

    override var uikitIntrinsicContentSize: CGSize {
        guard let text, !text.isEmpty else { return .zero }
        return CGSize(width: textWidth, height: lineHeight)
    }

    /// Wraps to `size.width` when `numberOfLines` allows more than one line.
    override func uikitSizeThatFits(_ size: CGSize) -> CGSize {
        let width = textWidth
        guard width > 0 else { return .zero }
        guard numberOfLines != 1, size.width > 0, width > size.width else {
            return CGSize(width: width, height: lineHeight)
        }
        // Clamped before converting: a tiny width must not overflow Int.
        var lines = Int(min(1_000_000, (width / size.width).rounded(.up)))
        if numberOfLines > 0 { lines = min(lines, numberOfLines) }
        return CGSize(width: size.width, height: CGFloat(lines) * lineHeight)
    }

    private func textDidChange() {
        invalidateIntrinsicContentSize()
        setNeedsDisplay()
    }

    /// Hangul, CJK ideographs, kana and fullwidth forms take a full em.
    static func isWide(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.value {
        case 0x1100...0x115F, 0x2E80...0xA4CF, 0xAC00...0xD7A3, 0xF900...0xFAFF, 0xFE30...0xFE4F, 0xFF00...0xFF60,
            0xFFE0...0xFFE6:
            return true
        default:
            return false
        }
    }
}
