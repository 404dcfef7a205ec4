// libFuzzer entry point for the tutor's progress file: whatever bytes `progress.json` holds,
// decoding ends in validated progress or a reason to move the file aside, never a trap; what
// decodes is written back and must decode again (a saved file is never one the tutor would
// refuse), and the progress report renders in every language. Built only with LAYOUTLAB_FUZZ=1
// (see docs/fuzzing.md).
//
// In memory, so it runs thousands of inputs a second: `ProgressStore.open` does exactly this
// decode after reading the file; its file side (lock, move aside, 0700 folder, SIGKILL during
// saves) is covered by the TutorTests.
import Foundation
import Lessons
import Tutor

let now = Date(timeIntervalSince1970: 1_800_000_000)
/// The shipped lessons' rows (run from the repository root), so progress meets real lesson ids.
let lessons = LessonLibrary.load(paths: ["lessons"]).lessons.map {
    ProgressReport.LessonEntry(id: $0.id, title: $0.id, questionIDs: $0.questions.map(\.id))
}

@_cdecl("LLVMFuzzerTestOneInput")
public func progressFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    let data = Data(bytes: start, count: count)
    switch ProgressStore.decode(data) {
    case .success(let decoded):
        let report = ProgressReport(lessons: lessons, progress: decoded.progress)
        // In the language the input's first byte picks: every language is reached, one per input.
        let languages = Language.allCases
        _ = report.render(in: languages[Int(data.first ?? 0) % languages.count], at: now)
        guard let written = try? ProgressStore.encode(decoded.progress) else {
            fatalError("decoded progress does not encode")
        }
        guard case .success = ProgressStore.decode(written) else {
            fatalError("written progress does not decode again")
        }
    case .failure(let problem):
        _ = problem.reason
    }
    return 0
}
