import Foundation
import Lessons
import Testing

/// docs/facts.md is the specification every `fact N` in the code and every `facts:` tag in a
/// lesson refers to. These tests keep the citations, the file and `Fact.numbers` in step.
@Suite struct FactsFileTests {
    static let repository = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The numbers docs/facts.md defines: list items starting a line as `N. `.
    static func definedFacts() throws -> [Int] {
        let text = try String(contentsOf: repository.appendingPathComponent(Fact.file), encoding: .utf8)
        let item = /^(\d+)\. \S/
        return text.split(separator: "\n", omittingEmptySubsequences: false).compactMap { line in
            (try? item.prefixMatch(in: line)).flatMap { Int($0.output.1) }
        }
    }

    /// The file numbers its facts in increasing order without a repeat, starting at 1, and the
    /// binary's range (which `layoutlab check` enforces) ends at the last. A gap is allowed only
    /// where a range of numbers is reserved for a branch that has not landed yet
    /// (`reservedGaps`); nothing else may be skipped.
    @Test func theFileAndTheBinaryAgree() throws {
        let defined = try Self.definedFacts()
        #expect(!defined.isEmpty)
        let last = defined.last ?? 1
        let expected = (1...max(last, 1)).filter { number in
            !Self.reservedGaps.contains { $0.contains(number) } || defined.contains(number)
        }
        #expect(defined == expected, "docs/facts.md must number its facts 1…N in order")
        #expect(
            Fact.numbers == 1...last,
            "Fact.numbers (Sources/Lessons/Model/Fact.swift) must be 1…\(last), the facts docs/facts.md defines"
        )
    }

    /// Fact numbers reserved for parallel branches (a branch adds facts only in its own range, so
    /// branches never collide); a reserved number may be missing until its branch lands.
    static let reservedGaps: [ClosedRange<Int>] = []

    /// Every fact a comment cites ("fact 7", "facts 5, 6 and 17", "Facts 41–44") exists.
    @Test func everyCommentCitesAnExistingFact() throws {
        let defined = Set(try Self.definedFacts())
        var missing: [String] = []
        for folder in ["Sources", "Tests"] {
            for (path, line, number) in try Self.citations(under: Self.repository.appendingPathComponent(folder))
            where !defined.contains(number) {
                missing.append("\(path):\(line): fact \(number)")
            }
        }
        #expect(
            missing.isEmpty, "comments cite facts docs/facts.md does not define:\n\(missing.joined(separator: "\n"))")
    }

    /// Every `facts:` tag of a shipped lesson names a fact of the file.
    @Test func everyLessonTagIsAnExistingFact() throws {
        let defined = Set(try Self.definedFacts())
        let library = LessonLibrary.load(paths: [Self.repository.appendingPathComponent("lessons").path])
        let tags = library.lessons.flatMap { lesson in
            lesson.questions.flatMap { q in q.facts.map { (lesson.id, q.id, $0) } }
        }
        #expect(!tags.isEmpty)
        let unknown = tags.filter { !defined.contains($0.2) }.map { "\($0.0)/\($0.1): fact \($0.2)" }
        #expect(unknown.isEmpty, "lessons tag facts docs/facts.md does not define:\n\(unknown.joined(separator: "\n"))")
    }

    /// The scanner finds every form the code uses, so the test above cannot pass by finding nothing.
    @Test func theScannerReadsEveryCitationForm() {
        #expect(Self.numbers(citedIn: "/// fact 28 (WWDC 2018).") == [28])
        #expect(Self.numbers(citedIn: "// facts 5, 6 and 17 — only a2") == [5, 6, 17])
        #expect(Self.numbers(citedIn: "/// Facts 41–44 of docs/facts.md") == [41, 42, 43, 44])
        #expect(Self.numbers(citedIn: "(fact 990) and Fact 3") == [990, 3])
        #expect(Self.numbers(citedIn: "// the fact that 3 views") == [])
    }

    /// `(relative path, line, number)` for each fact cited in a comment of a Swift file under `root`.
    static func citations(under root: URL) throws -> [(String, Int, Int)] {
        var found: [(String, Int, Int)] = []
        let files = FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "swift" else { continue }
            let text = try String(contentsOf: url, encoding: .utf8)
            let relative = String(url.path.dropFirst(repository.path.count + 1))
            for (index, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() {
                guard let comment = line.range(of: "//") else { continue }
                for number in numbers(citedIn: line[comment.lowerBound...]) {
                    found.append((relative, index + 1, number))
                }
            }
        }
        return found
    }

    /// The fact numbers a piece of comment text cites: `fact N` or `facts N, M and K`, where an
    /// item may be a range `N–M` (en dash or hyphen).
    static func numbers(citedIn text: Substring) -> [Int] {
        let citation = /[Ff]acts? (\d+(?:[–-]\d+)?(?:(?:, | and | or |, and )\d+(?:[–-]\d+)?)*)/
        var numbers: [Int] = []
        for match in text.matches(of: citation) {
            for item in match.output.1.split(whereSeparator: { $0 == "," || $0 == " " })
            where item != "and" && item != "or" {
                let bounds = item.split(whereSeparator: { $0 == "–" || $0 == "-" }).compactMap { Int($0) }
                if bounds.count == 2, bounds[0] <= bounds[1], bounds[1] - bounds[0] < 1000 {
                    numbers += Array(bounds[0]...bounds[1])
                } else if let number = bounds.first {
                    numbers.append(number)
                }
            }
        }
        return numbers
    }

    static func numbers(citedIn text: String) -> [Int] { numbers(citedIn: text[...]) }
}
