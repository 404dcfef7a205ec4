import Foundation
import Lessons

extension Language {
    /// What a learner may type for each language, in `--lang`, `:lang` and the locale
    /// variables: its code, its ISO 639-2 codes, and its name in English and in itself. The
    /// one table every command reads.
    static let names: [Language: Set<String>] = [
        .ko: ["ko", "kor", "korean", "한국어", "한국말", "한글"],
        .zh: ["zh", "zho", "chi", "chinese", "中文", "汉语", "简体中文", "chs"],
        .en: ["en", "eng", "english", "영어", "英文", "英语"],
    ]

    /// Parses a `--lang` or `:lang` value: a code (`ko`, `zh`, `en`), a name (`korean`,
    /// `中文`, `한국어`), or a locale name such as `ko_KR.UTF-8`, `zh-Hans`, `en_US`.
    public init?(code: String) {
        // A locale name starts with the language: `ko_KR.UTF-8`, `zh-Hans`, `zh_TW`.
        let word = code.trimmingCharacters(in: .whitespaces).lowercased().prefix(while: { $0.isLetter })
        guard let language = Language.allCases.first(where: { Language.names[$0]?.contains(String(word)) == true })
        else { return nil }
        self = language
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
