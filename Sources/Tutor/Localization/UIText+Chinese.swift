import Grading
import Lessons

extension UIText {
    /// The Chinese table (Simplified, the plain register of Chinese developer documentation).
    var chinese: String {
        switch self {
        case .welcome:
            return "欢迎来到 LayoutLab。在这里，你将了解一个属性改变之后，如何一步步变成屏幕上的像素：\n"
                + "update constraints → layout → display → commit → render server → VSync。"
        case .lessonsHeading: return "课程列表"
        case .columnNumber: return "#"
        case .columnLesson: return "课程"
        case .columnProgress: return "进度"
        case .columnAnswered: return "已答"
        case .columnCorrect: return "答对"
        case .columnAttempts: return "尝试次数"
        case .columnLastSeen: return "最近学习"
        case .startPrompt(let count):
            return "输入课程编号（1–\(count)），或直接按 Enter 从第 1 课开始。输入 :help 查看所有命令。"
        case .continuePrompt(let title):
            return "按 Enter 从上次停下的地方（“\(title)”）继续，或输入课程编号。"
        case .nextLessonPrompt(let title):
            return "按 Enter 开始下一课（“\(title)”），或输入课程编号。"
        case .allLessonsFinished(let count):
            return "所有课程都已学完。输入课程编号（1–\(count)）可以重新学习；到期的题可以用 `layoutlab review` 复习。"
        case .welcomeDue(let count):
            return "复习：现在有 \(count) 道题到期（用 `layoutlab review` 复习）。"
        case .noSuchLesson(let typed, let count):
            return "没有“\(typed)”这一课。请输入 1 到 \(count) 之间的编号。"
        case .noLessons: return "课程文件夹里还没有课程。"
        case .lessonHeading(let number, let title): return "第 \(number) 课 · \(title)"
        case .sectionContinue: return "（Enter：继续阅读 · :skip：直接做题）"
        case .questionHeading(let number, let total): return "第 \(number) 题，共 \(total) 题"
        case .correct: return "✓ 回答正确。"
        case .incorrect: return "✗ 回答错误。"
        case .unreadable(let reason): return "无法识别你的答案。\n\(reason)"
        case .whyHeading: return "解析："
        case .hintHeading: return "提示："
        case .noHint: return "这道题没有提示。:code 可以查看场景代码，:trace 可以查看模拟器做了什么。"
        case .codeHeading(let scenario): return "场景 \"\(scenario)\"："
        case .noScenario: return "这道题没有场景。"
        case .traceHeading(let scenario): return "模拟器在场景 \"\(scenario)\" 中做了什么："
        case .noTrace: return "这里没有可显示的调用记录。"
        case .runIntro: return "输入或粘贴一段场景代码，以空行或 :end 结束。"
        case .runUnavailable: return ":run 需要场景语言，而当前版本还没有包含它。"
        case .runEmpty: return "没有可运行的内容。"
        case .skipped: return "已跳过。"
        case .atFirstQuestion: return "这已经是第一题了。"
        case .resumeAt(let number): return "从第 \(number) 题继续。（输入 :back 可回到上一题。）"
        case .unknownCommand(let word): return "没有“:\(word)”这个命令。输入 :help 查看所有命令。"
        case .didYouMean(let spelling): return "你是不是想输入 \(spelling)？"
        case .langUsage: return "用法：:lang ko|zh|en"
        case .languageSet: return "已切换为中文。"
        case .lessonSummary(let tally): return "本课结束：" + UIText.chineseTally(tally)
        case .goodbye: return "进度已保存，下次见。"
        case .helpHeading: return "命令（在任何输入提示下都可以使用）："
        case .help(let command):
            switch command {
            case .help: return "显示此列表"
            case .hint: return "查看当前题目的提示"
            case .code: return "查看题目所用的场景代码"
            case .trace: return "查看模拟器在当前题目中做了什么"
            case .picture: return "答题之后：帧时间线或视图树，以及可放大查看的文件"
            case .read: return "重新阅读本课（:read N 查看第 N 节）"
            case .reveal: return "放弃作答，查看答案和解析"
            case .run: return "运行你自己写的场景并查看调用记录"
            case .skip: return "跳到下一题（也可跳过阅读部分）"
            case .back: return "回到上一题"
            case .lessons: return "回到课程列表"
            case .lang: return "切换语言：:lang ko、:lang zh、:lang en"
            case .quit: return "保存并退出（也可以按 Ctrl-D）"
            }
        case .helpAnswer: return "其他输入都会被当作答案。按 Tab 可以补全命令和调用名。"
        case .progressNone: return "还没有学习进度。可以用 `layoutlab study` 开始。"
        case .progressTotal(let answered, let correct, let total):
            return "共 \(total) 道题，已答 \(answered) 道，其中答对 \(correct) 道。"
        case .resetConfirmAll: return "要清除全部学习进度吗？[y/N] "
        case .resetConfirmLesson(let lesson): return "要清除课程“\(lesson)”的学习进度吗？[y/N] "
        case .resetDoneAll: return "已清除全部学习进度。"
        case .resetDoneLesson(let lesson): return "已清除课程“\(lesson)”的学习进度。"
        case .resetCancelled: return "没有清除任何内容。"
        case .resetNothing(let lesson): return "课程“\(lesson)”没有可清除的进度。"
        case .reviewHeading(let due, let new, let context):
            let earlier = context == 0 ? "" : "有的题接着前一道题问，所以还会先出现 \(context) 道前面的题。"
            if due == 0 { return "复习：现在还没有到期的题，先做已开始课程中的 \(new) 道新题。" + earlier }
            if new == 0 { return "复习：现在有 \(due) 道题到期。" + earlier }
            return "复习：现在有 \(due) 道题到期，之后是已开始课程中的 \(new) 道新题。" + earlier
        case .reviewNextDue(let next): return "已答的题最早在 \(next) 到期。"
        case .reviewNothingDue(let next):
            if let next { return "现在没有需要复习的题目。下次复习时间：\(next)。" }
            return "没有需要复习的题目：到目前为止全部答对了。"
        case .reviewFinished(let tally): return "复习完成：" + UIText.chineseTally(tally)
        case .progressMovedAside(let path, let reason, let aside):
            return "\(path)：无法读取（\(reason)）。为避免丢失，已将它移到 \(aside)，学习进度将重新开始记录。"
        case .progressUnwritable(let path, let reason):
            return "\(path)：无法保存学习进度（\(reason)）。请确认该文件夹可写，或将 LAYOUTLAB_STATE_DIR 设为可写的文件夹。"
        case .lessonsFolderMissing(let searched):
            return "找不到课程文件夹（已查找：\(searched.joined(separator: "、"))）。"
                + "请在 LayoutLab 文件夹中运行，或将 LAYOUTLAB_LESSONS 设为包含 lessons/ 的文件夹。"
        case .lessonLoadFailed(let reason): return reason
        case .needsQuestion: return "这个命令只能在答题时使用。"
        case .lessonBroken: return "课程文件有问题（见下文），这道题无法评分。输入 :skip 继续；用 `layoutlab check` 可查看所有问题。"
        case .viewTreeHeading: return "运行结束时的视图及其 frame："
        case .sessionBusy(let path):
            return "这份学习进度已经被另一个会话打开（锁文件：\(path)）。两个会话同时写入会互相覆盖答案。"
        case .sessionBusyChoice: return "[r] 以只读方式学习（不保存）· [w] 等待它关闭 · [q] 退出："
        case .readOnlyStarted: return "只读模式：可以学习，但答案不会保存。"
        case .sessionWaiting: return "正在等待另一个会话关闭……"
        case .progressMigrated(let path, let backup):
            return "\(path)：复习安排已从 Leitner 盒子迁移到 FSRS，所有答案都保留了，原文件保存在 \(backup)。"
        case .goodbyeNothingNew: return "没有需要保存的新内容，下次见。"
        case .goodbyeReadOnly: return "只读会话，没有保存任何内容。下次见。"
        case .goodbyeSaveFailed(let path, let reason):
            return "最近的答案未能保存到 \(path)（\(reason)）。之前保存的进度仍完好地留在该文件中。"
        case .answerForm(let form, let e): return form.text(example: e, in: .zh)
        case .yesNoForm(let yes, let no): return AnswerForm.yesNo.text(example: "", in: .zh, yes: yes, no: no)
        case .momentLegend(.mark(let label)): return "▶ 所在的行就是本题所问的时刻，即打点 \"\(label)\" 处。"
        case .momentLegend(.start):
            return "▶ 所在的行就是本题所问的时刻，即 RunLoop 的第一轮。这道题问的是整个运行期间发生的事，所以 :code 和 :trace 只显示这一行之前的内容。"
        case .momentLegend(.read(let variable, let after?)):
            return
                "▶ 所在的行就是本题所问的时刻，即代码把值存入 \(variable) 的那一行。从打点 \"\(after)\" 到 ▶ 之间发生的事就是题目本身，所以 :code 和 :trace 只显示这个打点之前的内容。"
        case .momentLegend(.read(let variable, nil)):
            return "▶ 所在的行就是本题所问的时刻，即代码把值存入 \(variable) 的那一行。▶ 之前执行的代码就是题目本身，所以 :code 和 :trace 只显示 RunLoop 第一轮之前的内容。"
        case .tryAgain(let left): return "再试一次（还剩 \(left) 次机会）。:hint 查看提示，:reveal 查看答案。"
        case .partialCredit(let percent): return "部分正确：得到 \(percent)% 的分数。"
        case .answerIs(let answer): return "答案：\(answer)"
        case .outOfTries: return "这是最后一次机会。"
        case .comesBackSoon: return "做完几道其他题目后，这道题会再次出现。"
        case .verdictContinue: return "（Enter：下一题 · :trace：查看模拟器做了什么）"
        case .verdictTypedText: return "这道题已经结束。按 Enter 进入下一题（:back 回到上一题）。"
        case .revisitSettled(let outcome):
            let how: String
            switch outcome {
            case .rightFirstTry: how = "一次答对"
            case .rightAfterRetries: how = "多次尝试后答对"
            case .revealed: how = "看了答案"
            }
            return "这道题本次已经做过（\(how)）。现在作答只检查对错，不改变复习安排；按 Enter 继续。"
        case .revisitTryAgain: return "可以再答一次，或按 Enter 继续；复习安排不变。"
        case .codeLinesHidden(let first, let last): return "⋮ 第 \(first)–\(last) 行（:code 显示全部代码）"
        case .traceUntilMomentHeading(let scenario, .mark(let mark)):
            return "模拟器在场景 \"\(scenario)\" 中到打点 \"\(mark)\" 为止做了什么（其余部分在作答后显示）："
        case .traceUntilMomentHeading(let scenario, .start):
            return "模拟器在场景 \"\(scenario)\" 中 RunLoop 第一轮之前做了什么（其余部分在作答后显示）："
        case .traceNothingBeforeMoment(.mark): return "打点之前什么都没有发生；其余部分在作答后显示。"
        case .traceNothingBeforeMoment(.start): return "RunLoop 第一轮之前什么都没有发生；其余部分在作答后显示。"
        case .treeAtMomentHeading(.mark(let mark)): return "打点 \"\(mark)\" 时的视图及其 frame："
        case .treeAtMomentHeading(.start): return "RunLoop 第一轮之前的视图及其 frame："
        case .noTreeAtMoment(.mark): return "（这个场景无法显示打点时的视图树：打点之前的代码不能单独运行，而运行结束时的视图树可能会泄露答案。）"
        case .noTreeAtMoment(.start): return "（这个场景无法显示 RunLoop 第一轮之前的视图树：之前的代码不能单独运行，而运行结束时的视图树可能会泄露答案。）"
        case .readingTypedText: return "现在是阅读部分。按 Enter 继续阅读，输入 :skip 直接做题。"
        case .readUsage(let count): return "用法：:read 重新阅读本课，:read N 查看第 N 节（1–\(count)）。"
        case .lessonFinished(let title): return "你已经学完“\(title)”，所有题目都答对了。"
        case .lessonFinishedChoice: return "[r] 现在复习本课题目 · [s] 从阅读部分重新开始 · Enter：回到课程列表："
        case .reviewNothingAnswered: return "还没有答过题，所以没有可复习的内容。可以用 `layoutlab study` 开始。"
        case .resetNothingAll: return "没有可清除的学习进度。"
        case .reviewDueSummary(let learning, let review):
            return "其中 \(learning) 道仍在学习中（间隔几分钟），\(review) 道已进入按天间隔的复习。"
        case .reviewUpcoming(let days):
            return "之后的安排：" + days.map { "\($0.day)（\($0.count) 道）" }.joined(separator: "，") + "。"
        case .phase(let raw): return TraceWords.phase(raw, .zh)
        case .commitHeading(let number): return TraceWords.commit(number, .zh)
        case .beforeFirstCommit: return "第一次提交之前"
        case .beforeCommit(let number): return "第 \(number) 次提交之前"
        case .traceNote(let note): return TraceWords.note(note, .zh)
        case .presentNote(let note): return TraceWords.present(note, .zh)
        case .lineReference(let line): return TraceWords.line(line, .zh)
        case .quizHeading(let title, let count): return "测验：\(title)（共 \(count) 题）"
        case .quizQuestionHeading(let number, let total, let id): return "第 \(number) 题，共 \(total) 题 · \(id)"
        case .quizRules: return "每道题只能作答一次，没有提示；解析和得分在最后显示。输入 :skip 可以不答直接跳过。"
        case .quizRecorded: return "已记录。"
        case .quizSheetWritten(let path): return "答题卡已保存到 \(path)（可以用 `layoutlab grade` 评分）。"
        case .quizReviewHeading: return "答案与解析"
        case .quizUnanswered: return "（未作答）"
        case .never: return "无"
        }
    }
}
