/// Text inside an XML document LayoutLab writes (the JUnit report).
public enum XMLText {
    /// Escapes text for an XML attribute or element; drops characters XML 1.0 cannot carry and
    /// writes those a terminal would act on as character references.
    ///
    /// The text's UTF-8 bytes are copied in runs between the characters that change, and a text
    /// with none is returned as it is: a JUnit report escapes each sheet's whole text report, and
    /// appending it scalar by scalar was a fifth of grading a sheet.
    public static func escaped(_ text: String) -> String {
        var text = text
        return text.withUTF8 { bytes in
            var out: [UInt8] = []
            var copied = 0
            var index = 0
            /// Copies the bytes before `index` not copied yet, then `replacement`, and skips
            /// the `length` bytes replaced.
            func replace(_ length: Int, with replacement: String) {
                if out.isEmpty { out.reserveCapacity(bytes.count + bytes.count / 8 + 16) }
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                out.append(contentsOf: replacement.utf8)
                index += length
                copied = index
            }
            while index < bytes.count {
                let byte = bytes[index]
                switch byte {
                case UInt8(ascii: "&"): replace(1, with: "&amp;")
                case UInt8(ascii: "<"): replace(1, with: "&lt;")
                case UInt8(ascii: ">"): replace(1, with: "&gt;")
                case UInt8(ascii: "\""): replace(1, with: "&quot;")
                case UInt8(ascii: "'"): replace(1, with: "&apos;")
                case UInt8(ascii: "\n"): replace(1, with: "&#10;")
                case UInt8(ascii: "\t"), UInt8(ascii: "\r"), 0x20..<0x7F: index += 1
                case 0..<0x20: replace(1, with: "")
                default:
                    // Swift keeps a string's bytes valid UTF-8, so a whole scalar is always there.
                    let (value, length) = UTF8Scalars.scalar(at: index, in: bytes) ?? (UInt32(byte), 1)
                    if value == 0xFFFE || value == 0xFFFF {
                        replace(length, with: "")
                    } else if SafeText.needsEscape(value: value, keepLineBreaks: true) {
                        // DEL, C1 and the bidirectional controls are legal XML but would act raw on a
                        // terminal that shows the file: a character reference keeps them, inert.
                        replace(length, with: "&#x" + String(value, radix: 16, uppercase: true) + ";")
                    } else {
                        index += length
                    }
                }
            }
            guard copied > 0 else { return nil }
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
            return String(decoding: out, as: UTF8.self)
        } ?? text
    }
}
