/// Korean particles after a word that is only known at run time (`a2`, `layoutSubviews`, `3`):
/// the form follows the word's last sound, so text never needs `은(는)`.
public enum KoreanParticle: CaseIterable, Sendable {
    /// 은 / 는 (topic).
    case topic
    /// 이 / 가 (subject).
    case subject
    /// 을 / 를 (object).
    case object
    /// 으로 / 로 (direction, means); 로 also after ㄹ.
    case direction
    /// 과 / 와 (and, with).
    case with
    /// 이라는 / 라는 (called).
    case called
    /// 이에요 / 예요 (is, 해요체).
    case copula

    /// `word` followed by the particle's right form: `a2를`, `layoutSubviews는`, `3이라는`, `12로`.
    public static func attach(_ word: String, _ particle: KoreanParticle) -> String {
        word + form(particle, after: word)
    }

    /// The particle's form after `word`.
    public static func form(_ particle: KoreanParticle, after word: String) -> String {
        let coda = finalSound(of: word)
        switch particle {
        case .topic: return coda == .none ? "는" : "은"
        case .subject: return coda == .none ? "가" : "이"
        case .object: return coda == .none ? "를" : "을"
        case .direction: return coda == .other ? "으로" : "로"
        case .with: return coda == .none ? "와" : "과"
        case .called: return coda == .none ? "라는" : "이라는"
        case .copula: return coda == .none ? "예요" : "이에요"
        }
    }

    /// How a word ends when read aloud: no final consonant, ㄹ, or another final consonant.
    enum Coda { case none, rieul, other }

    /// Hangul by its syllable's final consonant; digits as Sino-Korean numbers are read (일, 이,
    /// 삼…); Latin letters as Korean developers read identifiers (`layout` 레이아웃 ends in ㅅ,
    /// `view` 뷰 in a vowel, `label` 레이블 in ㄹ). Closing punctuation and `()` are skipped.
    static func finalSound(of word: String) -> Coda {
        let characters = Array(word.lowercased())
        var index = characters.count - 1
        while index >= 0, !(characters[index].isLetter || characters[index].isNumber) { index -= 1 }
        guard index >= 0 else { return .none }
        let last = characters[index]
        if let scalar = last.unicodeScalars.first, (0xAC00...0xD7A3).contains(scalar.value) {
            let final = (scalar.value - 0xAC00) % 28
            return final == 0 ? .none : (final == 8 ? .rieul : .other)
        }
        if last.isNumber {
            switch last {
            case "1", "7", "8": return .rieul  // 일, 칠, 팔
            case "0", "3", "6": return .other  // 영, 삼, 육
            default: return .none  // 이, 사, 오, 구
            }
        }
        let previous: Character? = index > 0 ? characters[index - 1] : nil
        let vowels: Set<Character> = ["a", "e", "i", "o", "u"]
        switch last {
        case "l": return .rieul
        case "m", "n": return .other
        case "g": return previous == "n" ? .other : .none  // string 스트링, but tag 태그
        case "k", "p", "t":
            // A vowel before: back 백, map 맵, commit 커밋; a consonant before: rect 렉트, first 퍼스트.
            return previous.map { vowels.contains($0) } == true || (last == "k" && previous == "c") ? .other : .none
        default: return .none
        }
    }
}
