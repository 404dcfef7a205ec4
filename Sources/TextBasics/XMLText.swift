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
            while index < bytes.count {
                let byte = bytes[index]
                // Printable ASCII but `" & ' < >`, tab and carriage return stay: the common case,
                // tested first with the fewest comparisons.
                if byte >= 0x28 && byte < 0x7F && byte != UInt8(ascii: "<") && byte != UInt8(ascii: ">") {
                    index += 1
                    continue
                }
                if byte == 0x20 || byte == 0x21 || (byte >= 0x23 && byte <= 0x25) || byte == 0x09 || byte == 0x0D {
                    index += 1
                    continue
                }
                var length = 1
                // What replaces the `length` bytes at `index`: an entity (empty: dropped), or a
                // character reference.
                var entity: StaticString?
                var reference: String?
                switch byte {
                case UInt8(ascii: "&"): entity = "&amp;"
                case UInt8(ascii: "<"): entity = "&lt;"
                case UInt8(ascii: ">"): entity = "&gt;"
                case UInt8(ascii: "\""): entity = "&quot;"
                case UInt8(ascii: "'"): entity = "&apos;"
                case UInt8(ascii: "\n"): entity = "&#10;"
                case 0..<0x20: entity = ""
                default:
                    // Swift keeps a string's bytes valid UTF-8, so a whole scalar is always there.
                    let value: UInt32
                    (value, length) = UTF8Scalars.scalar(at: index, in: bytes) ?? (UInt32(byte), 1)
                    if value == 0xFFFE || value == 0xFFFF {
                        entity = ""
                    } else if SafeText.needsEscape(value: value, keepLineBreaks: true) {
                        // DEL, C1 and the bidirectional controls are legal XML but would act raw on a
                        // terminal that shows the file: a character reference keeps them, inert.
                        reference = "&#x" + String(value, radix: 16, uppercase: true) + ";"
                    } else {
                        index += length
                        continue
                    }
                }
                if out.isEmpty { out.reserveCapacity(bytes.count + bytes.count / 8 + 16) }
                // Safe: the rebased ranges lie inside `bytes`, which `withUTF8` keeps alive for this closure.
                out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied..<index]))
                if let entity {
                    out.append(
                        contentsOf: UnsafeBufferPointer(start: entity.utf8Start, count: entity.utf8CodeUnitCount))
                } else if let reference {
                    out.append(contentsOf: reference.utf8)
                }
                index += length
                copied = index
            }
            guard copied > 0 else { return nil }
            // Safe: `copied` ≤ `bytes.count`, and `bytes` is alive for this closure.
            out.append(contentsOf: UnsafeBufferPointer(rebasing: bytes[copied...]))
            return String(decoding: out, as: UTF8.self)
        } ?? text
    }
}
