import Foundation
import TestSupport
import Testing

/// `layoutlab run`: the trace listing and JSON Lines, exit codes 0 / 1 / 2, and diagnostics,
/// pinned by golden files. Scenarios come on standard input (`-`), so paths in the output
/// do not depend on the machine.
@Suite struct RunCommandTests {
    static let examples = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        .appendingPathComponent("../../examples/scenarios").standardized

    func example(_ name: String) throws -> String {
        try String(contentsOf: Self.examples.appendingPathComponent(name), encoding: .utf8)
    }

    /// The animation examples (issue 26): `layoutlab run` shows the animator's and the layer's
    /// animation calls, their completions and what the scenario printed.
    @Test(arguments: [
        "property-animator", "explicit-animation", "rasterize-blend", "frame-rate", "update-link", "image-downsampling",
    ])
    func animationExampleListing(name: String) throws {
        let result = try runLayoutlab(["run", "-"], stdin: try example(name + ".swift"))
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        expectGolden(result.stdout, "run/" + name + ".txt")
    }

    @Test func designExampleListing() throws {
        let result = try runLayoutlab(["run", "-"], stdin: try example("design-example.swift"))
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        expectGolden(result.stdout, "run/design-example.txt")
    }

    /// JSON Lines: one object per line with the fields issue 5 names; marks, prints and commits
    /// in the documented shape.
    @Test func jsonLines() throws {
        let result = try runLayoutlab(["run", "--format", "json", "-"], stdin: try example("coalescing.swift"))
        #expect(result.status == 0)
        expectGolden(result.stdout, "run/coalescing.jsonl")
        let lines = result.stdout.split(separator: "\n")
        #expect(!lines.isEmpty)
        var sawMark = false, sawPrint = false, sawCommit = false
        for line in lines {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            for field in ["seq", "time", "end", "frame", "phase", "level", "receiver", "method", "cause", "reason"] {
                #expect(object[field] != nil, "missing \(field) in \(line)")
            }
            let receiver = object["receiver"] as? String, method = object["method"] as? String
            if receiver == "trace", method == "mark" { sawMark = object["label"] as? String == "tap" }
            if method == "print" { sawPrint = (object["text"] as? String)?.contains("box.layoutSubviews") ?? false }
            if receiver == "CATransaction", method == "commit" { sawCommit = true }
        }
        #expect(sawMark && sawPrint && sawCommit)
    }

    /// Exit 1: the trace up to the exception on stdout, then the exception on stderr (fact 23).
    @Test func feedbackLoopRaises() throws {
        let result = try runLayoutlab(["run", "-"], stdin: try example("feedback-loop.swift"))
        #expect(result.status == 1)
        #expect(result.stdout.contains("\"before the first frame\""))
        #expect(!result.stdout.contains("never printed"))
        expectGolden(result.stderr, "run/feedback-loop.stderr.txt")
    }

    @Test func syntaxErrorIsExitTwo() throws {
        let result = try runLayoutlab(["run", "-"], stdin: "let a2 = UIView()\na2.layoutSubview()\n")
        #expect(result.status == 2)
        #expect(result.stdout.isEmpty)
        expectGolden(result.stderr, "run/unknown-method.stderr.txt")
    }

    /// A sandbox limit is exit 2 with the diagnostic naming the limit and the line. (How fast
    /// the step limit stops an infinite loop is measured by `layoutlab-bench scenario`.)
    @Test func sandboxLimitIsExitTwo() throws {
        let result = try runLayoutlab(
            ["run", "-"], stdin: "func down(_ n: Int) -> Int {\n    return down(n + 1)\n}\nprint(down(0))\n")
        #expect(result.status == 2)
        expectGolden(result.stderr, "run/call-depth-limit.stderr.txt")
    }

    /// A CRLF scenario file reports its errors at the lines and columns an LF copy does (the
    /// "\r\n" pair is one Character: counted as no line break, line 9 was reported as 1:88).
    @Test func crlfScenarioReportsTheSamePositionsAsLF() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("crlf-run-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let lines = [
            "let a = UIView()", "// comment", "/* block", "   comment */", "window.addSubview(a)", "",
            "a.setNeedsLayout()",
            "runLoop.runOnce()", "a.frobnicate()",
        ]
        let lf = folder.appendingPathComponent("s.swift"), crlf = folder.appendingPathComponent("s-crlf.swift")
        try (lines.joined(separator: "\n") + "\n").write(to: lf, atomically: true, encoding: .utf8)
        try (lines.joined(separator: "\r\n") + "\r\n").write(to: crlf, atomically: true, encoding: .utf8)
        let fromLF = try runLayoutlab(["run", lf.path]), fromCRLF = try runLayoutlab(["run", crlf.path])
        #expect(fromLF.status == 2 && fromCRLF.status == 2)
        #expect(fromLF.stderr.contains("s.swift:9:3"), "\(fromLF.stderr)")
        #expect(fromCRLF.stderr.replacingOccurrences(of: "s-crlf.swift", with: "s.swift") == fromLF.stderr)
    }

    @Test func usageErrors() throws {
        let missing = try runLayoutlab(["run"])
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("layoutlab run: error: missing the scenario FILE"))
        let format = try runLayoutlab(["run", "--format", "xml", "x.swift"])
        #expect(format.status == 2)
        #expect(
            format.stderr
                == "layoutlab run: error: unknown value 'xml' for --format\n  hint: use one of: text, json, chrome-trace\n"
        )
        // A missing file and a folder have the one error shape, `file:1:1: error:` with a fitting hint.
        let unreadable = try runLayoutlab(["run", "nosuch.swift"])
        #expect(unreadable.status == 2)
        #expect(
            unreadable.stderr == "nosuch.swift:1:1: error: no such file\n"
                + "  hint: check the path; it is relative to the current directory (e.g. examples/scenarios/display.swift)\n"
        )
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent()
        let folder = try runLayoutlab(["run", root.appendingPathComponent("examples/scenarios").path])
        #expect(folder.status == 2)
        #expect(
            folder.stderr == "\(root.path)/examples/scenarios:1:1: error: this is a folder, not a scenario file\n"
                + "  hint: give one scenario file, e.g. `layoutlab run \(root.path)/examples/scenarios/coalescing.swift`\n"
        )
        let help = try runLayoutlab(["run", "--help"])
        #expect(help.status == 0)
        expectGolden(help.stdout, "run/help.txt")
    }
}
