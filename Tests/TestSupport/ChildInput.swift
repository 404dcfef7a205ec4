import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Writes what a test gives a child process on its standard input, where the child may exit
/// (as it should on a bad sheet or a quit command) before it reads everything: the write then
/// meets a closed pipe. By default that raises SIGPIPE, which ends the whole test process and
/// every suite in it, and FileHandle's non-throwing `write` traps on the error; here the signal
/// is ignored once per process and the error dropped, so the test sees what the child did.
public enum ChildInput {
    private static let ignoresBrokenPipes: Void = {
        _ = signal(SIGPIPE, SIG_IGN)
    }()

    /// Writes `data` to `handle`, dropping it if the reader has gone.
    public static func write(_ data: Data, to handle: FileHandle) {
        _ = ignoresBrokenPipes
        try? handle.write(contentsOf: data)
    }

    /// Writes `text` as UTF-8 to `handle`, dropping it if the reader has gone.
    public static func write(_ text: String, to handle: FileHandle) {
        write(Data(text.utf8), to: handle)
    }
}
