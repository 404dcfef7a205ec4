import Foundation

#if canImport(Glibc)
import Glibc
#endif

/// Writes a file so that a crash or kill at any moment leaves either the old contents or the
/// new, never a mix: write a temporary file beside it, fsync it, rename it over the target,
/// then fsync the folder so the rename itself is on disk (rename(2) is atomic; the folder
/// fsync makes it durable).
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

    /// Replaces `url`'s contents with `data`, creating its folder if needed.
    /// `beforeRename` runs once the temporary file is complete and synced; tests use it to
    /// stop a save at its most delicate moment.
    public static func write(_ data: Data, to url: URL, beforeRename: () throws -> Void = {}) throws {
        let folder = url.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        } catch {
            throw WriteError(path: folder.path, reason: "cannot create folder: \(error.localizedDescription)")
        }
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).tmp-\(getpid())")
        let descriptor = open(temporary.path, O_WRONLY | O_CREAT | O_TRUNC | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else { throw systemError(temporary.path, "open") }
        var failure: WriteError?
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
        close(descriptor)
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

    private static func systemError(_ path: String, _ step: String) -> WriteError {
        WriteError(path: path, reason: "\(step): \(String(cString: strerror(errno)))")
    }
}
