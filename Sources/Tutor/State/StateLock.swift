import Foundation
import Simulator

#if canImport(Glibc)
    import Glibc
#endif

/// One tutor at a time per state folder: an advisory `flock` on `STATE/lock`. Two sessions
/// saving the same progress.json would each overwrite the other's answers; the lock makes
/// the second one ask (read-only study, or wait). The kernel drops the lock when the process
/// ends, however it ends, so a killed tutor never leaves the folder locked.
public final class StateLock {
    /// The lock file's name in the state folder.
    public static let fileName = "lock"

    private let descriptor: Int32
    /// The lock file.
    public let path: String

    private init(descriptor: Int32, path: String) {
        self.descriptor = descriptor
        self.path = path
    }

    deinit {
        flock(descriptor, LOCK_UN)
        close(descriptor)
    }

    /// Why the lock could not be taken.
    public enum Failure: Error, Equatable {
        /// Another process holds it.
        case busy(path: String)
        /// The lock file cannot be opened (permissions, a symlink, not a folder).
        case unusable(path: String, reason: String)
        /// Ctrl-C while waiting for it.
        case interrupted
    }

    /// Takes the lock on `folder` (created 0700 if missing), waiting for it when `wait` is set.
    public static func acquire(folder: URL, wait: Bool = false) -> Result<StateLock, Failure> {
        let path = folder.appendingPathComponent(fileName).path
        do {
            try StateDirectory.create(folder)
        } catch {
            return .failure(.unusable(path: folder.path, reason: "\(error)"))
        }
        // O_NOFOLLOW: a symlink planted as the lock file is refused rather than followed;
        // O_NONBLOCK: a FIFO planted there does not hang the open (it is refused below).
        var descriptor = open(path, O_RDWR | O_CREAT | O_NOFOLLOW | O_NONBLOCK | O_CLOEXEC, 0o600)
        guard descriptor >= 0 else {
            return .failure(.unusable(path: path, reason: String(cString: strerror(errno))))
        }
        var info = stat()
        guard fstat(descriptor, &info) == 0, (info.st_mode & S_IFMT) == S_IFREG else {
            close(descriptor)
            return .failure(.unusable(path: path, reason: "not a regular file"))
        }
        // Never descriptor 0, 1 or 2: with standard output closed, the open would take 1 and
        // everything the tutor prints would be written into the lock file.
        if descriptor <= 2 {
            let moved = fcntl(descriptor, F_DUPFD_CLOEXEC, 3)
            close(descriptor)
            guard moved >= 0 else { return .failure(.unusable(path: path, reason: String(cString: strerror(errno)))) }
            descriptor = moved
        }
        // Ctrl-C while waiting gives up the wait. The wait polls (a blocking flock retried on
        // EINTR waited for ever: the tutor's own handler only notes Ctrl-C for readline), with a
        // handler of our own, and the request is looked at before every try, so one that came
        // just before a try is not missed.
        let interruptHandler = wait ? ResourceBudget.installInterruptHandler() : nil
        defer { interruptHandler?.restore() }
        while flock(descriptor, LOCK_EX | LOCK_NB) != 0 {
            let code = errno
            if code == EWOULDBLOCK && wait {
                if ResourceBudget.isInterruptRequested {
                    close(descriptor)
                    return .failure(.interrupted)
                }
                usleep(50_000)
                continue
            }
            if code == EINTR { continue }
            close(descriptor)
            if code == EWOULDBLOCK { return .failure(.busy(path: path)) }
            return .failure(.unusable(path: path, reason: String(cString: strerror(code))))
        }
        return .success(StateLock(descriptor: descriptor, path: path))
    }
}
