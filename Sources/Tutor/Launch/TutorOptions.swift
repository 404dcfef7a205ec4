import Foundation
import Lessons

/// The options the tutor's subcommands share: `--lang ko|zh|en`, `--color always|never|auto`,
/// `--yes` (reset only), `--help`, and positional arguments.
public struct TutorOptions: Sendable {
    /// The language from `--lang`, else the locale variables, else English.
    public var language: Language = .en
    /// `--color`, `auto` by default.
    public var colorMode: ColorMode = .auto
    /// `--yes`: do not ask before clearing progress.
    public var assumeYes = false
    /// `--help` or `-h` was given.
    public var wantsHelp = false
    /// The arguments that are not options, in order.
    public var positional: [String] = []
    /// `--learner NAME` (quiz only): who the answer sheet is for.
    public var learner: String?
    /// `--out SHEET.yaml` (quiz only): where the answer sheet goes.
    public var outPath: String?

    /// A command-line mistake: the message to print (exit code 2).
    public struct UsageError: Error, Equatable, Sendable {
        /// What was wrong and what to do.
        public let message: String
    }

    /// Parses `arguments` for `command`. `acceptsYes` allows `--yes`; at most
    /// `maxPositional` positional arguments are allowed.
    public static func parse(
        _ arguments: [String], command: String, environment: [String: String], acceptsYes: Bool = false,
        maxPositional: Int = 0, acceptsQuizOptions: Bool = false
    ) -> Result<TutorOptions, UsageError> {
        var options = TutorOptions()
        var languageFlag: String?
        var index = 0
        func value(of option: String) -> Result<String, UsageError> {
            // Both `--lang ko` and `--lang=ko`.
            if let equals = arguments[index].firstIndex(of: "=") {
                return .success(String(arguments[index][arguments[index].index(after: equals)...]))
            }
            index += 1
            guard index < arguments.count else {
                return .failure(UsageError(message: "layoutlab \(command): \(option) needs a value; see `layoutlab \(command) --help`"))
            }
            return .success(arguments[index])
        }
        while index < arguments.count {
            let argument = arguments[index]
            let name = argument.split(separator: "=", maxSplits: 1).first.map(String.init) ?? argument
            switch name {
            case "--help", "-h":
                options.wantsHelp = true
            case "--lang":
                switch value(of: "--lang") {
                case .failure(let error): return .failure(error)
                case .success(let code):
                    guard Language(code: code) != nil, ["ko", "zh", "en"].contains(code.lowercased().prefix(2)) else {
                        return .failure(UsageError(message: "layoutlab \(command): unknown language '\(code)'; use --lang ko, zh or en"))
                    }
                    languageFlag = code
                }
            case "--color", "--colour":
                switch value(of: "--color") {
                case .failure(let error): return .failure(error)
                case .success(let mode):
                    guard let parsed = ColorMode(rawValue: mode) else {
                        return .failure(UsageError(message: "layoutlab \(command): unknown colour mode '\(mode)'; use --color always, never or auto"))
                    }
                    options.colorMode = parsed
                }
            case "--learner" where acceptsQuizOptions:
                switch value(of: "--learner") {
                case .failure(let error): return .failure(error)
                case .success(let name):
                    guard !name.trimmingCharacters(in: .whitespaces).isEmpty else {
                        return .failure(UsageError(message: "layoutlab \(command): --learner needs a name"))
                    }
                    options.learner = name
                }
            case "--out" where acceptsQuizOptions, "-o" where acceptsQuizOptions:
                switch value(of: "--out") {
                case .failure(let error): return .failure(error)
                case .success(let path): options.outPath = path
                }
            case "--yes" where acceptsYes, "-y" where acceptsYes:
                options.assumeYes = true
            default:
                if argument.hasPrefix("-") && argument != "-" {
                    return .failure(UsageError(message: "layoutlab \(command): unknown option '\(argument)'; see `layoutlab \(command) --help`"))
                }
                options.positional.append(argument)
            }
            index += 1
        }
        if options.positional.count > maxPositional {
            let extra = options.positional[maxPositional]
            return .failure(UsageError(message: "layoutlab \(command): unexpected argument '\(extra)'; see `layoutlab \(command) --help`"))
        }
        options.language = Language.resolve(flag: languageFlag, environment: environment)
        return .success(options)
    }
}
