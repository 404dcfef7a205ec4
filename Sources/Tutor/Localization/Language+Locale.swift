import Lessons

extension Language {
    /// Parses a `--lang` or `:lang` value: `ko`, `zh`, `en`, or a locale name such as
    /// `ko_KR.UTF-8`, `zh-Hans`, `en_US`.
    public init?(code: String) {
        // A locale name starts with the language: `ko_KR.UTF-8`, `zh-Hans`, `zh_TW`.
        switch code.lowercased().prefix(while: { $0.isLetter }) {
        case "ko", "kor", "korean": self = .ko
        case "zh", "zho", "chi", "chinese": self = .zh
        case "en", "eng", "english": self = .en
        default: return nil
        }
    }

    /// Chooses the language: the `--lang` value if any, else the first of `LC_ALL`,
    /// `LC_MESSAGES`, `LANG` that is set and non-empty (POSIX precedence), else English.
    /// `Locale.current` is not used: on Linux it ignores `LANG` (Foundation on Linux).
    public static func resolve(flag: String?, environment: [String: String]) -> Language {
        if let flag, let language = Language(code: flag) { return language }
        for key in ["LC_ALL", "LC_MESSAGES", "LANG"] {
            guard let value = environment[key], !value.isEmpty else { continue }
            // The first variable that is set decides, even when it names a language we lack.
            return Language(code: value) ?? .en
        }
        return .en
    }
}
