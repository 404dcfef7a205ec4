import Foundation
import Lessons
import TestSupport
import Testing

@testable import Tutor

/// Widths count Hangul and Han as two columns, ANSI colour as none.
@Test func widthsOfMixedText() {
    TerminalText.prepareLocale()
    #expect(TerminalText.width("레슨 1") == 6)
    #expect(TerminalText.width("课程") == 4)
    #expect(TerminalText.width("a2.layoutSubviews") == 17)
    #expect(TerminalText.width("\u{1B}[32m✓ ok\u{1B}[0m") == 4)
    #expect(TerminalText.pad("가", to: 4) == "가  ")
}

/// Every line of a table with Korean, Chinese and English cells is the same width.
@Test func tableLinesUpWithCJK() {
    TerminalText.prepareLocale()
    let table = TableRenderer(
        headers: ["#", "레슨", "进度"],
        rows: [["1", "더티 플래그와 세 단계의 패스", "2/10"], ["2", "脏标记与三个阶段", "10/10"], ["3", "Layout", ""]]
    ).render()
    let widths = Set(table.split(separator: "\n").map { TerminalText.width(String($0)) })
    #expect(widths.count == 1)
    expectGolden(table, "table-cjk.txt")
}

/// Korean wraps at spaces; Chinese may wrap between any two characters.
@Test func wrappingRespectsEachScript() {
    TerminalText.prepareLocale()
    let korean = TerminalText.wrap("레이아웃 패스는 위에서 아래로 내려가며 더티 뷰만 방문합니다.", columns: 20)
    #expect(korean == ["레이아웃 패스는", "위에서 아래로", "내려가며 더티 뷰만", "방문합니다."])
    #expect(korean.allSatisfy { TerminalText.width($0) <= 20 })
    #expect(korean.allSatisfy { !$0.hasPrefix(" ") && !$0.hasSuffix(" ") })
    #expect(korean.joined(separator: " ") == "레이아웃 패스는 위에서 아래로 내려가며 더티 뷰만 방문합니다.")
    let chinese = TerminalText.wrap("布局阶段自上而下，只访问需要布局的视图。", columns: 10)
    #expect(chinese.allSatisfy { TerminalText.width($0) <= 10 })
    #expect(chinese.joined() == "布局阶段自上而下，只访问需要布局的视图。")
}

/// The view tree drawn with box-drawing lines.
@Test func treeDiagramDrawsNesting() {
    let tree = TreeDiagram(
        "window (0, 0, 390, 844)",
        children: [
            TreeDiagram(
                "vc.view (0, 0, 390, 844)",
                children: [
                    TreeDiagram("a1 (0, 100, 390, 120)", children: [TreeDiagram("a2 (0, 0, 390, 44)")]),
                    TreeDiagram("a3 (0, 240, 390, 60)"),
                ])
        ])
    expectGolden(tree.render(), "view-tree.txt")
}

/// The trace as a call tree with the passes grouped, commit by commit.
@Test func traceDiagramGroupsPasses() {
    let rows = [
        TraceRow(commit: 0, phase: "event handling", depth: 0, call: "a2.setNeedsLayout()", note: "line 12"),
        TraceRow(commit: 1, phase: "commit", depth: 0, call: "CATransaction.commit()", note: "implicit"),
        TraceRow(
            commit: 1, phase: "update constraints", depth: 0, call: "a1.updateConstraints()",
            note: "needsUpdateConstraints"),
        TraceRow(commit: 1, phase: "layout", depth: 0, call: "vc.viewWillLayoutSubviews()"),
        TraceRow(commit: 1, phase: "layout", depth: 0, call: "vc.view.layoutSubviews()", note: "needsLayout"),
        TraceRow(commit: 1, phase: "layout", depth: 1, call: "a1.layoutSubviews()", note: "needsLayout"),
        TraceRow(commit: 1, phase: "layout", depth: 2, call: "a2.layoutSubviews()", note: "size changed"),
        TraceRow(commit: 1, phase: "layout", depth: 1, call: "a3.layoutSubviews()"),
        TraceRow(commit: 1, phase: "display", depth: 0, call: "a1.draw(_:)", note: "needsDisplay"),
        TraceRow(commit: 1, phase: "commit", depth: 0, call: "CATransaction.encodeAndSend()"),
    ]
    expectGolden(TraceDiagram(rows: rows).render(style: TextStyle(colored: false)), "trace-diagram.txt")
}

/// Colour: never with --color never or NO_COLOR under auto; auto only on a terminal.
@Test func colorModeRules() {
    #expect(ColorMode.auto.isEnabled(outputIsTerminal: true, environment: [:]))
    #expect(!ColorMode.auto.isEnabled(outputIsTerminal: false, environment: [:]))
    #expect(!ColorMode.auto.isEnabled(outputIsTerminal: true, environment: ["NO_COLOR": "1"]))
    #expect(ColorMode.auto.isEnabled(outputIsTerminal: true, environment: ["NO_COLOR": ""]))
    #expect(!ColorMode.never.isEnabled(outputIsTerminal: true, environment: [:]))
    #expect(ColorMode.always.isEnabled(outputIsTerminal: false, environment: [:]))
    #expect(TextStyle(colored: false).good("✓") == "✓")
    #expect(TextStyle(colored: true).good("✓") == "\u{1B}[32m✓\u{1B}[0m")
}

/// Hard-wrapped YAML prose becomes paragraphs again: lines joined with a space, Han lines
/// joined without one, indented lines and blank lines kept.
@Test func reflowJoinsProseKeepsCode() {
    let text = "setNeeds… marks\nthe receiver.\n\n  a2.setNeedsLayout()\n  a2.layoutSubviews()\nThen 布局\n阶段运行。\n"
    #expect(
        TerminalText.reflow(text)
            == "setNeeds… marks the receiver.\n\n  a2.setNeedsLayout()\n  a2.layoutSubviews()\nThen 布局阶段运行。")
}

/// Closing punctuation never starts a line and opening punctuation never ends one, in
/// Chinese as in English.
@Test func wrappingKeepsPunctuationAttached() {
    TerminalText.prepareLocale()
    let lines = TerminalText.wrap("欢迎来到 LayoutLab。在这里，你将了解一个属性改变之后，如何一步步变成屏幕上的像素：", columns: 40)
    #expect(lines.allSatisfy { !"，。：".contains($0.first ?? " ") }, "\(lines)")
    #expect(lines.allSatisfy { TerminalText.width($0) <= 40 })
    #expect(TerminalText.wrap("像素（一）", columns: 6).allSatisfy { !$0.hasSuffix("（") })
}

/// Issue 13, "Language": reflow never puts a space after full-width punctuation; wrapping
/// never breaks inside an identifier, between a number and its unit, inside a short call or a
/// sum, and never wraps code or a table line.
@Test func reflowAndWrapKeepWordsWhole() {
    #expect(TerminalText.reflow("调用，\nlayoutSubviews 之后") == "调用，layoutSubviews 之后")
    #expect(TerminalText.reflow("布局（\nlayout）") == "布局（layout）")
    let identifier = TerminalText.wrap("call a1.layoutSubviewsAndThenSomeMoreOfIt now", columns: 20)
    #expect(identifier.contains("a1.layoutSubviewsAndThenSomeMoreOfIt"))
    let unit = TerminalText.wrap("The display refreshes at 60 Hz here", columns: 27)
    #expect(unit.contains { $0.hasSuffix("60 Hz") || $0.hasPrefix("60 Hz") })
    // A call and a sum in prose are read as one word each (lesson 15's `animation(forKey:`
    // / `"pop")` and lesson 13's `2 ×` / `10` broke there).
    let call = TerminalText.wrap("Then it asks the layer for animation(forKey: \"pop\") again.", columns: 40)
    #expect(call.contains { $0.contains("animation(forKey: \"pop\")") }, "\(call)")
    let sum = TerminalText.wrap("The three tiles need 3 × 110 + 2 × 10 = 350 points in a row.", columns: 30)
    #expect(sum.contains { $0.contains("3 × 110 + 2 × 10 = 350") }, "\(sum)")
    #expect(sum.allSatisfy { TerminalText.width($0) <= 30 }, "\(sum)")
    let prose = TerminalText.wrap(
        "It waits (as every animation added in this turn of the run loop does) for the commit.", columns: 30)
    #expect(prose.allSatisfy { TerminalText.width($0) <= 30 }, "\(prose)")
    let code = "    let a1 = Card(frame: CGRect(x: 0, y: 100, width: 390, height: 120))"
    #expect(TerminalText.wrap(code, columns: 40) == [code])
    let table = "│ 1 │ Dirty flags and the three passes, a long title │ 0/15 │"
    #expect(TerminalText.wrap(table, columns: 40) == [table])
}

/// A lesson is found by number, id or folder name.
@Test func lessonByFolderName() {
    struct Folder: StudyLesson {
        let id = "dirty-flags"
        let folderName: String? = "01-dirty-flags"
        func title(in language: Language) -> String { "Dirty flags" }
        func sections(in language: Language) -> [String] { [] }
        var questions: [any StudyQuestion] { [] }
    }
    let course = StudyCourse(lessons: [Folder()], sandbox: nil)
    #expect(course.lessonIndex(matching: "01-dirty-flags") == 0)
    #expect(course.lessonIndex(matching: "lessons/01-dirty-flags") == 0)
    #expect(course.lessonIndex(matching: "dirty-flags") == 0)
    #expect(course.lessonIndex(matching: "1") == 0)
}

/// The trace listing's words are the learner's: frame and order notes, on time / hitch, the
/// phase and the line reference; reason codes lessons quote (`needsLayout`) stay.
@Test func traceNotesSpeakTheLearnersLanguage() {
    let rows = [
        TraceRow(commit: 1, phase: "commit", depth: 0, call: "CATransaction.commit()", note: "implicit ← #4"),
        TraceRow(
            commit: 1, phase: "layout", depth: 0, call: "a1.layoutSubviews()", note: "needsLayout", sourceLine: 59),
        TraceRow(commit: 1, phase: "render", depth: 0, call: "renderServer.renderPrepare()", note: "frame 2 ← #49"),
        TraceRow(commit: 1, phase: "present", depth: 0, call: "display.present()", note: "onTime"),
        TraceRow(
            commit: 1, phase: "eventHandling", depth: 0, call: "runLoop.CA::Transaction::observer_callback()",
            note: "order 2000000"),
    ]
    let zh = TraceDiagram(rows: rows).render(style: TextStyle(colored: false), language: .zh)
    #expect(
        zh.contains("第 2 帧 ← #49") && zh.contains("按时") && zh.contains("顺序 2000000")
            && zh.contains("needsLayout ← 第 59 行"))
    #expect(zh.contains("上屏") && zh.contains("第 1 次提交") && !zh.contains("onTime"))
    let ko = TraceDiagram(rows: rows).render(style: TextStyle(colored: false), language: .ko)
    #expect(
        ko.contains("프레임 2 ← #49") && ko.contains("제때") && ko.contains("순서 2000000") && ko.contains("needsLayout ← 59행")
    )
    #expect(ko.contains("커밋 1") && ko.contains("레이아웃"))
}

/// Issue 13 ("reflow never inserts a space after full-width punctuation"), as prose3 saw it in
/// zh lesson 03: where Chinese meets a Latin word ("文档中 CALayer") a line may break after 中
/// or at the space, and the space must not start the next line. Every width from 10 to 80
/// columns, in Chinese, Korean and English; the 24-column rendering is golden.
@Test func wrappedLinesNeverStartWithTheBreakingSpace() {
    TerminalText.prepareLocale()
    let chinese = TerminalText.reflow(
        """
        很多笔记说 layoutIfNeeded() 会向上找到最顶层的脏祖先，从那里开始布局。那是文档
        中 CALayer 的 layoutIfNeeded() 的行为，不是 UIView 的。
        """)
    let korean = "많은 노트가 layoutIfNeeded()는 가장 위의 더티 조상까지 올라가 거기서부터 배치한다고 해요. 그건 문서 속 CALayer의 동작이에요."
    let english =
        "Many notes say layoutIfNeeded() climbs to the topmost dirty ancestor. That is CALayer's behaviour in the documentation."
    for text in [chinese, korean, english] {
        for columns in 10...80 {
            let lines = TerminalText.wrap(text, columns: columns)
            #expect(lines.allSatisfy { !$0.hasPrefix(" ") && !$0.hasSuffix(" ") }, "\(columns) columns: \(lines)")
            #expect(
                lines.joined().filter { !$0.isWhitespace } == text.filter { !$0.isWhitespace },
                "\(columns) columns lost text")
        }
    }
    expectGolden(TerminalText.wrap(chinese, columns: 24).joined(separator: "\n") + "\n", "wrap-zh-latin.txt")
}
