import Lessons

/// Reads a learner's answer for a question's kind, forgivingly: `a2.layoutSubviews()`, `→`, `->`,
/// commas or new lines; yes/no in ko, zh and en; numbers with or without their unit; choice ids
/// as `a, c` or `a c`; frames as `(x, y, w, h)`, `x y w h` or `CGRect(x: …, y: …, width: …, height: …)`.
public enum AnswerParser {
    /// Parses `text` for `question`. `expectsCalls` says whether `order`/`set` items are calls
    /// (`receiver.method`) rather than bare names; graders take it from the simulator's answer.
    public static func parse(_ text: String, for question: Question, expectsCalls: Bool = true) -> Result<LearnerAnswer, UnreadableAnswer> {
        let trimmed = text.trimming(" \t\r\n")
        func fail(_ problem: UnreadableAnswer.Problem) -> Result<LearnerAnswer, UnreadableAnswer> {
            .failure(UnreadableAnswer(
                problem, kind: question.kind, choices: question.options.map(\.id), unit: question.unit, expectsCalls: expectsCalls))
        }
        if trimmed.isEmpty { return fail(.empty) }
        switch question.kind {
        case .order, .set:
            if ["none", "nothing", "-", "없음", "없다", "없습니다", "无", "没有", "無"].contains(trimmed.lowercased()) { return .success(.items([])) }
            var items: [String] = []
            for raw in splitItems(trimmed) {
                guard let item = normalisedCall(raw), !expectsCalls || item.contains(".") else { return fail(.notACall(raw)) }
                items.append(item)
            }
            return items.isEmpty ? fail(.empty) : .success(.items(items))
        case .yesno:
            guard let value = yesNo(trimmed) else { return fail(.notYesNo(trimmed)) }
            return .success(.bool(value))
        case .choice:
            var picked: [String] = []
            for token in trimmed.split(whereSeparator: { " ,，、;；/\t\r\n".contains($0) }) {
                var word = String(token)
                word = word.trimming("()（）[].:)")
                if word.isEmpty || ["and", "그리고", "和", "与"].contains(word.lowercased()) { continue }
                guard let option = question.options.first(where: { $0.id.lowercased() == word.lowercased() }) else {
                    return fail(.unknownOption(String(token)))
                }
                if !picked.contains(option.id) { picked.append(option.id) }
            }
            if picked.isEmpty { return fail(.empty) }
            if !question.multiple, picked.count > 1 { return fail(.tooManyOptions) }
            return .success(.options(picked))
        case .count:
            var body = trimmed.lowercased()
            for suffix in ["times", "time", "calls", "call", "번", "회", "次", "×", "x"] where body.hasSuffix(suffix) {
                body = String(body.dropLast(suffix.count)).trimming(" ")
                break
            }
            guard let value = Int(body.replacingOccurrences(of: ",", with: "")) else { return fail(.notANumber(trimmed)) }
            return .success(.integer(value))
        case .number:
            return number(trimmed, unit: question.unit ?? .ms).map { .number($0) }.mapError {
                UnreadableAnswer($0, kind: .number, unit: question.unit)
            }
        case .frame:
            guard let rect = rect(trimmed) else { return fail(.notARect(trimmed)) }
            return .success(.rect(rect))
        }
    }

    /// Splits a list of calls on arrows, commas, semicolons and new lines.
    static func splitItems(_ text: String) -> [String] {
        // One pass over the characters: Foundation's replacingOccurrences is slow on long answers.
        var items: [String] = []
        var current = ""
        var previous: Character = " "
        for character in text {
            switch character {
            case ",", "，", "、", ";", "；", "\n", "→", "⟶", "⇒":
                items.append(current)
                current = ""
            case ">":
                if previous == "-" || previous == "=" { current.removeLast() }
                items.append(current)
                current = ""
            default:
                current.append(character)
            }
            previous = character
        }
        items.append(current)
        return items.map { withoutListMarker($0.trimming(" \t\r")) }.filter { !$0.isEmpty }
    }

    /// `1. a2.layoutSubviews`, `- a2.layoutSubviews` → `a2.layoutSubviews`: list markers are layout.
    static func withoutListMarker(_ item: String) -> String {
        guard let space = item.firstIndex(of: " ") else { return item }
        let marker = item[..<space]
        let isNumbered = marker.count >= 2 && marker.dropLast().allSatisfy(\.isNumber) && (marker.last == "." || marker.last == ")")
        let isBullet = marker == "-" || marker == "*" || marker == "•"
        return isNumbered || isBullet ? String(item[space...]).trimming(" ") : item
    }

    /// `a2.layoutSubviews()` → `a2.layoutSubviews`; nil unless it is a dotted name.
    static func normalisedCall(_ raw: String) -> String? {
        var item = raw.filter { $0 != " " }
        if item.hasSuffix("()") { item.removeLast(2) }
        if item.hasSuffix(")"), let open = item.firstIndex(of: "(") { item = String(item[..<open]) }  // draw(_:) or draw(rect)
        let parts = item.split(separator: ".", omittingEmptySubsequences: false)
        guard !parts.isEmpty else { return nil }
        for part in parts {
            guard let first = part.first, first.isLetter || first == "_",
                part.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "#" })
            else { return nil }
        }
        return item
    }

    /// Yes/no words of ko, zh and en.
    static func yesNo(_ text: String) -> Bool? {
        let word = text.lowercased().trimming(" .。!！")
        let yes: Set<String> = ["y", "yes", "true", "예", "네", "응", "맞다", "맞아요", "그렇다", "是", "对", "對", "是的", "对的", "会", "ja"]
        let no: Set<String> = ["n", "no", "false", "아니요", "아니오", "아니", "아뇨", "아니다", "否", "不", "不是", "不对", "不会", "没有"]
        if yes.contains(word) { return true }
        if no.contains(word) { return false }
        return nil
    }

    /// A number, optionally followed by a unit that converts to `unit`.
    static func number(_ text: String, unit: NumberUnit) -> Result<Double, UnreadableAnswer.Problem> {
        var body = text.replacingOccurrences(of: " ", with: "")
        var digits = ""
        while let first = body.first, first.isASCII, first.isNumber || first == "." || first == "-" || first == "+" || first == "," {
            digits.append(first)
            body.removeFirst()
        }
        // Thousands separators: `1,228,800` but not `1,5`.
        if digits.contains(",") {
            let groups = digits.split(separator: ",", omittingEmptySubsequences: false)
            guard groups.dropFirst().allSatisfy({ $0.count == 3 }) else { return .failure(.notANumber(text)) }
            digits = groups.joined()
        }
        guard let value = Double(digits), value.isFinite else { return .failure(.notANumber(text)) }
        let suffix = body.lowercased()
        guard let factor = unitFactor(suffix, unit: unit) else { return .failure(.wrongUnit(suffix)) }
        return .success(value * factor)
    }

    /// The factor converting `suffix` to `unit`; nil when it does not convert.
    static func unitFactor(_ suffix: String, unit: NumberUnit) -> Double? {
        if suffix.isEmpty { return 1 }
        switch unit {
        case .ms:
            if ["ms", "msec", "millisecond", "milliseconds", "밀리초", "毫秒"].contains(suffix) { return 1 }
            if ["s", "sec", "second", "seconds", "초", "秒"].contains(suffix) { return 1000 }
        case .frames:
            if ["frame", "frames", "f", "프레임", "帧", "幀"].contains(suffix) { return 1 }
        case .bytes:
            if ["b", "byte", "bytes", "바이트", "字节"].contains(suffix) { return 1 }
            if ["kb"].contains(suffix) { return 1000 }
            if ["kib"].contains(suffix) { return 1024 }
            if ["mb"].contains(suffix) { return 1_000_000 }
            if ["mib"].contains(suffix) { return 1_048_576 }
        case .pt:
            if ["pt", "pts", "point", "points", "포인트", "点"].contains(suffix) { return 1 }
        }
        return nil
    }

    /// `(x, y, w, h)`, `x y w h`, `CGRect(x: 0, y: 0, width: 390, height: 44)` or `{{0, 0}, {390, 44}}`.
    static func rect(_ text: String) -> GradingRect? {
        var labelled: [String: Double] = [:]
        var numbers: [Double] = []
        var label = ""
        var current = ""
        func flush() {
            guard !current.isEmpty else { return }
            if let value = Double(current) {
                if !label.isEmpty { labelled[label] = value } else { numbers.append(value) }
            } else {
                numbers.append(.nan)
            }
            current = ""
            label = ""
        }
        var word = ""
        for character in text + " " {
            if character.isNumber || character == "." || (character == "-" && current.isEmpty) {
                if !word.isEmpty { word = "" }
                current.append(character)
            } else if character.isLetter {
                flush()
                word.append(character)
            } else {
                flush()
                if character == ":" { label = word.lowercased() }
                word = ""
            }
        }
        if numbers.contains(where: \.isNaN) { return nil }
        if labelled.count == 4, let x = labelled["x"], let y = labelled["y"], let w = labelled["width"], let h = labelled["height"] {
            return GradingRect(x: x, y: y, width: w, height: h)
        }
        guard labelled.isEmpty, numbers.count == 4 else { return nil }
        return GradingRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}

extension String {
    /// The string without the given leading and trailing characters.
    func trimming(_ set: String) -> String {
        var text = Substring(self)
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }
}
