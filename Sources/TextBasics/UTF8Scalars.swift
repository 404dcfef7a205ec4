/// Scalars read straight from a string's UTF-8 bytes. The escapers scan bytes, and decode a
/// scalar only where a byte is not plain ASCII: iterating `unicodeScalars` through a generic
/// `StringProtocol` and appending scalar by scalar was most of the cost of writing a report.
enum UTF8Scalars {
    /// The scalar whose encoding starts at `index` of `bytes` and its length in bytes; nil when
    /// `bytes` ends inside it (a slice cut mid-scalar), so the caller takes its scalar path.
    /// `bytes` are a string's own, which Swift keeps valid UTF-8.
    // Safe: callers pass `withUTF8`'s buffer, alive while they run, and an `index` below its
    // count; the continuation bytes are read only after the length check.
    @inline(__always)
    static func scalar(at index: Int, in bytes: UnsafeBufferPointer<UInt8>) -> (value: UInt32, length: Int)? {
        let lead = UInt32(bytes[index])
        if lead < 0x80 { return (lead, 1) }
        let length = lead < 0xE0 ? 2 : lead < 0xF0 ? 3 : 4
        guard index + length <= bytes.count else { return nil }
        var value = lead & (length == 2 ? 0x1F : length == 3 ? 0x0F : 0x07)
        for offset in 1..<length { value = value << 6 | UInt32(bytes[index + offset] & 0x3F) }
        return (value, length)
    }
}
