import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Loads and saves `progress.json` in the state folder. Saves are atomic (AtomicFile); a file
/// that cannot be read or fails validation is renamed aside with a message, never overwritten;
/// a version-1 (Leitner) file is migrated, its original kept beside it.
public struct ProgressStore: Sendable {
    /// A progress file that could not be used and was moved aside.
    public struct MovedAside: Equatable, Sendable {
        /// The file that could not be used.
        public let path: String
        /// Why: "not valid JSON …", "questions.l/q.attempts: -3 is outside 0...10000000".
        public let reason: String
        /// Where it is now.
        public let asidePath: String
    }

    /// A version-1 file migrated to the current format.
    public struct Migrated: Equatable, Sendable {
        /// The version read.
        public let fromVersion: Int
        /// A copy of the original file, untouched.
        public let backupPath: String
    }

    /// The file, `progress.json` in the state folder.
    public let url: URL
    /// The learner's progress as loaded or since changed.
    public var progress: LearnerProgress
    /// A read-only store (another session holds the lock): `save` writes nothing.
    public var isReadOnly = false

    /// The file name inside the state folder.
    public static let fileName = "progress.json"

    /// A store for `url` holding `progress`.
    public init(url: URL, progress: LearnerProgress, isReadOnly: Bool = false) {
        self.url = url
        self.progress = progress
        self.isReadOnly = isReadOnly
    }

    /// Opens the store in `folder`. A missing file is empty progress. A file that cannot be
    /// read or holds values out of range is renamed to `progress.json.corrupt-<now>` and
    /// reported in `movedAside`. A version-1 file is migrated (a copy kept as
    /// `progress.json.v1`). Fails only when a bad file cannot be moved aside (then nothing is
    /// touched). `readOnly` opens without moving or copying anything.
    public static func open(folder: URL, now: Date = Date(), readOnly: Bool = false) throws -> (
        store: ProgressStore, movedAside: MovedAside?, migrated: Migrated?
    ) {
        let url = folder.appendingPathComponent(fileName)
        var status = stat()
        guard lstat(url.path, &status) == 0 else {
            return (ProgressStore(url: url, progress: LearnerProgress(), isReadOnly: readOnly), nil, nil)
        }
        let reason: String
        var data = Data()
        if (status.st_mode & S_IFMT) != S_IFREG {
            reason = "not a regular file"
        } else if status.st_size > 512 << 20 {
            reason = "\(status.st_size) bytes, more than a progress file can hold (512 MB)"
        } else {
            do {
                data = try Data(contentsOf: url)
                switch decode(data) {
                case .success(let decoded):
                    var migrated: Migrated?
                    if decoded.fromVersion != LearnerProgress.currentVersion, !readOnly {
                        let backup = try keepCopy(of: data, beside: url, suffix: "v\(decoded.fromVersion)")
                        migrated = Migrated(fromVersion: decoded.fromVersion, backupPath: backup.path)
                    }
                    return (ProgressStore(url: url, progress: decoded.progress, isReadOnly: readOnly), nil, migrated)
                case .failure(let problem): reason = problem.reason
                }
            } catch {
                reason = "cannot read: \((error as NSError).localizedDescription)"
            }
        }
        if readOnly {
            // Another session owns the file; it is not ours to move.
            throw AtomicFile.WriteError(path: url.path, reason: reason)
        }
        let aside = try moveAside(url, now: now)
        return (
            ProgressStore(url: url, progress: LearnerProgress()),
            MovedAside(path: url.path, reason: reason, asidePath: aside.path), nil
        )
    }

    /// Writes the progress atomically. `beforeRename` is AtomicFile's test seam. A read-only
    /// store throws: nothing may claim a save that did not happen.
    public func save(beforeRename: () throws -> Void = {}) throws {
        guard !isReadOnly else {
            throw AtomicFile.WriteError(path: url.path, reason: "read-only session: another tutor holds the lock")
        }
        try AtomicFile.write(try ProgressStore.encode(progress), to: url, beforeRename: beforeRename)
    }

    /// A reason a file did not decode.
    public struct DecodeProblem: Error {
        /// Why, in words (`open` reports it when it moves the file aside).
        public let reason: String
    }

    /// Decodes a progress file, checking its version first so a newer file is reported as
    /// such rather than as garbage, then every value's range. Public for the progress fuzz
    /// target, which feeds it bytes without a file.
    public static func decode(_ data: Data) -> Result<(progress: LearnerProgress, fromVersion: Int), DecodeProblem> {
        struct Header: Decodable { let version: Int? }
        let decoder = JSONDecoder()
        decoder.dateDecodingStrategy = .iso8601
        guard let header = try? decoder.decode(Header.self, from: data) else {
            return .failure(DecodeProblem(reason: "not a JSON object"))
        }
        guard let version = header.version else {
            return .failure(DecodeProblem(reason: "no \"version\" field"))
        }
        let progress: LearnerProgress
        do {
            switch version {
            case LearnerProgress.currentVersion:
                progress = try decoder.decode(LearnerProgress.self, from: data)
            case 1:
                let legacy = try decoder.decode(LegacyProgress.self, from: data)
                if let problem = legacy.validationProblem() { return .failure(DecodeProblem(reason: problem)) }
                progress = legacy.migrated()
            default:
                return .failure(
                    DecodeProblem(
                        reason:
                            "format version \(version); this LayoutLab reads versions 1 and \(LearnerProgress.currentVersion)"
                    ))
            }
        } catch DecodingError.keyNotFound(let key, let context) {
            return .failure(DecodeProblem(reason: "missing \"\(key.stringValue)\" at \(path(context))"))
        } catch DecodingError.typeMismatch(_, let context), DecodingError.valueNotFound(_, let context) {
            return .failure(DecodeProblem(reason: "unexpected value at \(path(context))"))
        } catch DecodingError.dataCorrupted(let context) {
            return .failure(DecodeProblem(reason: "bad value at \(path(context))"))
        } catch {
            return .failure(DecodeProblem(reason: "\(error)"))
        }
        if let problem = progress.validationProblem() { return .failure(DecodeProblem(reason: problem)) }
        return .success((progress, version))
    }

    private static func path(_ context: DecodingError.Context) -> String {
        let components = context.codingPath.map { $0.intValue.map(String.init) ?? $0.stringValue }
        return components.isEmpty ? "top level" : components.joined(separator: ".")
    }

    /// Encodes with sorted keys so the file is stable and diffable.
    public static func encode(_ progress: LearnerProgress) throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        encoder.dateEncodingStrategy = .iso8601
        // A final newline, as text files on Unix end.
        return try encoder.encode(progress) + Data("\n".utf8)
    }

    /// `20261201T092300Z`: sorts in time order and has no colon (safe on every file system).
    static func stamp(_ date: Date) -> String {
        let formatter = DateFormatter()
        formatter.locale = Locale(identifier: "en_US_POSIX")
        formatter.timeZone = TimeZone(identifier: "UTC")
        formatter.dateFormat = "yyyyMMdd'T'HHmmss'Z'"
        return formatter.string(from: date)
    }

    /// Renames `url` to `NAME.corrupt-<now>` (with `-2`, `-3`… when taken).
    private static func moveAside(_ url: URL, now: Date) throws -> URL {
        let base = "\(url.lastPathComponent).corrupt-\(stamp(now))"
        var number = 1
        while true {
            let name = number == 1 ? base : "\(base)-\(number)"
            let candidate = url.deletingLastPathComponent().appendingPathComponent(name)
            var status = stat()
            if lstat(candidate.path, &status) != 0 {
                guard rename(url.path, candidate.path) == 0 else {
                    throw AtomicFile.WriteError(
                        path: url.path, reason: "cannot move aside: \(String(cString: strerror(errno)))")
                }
                return candidate
            }
            number += 1
        }
    }

    /// Writes `data` to `NAME.SUFFIX` unless a copy is already there (an earlier migration).
    private static func keepCopy(of data: Data, beside url: URL, suffix: String) throws -> URL {
        let copy = url.deletingLastPathComponent().appendingPathComponent("\(url.lastPathComponent).\(suffix)")
        var status = stat()
        if lstat(copy.path, &status) != 0 {
            try AtomicFile.write(data, to: copy)
        }
        return copy
    }
}

extension LegacyProgress {
    /// The Leitner fields' ranges, before migration replays them.
    func validationProblem() -> String? {
        for key in questions.keys.sorted() {
            guard let entry = questions[key] else { continue }
            if let box = entry.reviewBox, !(0...5).contains(box) {
                return "questions.\(key).reviewBox: \(box) is outside 0...5"
            }
            if let due = entry.reviewDue, !LearnerProgress.Limits.dates.contains(due) {
                return "questions.\(key).reviewDue: \(due) is outside 1970–2400"
            }
            guard LearnerProgress.Limits.attempts.contains(entry.attempts) else {
                return "questions.\(key).attempts: \(entry.attempts) is outside \(LearnerProgress.Limits.attempts)"
            }
            for (index, answer) in entry.answers.enumerated() where !LearnerProgress.Limits.dates.contains(answer.at) {
                return "questions.\(key).answers.\(index).at: \(answer.at) is outside 1970–2400"
            }
        }
        return nil
    }
}
