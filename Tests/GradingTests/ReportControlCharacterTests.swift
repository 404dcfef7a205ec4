import Foundation
import Grading
import Lessons
import Testing

/// Issue 15, "nothing injected": a learner name, title, file name or answer holding DEL, C1
/// controls (U+0085, U+009B is an 8-bit CSI), ESC and a bidirectional override reaches no report
/// raw. JSON (and Gradescope and Classroom, which are JSON too) writes them as `\u` escapes
/// beyond the C0 ones JSONEncoder makes, JUnit as character references, text and TAP as `\u{…}`.
@Suite struct ReportControlCharacterTests {
    static let hostile = "a\u{7F}b\u{85}c\u{9B}31md\u{1B}]52;c;eA==\u{7}e\u{202E}f\u{9F}"

    /// Scalars no report may carry raw: C0 except newline and tab, DEL, C1, the line separators
    /// and the bidirectional controls.
    static func rawControls(_ text: String) -> [UInt32] {
        text.unicodeScalars.map(\.value).filter { v in
            (v < 0x20 && v != 0x0A && v != 0x09) || (0x7F...0x9F).contains(v) || (0x2028...0x202E).contains(v)
                || (0x2066...0x2069).contains(v)
        }
    }

    static func hostileResults() throws -> [SheetResult] {
        let (grader, _) = try fixtureGrader()
        let quiz = try #require(grader.library.quiz("tap-quiz"))
        let sheet = try AnswerSheet.read(try LessonFile.load(try contentRoot() + "/sheets/lee.yaml"))
        var result = try SheetResult.grade(sheet, quiz: quiz, grader: grader, language: .en)
        result.learner = "lee" + hostile
        result.title = "title" + hostile
        result.file = "lee" + hostile + ".yaml"
        result.verdicts = result.verdicts.map { verdict in
            var verdict = verdict
            verdict.answer = "answer" + hostile
            return verdict
        }
        return [result]
    }

    @Test(arguments: ReportFormat.allCases)
    func noReportCarriesDELOrC1Raw(format: ReportFormat) throws {
        let text = format.render(try Self.hostileResults(), context: fixedContext)
        #expect(Self.rawControls(text) == [], "\(format.rawValue) lets control characters through raw")
    }

    /// The escapes are JSON's own, so a consumer reads the learner's name back exactly.
    @Test func jsonKeepsTheExactTextBehindItsEscapes() throws {
        let json = JSONReport.render(try Self.hostileResults())
        #expect(
            json.contains("\\u007f") && json.contains("\\u0085") && json.contains("\\u009b") && json.contains("\\u202e")
        )
        let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
        let sheets = try #require(object?["sheets"] as? [[String: Any]])
        #expect(sheets.first?["learner"] as? String == "lee" + Self.hostile)
        let questions = try #require(sheets.first?["questions"] as? [[String: Any]])
        #expect(questions.first?["answer"] as? String == "answer" + Self.hostile)
    }

    /// JUnit keeps them as character references, which an XML parser reads back as the characters.
    @Test func junitWritesThemAsCharacterReferences() throws {
        let xml = JUnitReport.render(try Self.hostileResults(), context: fixedContext)
        #expect(xml.contains("&#x7F;") && xml.contains("&#x85;") && xml.contains("&#x9B;") && xml.contains("&#x202E;"))
        // python3's xml.etree reads the references back as the characters themselves.
        let script =
            "import sys, xml.etree.ElementTree as ET\n"
            + "print(ascii(ET.fromstring(sys.stdin.buffer.read()).find('./testsuite').get('name')))"
        let result = try runTool("python3", ["-c", script], input: xml)
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.contains("\\x7fb\\x85c\\x9b31md"), "\(result.output)")
    }
}
