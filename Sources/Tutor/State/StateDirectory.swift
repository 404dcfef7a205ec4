import Foundation
import Simulator
import TextBasics

#if canImport(Glibc)
    import Glibc
#endif

/// Where the tutor keeps a learner's data (progress, readline history, the lock):
/// `$LAYOUTLAB_STATE_DIR`, else `$XDG_STATE_HOME/layoutlab`, else `~/.local/state/layoutlab`
/// (the XDG Base Directory spec's default for state that should survive restarts).
public enum StateDirectory {
    /// The folder for `environment` (normally the process's). It is not created here:
    /// `create` does that when the tutor first locks or saves.
    public static func resolve(environment: [String: String]) -> URL {
        if let explicit = environment["LAYOUTLAB_STATE_DIR"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        // XDG says a relative XDG_STATE_HOME is invalid and must be ignored.
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("layoutlab", isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? accountHome() ?? ""
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local/state/layoutlab", isDirectory: true)
    }

    /// Why `resolve` has no folder to give, or nil: without `LAYOUTLAB_STATE_DIR` or an absolute
    /// `XDG_STATE_HOME`, a relative `HOME` (or an empty one with no home in the account
    /// database) would put the learner's progress under whatever folder the tutor started in.
    public static func problem(environment: [String: String]) -> String? {
        if let explicit = environment["LAYOUTLAB_STATE_DIR"], !explicit.isEmpty { return nil }
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") { return nil }
        let advice = "set HOME to your home folder, or LAYOUTLAB_STATE_DIR to the folder for progress"
        if let home = environment["HOME"], !home.isEmpty {
            return home.hasPrefix("/")
                ? nil
                : "HOME is the relative path '\(SafeText.line(home))', so progress would be saved under the current folder; "
                    + advice
        }
        return accountHome() != nil
            ? nil : "HOME is empty and the account has no home folder, so progress has nowhere to go; " + advice
    }

    /// The home folder of the account in the user database (as a shell finds it when HOME is
    /// unset), if it is absolute.
    static func accountHome() -> String? {
        guard let entry = getpwuid(getuid()), let directory = entry.pointee.pw_dir else { return nil }
        let home = String(cString: directory)
        return home.hasPrefix("/") ? home : nil
    }

    /// A folder that cannot be made.
    public struct CreateError: Error, CustomStringConvertible {
        /// The folder.
        public let path: String
        /// Why.
        public let reason: String
        /// `path: cannot create folder: reason`.
        public var description: String { "\(path): cannot create folder: \(reason)" }
    }

    /// Creates `folder` if missing: its parents as usual, the folder itself 0700 (a learner's
    /// answers are theirs; the XDG spec asks for 0700 too). An existing folder is left as is.
    public static func create(_ folder: URL) throws {
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: folder.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else { throw CreateError(path: folder.path, reason: "a file is in the way") }
            return
        }
        let parent = folder.deletingLastPathComponent()
        do {
            try FileManager.default.createDirectory(at: parent, withIntermediateDirectories: true)
        } catch {
            throw CreateError(path: parent.path, reason: (error as NSError).localizedDescription)
        }
        if mkdir(folder.path, 0o700) != 0, errno != EEXIST {
            throw CreateError(path: folder.path, reason: String(cString: strerror(errno)))
        }
        // mkdir's mode is masked by the umask; make it exactly 0700.
        _ = chmod(folder.path, 0o700)
    }
}
