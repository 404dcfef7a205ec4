// libFuzzer entry point for the files LayoutLab reads: the file checks (size, UTF-8, position of
// a bad byte), the YAML loader with its depth and alias limits, the control-character check,
// and the lesson, lesson text, quiz and answer-sheet readers on the same tree, then the lint of
// a library holding what was read. Built only with LAYOUTLAB_FUZZ=1 (see docs/fuzzing.md).
//
// The readers run in memory; only one file is written per input (in /dev/shm, a RAM disk), so
// the target runs thousands of inputs a second.
import Foundation
import Lessons

/// A scratch folder, made once: each input is written as its lesson.yaml.
let scratch: String = {
    let base = FileManager.default.fileExists(atPath: "/dev/shm") ? "/dev/shm/" : NSTemporaryDirectory()
    let path = base + "layoutlab-document-fuzz-\(getpid())"
    try? FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
    return path
}()

@_cdecl("LLVMFuzzerTestOneInput")
public func documentFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let bytes = Data(bytes: start, count: count)
    let root: YAMLNode
    do throws(LessonDiagnostic) {
        // One input in eight (by its first byte) goes through the file path: size limit,
        // non-UTF-8 bytes located, then the loader; the others load from memory, which saves
        // the file system calls on most inputs.
        if (bytes.first ?? 0) & 7 == 0 {
            FileManager.default.createFile(atPath: scratch + "/lesson.yaml", contents: bytes)
            root = try LessonFile.load(scratch + "/lesson.yaml", within: scratch)
        } else {
            root = try YAMLLoader.load(String(decoding: bytes, as: UTF8.self), file: "lesson.yaml")
        }
    } catch {
        _ = error.description
        return 0
    }
    // Every reader on the tree, as each kind of file.
    var diagnostics = ControlCharacterCheck.diagnostics(in: root)
    var lessons: [Lesson] = []
    if var lesson = try? Lesson.read(root, diagnostics: &diagnostics) {
        for language in Language.allCases {
            if let text = try? LessonText.read(root, language: language, diagnostics: &diagnostics) {
                lesson.texts[language] = text
            }
        }
        lessons.append(lesson)
    }
    var quizzes: [Quiz] = []
    do throws(LessonDiagnostic) { quizzes.append(try Quiz.read(root)) } catch { diagnostics.append(error) }
    do throws(LessonDiagnostic) { _ = try AnswerSheet.read(root) } catch { diagnostics.append(error) }
    let library = LessonLibrary(lessons: lessons, quizzes: quizzes, diagnostics: diagnostics)
    _ = (library.diagnostics + LessonLint.check(library)).sortedByPosition().map(\.description)
    return 0
}
