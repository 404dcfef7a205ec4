import Foundation
import Testing

@testable import Scenario

/// Fact 85: size and trait changes as layout triggers — `viewWillTransition(to:with:)`, the
/// safe-area, margin and trait callbacks, and the layout a rotation runs.
@Suite struct TransitionTests: ScenarioChecking {
    /// Fact 85 (Docs UIContentContainer viewWillTransition(to:with:): "UIKit calls this method
    /// before changing the size of a presented view controller's view", "always call super …
    /// so that UIKit can forward the size change message"; UITraitEnvironment
    /// traitCollectionDidChange(_:)): in examples/scenarios/rotation.swift the root controller
    /// hears of the new size while its view is still 390 wide, its child hears through super,
    /// then inside the rotation's animation come the safe area (47 on the left), the compact
    /// height, the layout at 844, and the alongside block; the completion waits for the end.
    @Test func fact85RotationDrivesTransitionTraitsAndLayoutDocsViewWillTransition() throws {
        let run = run(try exampleScenario("rotation.swift"))
        let during = [
            "willTransition to 844 while 390 wide", "safe area left 47", "height class compact", "willLayout at 844",
            "alongside at 844",
        ]
        #expect(try q(run, "duringRotate") == .array(during.map { .string($0) }))
        #expect(try q(run, "afterAnimation") == .array((during + ["completion"]).map { .string($0) }))
        #expect(try q(run, "screen.child.heard") == .array([.string("willTransition")]))
        #expect(try q(run, "window.bounds") == .rect(CGRect(x: 0, y: 0, width: 844, height: 390)))
        #expect(try q(run, "screen.view.frame") == .rect(CGRect(x: 0, y: 0, width: 844, height: 390)))
        #expect(
            try q(run, "window.safeAreaInsets")
                == q(run, "UIEdgeInsets(top: 0, left: 47, bottom: 21, right: 47)"))
        #expect(try q(run, "screen.traitCollection.horizontalSizeClass") == .symbol("compact"))
    }

    /// Fact 85 (Docs UIContentContainer: a controller forwards the size change to its children
    /// only through super): a parent whose override skips super leaves its child unaware.
    @Test func fact85WithoutSuperTheChildHearsNothingDocsUIContentContainer() throws {
        let source = try exampleScenario("rotation.swift").replacingOccurrences(
            of: """
                        super.viewWillTransition(to: size, with: coordinator)
                        log.append
                """,
            with: """
                        log.append
                """)
        let run = run(source)
        #expect(try q(run, "screen.child.heard") == .array([]))
    }

    /// Fact 85 (Docs UIView.layoutMarginsDidChange(): "Notifies the view that the layout margins
    /// changed"): setting new margins calls it once; setting the same margins again does not.
    @Test func fact85LayoutMarginsDidChangeRunsWhenTheMarginsChangeDocsLayoutMarginsDidChange() throws {
        let run = run(
            """
            class Card: UIView {
                var changes = 0
                override func layoutMarginsDidChange() {
                    super.layoutMarginsDidChange()
                    changes += 1
                }
            }
            let card = Card(frame: CGRect(x: 0, y: 100, width: 300, height: 200))
            window.addSubview(card)
            card.layoutMargins = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
            let afterFirst = card.changes
            card.layoutMargins = UIEdgeInsets(top: 8, left: 20, bottom: 8, right: 20)
            let afterSame = card.changes
            """)
        #expect(try q(run, "afterFirst") == .int(1))
        #expect(try q(run, "afterSame") == .int(1))
    }
}
