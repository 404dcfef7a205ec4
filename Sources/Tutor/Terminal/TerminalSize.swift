#if canImport(Glibc)
    import Glibc
#endif

/// The terminal window's size in character cells, read with TIOCGWINSZ whenever a screen is
/// about to be written, so a window resized mid-session (SIGWINCH) is wrapped to its new width.
public struct TerminalSize: Equatable, Sendable {
    /// Columns.
    public var columns: Int
    /// Rows.
    public var rows: Int

    /// A size.
    public init(columns: Int, rows: Int) {
        self.columns = columns
        self.rows = rows
    }

    /// The width prose is wrapped to: the window's, at most 100 columns so lines stay readable.
    public var textColumns: Int { min(columns, 100) }

    /// The size of the terminal on `descriptor` now; nil when it is not a terminal or reports
    /// a size too small to lay anything out in.
    public static func current(of descriptor: Int32 = 1) -> TerminalSize? {
        var size = winsize()
        guard isatty(descriptor) == 1, ioctl(descriptor, UInt(TIOCGWINSZ), &size) == 0, size.ws_col > 20 else {
            return nil
        }
        return TerminalSize(columns: Int(size.ws_col), rows: Int(size.ws_row))
    }
}
