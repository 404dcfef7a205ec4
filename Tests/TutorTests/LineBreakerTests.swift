import Testing

@testable import Tutor

// What native readers found the tutor's wrapping doing to code in prose (docs/reviews/ko.md,
// zh.md, en.md), one test per kind of bad break, each over a range of widths so that the
// break cannot hide at the one width a golden happens to use.

/// `text` wrapped at every width in `widths`, with the width.
private func wrappings(_ text: String, _ widths: ClosedRange<Int>) -> [(columns: Int, lines: [String])] {
    TerminalText.prepareLocale()
    return widths.map { ($0, TerminalText.wrap(text, columns: $0)) }
}

/// Whether `line` starts with an operator standing alone (`= 200`, `× duration`).
private func startsWithOperator(_ line: String) -> Bool {
    guard let space = line.firstIndex(of: " ") else { return false }
    let word = line[..<space]
    return !word.isEmpty && word.allSatisfy { "=×+−·÷<>≤≥≈".contains($0) }
}

/// `name = value` stays on one line: lesson 15 scrub-shown broke "x" / "= 200", lessons 8 and
/// 16 "layer.shadowPath" / "= UIBezierPath(…)", lesson 14 "contentOffset" / "= CGPoint(…)".
@Test func assignmentsStayWhole() {
    let korean = "커브가 .easeOut인 0.5초짜리 UIViewPropertyAnimator가 card를 x = 0에서 x = 200으로 옮겨요."
    let english =
        "Every tile has layer.shadowPath = UIBezierPath(rect: tile.bounds).cgPath, and the list sets contentOffset = CGPoint(x: 300, y: 0) with orthogonalScrollingBehavior = .continuous."
    for text in [korean, english] {
        for (columns, lines) in wrappings(text, 20...80) {
            #expect(!lines.contains(where: startsWithOperator), "\(columns) columns: \(lines)")
        }
    }
    // The first span is 58 columns: narrower lines break it after its `=`.
    for (columns, lines) in wrappings(english, 60...80) {
        for span in [
            "layer.shadowPath = UIBezierPath(rect: tile.bounds).cgPath,", "contentOffset = CGPoint(x: 300, y: 0)",
            "orthogonalScrollingBehavior = .continuous.",
        ] {
            #expect(lines.contains { $0.contains(span) }, "\(columns) columns: \(lines)")
        }
    }
    for (columns, lines) in wrappings(korean, 20...80) {
        #expect(lines.contains { $0.contains("x = 200으로") }, "\(columns) columns: \(lines)")
    }
}

/// An argument label keeps its value: lesson 14 trips-miskind broke "for:" / "indexPath" in
/// a call too long to keep whole, which may break after its commas instead.
@Test func labelsKeepTheirValues() {
    let text =
        "The data source answers with dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: \"title\", for: indexPath) and the header's kind."
    for (columns, lines) in wrappings(text, 20...80) {
        #expect(
            !lines.contains { $0.hasSuffix("for:") || $0.hasSuffix("ofKind:") || $0.hasSuffix("Identifier:") },
            "\(columns) columns: \(lines)")
        #expect(lines.contains { $0.contains("for: indexPath)") }, "\(columns) columns: \(lines)")
    }
}

/// A label keeps a literal value in prose, and a short quoted string stays whole: lesson 17
/// initial-onchange broke "initial:" / "true", lesson 18 (ko) anylayout-keeps `"Stars:` / `3"`.
@Test func literalsAndQuotedStringsStayWithTheirLabels() {
    let english = "With initial: true the action also runs once when the view appears, and animated: false skips it."
    let korean = "\"Stars\"를 세 번 탭해서 \"Stars: 3\"이 됐어요. 버튼에 여전히 \"Stars: 3\"이 보일까요?"
    for (columns, lines) in wrappings(english, 20...80) {
        #expect(!lines.contains { $0.hasSuffix("initial:") || $0.hasSuffix("animated:") }, "\(columns): \(lines)")
    }
    for (columns, lines) in wrappings(korean, 20...80) {
        #expect(!lines.contains { $0.hasSuffix("\"Stars:") }, "\(columns): \(lines)")
    }
}

/// Arithmetic and parenthesised groups stay whole when they fit a line: "2·√100 =" / "20",
/// "(1 −" / "fractionComplete)" before "× duration", "(x, y," / "width, height)" (lessons 15,
/// 13, 10; ko and zh alike). A span wider than the line still breaks, after an operator.
@Test func expressionsAndGroupsStayWhole() {
    let spring = "With the defaults, 10 is less than 2·√100 = 20, so the default spring overshoots."
    let rest =
        "An animation added to an active animator runs for the remaining (1 − fractionComplete) × duration and ends with the move."
    let frame = "그 뒤로 30프레임이 더 지나면 panel의 프레젠테이션 frame은 무엇일까요? (x, y, width, height) 형식으로 답해 주세요."
    let sum = "它的高度是 44 + 8 + 255 + 8 = 315 点，下一个分区的 header 从 y = 315 开始。"
    for (text, span) in [
        (spring, "2·√100 = 20,"), (rest, "(1 − fractionComplete) × duration"), (frame, "(x, y, width, height)"),
        (sum, "44 + 8 + 255 + 8 = 315 点"), (sum, "y = 315"),
    ] {
        for (columns, lines) in wrappings(text, 36...80) {
            #expect(lines.contains { $0.contains(span) }, "\(columns) columns: \(lines)")
            #expect(!lines.contains(where: startsWithOperator), "\(columns) columns: \(lines)")
        }
    }
}

/// A name glued to a bracket is a call only in code: Korean "버려요(UIKit이 …)" and "있어요(한 줄에
/// 세 개, …)" are prose, which breaks inside its parentheses rather than leaving a short line
/// before them or running past the edge (lessons 6 and 14).
@Test func proseInParenthesesBreaks() {
    let korean =
        "Auto Layout은 복구하려고 충돌한 두 제약 중 하나를 버리는데, LayoutLab은 마지막에 추가된 여러분의 제약을 버려요(UIKit이 어느 쪽을 버리는지는 문서화되어 있지 않아서, 레슨 5에서 말했듯 이 모델의 가정이에요). 활성화하기 전에 translatesAutoresizingMaskIntoConstraints를 false로 바꾸면 해결돼요."
    for (columns, lines) in wrappings(korean, 50...80) {
        #expect(lines.allSatisfy { TerminalText.width($0) <= columns }, "\(columns) columns: \(lines)")
    }
    let items = "섹션마다 120 × 120pt 아이템이 일곱 개 있어요(한 줄에 세 개, 줄 간격 10pt, 아이템 간격 15pt). 헤더는 44pt예요."
    for (columns, lines) in wrappings(items, 30...80) {
        #expect(!breaksEarly(before: "있어요(한", in: lines, columns: columns), "\(columns) columns: \(lines)")
    }
}

/// Whether a line starts with `word` although `word` would have fitted at the end of the line
/// before it, with a column to spare (a line that would end exactly at the edge before a space
/// ends a word earlier, as it always has).
private func breaksEarly(before word: String, in lines: [String], columns: Int) -> Bool {
    zip(lines, lines.dropFirst()).contains { line, next in
        next.hasPrefix(word) && TerminalText.width(line) + 1 + TerminalText.width(word) < columns
    }
}

/// A dot before a name is code, not a full stop: zh lesson 15 broke "停在哪" / "里：.end" because
/// no line may start with "." and none may start with "：".
@Test func aDotBeforeANameMayStartALine() {
    let chinese = "用 addCompletion(_:) 添加的每个完成闭包都会收到一个 UIViewAnimatingPosition，说明动画停在哪里：.end、.start 或 .current。"
    for (columns, lines) in wrappings(chinese, 30...80) {
        #expect(!breaksEarly(before: "里：", in: lines, columns: columns + 1), "\(columns) columns: \(lines)")
        #expect(lines.allSatisfy { TerminalText.width($0) <= columns }, "\(columns) columns: \(lines)")
    }
}

/// A span that cannot break before it without leaving one word on the line breaks inside,
/// after its operator.
@Test func noOneWordLineBeforeASpan() {
    TerminalText.prepareLocale()
    let lines = TerminalText.wrap("Set layer.shadowPath = card.path now.", columns: 30)
    #expect(lines == ["Set layer.shadowPath =", "card.path now."], "\(lines)")
}

/// A "- " line starts a list item and its two-space continuation lines join it (lessons 14,
/// 16 and 18 ran one item into the next and kept continuations unwrapped); a wrapped item
/// hangs under its text.
@Test func listItemsReflowAndHang() {
    let text = "Two kinds:\n- a commit hitch: the main thread\n  committed late.\n- a render hitch.\n\n  let code = 1"
    #expect(
        TerminalText.reflow(text)
            == "Two kinds:\n- a commit hitch: the main thread committed late.\n- a render hitch.\n\n  let code = 1")
    let lines = TerminalText.wrap("- a commit hitch: the main thread committed after the frame's VSync.", columns: 30)
    #expect(lines.first?.hasPrefix("- ") == true && lines.dropFirst().allSatisfy { $0.hasPrefix("  ") }, "\(lines)")
}

/// Option feedback shown after the last try is wrapped like the rest of the screen, indented
/// under its sentence (lesson 16 tiles-cause, feedback a, printed as one long line); the
/// trace rows below keep their columns.
@Test func mismatchFeedbackIsWrapped() {
    TerminalText.prepareLocale()
    let mismatch = AnswerMismatch(
        findings: [
            "You picked a (a commit hitch), but it does not hold. In the run, firstFrame.hitchCause is render.\n"
                + "  Which phase of the frame pays for a shadow without shadowPath? Reread \"What\n"
                + "  the render server pays for\"."
        ],
        trace: ["Trace:", "  16.7 ms  frame 1  render  renderServer.renderExecute()  ← commit 1 (offscreen passes)"])
    let lines = mismatch.text(columns: 50).split(separator: "\n").map(String.init)
    #expect(
        lines == [
            "You picked a (a commit hitch), but it does not",
            "hold. In the run, firstFrame.hitchCause is render.",
            "  Which phase of the frame pays for a shadow",
            "  without shadowPath? Reread \"What the render",
            "  server pays for\".",
            "Trace:",
            "  16.7 ms  frame 1  render  renderServer.renderExecute()  ← commit 1 (offscreen passes)",
        ], "\(lines)")
}
