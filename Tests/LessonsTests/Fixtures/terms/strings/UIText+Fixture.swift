// A string table for the term-lint tests; never compiled. 표시 in a comment is fine.
enum Fixture {
    static func korean(_ word: String, _ count: Int) -> [String] {
        [
            "“:\(word)”라는 명령어는 없어요.",
            "레슨 번호(1–\(count))를 입력하세요.",
            "\(KoreanParticle.attach(word, .object)) 골랐어요.",
            "\(word)를 골랐어요. \(count)번 눌렀어요.",
            "\(word)은(는) 표시돼요.",
        ]
    }
    static func chinese(_ word: String) -> [String] {
        ["打点“\(word)”之后 \(word) 被标记了", "讲解：", "脏标记"]
    }
    static func english(_ language: Language) -> String {
        switch language {
        case .en: return "the colour of \(language)"
        default: return "the colour is not English here"
        }
    }
}
