import Foundation
import Simulator
import Testing

@testable import Scenario

/// Facts 93 and 94: a collection view asks for cells and tells its prefetching data source of
/// items ahead of display, unless `isPrefetchingEnabled` is false; how far ahead is a model choice.
@Suite struct CollectionViewPrefetchTests: ScenarioChecking {
    /// A gallery of 90 items of 120 pt, three to a line (lines 130 pt apart), with a delegate and
    /// a prefetching data source that record what they hear; `setup` runs before it is shown.
    static func gallery(setup: String = "", then steps: String) -> String {
        """
        class PhotoCell: UICollectionViewCell {}
        class Loader: NSObject, UICollectionViewDataSourcePrefetching {
            var requested: [IndexPath] = []
            var cancelled: [IndexPath] = []
            func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
                requested += indexPaths
            }
            func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt indexPaths: [IndexPath]) {
                cancelled += indexPaths
            }
        }
        class Photos: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
            func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 90 }
            func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
            }
            func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {}
        }
        let vc = UIViewController()
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 120, height: 120)
        let grid = UICollectionView(frame: vc.view.bounds, collectionViewLayout: layout)
        grid.contentInsetAdjustmentBehavior = .never
        grid.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        let photos = Photos()
        let loader = Loader()
        grid.dataSource = photos
        grid.delegate = photos
        grid.prefetchDataSource = loader
        \(setup)
        vc.view.addSubview(grid)
        trace.mark("show")
        window.rootViewController = vc
        runLoop.runUntilIdle()
        \(steps)
        """
    }

    static let twoScrolls = """
        trace.mark("down")
        grid.contentOffset = CGPoint(x: 0, y: 400)
        runLoop.runOnce()
        trace.mark("further")
        grid.contentOffset = CGPoint(x: 0, y: 800)
        runLoop.runOnce()
        """

    /// Fact 93 (Docs UICollectionView.isPrefetchingEnabled: "the collection view requests cells
    /// in advance of when they will be displayed, spreading the rendering over multiple layout
    /// passes"; "The default value of this property is true"; WWDC 2016-219): the example's two
    /// galleries show the same 39 cells, but the one with the default asks for 48, 9 of them a
    /// scroll before they are displayed; the one with `isPrefetchingEnabled = false` asks for
    /// exactly the cells it displays, and its loader hears of nothing.
    @Test func fact93CellsAreAskedForAheadOfDisplayDocsIsPrefetchingEnabled() throws {
        let run = completedRun(try exampleScenario("collection-prefetch.swift"))
        #expect(try q(run, "ahead.collectionView.isPrefetchingEnabled") == .bool(true))
        #expect(try q(run, "asNeeded.collectionView.isPrefetchingEnabled") == .bool(false))
        #expect(try q(run, "[ahead.cellsAsked, ahead.cellsDisplayed]") == .array([.int(48), .int(39)]))
        #expect(try q(run, "[asNeeded.cellsAsked, asNeeded.cellsDisplayed]") == .array([.int(39), .int(39)]))
        #expect(try q(run, "asNeeded.loader.requested.count") == .int(0))
        // Item 30 is asked for in frame 1 and displayed in frame 2, with no second cellForItemAt.
        #expect(try q(run, #"trace.events("ahead.cellForItemAt").filter { $0.text == "[0, 30]" }.count"#) == .int(1))
        #expect(
            try q(run, #"trace.events("ahead.cellForItemAt").filter { $0.text == "[0, 30]" }.first!.frame"#) == .int(1))
        #expect(
            try q(run, #"trace.events("ahead.willDisplay").filter { $0.text == "[0, 30]" }.first!.frame"#) == .int(2))
        #expect(
            try q(run, #"trace.events("ahead.cellForItemAt").filter { $0.text == "[0, 30]" }.first!.reason"#)
                == .string("prefetch"))
        #expect(
            try q(run, #"trace.events("ahead.cellForItemAt").filter { $0.text == "[0, 21]" }.first!.reason"#)
                == .string("collectionView"))
    }

    /// Fact 93 (public observation, Stack Overflow question 39135347: cell prefetching "only
    /// begins when the user scrolls"; model): the first layout asks for the 21 visible cells
    /// only; a scroll down asks for the cells of the lines starting within half a screen below
    /// the bottom edge, which are not visible and have no willDisplay until they come in.
    @Test func fact93PrefetchedCellsStayOffScreenUntilTheirItemsComeIn() throws {
        let run = completedRun(Self.gallery(then: Self.twoScrolls))
        #expect(try q(run, #"trace.between("show", "down").count("photos.cellForItemAt")"#) == .int(21))
        // Offset 400: lines 3–9 visible (items 9–29); lines 10–12 start within 422 pt below 1244.
        #expect(
            try q(run, #"trace.between("down", "further").events("photos.cellForItemAt").map { $0.text }"#)
                == .array((21...38).map { .string("[0, \($0)]") }))
        #expect(try q(run, #"trace.between("down", "further").count("photos.willDisplay")"#) == .int(9))
        #expect(try q(run, "grid.visibleCells.count") == .int(21))
        #expect(try q(run, "grid.cellForItem(at: IndexPath(item: 41, section: 0)) == nil") == .bool(true))
        // Offset 800: lines 9–12 come in; 30–38 were asked for already, only displayed now.
        #expect(
            try q(run, #"trace.after("further").events("photos.willDisplay").map { $0.text }.first!"#)
                == .string("[0, 30]"))
        #expect(
            try q(run, #"trace.after("further").events("photos.cellForItemAt").map { $0.text }.first!"#)
                == .string("[0, 39]"))
    }

    /// Fact 93 (Docs isPrefetchingEnabled: "When false, the cells are requested as they are
    /// needed for display … Setting this property to false also disables data prefetching"):
    /// every cell asked for is displayed, and the prefetching data source hears nothing.
    @Test func fact93PrefetchingOffAsksOnlyForDisplayedCellsDocsIsPrefetchingEnabled() throws {
        let run = completedRun(Self.gallery(setup: "grid.isPrefetchingEnabled = false", then: Self.twoScrolls))
        #expect(try q(run, #"trace.count("photos.cellForItemAt")"#) == .int(39))
        #expect(try q(run, #"trace.count("photos.willDisplay")"#) == .int(39))
        #expect(try q(run, #"trace.count("loader.prefetchItemsAt")"#) == .int(0))
        #expect(run.simulation.trace.modelChoices.filter { $0.kind == .prefetchReach }.isEmpty)
    }

    /// Fact 93 (model choice): how far ahead is the model's, recorded as a choice; a run taking
    /// the other choice reaches twice as far (a whole screen of cells below the edge), and what
    /// Apple documents stays: every cell is asked for before it is displayed, the visible cells
    /// are the same.
    @Test func fact93TheReachIsAModelChoice() throws {
        let source = Self.gallery(then: Self.twoScrolls)
        var options = ScenarioOptions(fileName: "reach.swift")
        options.otherChoices = [.prefetchReach]
        let model = completedRun(source)
        let other = ScenarioRun(source: source, options: options)
        let choices = model.simulation.trace.modelChoices.filter { $0.kind == .prefetchReach }.map(\.detail)
        #expect(
            choices.contains("`grid` asks for the cells of the items within half a screen length ahead"), "\(choices)")
        let asked = #"trace.between("down", "further").count("photos.cellForItemAt")"#
        #expect(try q(model, asked) == .int(18))
        #expect(try q(other, asked) == .int(30))
        #expect(try q(other, "grid.visibleCells.count") == q(model, "grid.visibleCells.count"))
        #expect(try q(other, #"trace.count("photos.willDisplay")"#) == .int(39))
    }

    /// Fact 94 (Docs UICollectionViewDataSourcePrefetching, collectionView(_:prefetchItemsAt:):
    /// "The collection view doesn't call this method for cells it requires immediately"; "The
    /// order of the index paths provided represents the priority"; model: one screen ahead): the
    /// first layout tells the loader of the items starting within a screen below the visible
    /// ones, nearest first, in one call, before any of their cells is asked for.
    @Test func fact94DataIsPrefetchedBeforeCellsAreAskedForDocsPrefetchItemsAt() throws {
        let run = completedRun(Self.gallery(then: Self.twoScrolls))
        // Visible at offset 0: items 0–20 (lines 0–6); lines 7–12 start below 1688 pt.
        #expect(
            try q(run, #"trace.between("show", "down").events("loader.prefetchItemsAt").map { $0.text }"#)
                == .array([.string((21...38).map { "[0, \($0)]" }.joined(separator: " "))]))
        for item in [21, 30, 39] {
            #expect(
                try q(
                    run,
                    #"trace.events("loader.prefetchItemsAt").filter { $0.text.contains("[0, \#(item)]") }.first!.seq < trace.events("photos.cellForItemAt").filter { $0.text == "[0, \#(item)]" }.first!.seq"#
                ) == .bool(true), "item \(item)")
        }
    }

    /// Fact 94 (Docs collectionView(_:cancelPrefetchingForItemsAt:), model: beyond two screens):
    /// items the loader was told of that move more than two screens away again without being
    /// asked for are cancelled; a loader without the optional method hears nothing of it.
    @Test func fact94FarItemsAreCancelledDocsCancelPrefetchingForItemsAt() throws {
        let back = """
            grid.contentOffset = CGPoint(x: 0, y: 1300)
            runLoop.runOnce()
            trace.mark("back")
            grid.contentOffset = CGPoint(x: 0, y: 0)
            runLoop.runOnce()
            let cancelled = loader.cancelled.map { $0.item }
            """
        let run = completedRun(Self.gallery(then: back))
        // Offset 1300 told the loader of lines 17–22 (items 51–68, starting 2210–2860 pt); back
        // at 0, lines 20–22 start more than two screens (1688 pt) below the bottom edge (844).
        #expect(try q(run, "cancelled") == .array((60...68).map { .int($0) }))
        let without = completedRun(
            Self.gallery(then: back).replacingOccurrences(
                of: "func collectionView(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt",
                with: "func cancelledSoon(_ collectionView: UICollectionView, cancelPrefetchingForItemsAt"))
        #expect(try q(without, #"trace.count("loader.cancelPrefetchingForItemsAt")"#) == .int(0))
    }

    /// Fact 94 (UICollectionView.h: `@protocol UICollectionViewDataSourcePrefetching <NSObject>`
    /// with `@required collectionView:prefetchItemsAtIndexPaths:`): the protocol is checked as
    /// the compiler checks it, and only a conforming object is a prefetching data source.
    @Test func fact94ThePrefetchingProtocolIsChecked() throws {
        let missing = ScenarioRun(
            source: """
                class Loader: NSObject, UICollectionViewDataSourcePrefetching {
                    func collectionView(_ collectionView: UICollectionView, prefetchItems indexPaths: [IndexPath]) {}
                }
                """)
        guard case .failed(let d) = missing.outcome else {
            Issue.record("expected a diagnostic, got \(missing.outcome)")
            return
        }
        #expect(
            d.message.hasPrefix("type 'Loader' does not conform to protocol 'UICollectionViewDataSourcePrefetching'"))
        let wrongObject = ScenarioRun(
            source: """
                class Loader: NSObject {}
                let grid = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                grid.prefetchDataSource = Loader()
                """)
        guard case .failed(let e) = wrongObject.outcome else {
            Issue.record("expected a diagnostic, got \(wrongObject.outcome)")
            return
        }
        #expect(
            e.message == "cannot assign value of type 'Loader' to type '(any UICollectionViewDataSourcePrefetching)?'")
    }

    /// Fact 94 (Docs UITableView.isPrefetchingEnabled: "Setting this property to false also
    /// disables data prefetching"): a table with it false tells its prefetching data source nothing.
    @Test func fact94ATableWithPrefetchingOffPrefetchesNoDataDocsIsPrefetchingEnabled() throws {
        let source = TableViewTests.feed(
            rows: 40,
            extra: """
                class Prefetcher: NSObject, UITableViewDataSourcePrefetching {
                    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {}
                }
                let prefetcher = Prefetcher()
                feed.tableView.prefetchDataSource = prefetcher
                feed.tableView.isPrefetchingEnabled = false
                feed.tableView.reloadData()
                runLoop.runOnce()
                feed.tableView.contentOffset = CGPoint(x: 0, y: 600)
                runLoop.runOnce()
                """)
        let run = completedRun(source)
        #expect(try q(run, #"trace.count("prefetcher.prefetchRowsAt")"#) == .int(0))
        #expect(try q(run, "feed.tableView.isPrefetchingEnabled") == .bool(false))
    }

    /// Hostile input: zero-height items (all "within reach"), a data source that reloads while
    /// asked, prefetching turned off mid-scroll and a gone prefetching data source end cleanly,
    /// with the cells asked for ahead bounded.
    @Test func hostilePrefetchingEndsCleanly() throws {
        let zero = completedRun(
            Self.gallery(
                setup: "layout.itemSize = CGSize(width: 120, height: 0)",
                then: """
                    grid.contentOffset = CGPoint(x: 0, y: 10)
                    runLoop.runOnce()
                    """))
        #expect(try q(zero, #"trace.count("photos.cellForItemAt")"#).intValue.map { $0 <= 90 } == true)
        let toggled = completedRun(
            Self.gallery(
                then: """
                    grid.contentOffset = CGPoint(x: 0, y: 400)
                    runLoop.runOnce()
                    grid.isPrefetchingEnabled = false
                    grid.prefetchDataSource = nil
                    grid.reloadData()
                    grid.contentOffset = CGPoint(x: 0, y: 800)
                    runLoop.runOnce()
                    grid.isPrefetchingEnabled = true
                    grid.contentOffset = CGPoint(x: 0, y: 2000)
                    runLoop.runOnce()
                    """))
        #expect(try q(toggled, "grid.visibleCells.count").intValue.map { $0 > 0 } == true)
        let reloading = ScenarioRun(
            source: Self.gallery(
                then: """
                    grid.contentOffset = CGPoint(x: 0, y: 400)
                    runLoop.runOnce()
                    """
            ).replacingOccurrences(
                of: "collectionView.dequeueReusableCell(withReuseIdentifier: \"photo\", for: indexPath)\n",
                with:
                    "collectionView.reloadData()\n        return collectionView.dequeueReusableCell(withReuseIdentifier: \"photo\", for: indexPath)\n"
            ))
        // Ending at all is what is tested: an error is the scenario's, never a crash or a hang.
        if case .failed(let d) = reloading.outcome { #expect(!d.message.isEmpty) }
    }
}
