import Foundation
import Testing

@testable import Scenario

/// Facts 64–65: scroll views as UIKit code writes them.
@Suite struct ScrollViewTests {
    /// examples/scenarios/scroll-view-guides.swift: a full-screen scroll view whose column of six
    /// 200 pt blocks is pinned to the content layout guide and as wide as the frame layout guide;
    /// it scrolls to 250 after the first frame. `extra` runs after it.
    static func page(extra: String = "") throws -> String {
        try exampleScenario("scroll-view-guides.swift") + "\n" + extra
    }

    func run(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ScenarioRun {
        completedRun(source, sourceLocation: sourceLocation)
    }

    func q(_ run: ScenarioRun, _ expression: String) throws -> ScenarioValue { try query(run, expression) }

    /// Fact 64 (Docs contentOffset, scrollViewDidScroll(_:)): the offset is `bounds.origin`; the
    /// column's frame does not change; the delegate hears at once, the layout waits for the commit.
    @Test func fact64ContentOffsetIsTheBoundsOrigin() throws {
        let run = run(try Self.page())
        #expect(
            try q(run, #"trace.after("scroll").printed"#)
                == .array(
                    ["did scroll to 250.0", "(0.0, 250.0, 390.0, 844.0) (0.0, 0.0, 390.0, 1200.0)"].map { .string($0) })
        )
        // The delegate first, during the statement; the scroll view's layout in the next commit.
        #expect(
            try q(run, #"trace.after("scroll").calls("scrollViewDidScroll", "layoutSubviews")"#)
                == .array(["page.scrollViewDidScroll", "page.scroll.layoutSubviews"].map { .string($0) }))
        #expect(
            try q(run, #"trace.after("scroll").events("scrollViewDidScroll")[0].phase"#) == .string("eventHandling"))
        #expect(
            try q(run, #"trace.after("scroll").events("page.scroll.layoutSubviews")[0].phase"#) == .string("layout"))
    }

    /// Fact 64 (Docs contentLayoutGuide, frameLayoutGuide; ALG "Working with Scroll Views"): the
    /// content guide's constrained size is the content size; the frame guide is the view's frame.
    @Test func fact64TheContentLayoutGuideGivesTheContentSize() throws {
        let run = run(try Self.page(extra: "let layoutGuideFrame = page.scroll.frameLayoutGuide.layoutFrame"))
        #expect(try q(run, "page.scroll.contentSize") == .size(CGSize(width: 390, height: 1200)))
        #expect(try q(run, "layoutGuideFrame") == .rect(CGRect(x: 0, y: 0, width: 390, height: 844)))
    }

    /// Fact 65 (Docs ContentInsetAdjustmentBehavior, adjustedContentInset): the full-screen scroll
    /// view's safe area is 47 / 34; content taller than the view takes it vertically, short content
    /// does not unless it always bounces (as a table does); `.never` and `.always` say it outright.
    @Test func fact65AdjustedContentInsetFollowsTheBehaviour() throws {
        let run = run(
            try Self.page(
                extra: """
                    let tall = page.scroll.adjustedContentInset
                    page.scroll.contentInset = UIEdgeInsets(top: 10, left: 0, bottom: 0, right: 0)
                    page.scroll.contentInsetAdjustmentBehavior = .never
                    let never = page.scroll.adjustedContentInset
                    page.scroll.contentInsetAdjustmentBehavior = .always
                    let always = page.scroll.adjustedContentInset
                    let short = UIScrollView(frame: page.view.bounds)
                    page.view.addSubview(short)
                    short.contentSize = CGSize(width: 390, height: 100)
                    let shortInset = short.adjustedContentInset
                    short.alwaysBounceVertical = true
                    let bouncing = short.adjustedContentInset
                    let table = UITableView(frame: page.view.bounds, style: .plain)
                    page.view.addSubview(table)
                    let tableInset = table.adjustedContentInset
                    """))
        #expect(try q(run, "tall.top") == .double(47))
        #expect(try q(run, "tall.bottom") == .double(34))
        #expect(try q(run, "never.top") == .double(10))
        #expect(try q(run, "never.bottom") == .double(0))
        #expect(try q(run, "always.top") == .double(57))
        #expect(try q(run, "shortInset.top") == .double(0))
        #expect(try q(run, "bouncing.top") == .double(47))
        #expect(try q(run, "tableInset.bottom") == .double(34))
    }
}
