// Issue 15: the listing and JSON Lines of only the last events of a trace, read from the
// compact store one by one, for traces too large to print whole.
import Foundation
import Testing

@testable import Simulator

@Suite("Trace listing, last events only")
struct TraceListingLimitTests {
    @Test(
        "The last N events: the full listing's tail after a line saying how many were left out, a cause left out named by its call"
    )
    func lastEventsMatchTheFullListingsTail() throws {
        let trace = try TraceTests.goldenScene().trace
        let total = trace.count
        #expect(total > 8)
        for shown in [1, 5, total - 1] {
            let first = total - shown + 1
            // `← #N` points at a line of the listing; a cause that is not on one is named instead.
            let tail = TraceSlice(trace.events.suffix(shown)).listing().split(
                separator: "\n", omittingEmptySubsequences: false
            )
            .map { line -> String in
                guard let arrow = line.range(of: " ← #", options: .backwards),
                    let seq = Int(line[arrow.upperBound...]), seq < first, let cause = trace.event(seq)
                else { return String(line) }
                return String(line[..<arrow.lowerBound]) + " ← " + cause.call + " (#\(seq), left out)"
            }
            .joined(separator: "\n")
            let expected =
                TraceListing.header
                + "  … \(total - shown) earlier events left out: the last \(shown) of \(total) follow (see more)\n"
                + tail.dropFirst(TraceListing.header.count)
            let listing = trace.listing(last: shown, hint: "see more")
            #expect(listing == expected)
            let pointers = listing.split(separator: "\n").compactMap { line in
                line.range(of: " ← #", options: .backwards).flatMap { Int(line[$0.upperBound...]) }
            }
            #expect(pointers.allSatisfy { $0 >= first }, "\(pointers) before \(first)")
        }
        #expect([1, 5, total - 1].contains { trace.listing(last: $0).contains(", left out)") })
    }

    @Test("A limit the trace does not reach prints it whole, with no omission line")
    func limitAtOrAboveTheCountPrintsEverything() throws {
        let trace = try TraceTests.goldenScene().trace
        #expect(trace.listing(last: trace.count, hint: "x") == trace.listing())
        #expect(trace.listing(last: .max) == trace.listing())
        #expect(trace.jsonLines(last: trace.count) == trace.jsonLines())
        #expect(trace.jsonLines(last: .max) == trace.jsonLines())
    }

    @Test("Limit 0: the header and the omission line only")
    func zeroShowsNoEvents() throws {
        let trace = try TraceTests.goldenScene().trace
        let total = trace.count
        #expect(
            trace.listing(last: 0) == TraceListing.header
                + "  … \(total) earlier events left out: the last 0 of \(total) follow\n")
        #expect(trace.jsonLines(last: 0) == "{\"omitted\":\(total),\"shown\":0,\"total\":\(total)}\n")
    }

    @Test("JSON Lines of the last N: a first object with omitted, shown and total, then the last N events' lines")
    func jsonLastEvents() throws {
        let trace = try TraceTests.goldenScene().trace
        let total = trace.count
        let lines = trace.jsonLines(last: 4).split(separator: "\n").map(String.init)
        #expect(lines.count == 5)
        let first = try #require(try JSONSerialization.jsonObject(with: Data(lines[0].utf8)) as? [String: Int])
        #expect(first == ["omitted": total - 4, "shown": 4, "total": total])
        #expect(Array(lines.dropFirst()) == trace.jsonLines().split(separator: "\n").suffix(4).map(String.init))
    }

    @Test("The hint is escaped like every other text on the line")
    func hintIsEscaped() throws {
        let trace = try TraceTests.goldenScene().trace
        let listing = trace.listing(last: 1, hint: "\u{1B}]52;c;x\u{07}\nforged")
        #expect(!listing.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 })
        let omission = listing.split(separator: "\n")[1]
        #expect(omission.hasPrefix("  … ") && omission.contains("\\u{1B}]52;c;x") && omission.hasSuffix("forged)"))
    }
}
