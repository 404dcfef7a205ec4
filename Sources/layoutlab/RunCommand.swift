import Foundation
import Scenario

/// `layoutlab run FILE`: runs a scenario file and prints the trace the simulator recorded.
enum RunCommand: Subcommand {
    static let name = "run"
    static let summary = "run a scenario file and print its trace"
    static let help = """
        usage: layoutlab run FILE [--format text|json] [--refresh-rate 60|120] [--frames] [--png OUT.png]

        Runs the scenario in FILE (the Swift subset of docs/scenario-language.md) on the
        simulator and prints every call it recorded: an indented listing by default, or JSON
        Lines with --format json (one event per line: seq, time, frame, phase, level, receiver,
        method, cause, reason, and label or text for marks and prints).
        --frames prints the frame timeline after the trace (main thread, render server, present,
        hitches and their causes); --png OUT.png writes the last composited frame as a PNG.

        Exit status: 0 the scenario ran to its end; 1 the simulated app raised an exception
        (the trace up to it is printed, then the exception on standard error); 2 a usage,
        syntax or sandbox-limit error (the diagnostic on standard error).

        """

    enum Format: String { case text, json }

    static func main(_ arguments: [String]) -> Int32 {
        var file: String?
        var format = Format.text
        var refreshRate = 60
        var showFrames = false
        var pngPath: String?
        var index = 0
        func value(_ option: String) -> String? {
            index += 1
            guard index < arguments.count else {
                printError("layoutlab run: \(option) needs a value\n\n" + help)
                return nil
            }
            return arguments[index]
        }
        while index < arguments.count {
            let argument = arguments[index]
            switch argument {
            case "--help", "-h":
                print(help, terminator: "")
                return 0
            case "--format":
                guard let text = value(argument) else { return 2 }
                guard let chosen = Format(rawValue: text) else {
                    printError("layoutlab run: unknown format '\(text)'; use text or json\n")
                    return 2
                }
                format = chosen
            case "--refresh-rate":
                guard let text = value(argument) else { return 2 }
                guard let rate = Int(text), rate == 60 || rate == 120 else {
                    printError("layoutlab run: refresh rate must be 60 or 120, not '\(text)'\n")
                    return 2
                }
                refreshRate = rate
            case "--frames":
                showFrames = true
            case "--png":
                guard let path = value(argument) else { return 2 }
                pngPath = path
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    printError("layoutlab run: unknown option '\(argument)'\n\n" + help)
                    return 2
                }
                if file != nil {
                    printError("layoutlab run: one scenario file at a time (got '\(argument)' too)\n")
                    return 2
                }
                file = argument
            }
            index += 1
        }
        if showFrames && format == .json {
            printError("layoutlab run: --frames prints a text table; use it without --format json\n")
            return 2
        }
        guard let file else {
            printError("layoutlab run: missing the scenario FILE\n\n" + help)
            return 2
        }
        let source: String
        do {
            let data = file == "-" ? FileHandle.standardInput.readDataToEndOfFile() : try Data(contentsOf: URL(fileURLWithPath: file))
            guard let text = String(data: data, encoding: .utf8) else {
                printError("layoutlab run: \(file) is not UTF-8 text\n")
                return 2
            }
            source = text
        } catch {
            printError("layoutlab run: cannot read \(file): \((error as NSError).localizedDescription)\n")
            return 2
        }
        let run = ScenarioRun(source: source, options: ScenarioOptions(fileName: file == "-" ? "<stdin>" : file, refreshRate: refreshRate))
        // The frames still ahead in simulated time belong in the trace the timeline describes.
        if showFrames { run.simulation.finishRendering() }
        let output = format == .json ? run.trace.jsonLines() : run.trace.listing()
        // A scenario that never got to run has no trace worth printing (only the header).
        if !run.trace.events.isEmpty {
            print(output, terminator: output.hasSuffix("\n") || output.isEmpty ? "" : "\n")
        }
        if showFrames { print(run.simulation.frameTimeline().text, terminator: "") }
        if let pngPath, let failed = RunRender.writePNG(of: run.simulation, to: pngPath) {
            printError(failed)
            return 2
        }
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
}
