import Foundation
import Testing

@testable import Scenario

/// Auto Layout on a hierarchy in no window (fact 50).
@Suite struct AutoLayoutOutsideWindowTests: ScenarioChecks {
    /// Fact 50 (Docs UIView.layoutIfNeeded(), "Auto Layout Guide: Self-Sizing Table View Cells"):
    /// Auto Layout works on a hierarchy that is in no window. `layoutIfNeeded()` on its root
    /// updates the constraints (bottom-up), solves and lays out now; the commit at the end of the
    /// turn does not lay out a hierarchy outside the window. Added to the window later, its
    /// constraints move to the window's engine and keep working.
    @Test func fact50AutoLayoutOutsideAnyWindow() throws {
        let run = run(
            """
            let cell = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 100))
            let title = UILabel()
            title.text = "Hello"
            title.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(title)
            NSLayoutConstraint.activate([
                title.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 16),
                title.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -16),
                title.topAnchor.constraint(equalTo: cell.topAnchor, constant: 8),
            ])
            runLoop.runUntilIdle()
            let afterTurn = title.frame
            trace.mark("now")
            cell.layoutIfNeeded()
            trace.mark("after")
            let laidOut = title.frame
            let inWindow = cell.window == nil
            window.addSubview(cell)
            cell.frame = CGRect(x: 0, y: 100, width: 200, height: 100)
            runLoop.runUntilIdle()
            let windowed = title.frame
            cell.removeFromSuperview()
            cell.frame = CGRect(x: 0, y: 0, width: 100, height: 100)
            cell.layoutIfNeeded()
            """)
        // The turn's commit lays out the window only: the cell's hierarchy is untouched.
        #expect(try q(run, "afterTurn") == .rect(.zero))
        #expect(try q(run, "inWindow") == .bool(true))
        #expect(try q(run, "laidOut") == .rect(CGRect(x: 16, y: 8, width: 288, height: 21)))
        #expect(
            try q(run, #"trace.between("now", "after").calls("updateConstraints", "layoutSubviews")"#)
                == .array(
                    [
                        "title.updateConstraints", "cell.updateConstraints", "cell.layoutSubviews",
                        "title.layoutSubviews",
                    ].map { .string($0) }))
        #expect(try q(run, "windowed") == .rect(CGRect(x: 16, y: 8, width: 168, height: 21)))
        // Out of the window again, the hierarchy's own constraints still hold it.
        #expect(try q(run, "title.frame") == .rect(CGRect(x: 16, y: 8, width: 68, height: 21)))
    }

    /// Fact 50 with fact 21 (Docs): `layoutIfNeeded()` on a view inside a hierarchy in no window
    /// first updates the constraints of the whole hierarchy (its root hosts the engine), then lays
    /// out the receiver's subtree only; a view with no constraints still gets `layoutSubviews`.
    @Test func fact50LayoutIfNeededBelowTheRoot() throws {
        let run = run(
            """
            class Card: UIView {
                override func layoutSubviews() {
                    super.layoutSubviews()
                }
            }
            let root = Card(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
            let panel = Card(frame: CGRect(x: 0, y: 0, width: 300, height: 100))
            let badge = UIView()
            badge.translatesAutoresizingMaskIntoConstraints = false
            root.addSubview(panel)
            panel.addSubview(badge)
            NSLayoutConstraint.activate([
                badge.widthAnchor.constraint(equalToConstant: 40),
                badge.heightAnchor.constraint(equalToConstant: 20),
                badge.centerXAnchor.constraint(equalTo: panel.centerXAnchor),
                badge.centerYAnchor.constraint(equalTo: panel.centerYAnchor),
            ])
            trace.mark("now")
            panel.layoutIfNeeded()
            let loose = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            let plain = Card(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            loose.addSubview(plain)
            trace.mark("plain")
            loose.layoutIfNeeded()
            """)
        #expect(try q(run, "badge.frame") == .rect(CGRect(x: 130, y: 40, width: 40, height: 20)))
        let calls = try q(run, #"trace.between("now", "plain").calls("updateConstraints", "layoutSubviews")"#)
        #expect(
            calls
                == .array(
                    [
                        "badge.updateConstraints", "panel.updateConstraints", "root.updateConstraints",
                        "panel.layoutSubviews", "badge.layoutSubviews",
                    ].map { .string($0) }))
        #expect(
            try q(run, #"trace.after("plain").calls("updateConstraints", "layoutSubviews")"#)
                == .array(["loose.layoutSubviews", "plain.layoutSubviews"].map { .string($0) }))
    }
}
