import Foundation

/// Loads and saves `progress.json` in the state folder. Saves are atomic (AtomicFile); a file
/// that cannot be read is renamed aside with a message, never overwritten.
public struct ProgressStore: Sendable {
    /// A progress file that could not be read and was moved aside.
    public struct MovedAside: Equatable, Sendable {
        /// The file that could not be read.
        public let path: String
        /// Why: "not valid JSON …", "written by a newer LayoutLab (version 3)".
        public let reason: String
        /// Where it is now.
        public let asidePath: String
    }

    /// The file, `progress.json` in the state folder.
    public let url: URL
    /// The learner's progress as loaded or since changed.
    public var progress: LearnerProgress

    /// The file name inside the state folder.
    public static let fileName = "progress.json"

    /// Opens the store in `folder`. A missing file is empty progress. A file that cannot be
    /// read is renamed to `progress.json.unreadable-N` and reported in `movedAside`.
    /// Fails only when an unreadable file cannot be moved aside (then nothing is touched).
    public static func open(folder: URL) throws -> (store: ProgressStore, movedAside: MovedAside?) {
        let url = folder.appendingPathComponent(fileName)
        guard FileManager.default.fileExists(atPath: url.path) else {
            return (ProgressStore(url: url, progress: LearnerProgress()), nil)
        }
        let reason: String
        do {
            let data = try Data(contentsOf: url)
            switch decode(data) {
            case .success(let progress): return (ProgressStore(url: url, progress: progress), nil)
            case .failure(let problem): reason = problem.reason
            }
        } catch {
            reason = "cannot read: \(error.localizedDescription)"
        }
        let aside = try moveAside(url)
        return (ProgressStore(url: url, progress: LearnerProgress()), MovedAside(path: url.path, reason: reason, asidePath: aside.path))
    }

    /// Writes the progress atomically. `beforeRename` is AtomicFile's test seam.
    public func save(beforeRename: () throws -> Void = {}) throws {
        try AtomicFile.write(try ProgressStore.encode(progress), to: url, beforeRename: beforeRename)
    }

    /// A reason a file did not decode.
    struct DecodeProblem: Error {
        let reason: String
    }

    /// Decodes a progress file, checking its version first so a newer file is reported as
    /// such rather than as garbage.
    static func decode(_ data: Data) -> Result<LearnerProgress, DecodeProblem> {
        struct Header: Decodable { let version: Int? }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let header = try? decoder.decode(Header.self, from: data) else {
            return .failure(DecodeProblem(reason: "not a JSON object"))
        }
        guard let version = header.version else {
            return .failure(DecodeProblem(reason: "no \"version\" field"))
        }
        guard version == LearnerProgress.currentVersion else {
            return .failure(DecodeProblem(reason: "format version \(version); this LayoutLab reads version \(LearnerProgress.currentVersion)"))
        }
        do {
            return .success(try decoder.decode(LearnerProgress.self, from: data))
        } catch DecodingError.keyNotFound(let key, let context) {
            return .failure(DecodeProblem(reason: "missing \"\(key.stringValue)\" at \(path(context))"))
        } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
            return .failure(DecodeProblem(reason: "unexpected value at \(path(context))"))
        } catch DecodingError.dataCorrupted(let context) {
            return .failure(DecodeProblem(reason: "bad value at \(path(context))"))
        } catch {
            return .failure(DecodeProblem(reason: "\(error)"))
        }
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let components = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
        return components.isEmpty ? "top level" : components.joined(separator: ".")
    }

    /// Encodes with sorted keys so the file is stable and diffable.
    static func encode(_ progress: LearnerProgress) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        // A final newline, as text files on Unix end.
        return try encoder.encode(progress) + Data("\n".utf8)
    }

    /// Renames `url` to the first free `NAME.unreadable-N`.
    private static func moveAside(_ url: URL) throws -> URL {
        var number = 1
        while true {
            let candidate = url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent).unreadable-\(number)")
            if !FileManager.default.fileExists(atPath: candidate.path) {
                guard rename(url.path, candidate.path) == 0 else {
                    throw AtomicFile.WriteError(path: url.path, reason: "cannot move aside: \(String(cString: strerror(errno)))")
                }
                return candidate
            }
            number += 1
        }
    }
}
