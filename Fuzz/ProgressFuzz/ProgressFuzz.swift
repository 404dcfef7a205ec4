// libFuzzer entry point for the tutor's progress file: whatever bytes `progress.json` holds,
// opening it ends in progress (validated) or in the file moved aside, never a trap. Built only
// with LAYOUTLAB_FUZZ=1 (see docs/fuzzing.md).
import Foundation
import Lessons
import Tutor

let folder = URL(fileURLWithPath: NSTemporaryDirectory() + "layoutlab-progress-fuzz-\(getpid())", isDirectory: true)
let now = Date(timeIntervalSince1970: 1_800_000_000)

@_cdecl("LLVMFuzzerTestOneInput")
public func progressFuzz(_ start: UnsafeRawPointer, _ count: Int) -> CInt {
    try? FileManager.default.removeItem(at: folder)
    try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    FileManager.default.createFile(atPath: folder.appendingPathComponent("progress.json").path,
                                   contents: Data(bytes: start, count: count))
    if let opened = try? ProgressStore.open(folder: folder, now: now) {
        let report = ProgressReport(lessons: [], progress: opened.store.progress)
        for language in Language.allCases { _ = report.render(in: language, at: now) }
    }
    return 0
}
