import Foundation

/// Finds the folder that holds `lessons/` (and `quizzes/`): the current folder (so
/// `make study` works from the repository root), else the package root the executable was
/// built in (`.build/release/layoutlab` → the folder above `.build`), else `$LAYOUTLAB_LESSONS`.
public enum LessonLocator {
    /// The folder holding `lessons/`, or the places searched when there is none.
    public static func locate(
        currentDirectory: String, executablePath: String, environment: [String: String]
    ) -> Result<URL, NotFound> {
        var candidates: [URL] = [URL(fileURLWithPath: currentDirectory, isDirectory: true)]
        // `.build/<triple>/release/layoutlab` or `.build/release/layoutlab`: the package root
        // is the folder that contains `.build`.
        let executable = URL(fileURLWithPath: executablePath).resolvingSymlinksInPath()
        var folder = executable.deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if folder.lastPathComponent == ".build" {
                candidates.append(folder.deletingLastPathComponent())
                break
            }
            folder = folder.deletingLastPathComponent()
        }
        if let explicit = environment["LAYOUTLAB_LESSONS"], !explicit.isEmpty {
            var url = URL(fileURLWithPath: explicit, isDirectory: true)
            // Accept either the folder holding lessons/ or lessons/ itself.
            if url.lastPathComponent == "lessons" { url = url.deletingLastPathComponent() }
            candidates.append(url)
        }
        for candidate in candidates {
            var isFolder: ObjCBool = false
            let lessons = candidate.appendingPathComponent("lessons").path
            if FileManager.default.fileExists(atPath: lessons, isDirectory: &isFolder), isFolder.boolValue {
                return .success(candidate.standardizedFileURL)
            }
        }
        return .failure(NotFound(searched: candidates.map { $0.appendingPathComponent("lessons").standardizedFileURL.path }))
    }

    /// No `lessons/` folder in any of the places searched.
    public struct NotFound: Error, Equatable, Sendable {
        /// The `lessons/` paths tried, in order.
        public let searched: [String]
    }
}

extension LessonLocator {
    /// The folder holding `lessons/` for a tutor command run from the current folder, or `nil`
    /// after writing where it looked (in the learner's language) to `errors`.
    static func locateReporting(options: TutorOptions, environment: [String: String], errors: TextOutput) -> URL? {
        switch locate(
            currentDirectory: FileManager.default.currentDirectoryPath, executablePath: CommandLine.arguments[0],
            environment: environment)
        {
        case .failure(let notFound):
            errors.write(options.errorPrefix + UIText.lessonsFolderMissing(searched: notFound.searched).text(in: options.language) + "\n")
            return nil
        case .success(let folder):
            return folder
        }
    }
}
