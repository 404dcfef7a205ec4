import Foundation
import TestSupport
import Testing

#if canImport(Glibc)
    import Glibc
#endif

/// Progress survives the tutor being killed in the middle of a save.
@Suite struct ProgressCrashSafetyTests {
    /// Issue 15, "Progress is never lost": the tutor is SIGKILLed 200 times while it studies
    /// and saves after every answer (half the kills land while a temporary file is being
    /// written). After every kill progress.json is complete, valid JSON of the current version,
    /// never holds fewer answers than before (never goes backwards), and at most the one
    /// temporary file of the process just killed is left: the next start removes it.
    /// A complete file is the old one or the new one, never a torn one (temporary file, fsync,
    /// rename, fsync of the folder).
    @Test func sigkillDuringSavesNeverLosesProgress() throws {
        let folder = stateFolder()
        let file = folder.appendingPathComponent("progress.json")
        try Data(bulkProgressJSON(200).utf8).write(to: file)
        let binary = try layoutlabBinary()
        let lessons = try tutorFixture()
        // Wrong answers only, so the lesson is never finished and every prompt takes one of the
        // lines: `1` picks the lesson at the lesson list (and is a wrong count), `:skip` leaves
        // the reading, the others are wrong (or unreadable) answers; every wrong try is a save.
        let round = "1\n:skip\n9\nno\nb\nv2.visit\n"
        let script = Data(String(repeating: round, count: 200).utf8)
        var answers = 0, killedMidSave = 0
        for attempt in 0..<200 {
            let process = Process()
            process.executableURL = binary
            process.currentDirectoryURL = lessons
            process.environment = [
                "LAYOUTLAB_STATE_DIR": folder.path, "NO_COLOR": "1", "LAYOUTLAB_NOW": "2026-05-29T09:00:00Z",
            ]
            let input = Pipe()
            process.standardInput = input
            process.standardOutput = FileHandle.nullDevice
            process.standardError = FileHandle.nullDevice
            try process.run()
            ChildInput.write(script, to: input.fileHandleForWriting)
            let temporary = folder.appendingPathComponent(".progress.json.tmp-\(process.processIdentifier)").path
            func inode() -> UInt64 {
                var status = stat()
                return stat(file.path, &status) == 0 ? UInt64(status.st_ino) : 0
            }
            let deadline = Date().addingTimeInterval(3)
            // Let 1–4 saves complete (each rename gives progress.json a new inode)…
            var seen = inode(), saves = 0
            while process.isRunning && saves < 1 + attempt % 4 && Date() < deadline {
                usleep(200)
                let now = inode()
                if now != seen {
                    seen = now
                    saves += 1
                }
            }
            if attempt % 2 == 0 {
                // …then wait for the next save to be under way and kill it there…
                while process.isRunning && access(temporary, F_OK) != 0 && Date() < deadline {}
                if process.isRunning && access(temporary, F_OK) == 0 { killedMidSave += 1 }
            } else {
                // …or kill at some other moment.
                usleep(UInt32((attempt * 7_919) % 20_000))
            }
            kill(process.processIdentifier, SIGKILL)
            process.waitUntilExit()
            try? input.fileHandleForWriting.close()
            let data = try Data(contentsOf: file)
            let object = try #require(
                try JSONSerialization.jsonObject(with: data) as? [String: Any], "torn file after kill \(attempt)")
            #expect(object["version"] as? Int == 2)
            let questions = try #require(object["questions"] as? [String: [String: Any]])
            #expect(questions["bulk/q199"] != nil, "bulk progress lost after kill \(attempt)")
            let total = questions.values.map { $0["attempts"] as? Int ?? 0 }.reduce(0, +)
            #expect(total >= answers, "progress went backwards after kill \(attempt): \(total) < \(answers)")
            answers = total
            let leftovers = try FileManager.default.contentsOfDirectory(atPath: folder.path).filter {
                $0.contains(".tmp-")
            }
            #expect(leftovers.count <= 1, "temporary files accumulate: \(leftovers)")
        }
        #expect(killedMidSave > 30, "only \(killedMidSave) kills landed mid-save")
        #expect(answers >= 200 + 200, "the tutor hardly saved anything: \(answers) answers")
    }
}
