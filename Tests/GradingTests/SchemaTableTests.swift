import Foundation
import Grading
import Lessons
import Testing

/// The JSON report's schema lists languages and question kinds by hand; these tests fail when
/// a case is added to `Language` or `QuestionKind` and the schema is not.
@Suite struct SchemaTableTests {
    static func schemaEnum(_ property: String) throws -> [String] {
        let url = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("docs/schemas/layoutlab.grade-1.schema.json")
        let text = try String(contentsOf: url, encoding: .utf8)
        let line = try #require(text.split(separator: "\n").first { $0.contains("\"\(property)\": { \"enum\": [") })
        let list = try #require(line.split(separator: "[").dropFirst().first?.split(separator: "]").first)
        return list.split(separator: ",").map { $0.trimmingCharacters(in: CharacterSet(charactersIn: " \"")) }
    }

    @Test func schemaListsEveryLanguage() throws {
        #expect(try Self.schemaEnum("language") == Language.allCases.map(\.rawValue))
    }

    @Test func schemaListsEveryQuestionKind() throws {
        #expect(Set(try Self.schemaEnum("kind")) == Set(QuestionKind.allCases.map(\.rawValue)))
    }

    /// `grade --help` names every format from `ReportFormat`, in its order.
    @Test func helpListNamesEveryFormat() {
        let help = ReportFormat.helpList
        var position = help.startIndex
        for format in ReportFormat.allCases {
            let found = help.range(of: format.rawValue, range: position..<help.endIndex)
            #expect(found != nil, "\(format) missing from \(help)")
            position = found?.upperBound ?? position
        }
    }
}
