import Foundation
import Testing

/// Runs the `layoutlab` binary that `swift build` put beside the test bundle.
func runLayoutlab(_ arguments: [String], stdin: String? = nil, environment: [String: String] = [:], currentDirectory: URL? = nil) throws -> (status: Int32, stdout: String, stderr: String) {
    let process = Process()
    process.executableURL = try layoutlabBinary()
    process.arguments = arguments
    if let currentDirectory { process.currentDirectoryURL = currentDirectory }
    var env = ProcessInfo.processInfo.environment
    env["NO_COLOR"] = "1"
    for (key, value) in environment { env[key] = value }
    process.environment = env
    let out = Pipe(), err = Pipe(), input = Pipe()
    process.standardOutput = out
    process.standardError = err
    process.standardInput = input
    try process.run()
    if let stdin { input.fileHandleForWriting.write(Data(stdin.utf8)) }
    try input.fileHandleForWriting.close()
    let outData = out.fileHandleForReading.readDataToEndOfFile()
    let errData = err.fileHandleForReading.readDataToEndOfFile()
    process.waitUntilExit()
    return (process.terminationStatus, String(decoding: outData, as: UTF8.self), String(decoding: errData, as: UTF8.self))
}

/// An unknown subcommand is a usage error: exit 2 and the usage on stderr.
@Test func unknownSubcommandIsUsageError() throws {
    let result = try runLayoutlab(["frobnicate"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("unknown subcommand 'frobnicate'"))
}
