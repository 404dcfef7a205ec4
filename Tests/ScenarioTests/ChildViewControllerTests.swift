import Foundation
import Testing

@testable import Scenario

/// Child view controllers: adding, their views and their callbacks.
@Suite struct ChildViewControllerTests: ScenarioChecks {
    /// Docs UIViewController (addChild, willMove(toParent:), didMove(toParent:),
    /// removeFromParent) and fact 18: `addChild` calls the child's `willMove(toParent:)`;
    /// `removeFromParent` calls `didMove(toParent: nil)`. The child's view is a controller's root
    /// view: its `viewWillLayoutSubviews` / `layoutSubviews` / `viewDidLayoutSubviews` run after
    /// the parent's `viewDidLayoutSubviews` returns.
    @Test func childViewControllers() throws {
        let run = run(
            """
            class Panel: UIViewController {
                override func viewWillLayoutSubviews() {}
                override func viewDidLayoutSubviews() {}
            }
            let parent = Panel()
            let child = Panel()
            window.rootViewController = parent
            runLoop.runUntilIdle()
            trace.mark("add")
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.view.frame = CGRect(x: 0, y: 100, width: 390, height: 200)
            child.didMove(toParent: parent)
            let kids = parent.children.count
            let back = child.parent === parent
            trace.mark("layout")
            runLoop.runUntilIdle()
            trace.mark("remove")
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            let after = parent.children.count
            """)
        #expect(try q(run, "kids") == .int(1))
        #expect(try q(run, "back") == .bool(true))
        #expect(try q(run, "after") == .int(0))
        #expect(try q(run, "child.parent == nil") == .bool(true))
        #expect(
            try q(run, #"trace.between("add", "layout").calls("addChild", "willMoveToParent", "didMoveToParent")"#)
                == strings("parent.addChild", "child.willMoveToParent", "child.didMoveToParent"))
        #expect(
            try q(
                run,
                #"trace.between("layout", "remove").calls("viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews")"#
            )
                == strings(
                    "parent.viewWillLayoutSubviews", "parent.view.layoutSubviews", "parent.viewDidLayoutSubviews",
                    "child.viewWillLayoutSubviews", "child.view.layoutSubviews", "child.viewDidLayoutSubviews"))
        #expect(
            try q(run, #"trace.after("remove").calls("willMoveToParent", "removeFromParent", "didMoveToParent")"#)
                == strings("child.willMoveToParent", "child.removeFromParent", "child.didMoveToParent"))
    }
}
