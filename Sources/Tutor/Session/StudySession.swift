import Foundation
import Lessons

/// The study REPL: the lesson list, a lesson's reading and questions, review, and the
/// meta-commands, reading from a LineSource and writing to a TextOutput. It knows nothing
/// of terminals or files beyond the ProgressStore, so piped sessions and tests drive it
/// exactly as readline does.
public final class StudySession {
    /// Where a lesson or question hands control next.
    enum Flow {
        case next, back, lessons, quit
    }

    let course: StudyCourse
    var store: ProgressStore
    let input: LineSource
    let output: TextOutput
    let errors: TextOutput
    let style: TextStyle
    /// The width when no terminal says otherwise (piped sessions, tests).
    let fixedColumns: Int
    /// Reads the terminal's size now (nil off a terminal): read before every screen, so a
    /// resized window is wrapped to its new width.
    let terminalSize: (() -> TerminalSize?)?
    let now: () -> Date
    /// The learner's time zone, for review times and days (`TZ`, else the system's).
    let timeZone: TimeZone
    /// Whether the learner presses Enter after a verdict before the next question is shown,
    /// so the verdict and its explanation never scroll away (on a terminal, whatever its height).
    var pausesAfterVerdict: Bool
    /// The FSRS scheduler (py-fsrs defaults, fuzz off).
    let scheduler = FSRSScheduler()
    /// The variant shown for each scenario (`lesson/scenario`) in this sitting: every
    /// question on a scenario shows the same names and numbers.
    var sittingVariants: [String: Int] = [:]
    /// Each question (`lesson/question`) as it went in this sitting: its variant, tries,
    /// first try and outcome. A settled one's whole trace may be shown.
    var sittings: [String: QuestionSitting] = [:]
    /// The question settled last, which `:picture` draws at the next question's prompt.
    var lastSettled: (any StudyQuestion)?
    /// Answers recorded since the last successful save.
    var unsaved = false
    /// Whether this session saved anything.
    var savedSomething = false
    /// The last save's error, while it has not been followed by a successful save.
    var saveFailure: String?
    /// The language of UI strings and lesson text; `:lang` changes it.
    public internal(set) var language: Language
    /// Who studies, for choosing variants (VariantChooser): the same learner sees the same
    /// variants when a session is replayed. `USER`, as `layoutlab quiz` names its learner.
    var learner = ProcessInfo.processInfo.environment["USER"].flatMap { $0.isEmpty ? nil : $0 } ?? "learner"

    /// A session over `course`, saving to `store`. `now` stamps "last seen" and review dates
    /// (the learner's own data; nothing the simulator computes depends on it).
    public init(
        course: StudyCourse, store: ProgressStore, input: LineSource, output: TextOutput, errors: TextOutput,
        language: Language, style: TextStyle, columns: Int = 80, terminalSize: (() -> TerminalSize?)? = nil,
        pausesAfterVerdict: Bool = false, timeZone: TimeZone = .current, now: @escaping () -> Date
    ) {
        self.course = course
        self.store = store
        self.input = input
        self.output = output
        self.errors = errors
        self.language = language
        self.style = style
        fixedColumns = columns
        self.terminalSize = terminalSize
        self.pausesAfterVerdict = pausesAfterVerdict
        self.timeZone = timeZone
        self.now = now
        // Meta-commands complete at every prompt, before any question narrows the words.
        input.setCompletions(CompletionVocabulary.words())
    }

    /// The width to wrap to now: the terminal's (at most 100, so prose stays readable), read
    /// afresh each time, else the fixed width.
    var columns: Int { terminalSize?()?.textColumns ?? fixedColumns }

    /// The terminal's height now, nil off a terminal (nothing is paged then).
    var rows: Int? { terminalSize?()?.rows }

    /// The progress as the session left it.
    public var progress: LearnerProgress { store.progress }

    // MARK: - Home

    /// Welcome, the lesson list with progress, "continue where you left off", until the
    /// learner quits. Returns the exit code (0).
    public func runHome() -> Int32 {
        say(.welcome)
        guard !course.lessons.isEmpty else {
            say(.noLessons)
            return 0
        }
        // What `layoutlab review` would ask now, so the learner knows before choosing a lesson.
        let due = ReviewQueue.due(in: store.progress, at: now(), timeZone: timeZone).count
        if due > 0 { say(.welcomeDue(count: due)) }
        var showList = true
        while true {
            if showList {
                write("\n" + style.bold(UIText.lessonsHeading.text(in: language)) + "\n")
                write(lessonTable())
                showList = false
            }
            let resume = resumeIndex()
            if let resume {
                let title = course.lessons[resume.index].title(in: language)
                say(resume.isNext ? .nextLessonPrompt(lessonTitle: title) : .continuePrompt(lessonTitle: title))
            } else if store.progress.lastLesson != nil {
                say(.allLessonsFinished(lessonCount: course.lastNumber))
            } else {
                say(.startPrompt(lessonCount: course.lastNumber))
            }
            switch input.readLine(prompt: "> ") {
            case .endOfInput: return goodbye()
            case .interrupted: continue
            case .line(let line):
                let text = line.trimmingCharacters(in: .whitespaces)
                var chosen: Int?
                if text.isEmpty {
                    chosen = resume?.index ?? 0
                } else if let invocation = MetaCommand.parse(text) {
                    switch handleGeneral(invocation) {
                    case .quit: return goodbye()
                    case .lessons: showList = true
                    default: break
                    }
                    continue
                } else {
                    chosen = course.lessonIndex(matching: text)
                    if chosen == nil { say(.noSuchLesson(typed: text, lessonCount: course.lastNumber)) }
                }
                if let chosen {
                    if runLesson(at: chosen) == .quit { return goodbye() }
                    showList = true
                }
            }
        }
    }

    /// Goes straight to one lesson (`layoutlab study LESSON`), then to the lesson list.
    public func runLesson(id: String) -> Int32 {
        guard let index = course.lessonIndex(matching: id) else {
            say(.noSuchLesson(typed: id, lessonCount: course.lastNumber), to: errors)
            return 2
        }
        if runLesson(at: index) == .quit { return goodbye() }
        return runHome()
    }

    /// The lesson Enter goes to: the one the learner was in while it has a question not yet
    /// right, else the next unfinished one after it (`isNext`); nil for a learner who has not
    /// started, or who has finished every lesson.
    func resumeIndex() -> (index: Int, isNext: Bool)? {
        guard let last = course.lessons.firstIndex(where: { $0.id == store.progress.lastLesson }) else { return nil }
        let isFinished = { (index: Int) in
            let lesson = self.course.lessons[index]
            return lesson.questions.allSatisfy {
                self.store.progress.question(lesson: lesson.id, question: $0.id)?.lastCorrect == true
            }
        }
        if !isFinished(last) { return (last, false) }
        let count = course.lessons.count
        return (1..<count).map { (last + $0) % count }.first { !isFinished($0) }.map { ($0, true) }
    }

    /// The lesson table: number, title, questions answered right of all.
    func lessonTable() -> String {
        let rows = course.lessons.enumerated().map { index, lesson -> [String] in
            let right = lesson.questions.filter {
                store.progress.question(lesson: lesson.id, question: $0.id)?.lastCorrect == true
            }
            let mark = lesson.id == store.progress.lastLesson ? " ◀" : ""
            return [
                "\(course.number(at: index))", lesson.title(in: language) + mark,
                "\(right.count)/\(lesson.questions.count)",
            ]
        }
        return TableRenderer(
            headers: [UIText.columnNumber, .columnLesson, .columnProgress].map { $0.text(in: language) }, rows: rows
        ).render(width: terminalSize?()?.columns ?? .max)
    }

    /// Says goodbye truthfully: saved only when every save succeeded, read-only when
    /// nothing could be, the file and reason when the last save failed (exit 1).
    func goodbye() -> Int32 {
        save()
        if store.isReadOnly {
            say(.goodbyeReadOnly)
            return 0
        }
        if let saveFailure {
            say(.goodbyeSaveFailed(path: store.url.path, reason: saveFailure), to: errors)
            return 1
        }
        say(savedSomething ? .goodbye : .goodbyeNothingNew)
        return 0
    }

    // MARK: - Output helpers

    func write(_ text: String) { output.write(text) }

    /// Writes a UI string, wrapped to the terminal width.
    func say(_ text: UIText, to target: TextOutput? = nil) {
        (target ?? output).write(wrapped(text.text(in: language)))
    }

    /// `text` wrapped to the terminal width, with a final newline.
    func wrapped(_ text: String) -> String {
        TerminalText.wrap(text, columns: columns).joined(separator: "\n") + "\n"
    }

    /// Records one graded try and saves at once: a crash loses nothing answered.
    func record(
        lesson: String, question: String, answer: String, correct: Bool, score: Double? = nil, variant: Int? = nil
    ) {
        store.progress.record(
            lesson: lesson, question: question, answer: answer, correct: correct, score: score, variant: variant,
            at: now())
        unsaved = true
        save()
    }

    /// Rates a settled question under FSRS and saves at once, so a crash loses nothing
    /// answered. A failed save is said at once and remembered for the goodbye.
    func settle(lesson: String, question: String, rating: FSRSRating, variant: Int? = nil) {
        store.progress.schedule(lesson: lesson, question: question, rating: rating, at: now(), scheduler: scheduler)
        if let variant {
            store.progress.questions[LearnerProgress.key(lesson: lesson, question: question)]?.lastVariant = variant
        }
        unsaved = true
        save()
    }

    /// Saves if anything changed; a read-only session never writes (and says so at the end).
    func save() {
        guard unsaved, !store.isReadOnly else { return }
        do {
            try store.save()
            unsaved = false
            savedSomething = true
            saveFailure = nil
        } catch {
            saveFailure = "\(error)"
            say(.progressUnwritable(path: store.url.path, reason: "\(error)"), to: errors)
        }
    }
}
