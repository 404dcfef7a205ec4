import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// A file in the state folder that a library opens by its path (readline's history): it must
/// be a regular file of its own, never a symlink (which would be truncated and appended to
/// wherever it leads) and never a FIFO or device (which would block the first read).
enum StateFile {
    /// Why `url` cannot be used, or nil when it is a regular file (created 0600 if missing).
    /// The file is opened without following a symlink and without waiting on a FIFO.
    static func refusal(_ url: URL) -> String? {
        let folder = url.deletingLastPathComponent()
        try? StateDirectory.create(folder)
        let descriptor = open(url.path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            return errno == ELOOP ? "a symlink, not a regular file" : String(cString: strerror(errno))
        }
        defer { close(descriptor) }
        var info = stat()
        guard fstat(descriptor, &info) == 0 else { return String(cString: strerror(errno)) }
        switch info.st_mode & S_IFMT {
        case S_IFREG: return nil
        case S_IFIFO: return "a FIFO (named pipe), not a regular file"
        case S_IFDIR: return "a folder, not a regular file"
        default: return "not a regular file"
        }
    }
}
