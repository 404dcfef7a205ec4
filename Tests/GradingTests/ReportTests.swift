import Foundation
import Grading
import Lessons
import TestSupport
import Testing

/// Grades the fixture sheets (kim in Korean, lee in English) against the fixture quiz.
private func gradedSheets() throws -> [SheetResult] {
    let (grader, _) = try fixtureGrader()
    let quiz = try #require(grader.library.quiz("tap-quiz"))
    var results: [SheetResult] = []
    for name in ["kim", "lee"] {
        let sheet = try AnswerSheet.read(try LessonFile.load(try contentRoot() + "/sheets/\(name).yaml"))
        results.append(try SheetResult.grade(sheet, quiz: quiz, grader: grader, language: sheet.language ?? .en))
    }
    return results
}

/// Scores and pass marks: kim answers everything right, lee reaches no pass mark.
@Test func sheetScores() throws {
    let results = try gradedSheets()
    #expect(results.map(\.earned) == [8, 0])
    #expect(results.map(\.total) == [8, 8])
    #expect(results.map(\.passed) == [true, false])
    // lee's count "two" is read as 2 (a wrong count), not as unreadable.
    #expect(
        results[1].verdicts.map(\.outcome) == [
            .incorrect, .incorrect, .incorrect, .incorrect, .incorrect, .incorrect, .incorrect, .unreadable,
        ])
}

/// A fixed grading moment, so the JUnit timestamp is the same on every run.
let fixedContext = ReportContext(timestamp: Date(timeIntervalSince1970: 1_785_000_000))

/// Every report format, byte for byte.
@Test(arguments: ReportFormat.allCases)
func reportGolden(format: ReportFormat) throws {
    let text = try relative(format.render(try gradedSheets(), context: fixedContext))
    let name =
        [
            "junit": "xml", "text": "txt", "gradescope": "gradescope.json", "classroom": "classroom.json",
            "markdown": "md",
        ][format.rawValue] ?? format.rawValue
    expectGolden(text, "reports/report.\(name)")
}

/// Runs a tool and returns its exit status and output.
func runTool(_ tool: String, _ arguments: [String], input: String) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
    process.arguments = [tool] + arguments
    let stdin = Pipe(), stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stdout
    try process.run()
    ChildInput.write(input, to: stdin.fileHandleForWriting)
    try stdin.fileHandleForWriting.close()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}

/// The JUnit report parses with a real XML parser (python3's xml.etree) and its counts add up:
/// one case per sheet, lee's (below the pass mark) a failure, none skipped.
@Test func junitParsesWithARealParser() throws {
    let xml = JUnitReport.render(try gradedSheets(), context: fixedContext)
    let script = """
        import sys, xml.etree.ElementTree as ET
        root = ET.fromstring(sys.stdin.buffer.read())
        cases = root.findall('./testsuite/testcase')
        print(root.tag, len(cases), len(root.findall('./testsuite/testcase/failure')),
              len(root.findall('./testsuite/testcase/skipped')), len(root.findall('./testsuite/testcase/error')),
              all(float(c.get('time')) > 0 for c in cases), [s.get('timestamp') for s in root.findall('./testsuite')])
        """
    let result = try runTool("python3", ["-c", script], input: xml)
    #expect(result.status == 0, "\(result.output)")
    #expect(result.output == "testsuites 2 1 0 0 True ['2026-07-25T17:20:00Z', '2026-07-25T17:20:00Z']\n")
}

/// Debian's `prove` (Test::Harness 3.44) reads the TAP: exit 0 and PASS for kim's all-right
/// sheet, exit 1 for both sheets with one point per sheet and lee's failing, no parse error.
@Test func tapIsReadByProve() throws {
    let sheets = try gradedSheets()
    func prove(_ results: [SheetResult]) throws -> (status: Int32, output: String) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-\(UUID().uuidString).tap")
        try Data(TAPReport.render(results).utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        return try runTool("prove", ["--exec", "cat", file.path], input: "")
    }
    let passing = try prove([sheets[0]])
    #expect(passing.status == 0, "\(passing.output)")
    #expect(passing.output.contains("Result: PASS"), "\(passing.output)")
    let both = try prove(sheets)
    #expect(both.status == 1, "\(both.output)")
    #expect(both.output.contains("Tests: 2 Failed: 1"), "\(both.output)")
    #expect(!both.output.contains("Parse errors"), "\(both.output)")
}

/// The JSON report is valid JSON with the documented fields.
@Test func jsonIsValid() throws {
    let json = JSONReport.render(try gradedSheets())
    let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any]
    #expect(object?["schema"] as? String == "layoutlab.grade/1")
    let sheets = try #require(object?["sheets"] as? [[String: Any]])
    #expect(sheets.count == 2)
    #expect(sheets[0]["passed"] as? Bool == true && sheets[1]["score"] as? Double == 1.5)
}

/// A sheet for another quiz, or with an answer to a question the quiz does not ask, is an input error.
@Test func sheetInputErrors() throws {
    let (grader, _) = try fixtureGrader()
    let quiz = try #require(grader.library.quiz("tap-quiz"))
    let other = try AnswerSheet.read(try YAMLLoader.load("quiz: other\nlearner: x\nanswers: {}\n", file: "x.yaml"))
    #expect(throws: LessonDiagnostic.self) { try SheetResult.grade(other, quiz: quiz, grader: grader, language: .en) }
    let typo = try AnswerSheet.read(
        try YAMLLoader.load("quiz: tap-quiz\nlearner: x\nanswers:\n  tap/whoo: a2.x\n", file: "x.yaml"))
    do {
        _ = try SheetResult.grade(typo, quiz: quiz, grader: grader, language: .en)
        Issue.record("no error")
    } catch {
        #expect(
            error.description.hasPrefix(
                "x.yaml:4:3: error: quiz 'tap-quiz' does not ask 'tap/whoo'; did you mean 'tap/who'?"))
    }
}

/// An empty answer keeps its line indented under its question (trailing spaces alone are dropped).
@Test func emptyAnswerLineKeepsIndentation() {
    #expect(TextReport.dropTrailingSpaces("      Your answer: ") == "      Your answer:")
    #expect(TextReport.dropTrailingSpaces("  ✓ q  correct  1/1") == "  ✓ q  correct  1/1")
}
