extension UIText {
    /// "Of 17 questions: 12 right at the first try, 4 right after more tries, 1 answer
    /// shown." Kinds with none are left out.
    static func englishTally(_ tally: SittingTally) -> String {
        var parts: [String] = []
        if tally.rightFirstTry > 0 || tally.total == 0 { parts.append("\(tally.rightFirstTry) right at the first try") }
        if tally.rightAfterRetries > 0 { parts.append("\(tally.rightAfterRetries) right after more tries") }
        if tally.revealed > 0 {
            parts.append(tally.revealed == 1 ? "1 answer shown" : "\(tally.revealed) answers shown")
        }
        if tally.skipped > 0 { parts.append("\(tally.skipped) skipped") }
        let questions = tally.total == 1 ? "1 question" : "\(tally.total) questions"
        return "Of \(questions): " + parts.joined(separator: ", ") + "."
    }

    /// "17문제 중 12문제는 한 번에 맞혔고, 4문제는 다시 풀어서 맞혔어요." Every clause's
    /// verb stem takes -고 in the middle and -어요 at the end.
    static func koreanTally(_ tally: SittingTally) -> String {
        var stems: [String] = []
        if tally.rightFirstTry > 0 || tally.total == 0 { stems.append("\(tally.rightFirstTry)문제는 한 번에 맞혔") }
        if tally.rightAfterRetries > 0 { stems.append("\(tally.rightAfterRetries)문제는 다시 풀어서 맞혔") }
        if tally.revealed > 0 { stems.append("\(tally.revealed)문제는 정답을 확인했") }
        if tally.skipped > 0 { stems.append("\(tally.skipped)문제는 건너뛰었") }
        return "\(tally.total)문제 중 " + stems.joined(separator: "고, ") + "어요."
    }

    /// "17 道题中，一次答对 12 道，多次尝试后答对 4 道，看了答案 1 道。"
    static func chineseTally(_ tally: SittingTally) -> String {
        var parts: [String] = []
        if tally.rightFirstTry > 0 || tally.total == 0 { parts.append("一次答对 \(tally.rightFirstTry) 道") }
        if tally.rightAfterRetries > 0 { parts.append("多次尝试后答对 \(tally.rightAfterRetries) 道") }
        if tally.revealed > 0 { parts.append("看了答案 \(tally.revealed) 道") }
        if tally.skipped > 0 { parts.append("跳过 \(tally.skipped) 道") }
        return "\(tally.total) 道题中，" + parts.joined(separator: "，") + "。"
    }
}
