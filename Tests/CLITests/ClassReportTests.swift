import Foundation
import TestSupport
import Testing

/// The class reports (issue 28): `--format html`, one self-contained page a teacher opens, and
/// `--format markdown`, a CI job summary that fits on one screen. Graded from the repository's
/// own quiz and example sheets, plus a learner with a hostile name and a sheet that cannot be read.
@Suite struct ClassReportTests {
    static let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    /// The two example sheets (minji's in Korean, wei's in Chinese), a partly wrong one by
    /// `O'Brien & <Sons>` in English and a broken one; the report in `language` (`--lang`), or
    /// with none, in the language most sheets were answered in.
    func gradeClass(_ format: String, language: String? = "en") throws -> (
        status: Int32, stdout: String, stderr: String
    ) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutlab-class-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let right = try String(
            contentsOf: Self.root.appendingPathComponent("examples/sheets/dirty-flags-right.yaml"), encoding: .utf8)
        let hostile = right.replacingOccurrences(of: "learner: minji", with: "learner: \"O'Brien & <Sons> \\u202E\"")
            .replacingOccurrences(of: "lang: ko", with: "lang: en")
            .replacingOccurrences(
                of: "dirty-flags/layout-after-tap: a2.layoutSubviews",
                with: "dirty-flags/layout-after-tap: a1.layoutSubviews")
        try Data(hostile.utf8).write(to: folder.appendingPathComponent("obrien.yaml"))
        try Data("quiz: render-loop-basics\nlearner: [unclosed\n".utf8).write(
            to: folder.appendingPathComponent("broken.yaml"))
        let result = try runLayoutlab(
            [
                "grade", "quizzes/render-loop-basics.yaml", "examples/sheets/dirty-flags-right.yaml",
                "examples/sheets/dirty-flags-partly-wrong.yaml",
                folder.appendingPathComponent("obrien.yaml").path, folder.appendingPathComponent("broken.yaml").path,
                "--format", format,
            ]
                + (language.map { ["--lang", $0] } ?? []),
            environment: ["LAYOUTLAB_NOW": "2026-12-02T09:00:00Z"], currentDirectory: Self.root)
        // The temporary folder differs from run to run; the reports name the sheets without it.
        let cut = { (text: String) in text.replacingOccurrences(of: folder.path + "/", with: "") }
        return (result.status, cut(result.stdout), cut(result.stderr))
    }

    /// The page needs nothing but itself: no script, no stylesheet or image or font from
    /// elsewhere, every tag closed; it has the histogram, a row per sheet, every question with
    /// its share right and its common wrong answers with explanations, and each learner's details.
    @Test func htmlClassReportIsOneSelfContainedPage() throws {
        let result = try gradeClass("html")
        #expect(result.status == 1, "\(result.stderr)")
        let html = result.stdout
        #expect(html.hasPrefix("<!DOCTYPE html>\n") && html.hasSuffix("</html>\n"))
        for forbidden in ["<script", "http://", "https://", "<link", "src=", "@import", "url(", "<iframe", "\u{202E}"] {
            #expect(!html.contains(forbidden), "\(forbidden)")
        }
        #expect(html.components(separatedBy: "<rect ").count - 1 == 10)
        #expect(html.contains("passing score 70%"))
        #expect(html.components(separatedBy: "<tr class=\"").count - 1 == 4)
        #expect(html.contains("<span class=\"badge broken\">not graded</span>"))
        #expect(html.contains("O&#39;Brien &amp; &lt;Sons&gt;") && !html.contains("<Sons>"))
        // Item analysis: all 13 questions; the wrong answer two learners gave, counted, with the explanation.
        #expect(html.components(separatedBy: "<td class=\"id\">dirty-flags/").count - 1 == 13)
        #expect(html.contains("<code>a1.layoutSubviews</code> ×1"), "wei's and O'Brien's answers differ in form")
        #expect(html.contains("<details id=\"s4\" class=\"learner broken\">"))
        // Every element closed in order (the HTML5 void elements aside), read by python3's own parser.
        let script = """
            import sys
            from html.parser import HTMLParser
            VOID = {'meta', 'br', 'hr', 'img', 'input', 'link', 'rect', 'line'}
            class Check(HTMLParser):
                def __init__(self):
                    super().__init__(); self.stack = []; self.errors = []
                def handle_starttag(self, tag, attrs):
                    if tag not in VOID: self.stack.append(tag)
                def handle_startendtag(self, tag, attrs): pass
                def handle_endtag(self, tag):
                    if tag in VOID: return
                    if not self.stack or self.stack[-1] != tag: self.errors.append(tag)
                    else: self.stack.pop()
            c = Check(); c.feed(sys.stdin.read()); c.close()
            print('ok' if not c.errors and not c.stack else ('errors', c.errors[:5], c.stack[-5:]))
            """
        let parsed = try runTool("python3", ["-c", script], input: html)
        #expect(parsed.output == "ok\n", "\(parsed.output)")
    }

    /// Headless Chromium (Debian's `chromium`) draws the page without the network: the histogram's
    /// green (passing) and red (failing) bars are on the screenshot. Skipped without Chromium.
    @Test func htmlClassReportRendersInChromium() throws {
        guard
            let chromium = ["/usr/bin/chromium", "/usr/bin/chromium-browser"].first(
                where: FileManager.default.isExecutableFile(atPath:))
        else {
            print("skipped htmlClassReportRendersInChromium: chromium is not installed (apt-get install chromium)")
            return
        }
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent(
            "layoutlab-shot-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let page = folder.appendingPathComponent("class.html"), shot = folder.appendingPathComponent("class.png")
        try Data(try gradeClass("html").stdout.utf8).write(to: page)
        let result = try runTool(
            chromium,
            [
                "--headless", "--no-sandbox", "--disable-gpu", "--hide-scrollbars",
                "--user-data-dir=\(folder.path)/profile",
                "--window-size=1000,1400", "--screenshot=\(shot.path)", page.absoluteString,
            ], input: "")
        let image = try PNGImage(Array(try Data(contentsOf: shot)))
        #expect(image.width == 1000 && image.height == 1400, "\(result.output)")
        var green = 0, red = 0, white = 0
        for y in stride(from: 0, to: image.height, by: 2) {
            for x in stride(from: 0, to: image.width, by: 2) {
                let p = image.pixel(x: x, y: y)
                if p[0] == 0x2d && p[1] == 0xa4 && p[2] == 0x4e { green += 1 }
                if p[0] == 0xcf && p[1] == 0x22 && p[2] == 0x2e { red += 1 }
                if p[0] == 255 && p[1] == 255 && p[2] == 255 { white += 1 }
            }
        }
        #expect(green > 200 && red > 200, "green \(green), red \(red)")
        #expect(white > image.width * image.height / 8, "a page, mostly background")
    }

    /// The job summary: counts, a histogram, the hardest questions and the class folded away;
    /// what shows before the fold fits on one screen (under 40 lines) for 4 sheets or 400.
    @Test(arguments: ["en", "ko", "zh"])
    func markdownJobSummaryFitsOnAScreen(language: String) throws {
        let result = try gradeClass("markdown", language: language)
        #expect(result.status == 1, "\(result.stderr)")
        expectGolden(result.stdout, language == "en" ? "cli/grade-class.md" : "cli/grade-class.\(language).md")
        let folded = try #require(result.stdout.components(separatedBy: "<details>").first)
        #expect(folded.split(separator: "\n", omittingEmptySubsequences: false).count < 40)
        #expect(result.stdout.contains("| O'Brien &amp; &lt;Sons&gt; "))
        #expect(!result.stdout.contains("\u{202E}"))
    }
}

extension ClassReportTests {
    /// The class report speaks the class's language: every label of the page and of the job
    /// summary in Korean or Chinese for a class that answered in it (goldens), the page's `lang`
    /// attribute with it; without `--lang`, the language most sheets were answered in, a tie
    /// going to the first sheet's (minji's Korean here: one sheet each in ko, zh and en, the
    /// broken sheet not counted).
    @Test(arguments: ["ko", "zh"])
    func classReportInTheClassLanguage(language: String) throws {
        let html = try gradeClass("html", language: language)
        #expect(html.status == 1, "\(html.stderr)")
        // The golden is the page's own words: the explanations and each learner's details (the
        // grader's text, golden elsewhere) are cut, so a change to them does not churn this page.
        let page = html.stdout.replacingOccurrences(
            of: "<pre>[^<]*</pre>", with: "<pre>…</pre>", options: .regularExpression)
        expectGolden(page, "cli/grade-class.\(language).html")
        #expect(html.stdout.contains(language == "ko" ? "<html lang=\"ko\">" : "<html lang=\"zh-Hans\">"))
        for english in [
            "Scores", "Questions", "Each learner", "passing score", "not graded", "Learner", ">passed<", "Most common",
        ] {
            #expect(!html.stdout.contains(english), "\(language): '\(english)' left in English")
        }
        let text = try gradeClass("text", language: language)
        #expect(text.stdout.contains(language == "ko" ? "broken.yaml: 채점 못 함" : "broken.yaml：未评分"), "\(text.stdout)")
        let chosen = try gradeClass("markdown", language: nil)
        #expect(
            chosen.stdout.hasPrefix("## render-loop-basics — 더티 플래그와 세 가지 패스\n\n**4명 중 2명 합격**"), "\(chosen.stdout)")
    }
}

/// Runs a tool and returns its exit status and output (standard error with it).
func runTool(_ tool: String, _ arguments: [String], input: String) throws -> (status: Int32, output: String) {
    let process = Process()
    process.executableURL = URL(fileURLWithPath: tool.hasPrefix("/") ? tool : "/usr/bin/env")
    process.arguments = tool.hasPrefix("/") ? arguments : [tool] + arguments
    let stdin = Pipe(), stdout = Pipe()
    process.standardInput = stdin
    process.standardOutput = stdout
    process.standardError = stdout
    try process.run()
    ChildInput.write(input, to: stdin.fileHandleForWriting)
    try stdin.fileHandleForWriting.close()
    let data = stdout.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: data, as: UTF8.self))
}
