import Foundation
import Simulator
import Testing

@testable import Scenario

/// Identity and lifetime, and when `body` runs (docs/swiftui.md, "Identity and lifetime"):
/// structural identity (WWDC 2021 "Demystify SwiftUI": the branches of an `if`/`else` are
/// different views; a value that changes inside one modifier is the same view), explicit
/// identity (`View.id(_:)`: "When the proxy value specified by the id parameter changes, the
/// identity of the view — for example, its state — is reset"), `ForEach` ids, `@State`
/// ("SwiftUI manages the property's storage … for the lifetime of the view"), `@Binding`,
/// `@Observable` ("SwiftUI updates a view only when an observable property changes and the
/// view's body reads the property directly": "Managing model data in your app"), and which
/// bodies a change re-evaluates (WWDC 2023 "Demystify SwiftUI performance": a view's body runs
/// when its value — its stored properties — or a dependency such as its state changed).
@Suite struct SwiftUIStateTests {
    let support = SwiftUILayoutTests()

    func run(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ScenarioRun {
        support.run(source, sourceLocation: sourceLocation)
    }

    func q(_ run: ScenarioRun, _ expression: String) throws -> ScenarioValue {
        try run.evaluate(expression, at: SourceLocation(file: "lesson.yaml", line: 1, column: 1))
    }

    func failure(_ source: String) -> String? {
        if case .failed(let diagnostic) = ScenarioRun(source: source).outcome { return diagnostic.message }
        return nil
    }

    /// The body evaluations between two marks, as `Name.body (reason)`.
    func bodies(_ run: ScenarioRun, between start: String, _ end: String) -> [String] {
        run.trace.between(start, end).events.filter { $0.method == "body" }.map {
            "\($0.receiver).body (\($0.reason ?? ""))"
        }
    }

    /// The body evaluations after `mark`, as `Name.body (reason)`.
    func bodies(_ run: ScenarioRun, after mark: String) -> [String] {
        run.trace.after(mark).events.filter { $0.method == "body" }.map { "\($0.receiver).body (\($0.reason ?? ""))" }
    }

    static let counter = """
        struct Counter: View {
            let title: String
            @State private var count = 0
            var body: some View {
                VStack {
                    Text("\\(title) \\(count)")
                    Button("Add \\(title)") { count += 1 }
                }
                .onAppear { print("appear", title) }
                .onDisappear { print("disappear", title, count) }
            }
        }
        """

    /// Fact 100: `@State` keeps its value between updates while the identity lives; a write
    /// re-evaluates the owning view's body (reason `state`, caused by the traced write), and
    /// the first value given to the property is used only when the view appears.
    @Test func fact100StateSurvivesUpdatesAndAWriteRunsTheOwnersBody() throws {
        let run = run(
            Self.counter + """

                let host = UIHostingController(rootView: Counter(title: "a"))
                window.rootViewController = host
                runLoop.runUntilIdle()
                trace.mark("tap")
                host.tap("Add a")
                host.tap("Add a")
                runLoop.runUntilIdle()
                trace.mark("root")
                host.rootView = Counter(title: "a")
                runLoop.runUntilIdle()
                """)
        #expect(try support.frame(run, "a 2") != nil)
        #expect(bodies(run, between: "tap", "root") == ["Counter.body (state)"])
        let write = try #require(run.trace.after("tap").events("Counter.count.set").last)
        #expect(write.reason == "state" && write.text == "2")
        let body = try #require(run.trace.after("tap").events("Counter.body").first)
        #expect(body.cause == .event(run.trace.after("tap").events("Counter.count.set").first!.seq))
        // A new root value re-evaluates the root's body; the state is kept.
        #expect(bodies(run, after: "root") == ["Counter.body (rootView)"])
        #expect(try support.frame(run, "a 2") != nil)
        #expect(run.printedOutput == "appear a\n")
    }

    /// Fact 97 (WWDC 2021 "Demystify SwiftUI"): the branches of an `if`/`else` are two views —
    /// switching ends one (its state is gone, onDisappear runs) and starts the other (onAppear,
    /// a fresh state) — while a value that changes inside one modifier keeps the view and its state.
    @Test func fact97StructuralIdentityBranchesAreDifferentViews() throws {
        let run = run(
            Self.counter + """

                struct Screen: View {
                    var compact: Bool
                    var body: some View {
                        VStack {
                            if compact { Counter(title: "c") } else { Counter(title: "r") }
                            Counter(title: "p").padding(compact ? 4 : 16)
                        }
                    }
                }
                let host = UIHostingController(rootView: Screen(compact: false))
                window.rootViewController = host
                runLoop.runUntilIdle()
                host.tap("Add r")
                host.tap("Add p")
                runLoop.runUntilIdle()
                trace.mark("switch")
                host.rootView = Screen(compact: true)
                runLoop.runUntilIdle()
                """)
        #expect(run.printedOutput == "appear r\nappear p\ndisappear r 1\nappear c\n")
        #expect(try support.frame(run, "c 0") != nil)
        #expect(try support.frame(run, "p 1") != nil)
        // The actions are on the VStack of Counter's body: `VStack.onDisappear`, `VStack.onAppear`.
        #expect(run.trace.after("switch").events("VStack.onDisappear").map(\.reason) == ["disappear"])
        #expect(run.trace.after("switch").events("VStack.onAppear").map(\.reason) == ["appear"])
        // The padded counter's inputs ("p") did not change: its body does not run.
        #expect(bodies(run, after: "switch") == ["Screen.body (rootView)", "Counter.body (appear)"])
    }

    /// Fact 98 (Docs View.id(_:)): a new id is a new view: the state resets, onDisappear and
    /// onAppear run; the same id keeps it.
    @Test func fact98ExplicitIdentityResetsState() throws {
        let run = run(
            Self.counter + """

                struct Screen: View {
                    var version: Int
                    var body: some View { Counter(title: "v").id(version) }
                }
                let host = UIHostingController(rootView: Screen(version: 1))
                window.rootViewController = host
                runLoop.runUntilIdle()
                host.tap("Add v")
                runLoop.runUntilIdle()
                host.rootView = Screen(version: 1)
                runLoop.runUntilIdle()
                print("same id:", host.frame(of: "v 1") != nil)
                trace.mark("new id")
                host.rootView = Screen(version: 2)
                runLoop.runUntilIdle()
                print("new id:", host.frame(of: "v 0") != nil)
                """)
        #expect(run.printedOutput == "appear v\nsame id: true\ndisappear v 1\nappear v\nnew id: true\n")
        #expect(bodies(run, after: "new id") == ["Screen.body (rootView)", "Counter.body (appear)"])
    }

    /// Fact 99 (Docs ForEach: "SwiftUI uses the id … to maintain the identity of the views";
    /// WWDC 2021): each element's state follows its id when elements are inserted, removed or
    /// reordered; a removed element's onDisappear runs, an inserted one's onAppear.
    @Test func fact99ForEachIdentityFollowsTheIds() throws {
        let run = run(
            Self.counter + """

                struct List2: View {
                    var names: [String]
                    var body: some View {
                        VStack { ForEach(names, id: \\.self) { name in Counter(title: name) } }
                    }
                }
                let host = UIHostingController(rootView: List2(names: ["a", "b", "c"]))
                window.rootViewController = host
                runLoop.runUntilIdle()
                host.tap("Add b")
                runLoop.runUntilIdle()
                trace.mark("change")
                host.rootView = List2(names: ["c", "b", "x"])
                runLoop.runUntilIdle()
                """)
        #expect(run.printedOutput == "appear a\nappear b\nappear c\ndisappear a 0\nappear x\n")
        #expect(try support.frame(run, "b 1") != nil)
        // Reordered but unchanged: "b" and "c" are not evaluated again; "x" is new.
        #expect(bodies(run, after: "change") == ["List2.body (rootView)", "Counter.body (appear)"])
    }

    /// Fact 101 (WWDC 2023 "Demystify SwiftUI performance"): a state change re-evaluates the
    /// body of the view that owns it and of the views whose inputs changed, not every view; a
    /// `@Binding` child is evaluated again because the value it holds changed.
    @Test func fact101OnlyChangedViewsAreEvaluated() throws {
        let run = run(
            """
            struct Label2: View {
                let text: String
                var body: some View { Text(text) }
            }
            struct Stepper2: View {
                @Binding var value: Int
                var body: some View { Button("More \\(value)") { value += 1 } }
            }
            struct Screen: View {
                @State private var step = 1
                var body: some View {
                    VStack {
                        Label2(text: "fixed")
                        Label2(text: "step \\(step)")
                        Stepper2(value: $step)
                    }
                }
            }
            let host = UIHostingController(rootView: Screen())
            window.rootViewController = host
            runLoop.runUntilIdle()
            trace.mark("tap")
            host.tap("More 1")
            runLoop.runUntilIdle()
            """)
        #expect(bodies(run, after: "tap") == ["Screen.body (state)", "Label2.body (inputs)", "Stepper2.body (inputs)"])
        #expect(try support.frame(run, "step 2") != nil)
        #expect(run.trace.after("tap").events("Screen.step.set").map(\.text) == ["2"])
    }

    /// Fact 102 (Apple, "Managing model data in your app"; WWDC 2023 "Discover Observation in
    /// SwiftUI"): a change to an `@Observable` property re-evaluates only the bodies that read it.
    @Test func fact102ObservableUpdatesOnlyTheViewsThatReadTheProperty() throws {
        // examples/scenarios/swiftui-observable.swift: Header reads the title, Badge the count.
        let run = run(
            try SwiftUIExtensionTests.example("swiftui-observable.swift") + """

                trace.mark("title")
                library.title = "Films"
                runLoop.runUntilIdle()
                """)
        #expect(bodies(run, between: "count", "more") == ["Badge.body (observed)"])
        #expect(try support.frame(run, "3 items") != nil)
        #expect(bodies(run, after: "title") == ["Header.body (observed)"])
        #expect(run.trace.after("count").events("library.count.set").map(\.reason) == ["observed"])
    }

    /// Fact 103 (Docs onChange(of:initial:_:)): the action runs after an update in which the
    /// value changed, with the old and new values; `initial: true` also runs it when the view appears.
    @Test func fact103OnChangeRunsWithOldAndNewValues() throws {
        let run = run(
            """
            struct Screen: View {
                var value: Int
                var body: some View {
                    Text("v")
                        .onChange(of: value) { old, new in print("changed", old, new) }
                        .onChange(of: value, initial: true) { print("initial or changed") }
                }
            }
            let host = UIHostingController(rootView: Screen(value: 1))
            window.rootViewController = host
            runLoop.runUntilIdle()
            host.rootView = Screen(value: 1)
            runLoop.runUntilIdle()
            host.rootView = Screen(value: 2)
            runLoop.runUntilIdle()
            """)
        // The outer modifier's action first (tree order, the model's; docs/swiftui.md).
        #expect(run.printedOutput == "initial or changed\ninitial or changed\nchanged 1 2\n")
    }

    /// Fact 103's order (the model's; docs/swiftui.md): one update runs every onDisappear, then
    /// every onAppear, then every onChange, each group in tree order — an outer view's onChange
    /// runs after an inner view's onAppear although the update meets it first.
    @Test func fact103LifecycleActionsRunInThreeGroups() throws {
        let run = run(
            """
            struct Player: View {
                var body: some View {
                    Text("player")
                        .onAppear { print("Player appear") }
                        .onDisappear { print("Player disappear") }
                }
            }
            struct Screen: View {
                var version: Int
                var body: some View {
                    VStack { Player().id(version) }
                        .onChange(of: version) { print("VStack change") }
                }
            }
            let host = UIHostingController(rootView: Screen(version: 1))
            window.rootViewController = host
            runLoop.runUntilIdle()
            trace.mark("new id")
            host.rootView = Screen(version: 2)
            runLoop.runUntilIdle()
            """)
        #expect(
            run.printedOutput == "Player appear\nPlayer disappear\nPlayer appear\nVStack change\n")
        #expect(
            run.trace.after("new id").calls("onDisappear", "onAppear", "onChange") == [
                #"Text("player").onDisappear"#, #"Text("player").onAppear"#, "VStack.onChange",
            ])
    }

    /// An onAppear that changes state updates again in the same pass (before the frame is
    /// drawn), as SwiftUI runs onAppear before the first rendered frame (Docs onAppear(perform:)).
    @Test func onAppearStateChangeUpdatesInTheSamePass() throws {
        let run = run(
            """
            struct Loader: View {
                @State private var loaded = false
                var body: some View {
                    Text(loaded ? "ready" : "loading").onAppear { loaded = true }
                }
            }
            let host = UIHostingController(rootView: Loader())
            window.rootViewController = host
            runLoop.runUntilIdle()
            """)
        #expect(try support.frame(run, "ready") != nil)
        let evaluations = run.trace.events("Loader.body")
        #expect(evaluations.map(\.reason) == ["appear", "state"])
        #expect(Set(evaluations.compactMap { run.trace.enclosingCommit(of: $0)?.seq }).count == 1)
    }

    /// AnyLayout keeps its children's identity when its layout changes (Docs AnyLayout: "the
    /// views … retain their identity … when you change the layout type"), so a child's state
    /// survives the switch; an `if`/`else` choosing between an HStack and a VStack does not.
    @Test func anyLayoutKeepsStateWhereIfElseResetsIt() throws {
        let run = run(
            Self.counter + """

                struct Flip: View {
                    var wide: Bool
                    var body: some View {
                        let layout = wide ? AnyLayout(HStackLayout()) : AnyLayout(VStackLayout())
                        layout { Counter(title: "kept") }
                        if wide { HStack { Counter(title: "lost") } } else { VStack { Counter(title: "lost") } }
                    }
                }
                let host = UIHostingController(rootView: Flip(wide: true))
                window.rootViewController = host
                runLoop.runUntilIdle()
                host.tap("Add kept")
                host.tap("Add lost")
                runLoop.runUntilIdle()
                host.rootView = Flip(wide: false)
                runLoop.runUntilIdle()
                """)
        #expect(try support.frame(run, "kept 1") != nil)
        #expect(try support.frame(run, "lost 0") != nil)
        #expect(run.printedOutput == "appear kept\nappear lost\ndisappear lost 1\nappear lost\n")
    }

    /// The graph renumbers its identity paths when dead ones dominate (each update's new
    /// `ForEach` ids add paths); the states move with them: a counter beside a list whose ids
    /// change on every update keeps its count, and its body is not evaluated again.
    @Test func stateSurvivesTheRenumberingOfIdentityPaths() throws {
        let run = run(
            Self.counter + """

                struct Screen: View {
                    var round: Int
                    var body: some View {
                        VStack {
                            Counter(title: "kept")
                            ForEach(round * 30..<round * 30 + 30, id: \\.self) { i in Text("r\\(i)") }
                        }
                    }
                }
                let host = UIHostingController(rootView: Screen(round: 0))
                window.rootViewController = host
                runLoop.runUntilIdle()
                host.tap("Add kept")
                runLoop.runUntilIdle()
                trace.mark("rounds")
                for round in 1...200 {
                    host.rootView = Screen(round: round)
                    runLoop.runOnce()
                }
                """)
        #expect(try support.frame(run, "kept 1") != nil)
        #expect(try support.frame(run, "r6029") != nil)
        #expect(run.trace.after("rounds").count("Counter.body") == 0)
        #expect(run.trace.after("rounds").count("VStack.onAppear") == 0)
    }

    @Test func wrapperErrorsNameTheFix() {
        #expect(failure("@State var x = 1")?.contains("'@State' outside a type") == true)
        #expect(
            failure("struct A: View { @State let x = 1\n var body: some View { Text(\"a\") } }")?
                .contains("property wrapper can only be applied to a 'var'") == true)
        #expect(
            failure("@Observable struct M { var x = 1 }")?.contains("'@Observable' cannot be applied to struct") == true
        )
        let binding = failure(
            """
            struct S: View { @Binding var v: Int\n var body: some View { Text("a") } }
            let host = UIHostingController(rootView: S(v: 3))
            window.rootViewController = host
            runLoop.runUntilIdle()
            """)
        #expect(binding?.contains("Binding<Int>") == true)
    }

    /// The examples run as written: examples/scenarios/swiftui-state-identity.swift (facts 97,
    /// 98, 100, 101), swiftui-observable.swift (fact 102), swiftui-hosting-sizing.swift (fact 104).
    @Test func examplesRunAsWritten() throws {
        func printed(_ name: String) throws -> String {
            let run = ScenarioRun(source: try SwiftUIExtensionTests.example(name))
            guard case .completed = run.outcome else {
                Issue.record("\(name): \(run.outcome)")
                return ""
            }
            return run.printedOutput
        }
        #expect(
            try printed("swiftui-state-identity.swift")
                == "appear Regular\nappear Padded\nappear Versioned\ndisappear Regular 1\nappear Compact\n"
                + "after toggle: [\"Screen.body\", \"Counter.body\"]\ntrue true\ndisappear Versioned 1\nappear Versioned\n"
                + "after reset: [\"Screen.body\", \"Counter.body\"]\ntrue\n")
        #expect(
            try printed("swiftui-observable.swift") == "[\"Badge.body\"]\n[\"Shelf.body\", \"Stepper2.body\"]\ntrue\n")
        #expect(
            try printed("swiftui-hosting-sizing.swift")
                == "(20.0, 100.0, 77.0, 53.0)\n(20.0, 100.0, 221.0, 53.0)\n(95.0, 95.0)\n")
    }
}
