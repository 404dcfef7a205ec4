import Foundation
import Testing

/// An unknown subcommand is a usage error: exit 2 and the usage on stderr.
@Test func unknownSubcommandIsUsageError() throws {
    let result = try runLayoutlab(["frobnicate"])
    #expect(result.status == 2)
    #expect(result.stderr.contains("unknown subcommand 'frobnicate'"))
}
