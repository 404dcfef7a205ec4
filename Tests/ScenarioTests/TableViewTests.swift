import Foundation
import Testing

@testable import Scenario

/// Facts 61–63, 86, 87 and 92: UITableView with a data source and delegate written as in Xcode.
@Suite struct TableViewTests {
    /// A feed of `rows` self-sizing cards (16 + 80 + 16 = 112 pt); `extra` goes after the setup.
    static func feed(
        rows: Int = 20, rowHeight: String = "UITableView.automaticDimension", bottomPriority: String? = nil,
        extra: String = ""
    ) -> String {
        let bottom =
            bottomPriority.map {
                """
                        let bottom = title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -16)
                        bottom.priority = UILayoutPriority(\($0))
                """
            } ?? "        let bottom = title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -16)"
        return """
            class CardCell: UITableViewCell {
                let title = UILabel()
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(title)
            \(bottom)
                    NSLayoutConstraint.activate([
                        title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
                        bottom,
                        title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                        title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                        title.heightAnchor.constraint(equalToConstant: 80),
                    ])
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
                override func prepareForReuse() {
                    super.prepareForReuse()
                    title.text = nil
                }
            }
            class FeedController: UIViewController, UITableViewDataSource, UITableViewDelegate {
                let tableView = UITableView(frame: .zero, style: .plain)
                var items = (0..<\(rows)).map { "Item \\($0)" }
                override func viewDidLoad() {
                    super.viewDidLoad()
                    tableView.frame = view.bounds
                    // The first offset stays 0 (fact 83), as in lessons 13 and 14.
                    tableView.contentInsetAdjustmentBehavior = .never
                    tableView.register(CardCell.self, forCellReuseIdentifier: "card")
                    tableView.dataSource = self
                    tableView.delegate = self
                    tableView.rowHeight = \(rowHeight)
                    tableView.estimatedRowHeight = 44
                    view.addSubview(tableView)
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    let cell = tableView.dequeueReusableCell(withIdentifier: "card", for: indexPath) as! CardCell
                    cell.title.text = items[indexPath.row]
                    return cell
                }
            }
            let feed = FeedController()
            window.rootViewController = feed
            runLoop.runUntilIdle()
            \(extra)
            """
    }

    func run(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ScenarioRun {
        completedRun(source, sourceLocation: sourceLocation)
    }

    func q(_ run: ScenarioRun, _ expression: String) throws -> ScenarioValue { try query(run, expression) }

    /// Fact 61 (Docs dequeueReusableCell(withIdentifier:for:), prepareForReuse(); WWDC 2018-220):
    /// the table asks for cells of the visible rows only (8 rows of 112 pt fill 844 pt); rows
    /// scrolled out of view give their cells back, and the rows scrolled in get them again from
    /// `dequeueReusableCell` after `prepareForReuse()`.
    @Test func fact61CellsForVisibleRowsOnlyAreReusedAsTheOffsetMoves() throws {
        let run = run(
            Self.feed(
                extra: """
                    let firstCells = feed.tableView.visibleCells.count
                    trace.mark("scroll")
                    feed.tableView.contentOffset = CGPoint(x: 0, y: 300)
                    runLoop.runOnce()
                    """))
        #expect(try q(run, "firstCells") == .int(8))
        #expect(try q(run, #"trace.before("scroll").count("feed.cellForRowAt")"#) == .int(8))
        #expect(try q(run, #"trace.before("scroll").count("feed.numberOfRowsInSection")"#) == .int(1))
        // Rows 0 and 1 (0–224) left the view; rows 8, 9 and 10 came in: two reused cells, one new.
        #expect(
            try q(run, #"trace.after("scroll").events("cellForRowAt").map { $0.text }"#)
                == .array(["[0, 8]", "[0, 9]", "[0, 10]"].map { .string($0) }))
        #expect(
            try q(run, #"trace.after("scroll").events("dequeueReusableCell").map { $0.text }"#)
                == .array(["card [0, 8] reused", "card [0, 9] reused", "card [0, 10] new"].map { .string($0) }))
        #expect(
            try q(run, #"trace.after("scroll").calls("prepareForReuse")"#)
                == .array(["CardCell#1.prepareForReuse", "CardCell#2.prepareForReuse"].map { .string($0) }))
        #expect(try q(run, "feed.tableView.indexPathsForVisibleRows.count") == .int(9))
        #expect(
            try q(
                run,
                "feed.tableView.visibleCells.first === feed.tableView.cellForRow(at: IndexPath(row: 2, section: 0))")
                == .bool(true))
    }

    /// Fact 61 (Docs register(_:forCellReuseIdentifier:): "Prior to dequeueing any cells, call
    /// this method"): dequeueing an identifier never registered raises UIKit's exception.
    @Test func fact61DequeueingAnUnregisteredIdentifierRaises() throws {
        let source = Self.feed().replacingOccurrences(of: "withIdentifier: \"card\"", with: "withIdentifier: \"Card\"")
        let run = ScenarioRun(source: source)
        guard case .raised(let message, _) = run.outcome else {
            Issue.record("expected the run to raise, got \(run.outcome)")
            return
        }
        #expect(
            message
                == "NSInternalInconsistencyException: unable to dequeue a cell with identifier Card - must register a nib "
                + "or a class for the identifier or connect a prototype cell in a storyboard")
        // Raised inside the app's own cellForRowAt, the exception keeps its name in the trace.
        let raises = run.trace.events.filter { $0.method == "raise" }.map(\.reason)
        #expect(raises == ["NSInternalInconsistencyException"])
    }

    /// Fact 62 (Docs rowHeight, estimatedRowHeight, systemLayoutSizeFitting; ALG "Self-Sizing Table
    /// View Cells"): with `automaticDimension` each row is measured through its content view's
    /// constraints at the table's width as it comes into view; rows not shown count at the
    /// estimate, so `contentSize` and `rectForRow(at:)` change as rows are measured.
    @Test func fact62SelfSizingRowsAreMeasuredAsTheyAppear() throws {
        let run = run(
            Self.feed(
                extra: """
                    let before = feed.tableView.contentSize.height
                    let row12Before = feed.tableView.rectForRow(at: IndexPath(row: 12, section: 0))
                    feed.tableView.contentOffset = CGPoint(x: 0, y: 600)
                    runLoop.runOnce()
                    """))
        #expect(try q(run, "before") == .double(8 * 112 + 12 * 44))
        #expect(try q(run, "row12Before") == .rect(CGRect(x: 0, y: 8 * 112 + 4 * 44, width: 390, height: 44)))
        #expect(
            try q(run, "feed.tableView.rectForRow(at: IndexPath(row: 12, section: 0))")
                == .rect(CGRect(x: 0, y: 12 * 112, width: 390, height: 112)))
        #expect(try q(run, "trace.count(\"systemLayoutSizeFitting\")") == .int(13))
        #expect(try q(run, "trace.logs.count") == .int(0))
        #expect(try q(run, "feed.tableView.visibleCells.first!.frame.height") == .double(112))
    }

    /// Fact 62 (public UIKit console logs; SO 25059443): a row height the content's required
    /// constraints cannot fill (`rowHeight = 44` for 112 pt of content) breaks a constraint
    /// against the content view's 'UIView-Encapsulated-Layout-Height', once per cell; the bottom
    /// constraint at priority 999 lets the content view take the height, and nothing is logged.
    @Test func fact62AFixedRowHeightConflictsWithTheEncapsulatedHeightUntil999() throws {
        let fixed = run(Self.feed(rowHeight: "44"))
        #expect(try q(fixed, "trace.logs.count") == .int(20))
        let log = try #require(try q(fixed, "trace.logs[0]").stringValue)
        #expect(
            log.contains(
                "\"<NSLayoutConstraint 'UIView-Encapsulated-Layout-Height' CardCell#1.contentView.height == 44   (active)>\""
            ))
        #expect(log.contains("CardCell#1.title.height == 80"))
        let relaxed = run(Self.feed(rowHeight: "44", bottomPriority: "999"))
        #expect(try q(relaxed, "trace.logs.count") == .int(0))
        #expect(try q(relaxed, "feed.tableView.visibleCells.count") == .int(20))
    }

    /// Fact 62 (Docs performBatchUpdates(_:completion:), insertRows(at:with:)): the counts after a
    /// batch must equal the counts before plus the inserted minus the deleted rows, or UIKit
    /// raises; inserted visible rows get their cells during the call.
    @Test func fact62BatchUpdatesCheckTheCountsAndInsertRowsNow() throws {
        let inserted = run(
            Self.feed(
                extra: """
                    trace.mark("insert")
                    feed.tableView.performBatchUpdates({
                        feed.items.insert("New", at: 1)
                        feed.tableView.insertRows(at: [IndexPath(row: 1, section: 0)], with: .automatic)
                    }, completion: nil)
                    trace.mark("done")
                    """))
        #expect(
            try q(inserted, #"trace.between("insert", "done").events("cellForRowAt").map { $0.text }"#)
                == .array([.string("[0, 1]")]))
        #expect(try q(inserted, "feed.tableView.numberOfRows(inSection: 0)") == .int(21))
        let wrong = ScenarioRun(
            source: Self.feed(
                extra: """
                    feed.items.append("Late")
                    feed.tableView.performBatchUpdates(nil, completion: nil)
                    """))
        guard case .raised(let message, _) = wrong.outcome else {
            Issue.record("expected the run to raise, got \(wrong.outcome)")
            return
        }
        #expect(
            message.hasPrefix(
                "NSInternalInconsistencyException: Invalid update: invalid number of rows in section 0. "
                    + "The number of rows contained in an existing section after the update (21) must be equal to the number of rows "
                    + "contained in that section before the update (20), plus or minus the number of rows inserted or deleted from that "
                    + "section (0 inserted, 0 deleted)"))
    }

    /// Fact 92 (Docs UITableView.beginUpdates(): "use this method followed by the endUpdates()
    /// method to animate the change in the row heights without reloading the cell", and
    /// performBatchUpdates(_:completion:) in its place; ALG "Self-Sizing Table View Cells"): a constant
    /// changed in a visible self-sizing cell conflicts with the height the row still holds it at
    /// (112 pt, logged once); `performBatchUpdates(nil)` measures the new constant, so the row
    /// and the label grow (16 + 150 + 16 = 182) and the rows below move down. Before the fix the
    /// measurement read the constant the solver had kept from before the conflict (80).
    @Test func fact92BatchUpdateMeasuresAConstantChangedWhileTheRowHeldItsOldHeightDocsBeginUpdates() throws {
        let run = run(
            """
            class CardCell: UITableViewCell {
                let title = UILabel()
                var titleHeight: NSLayoutConstraint!
                override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                    super.init(style: style, reuseIdentifier: reuseIdentifier)
                    title.translatesAutoresizingMaskIntoConstraints = false
                    contentView.addSubview(title)
                    titleHeight = title.heightAnchor.constraint(equalToConstant: 80)
                    NSLayoutConstraint.activate([
                        title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
                        title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -16),
                        title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                        title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                        titleHeight,
                    ])
                }
                required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
            }
            class Rows: NSObject, UITableViewDataSource {
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 20 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "card", for: indexPath)
                }
            }
            let vc = UIViewController()
            let rows = Rows()
            let table = UITableView(frame: vc.view.bounds, style: .plain)
            table.contentInsetAdjustmentBehavior = .never
            table.register(CardCell.self, forCellReuseIdentifier: "card")
            table.dataSource = rows
            table.estimatedRowHeight = 44
            vc.view.addSubview(table)
            window.rootViewController = vc
            runLoop.runUntilIdle()
            let cell = table.visibleCells[0] as! CardCell
            cell.titleHeight.constant = 150
            let logsAfterChange = trace.logs.count
            table.performBatchUpdates(nil, completion: nil)
            runLoop.runUntilIdle()
            """)
        #expect(try q(run, "logsAfterChange") == .int(1))
        #expect(
            try q(run, "table.rectForRow(at: IndexPath(row: 0, section: 0))")
                == .rect(CGRect(x: 0, y: 0, width: 390, height: 182)))
        #expect(try q(run, "table.rectForRow(at: IndexPath(row: 1, section: 0)).minY") == .double(182))
        #expect(try q(run, "cell.title.frame.height") == .double(150))
        #expect(try q(run, "trace.logs.count") == .int(1))
    }

    /// The data source property's type is the protocol: an object whose class does not adopt it
    /// does not compile (Swift: "cannot assign value of type …").
    @Test func aDataSourceMustAdoptTheProtocol() throws {
        let run = ScenarioRun(
            source: """
                class Source: NSObject {}
                let table = UITableView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
                let source = Source()
                table.dataSource = source
                """)
        guard case .failed(let d) = run.outcome else {
            Issue.record("expected a diagnostic, got \(run.outcome)")
            return
        }
        #expect(d.message == "cannot assign value of type 'Source' to type '(any UITableViewDataSource)?'")
    }

    /// Fact 63 (Docs UITableViewDataSourcePrefetching; model): rows within one screen past the
    /// bottom edge are given to the prefetching data source once, before their cells are asked for.
    @Test func fact63PrefetchingIsAskedAheadOfTheVisibleRows() throws {
        let source = Self.feed(
            rows: 40,
            extra: """
                class Prefetcher: NSObject, UITableViewDataSourcePrefetching {
                    var asked: [IndexPath] = []
                    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { asked += indexPaths }
                }
                let prefetcher = Prefetcher()
                feed.tableView.prefetchDataSource = prefetcher
                feed.tableView.reloadData()
                runLoop.runOnce()
                let first = prefetcher.asked.map { $0.row }
                """)
        let run = run(source)
        // Visible: rows 0–7 (896 pt). Ahead, within 844 pt of the bottom edge (844–1688), at the
        // 44 pt estimate: rows 8–25 start below 1688.
        #expect(try q(run, "first") == .array((8...25).map { .int($0) }))
        #expect(try q(run, "trace.count(\"prefetcher.prefetchRowsAt\")") == .int(1))
    }

    /// A table of three self-sizing rows of `cell` (a registered class) in a root view.
    static func threeRows(cellClass: String, extra: String = "") -> String {
        """
        \(extra)
        class Rows: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            }
        }
        let vc = UIViewController()
        let rows = Rows()
        let table = UITableView(frame: vc.view.bounds, style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(\(cellClass).self, forCellReuseIdentifier: "row")
        table.dataSource = rows
        vc.view.addSubview(table)
        window.rootViewController = vc
        runLoop.runUntilIdle()
        let heights = (0..<3).map { table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
        """
    }

    /// A self-sizing cell whose label (numberOfLines 0, 720 pt of text on one 21 pt line) is
    /// pinned 12 pt from the content view's top and bottom and 16 pt from its sides.
    static let noteCell = """
        class NoteCell: UITableViewCell {
            let note = UILabel()
            override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                super.init(style: style, reuseIdentifier: reuseIdentifier)
                note.numberOfLines = 0
                note.text = "A long line of text that certainly needs more than one line at this width to fit"
                note.translatesAutoresizingMaskIntoConstraints = false
                contentView.addSubview(note)
                NSLayoutConstraint.activate([
                    note.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
                    note.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
                    note.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                    note.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
                ])
            }
            required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
        }
        """

    /// Fact 86 (UIKit's console text, "Warning once only: Detected a case where constraints
    /// ambiguously suggest a height of zero for a table view cell's content view. We're
    /// considering the collapse unintentional and using standard height instead.", quoted in
    /// public code and Stack Overflow question 25902288): a self-sizing cell whose content view's
    /// constraints give zero rows at the standard 44 pt, and the warning is logged once.
    @Test func fact86ZeroHeightSelfSizingCellGetsTheStandardHeightStackOverflow25902288() throws {
        let collapsing = run(
            Self.threeRows(
                cellClass: "IconCell",
                extra: """
                    class IconCell: UITableViewCell {
                        let icon = UIView()
                        override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
                            super.init(style: style, reuseIdentifier: reuseIdentifier)
                            icon.translatesAutoresizingMaskIntoConstraints = false
                            contentView.addSubview(icon)
                            NSLayoutConstraint.activate([
                                icon.centerYAnchor.constraint(equalTo: contentView.centerYAnchor),
                                icon.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
                                icon.widthAnchor.constraint(equalToConstant: 40),
                                icon.heightAnchor.constraint(equalToConstant: 40),
                            ])
                        }
                        required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
                    }
                    """))
        #expect(try q(collapsing, "heights") == .array([44, 44, 44].map { .double($0) }))
        #expect(try q(collapsing, "trace.logs.count") == .int(1))
        let log = try #require(try q(collapsing, "trace.logs[0]").stringValue)
        #expect(
            log.hasPrefix("Warning once only: Detected a case where constraints ambiguously suggest a height of zero"))
        // A plain cell whose content view has no constraints gets the standard height silently.
        let plain = run(Self.threeRows(cellClass: "UITableViewCell"))
        #expect(try q(plain, "heights") == .array([44, 44, 44].map { .double($0) }))
        #expect(try q(plain, "trace.logs.count") == .int(0))
    }

    /// Fact 87 (Docs systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:);
    /// ALG "Self-Sizing Table View Cells": multi-line labels in self-sizing cells need no
    /// preferredMaxLayoutWidth): a label with `numberOfLines = 0` pinned 16 pt from each side and
    /// 12 pt from top and bottom wraps at the measured width (358 pt: three 21 pt lines), so the
    /// content view measures 12 + 63 + 12 = 87, and the row is that tall; the label's own
    /// intrinsic size is untouched by the measurement.
    @Test func fact87MultiLineLabelWrapsAtTheMeasuredWidthDocsSystemLayoutSizeFitting() throws {
        let run = run(
            Self.threeRows(
                cellClass: "NoteCell",
                extra: """
                    \(Self.noteCell)
                    let probe = NoteCell(style: .default, reuseIdentifier: nil)
                    let measured = probe.contentView.systemLayoutSizeFitting(
                        CGSize(width: 390, height: 0), withHorizontalFittingPriority: .required,
                        verticalFittingPriority: .fittingSizeLevel)
                    let probeIntrinsic = probe.note.intrinsicContentSize
                    """))
        #expect(try q(run, "measured") == .size(CGSize(width: 390, height: 87)))
        #expect(try q(run, "probeIntrinsic") == .size(CGSize(width: 720, height: 21)))
        #expect(try q(run, "heights") == .array([87, 87, 87].map { .double($0) }))
        #expect(try q(run, "trace.logs.count") == .int(0))
    }

    /// Fact 62 (WWDC 2014 session 226 "What's New in Table and Collection Views": self-sizing
    /// rows are measured by the table; observed: theswiftdev.com "Self sizing cells with rotation
    /// support", a self-sizing table needs no code to re-size its rows when the device turns):
    /// a new table width measures the rows again, so three-line notes at 390 pt become one-line
    /// rows at 844 pt (12 + 21 + 12 = 45), and the content size follows.
    @Test func fact62ANewTableWidthMeasuresTheRowsAgainObservedRotation() throws {
        let run = run(
            """
            \(Self.noteCell)
            class Notes: UIViewController, UITableViewDataSource {
                let table = UITableView(frame: .zero, style: .plain)
                override func viewDidLoad() {
                    super.viewDidLoad()
                    table.contentInsetAdjustmentBehavior = .never
                    table.register(NoteCell.self, forCellReuseIdentifier: "row")
                    table.dataSource = self
                    view.addSubview(table)
                }
                override func viewDidLayoutSubviews() {
                    super.viewDidLayoutSubviews()
                    table.frame = view.bounds
                }
                func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
                func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
                    tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
                }
            }
            let notes = Notes()
            window.rootViewController = notes
            runLoop.runUntilIdle()
            let before = (0..<3).map { notes.table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
            window.rotate(to: CGSize(width: 844, height: 390))
            runLoop.runUntilIdle()
            let after = (0..<3).map { notes.table.rectForRow(at: IndexPath(row: $0, section: 0)).height }
            let content = notes.table.contentSize
            """)
        #expect(try q(run, "before") == .array([87, 87, 87].map { .double($0) }))
        #expect(try q(run, "after") == .array([45, 45, 45].map { .double($0) }))
        #expect(try q(run, "content") == .size(CGSize(width: 844, height: 135)))
    }
}
