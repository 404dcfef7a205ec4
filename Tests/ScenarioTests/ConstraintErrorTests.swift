import Foundation
import Testing

@testable import Scenario

/// Auto Layout's exceptions and console text, as UIKit prints them (fact 53).
@Suite struct ConstraintErrorTests: ScenarioChecks {
    /// Fact 53 (real console output): constraints across view hierarchies raise
    /// NSGenericException with UIKit's words.
    @Test func fact53NoCommonAncestorException() throws {
        let run = ScenarioRun(
            source: """
                let a = UIView(), b = UIView()
                a.topAnchor.constraint(equalTo: b.topAnchor).isActive = true
                """)
        guard case .raised(let message, _) = run.outcome else { Issue.record("did not raise: \(run.outcome)"); return }
        #expect(
            message
                == "NSGenericException: Unable to activate constraint with anchors <NSLayoutYAxisAnchor \"a.top\"> and <NSLayoutYAxisAnchor \"b.top\"> because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal."
        )
    }

    /// Fact 78 (public crash text quoted in jivesoftware/JiveAuthenticatingWebViewController
    /// ViewController.m, from Stack Overflow answer 30265898): an updateConstraints override without
    /// super raises UIKit's "still need update" text, naming the scenario class.
    @Test func fact78UpdateConstraintsWithoutSuperRaisesUIKitsText() throws {
        let run = ScenarioRun(
            source: """
                class Card: UIView {
                    override func updateConstraints() {
                    }
                }
                let card = Card()
                card.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(card)
                card.widthAnchor.constraint(equalToConstant: 80).isActive = true
                runLoop.runOnce()
                """)
        guard case .raised(let message, _) = run.outcome else { Issue.record("did not raise: \(run.outcome)"); return }
        #expect(
            message
                == "NSInternalInconsistencyException: The layout constraints still need update after sending -updateConstraints to <Card: card>. Card or one of its superclasses may have overridden -updateConstraints without calling super. Or, something may have dirtied layout constraints in the middle of updating them.  Both are programming errors."
        )
    }

    /// Fact 53 (real console output: "… is not supported.  You passed priority 1000 and the
    /// existing priority was 250." and the unsatisfiable log's lines ending "don't want. ",
    /// "Try this: ", "… expect; ", "… fix it. "): UIKit's spacing, and nothing UIKit does not print.
    @Test func fact53ExceptionAndLogTextAsUIKitPrintsIt() throws {
        let run = ScenarioRun(
            source: """
                let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
                window.addSubview(box)
                let width = box.widthAnchor.constraint(equalToConstant: 80)
                width.isActive = true
                runLoop.runUntilIdle()
                width.priority = .defaultLow
                """)
        guard case .raised(let message, _) = run.outcome else { Issue.record("did not raise: \(run.outcome)"); return }
        #expect(
            message
                == "NSInternalInconsistencyException: Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 250 and the existing priority was 1000."
        )
        let log = try #require(run.trace.events.first { $0.reason == "unsatisfiableConstraints" }?.text)
        #expect(
            log.hasPrefix(
                """
                [LayoutConstraints] Unable to simultaneously satisfy constraints.
                \tProbably at least one of the constraints in the following list is one you don't want.\u{20}
                \tTry this:\u{20}
                \t\t(1) look at each constraint and try to figure out which you don't expect;\u{20}
                \t\t(2) find the code that added the unwanted constraint or constraints and fix it.\u{20}

                """))
    }
}
