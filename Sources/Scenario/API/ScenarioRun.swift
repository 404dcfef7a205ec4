import Foundation
import Simulator

/// One run of a scenario, start to end, and queries over its final state.
///
/// `ScenarioRun(source:options:)` never throws: its `outcome` says whether the scenario completed,
/// the simulated app raised, or the scenario failed with a diagnostic. Afterwards,
/// `evaluate(_:at:)` answers grading queries such as `a2.frame` or `trace.count("a1.layoutSubviews")`
/// in the scenario's final global scope.
public final class ScenarioRun {
    /// The scenario's source text.
    public let source: String
    /// The options it ran with.
    public let options: ScenarioOptions
    /// How the run ended.
    public private(set) var outcome: ScenarioOutcome
    let interpreter: Interpreter
    /// The simulated app the scenario drove: window, run loop, clock, trace.
    public let simulation: Simulation

    /// Every call the simulator recorded, with causes; `trace.listing()` and `trace.jsonLines()` print it.
    public var trace: Trace { simulation.trace }

    /// Everything the scenario printed with `print`, in order.
    public var printedOutput: String { interpreter.output.printed }

    /// Identifiers that are not what they look like (invisible characters, Cyrillic or Greek
    /// letters, mixed scripts), each name once, for `layoutlab check`'s warnings.
    public var identifierWarnings: [IdentifierWarning] {
        IdentifierLint.warnings(
            source: source, file: options.fileName, lineOffset: options.lineOffset, columnOffset: options.columnOffset)
    }

    /// The teaching shorthands the scenario used (each place once), for `layoutlab check`'s warnings.
    public var shorthandUses: [ShorthandUse] { library.shorthandUses }
    private let library: SimulatorLibrary

    /// How many trace events the run recorded by its end: a query evaluated afterwards
    /// (`evaluate(_:at:)`) may record more, which a fresh run of the same source does not have.
    public private(set) var eventsAtEnd = 0

    /// Steps the interpreter executed (statements, loop iterations and calls).
    public var steps: Int { interpreter.sandbox.steps }

    /// Parses and runs `source` to the end (or to the first error, exception or limit).
    public init(source: String, options: ScenarioOptions = ScenarioOptions()) {
        self.source = source
        self.options = options
        simulation = Simulation(refreshRate: options.refreshRate)
        simulation.otherChoices = options.otherChoices
        simulation.recordsAmbiguousLayouts = options.recordsAmbiguousLayouts
        let budget = ResourceBudget(maximumBytes: options.limits.maximumBytes, seconds: options.limits.maximumSeconds)
        simulation.budget = budget
        simulation.keepsTreesAtMarks = options.keepsTreesAtMarks
        library = SimulatorLibraryPool.shared.library(serving: simulation)
        interpreter = Interpreter(options: options, library: library.standardLibrary)
        interpreter.sandbox.budget = budget
        library.install(into: interpreter)
        interpreter.setSource(source)
        let interruptHandler = options.stopsOnInterrupt ? ResourceBudget.installInterruptHandler() : nil
        defer { interruptHandler?.restore() }
        outcome = LargeStack.run { [interpreter] in
            do {
                // The same text ran before (a run taking other choices, a picture): its program.
                let program = try ParsedPrograms.shared.program(
                    source: source, file: options.fileName, lineOffset: options.lineOffset,
                    columnOffset: options.columnOffset, symbols: interpreter.symbols)
                try interpreter.run(program)
                return .completed
            } catch {
                return Self.outcome(of: error, in: interpreter)
            }
        }
        // The render server goes on after the app's last statement: the frames already committed
        // reach the glass, so the trace (and a learner reading it) sees the last change presented.
        if outcome == .completed {
            simulation.finishRendering()
            // Rendering the frames ahead counts against the same budget (a long animation).
            do { try budget.check() } catch {
                outcome = Self.outcome(of: error, in: interpreter)
            }
        }
        eventsAtEnd = simulation.trace.count
    }

    deinit {
        interpreter.tearDown()
        SimulatorLibraryPool.shared.keep(library)
    }

    private static func outcome(of error: any Error, in interpreter: Interpreter) -> ScenarioOutcome {
        switch error {
        case var d as Diagnostic:
            interpreter.attachSourceLine(&d)
            return .failed(d)
        case ScenarioError.diagnostic(let d):
            return .failed(d)
        case ScenarioError.raised(let message, let range):
            return .raised(message: message, location: range.start)
        case ScenarioError.shortCircuit:
            return .completed
        case let limit as SimulationLimit:
            return .failed(
                interpreter.diagnostic(.limit, limit.message, at: interpreter.currentRange, hint: limit.hint))
        default:
            let d = interpreter.diagnostic(.runtime, String(describing: error), at: interpreter.currentRange)
            return .failed(d)
        }
    }

    /// What a person reads about how the run ended: the diagnostic of a failed run, or the
    /// exception of a raised one (with the scenario line that was running); nil when completed.
    public var outcomeReport: String? {
        switch outcome {
        case .completed:
            return nil
        case .failed(let diagnostic):
            return diagnostic.rendered()
        case .raised(let message, let location):
            let end = SourceLocation(file: location.file, line: location.line, column: location.column + 1)
            var d = interpreter.diagnostic(
                .runtime, "the simulated app raised an exception", at: SourceRange(start: location, end: end))
            d.hint = message
            return d.rendered().replacingOccurrences(of: "= hint: ", with: "= exception: ")
        }
    }

    /// Evaluates a query expression in the scenario's final global scope. `location` is where the
    /// expression's text starts in its file, so a diagnostic points into the lesson file.
    public func evaluate(_ expression: String, at location: SourceLocation) throws(Diagnostic) -> ScenarioValue {
        try evaluateWithWindow(expression, at: location).value
    }

    /// `evaluate(_:at:)`, with the trace window the query's trace queries answered from: a
    /// chain such as `trace.after("a").after("b")` reports the window after `b`, a mark the
    /// trace lacks the empty window the query answered from.
    public func evaluateWithWindow(_ expression: String, at location: SourceLocation) throws(Diagnostic)
        -> QueryAnswer
    {
        let saved = (
            interpreter.quoted.lines, interpreter.quoted.file, interpreter.quoted.lineOffset,
            interpreter.quoted.columnOffset
        )
        interpreter.quoted.lines = expression.split(separator: "\n", omittingEmptySubsequences: false)
        interpreter.quoted.file = location.file
        interpreter.quoted.lineOffset = location.line - 1
        interpreter.quoted.columnOffset = location.column - 1
        // A query gets its own step budget: the scenario may have used all of its own.
        let steps = interpreter.sandbox.steps
        interpreter.sandbox.steps = 0
        // And its own memory and time budget: grading may query long after the run ended.
        let budgets = (interpreter.sandbox.budget, simulation.budget)
        let queryBudget = ResourceBudget(
            maximumBytes: options.limits.maximumBytes, seconds: options.limits.maximumSeconds)
        interpreter.sandbox.budget = queryBudget
        simulation.budget = queryBudget
        defer {
            (interpreter.sandbox.budget, simulation.budget) = budgets
            interpreter.sandbox.steps = steps
            (
                interpreter.quoted.lines, interpreter.quoted.file, interpreter.quoted.lineOffset,
                interpreter.quoted.columnOffset
            ) = saved
        }
        let interpreter = self.interpreter
        _ = library.queriedWindows.take()
        let result: Result<ScenarioValue, Diagnostic> = LargeStack.run {
            do {
                let parsed = try Parser.parseExpression(
                    source: expression, file: location.file, startLine: location.line,
                    startColumn: location.column, symbols: interpreter.symbols)
                return .success(interpreter.snapshot(try interpreter.evaluate(parsed, in: interpreter.globals)))
            } catch {
                switch Self.outcome(of: error, in: interpreter) {
                case .failed(let d):
                    return .failure(d)
                case .raised(let message, let at):
                    return .failure(
                        interpreter.diagnostic(
                            .runtime, "the query raised: \(message)", at: SourceRange(start: at, end: at)))
                case .completed:
                    return .success(.nil)
                }
            }
        }
        return QueryAnswer(value: try result.get(), window: TraceWindow(holding: library.queriedWindows.take()))
    }
}
