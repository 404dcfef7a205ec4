// swift-tools-version:6.0
// LayoutLab: a terminal tutor for iOS's update cycle, backed by a simulator of it.
// Modules follow the one-way data flow of docs/architecture.md:
// Cassowary → Simulator → Scenario → Lessons → Grading → Tutor → layoutlab.
import PackageDescription

let package = Package(
    name: "LayoutLab",
    products: [
        .executable(name: "layoutlab", targets: ["layoutlab"]),
        .executable(name: "layoutlab-bench", targets: ["layoutlab-bench"]),
    ],
    targets: [
        // Debian C libraries, wrapped as system-library targets (no outside Swift packages).
        .systemLibrary(name: "CReadline", path: "Sources/CReadline", providers: [.apt(["libreadline-dev"])]),
        .systemLibrary(name: "CYAML", path: "Sources/CYAML", providers: [.apt(["libyaml-dev"])]),
        .systemLibrary(name: "CWidth", path: "Sources/CWidth"),
        .systemLibrary(name: "CZlib", path: "Sources/CZlib", providers: [.apt(["zlib1g-dev"])]),

        // What every layer needs and no domain owns: terminal-safe text, edit distance, the one
        // source position, the CJK character classes and the JSON/XML/YAML escapers.
        .target(name: "TextBasics"),

        // Release builds drop the solver's dynamic exclusivity checks (every access to the
        // solver's stored tableau was one); debug builds and tests keep them.
        .target(
            name: "Cassowary",
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        // The same for the simulator: its trace store, view tree and SwiftUI graph are classes
        // whose every stored-property access was a dynamic check (a fifth of a SwiftUI pass).
        .target(
            name: "Simulator", dependencies: ["Cassowary", "CZlib", "TextBasics"],
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        // And for the scenario interpreter: its scopes, boxes and call stack are classes too, and
        // checking each access was a twentieth of a loop that makes views (`scenario views`).
        .target(
            name: "Scenario", dependencies: ["Simulator", "TextBasics"],
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]),
        .target(name: "Lessons", dependencies: ["TextBasics", "CYAML"]),
        .target(name: "Grading", dependencies: ["Lessons", "Scenario", "Simulator", "TextBasics"]),
        // The one command-line parser every subcommand shares (options anywhere, `--opt=value`,
        // "did you mean" through EditDistance, generated `--help`).
        .target(name: "Arguments", dependencies: ["TextBasics"]),
        .target(
            name: "Tutor",
            dependencies: [
                "Grading", "Lessons", "Scenario", "Simulator", "Arguments", "TextBasics", "CReadline", "CWidth",
            ]),
        .executableTarget(
            name: "layoutlab",
            dependencies: ["Arguments", "Tutor", "Grading", "Lessons", "Scenario", "Simulator", "TextBasics"]),
        // The solver workloads the benchmarks time and the solver tests check (kiwi's
        // enaml-like benchmark and a grid of views); no product ships them.
        .target(name: "BenchWorkloads", dependencies: ["Cassowary"]),
        .executableTarget(
            name: "layoutlab-bench",
            dependencies: [
                "Cassowary", "BenchWorkloads", "Simulator", "Scenario", "Lessons", "Grading", "Tutor", "TextBasics",
            ],
            swiftSettings: [.unsafeFlags(["-enforce-exclusivity=unchecked"], .when(configuration: .release))]
        ),

        // What every test target shares (no product depends on it): the one golden-file helper
        // (a recording run fails, a missing file names the command that records it) and a PNG
        // reader that inflates through zlib and checks every CRC.
        .target(name: "TestSupport", dependencies: ["CZlib"], path: "Tests/TestSupport"),
        .testTarget(name: "TestSupportTests", dependencies: ["TestSupport"]),
        .testTarget(name: "TextBasicsTests", dependencies: ["TextBasics", "TestSupport"]),
        .testTarget(name: "ArgumentsTests", dependencies: ["Arguments", "TestSupport"]),
        .testTarget(name: "CassowaryTests", dependencies: ["Cassowary", "BenchWorkloads", "TestSupport"]),
        .testTarget(
            name: "SimulatorTests", dependencies: ["Simulator", "TextBasics", "TestSupport"],
            resources: [.copy("Golden")]),
        .testTarget(
            name: "ScenarioTests", dependencies: ["Scenario", "Simulator", "TestSupport"], resources: [.copy("Golden")]),
        .testTarget(
            name: "LessonsTests", dependencies: ["Lessons", "CYAML", "TextBasics", "TestSupport"],
            resources: [.copy("Fixtures")]),
        .testTarget(
            name: "GradingTests", dependencies: ["Grading", "Lessons", "Scenario", "Simulator", "TestSupport"],
            resources: [.copy("Golden")]),
        .testTarget(
            name: "TutorTests",
            dependencies: ["Tutor", "Grading", "Lessons", "Scenario", "Simulator", "CWidth", "TestSupport"],
            resources: [.copy("Golden")]),
        // Runs the built `layoutlab` binary as a user would and compares its output with golden files.
        .testTarget(
            name: "CLITests", dependencies: ["layoutlab", "Lessons", "TestSupport"], resources: [.copy("Golden")]),
    ],
    swiftLanguageModes: [.v6]
)

// The libFuzzer target of the scenario language, only when asked for: it has no `main` of its
// own (libFuzzer provides it), so a plain `swift build` must not see it. See docs/fuzzing.md.
if Context.environment["LAYOUTLAB_FUZZ"] == "1" {
    package.targets.append(
        .executableTarget(name: "scenario-fuzz", dependencies: ["Scenario"], path: "Fuzz/ScenarioFuzz"))
    // The files LayoutLab reads, grading with the report writers, and the progress file.
    package.targets.append(
        .executableTarget(name: "document-fuzz", dependencies: ["Lessons"], path: "Fuzz/DocumentFuzz"))
    package.targets.append(
        .executableTarget(name: "answer-fuzz", dependencies: ["Grading", "Lessons"], path: "Fuzz/AnswerFuzz"))
    package.targets.append(
        .executableTarget(name: "progress-fuzz", dependencies: ["Tutor", "Lessons"], path: "Fuzz/ProgressFuzz"))
}
