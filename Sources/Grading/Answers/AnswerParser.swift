import Lessons

/// Reads a learner's answer for a question's kind, forgivingly, in every language: full-width
/// digits and letters; calls `a2.layoutSubviews()` separated by commas, spaces, arrows (`→`,
/// `->`), new lines, `and`, `그리고`, `和`, `、`; yes/no in ko, zh and en; counts as digits or
/// words (`2`, `2.0`, `twice`, `두 번`, `两次`, `2个`); numbers with or without a space before
/// their unit; choice ids as `a, c` or `a c`; frames as `(x, y, w, h)`, `x y w h` or
/// `CGRect(x: …, y: …, width: …, height: …)`. With the scenario's vocabulary, a call on a
/// receiver the scenario does not have, or of a method its type does not have, is unreadable
/// (a typo costs no try), with the nearest name it does have.
public enum AnswerParser {
    /// Parses `text` for `question`. `expectsCalls` says whether `order`/`set` items are calls
    /// (`receiver.method`) rather than bare names; graders take it from the simulator's answer.
    /// `frameMs` is the length of one display frame (VSync interval) in the question's
    /// scenario: with it a time asked in ms may be answered in frames (`2 frames`, `2프레임`,
    /// `2 帧`, `两帧`), converted exactly (2 × 1000/60 ms at 60 Hz); without it such an answer
    /// is refused with the reason. `layerMethod` is the one Core Animation method a question
    /// about layers lists (`addAnimation` for `layerCalls("addAnimation")`): its calls may be
    /// named by their layers as the trace shows them (`banner.layer`, a standalone `dot`) or by
    /// the views that own them (`banner`).
    public static func parse(
        _ text: String, for question: Question, expectsCalls: Bool = true, vocabulary: ScenarioVocabulary? = nil,
        frameMs: Double? = nil, layerMethod: String? = nil
    ) -> Result<LearnerAnswer, UnreadableAnswer> {
        let trimmed = halfWidth(text).trimming(" \t\r\n")
        func fail(_ problem: UnreadableAnswer.Problem) -> Result<LearnerAnswer, UnreadableAnswer> {
            var unreadable = UnreadableAnswer(
                problem, kind: question.kind, choices: question.options.map(\.id), unit: question.unit,
                expectsCalls: expectsCalls)
            unreadable.multiple = question.multiple
            unreadable.example = question.example
            return .failure(unreadable)
        }
        if trimmed.isEmpty { return fail(.empty) }
        switch question.kind {
        case .order, .set:
            if noneWords.contains(trimmed.lowercased().trimming(" .。!！")) { return .success(.items([])) }
            var items: [String] = []
            for raw in splitItems(trimmed) {
                if let layerMethod, expectsCalls, let call = normalisedCall(raw) {
                    switch LayerNames.call(named: call, method: layerMethod, vocabulary: vocabulary) {
                    case .call(let named):
                        items.append(named)
                        continue
                    case .unknown(let unknown):
                        return fail(.unknownName(unknown))
                    case .asWritten:
                        break
                    }
                }
                guard var item = normalisedCall(raw), !expectsCalls || item.contains(".") else {
                    return fail(.notACall(raw))
                }
                // Names of views asked about by their layers (`avatar` for avatar's layer) may be
                // written as the layer (`avatar.layer`).
                if !expectsCalls { item = LayerNames.owner(of: item, vocabulary: vocabulary) }
                if let unknown = vocabulary?.check(item, isCall: expectsCalls) { return fail(.unknownName(unknown)) }
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
                if word.isEmpty || connectives.contains(word.lowercased()) { continue }
                if let option = question.options.first(where: { $0.id.lowercased() == word.lowercased() }) {
                    if !picked.contains(option.id) { picked.append(option.id) }
                    continue
                }
                // Letters run together, as Chinese and Korean exams write them (`AC`, `abd`),
                // when every option is one letter and every letter is an option.
                let letters = word.map { letter in
                    question.options.first { $0.id.count == 1 && $0.id.lowercased() == letter.lowercased() }
                }
                guard word.count > 1, letters.allSatisfy({ $0 != nil }) else {
                    return fail(.unknownOption(String(token)))
                }
                for case let option? in letters where !picked.contains(option.id) { picked.append(option.id) }
            }
            if picked.isEmpty { return fail(.empty) }
            if !question.multiple, picked.count > 1 { return fail(.tooManyOptions) }
            return .success(.options(picked))
        case .count:
            guard let value = CountWords.value(trimmed) else {
                if let number = Double(trimmed.filter { $0 != " " }), number.isFinite {
                    return fail(.notAWholeNumber(trimmed))
                }
                return fail(.notANumber(trimmed))
            }
            return .success(.integer(value))
        case .number:
            return number(trimmed, unit: question.unit ?? .ms, frameMs: frameMs).map { .number($0) }.mapError {
                var unreadable = UnreadableAnswer($0, kind: .number, unit: question.unit)
                unreadable.example = question.example
                return unreadable
            }
        case .frame:
            guard let rect = rect(trimmed) else { return fail(.notARect(trimmed)) }
            return .success(.rect(rect))
        }
    }

    /// Answers that mean "no calls at all".
    static let noneWords: Set<String> = [
        "none", "nothing", "-", "없음", "없다", "없어요", "없습니다", "아무것도 없음", "无", "没有", "無", "没有调用",
    ]

    /// Words that join items of a list; they separate, they are not items.
    static let connectives: Set<String> = ["and", "then", "&", "그리고", "다음", "그다음", "및", "和", "与", "及", "然后", "再"]

    /// Full-width forms (`２`, `ａ２．ｌａｙｏｕｔＳｕｂｖｉｅｗｓ`, `（`) and the ideographic space as their
    /// ASCII forms, so a learner typing with a CJK input method is read as typed.
    static func halfWidth(_ text: String) -> String {
        // A full-width form (U+FF01–FF5E) starts with the byte EF in UTF-8, the ideographic
        // space with E3: an answer with neither, nearly every one, is its own half-width form.
        if !text.utf8.contains(where: { $0 == 0xEF || $0 == 0xE3 }) { return text }
        var scalars = String.UnicodeScalarView()
        for scalar in text.unicodeScalars {
            switch scalar.value {
            case 0xFF01...0xFF5E: scalars.append(Unicode.Scalar(scalar.value - 0xFEE0) ?? scalar)
            case 0x3000: scalars.append(" ")
            default: scalars.append(scalar)
            }
        }
        return String(scalars)
    }

    /// Splits a list of calls on arrows, commas, semicolons, new lines, spaces, connective words
    /// and any non-ASCII letters between calls (`a1.layoutSubviews와 a2.layoutSubviews`,
    /// `a1.layoutSubviews和a2.layoutSubviews`): names in scenarios are ASCII. Spaces inside
    /// parentheses (`draw(_ rect: CGRect)`) and around a dot (`a2 . draw`) do not split.
    static func splitItems(_ text: String) -> [String] {
        // One pass over the characters: Foundation's replacingOccurrences is slow on long answers.
        // The separators are told by their one scalar (comparing each character with a dozen
        // Character literals was a third of grading a long answer); a character of several
        // scalars equals none of them, as none has a canonical decomposition. U+037E, the Greek
        // question mark, is canonically `;` and splits as the Character comparison did.
        var pieces: [String] = []
        var current = ""
        var previous: UInt32 = 0x20
        for character in text {
            var scalars = character.unicodeScalars.makeIterator()
            let first = scalars.next()?.value ?? 0
            let scalar = scalars.next() == nil ? first : UInt32.max
            switch scalar {
            case 0x2C, 0xFF0C, 0x3001, 0x3B, 0x37E, 0xFF1B, 0x0A, 0x2192, 0x27F6, 0x21D2, 0x2794, 0x279C, 0x300B:
                pieces.append(current)
                current = ""
            case 0x3E:  // `>`, and `->` / `=>` as one arrow
                if previous == 0x2D || previous == 0x3D { current.removeLast() }
                pieces.append(current)
                current = ""
            case _ where !character.isASCII && (character.isLetter || character.isPunctuation):
                pieces.append(current)
                current = ""
            default:
                current.append(character)
            }
            previous = scalar
        }
        pieces.append(current)
        return items(of: pieces)
    }

    /// The items of the pieces a list answer was split into at its separators: each without a
    /// list marker, split into words, connective words left out.
    static func items(of pieces: [String]) -> [String] {
        var items: [String] = []
        for piece in pieces {
            let unmarked = withoutListMarker(piece.trimming(" \t\r"))
            for word in words(unmarked) where !connectives.contains(word.lowercased()) {
                items.append(word)
            }
        }
        return items.filter { !$0.isEmpty }
    }

    /// Splits on spaces outside parentheses, joining a word that starts with `.` or `(` (or
    /// follows one ending in `.`) to the one before it.
    static func words(_ text: String) -> [String] {
        var words: [String] = []
        var current = ""
        var depth = 0
        for character in text {
            if character == "(" { depth += 1 }
            if character == ")" { depth = max(0, depth - 1) }
            if (character == " " || character == "\t") && depth == 0 {
                if !current.isEmpty { words.append(current) }
                current = ""
            } else {
                current.append(character)
            }
        }
        if !current.isEmpty { words.append(current) }
        var joined: [String] = []
        for word in words {
            if let last = joined.last, last.hasSuffix(".") || word.hasPrefix(".") || word.hasPrefix("(") {
                joined[joined.count - 1] = last + word
            } else {
                joined.append(word)
            }
        }
        return joined
    }

    /// `1. a2.layoutSubviews`, `- a2.layoutSubviews` → `a2.layoutSubviews`: list markers are layout.
    static func withoutListMarker(_ item: String) -> String {
        guard let space = item.firstIndex(of: " ") else { return item }
        let marker = item[..<space]
        let isNumbered =
            marker.count >= 2 && marker.dropLast().allSatisfy(\.isNumber) && (marker.last == "." || marker.last == ")")
        let isBullet = marker == "-" || marker == "*" || marker == "•"
        return isNumbered || isBullet ? String(item[space...]).trimming(" ") : item
    }

    /// `a2.layoutSubviews()` → `a2.layoutSubviews`; nil unless it is a dotted name.
    static func normalisedCall(_ raw: String) -> String? {
        var item = raw.filter { $0 != " " }
        if item.hasSuffix("()") { item.removeLast(2) }
        // draw(_:) or draw(rect)
        if item.hasSuffix(")"), let open = item.firstIndex(of: "(") { item = String(item[..<open]) }
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
    ///
    /// A sentence that starts with one is read by its first word (`no, it is not marked`,
    /// `아니요, 호출되지 않아요`); Chinese, written without spaces, by its longest leading word
    /// (`不会，因为…`).
    static func yesNo(_ text: String) -> Bool? {
        let word = text.lowercased().trimming(" .。!！")
        if let value = yesNoWords[word] { return value }
        let first = word.split(whereSeparator: { " ,，.。!！;；:：".contains($0) }).first.map(String.init) ?? word
        if let value = yesNoWords[first] { return value }
        let chinese = yesNoWords.keys.filter {
            $0.unicodeScalars.allSatisfy { $0.value >= 0x4E00 && $0.value <= 0x9FFF }
        }
        if let prefix = chinese.filter({ word.hasPrefix($0) }).max(by: { $0.count < $1.count }) {
            return yesNoWords[prefix]
        }
        return nil
    }

    static let yesNoWords: [String: Bool] = {
        var words: [String: Bool] = [:]
        for yes in [
            "y", "yes", "yep", "true", "예", "네", "응", "맞다", "맞아요", "그렇다", "그래요", "네요", "예요", "是", "对", "對", "是的", "对的",
            "会", "会的", "會", "有",
            // Chinese answers a 需要…吗 / 能…吗 question with the verb itself.
            "需要", "能", "可以",
        ] {
            words[yes] = true
        }
        for no in [
            "n", "no", "nope", "false", "아니요", "아니오", "아니", "아뇨", "아니다", "아니에요", "否", "不", "不是", "不对", "不会", "不會", "没有",
            "沒有", "不需要", "不用", "不能", "不可以",
        ] {
            words[no] = false
        }
        return words
    }()

    /// A number, optionally followed by a unit that converts to `unit` (frames to ms when a
    /// frame's length `frameMs` is known).
    static func number(_ text: String, unit: NumberUnit, frameMs: Double? = nil) -> Result<
        Double, UnreadableAnswer.Problem
    > {
        var body = text.replacingOccurrences(of: " ", with: "")
        var digits = ""
        while let first = body.first, first.isASCII,
            first.isNumber || first == "." || first == "-" || first == "+" || first == ","
        {
            digits.append(first)
            body.removeFirst()
        }
        // Thousands separators: `1,228,800` but not `1,5`.
        if digits.contains(",") {
            let groups = digits.split(separator: ",", omittingEmptySubsequences: false)
            guard groups.dropFirst().allSatisfy({ $0.count == 3 }) else { return .failure(.notANumber(text)) }
            digits = groups.joined()
        }
        guard let value = Double(digits), value.isFinite else {
            // `두 프레임`, `两帧`: a count word before the unit (short answers only).
            guard text.count <= 24 else { return .failure(.notANumber(text)) }
            for split in text.indices.reversed() where split > text.startIndex {
                let head = String(text[..<split]).trimming(" "),
                    tail = String(text[split...]).trimming(" ").lowercased()
                guard let count = CountWords.value(ofNumber: head) else { continue }
                switch unitFactor(tail, unit: unit, frameMs: frameMs) {
                case .success(let factor): return .success(Double(count) * factor)
                case .failure(.frameLengthUnknown): return .failure(.frameLengthUnknown)
                case .failure: continue
                }
            }
            if let count = CountWords.value(ofNumber: text.trimming(" ")) { return .success(Double(count)) }
            return .failure(.notANumber(text))
        }
        let suffix = body.lowercased().trimming(".。")
        return unitFactor(suffix, unit: unit, frameMs: frameMs).map { value * $0 }
    }

    /// Words for a display frame (one VSync interval) in en, ko and zh, with the counters
    /// Chinese puts before it (`2 个帧`), written without spaces (`vsync intervals`).
    static let frameWords: Set<String> = [
        "frame", "frames", "f", "interval", "intervals", "vsync", "vsyncs", "vsyncinterval", "vsyncintervals",
        "프레임", "帧", "幀", "个帧", "個幀",
    ]

    /// The factor converting `suffix` to `unit`. Frames convert to ms by `frameMs`, and are
    /// refused (`frameLengthUnknown`) when the scenario has no single frame length; any other
    /// unit that does not convert is `wrongUnit`.
    static func unitFactor(_ suffix: String, unit: NumberUnit, frameMs: Double? = nil) -> Result<
        Double, UnreadableAnswer.Problem
    > {
        if suffix.isEmpty { return .success(1) }
        // `2 frames` and `2frames` alike, `VSync intervals` and `vsyncintervals`.
        let word = suffix.filter { $0 != " " }
        switch unit {
        case .ms:
            if ["ms", "msec", "msecs", "millisecond", "milliseconds", "밀리초", "毫秒"].contains(word) {
                return .success(1)
            }
            if ["s", "sec", "secs", "second", "seconds", "초", "秒"].contains(word) { return .success(1000) }
            if frameWords.contains(word) {
                guard let frameMs, frameMs.isFinite, frameMs > 0 else { return .failure(.frameLengthUnknown) }
                return .success(frameMs)
            }
        case .frames:
            if frameWords.contains(word) { return .success(1) }
        case .bytes:
            if ["b", "byte", "bytes", "바이트", "字节"].contains(word) { return .success(1) }
            if ["kb"].contains(word) { return .success(1000) }
            if ["kib"].contains(word) { return .success(1024) }
            if ["mb"].contains(word) { return .success(1_000_000) }
            if ["mib"].contains(word) { return .success(1_048_576) }
        case .pt:
            if ["pt", "pts", "point", "points", "포인트", "点"].contains(word) { return .success(1) }
        }
        return .failure(.wrongUnit(suffix))
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
        if labelled.count == 4, let x = labelled["x"], let y = labelled["y"], let w = labelled["width"],
            let h = labelled["height"]
        {
            return GradingRect(x: x, y: y, width: w, height: h)
        }
        guard labelled.isEmpty, numbers.count == 4 else { return nil }
        return GradingRect(x: numbers[0], y: numbers[1], width: numbers[2], height: numbers[3])
    }
}

extension String {
    /// The string without the given leading and trailing characters.
    func trimming(_ set: String) -> String {
        // The set's one-byte characters, as bits: an end byte that is a character of its own
        // is cut without breaking the text into characters (answers spaced by the dozen).
        var ascii: (low: UInt64, high: UInt64) = (0, 0)
        for character in set where character.utf8.count == 1 {
            let byte = character.utf8.first ?? 0
            if byte < 64 { ascii.low |= 1 << UInt64(byte) } else { ascii.high |= 1 << UInt64(byte - 64) }
        }
        func isMember(_ byte: UInt8) -> Bool {
            byte < 64 ? ascii.low & (1 << UInt64(byte)) != 0 : ascii.high & (1 << UInt64(byte - 64)) != 0
        }
        let bytes = utf8
        var start = bytes.startIndex
        var end = bytes.endIndex
        // A first ASCII byte is a character of its own when the next byte is ASCII (a carriage
        // return excepted, which joins a line feed); a last one when the byte before it is
        // ASCII (a line feed after a carriage return excepted). Anything else, the characters.
        while start < end, bytes[start] < 0x80, bytes[start] != 0x0D, isMember(bytes[start]) {
            let next = bytes.index(after: start)
            guard next == end || bytes[next] < 0x80 else { break }
            start = next
        }
        while start < end {
            let last = bytes.index(before: end)
            let byte = bytes[last]
            guard byte < 0x80, isMember(byte) else { break }
            if last > start {
                let before = bytes[bytes.index(before: last)]
                guard before < 0x80, !(byte == 0x0A && before == 0x0D) else { break }
            }
            end = last
        }
        var text = self[start..<end]
        while let first = text.first, set.contains(first) { text.removeFirst() }
        while let last = text.last, set.contains(last) { text.removeLast() }
        return String(text)
    }
}
