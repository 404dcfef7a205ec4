import Foundation
import Testing

@testable import Scenario

/// UIView.autoresizingMask: how a frame-based view follows its superview, and its constraints in
/// the unsatisfiable log (facts 45, 46).
@Suite struct AutoresizingTests: ScenarioChecks {
    /// Fact 45 (Docs UIView.AutoresizingMask): each flexible part takes a share of the
    /// superview's size change in proportion to its current size; fixed parts keep theirs; with no
    /// flexible part on an axis the frame keeps that axis.
    @Test func fact45AutoresizingMaskSharesTheChange() throws {
        let run = run(
            """
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let stretch = UIView(frame: CGRect(x: 20, y: 20, width: 260, height: 160))
            stretch.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let shared = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 50))
            shared.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
            let pinned = UIView(frame: CGRect(x: 250, y: 150, width: 40, height: 40))
            pinned.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
            let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
            for v in [stretch, shared, pinned, fixed] { parent.addSubview(v) }
            parent.frame = CGRect(x: 0, y: 0, width: 600, height: 300)
            let mask = pinned.autoresizingMask
            let single = UIView()
            single.autoresizingMask = .flexibleWidth
            """)
        #expect(try q(run, "stretch.frame") == .rect(CGRect(x: 20, y: 20, width: 560, height: 260)))
        // 300 more points shared 100 : 100 : 100 by the three flexible parts.
        #expect(try q(run, "shared.frame") == .rect(CGRect(x: 200, y: 0, width: 200, height: 50)))
        #expect(try q(run, "pinned.frame") == .rect(CGRect(x: 550, y: 250, width: 40, height: 40)))
        #expect(try q(run, "fixed.frame") == .rect(CGRect(x: 10, y: 10, width: 30, height: 30)))
        #expect(try q(run, "mask") == .array([.symbol("flexibleLeftMargin"), .symbol("flexibleTopMargin")]))
        #expect(try q(run, "single.autoresizingMask.contains(.flexibleWidth)") == .bool(true))
        #expect(failure("let v = UIView()\nv.autoresizingMask = [.flexibleWdth]")?.contains("flexibleWidth") == true)
    }

    /// Fact 46 (Docs translatesAutoresizingMaskIntoConstraints; ALG; the console's own format):
    /// a frame-based view's autoresizing constraints read `h=--& v=--&` in the unsatisfiable log,
    /// with UIKit's note; the log names UIViewAlertForUnsatisfiableConstraints (fact 53).
    @Test func fact46AutoresizingConstraintsInTheLog() throws {
        let run = run(
            """
            let box = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 50))
            window.addSubview(box)
            let wide = box.widthAnchor.constraint(equalToConstant: 200)
            wide.isActive = true
            let stretchy = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            stretchy.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
            window.addSubview(stretchy)
            stretchy.heightAnchor.constraint(equalToConstant: 30).isActive = true
            runLoop.runUntilIdle()
            """)
        let logs = run.trace.events.filter { $0.reason == "unsatisfiableConstraints" }.compactMap(\.text)
        #expect(logs.count == 2)
        let first = logs.first ?? ""
        #expect(first.contains("\"<NSAutoresizingMaskLayoutConstraint h=--& v=--& box.width == 100   (active)>\""))
        #expect(
            first.contains(
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
            ))
        #expect(
            first.contains(
                "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger."))
        #expect(logs.last?.contains("h=-&- v=--& stretchy.height == 10") == true)
    }
}
