import Foundation

/// Where the tutor keeps a learner's data (progress, readline history):
/// `$LAYOUTLAB_STATE_DIR`, else `$XDG_STATE_HOME/layoutlab`, else `~/.local/state/layoutlab`
/// (the XDG Base Directory spec's default for state that should survive restarts).
public enum StateDirectory {
    /// The folder for `environment` (normally the process's). It is not created here:
    /// writers create it when they first save.
    public static func resolve(environment: [String: String]) -> URL {
        if let explicit = environment["LAYOUTLAB_STATE_DIR"], !explicit.isEmpty {
            return URL(fileURLWithPath: explicit, isDirectory: true)
        }
        // XDG says a relative XDG_STATE_HOME is invalid and must be ignored.
        if let xdg = environment["XDG_STATE_HOME"], xdg.hasPrefix("/") {
            return URL(fileURLWithPath: xdg, isDirectory: true).appendingPathComponent("layoutlab", isDirectory: true)
        }
        let home = environment["HOME"].flatMap { $0.isEmpty ? nil : $0 } ?? NSHomeDirectory()
        return URL(fileURLWithPath: home, isDirectory: true)
            .appendingPathComponent(".local/state/layoutlab", isDirectory: true)
    }
}
