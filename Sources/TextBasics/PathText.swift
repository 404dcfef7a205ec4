/// Splitting a file path given on the command line, as text.
///
/// Foundation's `NSString.deletingLastPathComponent` traps on Linux for a path whose remaining
/// component is one character long ("x", "a/b", "g/glossary.yaml"), so a typo on the command line
/// crashed `layoutlab check`. These helpers never trap and keep the path relative or absolute
/// as given.
public enum PathText {
    /// The folder part of `path`: "" for a bare name, "/" for a name at the root; trailing
    /// slashes are ignored ("a/b/" → "a").
    public static func parent(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return "" }
        let head = trimmed[..<slash]
        let folder = withoutTrailingSlashes(String(head))
        return folder.isEmpty ? "/" : folder
    }

    /// The last component of `path` ("glossary.yaml" for "g/glossary.yaml"); trailing slashes
    /// are ignored, and the root is "/".
    public static func lastComponent(of path: String) -> String {
        let trimmed = withoutTrailingSlashes(path)
        guard let slash = trimmed.lastIndex(of: "/") else { return trimmed }
        let name = String(trimmed[trimmed.index(after: slash)...])
        return name.isEmpty ? "/" : name
    }

    /// `path` without the slashes that end it, except a path that is only slashes ("/").
    private static func withoutTrailingSlashes(_ path: String) -> String {
        var text = Substring(path)
        while text.count > 1, text.hasSuffix("/") { text.removeLast() }
        return String(text)
    }
}
