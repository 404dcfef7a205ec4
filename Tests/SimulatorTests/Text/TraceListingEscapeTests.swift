import Testing

@testable import Simulator

/// Scenario prints and mark labels reach the trace listing escaped (`SafeText`), so a scenario
/// cannot forge a listing line or run a terminal sequence.
@Suite struct TraceListingEscapeTests {
    @Test func listingEscapesPrintsAndLabels() throws {
        let simulation = Simulation()
        simulation.trace.print("x\u{1B}]52;c;ZXZpbA==\u{7}\n    99  0.000      0  idle   uikit  forged")
        simulation.trace.mark("m\u{9B}2J\nfake")
        let listing = simulation.trace.listing()
        #expect(!listing.unicodeScalars.contains("\u{1B}"))
        #expect(listing.split(separator: "\n").count == 3)
        #expect(!listing.unicodeScalars.contains("\u{9B}"))
    }
}
