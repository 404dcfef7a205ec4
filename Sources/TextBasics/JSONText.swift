/// JSON string literals written by hand, where a whole `JSONEncoder` pass would cost too much
/// (the trace's JSON Lines, one line per event).
public enum JSONText {
    /// A JSON string literal with the escapes RFC 8259 requires, and beyond them DEL, C1 and the
    /// other scalars `SafeText` escapes written as `\u` escapes, so the JSON is safe to `cat` to a
    /// terminal.
    public static func quoted(_ text: String) -> String {
        var out = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": out += "\\\""
            case "\\": out += "\\\\"
            case "\n": out += "\\n"
            case "\r": out += "\\r"
            case "\t": out += "\\t"
            default:
                if scalar.value < 0x20 || SafeText.isUnsafe(scalar) {
                    out += SafeText.jsonEscaped(scalar)
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out + "\""
    }
}
