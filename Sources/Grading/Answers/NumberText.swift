/// Formats numbers the same way everywhere, so reports are byte-for-byte stable.
public enum NumberText {
    /// `12` for whole numbers, else up to three decimals without trailing zeros (`12.5`, `0.333`).
    public static func format(_ value: Double) -> String {
        guard value.isFinite else { return String(value) }
        let rounded = (value * 1000).rounded() / 1000
        if rounded == rounded.rounded(), abs(rounded) < 1e15 { return String(Int(rounded)) }
        var text = String(rounded)
        if text.contains("e") { return text }
        while text.hasSuffix("0") { text.removeLast() }
        if text.hasSuffix(".") { text.removeLast() }
        return text
    }
}
