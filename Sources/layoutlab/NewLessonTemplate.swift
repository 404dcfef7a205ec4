import Lessons
import TextBasics

/// The files `layoutlab new` writes. The lesson is a small working one (a tap marks one view,
/// the commit lays out only that view), so `check` passes it and an author edits from a
/// running example rather than from blanks.
enum NewLessonTemplate {
    static func lesson(id: String, order: Int) -> String {
        """
        # Lesson \(order): \(id). Language-neutral: scenarios, questions and their queries.
        # The text of each language lives beside this file (ko.yaml, zh.yaml, en.yaml).
        # See docs/authoring.md; run `layoutlab check` after each change.
        id: \(id)
        order: \(order)
        languages: [ko, zh, en]

        scenarios:
          tap:
            code: |
              let vc = UIViewController()
              let card = UIView(frame: CGRect(x: 0, y: 100, width: 390, height: 120))
              let badge = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44))
              vc.view.addSubview(card)
              card.addSubview(badge)
              window.rootViewController = vc
              runLoop.runUntilIdle()          // the first frame is on screen

              trace.mark("tap")
              badge.setNeedsLayout()
              runLoop.runOnce()               // the next commit lays out what is dirty

        questions:
          - id: layout-after-tap
            scenario: tap
            kind: order
            expect: trace.after("tap").calls("layoutSubviews")
            basis: documented         # what the answer rests on: documented | observed (with a source) | model
            source: "Apple documentation: setNeedsLayout(), layoutSubviews()"
            samples:
              right: ["badge.layoutSubviews()"]
              wrong: ["card.layoutSubviews, badge.layoutSubviews"]

        """
    }

    static func text(_ language: Language) -> String {
        switch language {
        case .en:
            return """
                title: One flag, one view

                sections:
                  - title: A flag marks the receiver
                    body: |
                      setNeedsLayout() sets a flag on the view you call it on and returns.
                      At the next commit, the layout pass calls layoutSubviews() on the views
                      whose flag is set, and on no others.

                questions:
                  layout-after-tap:
                    prompt: After "tap", list every layoutSubviews call, in order.
                    hint: Which view has its flag set when the commit runs?
                    explanation: |
                      Only badge was marked, so only badge is laid out.

                """
        case .ko:
            return """
                title: 플래그 하나, 뷰 하나

                sections:
                  - title: 플래그는 호출한 뷰에만 켜져요
                    body: |
                      setNeedsLayout()은 호출한 뷰에 플래그를 켜고 바로 리턴해요.
                      다음 커밋에서 레이아웃 패스는 플래그가 켜진 뷰에만
                      layoutSubviews()를 호출해요.

                questions:
                  layout-after-tap:
                    prompt: "\\"tap\\" 지점 다음에 일어나는 layoutSubviews 호출을 순서대로 모두 적어 주세요."
                    hint: 커밋이 실행될 때 플래그가 켜진 뷰는 무엇인가요?
                    explanation: |
                      badge에만 플래그가 켜졌으니 badge만 다시 배치돼요.

                """
        case .zh:
            return """
                title: 一个脏标记，一个视图

                sections:
                  - title: 脏标记只落在接收者上
                    body: |
                      setNeedsLayout() 只给被调用的视图设置脏标记，然后立即返回。
                      在下一次提交时，布局过程只对设置了脏标记的视图调用
                      layoutSubviews()。

                questions:
                  layout-after-tap:
                    prompt: "按顺序列出打点 \\"tap\\" 之后的每一次 layoutSubviews 调用。"
                    hint: 提交运行时，哪个视图设置了脏标记？
                    explanation: |
                      只有 badge 设置了脏标记，所以只有 badge 执行布局。

                """
        }
    }

    /// A quiz asking every question of `lessons`, titled in every language they use (a quiz
    /// must be titled in each), with the usual 70 % pass mark.
    static func quiz(id: String, lessons: [Lesson]) -> String {
        var languages: [Language] = []
        for lesson in lessons {
            for language in lesson.languages where !languages.contains(language) { languages.append(language) }
        }
        var text = "# A quiz over " + lessons.map(\.id).joined(separator: ", ") + ". See docs/authoring.md.\n"
        text += "id: \(id)\ntitle:\n"
        for language in languages {
            let titles = lessons.compactMap { $0.text(in: language)?.title }
            text += "  \(language.rawValue): " + quoted(titles.joined(separator: " · ")) + "\n"
        }
        text += "pass: 70%\nquestions:\n"
        for lesson in lessons {
            for question in lesson.questions { text += "  - \(lesson.id)/\(question.id)\n" }
        }
        return text
    }

    /// A YAML double-quoted scalar.
    static func quoted(_ text: String) -> String { YAMLQuoting.doubleQuoted(text) }
}
