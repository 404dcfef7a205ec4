import Foundation
import Lessons
import Testing

/// Issue 15: lesson, quiz and sheet files as an attacker would write them. Each ends in a
/// located diagnostic or a correct result, quickly; inputs are built here, not checked in.
@Suite struct HostileFileTests {
    /// A fresh folder under the temporary directory.
    func folder(_ name: String) throws -> String {
        let path = NSTemporaryDirectory() + "layoutlab-hostile-\(name)-\(getpid())"
        try? FileManager.default.removeItem(atPath: path)
        try FileManager.default.createDirectory(atPath: path, withIntermediateDirectories: true)
        return path
    }

    func message(_ body: () throws -> Void) -> LessonDiagnostic? {
        do {
            try body()
            return nil
        } catch {
            return error as? LessonDiagnostic
        }
    }

    // MARK: YAML depth, aliases, size

    @Test func deepNestingIsALocatedErrorNotACrash() throws {
        // A 100 KB sheet of `[[[[…]]]]`: freeing such a tree recursed once per level and overflowed.
        let depth = 50_000
        let text = "answers: " + String(repeating: "[", count: depth) + String(repeating: "]", count: depth) + "\n"
        let error = try #require(message { _ = try YAMLLoader.load(text, file: "deep.yaml") })
        #expect(error.message.contains("nest more than 256 levels"))
        // The root mapping is level 1.
        #expect(error.position == FilePosition(file: "deep.yaml", line: 1, column: 9 + 256))
        // Mappings count too, and the limit itself loads.
        let ok = String(repeating: "[", count: 255) + String(repeating: "]", count: 255)
        #expect(message { _ = try YAMLLoader.load("a: " + ok, file: "ok.yaml") } == nil)
    }

    @Test func aliasesCannotRebuildTheDepth() throws {
        let nested = String(repeating: "[", count: 200) + String(repeating: "]", count: 200)
        let text = "a: &x \(nested)\nb: \(String(repeating: "[", count: 100))*x\(String(repeating: "]", count: 100))\n"
        let error = try #require(message { _ = try YAMLLoader.load(text, file: "alias.yaml") })
        #expect(error.message.contains("nest more than 256"))
        #expect(error.position.line == 2)
    }

    @Test func aliasExpansionIsBounded() throws {
        // A list of 1,000 values aliased 2,000 times would be 2,000,000 nodes (and a 200 MB report).
        let list = "[" + Array(repeating: "x", count: 1000).joined(separator: ", ") + "]"
        let text = "a: &big \(list)\nanswers: [" + Array(repeating: "*big", count: 2000).joined(separator: ", ") + "]\n"
        let error = try #require(message { _ = try YAMLLoader.load(text, file: "bomb.yaml") })
        #expect(error.message.contains("more than 100000 values"))
        #expect(error.position.line == 2)
    }

    @Test func manyKeysLoadInLinearTime() throws {
        // 40,000 keys took 30 s (a duplicate check per key over all earlier keys, and a copy of the
        // mapping on every append). Now a fraction of a second even in a debug build.
        let keys = (0..<40_000).map { "k\($0): v" }.joined(separator: "\n")
        let start = ContinuousClock.now
        let root = try YAMLLoader.load(keys + "\n", file: "wide.yaml")
        let items = (0..<40_000).map { "- \($0)" }.joined(separator: "\n")
        _ = try YAMLLoader.load(
            "list:\n" + items.replacingOccurrences(of: "- ", with: "  - ") + "\n", file: "long.yaml")
        #expect(ContinuousClock.now - start < .seconds(20))  // generous: debug build, shared machine
        guard case .mapping(let pairs) = root.content else { Issue.record("not a mapping"); return }
        #expect(pairs.count == 40_000)
        let duplicate = try #require(message { _ = try YAMLLoader.load("a: 1\nb: 2\na: 3\n", file: "d.yaml") })
        #expect(duplicate.message == "duplicate key 'a' (first at line 1)")
    }

    @Test func crlfFilesReportTheSameLinesAsLF() throws {
        let lf = "id: x\ncode: |\n  let a = 1\n  a.b()\nother: \"q\"\n"
        let crlf = lf.replacingOccurrences(of: "\n", with: "\r\n")
        let one = try MappingReader(try YAMLLoader.load(lf, file: "f.yaml"), what: "root")
        let two = try MappingReader(try YAMLLoader.load(crlf, file: "f.yaml"), what: "root")
        #expect(one.optional("code")?.scalar == two.optional("code")?.scalar)
        #expect(two.optional("code")?.scalar == "let a = 1\na.b()\n")
        #expect(one.optional("code")?.textPosition == two.optional("code")?.textPosition)
        #expect(two.optional("other")?.position == FilePosition(file: "f.yaml", line: 5, column: 8))
    }

    // MARK: Files that are not files

    @Test func directoryFifoLoopAndNonUTF8EachHaveTheirMessage() throws {
        let base = try folder("kinds")
        defer { try? FileManager.default.removeItem(atPath: base) }
        let directory = base + "/dir.yaml"
        try FileManager.default.createDirectory(atPath: directory, withIntermediateDirectories: true)
        #expect(message { _ = try LessonFile.load(directory) }?.message == "this is a folder, not a file")

        let fifo = base + "/pipe.yaml"
        #expect(mkfifo(fifo, 0o600) == 0)
        let start = ContinuousClock.now
        #expect(message { _ = try LessonFile.load(fifo) }?.message == "this is a FIFO (named pipe), not a file")
        #expect(ContinuousClock.now - start < .seconds(2))  // it must not wait for a writer

        let loop = base + "/loop.yaml"
        try FileManager.default.createSymbolicLink(atPath: loop, withDestinationPath: loop)
        #expect(message { _ = try LessonFile.load(loop) }?.message == "the symlink leads round in a loop")

        let latin1 = base + "/latin1.yaml"
        try Data("id: x\ntitle: caf\u{E9}".data(using: .isoLatin1)!).write(to: URL(fileURLWithPath: latin1))
        let bad = try #require(message { _ = try LessonFile.load(latin1) })
        #expect(bad.message.hasPrefix("the file is not UTF-8 text"))
        #expect(bad.position.line == 2 && bad.position.column == 11)

        #expect(message { _ = try LessonFile.load(base + "/missing.yaml") }?.message == "no such file")
    }

    @Test func symlinkOutOfTheLessonTreeIsRefusedWithoutQuotingIt() throws {
        let base = try folder("escape")
        defer { try? FileManager.default.removeItem(atPath: base) }
        let outside = try folder("outside")
        defer { try? FileManager.default.removeItem(atPath: outside) }
        let secret = outside + "/passwd"
        try "root:x:0:0:root:/root:/bin/bash\n".write(toFile: secret, atomically: true, encoding: .utf8)
        try FileManager.default.createDirectory(atPath: base + "/quizzes", withIntermediateDirectories: true)
        try FileManager.default.createSymbolicLink(atPath: base + "/quizzes/evil.yaml", withDestinationPath: secret)
        let library = LessonLibrary.load(paths: [base + "/quizzes"])
        let all = library.diagnostics.map(\.description).joined(separator: "\n")
        #expect(all.contains("the symlink leads out of the lesson folder"))
        #expect(!all.contains("root:x"))
        // The same file copied in is not ours: said without quoting a key of it.
        try FileManager.default.removeItem(atPath: base + "/quizzes/evil.yaml")
        try "root: x:0:0:root\ndaemon: x:1:1:daemon\n".write(
            toFile: base + "/quizzes/copy.yaml", atomically: true, encoding: .utf8)
        let copied = LessonLibrary.load(paths: [base + "/quizzes"]).diagnostics.map(\.description).joined(
            separator: "\n")
        #expect(copied.contains("none of its keys is one LayoutLab reads"))
        #expect(!copied.contains("root") && !copied.contains("daemon"))
    }

    @Test func oversizedFilesAreRefused() throws {
        let base = try folder("size")
        defer { try? FileManager.default.removeItem(atPath: base) }
        let path = base + "/blank.yaml"
        try Data(repeating: 0x0A, count: LessonFile.maximumBytes + 10).write(to: URL(fileURLWithPath: path))
        let error = try #require(message { _ = try LessonFile.load(path) })
        #expect(error.message.contains("more than the 1048576"))
    }

    // MARK: Text that would reach a terminal

    @Test func lessonTextWithControlCharactersIsRejectedWhereItIs() throws {
        // libyaml refuses raw C0/C1 bytes itself (at their place); escapes in double quotes and
        // bidirectional overrides get through it and are caught here.
        let raw = try #require(
            message {
                _ = try YAMLLoader.load("title: ok\nbody: |\n  fine\n  bad \u{1B}]52;c;eA==\u{7}\n", file: "en.yaml")
            })
        #expect(raw.position == FilePosition(file: "en.yaml", line: 4, column: 7))
        let root = try YAMLLoader.load(
            "title: \"ok \\e]52;c;eA==\\a\"\nbody: |\n  fine\n  bad \u{202E}here\n", file: "en.yaml")
        let found = ControlCharacterCheck.diagnostics(in: root)
        #expect(found.count == 2)
        #expect(found.first?.position == FilePosition(file: "en.yaml", line: 1, column: 12))
        #expect(found.first?.message.contains("\\u{1B}") == true)
        #expect(found.last?.position == FilePosition(file: "en.yaml", line: 4, column: 7))
        #expect(found.allSatisfy { !$0.description.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{202E}" } })
    }

    @Test func diagnosticsNeverCarryControlCharactersOrExtraLines() {
        let diagnostic = LessonDiagnostic(
            "unknown key 'a\u{1B}[2J\nfake: error'", at: FilePosition(file: "x\u{9B}.yaml", line: 1, column: 1))
        #expect(!diagnostic.description.contains("\n"))
        #expect(!diagnostic.description.unicodeScalars.contains { $0 == "\u{1B}" || $0 == "\u{9B}" })
    }

    @Test func hugeAnswersAreCutWithAMessage() throws {
        let answer = String(repeating: "a", count: 1_000_000)
        let root = try YAMLLoader.load("quiz: q\nlearner: kim\nanswers:\n  l/q: \(answer)\n", file: "s.yaml")
        let sheet = try AnswerSheet.read(root)
        let text = try #require(sheet.answers.first?.text)
        #expect(text.count < 4_200)
        #expect(text.hasSuffix("[…cut: the answer has 1000000 characters; only the first 4096 are kept]"))
    }

    // MARK: Numbers from files

    @Test func outOfRangeNumbersAreReportedWhereTheyAre() throws {
        let base = try folder("numbers")
        defer { try? FileManager.default.removeItem(atPath: base) }
        let lesson = base + "/lessons/01-n"
        try FileManager.default.createDirectory(atPath: lesson, withIntermediateDirectories: true)
        try """
        id: n
        order: 99999999999999999999999
        languages: [en]
        scenarios:
          s:
            code: |
              let a = UIView()
        questions:
          - id: q
            scenario: s
            kind: yesno
            expect: a.frame.width == 0
            points: 9223372036854775807
        """.write(toFile: lesson + "/lesson.yaml", atomically: true, encoding: .utf8)
        let library = LessonLibrary.load(paths: [base + "/lessons"])
        let messages = library.diagnostics.map(\.description)
        #expect(
            messages.contains { $0.contains("lesson.yaml:2:8: error: 'order' must be between 0 and 1000000") },
            "\(messages)")
        // The lesson stops at its first fatal problem; points are checked on their own too.
        let root = try YAMLLoader.load("points: 9223372036854775807\n", file: "p.yaml")
        let node = try #require(try MappingReader(root, what: "q").optional("points"))
        let error = try #require(message { _ = try node.integer("'points'", in: 1...1_000) })
        #expect(error.message == "'points' must be between 1 and 1000")
        #expect(error.position == FilePosition(file: "p.yaml", line: 1, column: 9))
    }
}
