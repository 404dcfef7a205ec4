/// What a `display.present` event says about its frame: which frame met which VSync and, for a
/// hitch, why it was late. Its `text` is the event's text in the listing and the JSON trace
/// (`frame 2 at VSync 4, hitch 16.67 ms: commit ended at 41.72 ms, after its VSync deadline`);
/// readers that speak another language parse the text back (`init?(text:)`) and say the same
/// figures in their words.
public struct PresentNote: Equatable, Sendable {
    /// Why a late frame was late, with the figures the note gives (milliseconds, two decimals).
    public enum Hitch: Equatable, Sendable {
        /// The main thread committed after the VSync it had to meet.
        case commit(hitchMs: String, commitEndMs: String)
        /// The render server took longer than its interval.
        case render(hitchMs: String, renderMs: String)
    }

    /// The frame's number, from 1.
    public let frame: Int
    /// The VSync it was shown on.
    public let vsync: Int
    /// Why it was late, or `nil` when it was on time.
    public let hitch: Hitch?

    /// A note.
    public init(frame: Int, vsync: Int, hitch: Hitch? = nil) {
        self.frame = frame
        self.vsync = vsync
        self.hitch = hitch
    }

    /// The note as the trace records it, in English.
    public var text: String {
        let shown = "frame \(frame) at VSync \(vsync)"
        switch hitch {
        case nil: return shown
        case .commit(let hitchMs, let commitEndMs):
            return shown + ", hitch \(hitchMs) ms: commit ended at \(commitEndMs) ms, after its VSync deadline"
        case .render(let hitchMs, let renderMs):
            return shown + ", hitch \(hitchMs) ms: render took \(renderMs) ms"
        }
    }

    /// The note that `text` is, or `nil` when `text` is not one (a hand-made trace).
    public init?(text: String) {
        var rest = Substring(text)
        guard let frame = PresentNote.integer(after: "frame ", in: &rest),
            let vsync = PresentNote.integer(after: " at VSync ", in: &rest)
        else { return nil }
        if rest.isEmpty {
            self.init(frame: frame, vsync: vsync)
            return
        }
        guard let hitchMs = PresentNote.figure(after: ", hitch ", until: " ms: ", in: &rest) else { return nil }
        if let end = PresentNote.figure(after: "commit ended at ", until: " ms, after its VSync deadline", in: &rest),
            rest.isEmpty
        {
            self.init(frame: frame, vsync: vsync, hitch: .commit(hitchMs: hitchMs, commitEndMs: end))
        } else if let took = PresentNote.figure(after: "render took ", until: " ms", in: &rest), rest.isEmpty {
            self.init(frame: frame, vsync: vsync, hitch: .render(hitchMs: hitchMs, renderMs: took))
        } else {
            return nil
        }
    }

    /// The ASCII digits after `prefix` at the start of `rest`, consumed.
    private static func integer(after prefix: String, in rest: inout Substring) -> Int? {
        guard rest.hasPrefix(prefix) else { return nil }
        let digits = rest.dropFirst(prefix.count).prefix { $0.isASCII && $0.isNumber }
        guard !digits.isEmpty, digits.count < 18, let value = Int(digits) else { return nil }
        rest = rest.dropFirst(prefix.count + digits.count)
        return value
    }

    /// A decimal figure between `prefix` and `suffix` at the start of `rest`, consumed.
    private static func figure(after prefix: String, until suffix: String, in rest: inout Substring) -> String? {
        guard rest.hasPrefix(prefix) else { return nil }
        let figure = rest.dropFirst(prefix.count).prefix { ($0.isASCII && $0.isNumber) || $0 == "." || $0 == "-" }
        let after = rest.dropFirst(prefix.count + figure.count)
        guard !figure.isEmpty, after.hasPrefix(suffix) else { return nil }
        rest = after.dropFirst(suffix.count)
        return String(figure)
    }
}
