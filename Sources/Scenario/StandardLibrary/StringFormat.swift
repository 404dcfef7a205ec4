import Foundation

/// `String(format:)`: the printf-style conversions Foundation's initializer takes, checked
/// against the arguments' types. Real Swift reads the wrong type's bits (`%d` given a Double
/// prints garbage, `%s` given a Swift String crashes); a scenario gets an error at the call that
/// says which conversion to write instead.
enum StringFormat {
    /// Widths and precisions beyond this are refused: `%999999999d` would build a huge string.
    static let maximumWidth = 1_000

    /// Formats `arguments` by `format`, describing `%@` arguments with `describe`. `admit` is
    /// told the result's size in bytes after every conversion, before the next one is made, and
    /// throws to stop it: `%1$@` repeated over a long string would otherwise build gigabytes.
    static func format(
        _ format: String, _ arguments: [Value], describe: (Value) -> String,
        admit: (Int) throws -> Void = { _ in }
    ) throws -> String {
        var result = ""
        var next = 0
        var scalars = Array(format.unicodeScalars)[...]
        while let c = scalars.popFirst() {
            guard c == "%" else {
                result.unicodeScalars.append(c)
                continue
            }
            let specStart = format.unicodeScalars.count - scalars.count - 1
            var spec = Spec()
            // `%2$d`: an explicit argument position.
            if let dollar = positional(&scalars) { spec.position = dollar }
            while let f = scalars.first, "-+ 0#'".unicodeScalars.contains(f) {
                if f != "'" { spec.flags.unicodeScalars.append(f) }
                scalars.removeFirst()
            }
            if scalars.first == "*" {
                throw NativeError(
                    .unsupported, "not supported in scenarios: '*' widths in String(format:)",
                    hint: "write the width as a number, such as %5d")
            }
            spec.width = try number(&scalars)
            if scalars.first == "." {
                scalars.removeFirst()
                if scalars.first == "*" {
                    throw NativeError(
                        .unsupported, "not supported in scenarios: '*' precisions in String(format:)",
                        hint: "write the precision as a number, such as %.2f")
                }
                spec.precision = try number(&scalars) ?? 0
            }
            // Length modifiers: `%ld`, `%lld`, `%qd`, `%zd` read a 64-bit Int; without one `%d` reads 32 bits,
            // as Foundation on Apple platforms does (`String(format: "%d", 5_000_000_000)` is "705032704").
            while let m = scalars.first, "lhqzjtL".unicodeScalars.contains(m) {
                if "lqzjt".unicodeScalars.contains(m) { spec.is64Bit = true }
                scalars.removeFirst()
            }
            guard let conversion = scalars.popFirst() else {
                throw NativeError(
                    .type,
                    "the format ends in an incomplete conversion '\(String(format.unicodeScalars.dropFirst(specStart)))'",
                    hint: "write %% for a percent sign")
            }
            if conversion == "%" {
                result += "%"
                continue
            }
            let index = spec.position.map { $0 - 1 } ?? next
            next = index + 1
            let written =
                "%" + (spec.position.map { "\($0)$" } ?? "") + spec.flags + (spec.width.map(String.init) ?? "")
                + (spec.precision.map { ".\($0)" } ?? "") + String(conversion)
            guard index >= 0 && index < arguments.count else {
                throw NativeError(
                    .type, "the format has more conversions than arguments: '\(written)' has no argument \(index + 1)",
                    hint: "pass one argument per conversion, or write %% for a percent sign")
            }
            result += try convert(conversion, spec, arguments[index], written: written, describe: describe)
            try admit(result.utf8.count)
        }
        return result
    }

    private struct Spec {
        var position: Int?
        var flags = ""
        var width: Int?
        var precision: Int?
        var is64Bit = false
        /// The C format of this conversion, for Foundation to apply to one value of a known type.
        func c(_ conversion: String) -> String {
            "%" + flags + (width.map(String.init) ?? "") + (precision.map { ".\($0)" } ?? "") + conversion
        }
    }

    private static func positional(_ scalars: inout ArraySlice<Unicode.Scalar>) -> Int? {
        var digits = ""
        var i = scalars.startIndex
        while i < scalars.endIndex, ("0"..."9").contains(scalars[i]), digits.count < 4 {
            digits.unicodeScalars.append(scalars[i])
            i += 1
        }
        guard !digits.isEmpty, digits.first != "0", i < scalars.endIndex, scalars[i] == "$", let n = Int(digits) else {
            return nil
        }
        scalars = scalars[(i + 1)...]
        return n
    }

    private static func number(_ scalars: inout ArraySlice<Unicode.Scalar>) throws -> Int? {
        var digits = ""
        while let d = scalars.first, ("0"..."9").contains(d) {
            digits.unicodeScalars.append(d)
            scalars.removeFirst()
        }
        guard !digits.isEmpty else { return nil }
        guard let n = Int(digits.prefix(9)), digits.count <= 9, n <= maximumWidth else {
            throw NativeError(.limit, "a width or precision in String(format:) is larger than \(maximumWidth)")
        }
        return n
    }

    private static func convert(
        _ conversion: Unicode.Scalar, _ spec: Spec, _ value: Value, written: String,
        describe: (Value) -> String
    ) throws -> String {
        switch conversion {
        case "d", "i", "u", "x", "X", "o", "c":
            let n: Int
            switch value {
            case .int(let i): n = i
            case .bool(let b): n = b ? 1 : 0
            case .double:
                throw NativeError(
                    .type, "'\(written)' formats an Int, but the argument is a Double",
                    hint: "write %f (or %.2f) for a Double, or convert it with Int(…)")
            default:
                throw NativeError(
                    .type, "'\(written)' formats an Int, but the argument is a \(value.typeName)",
                    hint: value.typeName == "String" ? "write %@ for a String" : "write %@ to describe any value")
            }
            if conversion == "c" {
                guard let scalar = Unicode.Scalar(UInt32(truncatingIfNeeded: max(0, n))) else { return "" }
                return pad(String(Character(scalar)), spec)
            }
            let c = conversion == "i" ? "d" : String(conversion)
            let bits: Int64
            if spec.is64Bit {
                bits = Int64(n)
            } else if conversion == "d" || conversion == "i" {
                bits = Int64(Int32(truncatingIfNeeded: n))
            } else {
                bits = Int64(UInt32(truncatingIfNeeded: n))
            }
            return String(format: spec.c("ll" + c), bits)
        case "f", "F", "e", "E", "g", "G", "a", "A":
            let d: Double
            switch value {
            case .double(let x): d = x
            // Foundation reads an Int given to %f as the bits of a Double (garbage): say so instead.
            case .int:
                throw NativeError(
                    .type, "'\(written)' formats a Double, but the argument is an Int",
                    hint: "write %d for an Int, or convert it with Double(…)")
            default:
                throw NativeError(
                    .type, "'\(written)' formats a Double, but the argument is a \(value.typeName)",
                    hint: "write %@ to describe it")
            }
            return String(format: spec.c(String(conversion)), d)
        case "@", "s", "S":
            var text = value.isNone ? "(null)" : describe(value)
            if let precision = spec.precision { text = String(text.prefix(precision)) }
            return pad(text, spec)
        case "p", "n":
            throw NativeError(
                .unsupported, "not supported in scenarios: '%\(conversion)' in String(format:) (it reads memory)",
                hint: "format numbers with %d or %f and other values with %@")
        default:
            throw NativeError(
                .type, "unknown conversion '%\(conversion)' in String(format:)",
                hint:
                    "use %d %i %u %x %X %o %c for Int, %f %e %g for Double, %@ or %s for any value, %% for a percent sign"
            )
        }
    }

    /// Pads text to the spec's width: on the left, or on the right with the `-` flag.
    private static func pad(_ text: String, _ spec: Spec) -> String {
        guard let width = spec.width, text.count < width else { return text }
        let fill = String(repeating: " ", count: width - text.count)
        return spec.flags.contains("-") ? text + fill : fill + text
    }
}
