import Foundation

/// Numbers in UI strings.
enum NumberFormatting {
    /// Points with partial credit: `3`, `2.5`, `2.67` (at most two decimals, no trailing zeros).
    static func points(_ value: Double) -> String {
        guard value.isFinite else { return "0" }
        let hundredths = (value * 100).rounded()
        if hundredths.truncatingRemainder(dividingBy: 100) == 0 { return String(Int(hundredths / 100)) }
        var text = String(format: "%.2f", hundredths / 100)
        while text.hasSuffix("0") { text.removeLast() }
        return text
    }
}
