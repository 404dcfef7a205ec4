import Simulator
import TextBasics

/// An identifier in scenario code that may not be what it looks like.
public struct IdentifierWarning: Sendable, Equatable {
    /// Where the identifier starts.
    public let location: SourceLocation
    /// What is wrong with it, quoting it with its invisible characters escaped.
    public let message: String
    /// What to write instead.
    public let hint: String
}

/// Flags identifiers that read as something they are not, as Swift's and Rust's lints do for
/// confusable and mixed-script names: a Cyrillic `а` named like the Latin `a` beside it, or a
/// zero-width joiner inside `b‍c` (a different name from `bc` that looks the same). Scenario
/// code is shown to learners as what runs; such a name makes the shown code mean something else.
enum IdentifierLint {
    /// The writing systems told apart: letters of the scripts confusable with Latin (Cyrillic,
    /// Greek) are flagged even alone; any two scripts in one identifier are flagged together.
    enum Script: String {
        case latin = "Latin", greek = "Greek", cyrillic = "Cyrillic", armenian = "Armenian", hebrew = "Hebrew",
            arabic = "Arabic", hangul = "Hangul", han = "Han", kana = "Kana", other = "other"
    }

    static func script(of scalar: Unicode.Scalar) -> Script? {
        guard scalar.properties.isAlphabetic else { return nil }
        switch scalar.value {
        case 0x41...0x5A, 0x61...0x7A, 0xAA, 0xBA, 0xC0...0x24F, 0x1E00...0x1EFF, 0xFF21...0xFF3A, 0xFF41...0xFF5A:
            return .latin
        case 0x370...0x3FF, 0x1F00...0x1FFF: return .greek
        case 0x400...0x52F, 0x1C80...0x1C8F, 0x2DE0...0x2DFF, 0xA640...0xA69F: return .cyrillic
        case 0x530...0x58F: return .armenian
        case 0x590...0x5FF: return .hebrew
        case 0x600...0x6FF, 0x750...0x77F: return .arabic
        case 0x1100...0x11FF, 0x3130...0x318F, 0xAC00...0xD7AF: return .hangul
        case 0x3400...0x4DBF, 0x4E00...0x9FFF, 0xF900...0xFAFF: return .han
        case 0x3040...0x30FF: return .kana
        default: return .other
        }
    }

    /// The warnings for every identifier of `source` (positions as the run's options place them).
    static func warnings(source: String, file: String, lineOffset: Int, columnOffset: Int) -> [IdentifierWarning] {
        // An ASCII identifier is Latin letters, digits and `_`: nothing invisible, one script.
        // Most scenarios are ASCII throughout and need not be lexed a second time.
        guard source.utf8.contains(where: { $0 >= 0x80 }) else { return [] }
        var lexer = Lexer(source: source, file: file, lineOffset: lineOffset, columnOffset: columnOffset)
        // Code that does not lex has its error already; its identifiers are not looked at.
        guard let tokens = try? lexer.tokenize() else { return [] }
        var warnings: [IdentifierWarning] = []
        var seen = Set<String>()
        for token in tokens {
            guard case .identifier(let name) = token.kind, seen.insert(name).inserted else { continue }
            if let warning = warning(for: name, at: token.range.start) { warnings.append(warning) }
        }
        return warnings
    }

    static func warning(for name: String, at location: SourceLocation) -> IdentifierWarning? {
        let shown = SafeText.line(name)
        if let invisible = name.unicodeScalars.first(where: {
            $0.properties.isDefaultIgnorableCodePoint || SafeText.isUnsafe($0)
        }) {
            return IdentifierWarning(
                location: location,
                message:
                    "the identifier '\(shown)' holds the invisible character \(SafeText.escaped(invisible)), so it is not the name it looks like",
                hint: "retype the name without it")
        }
        var scripts: [Script] = []
        for scalar in name.unicodeScalars {
            if let script = script(of: scalar), !scripts.contains(script) { scripts.append(script) }
        }
        // Han and Kana are written together in Japanese.
        let distinct = Set(scripts.map { $0 == .kana ? .han : $0 })
        if distinct.count > 1 {
            return IdentifierWarning(
                location: location,
                message:
                    "the identifier '\(shown)' mixes \(scripts.map(\.rawValue).joined(separator: " and ")) letters, which can look alike",
                hint: "write it in one script (scenario code is Swift with English API names: Latin letters)")
        }
        if let confusable = scripts.first(where: { $0 == .cyrillic || $0 == .greek }) {
            return IdentifierWarning(
                location: location,
                message:
                    "the identifier '\(shown)' is written in \(confusable.rawValue) letters, which look like Latin ones",
                hint: "write it in Latin letters, as the names beside it are")
        }
        return nil
    }
}
