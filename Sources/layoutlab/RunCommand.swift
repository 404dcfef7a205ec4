import Arguments
import Foundation
import Lessons
import Scenario
import Simulator
import TextBasics
import Tutor

/// `layoutlab run FILE`: runs a scenario file and prints the trace the simulator recorded.
enum RunCommand: Subcommand {
    static let summary = "run a scenario file and print its trace"
    static let spec = CommandSpec(
        command: "run", arguments: "FILE",
        description: """
            Runs the scenario in FILE (the Swift subset of docs/scenario-language.md; `-` reads
            it from standard input) on the simulator and prints every call it recorded: an
            indented listing by default, or JSON Lines with --format json (one event per line:
            seq, time, frame, phase, level, receiver, method, cause, reason, and label or text
            for marks and prints). Of a trace longer than 10000 events (a run stopped at the
            memory limit has about a million) only the last 10000 are printed, after a line
            saying how many earlier events were left out (in JSON, a first object
            {"omitted":N,"shown":L,"total":T}); --trace-limit changes how many. Each JSON event
            also has `end`, when the call returned; with --frames the JSON goes on with the
            display, every presented frame and every VSync (schema layoutlab.trace/1,
            docs/schemas/layoutlab.trace-1.schema.json). --format chrome-trace writes Chrome Trace Event
            JSON for Perfetto's UI or chrome://tracing (--trace-out FILE.json writes it to a file
            as well as the usual output). --svg draws the frame timeline and --dot the view tree
            (Graphviz; passes after the first mark, or after --after LABEL); each goes to
            standard output in place of the trace, or to the file --svg-out / --dot-out names.
            LAYOUTLAB_MEMORY_LIMIT_MIB (1 to 256) lowers the scenario's memory limit from 256 MiB.
            """,
        options: [
            .value(
                "format", "FORMAT", choices: Format.allCases.map(\.rawValue),
                help: "text (default), json (JSON Lines) or chrome-trace (Chrome Trace Event JSON)"),
            .value(
                "refresh-rate", "HZ", choices: ["60", "120"], help: "the display's refresh rate: 60 (default) or 120"),
            .flag("frames", help: "print the frame timeline after the trace (main thread, render server, hitches)"),
            .value("png", "OUT.png", help: "write the last composited frame as a PNG"),
            .value(
                "trace-limit", "N",
                help: "print only the last N events of the trace (default \(defaultTraceLimit); all: every one)"),
            .value("trace-out", "FILE.json", help: "write the run as Chrome Trace Event JSON to FILE.json"),
            .flag("svg", help: "print the frame timeline as SVG instead of the trace"),
            .value("svg-out", "FILE.svg", help: "write the frame timeline as SVG to FILE.svg"),
            .flag("dot", help: "print the view tree as Graphviz DOT instead of the trace"),
            .value("dot-out", "FILE.dot", help: "write the view tree as Graphviz DOT to FILE.dot"),
            .value(
                "after", "LABEL",
                help: "the mark the view tree's passes and flags are counted after (default: the first mark)"),
            .value(
                "lang", "LANG", choices: Language.allCases.map(\.rawValue),
                help: "language of the pictures' legends: ko, zh or en (default: from LANG, else en)"),
        ],
        maxPositional: 1,
        exitStatus: """
            Exit status: 0 the scenario ran to its end; 1 the simulated app raised an exception
            (the trace up to it is printed, then the exception on standard error); 2 a usage,
            syntax or sandbox-limit error (the diagnostic on standard error).
            """)

    enum Format: String, CaseIterable {
        case text, json
        case chromeTrace = "chrome-trace"
    }

    /// How many events `run` prints of a trace by default: every lesson and example scenario
    /// records far fewer (the largest about 900), while a run stopped at the memory limit
    /// records about a million, whose full listing (95 MB) took longer to print than the run.
    static let defaultTraceLimit = 10_000

    static func run(_ arguments: ParsedArguments) -> Int32 {
        let format = arguments.value("format").flatMap(Format.init(rawValue:)) ?? .text
        let refreshRate = arguments.value("refresh-rate").flatMap { Int($0) } ?? 60
        let showFrames = arguments.flag("frames")
        let pngPath = arguments.value("png")
        var traceLimit = defaultTraceLimit
        if let text = arguments.value("trace-limit") {
            if text == "all" {
                traceLimit = .max
            } else if let number = Int(text), number >= 0 {
                traceLimit = number
            } else {
                return usage(
                    "--trace-limit takes a number of events (0 or more) or all, not '\(SafeText.line(text))'",
                    hint: "write --trace-limit 50000, or --trace-limit all for the whole trace")
            }
        }
        let pictures = RunPictures(arguments)
        let toStandardOutput = [
            format == .chromeTrace ? "--format chrome-trace" : nil, pictures.svgToStandardOutput ? "--svg" : nil,
            pictures.dotToStandardOutput ? "--dot" : nil,
        ].compactMap { $0 }
        if toStandardOutput.count > 1 {
            return usage(
                "\(toStandardOutput.joined(separator: " and ")) \(toStandardOutput.count == 2 ? "both" : "all") write to standard output; choose one",
                hint: "send the others to files: --trace-out FILE.json, --svg-out FILE.svg, --dot-out FILE.dot")
        }
        if showFrames && format == .chromeTrace {
            return usage(
                "--frames adds the frame table to the trace; chrome-trace already has every frame",
                hint: "leave out --frames, or use --format json --frames for the frame records as JSON Lines")
        }
        guard let file = arguments.positional.first else { return usage("missing the scenario FILE") }
        if file != "-", let problem = unreadableScenario(file) {
            printError(problem.description + "\n")
            return 2
        }
        // Read as lessons and sheets are: at most 1 MiB (standard input too), UTF-8, and a
        // folder, FIFO or device refused with its own message instead of a hang or a crash.
        let source: String
        do throws(LessonDiagnostic) {
            source = file == "-" ? try LessonFile.readStandardInput() : try LessonFile.read(file)
        } catch {
            printError(error.description + "\n")
            return 2
        }
        var options = ScenarioOptions(fileName: file == "-" ? "<stdin>" : file, refreshRate: refreshRate)
        if let text = ProcessInfo.processInfo.environment["LAYOUTLAB_MEMORY_LIMIT_MIB"], !text.isEmpty {
            // Only lowers the limit (tests reach it in a fraction of the time; an author can check
            // a scenario stays small): a file cannot ask for more memory through it.
            let maximum = ResourceBudget.defaultBytes >> 20
            guard let mebibytes = Int(text), (1...maximum).contains(mebibytes) else {
                return fail(
                    "LAYOUTLAB_MEMORY_LIMIT_MIB must be a whole number of MiB from 1 to \(maximum), not '\(SafeText.line(text))'"
                )
            }
            options.limits.maximumBytes = mebibytes << 20
        }
        options.stopsOnInterrupt = true  // Ctrl-C ends a long run with a diagnostic, at once
        options.keepsTreesAtMarks = pictures.needsTree  // the tree at the mark, not the end's
        let run = ScenarioRun(source: source, options: options)
        // The frames still ahead in simulated time belong in the trace the timeline describes.
        if showFrames || pictures.needsFrames || format == .chromeTrace { run.simulation.finishRendering() }
        let firstSeq = max(1, run.trace.count - min(traceLimit, run.trace.count) + 1)
        if format == .chromeTrace {
            if run.trace.count > 0 {
                printOutput(ChromeTrace.json(of: run.simulation, fromSeq: firstSeq), terminator: "")
            }
        } else if let picture = pictures.standardOutput(of: run) {
            printOutput(picture, terminator: "")
        } else {
            let output =
                format == .json
                ? run.trace.jsonLines(last: traceLimit)
                : run.trace.listing(
                    last: traceLimit, hint: "--trace-limit N shows the last N, --trace-limit all every one")
            // A scenario that never got to run has no trace worth printing (only the header).
            if run.trace.count > 0 {
                printOutput(output, terminator: output.hasSuffix("\n") || output.isEmpty ? "" : "\n")
            }
            if showFrames {
                printOutput(
                    format == .json
                        ? DisplayJSON.lines(of: run.simulation)
                        : run.simulation.frameTimeline(listedFrom: firstSeq).text,
                    terminator: "")
            }
        }
        if let failed = pictures.writeFiles(of: run, fromSeq: firstSeq) { return fail(failed) }
        if let pngPath, let failed = RunRender.writePNG(of: run.simulation, to: pngPath) { return fail(failed) }
        switch run.outcome {
        case .completed:
            return 0
        case .raised:
            printError(run.outcomeReport ?? "")
            return 1
        case .failed:
            printError(run.outcomeReport ?? "")
            return 2
        }
    }

    /// Why `path` cannot be run, in the shape of every other input error: missing, or a folder
    /// (the hint names a scenario in it when there is one), or another kind of file.
    static func unreadableScenario(_ path: String) -> LessonDiagnostic? {
        let start = FilePosition(file: path, line: 1, column: 1)
        var info = stat()
        guard stat(path, &info) == 0 else {
            let missing = errno == ENOENT
            return LessonDiagnostic(
                missing ? "no such file" : "cannot read the file (\(String(cString: strerror(errno))))", at: start,
                hint: missing
                    ? "check the path; it is relative to the current directory (e.g. examples/scenarios/display.swift)"
                    : "check its permissions")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFDIR:
            let scenarios = ((try? FileManager.default.contentsOfDirectory(atPath: path)) ?? []).filter {
                $0.hasSuffix(".swift")
            }.sorted()
            let folder = path.hasSuffix("/") ? path : path + "/"
            return LessonDiagnostic(
                "this is a folder, not a scenario file", at: start,
                hint: scenarios.first.map { "give one scenario file, e.g. `layoutlab run \(folder)\($0)`" }
                    ?? "give a scenario file (.swift)")
        default:
            return LessonDiagnostic(
                "this is not a regular file", at: start,
                hint: "give a scenario file (.swift), or `-` for standard input")
        }
    }
}
