import Foundation
import Lessons

extension StudySession {
    /// `:picture`: the frame timeline or the view tree of a settled question's scenario, drawn
    /// in the terminal, and the same run written as files for a bigger view (SVG timeline,
    /// Graphviz tree, Chrome trace) in the `pictures` folder beside the progress file. At a
    /// question's prompt: that question once settled; before, the question settled last,
    /// unless it has the same scenario (its picture would answer this one).
    func showPicture(current: (any StudyQuestion)?, settled: Bool) {
        let target: any StudyQuestion
        if let current, settled {
            target = current
        } else if let last = lastSettled, !(current.map { Self.sameScenario($0, last) } ?? false) {
            target = last
            write(wrapped(PictureWords.message(.lastAnswered(scenario: last.scenario?.name ?? last.id), in: language)))
        } else {
            write(wrapped(PictureWords.message(current == nil ? .nothingAnswered : .answerFirst, in: language)))
            return
        }
        guard let picture = target.picture() else {
            write(wrapped(PictureWords.message(.noScenario, in: language)))
            return
        }
        write(picture.terminal(language: language, style: style, columns: columns))
        let folder = store.url.deletingLastPathComponent().appendingPathComponent("pictures")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            var names: [String] = []
            for file in picture.files(language: language) {
                try Data(file.contents.utf8).write(to: folder.appendingPathComponent(file.name), options: .atomic)
                names.append(file.name)
            }
            write(wrapped(PictureWords.message(.filesWritten(folder: folder.path, names: names), in: language)))
        } catch {
            write(
                wrapped(
                    PictureWords.message(
                        .filesFailed(folder: folder.path, reason: (error as NSError).localizedDescription), in: language
                    )))
        }
    }

    /// Whether two questions draw the same run (same scenario code).
    static func sameScenario(_ a: any StudyQuestion, _ b: any StudyQuestion) -> Bool {
        guard let first = a.scenario, let second = b.scenario else { return false }
        return first.source == second.source
    }
}
