import Foundation
import Simulator
import TextBasics

/// The `tests` array Gradescope's and Classroom's reports stream, one object a line, written
/// sheet by sheet (so memory stays flat in the number of sheets): sorted keys, slashes kept,
/// DEL and C1 controls escaped (SafeText.json) so a report printed on a terminal stays inert.
struct JSONTestList {
    /// Objects written so far.
    private(set) var count = 0
    let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    /// `tests`' next items, each on its own indented line, with the commas between.
    mutating func append<Test: Encodable>(_ tests: [Test]) -> String {
        var text = ""
        for test in tests {
            guard let data = try? encoder.encode(test) else { continue }
            text += (count == 0 ? "\n    " : ",\n    ") + SafeText.json(String(decoding: data, as: UTF8.self))
            count += 1
        }
        return text
    }

    /// The array's closing bracket.
    var end: String { count == 0 ? "]" : "\n  ]" }

    /// `value` as a JSON string literal.
    func literal(_ value: String) -> String {
        (try? encoder.encode(value)).map { SafeText.json(String(decoding: $0, as: UTF8.self)) } ?? "\"\""
    }
}
