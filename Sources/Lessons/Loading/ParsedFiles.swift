import Foundation

/// The YAML of every file a load reads, parsed side by side on all cores before the lessons and
/// quizzes are read from it in order.
///
/// Reading and parsing a file needs nothing of the others and is most of a load (libyaml and
/// the node tree); reading the nodes into lessons stays on one thread, in course order, where
/// one "did you mean" budget serves every message (`EditDistance.Budget`).
struct ParsedFiles {
    /// A file to parse, with the folder it must stay inside (`LessonFile.load(_:within:)`).
    struct File: Hashable {
        let path: String
        let root: String?
    }

    private var parsed: [File: Result<YAMLNode, LessonDiagnostic>] = [:]

    /// Parses `files` on as many threads as there are cores.
    init(_ files: [File]) {
        let results = Results(count: files.count)
        DispatchQueue.concurrentPerform(iterations: files.count) { index in
            let result: Result<YAMLNode, LessonDiagnostic>
            do throws(LessonDiagnostic) {
                result = .success(try LessonFile.load(files[index].path, within: files[index].root))
            } catch {
                result = .failure(error)
            }
            results.set(index, result)
        }
        for (file, result) in zip(files, results.all) {
            if let result { parsed[file] = result }
        }
    }

    /// The node of `path`, parsed ahead or now.
    func load(_ path: String, within root: String?) throws(LessonDiagnostic) -> YAMLNode {
        if let known = parsed[File(path: path, root: root)] { return try known.get() }
        return try LessonFile.load(path, within: root)
    }

    /// What the threads parsed, by file index. `@unchecked Sendable`: `lock` guards `results`.
    private final class Results: @unchecked Sendable {
        private let lock = NSLock()
        private var results: [Result<YAMLNode, LessonDiagnostic>?]

        init(count: Int) { results = Array(repeating: nil, count: count) }

        func set(_ index: Int, _ result: Result<YAMLNode, LessonDiagnostic>) {
            lock.withLock { results[index] = result }
        }

        var all: [Result<YAMLNode, LessonDiagnostic>?] { lock.withLock { results } }
    }
}
