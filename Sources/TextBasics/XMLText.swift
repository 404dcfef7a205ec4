/// Text inside an XML document LayoutLab writes (the JUnit report).
public enum XMLText {
    /// Escapes text for an XML attribute or element; drops characters XML 1.0 cannot carry and
    /// writes those a terminal would act on as character references.
    public static func escaped(_ text: String) -> String {
        var out = ""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "&": out += "&amp;"
            case "<": out += "&lt;"
            case ">": out += "&gt;"
            case "\"": out += "&quot;"
            case "'": out += "&apos;"
            case "\n": out += "&#10;"
            case "\t", "\r": out.unicodeScalars.append(scalar)
            default:
                let value = scalar.value
                guard value >= 0x20 && !(0xFFFE...0xFFFF).contains(value) else { continue }
                // DEL, C1 and the bidirectional controls are legal XML but would act raw on a
                // terminal that shows the file: a character reference keeps them, inert.
                if SafeText.isUnsafe(scalar) {
                    out += "&#x" + String(value, radix: 16, uppercase: true) + ";"
                } else {
                    out.unicodeScalars.append(scalar)
                }
            }
        }
        return out
    }
}
