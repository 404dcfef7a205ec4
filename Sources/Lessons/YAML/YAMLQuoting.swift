import Foundation

/// Writing YAML that our own reader reads back: the sheets `layoutlab quiz` writes, the lesson
/// `layoutlab new` writes and the benchmark's sheets all quote their strings the same way.
public enum YAMLQuoting {
    /// A YAML double-quoted scalar: backslash, quote and every control character escaped
    /// (C0, DEL, C1, U+2028/2029), so no value can end the scalar or reach a terminal raw.
    public static func doubleQuoted(_ value: String) -> String {
        var text = "\""
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\\": text += "\\\\"
            case "\"": text += "\\\""
            case "\n": text += "\\n"
            case "\t": text += "\\t"
            default:
                if scalar.value < 0x20 || (0x7F...0x9F).contains(scalar.value) || scalar.value == 0x2028 || scalar.value == 0x2029 {
                    text += String(format: "\\u%04X", scalar.value)
                } else {
                    text.unicodeScalars.append(scalar)
                }
            }
        }
        return text + "\""
    }
}
