import Foundation
import Testing

@testable import Scenario

/// Facts 88–92: UICollectionView with flow and compositional layouts, written as in Xcode.
@Suite struct CollectionViewTests: ScenarioChecking {
    /// Fact 88 (Docs UICollectionView, dequeueReusableCell(withReuseIdentifier:for:),
    /// UICollectionViewFlowLayout minimumLineSpacing/minimumInteritemSpacing): 120 pt items 15 pt
    /// apart, three to a line; the first layout asks for the 21 cells of the seven lines that meet
    /// the screen only, and after a 270 pt scroll the six cells of lines 0 and 1 come back for
    /// items 21–26 after prepareForReuse.
    @Test func fact88FlowLayoutAsksForVisibleItemsAndReusesCellsDocsDequeueReusableCell() throws {
        let run = run(try exampleScenario("collection-grid.swift"))
        #expect(try q(run, #"trace.before("scroll").count("grid.cellForItemAt")"#) == .int(21))
        #expect(try q(run, #"trace.before("scroll").count("grid.numberOfItemsInSection")"#) == .int(1))
        #expect(try q(run, "grid.collectionView.contentSize") == .size(CGSize(width: 390, height: 20 * 120 + 19 * 15)))
        #expect(
            try q(run, "grid.collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))!.frame")
                == .rect(CGRect(x: 135, y: 135, width: 120, height: 120)))
        #expect(
            try q(run, #"trace.after("scroll").events("dequeueReusableCell").map { $0.text }"#)
                == .array((21...26).map { .string("photo [0, \($0)] reused") }))
        #expect(try q(run, #"trace.after("scroll").count("prepareForReuse")"#) == .int(6))
        #expect(try q(run, "grid.collectionView.indexPathsForVisibleItems.first!.item") == .int(6))
    }

    /// Fact 88 (Docs register(_:forCellWithReuseIdentifier:); UIKit's exception texts): an
    /// identifier never registered raises, and so does a cell the data source made itself.
    @Test func fact88DequeueingUnregisteredOrReturningAnUndequeuedCellRaises() throws {
        let grid = try exampleScenario("collection-grid.swift")
        let unregistered = raised(
            grid.replacingOccurrences(
                of: #"withReuseIdentifier: "photo", for"#, with: #"withReuseIdentifier: "Photo", for"#))
        #expect(
            unregistered
                == "NSInternalInconsistencyException: could not dequeue a view of kind: UICollectionElementKindCell with "
                + "identifier Photo - must register a nib or a class for the identifier or connect a prototype cell in a "
                + "storyboard")
        let made = raised(
            grid.replacingOccurrences(
                of: #"collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell"#,
                with: "PhotoCell(frame: .zero)"))
        #expect(
            made?.hasPrefix(
                "NSInternalInconsistencyException: the cell returned from -collectionView:cellForItemAtIndexPath: does not have a reuseIdentifier"
            ) == true)
    }

    /// Fact 88 (UIKit's console text "The behavior of the UICollectionViewFlowLayout is not
    /// defined because: the item width must be less than the width of the UICollectionView minus
    /// the section insets …"): an item wider than its line is logged once.
    @Test func fact88AnItemWiderThanTheLineIsLogged() throws {
        let run = run(
            try exampleScenario("collection-grid.swift").replacingOccurrences(
                of: "CGSize(width: 120, height: 120)", with: "CGSize(width: 400, height: 120)"))
        #expect(try q(run, "trace.logs.count") == .int(1))
        let log = try #require(try q(run, "trace.logs[0]").stringValue)
        #expect(log.hasPrefix("The behavior of the UICollectionViewFlowLayout is not defined because:"))
    }

    /// Fact 89 (Docs UICollectionViewFlowLayout.estimatedItemSize, automaticSize,
    /// preferredLayoutAttributesFitting(_:)): each tag's cell is asked for its size, measured
    /// with both axes free (text width + 24, 21 + 16 tall); without the override nothing is as
    /// wide as the line.
    @Test func fact89FlowSelfSizingAsksEachCellDocsPreferredLayoutAttributesFitting() throws {
        let run = run(try exampleScenario("collection-self-sizing.swift"))
        #expect(try q(run, "trace.count(\"preferredLayoutAttributesFitting\")") == .int(6))
        #expect(try q(run, "trace.count(\"systemLayoutSizeFitting\")") == .int(6))
        #expect(
            try q(run, "vc.collectionView.visibleCells.map { $0.frame.height }")
                == .array(Array(repeating: .double(37), count: 6)))
        #expect(
            try q(run, "vc.collectionView.visibleCells[0].frame") == .rect(CGRect(x: 16, y: 0, width: 69, height: 37)))
        #expect(try q(run, "trace.logs.count") == .int(0))
    }

    /// Fact 89 (Docs preferredLayoutAttributesFitting(_:): "If you override this method and want
    /// the cell size adjustments, call super first and make your own modifications"): an
    /// override that sets the width decides it, one line per tag.
    @Test func fact89AnOverrideAfterSuperDecidesTheSizeDocsPreferredLayoutAttributesFitting() throws {
        let source = try exampleScenario("collection-self-sizing.swift")
            .replacingOccurrences(of: "    // override func", with: "    override func")
            .replacingOccurrences(of: "    //     ", with: "        ")
            .replacingOccurrences(of: "    // {", with: "    {")
            .replacingOccurrences(of: "    // }", with: "    }")
        let run = run(source)
        #expect(
            try q(run, "vc.collectionView.visibleCells.map { $0.frame.minY }")
                == .array([0, 47, 94, 141, 188, 235].map { .double($0) }))
        #expect(
            try q(run, "vc.collectionView.visibleCells.allSatisfy { $0.frame.width == 358 && $0.frame.minX == 16 }")
                == .bool(true))
    }

    /// Fact 90 (Docs NSCollectionLayoutDimension: "You provide an initial estimated size and the
    /// system computes the actual value later"; WWDC 2019-215): a full-width item estimated 44
    /// tall is measured at 390 pt wide (a three-line note: 12 + 63 + 12 = 87), the next item
    /// starts 8 pt below it, and items not yet shown still count at 44.
    @Test func fact90EstimatedHeightsAreMeasuredAtTheFractionalWidthDocsNSCollectionLayoutDimension() throws {
        let run = run(try exampleScenario("compositional-list.swift"))
        #expect(
            try q(run, "vc.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame")
                == .rect(CGRect(x: 0, y: 53, width: 390, height: 87)))
        #expect(
            try q(run, "vc.collectionView.layoutAttributesForItem(at: IndexPath(item: 29, section: 0))!.frame.height")
                == .double(44))
        #expect(try q(run, "vc.collectionView.visibleCells.count") == .int(12))
        #expect(try q(run, "trace.logs.count") == .int(0))
    }

    /// Fact 90 (Docs UICollectionViewCompositionalLayout.list(using:)): a list layout makes one
    /// full-width self-sizing row per item.
    @Test func fact90ListLayoutRowsAreFullWidthAndSelfSizingDocsListUsing() throws {
        let source = try exampleScenario("compositional-list.swift").replacingOccurrences(
            of: "collectionViewLayout: UICollectionViewCompositionalLayout(section: section))",
            with:
                "collectionViewLayout: UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .insetGrouped)))"
        )
        let run = run(source)
        #expect(
            try q(run, "vc.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame")
                == .rect(CGRect(x: 0, y: 45, width: 390, height: 87)))
    }

    /// Fact 91 (Docs estimatedItemSize, NSCollectionLayoutDimension.estimated(_:)): at a 44 pt
    /// estimate 17 items seem to fit, so 17 cells are asked for and measured; placed again at
    /// their real heights only 12 fit, and the five others go back to the queue unseen.
    @Test func fact91EstimatesDecideWhichCellsAreAskedForDocsEstimatedItemSize() throws {
        let run = run(
            try exampleScenario("compositional-list.swift")
                + """

                trace.mark("scroll")
                vc.collectionView.contentOffset = CGPoint(x: 0, y: 700)
                runLoop.runOnce()
                """)
        #expect(try q(run, #"trace.before("scroll").count("cellForItemAt")"#) == .int(17))
        #expect(try q(run, #"trace.before("scroll").count("preferredLayoutAttributesFitting")"#) == .int(17))
        #expect(try q(run, #"trace.before("scroll").count("willDisplay")"#) == .int(0))
        // Items 12–16 were measured already: scrolling to them asks for their cells again, but
        // does not measure them again.
        #expect(
            try q(
                run,
                #"trace.after("scroll").events("preferredLayoutAttributesFitting").map { $0.text }.contains("[0, 13]")"#
            )
                == .bool(false))
    }

    /// Fact 91 (Docs UICollectionView.performBatchUpdates(_:completion:)): counts that do not add
    /// up raise UIKit's "invalid number of items" exception.
    @Test func fact91BatchUpdatesCheckTheItemCounts() throws {
        let source = try exampleScenario("compositional-list.swift")
            .replacingOccurrences(
                of: "numberOfItemsInSection section: Int) -> Int { 30 }",
                with: "numberOfItemsInSection section: Int) -> Int { count }"
            )
            .replacingOccurrences(
                of: "    var collectionView: UICollectionView!",
                with: "    var collectionView: UICollectionView!\n    var count = 30")
        let message = raised(
            source + """

                vc.count = 31
                vc.collectionView.performBatchUpdates(nil, completion: nil)
                """)
        #expect(
            message?.hasPrefix(
                "NSInternalInconsistencyException: Invalid update: invalid number of items in section 0. The number of items "
                    + "contained in an existing section after the update (31) must be equal to the number of items contained in "
                    + "that section before the update (30)") == true)
        let inserted = run(
            source + """

                vc.count = 31
                vc.collectionView.performBatchUpdates({
                    vc.collectionView.insertItems(at: [IndexPath(item: 0, section: 0)])
                }, completion: nil)
                """)
        #expect(try q(inserted, "vc.collectionView.numberOfItems(inSection: 0)") == .int(31))
    }

    /// Fact 92 (Docs UITableView.beginUpdates(), systemLayoutSizeFitting): in a collection view
    /// too, a constant changed in a visible self-sizing cell is measured by the next batch update
    /// (here the label's compression resistance gives way until then, so nothing is logged).
    @Test func fact92BatchUpdateMeasuresAChangedConstantInACollectionViewCell() throws {
        let source = try exampleScenario("compositional-list.swift")
            .replacingOccurrences(
                of: "    let note = UILabel()", with: "    let note = UILabel()\n    var top: NSLayoutConstraint!"
            )
            .replacingOccurrences(
                of: "            note.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),",
                with: "            top,"
            )
            .replacingOccurrences(
                of: "        NSLayoutConstraint.activate([",
                with:
                    "        top = note.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12)\n        NSLayoutConstraint.activate(["
            )
        let run = run(
            source + """

                let first = vc.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) as! NoteCell
                first.top.constant = 40
                let logs = trace.logs.count
                vc.collectionView.performBatchUpdates(nil, completion: nil)
                runLoop.runUntilIdle()
                """)
        #expect(try q(run, "logs") == .int(0))
        #expect(try q(run, "first.frame.height") == .double(40 + 21 + 12))
        #expect(try q(run, "first.note.frame.minY") == .double(40))
        #expect(try q(run, "trace.logs.count") == .int(0))
    }

    /// Hostile scenarios end with a diagnostic or UIKit's exception, never a crash: no layout, a
    /// wrong type for a layout or a cell class, a data source returning a huge count, a flow
    /// layout of zero-sized items, NaN and negative dimensions.
    @Test func hostileCollectionViewScenariosFailCleanly() throws {
        let noLayout = ScenarioRun(
            source:
                "let c = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 844), collectionViewLayout: nil)"
        )
        guard case .raised(let message, _) = noLayout.outcome else {
            Issue.record("expected a raise, got \(noLayout.outcome)")
            return
        }
        #expect(message.contains("non-nil layout parameter"))
        let wrongLayout = ScenarioRun(
            source: "let c = UICollectionView(frame: .zero, collectionViewLayout: UIView())")
        guard case .failed = wrongLayout.outcome else {
            Issue.record("expected a diagnostic, got \(wrongLayout.outcome)")
            return
        }
        let wrongCell = ScenarioRun(
            source: """
                let c = UICollectionView(frame: .zero, collectionViewLayout: UICollectionViewFlowLayout())
                c.register(UITableViewCell.self, forCellWithReuseIdentifier: "x")
                """)
        guard case .failed = wrongCell.outcome else {
            Issue.record("expected a diagnostic, got \(wrongCell.outcome)")
            return
        }
        for (count, size, dimension) in [
            ("Int.max", "CGSize(width: 0, height: 0)", ".absolute(44)"),
            ("100", "CGSize(width: -5, height: .nan)", ".fractionalWidth(0.000001)"),
        ] {
            let hostile = ScenarioRun(
                source: """
                    class Source: NSObject, UICollectionViewDataSource {
                        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { \(count) }
                        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                            collectionView.dequeueReusableCell(withReuseIdentifier: "c", for: indexPath)
                        }
                    }
                    let flow = UICollectionViewFlowLayout()
                    flow.itemSize = \(size)
                    let source = Source()
                    let vc = UIViewController()
                    let grid = UICollectionView(frame: CGRect(x: 0, y: 0, width: 390, height: 100), collectionViewLayout: flow)
                    grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "c")
                    grid.dataSource = source
                    vc.view.addSubview(grid)
                    window.rootViewController = vc
                    runLoop.runUntilIdle()
                    let size = NSCollectionLayoutSize(widthDimension: \(dimension), heightDimension: \(dimension))
                    let item = NSCollectionLayoutItem(layoutSize: size)
                    grid.collectionViewLayout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: NSCollectionLayoutGroup.horizontal(layoutSize: size, subitems: [item])))
                    runLoop.runUntilIdle()
                    """)
            // Finishing or stopping at a limit are both fine; what matters is that it returns.
            _ = hostile.outcome
        }
    }
}
