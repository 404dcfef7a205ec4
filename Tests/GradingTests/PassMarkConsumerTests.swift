import Foundation
import Grading
import Lessons
import Testing

/// What a teacher's pipeline shows for each sheet is the quiz's pass mark (issue 28): a learner
/// who passed with a wrong answer or two is green in `prove` and in a JUnit view, one who did not
/// is red, and every question is still shown. GitHub Classroom's reporter prints and records one
/// total; Gradescope's visibility is a choice; a blank answer is "unanswered" in every format.
@Suite struct PassMarkConsumerTests {
    /// kim's sheet with one wrong answer: 7 of 8 points, above the 70 % pass mark.
    static let partlyWrong = """
        quiz: tap-quiz
        learner: park
        lang: en
        answers:
          tap/layout-after-tap: "a2.layoutSubviews()"
          tap/ancestors-marked: "yes"
          tap/which-pass: b
          tap/layout-count: 1
          tap/who: [a2.setNeedsLayout, a2.layoutSubviews]
          tap/tap-sequence: a2.setNeedsLayout → a2.layoutSubviews
          tap/a2-frame: "CGRect(x: 0, y: 0, width: 100, height: 44)"
          tap/a2-bytes: 0 bytes
        """

    func grade(_ text: String, file: String = "sheets/park.yaml", strict: Bool = true) throws -> SheetResult {
        let (grader, _) = try fixtureGrader()
        let quiz = try #require(grader.library.quiz("tap-quiz"))
        let sheet = try AnswerSheet.read(try YAMLLoader.load(text, file: file), strict: strict)
        return try SheetResult.grade(sheet, quiz: quiz, grader: grader, language: sheet.language ?? .en, strict: strict)
    }

    /// park (7/8, passes) and lee (1.5/8, fails).
    func passingAndFailing() throws -> [SheetResult] {
        let lee = try String(contentsOfFile: try contentRoot() + "/sheets/lee.yaml", encoding: .utf8)
        return [try grade(Self.partlyWrong), try grade(lee, file: "sheets/lee.yaml")]
    }

    func write(_ text: String, suffix: String) throws -> URL {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutlab-\(UUID().uuidString)\(suffix)")
        try Data(text.utf8).write(to: file)
        return file
    }

    func toolExists(_ tool: String) -> Bool {
        (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin").split(separator: ":")
            .contains { FileManager.default.isExecutableFile(atPath: "\($0)/\(tool)") }
    }

    @Test func partlyWrongSheetPasses() throws {
        let sheets = try passingAndFailing()
        #expect(sheets.map(\.score) == [7, 1.5])
        #expect(sheets.map(\.passed) == [true, false])
    }

    /// Debian's `prove` passes the partly wrong sheet that reaches the pass mark, and fails the
    /// run only for the sheet that does not; `prove -v` still shows every question.
    @Test func proveVerdictIsThePassMark() throws {
        guard toolExists("prove") else {
            print("skipped proveVerdictIsThePassMark: prove is not installed (apt-get install perl, or `make test`)")
            return
        }
        let sheets = try passingAndFailing()
        let passing = try write(TAPReport.render([sheets[0]]), suffix: ".tap")
        defer { try? FileManager.default.removeItem(at: passing) }
        let pass = try runTool("prove", ["-v", "--exec", "cat", passing.path], input: "")
        #expect(pass.status == 0, "\(pass.output)")
        #expect(pass.output.contains("Result: PASS") && pass.output.contains("Tests=1,"), "\(pass.output)")
        #expect(pass.output.contains("    not ok 2 - tap/ancestors-marked"), "\(pass.output)")
        #expect(pass.output.contains("    ok 1 - tap/layout-after-tap"), "\(pass.output)")
        let both = try write(TAPReport.render(sheets), suffix: ".tap")
        defer { try? FileManager.default.removeItem(at: both) }
        let fail = try runTool("prove", ["--exec", "cat", both.path], input: "")
        #expect(fail.status == 1, "\(fail.output)")
        #expect(fail.output.contains("Failed 1/2 subtests"), "\(fail.output)")
        #expect(fail.output.contains("Failed test:  2"), "\(fail.output)")
        #expect(!fail.output.contains("Parse errors"), "\(fail.output)")
    }

    /// Test::Harness's own parser reads every line of the report: the sheet points, the
    /// question subtests (unknown lines to TAP 13, never errors) and each YAML block, including
    /// the indented ones under the questions.
    @Test func tapParsesWithTestHarnessStrictly() throws {
        guard toolExists("perl") else {
            print("skipped tapParsesWithTestHarnessStrictly: perl is not installed")
            return
        }
        let tap = try write(TAPReport.render(try passingAndFailing()), suffix: ".tap")
        defer { try? FileManager.default.removeItem(at: tap) }
        let script = """
            use TAP::Parser; my $p = TAP::Parser->new({ source => $ARGV[0] }); my ($yaml, $tests) = (0, 0);
            while (my $r = $p->next) { $tests++ if $r->is_test; if ($r->is_yaml) { $yaml++; die "no data" unless ref $r->data; } }
            print join(" ", $tests, $yaml, scalar($p->passed), scalar($p->failed), scalar($p->parse_errors)), "\\n";
            """
        let result = try runTool("perl", ["-e", script, tap.path], input: "")
        // 2 sheet points; YAML: park's wrong answer, lee's eight, lee's sheet block.
        #expect(result.output == "2 10 1 1 0\n", "\(result.output)")
    }

    /// Node's `tap-parser` (Debian's node-tap-parser: the parser of node-tap and of the TAP
    /// reporters built on it), in strict mode, where any line that is not TAP is a failure:
    /// no parse failure; the run fails only for lee's sheet; each sheet's questions are a child
    /// test, park's with its one wrong answer. A sheet that passed alone makes the run pass.
    @Test func tapParsesWithNodeTapParser() throws {
        let nodePath = "/usr/share/nodejs"
        guard toolExists("node"), FileManager.default.fileExists(atPath: nodePath + "/tap-parser") else {
            print(
                "skipped tapParsesWithNodeTapParser: node or Debian's node-tap-parser is not installed (`make test-tools`: apt-get install nodejs node-tap-parser)"
            )
            return
        }
        let script = """
            const Parser = require('tap-parser');
            const children = [];
            const parser = new Parser({ strict: true }, results => {
              const failures = results.failures.map(f => f.tapError || ('not ok ' + f.id));
              console.log(JSON.stringify({ ok: results.ok, count: results.count, pass: results.pass, failures, children }));
            });
            parser.on('child', child => child.on('complete', r => children.push([child.name, r.ok, r.count, r.pass])));
            process.stdin.pipe(parser);
            """
        func parse(_ sheets: [SheetResult]) throws -> [String: Any] {
            let file = try write(TAPReport.render(sheets), suffix: ".tap")
            defer { try? FileManager.default.removeItem(at: file) }
            let result = try runTool(
                "sh", ["-c", "NODE_PATH=\(nodePath) node -e \"$1\" < \"$2\"", "sh", script, file.path], input: "")
            #expect(result.status == 0, "\(result.output)")
            return try #require(
                try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any], "\(result.output)")
        }
        let sheets = try passingAndFailing()
        let both = try parse(sheets)
        #expect(both["ok"] as? Bool == false && both["count"] as? Int == 2 && both["pass"] as? Int == 1)
        #expect(
            both["failures"] as? [String] == ["not ok 2"], "only lee's sheet fails, and nothing fails to parse: \(both)"
        )
        let children = try #require(both["children"] as? [[Any]])
        #expect(
            children.count == 2 && (children.first?[0] as? String)?.hasPrefix("park: tap-quiz") == true, "\(children)")
        #expect(
            children.first?[2] as? Int == 8 && children.first?[3] as? Int == 7,
            "park: 8 questions, 7 right: \(children)")
        // park passed: the wrong answer is a known failure (`# TODO`), which fails nothing.
        #expect(
            TAPReport.render([sheets[0]]).contains(
                "    not ok 2 - tap/ancestors-marked # TODO the sheet reached the passing score\n"))
        let alone = try parse([sheets[0]])
        #expect(alone["ok"] as? Bool == true, "\(alone) \(TAPReport.render([sheets[0]]))")
    }

    /// The JUnit report has one case per sheet, failing only below the pass mark; every question
    /// is a suite property and in the case's text. Checked with xmllint against Jenkins' XSD and
    /// with junitparser (PyPI, installed by `make test`).
    @Test func junitVerdictIsThePassMark() throws {
        let xml = JUnitReport.render(try passingAndFailing(), context: fixedContext)
        let file = try write(xml, suffix: ".xml")
        defer { try? FileManager.default.removeItem(at: file) }
        let xsd = ConsumerTests.root.appendingPathComponent("Tests/Reference/junit/junit-10.xsd").path
        let validation = try runTool("xmllint", ["--noout", "--schema", xsd, file.path], input: "")
        #expect(validation.status == 0, "\(validation.output)")
        guard (try? runTool("python3", ["-c", "import junitparser"], input: ""))?.status == 0 else {
            print(
                "skipped the junitparser half of junitVerdictIsThePassMark: junitparser is not installed (`make test-tools`)"
            )
            return
        }
        let script = """
            import sys
            from junitparser import JUnitXml, Failure, Error
            xml = JUnitXml.fromfile(sys.argv[1])
            for suite in xml:
                props = {p.name: p.value for p in suite.properties()}
                cases = list(suite)
                verdict = 'fail' if any(isinstance(r, (Failure, Error)) for c in cases for r in c.result) else 'pass'
                questions = sorted(k for k in props if '/' in k)
                print(suite.name, suite.tests, suite.failures, verdict, len(questions), props['tap/ancestors-marked'].split(':')[0],
                      'tap/ancestors-marked' in (cases[0].system_out or '') + ''.join(r.text or '' for r in cases[0].result))
            """
        let result = try runTool("python3", ["-c", script, file.path], input: "")
        #expect(result.status == 0, "\(result.output)")
        #expect(
            result.output == """
                tap-quiz: park 1 0 pass 8 incorrect 0/1 True
                tap-quiz: lee 1 1 fail 8 incorrect 0/1 True

                """, "\(result.output)")
    }

    /// The reporter's two totals (classroom-resources/autograding-grading-reporter):
    /// `NotifyClassroom` sends the tests' scores added up over `max_score` (notify-classroom.js);
    /// the log and table print (tests passed ÷ tests) × `max_score` (helpers/test-helpers.js,
    /// getTestScore). Both must be the sheet's whole points; a sheet that could not be graded
    /// is 0 of the quiz's points, never a `max_score` of 0 (which makes the reporter send nothing).
    @Test func classroomTotalsAgreeUnderTheReportersRules() throws {
        let (grader, _) = try fixtureGrader()
        let quiz = try #require(grader.library.quiz("tap-quiz"))
        let broken = SheetResult.broken(
            file: "sheets/broken.yaml", learner: nil, quiz: quiz, grader: grader,
            error: LessonDiagnostic(
                "YAML syntax error", at: FilePosition(file: "sheets/broken.yaml", line: 2, column: 1)))
        let sheets = try passingAndFailing()
        for (results, points) in [([sheets[0]], 7), ([sheets[1]], 2), ([broken], 0), (sheets + [broken], 9)] {
            let text = ReportFormat.classroom.render(results, context: fixedContext)
            let object = try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
            let tests = try #require(object["tests"] as? [[String: Any]])
            let maxScore = try #require(object["max_score"] as? Int)
            #expect(maxScore == 8 * results.count)
            let notified = tests.reduce(0.0) { $0 + (($1["score"] as? NSNumber)?.doubleValue ?? 0) }
            let printed =
                Double(tests.filter { $0["status"] as? String == "pass" }.count) / Double(tests.count)
                * Double(maxScore)
            #expect(notified == Double(points), "\(results.map(\.learner))")
            #expect(
                String(format: "%.2f", printed) == String(format: "%.2f", Double(points)), "\(results.map(\.learner))")
            #expect(tests.allSatisfy { ($0["score"] as? Int).map { [0, 1].contains($0) } ?? false })
        }
        // lee's 1.5 is 2 whole points, as layoutlab's rounding says.
        #expect(ClassroomReport.wholePoints(sheets[1]) == 2)
        #expect(ReportFormat.classroom.render([sheets[0]], context: fixedContext).contains("\"status\" : \"pass\""))
    }

    /// `--visibility` decides when wrong answers show; while any is hidden the visible summary
    /// leaves the score out (Gradescope hides the total then). `execution_time` is the real time.
    @Test func gradescopeVisibilityAndRunTime() throws {
        let sheet = try passingAndFailing()[0]
        func object(_ visibility: GradescopeVisibility) throws -> [String: Any] {
            let context = ReportContext(timestamp: fixedContext.timestamp, elapsed: { 1.23456 }, visibility: visibility)
            let text = ReportFormat.gradescope.render([sheet], context: context)
            return try #require(try JSONSerialization.jsonObject(with: Data(text.utf8)) as? [String: Any])
        }
        for visibility in GradescopeVisibility.allCases {
            let results = try object(visibility)
            let tests = try #require(results["tests"] as? [[String: Any]])
            let wrong = try #require(tests.first { $0["name"] as? String == "tap/ancestors-marked" })
            #expect(wrong["visibility"] as? String == visibility.rawValue)
            #expect(
                tests.filter { $0["status"] as? String == "passed" }.allSatisfy {
                    $0["visibility"] as? String == "visible"
                })
            #expect(results["execution_time"] as? Double == 1.235)
            #expect(tests.allSatisfy { $0["execution_time"] == nil })
            let output = try #require(results["output"] as? String)
            #expect(output.contains("Score 7/8") == (visibility == .visible), "\(output)")
        }
        #expect(
            (try object(.afterDueDate))["output"] as? String
                == "Your answers were graded; your score and the answers you got wrong are shown after the due date. (park)"
        )
    }

    /// A blank answer and a missing one are `unanswered` in every format, and fail like a wrong one.
    @Test func blankAnswerIsUnansweredEverywhere() throws {
        let blank = Self.partlyWrong.replacingOccurrences(
            of: "tap/ancestors-marked: \"yes\"", with: "tap/ancestors-marked: \"  \""
        )
        .replacingOccurrences(of: "  tap/a2-bytes: 0 bytes\n", with: "").replacingOccurrences(
            of: "  tap/a2-bytes: 0 bytes", with: "")
        let result = try grade(blank)
        #expect(result.verdicts.filter(\.isUnanswered).count == 2)
        let context = fixedContext
        let text = ReportFormat.text.render([result], context: context)
        #expect(text.contains("? tap/ancestors-marked  not answered  0/1"), "\(text)")
        #expect(!text.contains("unreadable"))
        let json = ReportFormat.json.render([result], context: context)
        #expect(json.components(separatedBy: "\"outcome\" : \"unanswered\"").count == 3)
        let tap = ReportFormat.tap.render([result], context: context)
        #expect(tap.components(separatedBy: "outcome: unanswered").count == 3)
        let junit = ReportFormat.junit.render([result], context: context)
        #expect(junit.contains("value=\"unanswered 0/1: not answered\"") && !junit.contains("<skipped"))
        let gradescope = ReportFormat.gradescope.render([result], context: context)
        #expect(gradescope.components(separatedBy: "\"output\":\"not answered\\n").count == 3, "\(gradescope)")
        let classroom = ReportFormat.classroom.render([result], context: context)
        #expect(classroom.components(separatedBy: "\"message\":\"not answered\\n").count == 3, "\(classroom)")
    }

    /// By default a sheet with a misspelt extra key, no learner and an answer to a question the
    /// quiz does not ask is graded, each problem a warning beside the grade; `strict` refuses it.
    @Test func lenientGradingKeepsTheGradeAndReportsTheProblem() throws {
        let messy =
            Self.partlyWrong.replacingOccurrences(of: "learner: park\n", with: "lerner: park\n")
            + "\n  tap/whoo: a2.layoutSubviews\n"
        #expect(throws: LessonDiagnostic.self) { try grade(messy) }
        let result = try grade(messy, file: "sheets/park-2.yaml", strict: false)
        #expect(result.score == 7 && result.passed && result.learner == "park-2")
        #expect(
            result.problems.map(\.message) == [
                "unknown key 'lerner' in the answer sheet; did you mean 'learner'?",
                "the answer sheet has no 'learner'",
                "quiz 'tap-quiz' does not ask 'tap/whoo'; did you mean 'tap/who'?",
            ])
        #expect(result.problems.allSatisfy { $0.severity == .warning })
        for format in ReportFormat.allCases {
            let report = format.render([result], context: fixedContext)
            #expect(report.contains("does not ask"), "\(format)")
        }
        let json = try #require(
            try JSONSerialization.jsonObject(with: Data(ReportFormat.json.render([result], context: fixedContext).utf8))
                as? [String: Any])
        let sheet = try #require((json["sheets"] as? [[String: Any]])?.first)
        #expect((sheet["problems"] as? [[String: Any]])?.count == 3)
        let result2 = try ConsumerTests().validateJSON(
            ReportFormat.json.render([result], context: fixedContext), schema: "layoutlab.grade-1.schema.json")
        #expect(result2.status == 0, "\(result2.output)")
    }

    /// A sheet with 200 answers to questions the quiz does not ask keeps 50 warnings and one
    /// that counts the rest; its real answers are still graded.
    @Test func straySheetKeysAreCountedNotListed() throws {
        let stray = Self.partlyWrong + "\n" + (1...200).map { "  s/k\($0): a" }.joined(separator: "\n") + "\n"
        let result = try grade(stray, strict: false)
        #expect(result.score == 7)
        #expect(result.problems.count == AnswerSheet.maximumProblems + 1)
        #expect(result.problems.last?.message == "… and 150 more problems in this sheet")
    }

    /// A sheet that could not be graded scores 0 of the quiz's points against its pass mark.
    @Test func brokenSheetCountsAsZeroOfTheQuiz() throws {
        let (grader, _) = try fixtureGrader()
        let quiz = try #require(grader.library.quiz("tap-quiz"))
        let broken = SheetResult.broken(
            file: "x.yaml", learner: nil, quiz: quiz, grader: grader,
            error: LessonDiagnostic("YAML syntax error", at: FilePosition(file: "x.yaml", line: 1, column: 1)))
        let json = ReportFormat.json.render([broken], context: fixedContext)
        #expect(
            json.contains("\"maxScore\" : 8") && json.contains("\"passMark\" : 70")
                && !json.contains("\"passMark\" : 100"))
        #expect(ReportFormat.gradescope.render([broken], context: fixedContext).contains("\"max_score\" : 8"))
    }
}
