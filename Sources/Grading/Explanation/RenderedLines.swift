import Foundation
import Lessons

/// An explanation's rendered lines by language, shared by the copies of the explanation
/// (`Explanation.renderedLines`). `@unchecked Sendable`: `lock` guards `lines`, so reports may
/// render a verdict on any thread.
final class RenderedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [Language: [String]] = [:]
    /// The lines as a report writes them, by report and language (`block(_:make:)`).
    private var blocks: [String: String] = [:]

    /// The lines in `language`, made by `render` the first time they are asked for.
    func lines(in language: Language, render: () -> [String]) -> [String] {
        if let known = lock.withLock({ lines[language] }) { return known }
        let made = render()
        lock.withLock { lines[language] = made }
        return made
    }

    /// The explanation as a report writes it (indented, made safe, escaped for its document),
    /// keyed by the report and language, made by `make` the first time: a verdict given to
    /// many sheets, and each of its slice's 50–60 events, is escaped once.
    func block(_ key: String, make: () -> String) -> String {
        if let known = lock.withLock({ blocks[key] }) { return known }
        let made = make()
        lock.withLock { blocks[key] = made }
        return made
    }
}
