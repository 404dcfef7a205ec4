import Foundation
import Testing

@testable import Scenario

/// What real table code needs from the language: casts (every dequeued cell is cast), UIKit's
/// list protocols checked as the compiler checks them, and measuring a detached content view.
@Suite struct TableCodeLanguageTests {
    func failure(_ source: String) -> Diagnostic? {
        if case .failed(let d) = ScenarioRun(source: source).outcome { return d }
        return nil
    }

    /// The Swift Programming Language, "Type Casting": `as?` gives the value or nil, `as!` the
    /// value or a runtime crash, `is` checks; a subclass instance is an instance of its superclass,
    /// and an instance of a scenario class is one of the UIKit class it descends from.
    @Test func castsAskWhatTheValueIs() {
        let source = """
            class Card: UIView {}
            class WideCard: Card {}
            let views: [UIView] = [UILabel(), Card(), WideCard(), UIView()]
            for v in views {
                print(v is UILabel, v is Card, (v as? WideCard) != nil, v is UIView)
            }
            let none: UIView? = nil
            print(none as? UILabel, none is UIView)
            let first = views[0] as! UILabel
            print(first === views[0])
            print(1 as CGFloat, [1, 2] as [Int], 2 as? String, "x" as? String)
            """
        #expect(
            output(source) == """
                true false false true
                false true false true
                false true true true
                false false false true
                nil false
                true
                1.0 [1, 2] nil Optional("x")

                """)
    }

    /// The Swift Programming Language, "Type Casting" ("Downcasting"): a forced cast to the wrong
    /// type stops the app, with the Swift runtime's message (its metadata addresses left out).
    @Test func aForcedCastToTheWrongTypeStopsTheRun() throws {
        let run = ScenarioRun(source: "let v: UIView = UILabel()\nlet s = v as! UIStackView\nprint(s)")
        guard case .raised(let message, let location) = run.outcome else {
            Issue.record("expected the run to raise, got \(run.outcome)")
            return
        }
        #expect(message == "Could not cast value of type 'UILabel' to 'UIStackView'.")
        #expect(location.line == 2 && location.column == 9)
        let none = ScenarioRun(source: "let v: UIView? = nil\nlet s = v as! UILabel")
        guard case .raised(let nilMessage, _) = none.outcome else {
            Issue.record("expected the run to raise, got \(none.outcome)")
            return
        }
        #expect(nilMessage == "Fatal error: Unexpectedly found nil while unwrapping an Optional value")
    }

    /// Casting binds tighter than `??` and looser than `..<` (Swift's CastingPrecedence), and an
    /// unknown type is the compiler's error at its position.
    @Test func castsParseWithSwiftsPrecedenceAndNameUnknownTypes() throws {
        #expect(output("let v: UIView? = nil\nlet w = v as? UILabel ?? UILabel()\nprint(w is UILabel)") == "true\n")
        let d = try #require(failure("let v = UIView()\nlet c = v as? UILabl"))
        #expect(d.message == "cannot find type 'UILabl' in scope")
        #expect(d.range.start.line == 2 && d.range.start.column == 15)
        #expect(d.suggestion == "UILabel")
        let plain = try #require(failure("let v = UIView()\nlet c = v as UILabel"))
        #expect(plain.message == "'UIView' is not convertible to 'UILabel'")
    }

    /// UITableView.h: `@protocol UITableViewDataSource<NSObject>` requires
    /// `tableView(_:numberOfRowsInSection:)` and `tableView(_:cellForRowAt:)`. A class that adopts
    /// it with a misspelt label does not compile ("type 'Source' does not conform to protocol
    /// 'UITableViewDataSource'"); the near miss is pointed at, not an optional method of the
    /// delegate protocol it also adopts.
    @Test func aMisspeltRequiredMethodIsTheCompilersError() throws {
        let misspelt = try #require(
            failure(
                """
                class Source: NSObject, UITableViewDataSource, UITableViewDelegate {
                    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat { 44 }
                    func tableView(_ tableView: UITableView, numberOfRowInSection section: Int) -> Int { 3 }
                    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
                }
                """))
        #expect(
            misspelt.message == "type 'Source' does not conform to protocol 'UITableViewDataSource': missing "
                + "tableView(_:numberOfRowsInSection:) ('tableView(_:numberOfRowInSection:)' has different argument labels)"
        )
        #expect(misspelt.range.start.line == 3)
        #expect(misspelt.suggestion == "tableView(_:numberOfRowsInSection:)")
        let missing = try #require(
            failure(
                """
                class Source: NSObject, UICollectionViewDataSource {
                    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 3 }
                }
                """))
        #expect(
            missing.message
                == "type 'Source' does not conform to protocol 'UICollectionViewDataSource': missing collectionView(_:cellForItemAt:)"
        )
        #expect(missing.range.start.line == 1)
        // Objective-C protocols refine NSObjectProtocol: a root Swift class or a struct cannot adopt them.
        let root = try #require(
            failure(
                """
                class Source: UITableViewDelegate {}
                """))
        #expect(root.message == "type 'Source' does not conform to protocol 'NSObjectProtocol'")
        let value = try #require(failure("struct Source: UIScrollViewDelegate {}"))
        #expect(value.message == "non-class type 'Source' cannot conform to class protocol 'UIScrollViewDelegate'")
        // A UIKit subclass is an NSObject; the delegate protocol's methods are all optional.
        #expect(
            output(
                """
                class Controller: UIViewController, UITableViewDelegate, UIScrollViewDelegate {}
                let c = Controller()
                print(c is UITableViewDelegate, c is UITableViewDataSource)
                """) == "true false\n")
    }

    /// Fact 60 (Docs systemLayoutSizeFitting(_:withHorizontalFittingPriority:verticalFittingPriority:):
    /// "Returns the optimal size of the view based on its constraints … does not actually change
    /// the size of the view"; Auto Layout Guide, "Self-Sizing Table View Cells"): a cell's content
    /// view translates its autoresizing mask and starts 0 × 0, yet measuring it gives what its
    /// constraints say (16 + 80 + 16 = 112), with no conflict logged; laying it out afterwards
    /// holds it at its frame again.
    @Test func fact60MeasuringADetachedContentViewGivesItsConstraintsHeight() throws {
        let run = ScenarioRun(
            source: """
                let content = UIView()
                let title = UILabel()
                title.translatesAutoresizingMaskIntoConstraints = false
                content.addSubview(title)
                NSLayoutConstraint.activate([
                    title.topAnchor.constraint(equalTo: content.topAnchor, constant: 16),
                    title.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -16),
                    title.leadingAnchor.constraint(equalTo: content.leadingAnchor, constant: 16),
                    title.trailingAnchor.constraint(equalTo: content.trailingAnchor, constant: -16),
                    title.heightAnchor.constraint(equalToConstant: 80),
                ])
                let fitted = content.systemLayoutSizeFitting(CGSize(width: 390, height: 0),
                    withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
                let compressed = content.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                let logsAfterMeasuring = trace.logs.count
                content.frame = CGRect(x: 0, y: 0, width: 390, height: 112)
                content.layoutIfNeeded()
                let laidOut = title.frame
                content.frame = CGRect(x: 0, y: 0, width: 390, height: 44)
                content.layoutIfNeeded()
                """)
        guard case .completed = run.outcome else {
            Issue.record("\(run.outcome)")
            return
        }
        func q(_ e: String) throws -> ScenarioValue {
            try run.evaluate(e, at: SourceLocation(file: "t", line: 1, column: 1))
        }
        #expect(try q("fitted") == .size(CGSize(width: 390, height: 112)))
        #expect(try q("compressed") == .size(CGSize(width: 32, height: 112)))
        #expect(try q("logsAfterMeasuring") == .int(0))
        #expect(try q("laidOut") == .rect(CGRect(x: 16, y: 16, width: 358, height: 80)))
        // Held at 44 points, the same constraints cannot hold: now UIKit logs the conflict.
        #expect(try q("trace.logs.count") == .int(1))
        #expect(try q("trace.logs[0].contains(\"content.height == 44\")") == .bool(true))
    }

    /// Fact 60: constraints that a size hold pushed out earlier (logged then) take part again
    /// while the view is measured, so the measurement is what the constraints say.
    @Test func fact60MeasuringAfterAConflictStillReadsTheConstraints() throws {
        let run = ScenarioRun(
            source: """
                let content = UIView(frame: CGRect(x: 0, y: 0, width: 320, height: 44))
                let badge = UIView()
                badge.translatesAutoresizingMaskIntoConstraints = false
                content.addSubview(badge)
                NSLayoutConstraint.activate([
                    badge.topAnchor.constraint(equalTo: content.topAnchor, constant: 10),
                    badge.bottomAnchor.constraint(equalTo: content.bottomAnchor, constant: -10),
                    badge.leadingAnchor.constraint(equalTo: content.leadingAnchor),
                    badge.widthAnchor.constraint(equalToConstant: 40),
                    badge.heightAnchor.constraint(equalToConstant: 60),
                ])
                content.layoutIfNeeded()
                let logged = trace.logs.count
                let fitted = content.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
                """)
        guard case .completed = run.outcome else {
            Issue.record("\(run.outcome)")
            return
        }
        func q(_ e: String) throws -> ScenarioValue {
            try run.evaluate(e, at: SourceLocation(file: "t", line: 1, column: 1))
        }
        #expect(try q("logged") == .int(1))
        #expect(try q("fitted.height") == .double(80))
        #expect(try q("trace.logs.count") == .int(1))
    }
}
