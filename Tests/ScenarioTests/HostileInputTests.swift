import Foundation
import TestSupport
import Testing

@testable import Scenario

/// Every input ends in a result or a diagnostic, never a crash: deterministic mutations of the
/// fuzz seed corpus (byte flips, truncations, splices, repeated tokens) run through the whole
/// pipeline. The libFuzzer target (docs/fuzzing.md) does the same at scale.
@Suite struct HostileInputTests {
    /// The fuzzers' hand-written seeds and the example scenarios (not copied into the corpus
    /// folder: `Fuzz/make-corpora.py` reads both places too).
    static let corpora = ["../../Fuzz/corpus/scenario", "../../examples/scenarios"].map {
        URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent($0).standardized
    }

    static let tokens: [[UInt8]] = [
        "{", "}", "(", ")", "[", "]", "\"", "\\(", "?.", "!", "$0", "super.", "override func ",
        "class A: UIView {", "let x = ", "while true {", "..<", "/*", "`", "\n", ".", ":", ",",
    ].map { Array($0.utf8) }

    @Test func mutatedScenariosNeverCrash() throws {
        let seeds = try Self.corpora.flatMap { folder in
            try FileManager.default.contentsOfDirectory(atPath: folder.path).sorted()
                .map { try Array(Data(contentsOf: folder.appendingPathComponent($0))) }
        }
        #expect(!seeds.isEmpty)
        var random = SeededGenerator(seed: 0x5CE7_A210)  // a fixed seed keeps the test reproducible
        let limits = ScenarioLimits(
            maximumSteps: 5_000, maximumCallDepth: 30, maximumObjects: 100, maximumCollectionSize: 2_000)
        var outcomes = [0, 0, 0]
        for _ in 0..<400 {
            var bytes = seeds[random.below(seeds.count)]
            for _ in 0...random.below(4) {
                switch random.below(5) {
                case 0 where !bytes.isEmpty: bytes[random.below(bytes.count)] = UInt8(truncatingIfNeeded: random.next())
                case 1: bytes = Array(bytes.prefix(random.below(bytes.count + 1)))
                case 2:
                    bytes.insert(
                        contentsOf: Self.tokens[random.below(Self.tokens.count)], at: random.below(bytes.count + 1))
                case 3 where !bytes.isEmpty:
                    let start = random.below(bytes.count)
                    let piece = bytes[start..<min(bytes.count, start + random.below(40))]
                    bytes.insert(contentsOf: piece, at: random.below(bytes.count + 1))
                default: if !bytes.isEmpty { bytes.remove(at: random.below(bytes.count)) }
                }
            }
            let source = String(decoding: bytes, as: UTF8.self)
            let run = ScenarioRun(
                source: source,
                options: ScenarioOptions(fileName: "m.swift", lineOffset: 2, columnOffset: 4, limits: limits))
            switch run.outcome {
            case .completed: outcomes[0] += 1
            case .raised: outcomes[1] += 1
            case .failed(let d):
                outcomes[2] += 1
                #expect(!d.rendered().isEmpty)
                #expect(d.location.line >= 3 && d.location.column >= 5, "positions include the offsets: \(d.location)")
            }
            _ = run.trace.jsonLines()
            _ = try? run.evaluate(String(source.prefix(60)), at: SourceLocation(file: "q", line: 1, column: 1))
        }
        // Mutations mostly break the syntax, but some runs must get through to the simulator.
        #expect(outcomes[0] + outcomes[1] > 0)
        #expect(outcomes[2] > 0)
    }
}
