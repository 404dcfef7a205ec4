import Arguments
import Foundation
import Tutor

/// `layoutlab reset [LESSON]`: clears progress, all or one lesson's, after asking.
enum ResetCommand: Subcommand {
    static let summary = "clear your progress (all, or one lesson); asks first"
    static let spec = CommandSpec(
        command: "reset", arguments: "[LESSON]",
        description: """
            Clears your progress in LESSON (its id, e.g. dirty-flags), or all of it. Asks before
            clearing; --yes clears without asking (for scripts).
            """,
        options: TutorOptions.commandOptions(acceptsYes: true), maxPositional: 1,
        exitStatus:
            "Exit status: 0 when cleared, 1 when you answered no or there was nothing to clear, 2 on a usage error.")

    static func run(_ arguments: ParsedArguments) -> Int32 {
        let options: TutorOptions
        switch tutorOptions(arguments) {
        case .failure(let exit): return exit.status
        case .success(let parsed): options = parsed
        }
        let launch = TutorLaunch(options: options)
        let language = options.language
        guard let opened = launch.openStore(.exclusive(input: nil), now: (try? launch.now().get()) ?? Date()) else {
            return 2
        }
        var store = opened.store
        let lesson = options.positional.first
        if lesson == nil, store.progress.questions.isEmpty, store.progress.lastLesson == nil {
            launch.output.write(UIText.resetNothingAll.text(in: language) + "\n")
            return 1
        }
        if let lesson, !store.progress.questions.values.contains(where: { $0.lesson == lesson }),
            store.progress.lastLesson != lesson
        {
            launch.output.write(UIText.resetNothing(lesson: lesson).text(in: language) + "\n")
            return 1
        }
        if !options.assumeYes {
            launch.output.write(
                (lesson.map { UIText.resetConfirmLesson(lesson: $0) } ?? .resetConfirmAll).text(in: language))
            let answer = readLine(strippingNewline: true)?.trimmingCharacters(in: .whitespaces).lowercased() ?? ""
            if !launch.isInteractive { launch.output.write(answer + "\n") }
            // Yes in each language the tutor speaks; anything else, including no answer, is no.
            guard ["y", "yes", "예", "네", "응", "是", "是的", "好", "对"].contains(answer) else {
                launch.output.write(UIText.resetCancelled.text(in: language) + "\n")
                return 1
            }
        }
        _ = store.progress.reset(lesson: lesson)
        do {
            try store.save()
        } catch {
            printError(
                options.errorPrefix
                    + UIText.progressUnwritable(path: store.url.path, reason: "\(error)").text(in: language) + "\n")
            return 2
        }
        withExtendedLifetime(opened) {}
        launch.output.write(
            (lesson.map { UIText.resetDoneLesson(lesson: $0) } ?? .resetDoneAll).text(in: language) + "\n")
        return 0
    }
}
