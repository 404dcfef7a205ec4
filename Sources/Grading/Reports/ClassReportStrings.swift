import Lessons

/// The words of the class reports (`--format html`, `--format markdown`) and of a sheet that
/// could not be graded, in the language the report is written in: a teacher whose class answers
/// in Korean reads a Korean page. Terms as the tutor and the per-sheet report use them (합격선 /
/// 及格线, 답안지 / 答题卡, 시뮬레이터 / 模拟器).
enum ClassReportStrings {
    /// The `lang` attribute of the page.
    static func htmlLanguage(_ language: Language) -> String {
        switch language {
        case .en: return "en"
        case .ko: return "ko"
        case .zh: return "zh-Hans"
        }
    }

    /// The line under the page's title.
    static func gradedAt(_ timestamp: String, _ language: Language) -> String {
        switch language {
        case .en: return "Graded \(timestamp) by layoutlab grade"
        case .ko: return "채점: \(timestamp), layoutlab grade"
        case .zh: return "评分时间：\(timestamp)，由 layoutlab grade 评分"
        }
    }

    /// `2 of 4`: learners who passed of all sheets, the big figure of the first card.
    static func passedOf(_ passed: Int, _ total: Int, _ language: Language) -> String {
        switch language {
        case .en: return "\(passed) of \(total)"
        case .ko: return "\(total)명 중 \(passed)명"
        case .zh: return "\(total) 人中 \(passed) 人"
        }
    }

    /// Under that figure.
    static func reachedPassMark(_ passMark: String, _ language: Language) -> String {
        switch language {
        case .en: return "reached the passing score of \(passMark)%"
        case .ko: return "합격선 \(passMark)% 이상"
        case .zh: return "达到及格线 \(passMark)%"
        }
    }

    /// Under the class mean.
    static func meanOfGraded(_ language: Language) -> String {
        switch language {
        case .en: return "mean score of the graded sheets"
        case .ko: return "채점한 답안지의 평균 점수"
        case .zh: return "已评分答题卡的平均分"
        }
    }

    /// Under the count of sheets that could not be graded.
    static func couldNotBeGraded(_ language: Language) -> String {
        switch language {
        case .en: return "could not be graded (0 points)"
        case .ko: return "채점할 수 없는 답안지 (0점 처리)"
        case .zh: return "无法评分的答题卡（记 0 分）"
        }
    }

    /// The histogram's heading and its accessible name.
    static func scores(_ language: Language) -> String {
        switch language {
        case .en: return "Scores"
        case .ko: return "점수 분포"
        case .zh: return "分数分布"
        }
    }

    /// `pass mark 70%`, on the histogram and in the Markdown summary.
    static func passMark(_ passMark: String, _ language: Language) -> String {
        switch language {
        case .en: return "passing score \(passMark)%"
        case .ko: return "합격선 \(passMark)%"
        case .zh: return "及格线 \(passMark)%"
        }
    }

    /// The item analysis's heading.
    static func questions(_ language: Language) -> String {
        switch language {
        case .en: return "Questions"
        case .ko: return "문제별 분석"
        case .zh: return "逐题分析"
        }
    }

    /// The item analysis's columns: question, share right, mean points, common wrong answers.
    static func questionColumns(_ language: Language) -> (
        question: String, right: String, points: String, wrong: String
    ) {
        switch language {
        case .en: return ("Question", "Right", "Points", "Most common wrong answers")
        case .ko: return ("문제", "정답률", "평균 점수", "자주 나온 오답")
        case .zh: return ("题目", "正确率", "平均得分", "常见错误答案")
        }
    }

    /// Before the simulator's answer under a common wrong one.
    static func simulatorSaid(_ language: Language) -> String {
        switch language {
        case .en: return "Simulator: "
        case .ko: return "시뮬레이터: "
        case .zh: return "模拟器："
        }
    }

    /// The class table's heading.
    static func classHeading(_ language: Language) -> String {
        switch language {
        case .en: return "Class"
        case .ko: return "학생별 결과"
        case .zh: return "全班成绩"
        }
    }

    /// The class table's columns: learner, sheet, score, percent, result.
    static func classColumns(_ language: Language) -> (
        learner: String, sheet: String, score: String, percent: String, result: String
    ) {
        switch language {
        case .en: return ("Learner", "Sheet", "Score", "%", "Result")
        case .ko: return ("학생", "답안지", "점수", "%", "결과")
        case .zh: return ("学生", "答题卡", "得分", "%", "结果")
        }
    }

    /// The per-learner details' heading.
    static func eachLearner(_ language: Language) -> String {
        switch language {
        case .en: return "Each learner"
        case .ko: return "학생별 자세한 결과"
        case .zh: return "每位学生的详情"
        }
    }

    /// A sheet's result in the class table.
    static func result(passed: Bool, graded: Bool, _ language: Language) -> String {
        guard graded else { return notGraded(language) }
        switch language {
        case .en: return passed ? "passed" : "not passed"
        case .ko: return passed ? "합격" : "불합격"
        case .zh: return passed ? "通过" : "未通过"
        }
    }

    /// A sheet that could not be graded.
    static func notGraded(_ language: Language) -> String {
        switch language {
        case .en: return "not graded"
        case .ko: return "채점 못 함"
        case .zh: return "未评分"
        }
    }

    /// `(2 warnings)` beside a sheet graded despite its problems.
    static func warnings(_ count: Int, _ language: Language) -> String {
        switch language {
        case .en: return "(\(count) warning\(count == 1 ? "" : "s"))"
        case .ko: return "(경고 \(count)건)"
        case .zh: return "（\(count) 条警告）"
        }
    }

    /// The Markdown summary's first line: `**2 of 4 passed** (pass mark 70%)`.
    static func passedLine(_ passed: Int, _ total: Int, passMark: String, _ language: Language) -> String {
        switch language {
        case .en: return "**\(passed) of \(total) passed** (passing score \(passMark)%)"
        case .ko: return "**\(total)명 중 \(passed)명 합격** (합격선 \(passMark)%)"
        case .zh: return "**\(total) 人中 \(passed) 人通过**（及格线 \(passMark)%）"
        }
    }

    /// ` · 1 not graded`.
    static func notGradedCount(_ count: Int, _ language: Language) -> String {
        switch language {
        case .en: return " · \(count) not graded"
        case .ko: return " · 채점 못 한 답안지 \(count)장"
        case .zh: return " · \(count) 份未评分"
        }
    }

    /// ` · mean 82.1%`.
    static func mean(_ percent: String, _ language: Language) -> String {
        switch language {
        case .en: return " · mean \(percent)%"
        case .ko: return " · 평균 \(percent)%"
        case .zh: return " · 平均 \(percent)%"
        }
    }

    /// The Markdown summary's hardest-questions heading and its columns.
    static func hardestQuestions(_ language: Language) -> (
        heading: String, question: String, right: String, wrong: String
    ) {
        switch language {
        case .en: return ("Hardest questions", "Question", "Right", "Most common wrong answer")
        case .ko: return ("가장 어려웠던 문제", "문제", "정답률", "가장 많이 나온 오답")
        case .zh: return ("最难的题目", "题目", "正确率", "最常见的错误答案")
        }
    }

    /// ` (right: a2.layoutSubviews)` after a common wrong answer (a full-width parenthesis
    /// takes no space before it).
    static func rightAnswer(_ answer: String, _ language: Language) -> String {
        switch language {
        case .en: return " (right: \(answer))"
        case .ko: return " (정답: \(answer))"
        case .zh: return "（正确答案：\(answer)）"
        }
    }

    /// The folded class table's summary line.
    static func allLearners(_ count: Int, _ language: Language) -> String {
        switch language {
        case .en: return "All \(count) learners"
        case .ko: return "학생 \(count)명 전체"
        case .zh: return "全部 \(count) 名学生"
        }
    }

    /// The folded list of the sheets' problems.
    static func problemsInSheets(_ count: Int, _ language: Language) -> String {
        switch language {
        case .en: return "\(count) problem\(count == 1 ? "" : "s") in the sheets"
        case .ko: return "답안지에서 찾은 문제 \(count)건"
        case .zh: return "在答题卡中发现 \(count) 处问题"
        }
    }
}
