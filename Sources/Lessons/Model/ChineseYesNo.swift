/// The words a Chinese yes/no question is answered with, read from its prompt: a question
/// asked with 会…吗 / 会不会 is answered 会 / 不会, with 需要 需要 / 不需要, with 能 能 / 不能,
/// with 有 有 / 没有, and 是否 / 是不是 / others 是 / 不是. Chinese has no bare "yes": 否 answers
/// no 会不会 question (docs/reviews/zh.md), so the tutor's answer form and the grader's answer
/// both use the prompt's own verb.
public enum ChineseYesNo {
    /// The yes and no words for `prompt` (its last question is what is asked).
    public static func words(for prompt: String) -> (yes: String, no: String) {
        // The question asked is the prompt's last sentence; earlier ones set the scene.
        let sentences = prompt.split(whereSeparator: { "。！；".contains($0) }).map(String.init)
        var asked = sentences.last(where: { $0.contains("？") || $0.contains("吗") || $0.contains("不") }) ?? prompt
        // 能 inside 可能 / 性能 / 功能 is not the verb asked with.
        for word in ["可能", "性能", "功能", "机会", "会话"] { asked = asked.replacingOccurrences(of: word, with: "··") }
        let pairs: [(marker: String, yes: String, no: String)] = [
            ("会不会", "会", "不会"), ("能不能", "能", "不能"), ("需不需要", "需要", "不需要"), ("有没有", "有", "没有"),
            ("是不是", "是", "不是"), ("是否", "是", "不是"), ("需要", "需要", "不需要"), ("会", "会", "不会"),
            ("能", "能", "不能"), ("可以", "可以", "不可以"),
        ]
        // The earliest marker in the asked sentence wins ("会…是否" asks 会).
        var best: (index: String.Index, yes: String, no: String)?
        for pair in pairs {
            guard let range = asked.range(of: pair.marker) else { continue }
            if range.lowerBound < best?.index ?? asked.endIndex { best = (range.lowerBound, pair.yes, pair.no) }
        }
        if let best { return (best.yes, best.no) }
        if asked.contains("有") && asked.contains("吗") { return ("有", "没有") }
        return ("是", "不是")
    }
}
