import Foundation
import Testing

@testable import Scenario

/// Facts 106–112: horizontal scrolling, headers and footers, and orthogonal sections of
/// UICollectionView, written as in Xcode.
@Suite struct CollectionViewLayoutTests: ScenarioChecking {
    /// Fact 106 (Docs UICollectionViewFlowLayout.scrollDirection: "The grid layout scrolls along
    /// one axis only"; default `.vertical`): a horizontal flow fills 230 pt columns with two 110 pt
    /// items, the columns run to the right (contentSize 1790 × 230), the first layout asks for the
    /// eight cells of the four columns in the 390 pt width, and a 360 pt scroll along x gives the
    /// six cells of columns 0–2 back for items 8–13 after prepareForReuse.
    @Test func fact106HorizontalFlowLinesBecomeColumnsDocsScrollDirection() throws {
        let run = run(try exampleScenario("collection-horizontal.swift"))
        #expect(try q(run, #"trace.before("scroll").count("strip.cellForItemAt")"#) == .int(8))
        #expect(try q(run, "strip.collectionView.contentSize") == .size(CGSize(width: 1790, height: 230)))
        #expect(
            try q(run, "strip.collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))!.frame")
                == .rect(CGRect(x: 120, y: 120, width: 110, height: 110)))
        #expect(
            try q(run, #"trace.after("scroll").events("dequeueReusableCell").map { $0.text }"#)
                == .array((8...13).map { .string("photo [0, \($0)] reused") }))
        #expect(
            try q(run, "strip.collectionView.indexPathsForVisibleItems.map { $0.item }")
                == .array((6...13).map { .int($0) }))
        #expect(try q(run, "strip.collectionView.visibleCells.allSatisfy { $0.frame.maxX > 360 }") == .bool(true))
    }

    /// Facts 93 and 106 (Docs isPrefetchingEnabled: cells are requested "in advance of when they
    /// will be displayed"): with prefetching on, a scroll to the right asks ahead for the cells
    /// of the next column along x (items 14 and 15), not of lines below.
    @Test func fact106PrefetchingLooksAheadAlongXInAHorizontalFlow() throws {
        let run = run(
            try exampleScenario("collection-horizontal.swift").replacingOccurrences(
                of: "collectionView.isPrefetchingEnabled = false", with: ""))
        #expect(
            try q(run, #"trace.after("scroll").events("dequeueReusableCell").map { $0.text }"#)
                == .array(
                    (8...13).map { .string("photo [0, \($0)] reused") }
                        + [14, 15].map { .string("photo [0, \($0)] new") }
                ))
        #expect(
            try q(run, "strip.collectionView.indexPathsForVisibleItems.map { $0.item }")
                == .array((6...13).map { .int($0) }))
    }

    /// Fact 106 (UIKit's console text "the item height must be less than the height of the
    /// UICollectionView minus the section insets top and bottom values, minus the content insets
    /// top and bottom values", as quoted in public logs): in a horizontal flow an item taller than
    /// the column is what is logged.
    @Test func fact106AnItemTallerThanTheColumnIsLogged() throws {
        let run = run(
            try exampleScenario("collection-horizontal.swift").replacingOccurrences(
                of: "CGSize(width: 110, height: 110)", with: "CGSize(width: 110, height: 240)"))
        #expect(try q(run, "trace.logs.count") == .int(1))
        let log = try #require(try q(run, "trace.logs[0]").stringValue)
        #expect(
            log.hasSuffix(
                "the item height must be less than the height of the UICollectionView minus the section insets top and bottom values, minus the content insets top and bottom values."
            ))
    }

    /// Fact 107 (Docs UICollectionViewCompositionalLayoutConfiguration.scrollDirection, default
    /// `.vertical`): scrolling horizontally, the section repeats its 150 pt groups to the right,
    /// as tall as the strip inside the section's top and bottom insets.
    @Test func fact107CompositionalScrollDirectionRepeatsGroupsToTheRightDocsConfiguration() throws {
        let run = run(try exampleScenario("compositional-horizontal.swift"))
        #expect(try q(run, "cards.collectionView.contentSize") == .size(CGSize(width: 1590, height: 200)))
        #expect(try q(run, "trace.count(\"cards.cellForItemAt\")") == .int(3))
        #expect(
            try q(run, "cards.collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.frame")
                == .rect(CGRect(x: 320, y: 10, width: 150, height: 180)))
        let vertical = self.run(
            try exampleScenario("compositional-horizontal.swift").replacingOccurrences(
                of: "configuration.scrollDirection = .horizontal", with: "configuration.scrollDirection = .vertical"))
        #expect(
            try q(vertical, "cards.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame")
                == .rect(CGRect(x: 0, y: 220, width: 150, height: 200)))
    }

    /// Fact 108 (Docs headerReferenceSize, footerReferenceSize: "If the size in the appropriate
    /// scrolling dimension is 0, no header is added", default (0, 0);
    /// referenceSizeForFooterInSection: "If you return a value of size (0, 0), no footer is
    /// added"; collectionView(_:viewForSupplementaryElementOfKind:at:)): three 44 pt headers as
    /// wide as the collection view, before each section's insets; the delegate is asked for a
    /// footer size once per section, and the data source for the one footer only when it comes
    /// into view.
    @Test func fact108FlowHeadersAndFootersDocsHeaderReferenceSize() throws {
        let run = run(try exampleScenario("collection-headers.swift"))
        #expect(try q(run, "album.collectionView.contentSize") == .size(CGSize(width: 390, height: 1380)))
        #expect(try q(run, #"trace.before("bottom").count("album.referenceSizeForFooterInSection")"#) == .int(3))
        #expect(
            try q(run, #"trace.before("bottom").events("album.viewForSupplementaryElementOfKind").map { $0.text }"#)
                == .array((0...2).map { .string("UICollectionElementKindSectionHeader [\($0), 0]") }))
        #expect(
            try q(run, #"trace.after("bottom").events("dequeueReusableSupplementaryView").map { $0.text }"#)
                == .array([.string("UICollectionElementKindSectionFooter note [2, 0] new")]))
        #expect(
            try q(
                run,
                "album.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionFooter, at: IndexPath(item: 0, section: 2))!.frame"
            ) == .rect(CGRect(x: 0, y: 1350, width: 390, height: 30)))
        #expect(
            try q(run, "album.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 1))!.frame.minY")
                == .double(367))
        #expect(
            try q(
                run,
                "album.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count"
            )
                == .int(1))
    }

    /// Fact 108 (Docs UICollectionViewFlowLayout.headerReferenceSize: "only the size that
    /// corresponds to the appropriate scrolling direction is used"): in a horizontal flow a
    /// header is as wide as its reference width and as tall as the collection view, left of its
    /// section's items.
    @Test func fact108AHorizontalFlowHeaderTakesTheWidthDocsHeaderReferenceSize() throws {
        let source = try exampleScenario("collection-headers.swift")
            .replacingOccurrences(
                of: "layout.headerReferenceSize = CGSize(width: 0, height: 44)",
                with:
                    "layout.headerReferenceSize = CGSize(width: 40, height: 999)\n        layout.scrollDirection = .horizontal"
            )
        let run = run(source)
        #expect(
            try q(
                run,
                "album.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))!.frame"
            ) == .rect(CGRect(x: 0, y: 0, width: 40, height: 844)))
        #expect(
            try q(run, "album.collectionView.layoutAttributesForItem(at: IndexPath(item: 0, section: 0))!.frame.minX")
                == .double(40))
    }

    /// Fact 108 (Docs sectionHeadersPinToVisibleBounds: headers "scroll with content until they
    /// reach the top of the screen, at which point they are pinned to the upper bounds of the
    /// collection view. Each new header view that scrolls to the top of the screen pushes the
    /// previously pinned header view offscreen"; default false): at offset 536 section 1's header
    /// stays at the top (536) instead of leaving, and at 740 section 2's header, 25 pt below,
    /// has pushed it up to 765 − 44 = 721.
    @Test func fact108PinnedHeadersStayAtTheTopUntilPushedDocsSectionHeadersPinToVisibleBounds() throws {
        let source = try exampleScenario("collection-headers.swift").replacingOccurrences(
            of: "layout.headerReferenceSize = CGSize(width: 0, height: 44)",
            with:
                "layout.headerReferenceSize = CGSize(width: 0, height: 44)\n        layout.sectionHeadersPinToVisibleBounds = true"
        )
        let headers =
            "album.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).map { $0.frame.minY }"
        let pinned = run(source)
        #expect(try q(pinned, headers) == .array([536, 765].map { .double($0) }))
        #expect(try q(pinned, #"trace.after("bottom").count("album.viewForSupplementaryElementOfKind")"#) == .int(1))
        let pushed = run(
            source.replacingOccurrences(
                of: "album.collectionView.contentOffset = CGPoint(x: 0, y: 536)",
                with: "album.collectionView.contentOffset = CGPoint(x: 0, y: 740)"))
        #expect(try q(pushed, headers) == .array([721, 765].map { .double($0) }))
        let plain = run(try exampleScenario("collection-headers.swift"))
        #expect(try q(plain, headers) == .array([765].map { .double($0) }))
    }

    /// Fact 110 (Docs NSCollectionLayoutBoundarySupplementaryItem.pinToVisibleBounds: "the
    /// boundary supplementary item is shown while any portion of the section or layout it's
    /// attached to is visible"): scrolled 100 pt down, shelf 1's pinned header sits at 100, not 0.
    @Test func fact110APinnedBoundaryItemStaysInViewDocsPinToVisibleBounds() throws {
        let source = try exampleScenario("collection-orthogonal.swift")
            .replacingOccurrences(
                of: "section.boundarySupplementaryItems = [header]",
                with: "header.pinToVisibleBounds = true\n        section.boundarySupplementaryItems = [header]"
            )
            .replacingOccurrences(
                of:
                    "store.collectionView.scrollToItem(at: IndexPath(item: 10, section: 1), at: .centeredHorizontally, animated: false)",
                with: "store.collectionView.contentOffset = CGPoint(x: 0, y: 100)")
        let run = run(source)
        #expect(
            try q(
                run,
                "store.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 0))!.frame.minY"
            ) == .double(100))
        #expect(
            try q(
                run,
                "store.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))!.frame.minY"
            ) == .double(260))
    }

    /// Fact 109 (UIKit's exception texts as quoted in public logs: "could not dequeue a view of
    /// kind: UICollectionElementKindSectionHeader with identifier …", "the view returned from
    /// -collectionView:viewForSupplementaryElementOfKind:atIndexPath (…) was not retrieved by
    /// calling -dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil"):
    /// an unregistered identifier, a view the app made itself, and a data source without the
    /// method each raise.
    @Test func fact109SupplementaryViewsMustBeRegisteredAndDequeued() throws {
        let album = try exampleScenario("collection-headers.swift")
        let unregistered = raised(
            album.replacingOccurrences(
                of: #"withReuseIdentifier: "title", for"#, with: #"withReuseIdentifier: "Title", for"#))
        #expect(
            unregistered
                == "NSInternalInconsistencyException: could not dequeue a view of kind: UICollectionElementKindSectionHeader "
                + "with identifier Title - must register a nib or a class for the identifier or connect a prototype cell in "
                + "a storyboard")
        let made = raised(
            album.replacingOccurrences(
                of: """
                    collectionView.dequeueReusableSupplementaryView(
                                        ofKind: kind, withReuseIdentifier: "title", for: indexPath) as! TitleHeader
                    """,
                with: "TitleHeader(frame: .zero)"))
        #expect(
            made
                == "NSInternalInconsistencyException: the view returned from "
                + "-collectionView:viewForSupplementaryElementOfKind:atIndexPath (UICollectionElementKindSectionHeader,"
                + "<NSIndexPath> {length = 2, path = 0 - 0}) was not retrieved by calling "
                + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil "
                + "(<UICollectionReusableView>)")
        let missing = raised(
            album.replacingOccurrences(
                of: "viewForSupplementaryElementOfKind kind: String",
                with: "viewForSupplementaryElementKind kind: String"))
        #expect(missing?.hasSuffix("or is nil ((null))") == true)
    }

    /// Fact 110 (Docs NSCollectionLayoutBoundarySupplementaryItem: "An object used to add headers
    /// or footers to a collection view"; supplementariesFollowContentInsets, default true): each
    /// section's `.top` header is 44 pt tall and as wide as the section inside its leading and
    /// trailing insets, above the section's top inset.
    @Test func fact110BoundarySupplementaryItemsAreSectionHeadersDocsBoundarySupplementaryItem() throws {
        let run = run(try exampleScenario("collection-orthogonal.swift"))
        #expect(
            try q(
                run,
                "store.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).map { $0.frame.minY }"
            ) == .array([0, 260, 520, 780].map { .double($0) }))
        #expect(
            try q(
                run,
                "store.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))!.frame"
            ) == .rect(CGRect(x: 16, y: 260, width: 358, height: 44)))
        #expect(try q(run, #"trace.count("store.viewForSupplementaryElementOfKind")"#) == .int(4))
    }

    /// Fact 111 (Docs NSCollectionLayoutSection.orthogonalScrollingBehavior: "Set a different
    /// value for this property to get the section to lay out its content orthogonally to the main
    /// layout axis"; WWDC 2019-215): each section's groups lie side by side in a 200 pt row, the
    /// collection view grows by the rows only (1040 pt for four), and only the three groups of
    /// each row within the 390 pt width get cells, which sit in the row's own scroll view.
    @Test func fact111OrthogonalSectionsLayOutAcrossDocsOrthogonalScrollingBehavior() throws {
        let run = run(try exampleScenario("collection-orthogonal.swift"))
        #expect(try q(run, "store.collectionView.contentSize") == .size(CGSize(width: 390, height: 1040)))
        #expect(try q(run, #"trace.before("shelf").count("store.cellForItemAt")"#) == .int(12))
        #expect(
            try q(run, "store.collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 2))!.frame")
                == .rect(CGRect(x: 336, y: 572, width: 150, height: 200)))
        let cell = "store.collectionView.cellForItem(at: IndexPath(item: 2, section: 2))!"
        #expect(try q(run, cell + ".frame") == .rect(CGRect(x: 336, y: 0, width: 150, height: 200)))
        #expect(try q(run, cell + ".superview!.frame") == .rect(CGRect(x: 0, y: 572, width: 390, height: 200)))
        #expect(try q(run, cell + ".superview!.contentSize") == .size(CGSize(width: 3222, height: 200)))
    }

    /// Fact 112 (Docs UICollectionView.scrollToItem(at:at:animated:): "Scrolls the collection view
    /// contents until the specified item is visible"; ScrollPosition `.centeredHorizontally`):
    /// scrolling to an item of an orthogonal row moves that row's scroll view (item 10 centred:
    /// 1616 + 75 − 195 = 1496) and not the collection view; items 9–11 reuse the cells of 0–2.
    @Test func fact112ScrollToItemScrollsTheRowOfAnOrthogonalSectionDocsScrollToItem() throws {
        let run = run(try exampleScenario("collection-orthogonal.swift"))
        #expect(try q(run, "store.collectionView.contentOffset") == .point(.zero))
        #expect(
            try q(
                run, "store.collectionView.cellForItem(at: IndexPath(item: 10, section: 1))!.superview!.contentOffset")
                == .point(CGPoint(x: 1496, y: 0)))
        #expect(
            try q(run, #"trace.after("shelf").events("dequeueReusableCell").map { $0.text }"#)
                == .array((9...11).map { .string("app [1, \($0)] reused") }))
        #expect(
            try q(run, "store.collectionView.indexPathsForVisibleItems.filter { $0.section == 2 }.map { $0.item }")
                == .array([0, 1, 2].map { .int($0) }))
    }

    /// Fact 112 (Docs scrollToItem(at:at:animated:), ScrollPosition `.top`; UIKit's exception text
    /// "Attempted to scroll the collection view to an out-of-bounds item (…) when there are only …
    /// items in section …" as quoted in public logs): in the grid, item 30 at the top puts line 10
    /// at the top (10 × 135); an item the collection view does not have raises.
    @Test func fact112ScrollToItemAlongTheScrollingAxisAndOutOfBoundsRaises() throws {
        let grid = try exampleScenario("collection-grid.swift")
        let run = run(
            grid.replacingOccurrences(
                of: "grid.collectionView.contentOffset = CGPoint(x: 0, y: 270)",
                with: "grid.collectionView.scrollToItem(at: IndexPath(item: 30, section: 0), at: .top, animated: false)"
            ))
        #expect(try q(run, "grid.collectionView.contentOffset") == .point(CGPoint(x: 0, y: 1350)))
        #expect(try q(run, "grid.collectionView.indexPathsForVisibleItems.first!.item") == .int(30))
        let outOfBounds = raised(
            grid.replacingOccurrences(
                of: "grid.collectionView.contentOffset = CGPoint(x: 0, y: 270)",
                with: "grid.collectionView.scrollToItem(at: IndexPath(item: 60, section: 0), at: .top, animated: false)"
            ))
        #expect(
            outOfBounds
                == "NSInvalidArgumentException: Attempted to scroll the collection view to an out-of-bounds item (60) "
                + "when there are only 60 items in section 0.")
    }

    /// Hostile layouts end with a diagnostic, UIKit's exception or a finished run, never a crash:
    /// NaN and negative reference sizes, a cell returned as a header, zero-width orthogonal
    /// groups over many items, an unknown alignment or scroll position.
    @Test func hostileSupplementaryAndOrthogonalScenariosFailCleanly() throws {
        let album = try exampleScenario("collection-headers.swift")
        for size in [
            "CGSize(width: .nan, height: .nan)", "CGSize(width: -5, height: -1e9)", "CGSize(width: 1e12, height: 1e12)",
        ] {
            _ =
                ScenarioRun(
                    source: album.replacingOccurrences(of: "CGSize(width: 0, height: 44)", with: size)
                ).outcome
        }
        let cellAsHeader = raised(
            album.replacingOccurrences(
                of: """
                    collectionView.dequeueReusableSupplementaryView(
                                        ofKind: kind, withReuseIdentifier: "title", for: indexPath) as! TitleHeader
                    """,
                with: #"collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)"#
            ).replacingOccurrences(of: #"header.title.text = "Album \(indexPath.section + 1)""#, with: ""))
        #expect(cellAsHeader?.contains("was not retrieved by calling") == true)
        let store = try exampleScenario("collection-orthogonal.swift")
        _ =
            ScenarioRun(
                source: store.replacingOccurrences(of: ".absolute(150)", with: ".absolute(0)")
                    .replacingOccurrences(
                        of: "numberOfItemsInSection section: Int) -> Int { 20 }",
                        with: "numberOfItemsInSection section: Int) -> Int { 10000 }")
            ).outcome
        let badAlignment = ScenarioRun(
            source: store.replacingOccurrences(of: "alignment: .top", with: "alignment: .middle"))
        guard case .failed = badAlignment.outcome else {
            Issue.record("expected a diagnostic, got \(badAlignment.outcome)")
            return
        }
        let badPosition = ScenarioRun(
            source: store.replacingOccurrences(of: "at: .centeredHorizontally", with: "at: .middle"))
        guard case .failed = badPosition.outcome else {
            Issue.record("expected a diagnostic, got \(badPosition.outcome)")
            return
        }
    }
}
