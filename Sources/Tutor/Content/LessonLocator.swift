import Foundation

/// Finds the folder that holds `lessons/` (and `quizzes/`): the current folder (so
/// `make study` works from the repository root), else the package root the executable was
/// built in (`.build/release/layoutlab` → the folder above `.build`), else where `make install`
/// put them (`PREFIX/bin/layoutlab` → `PREFIX/share/layoutlab`), else `$LAYOUTLAB_LESSONS`.
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
        // `make install PREFIX=…`: the binary in PREFIX/bin, the lessons in PREFIX/share/layoutlab.
        candidates.append(
            executable.deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("share/layoutlab")
        )
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
        return .failure(
            NotFound(searched: candidates.map { $0.appendingPathComponent("lessons").standardizedFileURL.path }))
    }

    /// The running executable's path: the kernel's `/proc/self/exe` where there is one (a
    /// command found through PATH has a bare name in `argv[0]`), else `argv[0]`.
    public static var executablePath: String {
        (try? FileManager.default.destinationOfSymbolicLink(atPath: "/proc/self/exe")) ?? CommandLine.arguments[0]
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
            currentDirectory: FileManager.default.currentDirectoryPath, executablePath: executablePath,
            environment: environment)
        {
        case .failure(let notFound):
            errors.write(
                options.errorPrefix
                    + UIText.lessonsFolderMissing(searched: notFound.searched).text(in: options.language) + "\n")
            return nil
        case .success(let folder):
            return folder
        }
    }
}
