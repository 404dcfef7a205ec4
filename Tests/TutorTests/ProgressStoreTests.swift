import Foundation
import Testing

@testable import Tutor

/// Progress survives a save and a reopen, keys sorted so the file is stable.
@Test func progressRoundTrips() throws {
    let folder = temporaryFolder()
    var (store, _, _) = try ProgressStore.open(folder: folder)
    store.progress.record(lesson: "l", question: "q", answer: "a2.layoutSubviews", correct: true, at: fixedNow)
    try store.save()
    let (reopened, movedAside, _) = try ProgressStore.open(folder: folder)
    #expect(movedAside == nil)
    #expect(reopened.progress == store.progress)
    let text = try String(contentsOf: folder.appendingPathComponent("progress.json"), encoding: .utf8)
    #expect(text.contains("\"version\" : 2"))
    #expect(text.contains("\"lastSeen\" : \"2026-05-28T20:26:40Z\""))
}

/// A corrupt file is renamed aside with the reason, never overwritten; the next save writes
/// a fresh file beside it.
@Test func corruptFileIsMovedAsideNotOverwritten() throws {
    let folder = temporaryFolder()
    let url = folder.appendingPathComponent("progress.json")
    try Data("{ not json".utf8).write(to: url)
    let (store, movedAside, _) = try ProgressStore.open(folder: folder, now: fixedNow)
    let aside = try #require(movedAside)
    #expect(aside.reason == "not a JSON object")
    #expect(aside.asidePath.hasSuffix("progress.json.corrupt-20260528T202640Z"))
    #expect(try String(contentsOfFile: aside.asidePath, encoding: .utf8) == "{ not json")
    #expect(store.progress == LearnerProgress())
    try store.save()
    // A second corrupt file goes to the next free name.
    try Data("[]".utf8).write(to: url)
    let (_, second, _) = try ProgressStore.open(folder: folder, now: fixedNow)
    #expect(second?.asidePath.hasSuffix("progress.json.corrupt-20260528T202640Z-2") == true)
}

/// A file from a newer LayoutLab, or with a wrong field, is set aside with a precise reason.
@Test(arguments: [
    ("{\"version\": 9, \"questions\": {}}", "format version 9; this LayoutLab reads versions 1 and 2"),
    ("{\"questions\": {}}", "no \"version\" field"),
    ("{\"version\": 2, \"questions\": {\"l/q\": {\"lesson\": 3}}}", "unexpected value at questions.l/q.lesson"),
])
func unreadableFilesAreExplained(contents: String, reason: String) throws {
    let folder = temporaryFolder()
    try Data(contents.utf8).write(to: folder.appendingPathComponent("progress.json"))
    let (_, movedAside, _) = try ProgressStore.open(folder: folder)
    #expect(movedAside?.reason == reason)
}

/// A save stopped after the temporary file is written but before the rename (where a kill
/// would hurt most) leaves the previous progress intact and no temporary file behind.
@Test func interruptedSaveKeepsPreviousProgress() throws {
    struct Stop: Error {}
    let folder = temporaryFolder()
    var (store, _, _) = try ProgressStore.open(folder: folder)
    store.progress.record(lesson: "l", question: "first", answer: "1", correct: true, at: fixedNow)
    try store.save()
    store.progress.record(lesson: "l", question: "second", answer: "2", correct: false, at: fixedNow)
    #expect(throws: Stop.self) { try store.save(beforeRename: { throw Stop() }) }
    let (reopened, _, _) = try ProgressStore.open(folder: folder)
    #expect(reopened.progress.questions.keys.sorted() == ["l/first"])
    let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".tmp-") }
    #expect(leftovers.isEmpty)
}

/// A folder that cannot be created is an error naming the path, not a crash.
@Test func unwritableFolderIsReported() throws {
    let blocker = temporaryFolder().appendingPathComponent("file")
    try Data().write(to: blocker)
    let store = ProgressStore(url: blocker.appendingPathComponent("sub/progress.json"), progress: LearnerProgress())
    #expect(throws: AtomicFile.WriteError.self) { try store.save() }
}

/// `reset` forgets one lesson or everything.
@Test func resetForgetsOneLessonOrAll() {
    var progress = LearnerProgress()
    progress.record(lesson: "a", question: "1", answer: "x", correct: true, at: fixedNow)
    progress.record(lesson: "b", question: "1", answer: "x", correct: true, at: fixedNow)
    let first = progress.reset(lesson: "a")
    #expect(first)
    #expect(progress.questions.keys.sorted() == ["b/1"])
    let again = progress.reset(lesson: "a")
    #expect(!again)
    let all = progress.reset(lesson: nil)
    #expect(all)
    #expect(progress == LearnerProgress())
}

/// Only the latest answers are kept.
@Test func answersAreCapped() {
    var progress = LearnerProgress()
    for index in 0..<15 {
        progress.record(lesson: "l", question: "q", answer: "\(index)", correct: false, at: fixedNow)
    }
    let entry = progress.question(lesson: "l", question: "q")
    #expect(entry?.attempts == 15)
    #expect(entry?.answers.map(\.answer) == (5..<15).map(String.init))
}

/// The state folder: LAYOUTLAB_STATE_DIR, else XDG_STATE_HOME/layoutlab, else ~/.local/state/layoutlab.
@Test func stateDirectoryPrecedence() {
    #expect(StateDirectory.resolve(environment: ["LAYOUTLAB_STATE_DIR": "/s", "XDG_STATE_HOME": "/x"]).path == "/s")
    #expect(StateDirectory.resolve(environment: ["XDG_STATE_HOME": "/x", "HOME": "/h"]).path == "/x/layoutlab")
    #expect(
        StateDirectory.resolve(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]).path
            == "/h/.local/state/layoutlab")
    #expect(StateDirectory.resolve(environment: ["HOME": "/h"]).path == "/h/.local/state/layoutlab")
}

/// A progress file of today's Leitner format (version 1) migrates without losing a single
/// answer: attempts, right answers, every kept answer and "last seen" carry over; each
/// question gets an FSRS card rebuilt by replaying its answers; the original is kept.
@Test func leitnerFileMigratesWithoutLosingAnAnswer() throws {
    let folder = temporaryFolder()
    let fixture = try #require(
        Bundle.module.url(forResource: "progress-v1-leitner", withExtension: "json", subdirectory: "Golden"))
    let original = try Data(contentsOf: fixture)
    try original.write(to: folder.appendingPathComponent("progress.json"))
    let (store, movedAside, migrated) = try ProgressStore.open(folder: folder, now: fixedNow)
    #expect(movedAside == nil)
    #expect(migrated?.fromVersion == 1)
    #expect(try Data(contentsOf: URL(fileURLWithPath: try #require(migrated?.backupPath))) == original)
    let old = try JSONSerialization.jsonObject(with: original) as? [String: Any]
    let oldQuestions = try #require(old?["questions"] as? [String: [String: Any]])
    #expect(Set(store.progress.questions.keys) == Set(oldQuestions.keys))
    #expect(store.progress.lastLesson == "dirty-flags")
    for (key, oldEntry) in oldQuestions {
        let entry = try #require(store.progress.questions[key])
        #expect(entry.attempts == oldEntry["attempts"] as? Int)
        #expect(entry.correctAttempts == oldEntry["correctAttempts"] as? Int)
        #expect(entry.lastCorrect == oldEntry["lastCorrect"] as? Bool)
        let oldAnswers = try #require(oldEntry["answers"] as? [[String: Any]])
        #expect(entry.answers.map(\.answer) == oldAnswers.map { $0["answer"] as? String ?? "" })
        #expect(entry.answers.map(\.correct) == oldAnswers.map { $0["correct"] as? Bool ?? false })
        #expect(entry.reviews.count == oldAnswers.count)
        #expect(entry.card != nil)
    }
    // Wrong then right a day later: again (learning step 0), then good (learning step 1).
    let twice = try #require(store.progress.question(lesson: "dirty-flags", question: "ancestors-marked"))
    #expect(twice.reviews.map(\.rating) == [.again, .good])
    #expect(twice.card?.state == .learning)
    #expect(twice.card?.step == 1)
    // A question Leitner had due at once stays due no later than it was.
    let hitch = try #require(store.progress.question(lesson: "render-loop", question: "hitch-count"))
    #expect(hitch.card?.due == ISO8601DateFormatter().date(from: "2026-05-28T21:00:00Z"))
    // Saved in the new format, it reopens as the same progress with no further migration.
    try store.save()
    let (reopened, _, again) = try ProgressStore.open(folder: folder, now: fixedNow)
    #expect(again == nil)
    #expect(reopened.progress == store.progress)
}

/// Out-of-range values (huge attempts, negative stability, a due date before 1970, a
/// difficulty of 40, a Leitner box of −1) fail validation: the file is moved aside as
/// progress.json.corrupt-<time> with the field named, and progress starts clean.
@Test(arguments: [
    (
        #"{"version": 2, "questions": {"l/q": {"lesson": "l", "question": "q", "attempts": 99999999999, "correctAttempts": 0, "lastCorrect": false, "lastSeen": "2026-05-28T10:00:00Z", "answers": []}}}"#,
        "questions.l/q.attempts: 99999999999 is outside 0...10000000"
    ),
    (
        #"{"version": 2, "questions": {"l/q": {"lesson": "l", "question": "q", "attempts": 1, "correctAttempts": 2, "lastCorrect": false, "lastSeen": "2026-05-28T10:00:00Z", "answers": []}}}"#,
        "questions.l/q.correctAttempts: 2 is outside 0...1 (the attempts)"
    ),
    (
        #"{"version": 2, "questions": {"l/q": {"lesson": "l", "question": "q", "attempts": 1, "correctAttempts": 0, "lastCorrect": false, "lastSeen": "2026-05-28T10:00:00Z", "answers": [], "card": {"state": "review", "stability": -4, "difficulty": 5, "due": "2026-05-29T10:00:00Z", "lastReview": "2026-05-28T10:00:00Z"}}}}"#,
        "questions.l/q.card.stability: -4.0 is outside 0.001...1000000"
    ),
    (
        #"{"version": 2, "questions": {"l/q": {"lesson": "l", "question": "q", "attempts": 1, "correctAttempts": 0, "lastCorrect": false, "lastSeen": "2026-05-28T10:00:00Z", "answers": [], "card": {"state": "review", "stability": 4, "difficulty": 40, "due": "2026-05-29T10:00:00Z", "lastReview": "2026-05-28T10:00:00Z"}}}}"#,
        "questions.l/q.card.difficulty: 40.0 is outside 1...10"
    ),
    (
        #"{"version": 2, "questions": {"l/q": {"lesson": "l", "question": "q", "attempts": 1, "correctAttempts": 0, "lastCorrect": false, "lastSeen": "2026-05-28T10:00:00Z", "answers": [], "card": {"state": "review", "stability": 4, "difficulty": 4, "due": "1900-05-29T10:00:00Z", "lastReview": "2026-05-28T10:00:00Z"}}}}"#,
        "questions.l/q.card.due: 1900-05-29 10:00:00 +0000 is outside 1970–2400"
    ),
    (
        #"{"version": 2, "questions": {"l/q": {"lesson": "x", "question": "q", "attempts": 1, "correctAttempts": 0, "lastCorrect": false, "lastSeen": "2026-05-28T10:00:00Z", "answers": []}}}"#,
        "questions.l/q.lesson: \"x/q\" does not match its key"
    ),
    (
        #"{"version": 1, "questions": {"l/q": {"lesson": "l", "question": "q", "attempts": 1, "correctAttempts": 0, "lastCorrect": false, "lastSeen": "2026-05-28T10:00:00Z", "answers": [], "reviewBox": -1}}}"#,
        "questions.l/q.reviewBox: -1 is outside 0...5"
    ),
])
func outOfRangeProgressIsMovedAside(contents: String, reason: String) throws {
    let folder = temporaryFolder()
    let url = folder.appendingPathComponent("progress.json")
    try Data(contents.utf8).write(to: url)
    let (store, movedAside, _) = try ProgressStore.open(folder: folder, now: fixedNow)
    #expect(movedAside?.reason == reason)
    #expect(movedAside?.asidePath == folder.appendingPathComponent("progress.json.corrupt-20260528T202640Z").path)
    #expect(store.progress == LearnerProgress())
    #expect(!FileManager.default.fileExists(atPath: url.path))
    // The report never traps on what is left.
    _ = ProgressReport(lessons: [], progress: store.progress).render(in: .en, at: fixedNow)
}

/// One session per state folder: a second lock fails while the first is held, and succeeds
/// once it is released. The folder is created 0700.
@Test func stateLockIsExclusive() throws {
    let folder = temporaryFolder().appendingPathComponent("state")
    var first: StateLock? = try StateLock.acquire(folder: folder).get()
    #expect(first != nil)
    let mode = try FileManager.default.attributesOfItem(atPath: folder.path)[.posixPermissions] as? Int
    #expect(mode == 0o700)
    guard case .failure(.busy) = StateLock.acquire(folder: folder) else {
        Issue.record("a second lock was granted")
        return
    }
    first = nil
    #expect(throws: Never.self) { try StateLock.acquire(folder: folder).get() }
}

/// A temporary file planted as a symlink is never written through (O_NOFOLLOW|O_EXCL), and
/// stale temporary files are removed at the next start.
@Test func temporaryFilesAreSafe() throws {
    let folder = temporaryFolder()
    let target = folder.appendingPathComponent("elsewhere")
    try Data("keep".utf8).write(to: target)
    let url = folder.appendingPathComponent("progress.json")
    let own = folder.appendingPathComponent(".progress.json.tmp-\(getpid())")
    try FileManager.default.createSymbolicLink(at: own, withDestinationURL: target)
    try AtomicFile.write(Data("{}".utf8), to: url)
    #expect(try String(contentsOf: target, encoding: .utf8) == "keep")
    #expect(try String(contentsOf: url, encoding: .utf8) == "{}")
    try Data().write(to: folder.appendingPathComponent(".progress.json.tmp-1"))
    try Data().write(to: folder.appendingPathComponent(".progress.json.tmp-99999"))
    #expect(AtomicFile.removeStale(for: url) == 2)
    let left = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter { $0.contains(".tmp-") }
    #expect(left.isEmpty)
}
