import Foundation
import Testing
@testable import Scenario

/// Facts 64–65: scroll views as UIKit code writes them.
@Suite struct ScrollViewTests {
    /// A full-screen scroll view whose column of six 200 pt blocks is pinned to the content
    /// layout guide and as wide as the frame layout guide; `extra` runs after the first frame.
    static func page(extra: String) -> String {
        """
        class Page: UIViewController, UIScrollViewDelegate {
            let scroll = UIScrollView(frame: .zero)
            let column = UIStackView()
            var scrolled: [CGFloat] = []
            override func viewDidLoad() {
                super.viewDidLoad()
                scroll.translatesAutoresizingMaskIntoConstraints = false
                column.translatesAutoresizingMaskIntoConstraints = false
                column.axis = .vertical
                view.addSubview(scroll)
                scroll.addSubview(column)
                scroll.delegate = self
                for _ in 0..<6 {
                    let block = UIView()
                    block.heightAnchor.constraint(equalToConstant: 200).isActive = true
                    column.addArrangedSubview(block)
                }
                NSLayoutConstraint.activate([
                    scroll.topAnchor.constraint(equalTo: view.topAnchor),
                    scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
                    scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
                    scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
                    column.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
                    column.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
                    column.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
                    column.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
                    column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
                ])
            }
            func scrollViewDidScroll(_ scrollView: UIScrollView) { scrolled.append(scrollView.contentOffset.y) }
        }
        let page = Page()
        window.rootViewController = page
        runLoop.runUntilIdle()
        \(extra)
        """
    }

    func run(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ScenarioRun {
        let run = ScenarioRun(source: source)
        if case .failed(let d) = run.outcome { Issue.record("\(d.rendered())", sourceLocation: sourceLocation) }
        if case .raised(let m, let l) = run.outcome { Issue.record("raised \(m) at \(l)", sourceLocation: sourceLocation) }
        return run
    }

    func q(_ run: ScenarioRun, _ expression: String) throws -> ScenarioValue {
        try run.evaluate(expression, at: SourceLocation(file: "lesson.yaml", line: 1, column: 1))
    }

    /// Fact 64 (Docs contentOffset, scrollViewDidScroll(_:)): the offset is `bounds.origin`; the
    /// column's frame does not change; the delegate hears at once, the layout waits for the commit.
    @Test func fact64ContentOffsetIsTheBoundsOrigin() throws {
        let run = run(Self.page(extra: """
            trace.mark("scroll")
            page.scroll.contentOffset = CGPoint(x: 0, y: 250)
            let boundsNow = page.scroll.bounds
            let columnNow = page.column.frame
            let heard = page.scrolled
            let laidOutYet = trace.after("scroll").contains("page.scroll.layoutSubviews")
            runLoop.runOnce()
            """))
        #expect(try q(run, "boundsNow") == .rect(CGRect(x: 0, y: 250, width: 390, height: 844)))
        #expect(try q(run, "columnNow") == .rect(CGRect(x: 0, y: 0, width: 390, height: 1200)))
        #expect(try q(run, "heard") == .array([.double(250)]))
        #expect(try q(run, "laidOutYet") == .bool(false))
        #expect(try q(run, #"trace.after("scroll").count("page.scroll.layoutSubviews")"#) == .int(1))
        #expect(try q(run, #"trace.after("scroll").calls("scrollViewDidScroll")"#) == .array([.string("page.scrollViewDidScroll")]))
    }

    /// Fact 64 (Docs contentLayoutGuide, frameLayoutGuide; ALG "Working with Scroll Views"): the
    /// content guide's constrained size is the content size; the frame guide is the view's frame.
    @Test func fact64TheContentLayoutGuideGivesTheContentSize() throws {
        let run = run(Self.page(extra: "let layoutGuideFrame = page.scroll.frameLayoutGuide.layoutFrame"))
        #expect(try q(run, "page.scroll.contentSize") == .size(CGSize(width: 390, height: 1200)))
        #expect(try q(run, "layoutGuideFrame") == .rect(CGRect(x: 0, y: 0, width: 390, height: 844)))
    }

    /// Fact 65 (Docs ContentInsetAdjustmentBehavior, adjustedContentInset): the full-screen scroll
    /// view's safe area is 47 / 34; content taller than the view takes it vertically, short content
    /// does not unless it always bounces (as a table does); `.never` and `.always` say it outright.
    @Test func fact65AdjustedContentInsetFollowsTheBehaviour() throws {
        let run = run(Self.page(extra: """
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
