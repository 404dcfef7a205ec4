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
        let run = run("""
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
