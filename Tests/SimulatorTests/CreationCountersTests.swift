// Default names from creation numbers (`UIView#12`).
import Foundation
import Testing

@testable import Simulator

/// `CreationCounters.defaultName` writes a name's bytes itself (a view's name is read at its
/// first event); it must give the text that joining the parts gives.
@Suite("Creation counters")
struct CreationCountersTests {
    @Test("A default name is the class name, # and the number, at every digit count")
    func defaultNamesJoinClassAndNumber() {
        for number in [0, 1, 9, 10, 99, 100, 12345, 999_999, 1_000_000_007, Int.max, -1, -40] {
            for className in ["UIView", "UICollectionViewListCell", "Ä"] {
                #expect(
                    CreationCounters.defaultName(of: className, number: number)
                        == className + "#" + String(number))
            }
        }
    }

    @Test("Views are numbered per class from 1")
    func viewsAreNumberedPerClass() {
        let sim = Simulation()
        let first = UIView(sim)
        let label = UILabel(sim)
        let second = UIView(sim)
        #expect(first.traceName == "UIView#1")
        #expect(second.traceName == "UIView#2")
        #expect(label.traceName == "UILabel#1")
    }
}
