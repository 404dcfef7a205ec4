import Foundation
import Lessons
import Testing

@testable import Scenario

/// Every shipped lesson scenario (every variant) and example scenario frees what its run made
/// once the run is dropped: its interpreter, simulation, scopes, types and instances. `answer-fuzz` under
/// LeakSanitizer found scenarios whose syntax trees outlived their runs; this finds the same in
/// the normal suite, and names the scenario and the kind of object that survived.
@Test func shippedScenarioRunsFreeEverythingTheyMade() throws {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let library = LessonLibrary.load(paths: [repository.appendingPathComponent("lessons").path])
    var sources: [(name: String, code: String)] = []
    for lesson in library.lessons {
        for base in lesson.scenarios {
            for number in 1...base.variantCount {
                sources.append(("\(lesson.id)/\(base.id)#\(number)", base.variant(number).code))
            }
        }
    }
    let examples = repository.appendingPathComponent("examples/scenarios")
    for file in try FileManager.default.contentsOfDirectory(atPath: examples.path).sorted()
    where file.hasSuffix(".swift") {
        sources.append((file, try String(contentsOf: examples.appendingPathComponent(file), encoding: .utf8)))
    }
    #expect(sources.count > 100)
    var survivors: [String] = []
    for (name, code) in sources {
        var watched: [(String, () -> AnyObject?)] = []
        func watch(_ kind: String, _ object: AnyObject) {
            weak let weakObject = object
            watched.append((kind, { weakObject }))
        }
        do {
            let run = ScenarioRun(source: code)
            watch("interpreter", run.interpreter)
            watch("simulation", run.simulation)
            watch("trace", run.simulation.trace)
            watch("global scope", run.interpreter.globals)
            for object in run.interpreter.cycles.liveObjects { watch(String(describing: type(of: object)), object) }
        }
        let alive = watched.filter { $0.1() != nil }.map(\.0)
        if !alive.isEmpty {
            survivors.append(
                "\(name): "
                    + Dictionary(grouping: alive, by: { $0 }).map { "\($0.value.count) \($0.key)" }.sorted()
                    .joined(separator: ", "))
        }
    }
    #expect(survivors.isEmpty, "\(survivors.joined(separator: "\n"))")
}
