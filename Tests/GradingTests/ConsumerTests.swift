import Foundation
import Grading
import Lessons
import Testing

/// Each report format read by the tool that consumes it in CI (issue 14, "Done when"): the
/// JUnit against the Jenkins xUnit junit-10.xsd with xmllint, the JSON and the Gradescope
/// results against their JSON Schemas in docs/schemas with python3's jsonschema (installed
/// by `make test`), and the Classroom result in the shape its reporter reads. `prove` is in
/// ReportTests. The sheets are the fixture's kim (all right) and lee (all wrong).
@Suite struct ConsumerTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func sheets() throws -> [SheetResult] {
        let (grader, _) = try fixtureGrader()
        let quiz = try #require(grader.library.quiz("tap-quiz"))
        return try ["kim", "lee"].map { name in
            let sheet = try AnswerSheet.read(try LessonFile.load(try contentRoot() + "/sheets/\(name).yaml"))
            return try SheetResult.grade(sheet, quiz: quiz, grader: grader, language: sheet.language ?? .en)
        } + [
            SheetResult.broken(
                file: "sheets/broken.yaml", learner: nil, quiz: quiz, grader: grader,
                error: LessonDiagnostic(
                    "the sheet has no 'learner'", at: FilePosition(file: "sheets/broken.yaml", line: 1, column: 1),
                    hint: "add `learner: kim`"))
        ]
    }

    /// Writes `text` to a temporary file and runs `tool` on it; exit status and output.
    func consume(_ text: String, _ tool: String, _ arguments: (String) -> [String]) throws -> (
        status: Int32, output: String
    ) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutlab-consumer-\(UUID().uuidString)")
        try Data(text.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [tool] + arguments(file.path)
        let output = Pipe()
        process.standardOutput = output
        process.standardError = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: data, as: UTF8.self))
    }

    func validateJSON(_ text: String, schema: String) throws -> (status: Int32, output: String) {
        let script =
            "import json, sys, jsonschema; jsonschema.validate(json.load(open(sys.argv[2])), json.load(open(sys.argv[1]))); print('valid')"
        return try consume(text, "python3") {
            ["-c", script, Self.root.appendingPathComponent("docs/schemas/\(schema)").path, $0]
        }
    }

    @Test func junitIsValidAgainstJenkinsXSD() throws {
        let xml = ReportFormat.junit.render(try sheets(), context: fixedContext)
        let xsd = Self.root.appendingPathComponent("Tests/Reference/junit/junit-10.xsd").path
        let result = try consume(xml, "xmllint") { ["--noout", "--schema", xsd, $0] }
        #expect(result.status == 0, "\(result.output)")
        #expect(result.output.hasSuffix("validates\n"))
        // One case per sheet: the quiz is the class, the learner the case.
        var dotted = try sheets()[0]
        dotted.learner = "j.smith"
        #expect(
            ReportFormat.junit.render([dotted], context: fixedContext).contains(
                "classname=\"tap-quiz\" name=\"j.smith\""))
    }

    /// An invalid document is rejected, so the validations above can fail.
    @Test func validatorsRejectWrongDocuments() throws {
        let xsd = Self.root.appendingPathComponent("Tests/Reference/junit/junit-10.xsd").path
        #expect(
            try consume("<testsuites><testcase/></testsuites>", "xmllint") { ["--noout", "--schema", xsd, $0] }.status
                != 0)
        #expect(
            try validateJSON(
                "{\"schema\": \"layoutlab.grade/2\", \"sheets\": []}", schema: "layoutlab.grade-1.schema.json"
            ).status != 0)
        #expect(
            try validateJSON("{\"score\": 1, \"tests\": [{\"name\": \"x\"}]}", schema: "gradescope-results.schema.json")
                .status != 0)
    }

    @Test func jsonIsValidAgainstItsSchema() throws {
        let result = try validateJSON(
            ReportFormat.json.render(try sheets(), context: fixedContext), schema: "layoutlab.grade-1.schema.json")
        #expect(result.status == 0 && result.output == "valid\n", "\(result.output)")
    }

    @Test func gradescopeIsValidAgainstItsSpecification() throws {
        let text = ReportFormat.gradescope.render(try sheets(), context: fixedContext)
        let result = try validateJSON(text, schema: "gradescope-results.schema.json")
        #expect(result.status == 0 && result.output == "valid\n", "\(result.output)")
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        let tests = try #require(object["tests"] as? [[String: Any]])
        // Wrong answers show the simulator's answer: only after the due date.
        for test in tests
        where test["status"] as? String == "failed" && !(test["name"] as? String ?? "").hasSuffix("could not be graded")
        {
            #expect(test["visibility"] as? String == "after_due_date")
        }
        #expect(tests.contains { $0["status"] as? String == "passed" && $0["visibility"] as? String == "visible" })
        // kim 8, lee 1.5 in partial credit (half of three order and set answers), the broken sheet 0 of 8.
        #expect(object["score"] as? Double == 9.5 && object["max_score"] as? Int == 24)
    }

    /// GitHub Classroom's reporter reads `{version: 1, status, max_score, tests: [{name, status, message, score}]}`.
    @Test func classroomHasTheRunnerShape() throws {
        let text = ReportFormat.classroom.render(try sheets(), context: fixedContext)
        let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        #expect(object["version"] as? Int == 1)
        #expect(object["status"] as? String == "error")
        #expect(object["max_score"] as? Int == 24)
        let tests = try #require(object["tests"] as? [[String: Any]])
        // One test per point: 8 for each of the three sheets.
        #expect(tests.count == 24)
        for test in tests {
            #expect(["pass", "fail", "error"].contains(test["status"] as? String ?? ""))
            #expect(test["name"] is String && test["message"] is String && test["score"] is NSNumber)
        }
        let passing = ReportFormat.classroom.render([try sheets()[0]], context: fixedContext)
        #expect(passing.contains("\"status\" : \"pass\""))
        for document in [text, passing] {
            let result = try validateJSON(document, schema: "classroom-result.schema.json")
            #expect(result.status == 0 && result.output == "valid\n", "\(result.output)")
        }
        #expect(
            try validateJSON(
                "{\"version\": 1, \"status\": \"ok\", \"max_score\": 1, \"tests\": []}",
                schema: "classroom-result.schema.json"
            ).status != 0)
    }
}
