// libFuzzer entry point for the scenario language: lexer, parser, interpreter, simulator
// bindings and diagnostics rendering. Built only with LAYOUTLAB_FUZZ=1 (see docs/fuzzing.md).
import Foundation
import Scenario

/// Small limits keep each input fast, so the fuzzer tries many; a limit is a diagnostic, not a crash.
let limits = ScenarioLimits(
    maximumSteps: 20_000, maximumCallDepth: 40, maximumObjects: 300, maximumCollectionSize: 5_000)

@_cdecl("LLVMFuzzerTestOneInput")
public func scenarioFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = UnsafeRawBufferPointer(start: start, count: count)
    let source = String(decoding: bytes, as: UTF8.self)
    let run = ScenarioRun(
        source: source, options: ScenarioOptions(fileName: "fuzz.swift", lineOffset: 3, columnOffset: 2, limits: limits)
    )
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

/// libFuzzer calls this once, before the first input. A scenario runs inline on the main thread
/// only when the stack limit allows it 256 MiB (`LargeStack`); otherwise each input runs on a
/// thread of its own, whose exit frees memory after the input has returned. libFuzzer then
/// counts more allocations than frees, re-checks, and after 1,000 such inputs turns its
/// per-input leak check off for the rest of the run (docs/fuzzing.md). Say so at the start.
@_cdecl("LLVMFuzzerInitialize")
public func scenarioFuzzInitialize(
    _ argc: UnsafeMutablePointer<CInt>,
    _ argv: UnsafeMutablePointer<UnsafeMutablePointer<UnsafeMutablePointer<CChar>?>?>
) -> CInt {
    var limit = rlimit()
    if getrlimit(Int32(RLIMIT_STACK.rawValue), &limit) == 0, limit.rlim_cur != rlim_t.max,
        limit.rlim_cur < rlim_t(256 << 20)
    {
        let warning =
            "scenario-fuzz: warning: the stack limit is \(limit.rlim_cur >> 20) MiB, so every input runs on a thread of its own and libFuzzer will turn its per-input leak check off; run `ulimit -s unlimited` first\n"
        FileHandle.standardError.write(Data(warning.utf8))
    }
    return 0
}
