import Foundation
import Grading
import Lessons
import Testing

/// A question whose answer rests on a value Apple calls undefined (Docs UIView.frame: "If the
/// transform property is not the identity transform, the value of this property is undefined
/// and therefore should be ignored") is an error unless it is `basis: model`; one that reads a
/// defined value of the same run is not.
@Test func aValueAppleCallsUndefinedIsNeverGraded() throws {
    let scenario = """
          s:
            code: |
              class Strip: UIView {
                  override func layoutSubviews() {
                      super.layoutSubviews()
                      fill.frame = CGRect(x: 0, y: 0, width: frame.width, height: 10)
                  }
              }
              let vc = UIViewController()
              let strip = Strip(frame: CGRect(x: 20, y: 200, width: 100, height: 40))
              let fill = UIView()
              strip.addSubview(fill)
              vc.view.addSubview(strip)
              window.rootViewController = vc
              runLoop.runUntilIdle()
              trace.mark("tap")
              strip.transform = CGAffineTransform(scaleX: 2, y: 1)
              strip.setNeedsLayout()
              runLoop.runOnce()
        """
    let question = { (id: String, expect: String, basis: String) in
        "  - id: \(id)\n    scenario: s\n    kind: yesno\n    expect: \(expect)\n\(basis)"
    }
    let documented = "    basis: documented\n    source: \"Docs UIView.frame\""
    let questions = [
        question("wide", "fill.frame.width == 200", documented),
        question("wide-model", "fill.frame.width == 200", "    basis: model"),
        question("own-width", "strip.bounds.width == 100", documented),
    ].joined(separator: "\n")
    let en = """
        title: Rules
        questions:
          wide: { prompt: 'After "tap", is fill 200 points wide?' }
          wide-model: { prompt: 'In the simulator''s model, is fill 200 points wide after "tap"?' }
          own-width: { prompt: 'After "tap", is the bounds of strip 100 points wide?' }
        """
    let problems = try RuleCourse().check(questions: questions, en: en, scenario: scenario)
    #expect(
        problems == [
            "lessons/01-rules/lesson.yaml:29:12: error: question 'wide' is `basis: documented`, but its answer rests on a value Apple calls undefined, which the simulator fills in"
        ], "\(problems)")
}

/// The detail names where the run read the undefined value, in the lesson file, and what the
/// answer would be with the other choice; the hint says what to do.
@Test func anUndefinedReadIsLocatedInTheScenario() throws {
    let scenario = """
          s:
            code: |
              let v = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
              v.transform = CGAffineTransform(scaleX: 2, y: 1)
              let w = v.frame.width
        """
    let questions =
        "  - id: w\n    scenario: s\n    kind: count\n    expect: w\n    basis: observed\n    source: \"public UIKit logs of frame under a transform\""
    let en = "title: Rules\nquestions:\n  w: { prompt: How wide does v's frame read? }\n"
    let directory = RuleCourse()
    let library = try directory.library(questions: questions, en: en, scenario: scenario)
    defer { try? FileManager.default.removeItem(at: directory.directory) }
    let result = LessonChecker.check(library, engine: ScenarioLanguageEngine())
    let problem = try #require(result.diagnostics.first)
    #expect(result.diagnostics.count == 1)
    let detail = problem.detail?.replacingOccurrences(of: directory.directory.path + "/", with: "") ?? ""
    #expect(
        detail.contains(
            "lessons/01-rules/lesson.yaml:9:7: `v.frame` read while its transform is not identity (Docs UIView.frame: undefined under a transform)"
        ), "\(detail)")
    #expect(detail.contains("with the other choice the answer is 100 instead of 200"), "\(detail)")
    #expect(problem.hint?.contains("`bounds` and `center` instead of `frame`") == true)
}

/// An answer that depends on an order UIKit does not document (siblings in the layout pass) is
/// an error unless it is `basis: model`; the same calls asked as a set, or one view's call, are not.
@Test func noUndocumentedTieBreakIsGraded() throws {
    let scenario = """
          s:
            code: |
              let vc = UIViewController()
              let a1 = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 40))
              let a2 = UIView(frame: CGRect(x: 0, y: 50, width: 100, height: 40))
              vc.view.addSubview(a1)
              vc.view.addSubview(a2)
              window.rootViewController = vc
              runLoop.runUntilIdle()
              trace.mark("tap")
              a2.setNeedsLayout()
              a1.setNeedsLayout()
              runLoop.runOnce()
        """
    let question = { (id: String, kind: String, expect: String, basis: String) in
        "  - id: \(id)\n    scenario: s\n    kind: \(kind)\n    expect: \(expect)\n\(basis)"
    }
    let documented = "    basis: documented\n    source: \"WWDC 2015 session 219\""
    let calls = "trace.after(\"tap\").calls(\"layoutSubviews\")"
    let questions = [
        question("in-order", "order", calls, documented),
        question("as-set", "set", calls, documented),
        question("in-order-model", "order", calls, "    basis: model"),
        question("one", "yesno", "trace.after(\"tap\").contains(\"a1.layoutSubviews\")", documented),
    ].joined(separator: "\n")
    let en = """
        title: Rules
        questions:
          in-order: { prompt: List the layoutSubviews calls after "tap" in order. }
          as-set: { prompt: Which views run layoutSubviews after "tap"? Order does not matter. }
          in-order-model: { prompt: 'In the simulator''s model, list the layoutSubviews calls after "tap" in order.' }
          one: { prompt: Does a1 run layoutSubviews after "tap"? }
        """
    let problems = try RuleCourse().check(questions: questions, en: en, scenario: scenario)
    #expect(
        problems == [
            "lessons/01-rules/lesson.yaml:23:12: error: question 'in-order' is `basis: documented`, but its answer rests on an order UIKit does not document, which the simulator picks"
        ], "\(problems)")
}
