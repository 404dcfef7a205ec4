import Lessons

extension AnswerForm {
    /// How to write an answer of this form, with `example`, in `language`: the one sentence the
    /// tutor shows under a question and the grader shows under an answer it cannot read. A
    /// Chinese yes/no question is answered with its own verb (`yes`/`no`, e.g. 需要/不需要;
    /// `ChineseYesNo`), 会/不会 unless given.
    public func text(example e: String, in language: Language, yes: String = "会", no: String = "不会") -> String {
        switch (self, language) {
        case (.callsInOrder, .en): return "Answer with the calls in the order they run, e.g. `\(e)`."
        case (.callsInOrder, .ko): return "호출을 실행 순서대로 적어 주세요. 예: `\(e)`"
        case (.callsInOrder, .zh): return "请按执行顺序写出调用，例如 `\(e)`。"
        case (.calls, .en): return "Answer with the calls, in any order, e.g. `\(e)`; `none` if there are none."
        case (.calls, .ko): return "호출을 순서와 상관없이 적어 주세요. 예: `\(e)` (없으면 `없음`)"
        case (.calls, .zh): return "请写出调用，顺序不限，例如 `\(e)`；没有则写 `无`。"
        case (.names, .en): return "Answer with the names, in any order, e.g. `\(e)`; `none` if there are none."
        case (.names, .ko): return "이름을 순서와 상관없이 적어 주세요. 예: `\(e)` (없으면 `없음`)"
        case (.names, .zh): return "请写出名称，顺序不限，例如 `\(e)`；没有则写 `无`。"
        case (.namesInOrder, .en): return "Answer with the names in order, e.g. `\(e)`."
        case (.namesInOrder, .ko): return "이름을 순서대로 적어 주세요. 예: `\(e)`"
        case (.namesInOrder, .zh): return "请按顺序写出名称，例如 `\(e)`。"
        case (.yesNo, .en): return "Answer yes or no."
        case (.yesNo, .ko): return "예 또는 아니요로 답해 주세요."
        case (.yesNo, .zh): return "请回答“\(yes)”或“\(no)”。"
        case (.letter, .en): return "Answer with one letter, e.g. `\(e)`."
        case (.letter, .ko): return "보기 하나의 기호를 적어 주세요. 예: `\(e)`"
        case (.letter, .zh): return "请写出一个选项字母，例如 `\(e)`。"
        case (.letters, .en): return "Answer with every letter that holds, e.g. `\(e)`."
        case (.letters, .ko): return "맞는 보기의 기호를 모두 적어 주세요. 예: `\(e)`"
        case (.letters, .zh): return "请写出所有成立的选项字母，例如 `\(e)`。"
        case (.count, .en): return "Answer with a whole number, e.g. `\(e)`."
        case (.count, .ko): return "정수로 답해 주세요. 예: `\(e)`"
        case (.count, .zh): return "请写一个整数，例如 `\(e)`。"
        case (.number(let unit), .en): return "Answer with a number in \(unit), e.g. `\(e)`."
        case (.number(let unit), .ko): return "\(unit) 단위의 숫자로 답해 주세요. 예: `\(e)`"
        case (.number(let unit), .zh): return "请写一个以 \(unit) 为单位的数，例如 `\(e)`。"
        case (.frame, .en): return "Answer with x, y, width, height, e.g. `\(e)`."
        case (.frame, .ko): return "x, y, 너비, 높이로 답해 주세요. 예: `\(e)`"
        case (.frame, .zh): return "请写出 x、y、宽、高，例如 `\(e)`。"
        }
    }
}
