// A button: a title in a label subview, sized by it, sending its actions on a tap.
import Foundation

/// UIKit's button without a configuration (`UIButton(type: .system)`, `.custom`). Its title
/// is shown by a label subview, `titleLabel` (UIKit's `UIButtonLabel`), which draws the text
/// (the button itself has no `draw(_:)`, fact 29) and which the button's `layoutSubviews`
/// centres. Its intrinsic size comes from the title (Docs UIButton, intrinsicContentSize).
///
/// Model assumptions: the title uses the 15 pt system font (UIKit's default for these buttons)
/// with the simulator's label metric; the height is the line height plus 6 pt above and below,
/// which gives UIKit's familiar 30 pt for one line; a button with no title measures 30 × 34, the
/// size UIKit reports for an empty button. Only the `.normal` title is shown (other states fall
/// back to it when they have none, as in UIKit, but the model never highlights or disables).
public final class UIButton: UIControl {
    /// The button types UIKit offers; the model draws `.custom` and `.system` alike.
    public enum ButtonType: String, Sendable, CaseIterable {
        /// No system styling.
        case custom
        /// The standard system button.
        case system
    }

    /// The type the button was made with.
    public let buttonType: ButtonType
    private var titles: [UInt: String] = [:]
    private var storedTitleLabel: UIButtonLabel?

    /// The font size of the title, 15 pt (model assumption, UIKit's default).
    public static let titleFontSize: CGFloat = 15
    /// Space above and below the title (model assumption: 30 pt tall for one line of 15 pt).
    static let titlePadding: CGFloat = 6

    /// Creates a button of `type` with a zero frame, as `UIButton(type:)`.
    public convenience init(_ simulation: Simulation, type: ButtonType) {
        self.init(context: simulation.context, frame: .zero, type: type)
    }

    /// Creates a custom button with `frame`, as `UIButton(frame:)`.
    public convenience init(_ simulation: Simulation, frame: CGRect = .zero) {
        self.init(context: simulation.context, frame: frame, type: .custom)
    }

    init(context: SimulationContext, frame: CGRect, type: ButtonType) {
        buttonType = type
        super.init(context: context, frame: frame)
    }

    override init(context: SimulationContext, frame: CGRect) {
        buttonType = .custom
        super.init(context: context, frame: frame)
    }

    override var className: String { "UIButton" }

    /// The label showing the title, made (and added as a subview) on first use.
    public var titleLabel: UILabel {
        get throws {
            if let storedTitleLabel { return storedTitleLabel }
            let label = UIButtonLabel(button: self)
            storedTitleLabel = label
            try addSubview(label)
            return label
        }
    }

    /// Sets the title for `state`; the label shows the current title and the button's
    /// intrinsic size follows (UIKit invalidates it).
    public func setTitle(_ title: String?, for state: State) throws {
        context.trace.record(
            level: .uikit, receiver: traceName, method: "setTitle", cause: context.currentCause, reason: "explicit",
            text: title.map { "\"\($0)\"" } ?? "nil")
        titles[state.rawValue] = title
        let label = try titleLabel
        label.text = currentTitle
        invalidateIntrinsicContentSize()
        layer.markNeedsLayout(cause: context.currentCause, reason: "titleChanged")
    }

    /// The title set for `state`, else the normal title (UIKit's fallback).
    public func title(for state: State) -> String? { titles[state.rawValue] ?? titles[State.normal.rawValue] }

    /// The title shown now.
    public var currentTitle: String? { title(for: self.state) }

    override var uikitHasIntrinsicContentSize: Bool { true }

    override var uikitIntrinsicContentSize: CGSize {
        guard let label = storedTitleLabel, let title = label.text, !title.isEmpty else {
            return CGSize(width: 30, height: 34)
        }
        return CGSize(width: label.textWidth, height: label.lineHeight + 2 * Self.titlePadding)
    }

    override func uikitSizeThatFits(_ size: CGSize) -> CGSize { uikitIntrinsicContentSize }

    /// UIKit's button layout: the title label at its own size, centred in the bounds.
    override func classLayoutSubviews() throws {
        guard let label = storedTitleLabel else { return }
        let width = min(label.textWidth, bounds.width), height = min(label.lineHeight, bounds.height)
        let frame = CGRect(
            x: ((bounds.width - width) / 2).rounded(), y: ((bounds.height - height) / 2).rounded(),
            width: width, height: height)
        if label.frame != frame { label.setFrame(frame, cause: context.currentCause, reason: "buttonLayout") }
    }
}

/// The label inside a button (UIKit's `UIButtonLabel`): named after its button in the trace.
final class UIButtonLabel: UILabel {
    weak var button: UIButton?

    init(button: UIButton) {
        self.button = button
        super.init(context: button.context, frame: .zero, fontSize: UIButton.titleFontSize)
    }

    override var className: String { "UIButtonLabel" }

    override var traceName: String {
        get { (button?.traceName ?? "UIButton") + ".titleLabel" }
        set {}
    }
}
