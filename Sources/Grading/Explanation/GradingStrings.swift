import Lessons

/// Every sentence grading writes itself, in ko, zh and en. Lesson text comes from the lesson files.
///
/// Kept in code, not `.lproj` files: the strings take arguments in different places per language,
/// and a switch makes a missing translation a compile error.
public enum GradingStrings {
    static func atLine(_ line: Int, _ language: Language) -> String {
        switch language {
        case .en: return "at line \(line)"
        case .ko: return "(\(line)행)"
        case .zh: return "（第 \(line) 行）"
        }
    }

    static func sourceLine(_ line: Int, _ language: Language) -> String {
        switch language {
        case .en: return "line \(line)"
        case .ko: return "\(line)행"
        case .zh: return "第 \(line) 行"
        }
    }

    static func missed(_ chain: String, _ language: Language) -> String {
        switch language {
        case .en: return "Missed: \(chain)"
        case .ko: return "빠뜨린 호출: \(chain)"
        case .zh: return "漏掉的调用：\(chain)"
        }
    }

    static func extra(_ call: String, _ cause: ExtraReason, _ language: Language) -> String {
        let reason = GradingStrings.reason(cause, language)
        if cause == .notAsked {
            // It did happen, so "did not happen" would be wrong: it is outside what the question asks.
            switch language {
            case .en: return "Not part of the answer: \(call) — \(reason)"
            case .ko: return "답에 들어가지 않는 호출: \(call) — \(reason)"
            case .zh: return "不属于答案的调用：\(call) —— \(reason)"
            }
        }
        switch language {
        case .en: return "Did not happen: \(call) — \(reason)"
        case .ko: return "일어나지 않은 호출: \(call) — \(reason)"
        case .zh: return "没有发生的调用：\(call) —— \(reason)"
        }
    }

    static func reason(_ reason: ExtraReason, _ language: Language) -> String {
        switch (reason, language) {
        case (.notDirty(let receiver, let flag, let commit), .en):
            return "\(receiver) was not dirty (\(flag)) at \(TraceWords.commit(commit, .en))"
        case (.notDirty(let receiver, let flag, let commit), .ko):
            return "\(TraceWords.commit(commit, .ko)) 때 \(receiver)에는 \(flag) 플래그가 켜져 있지 않았어요"
        case (.notDirty(let receiver, let flag, let commit), .zh):
            return "第 \(commit) 次提交时，\(receiver) 的 \(flag) 脏标记没有被设置"
        case (.noCommit(let label?), .en): return "no commit ran after \"\(label)\""
        case (.noCommit(let label?), .ko): return "\"\(label)\" 지점 이후에는 커밋이 실행되지 않았어요"
        case (.noCommit(let label?), .zh): return "打点 \"\(label)\" 之后没有执行提交（commit）"
        case (.noCommit(nil), .en): return "no commit ran in this scenario"
        case (.noCommit(nil), .ko): return "이 시나리오에서는 커밋이 실행되지 않았어요"
        case (.noCommit(nil), .zh): return "这个场景中没有执行提交（commit）"
        case (.onlyBefore(let label), .en): return "it ran only before \"\(label)\""
        case (.onlyBefore(let label), .ko): return "\"\(label)\" 지점 이전에만 호출됐어요"
        case (.onlyBefore(let label), .zh): return "它只在打点 \"\(label)\" 之前被调用过"
        case (.onlyAfter(let label), .en): return "it ran only after \"\(label)\", later in the turn"
        case (.onlyAfter(let label), .ko): return "\"\(label)\" 지점 이후에야, 즉 나중에 호출됐어요"
        case (.onlyAfter(let label), .zh): return "它直到打点 \"\(label)\" 之后才被调用"
        case (.notAsked, .en): return "it happened, but it is not what the question asks about"
        case (.notAsked, .ko): return "호출되기는 했지만 이 문제가 묻는 호출이 아니에요"
        case (.notAsked, .zh): return "它确实发生了，但不是这道题问的调用"
        case (.fewerTimes(let count), .en): return "it ran only \(count) time" + (count == 1 ? "" : "s")
        case (.fewerTimes(let count), .ko): return "\(count)번만 호출됐어요"
        case (.fewerTimes(let count), .zh): return "只被调用了 \(count) 次"
        case (.never, .en): return "the trace has no such call"
        case (.never, .ko): return "트레이스에 그런 호출이 없어요"
        case (.never, .zh): return "调用记录中没有这个调用"
        }
    }

    /// 첫 번째, 두 번째, … (native Korean ordinals up to ten, then digits).
    static func ordinalKorean(_ position: Int) -> String {
        let words = ["첫", "두", "세", "네", "다섯", "여섯", "일곱", "여덟", "아홉", "열"]
        return position >= 1 && position <= words.count ? words[position - 1] + " 번째" : "\(position)번째"
    }

    static func firstDifference(_ position: Int, _ expected: String?, _ answered: String?, _ language: Language)
        -> String
    {
        switch language {
        case .en:
            let simulator = expected.map { "the simulator ran \($0)" } ?? "nothing else ran"
            let learner = answered.map { "you wrote \($0)" } ?? "your answer stops there"
            return "The order first differs at position \(position): \(simulator), \(learner)."
        case .ko:
            let simulator =
                expected.map { "시뮬레이터에서는 \(KoreanParticle.attach($0, .subject)) 호출됐고" } ?? "시뮬레이터에서는 더 호출된 것이 없고"
            let learner = answered.map { "답에는 \(KoreanParticle.attach($0, .subject)) 있어요" } ?? "답은 거기서 끝나요"
            return
                "순서가 처음 달라지는 곳은 \(KoreanParticle.attach(ordinalKorean(position), .copula)). \(simulator), \(learner)."
        case .zh:
            let simulator = expected.map { "模拟器是 \($0)" } ?? "模拟器之后没有别的调用"
            let learner = answered.map { "你的回答是 \($0)" } ?? "你的回答到这里就结束了"
            return "顺序第一次出现不同是在第 \(position) 个：\(simulator)，\(learner)。"
        }
    }

    static func value(_ expected: String, _ answered: String, _ tolerance: String?, _ language: Language) -> String {
        switch language {
        case .en:
            return "The simulator's answer is \(expected)" + (tolerance.map { " (±\($0) counts)" } ?? "")
                + "; you answered \(answered)."
        case .ko:
            let simulator = tolerance.map { "\(expected)(±\($0) 허용)" } ?? expected
            return "시뮬레이터의 결과는 \(simulator)이고, 답한 값은 \(KoreanParticle.attach(answered, .copula))."
        case .zh: return "模拟器的结果是“\(expected)”" + (tolerance.map { "（允许 ±\($0)）" } ?? "") + "，你答的是“\(answered)”。"
        }
    }

    static func option(_ id: String, _ label: String?, picked: Bool, _ predicate: String, _ language: Language)
        -> String
    {
        let name = label.map { language == .zh ? "\(id)（\($0)）" : "\(id) (\($0))" } ?? id
        switch (picked, language) {
        case (true, .en): return "You picked \(name), but it does not hold. \(predicate)"
        case (false, .en): return "You left out \(name), which holds. \(predicate)"
        case (true, .ko): return "\(KoreanParticle.attach(name, .object)) 골랐지만 이 보기는 맞지 않아요. \(predicate)"
        case (false, .ko): return "\(KoreanParticle.attach(name, .object)) 빠뜨렸어요. 이 보기는 맞아요. \(predicate)"
        case (true, .zh): return "你选了 \(name)，但这个选项不对。\(predicate)"
        case (false, .zh): return "你漏选了 \(name)，它也是正确选项。\(predicate)"
        }
    }

    static func problem(_ problem: UnreadableAnswer.Problem, _ language: Language) -> String {
        func ko(_ text: String, _ particle: KoreanParticle) -> String {
            "'\(text)'" + KoreanParticle.form(particle, after: text)
        }
        switch (problem, language) {
        case (.empty, .en): return "The answer is empty."
        case (.empty, .ko): return "답이 비어 있어요."
        case (.empty, .zh): return "回答是空的。"
        case (.notACall(let text), .en): return "'\(text)' is not a call of the form receiver.method."
        case (.notACall(let text), .ko): return "\(ko(text, .topic)) 호출이 아니에요. v.layoutSubviews처럼 객체.메서드 형태로 적어 주세요."
        case (.notACall(let text), .zh): return "“\(text)”不是调用。请写成“对象.方法”的形式，例如 v.layoutSubviews。"
        case (.unknownOption(let text), .en): return "'\(text)' is not one of the options."
        case (.unknownOption(let text), .ko): return "\(ko(text, .topic)) 보기에 없어요."
        case (.unknownOption(let text), .zh): return "“\(text)”不是选项之一。"
        case (.tooManyOptions, .en): return "This question has one right option; pick only one."
        case (.tooManyOptions, .ko): return "이 문제의 정답은 하나예요. 하나만 고르세요."
        case (.tooManyOptions, .zh): return "这道题只有一个正确选项，请只选一个。"
        case (.notANumber(let text), .en): return "'\(text)' is not a number."
        case (.notANumber(let text), .ko): return "\(ko(text, .topic)) 숫자로 읽을 수 없어요."
        case (.notANumber(let text), .zh): return "“\(text)”不是数字。"
        case (.notAWholeNumber(let text), .en): return "'\(text)' is not a whole number; a count is 0, 1, 2, …"
        case (.notAWholeNumber(let text), .ko): return "\(ko(text, .topic)) 정수가 아니에요. 횟수는 0, 1, 2, … 중 하나예요."
        case (.notAWholeNumber(let text), .zh): return "“\(text)”不是整数；次数只能是 0、1、2……"
        case (.wrongUnit(let text), .en): return "'\(text)' is not a unit this question can use."
        case (.wrongUnit(let text), .ko): return "\(ko(text, .topic)) 이 문제에 쓸 수 있는 단위가 아니에요."
        case (.wrongUnit(let text), .zh): return "“\(text)”不是这道题能用的单位。"
        case (.frameLengthUnknown, .en):
            return
                "A frame's length depends on the display's refresh rate, and this scenario does not set a single rate, so an answer in frames cannot be converted to ms here. Answer in ms."
        case (.frameLengthUnknown, .ko):
            return "프레임 하나의 길이는 디스플레이 주사율에 따라 달라지는데, 이 시나리오에는 정해진 주사율이 없어서 프레임을 ms로 바꿀 수 없어요."
        case (.frameLengthUnknown, .zh): return "一帧有多长取决于屏幕的刷新率，而这个场景没有确定的刷新率，所以无法把帧换算成 ms。"
        case (.notYesNo(let text), .en): return "'\(text)' is neither yes nor no."
        case (.notYesNo(let text), .ko): return "\(ko(text, .topic)) 예/아니요 답이 아니에요."
        case (.notYesNo(let text), .zh): return "“\(text)”既不是“会/是”也不是“不会/不是”。"
        case (.notARect(let text), .en): return "'\(text)' is not a rectangle of four numbers."
        case (.notARect(let text), .ko): return "\(ko(text, .topic)) 숫자 네 개로 된 사각형이 아니에요."
        case (.notARect(let text), .zh): return "“\(text)”不是由四个数字组成的矩形。"
        case (.unknownName(let unknown), _): return unknownName(unknown, language)
        }
    }

    /// "no method layoutSubview on UIView — did you mean layoutSubviews?": a typo, not a wrong answer.
    static func unknownName(_ unknown: ScenarioVocabulary.Unknown, _ language: Language) -> String {
        switch (unknown, language) {
        case (.method(let method, let type, let suggestion), .en):
            return "There is no method \(method) on \(type)" + (suggestion.map { " — did you mean \($0)?" } ?? ".")
        case (.method(let method, let type, let suggestion), .ko):
            return "\(type)에는 \(method) 메서드가 없어요."
                + (suggestion.map { " \(KoreanParticle.attach($0, .object)) 쓰려던 건가요?" } ?? "")
        case (.method(let method, let type, let suggestion), .zh):
            return "\(type) 没有 \(method) 方法。" + (suggestion.map { "你是想写 \($0) 吗？" } ?? "")
        case (.receiver(let name, let suggestion, let isView), .en):
            return "There is no \(isView ? "view" : "object") \(name) in this scenario"
                + (suggestion.map { " — did you mean \($0)?" } ?? ".")
        case (.receiver(let name, let suggestion, let isView), .ko):
            return
                "이 시나리오에는 \(KoreanParticle.attach(name, .called)) \(KoreanParticle.attach(isView ? "뷰" : "객체", .subject)) 없어요."
                + (suggestion.map { " \(KoreanParticle.attach($0, .object)) 쓰려던 건가요?" } ?? "")
        case (.receiver(let name, let suggestion, let isView), .zh):
            return "这个场景里没有名为 \(name) 的\(isView ? "视图" : "对象")。" + (suggestion.map { "你是想写 \($0) 吗？" } ?? "")
        }
    }

    static func traceHeading(_ label: String?, _ language: Language) -> String {
        switch (label, language) {
        case (let label?, .en): return "Trace after \"\(label)\":"
        case (let label?, .ko): return "\"\(label)\" 지점 이후의 트레이스:"
        case (let label?, .zh): return "打点 \"\(label)\" 之后的调用记录："
        case (nil, .en): return "Trace:"
        case (nil, .ko): return "트레이스:"
        case (nil, .zh): return "调用记录："
        }
    }

    static func moreEvents(_ count: Int, _ language: Language) -> String {
        switch language {
        case .en: return "… \(count) more event" + (count == 1 ? "" : "s")
        case .ko: return "… 이벤트 \(count)개 더"
        case .zh: return "… 还有 \(count) 个事件"
        }
    }

    static func authorHeading(_ language: Language) -> String {
        switch language {
        case .en: return "Explanation:"
        case .ko: return "해설:"
        case .zh: return "解析："
        }
    }

    /// `right`, `wrong`, `unreadable` in the language.
    public static func outcome(_ outcome: Verdict.Outcome, _ language: Language) -> String {
        switch (outcome, language) {
        case (.correct, .en): return "right"
        case (.incorrect, .en): return "wrong"
        case (.unreadable, .en): return "unreadable"
        case (.correct, .ko): return "정답"
        case (.incorrect, .ko): return "오답"
        case (.unreadable, .ko): return "읽을 수 없는 답"
        case (.correct, .zh): return "正确"
        case (.incorrect, .zh): return "回答错误"
        case (.unreadable, .zh): return "无法识别"
        }
    }

    /// Partial credit as a label, the percent rounded half up (2 of 3 is 67 %).
    public static func partlyRight(_ score: Double, _ language: Language) -> String {
        let percent = Int((min(max(score, 0), 1) * 100 + 1e-9).rounded())
        switch language {
        case .en: return "partly right (\(percent) %)"
        case .ko: return "일부 정답 (\(percent)%)"
        case .zh: return "部分正确（\(percent)%）"
        }
    }

    /// Yes or no in the language; in Chinese the verb the question asks with (`prompt`):
    /// 会/不会, 需要/不需要, 是/不是… (ChineseYesNo).
    public static func yesNo(_ value: Bool, _ language: Language, prompt: String? = nil) -> String {
        switch language {
        case .en: return value ? "yes" : "no"
        case .ko: return value ? "예" : "아니요"
        case .zh:
            let words = prompt.map(ChineseYesNo.words(for:)) ?? (yes: "会", no: "不会")
            return value ? words.yes : words.no
        }
    }

    /// "none" for an empty list of calls.
    public static func none(_ language: Language) -> String {
        switch language {
        case .en: return "none"
        case .ko: return "없음"
        case .zh: return "无"
        }
    }

    /// `label: value`, with the full-width colon in Chinese (`你的回答：a、b`).
    public static func labelled(_ label: String, _ value: String, _ language: Language) -> String {
        language == .zh ? label + "：" + value : label + ": " + value
    }

    /// A list of items or option ids as the language separates them: `a, b` / `a、b`.
    public static func list(_ items: [String], _ language: Language) -> String {
        items.joined(separator: language == .zh ? "、" : ", ")
    }

    /// Labels of a report line: the learner's answer and the simulator's.
    public static func answerLabels(_ language: Language) -> (answer: String, expected: String) {
        switch language {
        case .en: return ("your answer", "simulator")
        case .ko: return ("내 답", "시뮬레이터")
        case .zh: return ("你的回答", "模拟器")
        }
    }

    /// The summary line of a graded sheet, in its language: points with partial credit as every
    /// report gives them (`NumberText.format`, e.g. `4.667`), the percent to one decimal. The
    /// text, TAP and Gradescope reports and `layoutlab quiz` all print this one line.
    public static func score(of result: SheetResult) -> String {
        score(
            NumberText.format(result.score), result.total, NumberText.format((result.percent * 10).rounded() / 10),
            NumberText.format(result.passPercent), passed: result.passed, result.language)
    }

    static func score(
        _ earned: String, _ total: Int, _ percent: String, _ pass: String, passed: Bool, _ language: Language
    ) -> String {
        switch language {
        case .en:
            return "Score \(earned)/\(total) (\(percent)%), passing score \(pass)% — "
                + (passed ? "passed" : "not passed")
        case .ko: return "점수 \(earned)/\(total) (\(percent)%), 합격선 \(pass)% — " + (passed ? "합격" : "불합격")
        case .zh: return "得分 \(earned)/\(total)（\(percent)%），及格线 \(pass)% —— " + (passed ? "通过" : "未通过")
        }
    }
}
