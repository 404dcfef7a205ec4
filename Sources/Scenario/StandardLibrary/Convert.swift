import Foundation
import TextBasics

/// Checked conversions of argument values for library and host bindings: a wrong type is a
/// diagnostic naming what was expected, never a crash.
enum Convert {
    /// The most elements a range is turned into without an interpreter's own size limit.
    static let maximumRangeElements = 1_000_000

    /// The static members of `Double`/`CGFloat` that Swift code writes as implicit members
    /// where a floating-point number is expected (`.pi`, `.zero`, `.infinity`).
    static func numericMember(_ name: String) -> Double? {
        switch name {
        case "pi": return .pi
        case "zero": return 0
        case "infinity": return .infinity
        case "greatestFiniteMagnitude": return .greatestFiniteMagnitude
        case "leastNonzeroMagnitude": return .leastNonzeroMagnitude
        case "ulpOfOne": return .ulpOfOne
        default: return nil
        }
    }

    static func double(_ value: Value, _ what: String) throws -> Double {
        switch value {
        case .int(let i): return Double(i)
        case .double(let d): return d
        case .symbol(let name) where numericMember(name) != nil: return numericMember(name) ?? 0
        default: throw NativeError(.type, "expected a number for \(what), found a value of type \(value.typeName)")
        }
    }

    static func int(_ value: Value, _ what: String) throws -> Int {
        if case .int(let i) = value { return i }
        throw NativeError(
            .type, "expected an Int for \(what), found a value of type \(value.typeName)",
            hint: value.typeName == "Double" ? "convert it with Int(…)" : nil)
    }

    static func string(_ value: Value, _ what: String) throws -> String {
        if case .string(let s) = value { return s }
        throw NativeError(.type, "expected a String for \(what), found a value of type \(value.typeName)")
    }

    static func bool(_ value: Value, _ what: String) throws -> Bool {
        if case .bool(let b) = value { return b }
        throw NativeError(.type, "expected a Bool for \(what), found a value of type \(value.typeName)")
    }

    static func array(_ value: Value, _ what: String) throws -> [Value] {
        switch value {
        case .array(let items): return items
        case .range(let a, let b):
            // Callers with an interpreter charge the range first (`Interpreter.elements`); this
            // guard keeps any other caller from materialising more than the default size limit.
            let (count, overflow) = b.subtractingReportingOverflow(a)
            guard !overflow, count <= Convert.maximumRangeElements else {
                throw NativeError(
                    .limit,
                    "a range of more than \(Convert.maximumRangeElements) elements cannot become an array (size limit)",
                    hint: "use a shorter range")
            }
            return (a..<b).map { .int($0) }
        default: throw NativeError(.type, "expected an array for \(what), found a value of type \(value.typeName)")
        }
    }

    static func closure(_ value: Value, _ what: String) throws -> Value {
        if case .function = value { return value }
        throw NativeError(.type, "expected a closure for \(what), found a value of type \(value.typeName)")
    }

    static func rect(_ value: Value, _ what: String) throws -> CGRect {
        switch value {
        case .rect(let r): return r
        case .symbol("zero"): return .zero
        default:
            throw NativeError(
                .type, "expected a CGRect for \(what), found a value of type \(value.typeName)",
                hint: "write CGRect(x: 0, y: 0, width: 100, height: 50)")
        }
    }

    static func point(_ value: Value, _ what: String) throws -> CGPoint {
        switch value {
        case .point(let p): return p
        case .symbol("zero"): return .zero
        default:
            throw NativeError(
                .type, "expected a CGPoint for \(what), found a value of type \(value.typeName)",
                hint: "write CGPoint(x: 0, y: 0)")
        }
    }

    static func size(_ value: Value, _ what: String) throws -> CGSize {
        switch value {
        case .size(let s): return s
        case .symbol("zero"): return .zero
        default:
            throw NativeError(
                .type, "expected a CGSize for \(what), found a value of type \(value.typeName)",
                hint: "write CGSize(width: 100, height: 50)")
        }
    }

    /// An implicit member (`.redraw`) or a qualified one (`UIView.ContentMode.redraw` evaluates to the same symbol).
    static func symbol(_ value: Value, _ what: String, in allowed: [String]) throws -> String {
        if case .symbol(let name) = value {
            guard allowed.contains(name) else {
                throw NativeError(
                    .unknownMember, "'.\(name)' is not a valid \(what)",
                    hint: "use one of: " + allowed.map { "." + $0 }.joined(separator: ", "),
                    suggestion: EditDistance.closest(to: name, in: allowed).map { "." + $0 })
            }
            return name
        }
        throw NativeError(.type, "expected \(what) such as .\(allowed[0]), found a value of type \(value.typeName)")
    }
}
