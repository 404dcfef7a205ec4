import Foundation
import TestSupport
import Testing

/// `layoutlab run --frames` and `--png`: the frame timeline after the trace, and the last
/// composited frame as a PNG whose pixels are read back here.
@Suite struct RunRenderTests {
    /// Fact 36's lesson scene: 30 ms of work in `layoutSubviews` at 60 Hz, on a red rounded card.
    static let slowLayout = """
        class Slow: UIView {
            override func layoutSubviews() {
                super.layoutSubviews()
                work(ms: 30)
            }
        }
        let slow = Slow(frame: CGRect(x: 20, y: 40, width: 100, height: 100))
        slow.backgroundColor = .red
        slow.layer.cornerRadius = 12
        window.addSubview(slow)
        runLoop.runUntilIdle()

        """

    func temporaryFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-\(UUID().uuidString)-\(name)")
    }

    /// Fact 36 (TT10855): the timeline after the trace shows the hitch, its cause (the commit
    /// ended after its VSync) and the call that took the time.
    @Test func framesPrintsTheTimelineAfterTheTrace() throws {
        let result = try runLayoutlab(["run", "--frames", "-"], stdin: Self.slowLayout)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        expectGolden(result.stdout, "run/frames-slow-layout.txt")
        let timeline = try #require(result.stdout.range(of: "display 60 Hz, frame budget 16.67 ms"))
        let present = try #require(result.stdout.range(of: "display.present frame 1"))
        #expect(present.upperBound < timeline.lowerBound)
        #expect(result.stdout.contains("longest call: slow.layoutSubviews 30.00 ms"))
    }

    /// Issue 25: every `← #N` and `commit #N` of `run --frames` points at a line printed above it.
    /// With the listing cut (`--trace-limit 5`) a cause left out is named by its call, and a frame
    /// whose commit is not listed counts its commits; with no listing (`--trace-limit 0`), no
    /// event number is left in the table at all.
    @Test func framesNeverPointAtEventNumbersNotShown() throws {
        for limit in ["all", "5", "0"] {
            let result = try runLayoutlab(["run", "--frames", "--trace-limit", limit, "-"], stdin: Self.slowLayout)
            #expect(result.status == 0, "\(result.stderr)")
            let lines = result.stdout.split(separator: "\n").map(String.init)
            let shown = Set(lines.compactMap { Int($0.prefix(5).trimmingCharacters(in: .whitespaces)) })
            let pointers = lines.flatMap { line -> [Int] in
                // A cause left out is named by its call; the table's first column numbers the
                // frames themselves.
                let pieces = line.components(separatedBy: "#").dropFirst(line.hasPrefix("#") ? 2 : 1)
                return pieces.compactMap { piece -> Int? in
                    let digits = piece.prefix { $0.isNumber }
                    return piece.dropFirst(digits.count).hasPrefix(", left out)") ? nil : Int(digits)
                }
            }
            let dangling = pointers.filter { !shown.contains($0) }
            #expect(dangling.isEmpty, "--trace-limit \(limit): #\(dangling) not shown:\n\(result.stdout)")
        }
        let cut = try runLayoutlab(["run", "--frames", "--trace-limit", "5", "-"], stdin: Self.slowLayout)
        #expect(
            cut.stdout.contains("CATransaction.encodeAndSend 2 layers  (commit) ← CATransaction.commit (#11, left out)")
        )
        #expect(cut.stdout.contains("(commit) ← #16"), "a cause that is shown keeps its number")
        #expect(cut.stdout.contains("[commit #16, double]"))
        let none = try runLayoutlab(["run", "--frames", "--trace-limit", "0", "-"], stdin: Self.slowLayout)
        #expect(none.stdout.contains("[1 commit, double]"), "\(none.stdout)")
        #expect(!none.stdout.contains("commit #"))
    }

    /// Fact 36: at 120 Hz the timeline states the 8.33 ms budget.
    @Test func framesAt120Hz() throws {
        let result = try runLayoutlab(["run", "--refresh-rate", "120", "--frames", "-"], stdin: Self.slowLayout)
        #expect(result.status == 0)
        #expect(result.stdout.contains("display 120 Hz, frame budget 8.33 ms"))
    }

    /// Fact 34 (seed 000): the card's background, rounded by `cornerRadius`, is in the PNG's
    /// pixels; the PNG is the window at scale 1, deflated by zlib (a few KB, where the stored
    /// image data was 1,317,652 bytes), and byte-identical across runs.
    @Test func pngHoldsTheCompositedFrame() throws {
        let first = temporaryFile("a.png"), second = temporaryFile("b.png")
        defer {
            try? FileManager.default.removeItem(at: first)
            try? FileManager.default.removeItem(at: second)
        }
        let result = try runLayoutlab(["run", "-", "--png", first.path], stdin: Self.slowLayout)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        _ = try runLayoutlab(["run", "--png", second.path, "-"], stdin: Self.slowLayout)
        let data = try Data(contentsOf: first)
        #expect(data == (try Data(contentsOf: second)))
        let image = try PNGImage(Array(data))
        #expect(image.width == 390 && image.height == 844)
        #expect(data.count < 16_384, "a flat frame deflates to a few KB, not the 1.3 MB of raw RGBA")
        #expect(image.pixel(x: 70, y: 90) == [255, 0, 0, 255])
        #expect(image.pixel(x: 21, y: 41) == [0, 0, 0, 255], "the rounded corner leaves the window's black")
        #expect(image.pixel(x: 30, y: 90) == [255, 0, 0, 255])
        #expect(image.pixel(x: 200, y: 400) == [0, 0, 0, 255])
    }

    @Test func pngErrorsExitWithStatus2() throws {
        let nothing = try runLayoutlab(["run", "-", "--png", "/nonexistent-folder/out.png"], stdin: "let a = 1\n")
        #expect(nothing.status == 2)
        expectGolden(nothing.stderr, "run/png-no-frame.stderr.txt")
        let unwritable = try runLayoutlab(["run", "-", "--png", "/nonexistent-folder/out.png"], stdin: Self.slowLayout)
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.hasPrefix("layoutlab run: error: cannot write /nonexistent-folder/out.png"))
        // Two outputs for standard output: one must go to a file.
        let mixed = try runLayoutlab(["run", "--format", "chrome-trace", "--svg", "-"], stdin: Self.slowLayout)
        #expect(mixed.status == 2)
        #expect(mixed.stdout.isEmpty)
        #expect(
            mixed.stderr.hasPrefix(
                "layoutlab run: error: --format chrome-trace and --svg both write to standard output; choose one\n"))
        let missing = try runLayoutlab(["run", "-", "--png"], stdin: Self.slowLayout)
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("layoutlab run: error: --png needs a value (OUT.png)"))
    }
}
