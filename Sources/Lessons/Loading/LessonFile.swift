import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// Reads a YAML file from disk into a node tree, turning every failure into a diagnostic.
///
/// Lessons may come from an untrusted pull request and sheets from students, so the file is
/// opened without following it blindly: a directory, a FIFO or device (which would block a
/// plain read forever), a symlink loop, a symlink leaving the lesson tree, a file too large and
/// a file that is not UTF-8 each get their own message, and none of them quotes the file.
public enum LessonFile {
    /// The largest file read: the largest shipped lesson file is under 40 KB.
    public static let maximumBytes = 1 << 20

    /// Loads and parses `path`. With `root`, the file (after following symlinks) must lie inside
    /// the `root` folder: a lesson's `en.yaml` linked to `/etc/passwd` is refused.
    public static func load(_ path: String, within root: String? = nil) throws(LessonDiagnostic) -> YAMLNode {
        try YAMLLoader.load(try read(path, within: root), file: path)
    }

    /// The text of `path`, checked as `load` describes.
    public static func read(_ path: String, within root: String? = nil) throws(LessonDiagnostic) -> String {
        let start = FilePosition(file: path, line: 1, column: 1)
        var info = stat()
        if lstat(path, &info) != 0 {
            throw LessonDiagnostic(
                errno == ENOENT ? "no such file" : "cannot read the file (\(String(cString: strerror(errno))))",
                at: start,
                hint: errno == ENOENT
                    ? "check the path; it is relative to the current directory" : "check its permissions")
        }
        if (info.st_mode & S_IFMT) == S_IFLNK || root != nil {
            guard let resolved = realpath(path, nil) else {
                let loop = errno == ELOOP
                throw LessonDiagnostic(
                    loop
                        ? "the symlink leads round in a loop"
                        : "the symlink points to nothing (\(String(cString: strerror(errno))))",
                    at: start,
                    hint: loop
                        ? "point the link at a real file"
                        : "point the link at an existing file, or replace it with the file")
            }
            let target = String(cString: resolved)
            free(resolved)
            if let root, !isInside(target, root) {
                throw LessonDiagnostic(
                    "the symlink leads out of the lesson folder", at: start,
                    hint: "lesson and quiz files must lie inside \(root); copy the file in instead of linking to it")
            }
        }
        // O_NONBLOCK: opening a FIFO for reading must not wait for a writer.
        let descriptor = open(path, O_RDONLY | O_NONBLOCK | O_CLOEXEC)
        guard descriptor >= 0 else {
            let reason = errno
            throw LessonDiagnostic(
                reason == ELOOP
                    ? "the symlink leads round in a loop"
                    : "cannot open the file (\(String(cString: strerror(reason))))",
                at: start, hint: reason == EACCES ? "check its permissions" : "check the path")
        }
        defer { close(descriptor) }
        guard fstat(descriptor, &info) == 0 else {
            throw LessonDiagnostic("cannot read the file", at: start, hint: "check its permissions")
        }
        switch info.st_mode & S_IFMT {
        case S_IFREG: break
        case S_IFDIR:
            throw LessonDiagnostic(
                "this is a folder, not a file", at: start,
                hint: "give a .yaml file, or the lesson folder that holds lesson.yaml")
        case S_IFIFO:
            throw LessonDiagnostic(
                "this is a FIFO (named pipe), not a file", at: start, hint: "give a regular .yaml file")
        case S_IFSOCK:
            throw LessonDiagnostic("this is a socket, not a file", at: start, hint: "give a regular .yaml file")
        default:
            throw LessonDiagnostic("this is a device, not a file", at: start, hint: "give a regular .yaml file")
        }
        if Int(info.st_size) > maximumBytes {
            throw LessonDiagnostic(
                "the file is \(info.st_size) bytes, more than the \(maximumBytes) a lesson, quiz, sheet or scenario may have",
                at: start,
                hint: "lesson files are a few kilobytes; split it or remove what does not belong")
        }
        return try readText(descriptor, start: start, expectedBytes: Int(info.st_size))
    }

    /// What `-` stands for in positions and reports: `<stdin>:3:5: error: …`.
    public static let standardInputName = "<stdin>"

    /// Loads and parses standard input (a `-` on the command line) with a file's limits: at
    /// most `maximumBytes`, UTF-8. Standard input can be read once: a command takes one `-`.
    public static func loadStandardInput() throws(LessonDiagnostic) -> YAMLNode {
        try YAMLLoader.load(try readStandardInput(), file: standardInputName)
    }

    /// The text of standard input, checked as `loadStandardInput` describes.
    public static func readStandardInput() throws(LessonDiagnostic) -> String {
        try readText(0, start: FilePosition(file: standardInputName, line: 1, column: 1))
    }

    /// Reads `descriptor` to its end: at most `maximumBytes`, which must be UTF-8 (a leading
    /// byte-order mark is dropped). The buffer starts at `expectedBytes` and one more (a file's
    /// size, so a file that grew is still read to its end) and doubles while it fills: a buffer of
    /// `maximumBytes` zeroed (and faulted in) for each answer sheet of a few kilobytes cost more
    /// than reading it.
    static func readText(_ descriptor: Int32, start: FilePosition, expectedBytes: Int = 64 << 10)
        throws(LessonDiagnostic) -> String
    {
        var bytes = [UInt8](repeating: 0, count: min(maximumBytes, max(expectedBytes, 0)) + 1)
        var count = 0
        while count <= maximumBytes {
            if count == bytes.count {
                bytes.append(contentsOf: repeatElement(0, count: min(bytes.count, maximumBytes + 1 - bytes.count)))
            }
            // Safe: read(2) writes at most buffer.count - count bytes from `$0 + count`, the rest of
            // the buffer (count < buffer.count: a full buffer grew above).
            let got = bytes.withUnsafeMutableBytes { buffer in
                // The buffer is never empty (at least one byte), so it has an address.
                buffer.baseAddress.map { Glibc.read(descriptor, $0 + count, buffer.count - count) } ?? 0
            }
            if got < 0 && errno == EINTR { continue }
            guard got >= 0 else {
                throw LessonDiagnostic("cannot read the file", at: start, hint: "check its permissions")
            }
            if got == 0 { break }
            count += got
        }
        if count > maximumBytes {
            throw LessonDiagnostic(
                "the file is more than the \(maximumBytes) bytes a lesson, quiz, sheet or scenario may have", at: start,
                hint: "lesson files are a few kilobytes; split it or remove what does not belong")
        }
        bytes.removeSubrange(count...)
        if let bad = firstInvalidUTF8(bytes) {
            throw LessonDiagnostic(
                "the file is not UTF-8 text (byte \(bad.offset + 1) is not valid UTF-8)",
                at: FilePosition(file: start.file, line: bad.line, column: bad.column), hint: "save it as UTF-8")
        }
        var text = String(decoding: bytes, as: UTF8.self)
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return text
    }

    /// Whether `path` (absolute, resolved) lies inside `root` once that is resolved too.
    static func isInside(_ path: String, _ root: String) -> Bool {
        guard let resolvedRoot = realpath(root, nil) else { return false }
        var base = String(cString: resolvedRoot)
        free(resolvedRoot)
        if !base.hasSuffix("/") { base += "/" }
        return path.hasPrefix(base)
    }

    /// The first byte that does not belong to valid UTF-8, with its 1-based line and column
    /// (columns in characters before it), or nil.
    static func firstInvalidUTF8(_ bytes: [UInt8]) -> (offset: Int, line: Int, column: Int)? {
        var line = 1
        var column = 1
        var index = 0
        while index < bytes.count {
            let byte = bytes[index]
            let length: Int
            switch byte {
            case 0x00...0x7F: length = 1
            case 0xC2...0xDF: length = 2
            case 0xE0...0xEF: length = 3
            case 0xF0...0xF4: length = 4
            default: return (index, line, column)
            }
            if index + length > bytes.count { return (index, line, column) }
            if length > 1 {
                for next in 1..<length where bytes[index + next] & 0xC0 != 0x80 { return (index, line, column) }
                let second = bytes[index + 1]
                if byte == 0xE0 && second < 0xA0 { return (index, line, column) }  // overlong
                if byte == 0xED && second > 0x9F { return (index, line, column) }  // surrogate
                if byte == 0xF0 && second < 0x90 { return (index, line, column) }  // overlong
                if byte == 0xF4 && second > 0x8F { return (index, line, column) }  // above U+10FFFF
            }
            if byte == 0x0A {
                line += 1
                column = 1
            } else {
                column += 1
            }
            index += length
        }
        return nil
    }
}
