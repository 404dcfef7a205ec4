import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes a file so that a crash or kill at any moment leaves either the old contents or the
/// new, never a mix: write a temporary file beside it, fsync it, rename it over the target,
/// then fsync the folder so the rename itself is on disk (rename(2) is atomic; the folder
/// fsync makes it durable).
///
/// The temporary file is `.NAME.tmp-PID`, created with `O_EXCL|O_NOFOLLOW` so a file or a
/// symlink planted at that name is never written through. A kill between creating it and the
/// rename leaves it behind; `removeStale` deletes such leftovers at the next start, under the
/// state lock, so they never accumulate.
public enum AtomicFile {
    /// A failed write: the path and the system's reason.
    public struct WriteError: Error, Equatable, CustomStringConvertible {
        /// The file that could not be written.
        public let path: String
        /// The step and the system's explanation, e.g. "rename: Permission denied".
        public let reason: String
        /// `path: reason`.
        public var description: String { "\(path): \(reason)" }
    }

    /// The prefix of `url`'s temporary files.
    static func temporaryPrefix(for url: URL) -> String { ".\(url.lastPathComponent).tmp-" }

    /// Replaces `url`'s contents with `data`, creating its folder (0700) if needed.
    /// `beforeRename` runs once the temporary file is complete and synced; tests use it to
    /// stop a save at its most delicate moment.
    public static func write(_ data: Data, to url: URL, beforeRename: () throws -> Void = {}) throws {
        let folder = url.deletingLastPathComponent()
        do {
            try StateDirectory.create(folder)
        } catch {
            throw WriteError(path: folder.path, reason: "cannot create folder: \(error)")
        }
        let temporary = folder.appendingPathComponent(temporaryPrefix(for: url) + "\(getpid())")
        let flags = O_WRONLY | O_CREAT | O_EXCL | O_NOFOLLOW | O_CLOEXEC
        var descriptor = open(temporary.path, flags, 0o600)
        if descriptor < 0, errno == EEXIST {
            // Our own name: left by an earlier save of this process that failed before its
            // rename, or by a dead process with our PID. Either way nobody else writes it.
            unlink(temporary.path)
            descriptor = open(temporary.path, flags, 0o600)
        }
        guard descriptor >= 0 else { throw systemError(temporary.path, "open") }
        var failure: WriteError?
        // Safe: `base + offset` stays inside the buffer (offset < buffer.count, and write(2) never
        // reports more than it was given), and the pointer is used only inside the closure.
        data.withUnsafeBytes { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    failure = systemError(temporary.path, "write")
                    return
                }
                offset += written
            }
        }
        if failure == nil, fsync(descriptor) != 0 { failure = systemError(temporary.path, "fsync") }
        if close(descriptor) != 0, failure == nil { failure = systemError(temporary.path, "close") }
        if let failure {
            unlink(temporary.path)
            throw failure
        }
        do {
            try beforeRename()
        } catch {
            unlink(temporary.path)
            throw error
        }
        guard rename(temporary.path, url.path) == 0 else {
            let error = systemError(url.path, "rename")
            unlink(temporary.path)
            throw error
        }
        let folderDescriptor = open(folder.path, O_RDONLY | O_DIRECTORY | O_CLOEXEC)
        if folderDescriptor >= 0 {
            // Some file systems refuse fsync on a folder; the rename has happened either way.
            _ = fsync(folderDescriptor)
            close(folderDescriptor)
        }
    }

    /// Deletes the temporary files of `url` that killed saves left behind. Call only while
    /// holding the state lock: then no other process is mid-save. Returns how many went.
    @discardableResult
    public static func removeStale(for url: URL) -> Int {
        let folder = url.deletingLastPathComponent()
        let prefix = temporaryPrefix(for: url)
        guard let names = try? FileManager.default.contentsOfDirectory(atPath: folder.path) else { return 0 }
        var removed = 0
        for name in names where name.hasPrefix(prefix) {
            if unlink(folder.appendingPathComponent(name).path) == 0 { removed += 1 }
        }
        return removed
    }

    private static func systemError(_ path: String, _ step: String) -> WriteError {
        WriteError(path: path, reason: "\(step): \(String(cString: strerror(errno)))")
    }
}
