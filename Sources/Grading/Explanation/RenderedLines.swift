import Foundation
import Lessons

/// An explanation's rendered lines by language, shared by the copies of the explanation
/// (`Explanation.renderedLines`). `@unchecked Sendable`: `lock` guards `lines`, so reports may
/// render a verdict on any thread.
final class RenderedLines: @unchecked Sendable {
    private let lock = NSLock()
    private var lines: [Language: [String]] = [:]

    /// The lines in `language`, made by `render` the first time they are asked for.
    func lines(in language: Language, render: () -> [String]) -> [String] {
        if let known = lock.withLock({ lines[language] }) { return known }
        let made = render()
        lock.withLock { lines[language] = made }
        return made
    }
}
