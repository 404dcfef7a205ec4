import Foundation
import Testing

@testable import Tutor

/// Files in the state folder that a library opens by path (readline's history) and the lock:
/// a symlink or FIFO planted there is refused, never followed or waited on.
@Suite struct StateFileTests {
    @Test func plantedSymlinkAndFifoAreRefusedAndTheTargetIsUntouched() throws {
        let folder = temporaryFolder()
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let target = folder.appendingPathComponent("victim.txt")
        let original = (1...3000).map { "line \($0)" }.joined(separator: "\n") + "\n"
        try Data(original.utf8).write(to: target)
        let history = folder.appendingPathComponent("history")
        try FileManager.default.createSymbolicLink(at: history, withDestinationURL: target)
        #expect(StateFile.refusal(history) == "a symlink, not a regular file")
        #expect(try String(contentsOf: target, encoding: .utf8) == original)

        let fifo = folder.appendingPathComponent("fifo-history")
        #expect(mkfifo(fifo.path, 0o600) == 0)
        // O_NONBLOCK: the check itself returns at once instead of waiting for a writer.
        #expect(StateFile.refusal(fifo) == "a FIFO (named pipe), not a regular file")

        let fresh = folder.appendingPathComponent("new-history")
        #expect(StateFile.refusal(fresh) == nil)
        let mode = try FileManager.default.attributesOfItem(atPath: fresh.path)[.posixPermissions] as? Int
        #expect(mode == 0o600)
    }

    @Test func lockThatIsAFifoOrSymlinkIsUnusable() throws {
        let folder = temporaryFolder().appendingPathComponent("state")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        #expect(mkfifo(folder.appendingPathComponent(StateLock.fileName).path, 0o600) == 0)
        guard case .failure(.unusable(_, let reason)) = StateLock.acquire(folder: folder) else {
            Issue.record("a FIFO was taken as the lock")
            return
        }
        #expect(reason == "not a regular file")
    }
}
