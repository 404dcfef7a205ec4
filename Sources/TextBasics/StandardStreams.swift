// Standard output and error written with every failure noticed: a closed or full standard
// output must not crash the process (Foundation's FileHandle traps) nor end in success with
// the report lost (stdio's buffered print).
import Foundation
import Synchronization

#if canImport(Glibc)
    import Glibc
#endif

/// The process's standard output and error, written straight to descriptors 1 and 2.
public enum StandardStreams {
    /// The error number of the first failed write to standard output; 0 while all succeeded.
    private static let outputFailure = Atomic<Int32>(0)

    /// Makes sure descriptors 0, 1 and 2 are open before anything else is: a descriptor the
    /// parent closed is given `/dev/null`, opened so that using it fails (standard output and
    /// error read-only, standard input write-only). Otherwise the next file the process opens
    /// (the state lock, a lesson) takes that number, and the tutor's transcript is written
    /// into it; this way a write to a closed standard output fails and is reported.
    public static func reserveDescriptors() {
        for descriptor: Int32 in [0, 1, 2] where fcntl(descriptor, F_GETFD) == -1 && errno == EBADF {
            let placeholder = open("/dev/null", descriptor == 0 ? O_WRONLY : O_RDONLY)
            if placeholder >= 0 && placeholder != descriptor {
                dup2(placeholder, descriptor)
                close(placeholder)
            }
        }
    }

    /// Writes `text` to standard output; false when it could not all be written (the first
    /// failure is kept for `finish`).
    @discardableResult
    public static func writeOutput(_ text: String) -> Bool {
        let errorNumber = write(text, to: 1)
        if errorNumber != 0 {
            _ = outputFailure.compareExchange(expected: 0, desired: errorNumber, ordering: .relaxed)
            return false
        }
        return true
    }

    /// Writes `text` to standard error (nowhere else to report a failure of that).
    public static func writeError(_ text: String) {
        _ = write(text, to: 2)
    }

    /// Why standard output could not be written, if a write failed.
    public static var outputFailureReason: String? {
        let errorNumber = outputFailure.load(ordering: .relaxed)
        return errorNumber == 0 ? nil : String(cString: strerror(errorNumber))
    }

    /// The exit status for a command that ended with `status`: 2, after a message on standard
    /// error, when any of its standard output was lost, since whatever it says (a grade, a
    /// trace, "no problems") did not reach its reader.
    public static func finish(_ status: Int32, command: String) -> Int32 {
        guard let reason = outputFailureReason else { return status }
        writeError(
            "layoutlab \(command): error: standard output could not be written (\(reason)); what it should have shown is lost\n"
        )
        return 2
    }

    /// Writes all of `text` to `descriptor`; 0, or the error number of the failed write.
    private static func write(_ text: String, to descriptor: Int32) -> Int32 {
        var text = text
        return text.withUTF8 { buffer in
            var offset = 0
            while offset < buffer.count, let base = buffer.baseAddress {
                let written = Glibc.write(descriptor, base + offset, buffer.count - offset)
                if written < 0 {
                    if errno == EINTR { continue }
                    return errno
                }
                offset += written
            }
            return 0
        }
    }
}
