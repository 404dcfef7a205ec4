import Foundation
import TestSupport
import Testing

/// Issue 30: every `@unchecked Sendable` and every use of unsafe pointers, `Unmanaged` or
/// `nonisolated(unsafe)` in Sources says why it is safe, in a comment at most 25 lines above
/// it (or on its line) that says "safe" (or "alive", or names `@unchecked Sendable`).
@Test func everyUnsafeUseInSourcesSaysWhyItIsSafe() throws {
    let sources = Golden.repository(of: #filePath).appendingPathComponent("Sources")
    let unsafe = try Regex(
        #"@unchecked Sendable|Unmanaged|UnsafeMutable|withUnsafe|unsafeBitCast|unsafeDowncast|nonisolated\(unsafe\)|UnsafeBufferPointer|UnsafePointer|UnsafeRawPointer|unowned\(unsafe\)"#
    )
    let reason = try Regex(#"(?i)safe|alive|@unchecked Sendable`"#)
    var unexplained: [String] = []
    let files = FileManager.default.enumerator(at: sources, includingPropertiesForKeys: nil)
    while let file = files?.nextObject() as? URL {
        guard file.pathExtension == "swift" else { continue }
        let lines = try String(contentsOf: file, encoding: .utf8).components(separatedBy: "\n")
        for (index, line) in lines.enumerated() {
            let code = line.components(separatedBy: "//")[0]
            guard code.contains(unsafe) else { continue }
            let explained = lines[max(0, index - 25)...index].contains { above in
                guard let comment = above.range(of: "//") else { return false }
                return above[comment.upperBound...].contains(reason)
            }
            if !explained {
                unexplained.append("\(file.path.replacingOccurrences(of: sources.path, with: "Sources")):\(index + 1)")
            }
        }
    }
    #expect(unexplained.isEmpty, "say why these are safe:\n\(unexplained.sorted().joined(separator: "\n"))")
}
