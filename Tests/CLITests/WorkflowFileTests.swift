import Foundation
import Lessons
import Testing

/// The GitHub Actions workflows a teacher copies (examples/ci, issue 28): each is YAML with the
/// steps it needs (checkout, the toolchain or the dist binary, build, grade, publish); the class
/// workflow's grading step runs here as it runs on a runner, on a class of two sheets; and each
/// file validates against GitHub's workflow schema as check-jsonschema vendors it (PyPI, installed
/// by `make test-tools`), skipped with a message where that is not installed.
@Suite struct WorkflowFileTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let files = ["examples/ci/grade-class.yml", "examples/ci/classroom.yml"]

    /// The YAML as plain values: dictionaries, arrays and strings.
    static func plain(_ node: YAMLNode) -> Any {
        switch node.content {
        case .scalar(let text, _): return text
        case .sequence(let items): return items.map(plain)
        case .mapping(let pairs):
            var object: [String: Any] = [:]
            for pair in pairs { object[pair.key.scalar ?? ""] = plain(pair.value) }
            return object
        }
    }

    /// The workflow's only job and its steps.
    static func job(_ file: String) throws -> (job: [String: Any], steps: [[String: Any]], workflow: [String: Any]) {
        let text = try String(contentsOf: root.appendingPathComponent(file), encoding: .utf8)
        let workflow = try #require(plain(try YAMLLoader.load(text, file: file)) as? [String: Any])
        let jobs = try #require(workflow["jobs"] as? [String: Any])
        #expect(jobs.count == 1, "\(file)")
        let job = try #require(jobs.values.first as? [String: Any])
        let steps = try #require(job["steps"] as? [[String: Any]])
        return (job, steps, workflow)
    }

    @Test func classWorkflowHasEveryStep() throws {
        let (job, steps, workflow) = try Self.job("examples/ci/grade-class.yml")
        #expect(workflow["on"] != nil && job["runs-on"] as? String == "ubuntu-latest")
        // The toolchain this tree is built and tested with: Swift 6.3 on Debian 12.
        #expect(job["container"] as? String == "swift:6.3-bookworm")
        #expect(steps.first?["uses"] as? String == "actions/checkout@v4")
        let runs = steps.compactMap { $0["run"] as? String }.joined(separator: "\n")
        // The C libraries the Makefile's deps installs, by the same Debian names.
        let makefile = try String(contentsOf: Self.root.appendingPathComponent("Makefile"), encoding: .utf8)
        let deps = try #require(makefile.split(separator: "\n").first { $0.hasPrefix("APT_PACKAGES :=") })
        for package in ["libreadline-dev", "libyaml-dev", "zlib1g-dev"] {
            #expect(deps.contains(package) && runs.contains(package), "\(package)")
        }
        for command in [
            "make install PREFIX=", "layoutlab check lessons quizzes", "--format junit", "--format html",
            "--format markdown >> \"$GITHUB_STEP_SUMMARY\"",
        ] {
            #expect(runs.contains(command), "\(command)")
        }
        let upload = try #require(steps.last)
        #expect(upload["uses"] as? String == "actions/upload-artifact@v4" && upload["if"] as? String == "always()")
        #expect((upload["with"] as? [String: Any])?["path"] as? String == "reports/")
    }

    /// The grading step, run by bash as the runner runs it, in a class folder with the
    /// repository's lessons and quizzes and two sheets: the reports are written, the summary
    /// appended, and the step fails because wei is below the pass mark.
    @Test func classWorkflowGradingStepGrades() throws {
        let (_, steps, _) = try Self.job("examples/ci/grade-class.yml")
        let script = try #require(
            steps.first { ($0["name"] as? String)?.hasPrefix("Grade") == true }?["run"] as? String)
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutlab-class-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let sheets = folder.appendingPathComponent("sheets/render-loop-basics"),
            bin = folder.appendingPathComponent("bin")
        try FileManager.default.createDirectory(at: sheets, withIntermediateDirectories: true)
        try FileManager.default.createDirectory(at: bin, withIntermediateDirectories: true)
        for name in ["lessons", "quizzes"] {
            try FileManager.default.createSymbolicLink(
                at: folder.appendingPathComponent(name), withDestinationURL: Self.root.appendingPathComponent(name))
        }
        for (sheet, learner) in [("dirty-flags-right", "minji"), ("dirty-flags-partly-wrong", "wei")] {
            try FileManager.default.copyItem(
                at: Self.root.appendingPathComponent("examples/sheets/\(sheet).yaml"),
                to: sheets.appendingPathComponent("\(learner).yaml"))
        }
        try FileManager.default.createSymbolicLink(
            at: bin.appendingPathComponent("layoutlab"), withDestinationURL: try layoutlabBinary())
        let summary = folder.appendingPathComponent("summary.md")
        let path = bin.path + ":" + (ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin:/bin")
        let result = try InstallTests.run(
            "/bin/bash", ["-e", "-c", script], in: folder,
            environment: ["PATH": path, "GITHUB_STEP_SUMMARY": summary.path])
        #expect(result.status == 1, "\(result.stderr)")
        let junit = try String(
            contentsOf: folder.appendingPathComponent("reports/render-loop-basics.junit.xml"), encoding: .utf8)
        #expect(junit.contains("<testsuites") && junit.components(separatedBy: "<testcase ").count - 1 == 2)
        let page = try String(
            contentsOf: folder.appendingPathComponent("reports/render-loop-basics.html"), encoding: .utf8)
        #expect(page.hasPrefix("<!DOCTYPE html>"))
        #expect(try String(contentsOf: summary, encoding: .utf8).hasPrefix("## render-loop-basics — "))
    }

    @Test func classroomWorkflowFeedsTheReporter() throws {
        let (job, steps, _) = try Self.job("examples/ci/classroom.yml")
        #expect(job["runs-on"] as? String == "ubuntu-latest")
        #expect(steps.first?["uses"] as? String == "actions/checkout@v4")
        let grade = try #require(steps.first { $0["id"] as? String == "layoutlab" })
        let run = try #require(grade["run"] as? String)
        #expect(
            run.contains("--format classroom > result.json || true") && run.contains("base64 -w0 result.json")
                && run.contains("$GITHUB_OUTPUT"))
        let reporter = try #require(steps.last)
        #expect(reporter["uses"] as? String == "classroom-resources/autograding-grading-reporter@v1")
        #expect((reporter["with"] as? [String: Any])?["runners"] as? String == "layoutlab")
        #expect(
            (reporter["env"] as? [String: Any])?["LAYOUTLAB_RESULTS"] as? String
                == "${{ steps.layoutlab.outputs.result }}")
    }

    /// GitHub's workflow schema (SchemaStore's, vendored in check-jsonschema) accepts both files
    /// and rejects a misspelt key, so the check can fail.
    @Test func workflowsValidateAgainstGitHubsSchema() throws {
        let probe = try InstallTests.run("/usr/bin/env", ["python3", "-c", "import check_jsonschema"], in: Self.root)
        guard probe.status == 0 else {
            print(
                "skipped workflowsValidateAgainstGitHubsSchema: check-jsonschema is not installed (`make test-tools`: pip install check-jsonschema)"
            )
            return
        }
        func validate(_ paths: [String]) throws -> (status: Int32, stdout: String, stderr: String) {
            try InstallTests.run(
                "/usr/bin/env",
                ["python3", "-m", "check_jsonschema", "--builtin-schema", "vendor.github-workflows"] + paths,
                in: Self.root)
        }
        let good = try validate(Self.files)
        #expect(good.status == 0, "\(good.stdout)\(good.stderr)")
        let text = try String(contentsOf: Self.root.appendingPathComponent(Self.files[0]), encoding: .utf8)
        let broken = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutlab-workflow-\(UUID().uuidString).yml")
        try Data(text.replacingOccurrences(of: "runs-on:", with: "run-on:").utf8).write(to: broken)
        defer { try? FileManager.default.removeItem(at: broken) }
        #expect(try validate([broken.path]).status != 0)
    }
}
