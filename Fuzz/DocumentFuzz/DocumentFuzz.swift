// libFuzzer entry point for the files LayoutLab reads: the YAML loader, and the lesson, lesson
// text, quiz and answer-sheet readers with their lint and the control-character check. Built
// only with LAYOUTLAB_FUZZ=1 (see docs/fuzzing.md).
import Foundation
import Lessons

/// A scratch lesson tree, made once: each input is written as its lesson.yaml, en.yaml and quiz.
let scratch: String = {
    let path = NSTemporaryDirectory() + "layoutlab-document-fuzz-\(getpid())"
    try? FileManager.default.createDirectory(atPath: path + "/lessons/01-x", withIntermediateDirectories: true)
    try? FileManager.default.createDirectory(atPath: path + "/quizzes", withIntermediateDirectories: true)
    return path
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func documentFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Data(bytes: start, count: count)
    let text = String(decoding: bytes, as: UTF8.self)
    // The loader and every reader on the parsed tree, in memory.
    if let root = try? YAMLLoader.load(text, file: "fuzz.yaml") {
        _ = ControlCharacterCheck.diagnostics(in: root).map(\.description)
        _ = try? Quiz.read(root)
        _ = try? AnswerSheet.read(root)
    } else if let error = (Result { try YAMLLoader.load(text, file: "fuzz.yaml") }.failure) {
        _ = error.description
    }
    // The whole library path, from files (raw bytes: non-UTF-8 included).
    for file in ["/lessons/01-x/lesson.yaml", "/lessons/01-x/en.yaml", "/quizzes/q.yaml"] {
        FileManager.default.createFile(atPath: scratch + file, contents: bytes)
    }
    let library = LessonLibrary.load(paths: [scratch + "/lessons", scratch + "/quizzes"])
    _ = library.diagnostics.map(\.description)
    return 0
}

extension Result {
    var failure: Failure? {
        if case .failure(let error) = self { return error }
        return nil
    }
}
