import Lessons

/// When Gradescope shows a learner the questions they got wrong (`grade --format gradescope
/// --visibility`): Gradescope's own visibility values. Right answers and sheet errors are
/// always `visible`. Gradescope hides a learner's total score while any test is hidden, so with
/// every value but `visible` the visible summary leaves the score out and says when it comes.
public enum GradescopeVisibility: String, CaseIterable, Sendable {
    /// Wrong answers, with the simulator's answer and the explanation, at once: the learner can
    /// copy the right answers into a new submission.
    case visible
    /// After the assignment's (late) due date: the default.
    case afterDueDate = "after_due_date"
    /// When the instructor publishes the grades.
    case afterPublished = "after_published"
    /// Never shown to learners.
    case hidden

    /// The summary line when the score is not shown yet, in the sheet's language.
    func scoreWithheld(_ language: Language) -> String {
        switch (self, language) {
        case (.visible, _): return ""
        case (.afterDueDate, .en):
            return "Your answers were graded; your score and the answers you got wrong are shown after the due date."
        case (.afterDueDate, .ko): return "답안을 채점했어요. 점수와 틀린 답은 마감일이 지나면 보여요."
        case (.afterDueDate, .zh): return "答卷已评分。分数和答错的题目会在截止日期之后显示。"
        case (.afterPublished, .en):
            return
                "Your answers were graded; your score and the answers you got wrong are shown when grades are published."
        case (.afterPublished, .ko): return "답안을 채점했어요. 점수와 틀린 답은 성적이 공개되면 보여요."
        case (.afterPublished, .zh): return "答卷已评分。分数和答错的题目会在成绩发布后显示。"
        case (.hidden, .en): return "Your answers were graded."
        case (.hidden, .ko): return "답안을 채점했어요."
        case (.hidden, .zh): return "答卷已评分。"
        }
    }
}
