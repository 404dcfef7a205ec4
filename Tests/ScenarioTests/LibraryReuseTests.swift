import Testing

@testable import Scenario

/// A run's bindings serve the process's next runs (`SimulatorLibraryPool`), so nothing a run
/// changes in them may reach the next: the members its extensions add to UIKit and SwiftUI
/// types, its cells' serial numbers, the shorthands it used. Each test ends one run before it
/// starts the next, which then takes the library the first gave back (the pool hands out the
/// one kept last).
@Suite struct LibraryReuseTests {
    @Test func membersAnExtensionAddedEndWithTheirRun() throws {
        do {
            let first = completedRun(
                """
                extension UIView {
                    func shout() -> Int { 1 }
                    static let volume = 11
                }
                extension View {
                    func card() -> some View { padding(8) }
                }
                let heard = UIView().shout() + UIView.volume
                """)
            #expect(try query(first, "heard") == .int(12))
        }
        for (source, member) in [
            ("let heard = UIView().shout()", "shout"), ("let heard = UIView.volume", "volume"),
            (#"let card = Text("a").card()"#, "card"),
        ] {
            let next = ScenarioRun(source: source)
            guard case .failed(let diagnostic) = next.outcome else {
                Issue.record("'\(member)' outlived the run whose extension declared it")
                continue
            }
            #expect(diagnostic.message.contains(member), "\(diagnostic.message)")
        }
        // A type may be extended again with the same names in a later run.
        let again = completedRun("extension UIView { func shout() -> Int { 2 } }\nlet heard = UIView().shout()")
        #expect(try query(again, "heard") == .int(2))
    }

    @Test func cellSerialsAndShorthandsStartOverInEachRun() throws {
        for _ in 0..<2 {
            let run = completedRun(TableViewTests.feed(extra: #"let shown = UILabel(text: "a")"#))
            let listing = run.trace.listing()
            #expect(listing.contains("CardCell#1."), "cells are numbered from 1 in every run")
            #expect(!listing.contains("CardCell#9"), "the feed shows 8 rows, so 8 cells at most")
            #expect(run.shorthandUses.map(\.shorthand) == [Shorthand.labelText.shown])
        }
    }
}
