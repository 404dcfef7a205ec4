import Foundation
import Lessons
import TestSupport
import Testing

@testable import Tutor

/// Meta-commands parse with their argument; unknown words keep their spelling; short forms work.
@Test func metaCommandParsing() {
    #expect(MetaCommand.parse(":lang ko") == .init(command: .lang, word: "lang", argument: "ko"))
    #expect(MetaCommand.parse("  :HINT ") == .init(command: .hint, word: "hint", argument: ""))
    #expect(MetaCommand.parse(":q")?.command == .quit)
    #expect(MetaCommand.parse(":zzz")?.command == nil)
    #expect(MetaCommand.parse("a2.layoutSubviews") == nil)
    #expect(MetaCommand.suggestion(for: "hnit") == .hint)
    #expect(MetaCommand.suggestion(for: "lessns") == .lessons)
    #expect(MetaCommand.suggestion(for: "xyzzy") == nil)
}

/// Tab completes meta-commands, option letters and call names from the scenario's trace.
@Test func completionCandidates() {
    let words = CompletionVocabulary.words(
        optionLetters: ["a", "b"], callNames: ["a2.layoutSubviews", "a2.layer", "a1.draw"])
    #expect(CompletionVocabulary.matches(for: "a2.lay", in: words) == ["a2.layer", "a2.layoutSubviews"])
    #expect(CompletionVocabulary.matches(for: "a2.layo", in: words) == ["a2.layoutSubviews"])
    #expect(CompletionVocabulary.matches(for: ":h", in: words) == [":help", ":hint"])
    #expect(CompletionVocabulary.matches(for: "", in: words).isEmpty)
}

/// Piped input echoes prompt and line, strips CR, and reports the end of input.
@Test func pipedInputEchoes() {
    let output = BufferOutput()
    var lines = ["yes\r"][...]
    let source = PipedLineSource(output: output) { lines.popFirst() }
    #expect(source.readLine(prompt: "> ") == .line("yes"))
    #expect(source.readLine(prompt: "> ") == .endOfInput)
    #expect(output.text == "> yes\n> \n")
}

/// A control sequence in a piped answer is escaped where it enters: the echo and everything
/// that quotes the answer show `\u{1B}`, never a raw ESC the terminal would act on.
@Test func pipedInputEscapesControlCharacters() {
    let output = BufferOutput()
    var lines = ["x9.foo, \u{1B}[31mred\tcode"][...]
    let source = PipedLineSource(output: output) { lines.popFirst() }
    #expect(source.readLine(prompt: "> ") == .line("x9.foo, \\u{1B}[31mred\tcode"))
    #expect(!output.text.unicodeScalars.contains("\u{1B}"))
}

/// Language: --lang, then LC_ALL, LC_MESSAGES, LANG (the first set wins), else English.
@Test func languagePrecedence() {
    #expect(Language.resolve(flag: "zh", environment: ["LANG": "ko_KR.UTF-8"]) == .zh)
    #expect(Language.resolve(flag: nil, environment: ["LC_ALL": "zh_CN.UTF-8", "LANG": "ko_KR.UTF-8"]) == .zh)
    #expect(Language.resolve(flag: nil, environment: ["LC_MESSAGES": "ko_KR.UTF-8", "LANG": "en_US.UTF-8"]) == .ko)
    #expect(Language.resolve(flag: nil, environment: ["LANG": "ko_KR.UTF-8"]) == .ko)
    #expect(Language.resolve(flag: nil, environment: ["LC_ALL": "", "LANG": "zh_TW.UTF-8"]) == .zh)
    #expect(Language.resolve(flag: nil, environment: ["LANG": "fr_FR.UTF-8"]) == .en)
    #expect(Language.resolve(flag: nil, environment: ["LANG": "C.UTF-8"]) == .en)
    #expect(Language.resolve(flag: nil, environment: [:]) == .en)
}

/// Every UI string exists and is non-empty in every language, and the help lines up.
@Test func everyStringInEveryLanguage() {
    TerminalText.prepareLocale()
    var help = ""
    for language in Language.allCases {
        let session = StudySession(
            course: FixtureCourse.course,
            store: ProgressStore(url: URL(fileURLWithPath: "/nonexistent/p.json"), progress: LearnerProgress()),
            input: PipedLineSource(output: BufferOutput()) { nil }, output: BufferOutput(), errors: BufferOutput(),
            language: language, style: TextStyle(colored: false), now: { fixedNow })
        let output = BufferOutput()
        let helpSession = StudySession(
            course: session.course, store: session.store, input: session.input, output: output, errors: output,
            language: language, style: TextStyle(colored: false), now: { fixedNow })
        helpSession.showHelp()
        help += "[\(language.rawValue)]\n" + output.text
        for command in MetaCommand.allCases {
            #expect(!UIText.help(command).text(in: language).isEmpty)
        }
    }
    expectGolden(help, "help-all-languages.txt")
}

/// The lessons folder: current folder, then the package root above `.build`, then PREFIX/share/layoutlab, then LAYOUTLAB_LESSONS.
@Test func lessonLocatorSearchOrder() throws {
    let root = temporaryFolder()
    try FileManager.default.createDirectory(
        at: root.appendingPathComponent("pkg/lessons"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
        at: root.appendingPathComponent("pkg/.build/release"), withIntermediateDirectories: true)
    try FileManager.default.createDirectory(
        at: root.appendingPathComponent("other/lessons"), withIntermediateDirectories: true)
    let empty = root.appendingPathComponent("empty").path
    let fromBuild = LessonLocator.locate(
        currentDirectory: empty, executablePath: root.appendingPathComponent("pkg/.build/release/layoutlab").path,
        environment: [:])
    #expect(try fromBuild.get().lastPathComponent == "pkg")
    let fromEnvironment = LessonLocator.locate(
        currentDirectory: empty, executablePath: "/usr/bin/layoutlab",
        environment: ["LAYOUTLAB_LESSONS": root.appendingPathComponent("other/lessons").path])
    #expect(try fromEnvironment.get().lastPathComponent == "other")
    let missing = LessonLocator.locate(currentDirectory: empty, executablePath: "/usr/bin/layoutlab", environment: [:])
    guard case .failure(let notFound) = missing else {
        Issue.record("expected no lessons folder")
        return
    }
    #expect(notFound.searched == [empty + "/lessons", "/usr/share/layoutlab/lessons"])
    // `make install PREFIX=…`: PREFIX/bin/layoutlab finds PREFIX/share/layoutlab/lessons.
    try FileManager.default.createDirectory(
        at: root.appendingPathComponent("prefix/share/layoutlab/lessons"), withIntermediateDirectories: true)
    let installed = LessonLocator.locate(
        currentDirectory: empty, executablePath: root.appendingPathComponent("prefix/bin/layoutlab").path,
        environment: [:])
    #expect(try installed.get().path.hasSuffix("prefix/share/layoutlab"))
}
