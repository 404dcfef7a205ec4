/// Korean particles after a word that is only known at run time (a lesson title, a file
/// name, a number): the form depends on whether the word, as read aloud, ends in a consonant
/// (받침). Writing both forms, `은(는)`, is what software does when it does not care; this
/// picks the right one.
public enum KoreanParticle: Sendable {
    /// 은/는 (topic).
    case topic
    /// 이/가 (subject).
    case subject
    /// 을/를 (object).
    case object
    /// 으로/로 (direction, means): 로 after a vowel or ㄹ.
    case direction
    /// 이라는/라는 (quoting "called …").
    case called
    /// 이에요/예요 (copula, 해요체).
    case copula

    /// `word` followed by the particle in the right form.
    public func after(_ word: String) -> String { word + form(after: word) }

    /// The particle's form after `word`.
    public func form(after word: String) -> String {
        let final = KoreanParticle.finalConsonant(of: word)
        switch self {
        case .topic: return final == .none ? "는" : "은"
        case .subject: return final == .none ? "가" : "이"
        case .object: return final == .none ? "를" : "을"
        case .direction: return final == .other ? "으로" : "로"
        case .called: return final == .none ? "라는" : "이라는"
        case .copula: return final == .none ? "예요" : "이에요"
        }
    }

    enum Final { case none, rieul, other }

    /// The final sound of `word` read aloud: Hangul by its 받침, digits and Latin letters as
    /// Koreans read them (1 일, 3 삼, 6 육, L 엘, M 엠, N 엔, R 알), closing quotes, brackets and
    /// punctuation skipped.
    static func finalConsonant(of word: String) -> Final {
        for character in word.reversed() {
            guard let scalar = character.unicodeScalars.first else { continue }
            let value = scalar.value
            if (0xAC00...0xD7A3).contains(value) {
                let jong = (value - 0xAC00) % 28
                if jong == 0 { return .none }
                return jong == 8 ? .rieul : .other
            }
            switch character.lowercased() {
            case "0", "3", "6", "m", "n": return .other
            case "1", "7", "8", "l", "r": return .rieul
            case "2", "4", "5", "9", "a", "b", "c", "d", "e", "f", "g", "h", "i", "j", "k", "o", "p", "q", "s", "t", "u", "v",
                "w", "x", "y", "z":
                return .none
            default:
                // Han characters: read in Korean they vary; treat as vowel-final, the commoner.
                if character.isLetter { return .none }
                continue
            }
        }
        return .none
    }
}
