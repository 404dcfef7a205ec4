import Foundation
import Testing
@testable import Tutor

/// Progress survives a save and a reopen, keys sorted so the file is stable.
@Test func progressRoundTrips() throws {
    let folder = temporaryFolder()
    var (store, _) = try ProgressStore.open(folder: folder)
    store.progress.record(lesson: "l", question: "q", answer: "a2.layoutSubviews", correct: true, at: fixedNow)
    try store.save()
    let (reopened, movedAside) = try ProgressStore.open(folder: folder)
    #expect(movedAside == nil)
    #expect(reopened.progress == store.progress)
    let text = try String(contentsOf: folder.appendingPathComponent("progress.json"), encoding: .utf8)
    #expect(text.contains("\"version\" : 1"))
    #expect(text.contains("\"lastSeen\" : \"2026-05-28T20:26:40Z\""))
}

/// A corrupt file is renamed aside with the reason, never overwritten; the next save writes
/// a fresh file beside it.
@Test func corruptFileIsMovedAsideNotOverwritten() throws {
    let folder = temporaryFolder()
    let url = folder.appendingPathComponent("progress.json")
    try Data("{ not json".utf8).write(to: url)
    let (store, movedAside) = try ProgressStore.open(folder: folder)
    let aside = try #require(movedAside)
    #expect(aside.reason == "not a JSON object")
    #expect(aside.asidePath.hasSuffix("progress.json.unreadable-1"))
    #expect(try String(contentsOfFile: aside.asidePath, encoding: .utf8) == "{ not json")
    #expect(store.progress == LearnerProgress())
    try store.save()
    // A second corrupt file goes to the next free name.
    try Data("[]".utf8).write(to: url)
    let (_, second) = try ProgressStore.open(folder: folder)
    #expect(second?.asidePath.hasSuffix("progress.json.unreadable-2") == true)
}

/// A file from a newer LayoutLab, or with a wrong field, is set aside with a precise reason.
@Test(arguments: [
    ("{\"version\": 9, \"questions\": {}}", "format version 9; this LayoutLab reads version 1"),
    ("{\"questions\": {}}", "no \"version\" field"),
    ("{\"version\": 1, \"questions\": {\"l/q\": {\"lesson\": 3}}}", "unexpected value at questions.l/q.lesson"),
])
func unreadableFilesAreExplained(contents: String, reason: String) throws {
    let folder = temporaryFolder()
    try Data(contents.utf8).write(to: folder.appendingPathComponent("progress.json"))
    let (_, movedAside) = try ProgressStore.open(folder: folder)
    #expect(movedAside?.reason == reason)
}

/// A save stopped after the temporary file is written but before the rename (where a kill
/// would hurt most) leaves the previous progress intact and no temporary file behind.
@Test func interruptedSaveKeepsPreviousProgress() throws {
    struct Stop: Error {}
    let folder = temporaryFolder()
    var (store, _) = try ProgressStore.open(folder: folder)
    store.progress.record(lesson: "l", question: "first", answer: "1", correct: true, at: fixedNow)
    try store.save()
    store.progress.record(lesson: "l", question: "second", answer: "2", correct: false, at: fixedNow)
    #expect(throws: Stop.self) { try store.save(beforeRename: { throw Stop() }) }
    let (reopened, _) = try ProgressStore.open(folder: folder)
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
    #expect(StateDirectory.resolve(environment: ["XDG_STATE_HOME": "relative", "HOME": "/h"]).path == "/h/.local/state/layoutlab")
    #expect(StateDirectory.resolve(environment: ["HOME": "/h"]).path == "/h/.local/state/layoutlab")
}
