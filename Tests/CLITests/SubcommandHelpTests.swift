import Foundation
import TestSupport
import Testing

/// Every subcommand's `--help` as a person reads it (golden), each option it lists accepted
/// by the parser, and its exit-status line the same as the README's table.
@Suite struct SubcommandHelpTests {
    static let subcommands = ["study", "review", "run", "check", "grade", "new", "quiz", "progress", "reset", "help"]

    /// The options a help text lists: `--name` at the start of an indented option line.
    static func listedOptions(_ help: String) -> [String] {
        help.split(separator: "\n").compactMap { line in
            guard line.hasPrefix("  ") else { return nil }
            let words = line.split(separator: " ").map(String.init)
            return words.first { $0.hasPrefix("--") }.map { String($0.prefix { $0 != "=" && $0 != "," }) }
        }
    }

    @Test(arguments: subcommands)
    func helpIsGoldenAndListsWorkingOptions(command: String) throws {
        let result = try runLayoutlab([command, "--help"])
        #expect(result.status == 0 && result.stderr.isEmpty)
        expectGolden(result.stdout, "cli/help-\(command).txt")
        #expect(try runLayoutlab(["help", command]).stdout == result.stdout)
        let options = Self.listedOptions(result.stdout)
        #expect(options.contains("--help"))
        // Each listed option is one the parser knows: asking for help with it never gets
        // "unknown option" (help wins over a missing value, so no value is needed here).
        for option in options {
            let probe = try runLayoutlab([command, option, "--help"])
            #expect(!probe.stderr.contains("unknown option"), "\(command) \(option): \(probe.stderr)")
        }
    }

    /// The README's exit-status table says what each `--help` says.
    @Test(arguments: subcommands)
    func exitStatusMatchesTheReadme(command: String) throws {
        let help = try runLayoutlab([command, "--help"]).stdout
        let flat = { (text: Substring) in text.split(whereSeparator: { $0 == " " || $0 == "\n" }).joined(separator: " ")
        }
        let line = try #require(help.range(of: "Exit status: ")).upperBound
        let status = flat(help[line...])
        let readme = try String(
            contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent(
                "../../README.md"), encoding: .utf8)
        let row = try #require(
            readme.split(separator: "\n").first { $0.hasPrefix("| `") && $0.contains("`\(command)`") },
            "no README row for \(command)")
        let cell = row.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(cell.count == 2 && cell[1] == status, "README: \(row)\nhelp: \(status)")
    }
}
