import Arguments
import Foundation
import Lessons

/// The options the tutor's subcommands share: `--lang ko|zh|en`, `--color always|never|auto`,
/// `--yes` (reset only), `--help`, and positional arguments. Parsed by the command line's one
/// parser (`Arguments.CommandSpec`) from the options `commandOptions` declares.
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
    /// The subcommand these options were given to (`study`), for messages.
    public var command = "study"
    /// `--learner NAME` (quiz): who the answer sheet is for.
    public var learner: String?
    /// `--out SHEET.yaml` (quiz): where the answer sheet goes.
    public var outPath: String?
    /// `quiz --template`: write a blank answer sheet instead of asking.
    public var template = false

    /// `layoutlab study: error: `, the start of every error message of the subcommand.
    public var errorPrefix: String { "layoutlab \(command): error: " }

    /// A mistake in the tutor's setup (e.g. `LAYOUTLAB_NOW`): the message to print (exit code 2).
    public struct UsageError: Error, Equatable, Sendable {
        /// What was wrong and what to do.
        public let message: String
    }

    /// The options a tutor subcommand declares; `acceptsYes` adds `--yes`.
    public static func commandOptions(acceptsYes: Bool = false) -> [CommandOption] {
        var options: [CommandOption] = [
            .value(
                "lang", "LANG", help: "language of the tutor: ko, zh or en (default: from LC_ALL, LC_MESSAGES, LANG)"),
            .value(
                "color", "WHEN", choices: ColorMode.allCases.map(\.rawValue), aliases: ["colour"],
                help: "color the output: always, never or auto (default; NO_COLOR turns it off)"),
        ]
        if acceptsYes { options.append(.flag("yes", short: "y", help: "do not ask before clearing")) }
        return options
    }

    /// `quiz`'s options besides the shared ones: `--learner`, `--out`.
    public static func quizOptions() -> [CommandOption] {
        commandOptions() + [
            .value("learner", "NAME", help: "who the answer sheet is for (default: $USER)"),
            .value(
                "out", "SHEET.yaml",
                help: "where to write the answer sheet (default: QUIZ-LEARNER.yaml; with --template, standard output)"),
            .flag(
                "template",
                help: "write a blank answer sheet to fill in an editor: every question id, its prompt as a comment"),
        ]
    }

    /// The tutor's options from what the parser read for `spec`'s command.
    public static func make(
        from parsed: ParsedArguments, spec: CommandSpec, environment: [String: String]
    ) -> Result<TutorOptions, Arguments.UsageError> {
        var options = TutorOptions()
        options.command = spec.command
        options.wantsHelp = parsed.wantsHelp
        options.positional = parsed.positional
        options.assumeYes = parsed.flag("yes")
        options.outPath = parsed.value("out")
        options.template = parsed.flag("template")
        if let learner = parsed.value("learner") {
            guard !learner.trimmingCharacters(in: .whitespaces).isEmpty else {
                return .failure(spec.error("--learner needs a name", hint: "e.g. --learner kim"))
            }
            options.learner = learner
        }
        if let mode = parsed.value("color") { options.colorMode = ColorMode(rawValue: mode) ?? .auto }
        let flag = parsed.value("lang")
        if let code = flag {
            guard Language(code: code) != nil else {
                return .failure(spec.error("unknown language '\(code)'", hint: "use --lang ko, zh or en"))
            }
        }
        options.language = Language.resolve(flag: flag, environment: environment)
        return .success(options)
    }
}
