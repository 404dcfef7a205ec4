// UILabel's own draw(_:): its text, as glyph boxes, vertically centred like UIKit's.
import Foundation

extension UILabel {
    /// Paints the label's text into `context` (UIKit's `drawText(in:)`), black, left-aligned,
    /// vertically centred, one box per character.
    func drawText(in context: CGContext) {
        guard let text, !text.isEmpty else { return }
        let size = CGContext.textSize(text, fontSize: fontSize)
        context.fillColor = .black
        context.drawText(text, at: CGPoint(x: 0, y: ((bounds.height - size.height) / 2).rounded()), fontSize: fontSize)
    }
}
