import Foundation
import Testing

/// Issue 15: Ctrl-C stops a long `layoutlab run` at once, with a located diagnostic (exit 2).
@Test func ctrlCStopsALongRunAtOnce() throws {
    let file = NSTemporaryDirectory() + "layoutlab-interrupt-\(getpid()).swift"
    // Stays under the memory budget for a long time: frames without trace growth are cheap.
    try "var n = 0\nwhile true {\n    n += 1\n}\n".write(toFile: file, atomically: true, encoding: .utf8)
    defer { try? FileManager.default.removeItem(atPath: file) }
    let process = Process()
    process.executableURL = try layoutlabBinary()
    process.arguments = ["run", file]
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    env["SWIFT_BACKTRACE"] = "enable=no"
    process.environment = env
    let out = Pipe(), err = Pipe()
    process.standardOutput = out
    process.standardError = err
    try process.run()
    Thread.sleep(forTimeInterval: 1.0)
    let sent = ContinuousClock.now
    kill(process.processIdentifier, SIGINT)
    process.waitUntilExit()
    let waited = ContinuousClock.now - sent
    let stderr = String(decoding: err.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
    #expect(process.terminationStatus == 2)
    #expect(stderr.contains("error: interrupted (Ctrl-C)"), "\(stderr)")
    #expect(stderr.contains(":3:"), "\(stderr)")  // the statement that was running
    #expect(waited < .seconds(2))
}
