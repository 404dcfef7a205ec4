import Foundation
import Testing

@testable import Scenario
@testable import Simulator

extension FidelityScenarioTests {
    /// Fact 57 (UIView.h on `requiresConstraintBasedLayout`: "constraint-based layout engages
    /// lazily when someone tries to use it (e.g., adds a constraint to a view)"): a window that
    /// never used Auto Layout has no update-constraints work, and its commits list no view as
    /// needing it; the first constraint engages it and the pass runs.
    @Test func fact57ConstraintBasedLayoutEngagesLazily() throws {
        let run = run(
            """
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(box)
            runLoop.runUntilIdle()
            trace.mark("move")
            box.frame.origin.x = 20
            runLoop.runUntilIdle()
            trace.mark("constrain")
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            box.addSubview(label)
            label.leadingAnchor.constraint(equalTo: box.leadingAnchor).isActive = true
            runLoop.runUntilIdle()
            """)
        let commits = run.trace.before("constrain").events.filter { $0.method == "commit" }
        #expect(commits.count == 2)
        #expect(commits.allSatisfy { $0.dirty?.needsUpdateConstraints == [] })
        #expect(try q(run, #"trace.before("constrain").count("updateConstraints")"#) == .int(0))
        let engaged = try #require(run.trace.after("constrain").events.first { $0.method == "commit" })
        #expect(engaged.dirty?.needsUpdateConstraints.contains("label") == true)
        #expect(try q(run, #"trace.after("constrain").contains("label.updateConstraints")"#) == .bool(true))
    }
}

extension FidelityScenarioTests {
    /// Fact 59 (public UIKit console logs, e.g. `<NSLayoutConstraint:0x600001beaf80
    /// 'UIView-Encapsulated-Layout-Width' UIView:0x7fb7bb413950.width == 414 (active)>` next to
    /// `<NSAutoresizingMaskLayoutConstraint … h=-&- v=-&- 'UIView-Encapsulated-Layout-Left' …>`):
    /// the window's root view controller's view is held by UIKit's encapsulated-layout
    /// constraints — the size ones are plain NSLayoutConstraints, so a conflict with them alone
    /// has no autoresizing note — while any other frame-based view keeps
    /// NSAutoresizingMaskLayoutConstraints.
    @Test func fact59RootViewHeldByEncapsulatedLayoutConstraints() throws {
        let run = run(
            """
            let vc = UIViewController()
            let banner = UIView()
            banner.translatesAutoresizingMaskIntoConstraints = false
            vc.view.addSubview(banner)
            let lead = banner.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 20)
            let trail = banner.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor, constant: -20)
            NSLayoutConstraint.activate([lead, trail])
            window.rootViewController = vc
            runLoop.runUntilIdle()
            trace.mark("wide")
            let wide = banner.widthAnchor.constraint(equalToConstant: 400)
            wide.isActive = true
            runLoop.runOnce()
            trace.mark("box")
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 50, height: 50))
            vc.view.addSubview(box)
            box.widthAnchor.constraint(equalToConstant: 80).isActive = true
            runLoop.runOnce()
            """)
        let rootLog = try #require(
            run.trace.between("wide", "box").events.first { $0.reason == "unsatisfiableConstraints" }?.text)
        #expect(
            rootLog.contains(
                "\"<NSLayoutConstraint 'UIView-Encapsulated-Layout-Width' vc.view.width == 390   (active)>\""))
        #expect(!rootLog.contains("NSAutoresizingMaskLayoutConstraint"))
        let boxLog = try #require(run.trace.after("box").events.first { $0.reason == "unsatisfiableConstraints" }?.text)
        #expect(boxLog.contains("\"<NSAutoresizingMaskLayoutConstraint h=--& v=--& box.width == 50   (active)>\""))
        #expect(boxLog.contains("(Note: If you're seeing NSAutoresizingMaskLayoutConstraints"))
        // The position holds keep the mask's class and notation.
        let vcView = try #require(run.simulation.window.rootViewController?.viewIfLoaded)
        let left = try #require(vcView.autoresizingConstraints.first)
        #expect(
            left.description
                == "<NSAutoresizingMaskLayoutConstraint h=-&- v=-&- 'UIView-Encapsulated-Layout-Left' vc.view.minX == 0   (active)>"
        )
    }
}
