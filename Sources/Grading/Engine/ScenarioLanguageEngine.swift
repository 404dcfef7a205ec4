import Foundation
import Lessons
import Scenario

/// Runs lesson scenarios with the scenario language (module Scenario) on the simulator.
public struct ScenarioLanguageEngine: ScenarioEngine {
    /// The simulated display's refresh rate in Hz.
    public var refreshRate: Int

    /// Creates an engine; 60 Hz unless a lesson asks about ProMotion.
    public init(refreshRate: Int = 60) {
        self.refreshRate = refreshRate
    }

    /// Runs the scenario once, with positions offset so diagnostics point into the `.yaml` file.
    public func run(_ scenario: LessonScenario) -> any ScenarioRecord {
        // libyaml keeps a block scalar's leading blank lines as "\n"; the text starts that many lines earlier.
        let leadingBlankLines = scenario.code.prefix(while: { $0 == "\n" }).count
        let options = ScenarioOptions(
            fileName: scenario.codePosition.file, lineOffset: scenario.codePosition.line - 1 - leadingBlankLines,
            columnOffset: scenario.codePosition.column - 1, refreshRate: refreshRate)
        return ScenarioLanguageRecord(ScenarioRun(source: scenario.code, options: options))
    }
}

/// A finished `ScenarioRun`, as grading sees it.
final class ScenarioLanguageRecord: ScenarioRecord {
    let run: ScenarioRun
    let failure: LessonDiagnostic?
    let raised: String?
    let trace: TraceDigest

    init(_ run: ScenarioRun) {
        self.run = run
        switch run.outcome {
        case .completed:
            failure = nil
            raised = nil
        case .raised(let message, let location):
            failure = nil
            raised = "\(location): \(message)"
        case .failed(let diagnostic):
            failure = LessonDiagnostic(diagnostic)
            raised = nil
        }
        trace = TraceDigest(run.trace)
    }

    func evaluate(_ query: Query) throws(LessonDiagnostic) -> SimulatedValue {
        let location = SourceLocation(file: query.position.file, line: query.position.line, column: query.position.column)
        do {
            return SimulatedValue(try run.evaluate(query.text, at: location))
        } catch {
            throw LessonDiagnostic(error)
        }
    }
}

extension LessonDiagnostic {
    /// A scenario-language diagnostic as a lesson diagnostic: same place, message and hint, with
    /// the source line and caret as its detail.
    init(_ diagnostic: Diagnostic) {
        let location = diagnostic.location
        // `rendered` repeats the message and position on its first two lines; keep the line and caret.
        // With the file's text it shows the `.yaml` line itself, not the scenario's text re-indented.
        let source = try? String(contentsOfFile: location.file, encoding: .utf8)
        let block = diagnostic.rendered(source: source).split(separator: "\n", omittingEmptySubsequences: false).dropFirst(2)
            .filter { !$0.isEmpty && !$0.contains("= hint:") }.joined(separator: "\n")
        self.init(
            diagnostic.message, at: FilePosition(file: location.file, line: location.line, column: location.column),
            hint: diagnostic.hint, detail: block.isEmpty ? nil : block)
    }
}

extension SimulatedValue {
    /// The grading view of a scenario value.
    init(_ value: ScenarioValue) {
        switch value {
        case .bool(let flag): self = .bool(flag)
        case .int(let number): self = .int(number)
        case .double(let number): self = .double(number)
        case .string(let text), .object(let text), .symbol(let text): self = .string(text)
        case .array(let items), .tuple(let items): self = .list(items.map(SimulatedValue.init))
        case .rect(let rect):
            self = .rect(GradingRect(
                x: Double(rect.origin.x), y: Double(rect.origin.y), width: Double(rect.size.width), height: Double(rect.size.height)))
        case .void, .nil, .point, .size: self = .other(value.description)
        }
    }
}

