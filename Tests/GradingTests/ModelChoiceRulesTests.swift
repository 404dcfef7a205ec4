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

/// A cost the simulator assumes (render time per offscreen pass, per pixel) decides how late a
/// frame is: a documented question on the hitch time is an error, with the answer the doubled
/// figures give; one that asks which side of the frame grew, or how many passes, is not.
@Test func noAnswerRestsOnTheModelsCostFigures() throws {
    let scenario = """
          s:
            code: |
              let vc = UIViewController()
              window.rootViewController = vc
              runLoop.runUntilIdle()
              trace.mark("tap")
              for i in 0..<30 {
                  let tile = UIView(frame: CGRect(x: 10, y: 20 + i * 26, width: 370, height: 22))
                  tile.backgroundColor = .white
                  tile.layer.shadowOpacity = 0.4
                  tile.layer.shadowRadius = 4
                  vc.view.addSubview(tile)
              }
              runLoop.run(frames: 4)
              let slow = display.frames.last!
        """
    let documented = "    basis: documented\n    source: \"Apple Tech Talk 10857 (2020)\""
    let questions = [
        "  - id: hitch\n    scenario: s\n    kind: number\n    unit: ms\n    tolerance: 0.5\n    expect: slow.hitchMs\n\(documented)",
        "  - id: passes\n    scenario: s\n    kind: count\n    expect: slow.offscreenPasses.count\n\(documented)",
        "  - id: late\n    scenario: s\n    kind: yesno\n    expect: slow.hitchMs > 0\n\(documented)",
    ].joined(separator: "\n")
    let en = """
        title: Rules
        questions:
          hitch: { prompt: 'After "tap", what is the hitch time of the frame with the tiles, in ms?' }
          passes: { prompt: 'After "tap", how many offscreen passes does the frame with the tiles need?' }
          late: { prompt: 'After "tap", is the frame with the tiles late?' }
        """
    let course = RuleCourse()
    defer { try? FileManager.default.removeItem(at: course.directory) }
    let library = try course.library(questions: questions, en: en, scenario: scenario)
    let result = LessonChecker.check(library, engine: ScenarioLanguageEngine())
    let problems = result.diagnostics.filter { $0.message.contains("cost figures") }
    #expect(problems.count == 1, "\(problems)")
    let problem = try #require(problems.first)
    #expect(
        problem.description.replacingOccurrences(of: course.directory.path + "/", with: "").hasPrefix(
            "lessons/01-rules/lesson.yaml:27:12: error: question 'hitch' is `basis: documented`, but its answer rests on the simulator's cost figures (Apple publishes none), which decide how long the work takes"
        ), "\(problem.description)")
    #expect(problem.detail?.contains("render prepare and execute priced by RenderCostModel") == true)
    #expect(problem.detail?.contains("with the other choice the answer is") == true)
}

/// Where constraints leave a frame ambiguous, UIKit documents only that Auto Layout "chooses one
/// of the possible solutions" (Auto Layout Guide, "Ambiguous Layouts"): a documented question
/// that reads such a frame is an error naming the choice; one that reads what the constraints
/// determine, or `hasAmbiguousLayout`, is not; and with the missing constraint added, nothing is.
@Test func noFrameOfAnAmbiguousLayoutIsGraded() throws {
    func scenario(height: Bool) -> String {
        """
          s:
            code: |
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
              \(height ? "box.heightAnchor.constraint(equalToConstant: 44).isActive = true" : "let noHeight = true")
              runLoop.runUntilIdle()
        """
    }
    let question = { (id: String, expect: String, basis: String) in
        "  - id: \(id)\n    scenario: s\n    kind: yesno\n    expect: \(expect)\n\(basis)"
    }
    let documented = "    basis: documented\n    source: \"Auto Layout Guide, Ambiguous Layouts\""
    let questions = [
        question("flat", "box.frame.height == 0", documented),
        question("flat-model", "box.frame.height == 0", "    basis: model"),
        question("wide", "box.frame.width == 120", documented),
        question("ambiguous", "box.hasAmbiguousLayout", documented),
    ].joined(separator: "\n")
    let en = """
        title: Rules
        questions:
          flat: { prompt: 'After the first layout, is box 0 points tall?' }
          flat-model: { prompt: 'In the simulator''s model, is box 0 points tall after the first layout?' }
          wide: { prompt: 'After the first layout, is box 120 points wide?' }
          ambiguous: { prompt: 'After the first layout, is the layout of box ambiguous?' }
        """
    for height in [false, true] {
        let course = RuleCourse()
        defer { try? FileManager.default.removeItem(at: course.directory) }
        let library = try course.library(questions: questions, en: en, scenario: scenario(height: height))
        let result = LessonChecker.check(library, engine: ScenarioLanguageEngine())
        let problems = result.diagnostics.filter { $0.message.contains("rests on") }
        if height {
            #expect(problems.isEmpty, "an unambiguous layout: \(problems.map(\.description))")
            continue
        }
        #expect(problems.count == 1, "\(problems.map(\.description))")
        let problem = try #require(problems.first)
        let text = problem.description.replacingOccurrences(of: course.directory.path + "/", with: "")
        #expect(
            text.hasPrefix(
                "lessons/01-rules/lesson.yaml:24:12: error: question 'flat' is `basis: documented`, but its answer rests on the frame the simulator's solver picks in an ambiguous layout (Apple documents only that Auto Layout chooses one of the possible solutions)"
            ), "\(text)")
        #expect(
            text.contains(
                "lessons/01-rules/lesson.yaml:18:7: `box.frame` is ambiguous (its constraints leave height free); the solver picks (20, 100, 120, 0) (Auto Layout Guide, Ambiguous Layouts: Auto Layout chooses one of the possible solutions)"
            ), "\(text)")
        #expect(text.contains("with the other choice the answer is no instead of yes"), "\(text)")
        #expect(problem.hint?.contains("add the constraints that make the frame unambiguous") == true)
    }
}

/// How far ahead a collection view prefetches is the model's (fact 93: Apple documents that
/// cells are requested "in advance of when they will be displayed", not how far): a documented
/// count of the cells asked for after a scroll is an error naming the choice; whether the cells
/// shown are displayed without being asked for again is not, and with `isPrefetchingEnabled =
/// false` the count is not either.
@Test func noAnswerRestsOnThePrefetchReach() throws {
    func scenario(prefetching: Bool) -> String {
        """
          s:
            code: |
              class Photos: NSObject, UICollectionViewDataSource {
                  func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 90 }
                  func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
                      collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
                  }
              }
              let vc = UIViewController()
              let layout = UICollectionViewFlowLayout()
              layout.itemSize = CGSize(width: 120, height: 120)
              let grid = UICollectionView(frame: vc.view.bounds, collectionViewLayout: layout)
              grid.isPrefetchingEnabled = \(prefetching)
              grid.contentInsetAdjustmentBehavior = .never
              grid.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
              let photos = Photos()
              grid.dataSource = photos
              vc.view.addSubview(grid)
              window.rootViewController = vc
              runLoop.runUntilIdle()
              trace.mark("scroll")
              grid.contentOffset = CGPoint(x: 0, y: 400)
              runLoop.runOnce()
        """
    }
    let documented = "    basis: documented\n    source: \"Docs UICollectionView.isPrefetchingEnabled\""
    let questions = [
        "  - id: asked\n    scenario: s\n    kind: count\n    expect: trace.after(\"scroll\").count(\"cellForItemAt\")\n\(documented)",
        "  - id: more\n    scenario: s\n    kind: yesno\n    expect: trace.after(\"scroll\").count(\"cellForItemAt\") >= grid.visibleCells.count - 12\n\(documented)",
    ].joined(separator: "\n")
    let en = """
        title: Rules
        questions:
          asked: { prompt: 'After "scroll", how many cells does grid ask for?' }
          more: { prompt: 'After "scroll", does grid ask for at least the cells of the three lines that came in?' }
        """
    let problems = try RuleCourse().check(questions: questions, en: en, scenario: scenario(prefetching: true))
    #expect(problems.count == 1, "\(problems)")
    #expect(
        problems.first?.hasSuffix(
            "error: question 'asked' is `basis: documented`, but its answer rests on how far ahead the simulator prefetches cells or data (Apple documents that lists ask ahead of display, not how far)"
        ) == true, "\(problems)")
    #expect(try RuleCourse().check(questions: questions, en: en, scenario: scenario(prefetching: false)) == [])
}
