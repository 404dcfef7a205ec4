/// Writing YAML that our own reader reads back: the sheets `layoutlab quiz` writes, the lesson
/// `layoutlab new` writes, the TAP report's YAML blocks and the benchmark's sheets all quote
/// their strings the same way.
public enum YAMLQuoting {
    /// A YAML double-quoted scalar: backslash, quote and every control character escaped
    /// (C0, DEL, C1, and the line separators and bidirectional controls `SafeText` escapes), so
    /// no value can end the scalar or reach a terminal raw.
    public static func doubleQuoted(_ value: String) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": text += "\\\\"
            case "\"": text += "\\\""
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            default:
                if scalar.value < 0x20 || SafeText.isUnsafe(scalar) {
                    let hex = String(scalar.value, radix: 16, uppercase: true)
                    text += "\\u" + String(repeating: "0", count: max(0, 4 - hex.count)) + hex
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text + "\""
    }
}
