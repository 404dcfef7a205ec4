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
        // Spaces, tabs and line ends, each a character of the set: in " \t\r\n" a carriage return
        // and line feed are one character, and a lone line feed (a YAML block scalar's `|` ends
        // the answer with one) would stay.
        let trimmed = halfWidth(text).trimming(Self.blankEnds)
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
                guard var item = normalisedCall(raw), !expectsCalls || item.utf8.contains(UInt8(ascii: ".")) else {
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

    /// What an answer's ends may hold: space, tab, line feed, carriage return, and the two as one
    /// character (CR + LF); a line feed then a carriage return are two characters.
    static let blankEnds = " \t\n\r\r\n"

    /// Answers that mean "no calls at all".
    static let noneWords: Set<String> = [
        "none", "nothing", "-", "없음", "없다", "없어요", "없습니다", "아무것도 없음", "无", "没有", "無", "没有调用",
    ]

    /// Words that join items of a list; they separate, they are not items.
    static let connectives: Set<String> = ["and", "then", "&", "그리고", "다음", "그다음", "및", "和", "与", "及", "然后", "再"]

    /// The most UTF-8 bytes a connective has: no longer word lowercases to one (no letter of
    /// theirs is the lowercase form of a longer one), so longer words are not lowercased.
    static let longestConnective = connectives.map(\.utf8.count).max() ?? 0

    /// Full-width forms (`２`, `ａ２．ｌａｙｏｕｔＳｕｂｖｉｅｗｓ`, `（`) and the ideographic space as their
    /// ASCII forms, so a learner typing with a CJK input method is read as typed.
    static func halfWidth(_ text: String) -> String {
        // A full-width form (U+FF01–FF5E) starts with the byte EF in UTF-8, the ideographic
        // space with E3: an answer with neither, nearly every one, is its own half-width form.
        text.utf8.contains(where: { $0 == 0xEF || $0 == 0xE3 }) ? halfWidthByScalar(text) : text
    }

    /// `halfWidth` of any text, scalar by scalar.
    static func halfWidthByScalar(_ text: String) -> String {
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
        if text.utf8.allSatisfy({ $0 < 0x80 }) { return items(of: asciiPieces(text)) }
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

    /// `splitItems`' pieces of an ASCII answer, on its bytes: each byte is a character, but for a
    /// carriage return before a line feed, which together are one (and split nothing).
    static func asciiPieces(_ text: String) -> [String] {
        var pieces: [String] = []
        var current: [UInt8] = []
        var previous: UInt8 = 0x20
        let bytes = Array(text.utf8)
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            if byte == 0x0D, index + 1 < bytes.count, bytes[index + 1] == 0x0A {
                current.append(0x0D)
                current.append(0x0A)
                // The pair's "scalar" matches no separator, and is not `-` or `=` before a `>`.
                previous = 0
                index += 2
                continue
            }
            switch byte {
            case 0x2C, 0x3B, 0x0A:
                pieces.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            case 0x3E:  // `>`, and `->` / `=>` as one arrow
                if previous == 0x2D || previous == 0x3D { current.removeLast() }
                pieces.append(String(decoding: current, as: UTF8.self))
                current.removeAll(keepingCapacity: true)
            default:
                current.append(byte)
            }
            previous = byte
            index += 1
        }
        pieces.append(String(decoding: current, as: UTF8.self))
        return pieces
    }

    /// The items of the pieces a list answer was split into at its separators: each without a
    /// list marker, split into words, connective words left out.
    static func items(of pieces: [String]) -> [String] {
        var items: [String] = []
        for piece in pieces {
            let unmarked = withoutListMarker(piece.trimming(" \t\r"))
            for word in words(unmarked)
            where word.utf8.count > longestConnective || !connectives.contains(word.lowercased()) {
                items.append(word)
            }
        }
        return items.filter { !$0.isEmpty }
    }

    /// Splits on spaces outside parentheses, joining a word that starts with `.` or `(` (or
    /// follows one ending in `.`) to the one before it.
    static func words(_ text: String) -> [String] {
        var joined: [String] = []
        let words = text.utf8.allSatisfy { $0 < 0x80 } ? asciiWords(text) : wordsByCharacter(text)
        for word in words {
            if let last = joined.last, last.hasSuffix(".") || word.hasPrefix(".") || word.hasPrefix("(") {
                joined[joined.count - 1] = last + word
            } else {
                joined.append(word)
            }
        }
        return joined
    }

    /// `words`' split of an ASCII text, on its bytes (a carriage return and line feed, one
    /// character, is neither a space nor a parenthesis, as each of its bytes is not).
    static func asciiWords(_ text: String) -> [String] {
        var words: [String] = []
        var current: [UInt8] = []
        var depth = 0
        for byte in text.utf8 {
            if byte == UInt8(ascii: "(") { depth += 1 }
            if byte == UInt8(ascii: ")") { depth = max(0, depth - 1) }
            if (byte == UInt8(ascii: " ") || byte == UInt8(ascii: "\t")) && depth == 0 {
                if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
                current.removeAll(keepingCapacity: true)
            } else {
                current.append(byte)
            }
        }
        if !current.isEmpty { words.append(String(decoding: current, as: UTF8.self)) }
        return words
    }

    /// `words`' split of any text, character by character.
    static func wordsByCharacter(_ text: String) -> [String] {
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
        return words
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
        raw.utf8.allSatisfy({ $0 < 0x80 }) ? normalisedASCIICall(raw) : normalisedCallByCharacter(raw)
    }

    /// `normalisedCall` of any item, character by character.
    static func normalisedCallByCharacter(_ raw: String) -> String? {
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

    /// `normalisedCall` of an ASCII item, on its bytes: ASCII letters and digits are the only
    /// ASCII characters that are letters and numbers, and a carriage return (alone or before a
    /// line feed) is neither.
    static func normalisedASCIICall(_ raw: String) -> String? {
        var item = raw.utf8.filter { $0 != UInt8(ascii: " ") }
        if item.count >= 2, item[item.count - 2] == UInt8(ascii: "("), item[item.count - 1] == UInt8(ascii: ")") {
            item.removeLast(2)
        }
        if item.last == UInt8(ascii: ")"), let open = item.firstIndex(of: UInt8(ascii: "(")) {
            item.removeSubrange(open...)
        }
        func isLetter(_ byte: UInt8) -> Bool {
            (byte | 0x20) >= UInt8(ascii: "a") && (byte | 0x20) <= UInt8(ascii: "z")
        }
        var partStart = true
        for byte in item {
            if byte == UInt8(ascii: ".") {
                guard !partStart else { return nil }
                partStart = true
            } else if partStart {
                guard isLetter(byte) || byte == UInt8(ascii: "_") else { return nil }
                partStart = false
            } else {
                guard
                    isLetter(byte) || (byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9"))
                        || byte == UInt8(ascii: "_") || byte == UInt8(ascii: "#")
                else { return nil }
            }
        }
        guard !partStart else { return nil }
        return String(decoding: item, as: UTF8.self)
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
        // An ASCII answer's spaces are taken out as bytes; Foundation's replacement (for the
        // rest) was a tenth of reading a number.
        var body =
            text.utf8.allSatisfy { $0 < 0x80 }
            ? String(decoding: text.utf8.filter { $0 != UInt8(ascii: " ") }, as: UTF8.self)
            : text.replacingOccurrences(of: " ", with: "")
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
        let members = TrimmedBytes(set)
        let bytes = utf8
        let count = bytes.count
        // Offsets of the first and past the last byte kept, cut as bytes where a byte is a
        // character of its own (answers spaced by the dozen are cut without reading characters).
        // Safe: each buffer is read only inside the closure that lends it.
        let (head, tail) =
            bytes.withContiguousStorageIfAvailable { members.asciiEnds(of: $0) }
            ?? Array(bytes).withUnsafeBufferPointer { members.asciiEnds(of: $0) }
        let start = head == 0 ? startIndex : bytes.index(startIndex, offsetBy: head)
        let end = tail == count ? endIndex : bytes.index(startIndex, offsetBy: tail)
        var text = self[start..<end]
        var cut = head > 0 || tail < count
        while let byte = text.utf8.first {
            // A lone ASCII scalar (the next byte ASCII too) the set has no byte of is not in it.
            let textBytes = text.utf8
            if byte < 0x80, byte != 0x0D, !members.any.contains(byte),
                textBytes.count == 1 || textBytes[textBytes.index(after: textBytes.startIndex)] < 0x80
            {
                break
            }
            guard let first = text.first, set.contains(first) else { break }
            text.removeFirst()
            cut = true
        }
        while let byte = text.utf8.last {
            // An ASCII last byte (a line feed aside, which may end a CR LF) is a character alone.
            if byte < 0x80, byte != 0x0A, !members.any.contains(byte) { break }
            guard let last = text.last, set.contains(last) else { break }
            text.removeLast()
            cut = true
        }
        return cut ? String(text) : self
    }
}

/// What `String.trimming(_:)` knows of its set's bytes.
struct TrimmedBytes {
    /// The set's one-byte characters.
    var single = ByteSet()
    /// Every byte the set has, and the ASCII characters canonically equal to one of its
    /// characters (U+037E is `;`, U+1FEF is `` ` ``, U+212A is `K`): an ASCII character outside
    /// it is not one of the set's.
    var any = ByteSet()

    init(_ set: String) {
        let setBytes = set.utf8
        var index = setBytes.startIndex
        var before: UInt8 = 0
        while index < setBytes.endIndex {
            let byte = setBytes[index]
            any.insert(byte)
            let next = setBytes.index(after: index)
            let after = next < setBytes.endIndex ? setBytes[next] : 0
            // An ASCII byte is a character of its own unless a non-ASCII byte follows it (it may
            // carry a combining mark) or it is half of a carriage return and line feed.
            if byte < 0x80, after < 0x80, !(byte == 0x0D && after == 0x0A), !(byte == 0x0A && before == 0x0D) {
                single.insert(byte)
            }
            before = byte
            index = next
        }
        for scalar in set.unicodeScalars {
            switch scalar.value {
            case 0x37E: any.insert(UInt8(ascii: ";"))
            case 0x1FEF: any.insert(UInt8(ascii: "`"))
            case 0x212A: any.insert(UInt8(ascii: "K"))
            default: break
            }
        }
    }

    /// The offsets of the first byte kept and past the last one, cutting only ASCII bytes that
    /// are characters of their own: a first byte when the next byte is ASCII (a carriage return
    /// excepted, which joins a line feed); a last one when the byte before it is ASCII (a line
    /// feed after a carriage return excepted). Safe: reads only indices below `bytes.count`.
    func asciiEnds(of bytes: UnsafeBufferPointer<UInt8>) -> (Int, Int) {
        var start = 0
        var end = bytes.count
        while start < end, bytes[start] < 0x80, bytes[start] != 0x0D, single.contains(bytes[start]) {
            guard start + 1 == end || bytes[start + 1] < 0x80 else { break }
            start += 1
        }
        while start < end {
            let byte = bytes[end - 1]
            guard byte < 0x80, single.contains(byte) else { break }
            if end - 1 > start {
                let before = bytes[end - 2]
                guard before < 0x80, !(byte == 0x0A && before == 0x0D) else { break }
            }
            end -= 1
        }
        return (start, end)
    }
}

/// A set of bytes as 256 bits.
struct ByteSet {
    private var words: (UInt64, UInt64, UInt64, UInt64) = (0, 0, 0, 0)

    mutating func insert(_ byte: UInt8) {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: words.0 |= bit
        case 1: words.1 |= bit
        case 2: words.2 |= bit
        default: words.3 |= bit
        }
    }

    func contains(_ byte: UInt8) -> Bool {
        let bit = UInt64(1) << UInt64(byte & 63)
        switch byte >> 6 {
        case 0: return words.0 & bit != 0
        case 1: return words.1 & bit != 0
        case 2: return words.2 & bit != 0
        default: return words.3 & bit != 0
        }
    }
}
