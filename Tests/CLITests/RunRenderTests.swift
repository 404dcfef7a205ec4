import Foundation
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

    /// Compares with Golden/run/NAME, or rewrites it under LAYOUTLAB_UPDATE_GOLDEN=1.
    func check(_ actual: String, _ name: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) throws {
        if ProcessInfo.processInfo.environment["LAYOUTLAB_UPDATE_GOLDEN"] == "1" {
            let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Golden/run/" + name)
            try actual.write(to: file, atomically: true, encoding: .utf8)
            return
        }
        let url = try #require(Bundle.module.resourceURL).appendingPathComponent("Golden/run/" + name)
        #expect(actual == (try String(contentsOf: url, encoding: .utf8)), "differs from Golden/run/\(name)", sourceLocation: sourceLocation)
    }

    func temporaryFile(_ name: String) -> URL {
        FileManager.default.temporaryDirectory.appendingPathComponent("layoutlab-\(UUID().uuidString)-\(name)")
    }

    /// Fact 36 (TT10855): the timeline after the trace shows the hitch, its cause (the commit
    /// ended after its VSync) and the call that took the time.
    @Test func framesPrintsTheTimelineAfterTheTrace() throws {
        let result = try runLayoutlab(["run", "--frames", "-"], stdin: Self.slowLayout)
        #expect(result.status == 0)
        #expect(result.stderr.isEmpty)
        try check(result.stdout, "frames-slow-layout.txt")
        let timeline = try #require(result.stdout.range(of: "display 60 Hz, frame budget 16.67 ms"))
        let present = try #require(result.stdout.range(of: "display.present frame 1"))
        #expect(present.upperBound < timeline.lowerBound)
        #expect(result.stdout.contains("longest call: slow.layoutSubviews 30.00 ms"))
    }

    /// Fact 36: at 120 Hz the timeline states the 8.33 ms budget.
    @Test func framesAt120Hz() throws {
        let result = try runLayoutlab(["run", "--refresh-rate", "120", "--frames", "-"], stdin: Self.slowLayout)
        #expect(result.status == 0)
        #expect(result.stdout.contains("display 120 Hz, frame budget 8.33 ms"))
    }

    /// Fact 34 (seed 000): the card's background, rounded by `cornerRadius`, is in the PNG's
    /// pixels; the PNG is the window at scale 1 and byte-identical across runs.
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
        let image = try #require(StoredPNG(data))
        #expect(image.width == 390 && image.height == 844)
        #expect(image.pixel(x: 70, y: 90) == [255, 0, 0, 255])
        #expect(image.pixel(x: 21, y: 41) == [0, 0, 0, 255], "the rounded corner leaves the window's black")
        #expect(image.pixel(x: 30, y: 90) == [255, 0, 0, 255])
        #expect(image.pixel(x: 200, y: 400) == [0, 0, 0, 255])
    }

    @Test func pngErrorsExitWithStatus2() throws {
        let nothing = try runLayoutlab(["run", "-", "--png", "/nonexistent-folder/out.png"], stdin: "let a = 1\n")
        #expect(nothing.status == 2)
        try check(nothing.stderr, "png-no-frame.stderr.txt")
        let unwritable = try runLayoutlab(["run", "-", "--png", "/nonexistent-folder/out.png"], stdin: Self.slowLayout)
        #expect(unwritable.status == 2)
        #expect(unwritable.stderr.hasPrefix("layoutlab run: error: cannot write /nonexistent-folder/out.png"))
        let mixed = try runLayoutlab(["run", "--format", "json", "--frames", "-"], stdin: Self.slowLayout)
        #expect(mixed.status == 2)
        #expect(mixed.stdout.isEmpty)
        #expect(mixed.stderr.hasPrefix("layoutlab run: error: --frames prints a text table; use it without --format json\n"))
        let missing = try runLayoutlab(["run", "-", "--png"], stdin: Self.slowLayout)
        #expect(missing.status == 2)
        #expect(missing.stderr.hasPrefix("layoutlab run: error: --png needs a value (OUT.png)"))
    }
}

/// Reads the PNGs the simulator writes: 8-bit RGBA, one IDAT stream of stored deflate blocks
/// (docs/rendering.md, "Pixels"), each row with filter byte 0.
struct StoredPNG {
    let width: Int
    let height: Int
    let rows: [UInt8]

    init?(_ data: Data) {
        let bytes = [UInt8](data)
        guard bytes.count > 33, bytes[0..<8] == [137, 80, 78, 71, 13, 10, 26, 10] else { return nil }
        func u32(_ at: Int) -> Int { bytes[at..<at + 4].reduce(0) { $0 << 8 | Int($1) } }
        var at = 8
        var width = 0, height = 0
        var zlib: [UInt8] = []
        while at + 8 <= bytes.count {
            let length = u32(at)
            let type = String(decoding: bytes[at + 4..<at + 8], as: UTF8.self)
            guard at + 12 + length <= bytes.count else { return nil }
            let body = Array(bytes[at + 8..<at + 8 + length])
            if type == "IHDR" {
                width = body[0..<4].reduce(0) { $0 << 8 | Int($1) }
                height = body[4..<8].reduce(0) { $0 << 8 | Int($1) }
                guard body[8] == 8, body[9] == 6 else { return nil }
            } else if type == "IDAT" {
                zlib += body
            }
            at += 12 + length
        }
        // Skip the 2-byte zlib header; each stored block is BFINAL/BTYPE, LEN, NLEN, then LEN bytes.
        var raw: [UInt8] = []
        var i = 2
        while i + 5 <= zlib.count {
            let header = zlib[i]
            guard header & 0b110 == 0 else { return nil }
            let length = Int(zlib[i + 1]) | Int(zlib[i + 2]) << 8
            guard i + 5 + length <= zlib.count else { return nil }
            raw += zlib[i + 5..<i + 5 + length]
            i += 5 + length
            if header & 1 == 1 { break }
        }
        guard width > 0, raw.count == height * (width * 4 + 1) else { return nil }
        self.width = width
        self.height = height
        rows = raw
    }

    /// The RGBA bytes at a pixel (row filter 0: the bytes are the pixels).
    func pixel(x: Int, y: Int) -> [UInt8] {
        let start = y * (width * 4 + 1) + 1 + x * 4
        return Array(rows[start..<start + 4])
    }
}
