// libFuzzer entry point for the scenario language: lexer, parser, interpreter, simulator
// bindings and diagnostics rendering. Built only with LAYOUTLAB_FUZZ=1 (see docs/fuzzing.md).
import Scenario

/// Small limits keep each input fast, so the fuzzer tries many; a limit is a diagnostic, not a crash.
let limits = ScenarioLimits(maximumSteps: 20_000, maximumCallDepth: 40, maximumObjects: 300, maximumCollectionSize: 5_000)

@_cdecl("LLVMFuzzerTestOneInput")
public func scenarioFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let source = String(decoding: bytes, as: UTF8.self)
    let run = ScenarioRun(source: source, options: ScenarioOptions(fileName: "fuzz.swift", lineOffset: 3, columnOffset: 2, limits: limits))
    _ = run.outcomeReport
    _ = run.trace.listing()
    _ = run.trace.jsonLines()
    // The input's first line doubles as a grading query over the final state.
    let query = String(source.prefix(while: { $0 != "\n" }).prefix(200))
    if let value = try? run.evaluate(query, at: SourceLocation(file: "query.yaml", line: 1, column: 5)) {
        _ = value.description
    }
    if case .failed(let diagnostic) = run.outcome {
        _ = diagnostic.rendered(source: source)
    }
    return 0
}
