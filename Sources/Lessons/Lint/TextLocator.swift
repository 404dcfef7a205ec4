import Foundation

/// Finds where a phrase is written in a lesson's language file, so a message can point at
/// the word rather than the question's key. Files are read once.
public struct TextLocator {
    /// A locator with no file read yet.
    public init() {}

    private var lines: [String: [String]] = [:]

    /// The first place at or after `start` (within the next `within` lines) where `phrase` is written;
    /// nil when it is broken over two lines or not found.
    public mutating func position(
        of phrase: String, in file: String, from start: FilePosition, caseless: Bool, within: Int = 40
    ) -> FilePosition? {
        if lines[file] == nil {
            let text = (try? String(contentsOfFile: file, encoding: .utf8)) ?? ""
            lines[file] = YAMLLoader.normalizingLineEnds(text).split(separator: "\n", omittingEmptySubsequences: false)
                .map(String.init)
        }
        let fileLines = lines[file] ?? []
        let needle = caseless ? phrase.lowercased() : phrase
        for number in max(start.line, 1)...min(start.line + within, max(fileLines.count, 1))
        where number <= fileLines.count {
            let line = caseless ? fileLines[number - 1].lowercased() : fileLines[number - 1]
            if let range = line.range(of: needle) {
                return FilePosition(
                    file: file, line: number, column: line.distance(from: line.startIndex, to: range.lowerBound) + 1)
            }
        }
        return nil
    }
}
