import Foundation

/// Reads a YAML file from disk into a node tree, turning every failure into a diagnostic.
public enum LessonFile {
    /// Loads and parses `path`; a missing or non-UTF-8 file is a diagnostic at line 1.
    public static func load(_ path: String) throws(LessonDiagnostic) -> YAMLNode {
        let start = FilePosition(file: path, line: 1, column: 1)
        guard let data = FileManager.default.contents(atPath: path) else {
            let exists = FileManager.default.fileExists(atPath: path)
            throw LessonDiagnostic(
                exists ? "cannot read the file" : "no such file", at: start,
                hint: exists ? "check its permissions" : "check the path; it is relative to the current directory")
        }
        guard let text = String(data: data, encoding: .utf8) else {
            throw LessonDiagnostic("the file is not UTF-8 text", at: start, hint: "save it as UTF-8")
        }
        return try YAMLLoader.load(text, file: path)
    }
}
