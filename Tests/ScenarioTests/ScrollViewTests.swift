import Foundation
import Testing

@testable import Scenario

/// Facts 64, 65, 82 and 83: scroll views as UIKit code writes them.
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
    /// content guide's constrained size is the content size; the frame guide is the visible
    /// rectangle, in the scroll view's coordinates: scrolled to 250, it starts at y 250.
    @Test func fact64TheContentLayoutGuideGivesTheContentSize() throws {
        let run = run(try Self.page(extra: "let layoutGuideFrame = page.scroll.frameLayoutGuide.layoutFrame"))
        #expect(try q(run, "page.scroll.contentSize") == .size(CGSize(width: 390, height: 1200)))
        #expect(try q(run, "layoutGuideFrame") == .rect(CGRect(x: 0, y: 250, width: 390, height: 844)))
    }

    /// Fact 64 (Docs frameLayoutGuide: constraints "related to the frame rectangle of a scroll view
    /// itself, as opposed to its content rectangle"): a button pinned to the frame guide's bottom
    /// trailing corner stays on screen as the content scrolls, so its frame in the scroll view's
    /// coordinates moves with the offset, in the next layout pass; one pinned to the content
    /// guide keeps its frame.
    @Test func fact64AViewPinnedToTheFrameGuideStaysOnScreen() throws {
        let run = run(
            try Self.page(
                extra: """
                    let floating = UIView()
                    floating.translatesAutoresizingMaskIntoConstraints = false
                    page.scroll.addSubview(floating)
                    NSLayoutConstraint.activate([
                        floating.trailingAnchor.constraint(equalTo: page.scroll.frameLayoutGuide.trailingAnchor, constant: -16),
                        floating.bottomAnchor.constraint(equalTo: page.scroll.frameLayoutGuide.bottomAnchor, constant: -16),
                        floating.widthAnchor.constraint(equalToConstant: 56),
                        floating.heightAnchor.constraint(equalToConstant: 56),
                    ])
                    runLoop.runUntilIdle()
                    let resting = floating.frame
                    page.scroll.contentOffset = CGPoint(x: 0, y: 300)
                    let beforeLayout = floating.frame
                    runLoop.runUntilIdle()
                    let scrolled = floating.frame
                    """))
        #expect(try q(run, "resting") == .rect(CGRect(x: 318, y: 1022, width: 56, height: 56)))
        #expect(try q(run, "beforeLayout") == .rect(CGRect(x: 318, y: 1022, width: 56, height: 56)))
        #expect(try q(run, "scrolled") == .rect(CGRect(x: 318, y: 1072, width: 56, height: 56)))
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

    /// Fact 82 (Stack Overflow question 22318897: the subview count grows after
    /// setContentOffset, "the scroll indicator"; TEAM-Workit/Workit-iOS UIScrollView+.swift finds
    /// the two `_UIScrollViewScrollIndicator` views as the last subviews; iOS 13+
    /// `recursiveDescription` dumps list both at `alpha = 0` after they faded): scrolling puts the
    /// horizontal and then the vertical indicator on top of the five tiles; faded, they stay.
    @Test func fact82ScrollIndicatorsStaySubviewsAfterTheyFadeObservedDumps() throws {
        let run = run(try exampleScenario("scroll-indicators.swift"))
        #expect(try q(run, "before") == .int(5))
        #expect(try q(run, "whileShown") == .int(7))
        #expect(try q(run, "afterFade") == .int(7))
        // Stacking by the subviews' heights meets the indicators: 1000 + 3 + 300 / 1000 × 294.
        #expect(try q(run, "stackedHeight") == .double(1091.2))
        #expect(try q(run, "stackedAfterFade") == .double(1091.2))
        #expect(try q(run, "fadedAlpha") == .double(0))
        #expect(
            try q(run, #"trace.after("scroll").calls("showScrollIndicators", "didAddSubview")"#)
                == .array(
                    [
                        "scroll.showScrollIndicators", "scroll.didAddSubview", "scroll.didAddSubview",
                    ].map { .string($0) }))
        #expect(
            try q(run, #"trace.after("fade").calls("hideScrollIndicators")"#)
                == .array(["scroll.hideScrollIndicators"].map { .string($0) }))
    }

    /// Fact 82 (Docs showsVerticalScrollIndicator, showsHorizontalScrollIndicator,
    /// flashScrollIndicators()): a suppressed indicator is never added; `flashScrollIndicators()`
    /// shows the others without a scroll; turning one off takes it off at once; a plain
    /// `contentOffset =` shows none (the model's reading).
    @Test func fact82ShowsFlagsSuppressIndicatorsDocsFlashScrollIndicators() throws {
        let run = run(
            Self.tallScroll + """
                scroll.contentOffset = CGPoint(x: 0, y: 100)
                let afterAssignment = scroll.subviews.count
                scroll.showsHorizontalScrollIndicator = false
                scroll.flashScrollIndicators()
                let afterFlash = scroll.subviews.count
                scroll.showsVerticalScrollIndicator = false
                let afterTurningOff = scroll.subviews.count
                scroll.scroll(velocity: CGPoint(x: 0, y: 600), frames: 10)
                runLoop.run(frames: 12)
                let whileScrollingWithNone = scroll.subviews.count
                """)
        #expect(try q(run, "afterAssignment") == .int(1))
        #expect(try q(run, "afterFlash") == .int(2))
        #expect(try q(run, "afterTurningOff") == .int(1))
        #expect(try q(run, "whileScrollingWithNone") == .int(1))
    }

    /// A 390 × 300 pt scroll view in the window with one 900 pt tall view as its content, laid
    /// out: the start of the indicator tests.
    static let tallScroll = """
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        window.addSubview(scroll)
        scroll.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 900)))
        scroll.contentSize = CGSize(width: 390, height: 900)
        runLoop.runUntilIdle()

        """

    /// Fact 82, model part: an indicator shown again is made opaque where it is, so a view the
    /// app added after the first scroll stays above it (public dumps list headers above faded
    /// indicators); `subviews.last` is then the app's view.
    @Test func fact82IndicatorShownAgainKeepsItsPlaceModel() throws {
        let run = run(
            Self.tallScroll + """
                scroll.flashScrollIndicators()
                runLoop.run(frames: 60)
                let badge = UIView(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
                scroll.addSubview(badge)
                scroll.flashScrollIndicators()
                let count = scroll.subviews.count
                let badgeIsLast = scroll.subviews.last === badge
                let shownAlpha = scroll.subviews[2].alpha
                """)
        #expect(try q(run, "count") == .int(4))
        #expect(try q(run, "badgeIsLast") == .bool(true))
        #expect(try q(run, "shownAlpha") == .double(1))
    }

    /// A full-screen table of 50 rows of 60 pt in a root view (safe area 47 / 34), with the
    /// given inset adjustment behaviour.
    static func insetTable(_ behavior: String) -> String {
        """
        class Rows: NSObject, UITableViewDataSource, UITableViewDelegate {
            var insetChanges = 0
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
            func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {
                insetChanges += 1
            }
        }
        let vc = UIViewController()
        let rows = Rows()
        let table = UITableView(frame: vc.view.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .\(behavior)
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        table.rowHeight = 60
        table.dataSource = rows
        table.delegate = rows
        vc.view.addSubview(table)
        window.rootViewController = vc
        runLoop.runUntilIdle()
        let firstOffset = table.contentOffset
        let firstRowFrame = table.cellForRow(at: IndexPath(row: 0, section: 0))!.frame
        let visibleCount = table.visibleCells.count
        table.scroll(velocity: CGPoint(x: 0, y: -3000), frames: 20)
        runLoop.run(frames: 22)
        let afterFlingUp = table.contentOffset
        table.scroll(velocity: CGPoint(x: 0, y: 100000), frames: 5)
        runLoop.run(frames: 7)
        let atBottom = table.contentOffset
        """
    }

    /// Fact 83 (Docs adjustedContentInset, ContentInsetAdjustmentBehavior.automatic; a public
    /// iOS recursiveDescription of a table: "contentOffset: {0, -56} … adjustedContentInset: {56,
    /// 0, 0, 0}"): with `.automatic` and a safe area the first offset is `-adjustedContentInset.top`,
    /// so row 0 shows below the status bar; a fling clamps at -47 on top and at the content's
    /// end plus the bottom inset (50 × 60 + 34 − 844 = 2190); the delegate hears of the change.
    @Test func fact83FirstOffsetIsMinusTheAdjustedTopInsetDocsAdjustedContentInset() throws {
        let run = run(Self.insetTable("automatic"))
        #expect(try q(run, "firstOffset") == .point(CGPoint(x: 0, y: -47)))
        #expect(try q(run, "firstRowFrame") == .rect(CGRect(x: 0, y: 0, width: 390, height: 60)))
        #expect(try q(run, "visibleCount") == .int(14))
        #expect(try q(run, "afterFlingUp") == .point(CGPoint(x: 0, y: -47)))
        #expect(try q(run, "atBottom") == .point(CGPoint(x: 0, y: 2190)))
        #expect(try q(run, "rows.insetChanges") == .int(1))
    }

    /// Fact 83 (Docs ContentInsetAdjustmentBehavior.never): `.never` lets no safe area in, so the
    /// first offset stays 0 and the fling clamps at 0 and 3000 − 844 = 2156 (lessons 13 and 14 use it).
    @Test func fact83NeverKeepsTheFirstOffsetAtZeroDocsContentInsetAdjustmentBehavior() throws {
        let run = run(Self.insetTable("never"))
        #expect(try q(run, "firstOffset") == .point(CGPoint(x: 0, y: 0)))
        #expect(try q(run, "visibleCount") == .int(15))
        #expect(try q(run, "afterFlingUp") == .point(CGPoint(x: 0, y: 0)))
        #expect(try q(run, "atBottom") == .point(CGPoint(x: 0, y: 2156)))
        #expect(try q(run, "rows.insetChanges") == .int(0))
    }
}
