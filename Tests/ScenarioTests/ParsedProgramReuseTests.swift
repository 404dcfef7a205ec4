import Testing

@testable import Scenario

/// A scenario's text is parsed once per process (`ParsedPrograms`): a later run of the same
/// text takes the kept program, whose names carry the numbers of the table it was parsed with,
/// so the run's table must end as that parse left it.
@Suite struct ParsedProgramReuseTests {
    static let source = """
        class Meter: UIView {
            var readings: [Int] = []
            func record(_ value: Int) { readings.append(value) }
        }
        let meter = Meter(frame: CGRect(x: 0, y: 0, width: 120, height: 40))
        window.addSubview(meter)
        for step in 1...4 { meter.record(step * 10) }
        var total = 0
        for reading in meter.readings { total += reading }
        trace.mark("measured")
        meter.setNeedsLayout()
        runLoop.runOnce()
        """

    @Test func aSecondRunOfTheSameTextReadsAndQueriesAsTheFirst() throws {
        // Unique to this test, so the second run is the first to find the text kept.
        let source = "// ParsedProgramReuseTests.second\n" + Self.source
        let first = completedRun(source)
        let second = completedRun(source)
        #expect(second.trace.listing() == first.trace.listing())
        for expression in [
            "total", "meter.readings.count", "trace.after(\"measured\").count(\"meter.layoutSubviews\")",
        ] {
            #expect(try query(second, expression) == query(first, expression), "\(expression)")
        }
    }

    @Test func aKeptProgramNumbersItsNamesAsTheParseDid() throws {
        let programs = ParsedPrograms()
        let parsed = SymbolTable()
        let program = try programs.program(
            source: Self.source, file: "a.swift", lineOffset: 0, columnOffset: 0, symbols: parsed)
        let reused = SymbolTable()
        let kept = try programs.program(
            source: Self.source, file: "a.swift", lineOffset: 0, columnOffset: 0, symbols: reused)
        #expect(reused.names == parsed.names)
        #expect(ASTDump.dump(kept) == ASTDump.dump(program))
    }

    @Test func aTableThatHeldOtherNamesGetsAParseOfItsOwn() throws {
        let programs = ParsedPrograms()
        _ = try programs.program(
            source: Self.source, file: "a.swift", lineOffset: 0, columnOffset: 0, symbols: SymbolTable())
        let other = SymbolTable()
        _ = other.id("meter")
        _ = try programs.program(
            source: Self.source, file: "a.swift", lineOffset: 0, columnOffset: 0, symbols: other)
        let fresh = SymbolTable()
        _ = fresh.id("meter")
        _ = try Parser.parse(source: Self.source, file: "a.swift", symbols: fresh)
        #expect(other.names == fresh.names)
    }
}
