import Foundation
import Testing

/// `layoutlab run` with the trace formats and pictures of issue 29: `--format json --frames`
/// (schema layoutlab.trace/1, validated with python3's jsonschema where installed),
/// `--format chrome-trace` and `--trace-out`, `--svg`/`--svg-out`, `--dot`/`--dot-out`.
@Suite struct RunPicturesTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Lesson 9's scroll, shortened: a display link for 20 frames, one 40 ms layout (the
    /// scenario docs/pictures.md draws).
    static let scroll =
        (try? String(contentsOf: root.appendingPathComponent("examples/scenarios/scroll-hitch.swift"), encoding: .utf8))
        ?? ""

    func temporary(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-\(UUID().uuidString)-\(name)")
    }

    /// Events with `end`, then the display, the frames and every VSync; the 40 ms layout's
    /// end is 40 ms (and a little) after its start.
    @Test func jsonFramesCarryWhatTheSimulatorKnows() throws {
        let result = try runLayoutlab(["run", "--format", "json", "--frames", "-"], stdin: Self.scroll)
        #expect(result.status == 0, "\(result.stderr)")
        var kinds: [String: Int] = [:]
        var display: [String: Any] = [:]
        var frames: [[String: Any]] = []
        var slowLayout: Double?
        for line in result.stdout.split(separator: "\n") {
            let object = try #require(try JSONSerialization.jsonObject(with: Data(line.utf8)) as? [String: Any])
            if let kind = object["kind"] as? String {
                kinds[kind, default: 0] += 1
                if kind == "display" { display = object }
                if kind == "frame" { frames.append(object) }
            } else {
                let time = try #require(object["time"] as? Double), end = try #require(object["end"] as? Double)
                #expect(end >= time)
                if object["receiver"] as? String == "feed", object["method"] as? String == "layoutSubviews",
                    end - time > 30
                {
                    slowLayout = end - time
                }
            }
        }
        #expect(display["schema"] as? String == "layoutlab.trace/1")
        #expect(kinds["display"] == 1)
        #expect(kinds["frame"] == display["framesPresented"] as? Int)
        #expect(kinds["vsync"] == display["vsyncs"] as? Int)
        #expect(abs((slowLayout ?? 0) - 40.005) < 0.001, "the slow layout lasts its 40 ms of work and UIKit's 5 µs")
        let hitch = try #require(frames.first { $0["hitchCause"] as? String == "commit" })
        #expect(hitch["hitchMs"] as? Double == 33.333)
        for frame in frames {
            let start = try #require(frame["renderStartMs"] as? Double),
                prepare = try #require(frame["renderPrepareMs"] as? Double)
            let executeStart = try #require(frame["renderExecuteStartMs"] as? Double)
            #expect(executeStart >= start + prepare - 0.001, "execute starts after prepare ends")
        }
    }

    /// Every line of `--format json --frames` for every lesson-9 scenario validates against
    /// docs/schemas/layoutlab.trace-1.schema.json (python3's jsonschema, `make test-tools`).
    @Test func jsonLinesValidateAgainstTheSchema() throws {
        let check = Process()
        check.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        check.arguments = ["python3", "-c", "import jsonschema"]
        check.standardError = FileHandle.nullDevice
        try check.run()
        check.waitUntilExit()
        guard check.terminationStatus == 0 else {
            print("skipped jsonLinesValidateAgainstTheSchema: python3's jsonschema is not installed (make test-tools)")
            return
        }
        let output = try runLayoutlab(
            ["run", "--format", "json", "--frames", "--trace-limit", "30", "-"], stdin: Self.scroll
        ).stdout
        let file = temporary("trace.jsonl")
        try Data(output.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let script = """
            import json, sys, jsonschema
            schema = json.load(open(sys.argv[1]))
            kinds = set()
            for number, line in enumerate(open(sys.argv[2], encoding='utf-8'), 1):
                item = json.loads(line)
                jsonschema.validate(item, schema)
                kinds.add(item.get('kind', 'omitted' if 'omitted' in item else 'event'))
            print(' '.join(sorted(kinds)))
            """
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "python3", "-c", script,
            Self.root.appendingPathComponent("docs/schemas/layoutlab.trace-1.schema.json").path, file.path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let text = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        #expect(process.terminationStatus == 0, "\(text)")
        #expect(text == "display event frame omitted vsync\n")
        // A wrong line is rejected, so the validation above can fail.
        try Data("{\"kind\":\"frame\",\"number\":0}\n".utf8).write(to: file)
        let wrong = Process()
        wrong.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        wrong.arguments = process.arguments
        wrong.standardOutput = FileHandle.nullDevice
        wrong.standardError = FileHandle.nullDevice
        try wrong.run()
        wrong.waitUntilExit()
        #expect(wrong.terminationStatus != 0)
    }

    /// `--format chrome-trace` on standard output and `--trace-out` write the same document;
    /// the mark's Korean label is raw UTF-8; the usual listing still goes to standard output.
    @Test func chromeTraceToStandardOutputOrAFile() throws {
        let printed = try runLayoutlab(["run", "--format", "chrome-trace", "-"], stdin: Self.scroll)
        #expect(printed.status == 0)
        #expect(
            printed.stdout.hasPrefix(
                "{\"displayTimeUnit\":\"ms\",\"otherData\":{\"schema\":\"layoutlab.chrome-trace/1\""))
        #expect(printed.stdout.contains("\"cat\":\"mark\",\"name\":\"스크롤\""))
        #expect(
            printed.stdout.contains(
                "\"cat\":\"hitch\",\"id2\":{\"local\":2},\"name\":\"commit hitch\",\"args\":{\"frame\":2,\"cause\":\"commit\",\"hitchMs\":33.333,"
            ))
        let file = temporary("trace.json")
        defer { try? FileManager.default.removeItem(at: file) }
        let written = try runLayoutlab(["run", "--trace-out", file.path, "-"], stdin: Self.scroll)
        #expect(written.status == 0)
        #expect(written.stdout.hasPrefix("  seq   time ms"))
        #expect(try String(contentsOf: file, encoding: .utf8) == printed.stdout)
        let unwritable = try runLayoutlab(
            ["run", "--trace-out", "/nonexistent-folder/t.json", "-"], stdin: Self.scroll)
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.hasPrefix("layoutlab run: error: cannot write /nonexistent-folder/t.json"))
        let frames = try runLayoutlab(["run", "--format", "chrome-trace", "--frames", "-"], stdin: Self.scroll)
        #expect(frames.status == 2 && frames.stdout.isEmpty)
    }

    /// `--svg` and `--dot` replace the trace on standard output; `--svg-out`/`--dot-out` write
    /// files; the legend follows `--lang`; `--after` picks the mark.
    @Test func svgAndDotToStandardOutputOrFiles() throws {
        let svg = try runLayoutlab(["run", "--svg", "--lang", "zh", "-"], stdin: Self.scroll)
        #expect(svg.status == 0)
        #expect(svg.stdout.hasPrefix("<?xml version=\"1.0\" encoding=\"UTF-8\"?>\n<svg "))
        #expect(svg.stdout.contains("帧时间线 — &lt;stdin&gt;"))
        #expect(svg.stdout.contains(">卡顿</text>"))
        let dot = try runLayoutlab(["run", "--dot", "-"], stdin: Self.scroll)
        #expect(dot.status == 0)
        #expect(dot.stdout.hasPrefix("digraph views {\n"))
        #expect(
            dot.stdout.contains("views and frames at trace.mark(\\\"스크롤\\\"); fill and outline: what happened after it")
        )
        #expect(dot.stdout.contains("feed\\n(0, 0, 390, 844)\\nlayoutSubviews\", fillcolor="))
        // The tree is the one at the mark: a view added after it is not drawn; for the whole
        // run (a mark that was never made), the tree at the end has it.
        let added = Self.scroll.replacingOccurrences(
            of: "feed.startScrolling()", with: "feed.addSubview(UIView())\nfeed.startScrolling()")
        let atMark = try runLayoutlab(["run", "--dot", "-"], stdin: added)
        #expect(atMark.status == 0 && !atMark.stdout.contains("UIView#"), "\(atMark.stdout)")
        let atEnd = try runLayoutlab(["run", "--dot", "--after", "nowhere", "-"], stdin: added)
        #expect(atEnd.status == 0 && atEnd.stdout.contains("UIView#"), "\(atEnd.stdout)")
        let svgFile = temporary("t.svg"), dotFile = temporary("t.dot")
        defer {
            try? FileManager.default.removeItem(at: svgFile)
            try? FileManager.default.removeItem(at: dotFile)
        }
        let files = try runLayoutlab(
            [
                "run", "--svg-out", svgFile.path, "--dot-out", dotFile.path, "--after", "nowhere", "--format", "json",
                "-",
            ],
            stdin: Self.scroll)
        #expect(files.status == 0)
        #expect(files.stdout.hasPrefix("{\"seq\":1,"))
        let tree = try String(contentsOf: dotFile, encoding: .utf8)
        #expect(tree.contains("label=\"the whole run\\n"))
        #expect(try String(contentsOf: svgFile, encoding: .utf8).hasSuffix("</svg>\n"))
        let both = try runLayoutlab(["run", "--svg", "--dot", "-"], stdin: Self.scroll)
        #expect(both.status == 2)
        #expect(
            both.stderr.contains(
                "hint: send the others to files: --trace-out FILE.json, --svg-out FILE.svg, --dot-out FILE.dot"))
    }
}
