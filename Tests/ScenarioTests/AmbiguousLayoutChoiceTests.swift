import Foundation
import Simulator
import Testing

@testable import Scenario

/// Where constraints leave a view's frame ambiguous, UIKit's engine picks one of the solutions
/// (Auto Layout Guide, "Ambiguous Layouts") and so does the solver: a layout pass that gives
/// such a frame records a model choice (`ModelChoice.Kind.ambiguousLayout`) while
/// `recordsAmbiguousLayouts` is set, and a run taking the other choice picks another solution
/// without breaking a constraint or moving a frame the constraints determine.
@Suite("Ambiguous layout choice")
struct AmbiguousLayoutChoiceTests {
    /// `box` has a top, a leading and a width, and no height (lesson 05's missing constraint).
    static func boxScenario(height: Bool) -> String {
        """
        let vc = UIViewController()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(box)
        window.rootViewController = vc
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 100),
            box.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 20),
            box.widthAnchor.constraint(equalToConstant: 120),
        ])
        \(height ? "box.heightAnchor.constraint(equalToConstant: 44).isActive = true" : "")
        runLoop.runUntilIdle()
        let ambiguous = box.hasAmbiguousLayout
        """
    }

    /// Two labels in a row, hugging at the same priority: which one stretches is a tie.
    static let tieScenario = """
        let vc = UIViewController()
        let left = UILabel()
        let right = UILabel()
        left.text = "Name"
        right.text = "Kim"
        left.translatesAutoresizingMaskIntoConstraints = false
        right.translatesAutoresizingMaskIntoConstraints = false
        vc.view.addSubview(left)
        vc.view.addSubview(right)
        NSLayoutConstraint.activate([
            left.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 100),
            right.topAnchor.constraint(equalTo: vc.view.topAnchor, constant: 100),
            left.leadingAnchor.constraint(equalTo: vc.view.leadingAnchor, constant: 20),
            right.leadingAnchor.constraint(equalTo: left.trailingAnchor, constant: 8),
            right.trailingAnchor.constraint(equalTo: vc.view.trailingAnchor, constant: -20),
        ])
        window.rootViewController = vc
        runLoop.runUntilIdle()
        let tie = left.hasAmbiguousLayout
        """

    static func run(_ source: String, records: Bool = true, other: Bool = false) -> ScenarioRun {
        var options = ScenarioOptions(fileName: "ambiguous.swift")
        options.recordsAmbiguousLayouts = records
        options.otherChoices = other ? [.ambiguousLayout] : []
        let run = ScenarioRun(source: source, options: options)
        #expect(run.outcome == .completed, "\(run.outcome)")
        return run
    }

    static func rect(_ run: ScenarioRun, _ query: String) throws -> CGRect {
        guard case .rect(let rect) = try run.evaluate(query, at: SourceLocation(file: "query", line: 1, column: 1))
        else { throw QueryError.unexpected(query) }
        return rect
    }

    static func bool(_ run: ScenarioRun, _ query: String) throws -> Bool {
        guard case .bool(let flag) = try run.evaluate(query, at: SourceLocation(file: "query", line: 1, column: 1))
        else { throw QueryError.unexpected(query) }
        return flag
    }

    enum QueryError: Error { case unexpected(String) }

    static func ambiguousChoices(_ run: ScenarioRun) -> [ModelChoice] {
        run.simulation.trace.modelChoices.filter { $0.kind == .ambiguousLayout }
    }

    @Test("A layout pass that gives a view an ambiguous frame records the choice, naming the view and the free part")
    func theAmbiguousPickIsRecorded() throws {
        let run = Self.run(Self.boxScenario(height: false))
        let choices = Self.ambiguousChoices(run)
        #expect(choices.count == 1, "\(choices)")
        let choice = try #require(choices.first)
        #expect(
            choice.detail
                == "`box.frame` is ambiguous (its constraints leave height free); the solver picks (20, 100, 120, 0)"
        )
        #expect(choice.source.hasPrefix("Auto Layout Guide, Ambiguous Layouts"))
        #expect(choice.location?.line == 12, "the statement whose layout pass gave the frame")
        #expect(try Self.bool(run, "ambiguous"))
        // Not asked for: nothing probed, nothing recorded, the same frame.
        let plain = Self.run(Self.boxScenario(height: false), records: false)
        #expect(Self.ambiguousChoices(plain).isEmpty)
        #expect(try Self.rect(plain, "box.frame") == Self.rect(run, "box.frame"))
    }

    @Test("The other pick moves only what the constraints leave free, and every constraint still holds")
    func theOtherPickMovesOnlyTheFreePart() throws {
        let model = Self.run(Self.boxScenario(height: false))
        let other = Self.run(Self.boxScenario(height: false), other: true)
        let a = try Self.rect(model, "box.frame"), b = try Self.rect(other, "box.frame")
        #expect(a.height != b.height, "another solution: \(a) and \(b)")
        #expect(b.minX == 20 && b.minY == 100 && b.width == 120, "top, leading and width hold: \(b)")
        #expect(try Self.bool(other, "ambiguous"), "hasAmbiguousLayout is the same question in both runs")
    }

    @Test("An unambiguous layout records no choice and the other pick never moves it")
    func anUnambiguousLayoutNeverMoves() throws {
        let model = Self.run(Self.boxScenario(height: true))
        let other = Self.run(Self.boxScenario(height: true), other: true)
        #expect(Self.ambiguousChoices(model).isEmpty)
        #expect(try Self.rect(model, "box.frame") == CGRect(x: 20, y: 100, width: 120, height: 44))
        #expect(try Self.rect(other, "box.frame") == CGRect(x: 20, y: 100, width: 120, height: 44))
        #expect(try !Self.bool(other, "ambiguous"))
        #expect(model.trace.listing() == other.trace.listing())
    }

    @Test("A tie between equal hugging priorities: the other pick stretches differently, constraints kept")
    func aHuggingTieIsAnAmbiguousPick() throws {
        let model = Self.run(Self.tieScenario)
        let other = Self.run(Self.tieScenario, other: true)
        #expect(Self.ambiguousChoices(model).map(\.detail).contains { $0.hasPrefix("`left.frame` is ambiguous") })
        let (l1, r1) = (try Self.rect(model, "left.frame"), try Self.rect(model, "right.frame"))
        let (l2, r2) = (try Self.rect(other, "left.frame"), try Self.rect(other, "right.frame"))
        #expect(l1 != l2 || r1 != r2, "another solution")
        let width = try Self.rect(other, "vc.view.bounds").width
        for (left, right) in [(l1, r1), (l2, r2)] {
            // Required: the row spans the view with its insets and gap; both at top 100.
            #expect(left.minX == 20 && right.minX == left.maxX + 8 && right.maxX == width - 20)
            #expect(left.minY == 100 && right.minY == 100)
        }
        // Compression resistance (750) outranks hugging (250): no label is squeezed in either.
        guard
            case .double(let intrinsic) = try model.evaluate(
                "left.intrinsicContentSize.width", at: SourceLocation(file: "query", line: 1, column: 1))
        else { throw QueryError.unexpected("left.intrinsicContentSize.width") }
        #expect(Double(l2.width) >= intrinsic - 0.5)
        #expect(try Self.bool(other, "tie") == Self.bool(model, "tie"))
    }
}
