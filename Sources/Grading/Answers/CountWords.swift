/// Counts written as words, as learners write them: `once`, `twice`, `three times`, `한 번`,
/// `두 번`, `열두 번`, `一次`, `两次`, `十二`, `2个`, `2.0`. Digits are read too.
enum CountWords {
    /// The whole number `text` says, or nil. An ordinal the way Chinese counts frames
    /// (`第 30 帧`) is the number.
    static func value(_ text: String) -> Int? {
        var body = text.lowercased().trimming(" .。!！")
        if body.hasPrefix("第"), body.count > 1 { body = String(body.dropFirst()).trimming(" ") }
        for ending in ["입니다", "이에요", "예요", "이요", "요", "이다", "다"]
        where body.hasSuffix(ending) && body.count > ending.count {
            let stripped = String(body.dropLast(ending.count)).trimming(" ")
            if value(ofNumber: strippedUnit(stripped)) != nil { body = stripped }
            break
        }
        if let whole = whole[body] { return whole }
        return value(ofNumber: strippedUnit(body))
    }

    /// Words that are a count on their own.
    private static let whole: [String: Int] = [
        "once": 1, "twice": 2, "thrice": 3, "never": 0, "none": 0, "zero times": 0, "no times": 0,
        "없음": 0, "없어요": 0, "없다": 0, "안 해요": 0, "无": 0, "没有": 0, "零次": 0,
    ]

    /// What a count may be followed by: times and calls, and frames, the unit a frame count
    /// is asked in (`30 frames`, `30 帧`, `30프레임`).
    private static let units = [
        "times", "time", "calls", "call", "frames", "frame", "번", "회", "프레임", "次", "个", "個", "回", "遍", "帧", "幀", "×",
        "x",
    ]

    private static func strippedUnit(_ text: String) -> String {
        for unit in units where text.hasSuffix(unit) && text.count > unit.count {
            return String(text.dropLast(unit.count)).trimming(" ")
        }
        return text
    }

    /// Digits (`2`, `2.0`, `1,000`) or a number word of en, ko or zh.
    static func value(ofNumber text: String) -> Int? {
        // Number words are short; a long text is digits or nothing (and is not scanned again and again).
        let digits = text.filter { $0 != "," }
        if let number = Int(digits) { return number }
        guard text.count <= 24 else { return nil }
        if let number = Double(digits), number.isFinite, number == number.rounded(), abs(number) < 1e12 {
            return Int(number)
        }
        if let number = english[text] { return number }
        if let number = korean(text) { return number }
        return chinese(text)
    }

    private static let english: [String: Int] = [
        "zero": 0, "one": 1, "two": 2, "three": 3, "four": 4, "five": 5, "six": 6, "seven": 7, "eight": 8, "nine": 9,
        "ten": 10, "eleven": 11, "twelve": 12, "thirteen": 13, "fourteen": 14, "fifteen": 15, "sixteen": 16,
        "seventeen": 17, "eighteen": 18, "nineteen": 19, "twenty": 20,
    ]

    /// Native Korean counts (`한`, `두`, `열두`, `스무`) and Sino-Korean ones (`일`, `이`, `십이`).
    private static func korean(_ text: String) -> Int? {
        let word = text.filter { $0 != " " }
        let ones: [String: Int] = [
            "한": 1, "하나": 1, "두": 2, "둘": 2, "세": 3, "셋": 3, "석": 3, "네": 4, "넷": 4, "다섯": 5, "여섯": 6,
            "일곱": 7, "여덟": 8, "아홉": 9,
        ]
        let tens: [String: Int] = ["열": 10, "스물": 20, "스무": 20, "서른": 30, "마흔": 40, "쉰": 50]
        if word == "영" || word == "공" { return 0 }
        if let one = ones[word] { return one }
        for (prefix, ten) in tens where word.hasPrefix(prefix) {
            let rest = String(word.dropFirst(prefix.count))
            if rest.isEmpty { return ten }
            if let one = ones[rest] { return ten + one }
        }
        let sino: [Character: Int] = ["일": 1, "이": 2, "삼": 3, "사": 4, "오": 5, "육": 6, "칠": 7, "팔": 8, "구": 9]
        return positional(word, digits: sino, ten: "십")
    }

    /// `一`, `两`, `十二`, `二十三`.
    private static func chinese(_ text: String) -> Int? {
        let digits: [Character: Int] = [
            "零": 0, "〇": 0, "一": 1, "二": 2, "两": 2, "兩": 2, "三": 3, "四": 4, "五": 5, "六": 6, "七": 7, "八": 8, "九": 9,
        ]
        return positional(text.filter { $0 != " " }, digits: digits, ten: "十")
    }

    /// A number below 100 written with digit words and a word for ten (`十二`, `이십삼`).
    private static func positional(_ word: String, digits: [Character: Int], ten: Character) -> Int? {
        let characters = Array(word)
        guard !characters.isEmpty, characters.count <= 3 else { return nil }
        if characters.count == 1, let digit = digits[characters[0]] { return digit }
        guard let tenIndex = characters.firstIndex(of: ten) else { return nil }
        let before = characters[..<tenIndex], after = characters[(tenIndex + 1)...]
        guard before.count <= 1, after.count <= 1 else { return nil }
        var value = 10
        if let first = before.first {
            guard let digit = digits[first], digit > 0 else { return nil }
            value = digit * 10
        }
        if let last = after.first {
            guard let digit = digits[last], digit > 0 else { return nil }
            value += digit
        }
        return value
    }
}
