import Testing

@testable import Scenario

/// A finished run frees everything it made: the functions, closures and types a scenario
/// declares hold the scopes they were declared in, which hold them, and only the end of the run
/// can break those cycles. Before `CycleBreaker`, only the global scope was cleared, so every
/// lesson scenario with a local function, a nested type, a `static let shared` or a closure
/// property kept its syntax tree and objects alive (77 KB in 643 allocations over the shipped
/// lessons, found by `answer-fuzz` under LeakSanitizer).
@Suite struct RunTeardownTests {
    /// Weak references to the run's interpreter, its global scope and the objects the scenario's
    /// globals hold (with the scopes their functions captured), taken while the run is alive.
    final class Watched {
        weak var interpreter: Interpreter?
        weak var globals: Environment?
        var objects: [(name: String, object: () -> AnyObject?)] = []

        func watch(_ name: String, _ object: AnyObject?) {
            weak let weakObject = object
            objects.append((name, { weakObject }))
        }
    }

    /// Runs `source`, watches what the globals `names` hold, and drops the run.
    func watchRun(_ source: String, globals names: [String]) throws -> Watched {
        let watched = Watched()
        do {
            let run = ScenarioRun(source: source)
            #expect(run.outcome == .completed, "\(run.outcomeReport ?? "")")
            let interpreter = run.interpreter
            watched.interpreter = interpreter
            watched.globals = interpreter.globals
            for name in names {
                let box = try #require(interpreter.globals.box(interpreter.symbols.id(name)), "no global \(name)")
                switch box.value {
                case .function(let f):
                    watched.watch(name, f)
                    watched.watch(name + "'s scope", f.environment)
                case .type(.script(let t)):
                    watched.watch(name, t)
                    watched.watch(name + "'s scope", t.environment)
                case .instance(let i):
                    watched.watch(name, i)
                    watched.watch(name + "'s type", i.type)
                case .structValue(let s):
                    watched.watch(name + "'s type", s.type)
                    watched.watch(name + "'s type scope", s.type.environment)
                default:
                    Issue.record("global \(name) holds \(box.value.typeName)")
                }
            }
        }
        return watched
    }

    @Test func functionsTypesAndClosuresAreFreedWithTheirRun() throws {
        let watched = try watchRun(
            """
            func makeCounter() -> () -> Int {
                var n = 0
                func next() -> Int {
                    n += 1
                    return n
                }
                return next
            }
            let counter = makeCounter()
            print(counter())

            struct Layout {
                struct Cache { var widths: [Double] = [] }
                var cache = Cache()
                func count() -> Int { cache.widths.count }
            }
            let layout = Layout()

            class Store {
                static var shared: Store? = nil
                var items = [1, 2]
            }
            Store.shared = Store()
            print(Store.shared!.items.count)

            class Button {
                var action: (() -> Void)?
                func setUp() { action = { self.tap() } }
                func tap() { print("tap") }
            }
            let button = Button()
            button.setUp()
            button.action?()

            var kept: (() -> Void)? = nil
            func keep() {
                var handler: (() -> Void)? = nil
                handler = { print("handled") }
                kept = handler
            }
            keep()
            kept?()

            class Card: UIView {
                var onLayout: (() -> Void)?
                override func layoutSubviews() {
                    super.layoutSubviews()
                    onLayout?()
                }
            }
            let framed = Card(frame: CGRect(x: 0, y: 0, width: 20, height: 20))
            framed.onLayout = { print(framed.bounds.width) }
            window.addSubview(framed)
            runLoop.runOnce()
            """, globals: ["counter", "layout", "Store", "button", "kept", "framed", "Card"])
        #expect(watched.interpreter == nil, "the interpreter outlived its run")
        #expect(watched.globals == nil, "the global scope outlived its run")
        for (name, object) in watched.objects {
            #expect(object() == nil, "\(name) outlived its run")
        }
    }

    /// The cycle breaker holds its entries weakly and drops freed ones, so a loop that creates and
    /// drops closures and instances does not grow it (nor keep what it dropped alive). (A closure
    /// stored in a variable of the scope it captures is a cycle, freed when the run ends.)
    @Test func droppedClosuresAndInstancesDoNotAccumulate() throws {
        let run = ScenarioRun(
            source: """
                class Item { var n = 0 }
                func apply(_ f: (Int) -> Int, _ x: Int) -> Int { f(x) }
                var total = 0
                for i in 0..<5000 {
                    let item = Item()
                    item.n = apply({ x in x + i }, 1)
                    total += item.n
                }
                print(total)
                """)
        #expect(run.outcome == .completed)
        #expect(run.printedOutput == "12502500\n")
        #expect(run.interpreter.cycles.count < 600)
    }

    /// A run that ends inside a run-loop turn (an exception or a diagnostic in a layout pass)
    /// left view controllers waiting for `viewDidAppear` and the layers counted for a feedback
    /// loop in the simulation's context, which they hold: the whole world and its trace stayed
    /// alive (lesson 6's `loop` scenario; scenario-fuzz under LeakSanitizer).
    @Test(arguments: [
        "override func layoutSubviews() {\n        super.layoutSubviews()\n        superview?.frame.size.height = bounds.height + 20\n    }",
        "override func layoutSubviews() {\n        super.layoutSubviews()\n        print(unknownName)\n    }",
    ])
    func runsEndingInsideATurnFreeTheirWorld(override: String) throws {
        weak var trace: AnyObject?
        weak var simulation: AnyObject?
        do {
            let run = ScenarioRun(
                source: """
                    class Outer: UIView {
                        override func layoutSubviews() {
                            super.layoutSubviews()
                            subviews.first?.frame = bounds.insetBy(dx: 8, dy: 8)
                        }
                    }
                    class Inner: UIView {
                        \(override)
                    }
                    let vc = UIViewController()
                    let card = Outer(frame: CGRect(x: 0, y: 100, width: 390, height: 120))
                    let body = Inner(frame: CGRect(x: 0, y: 0, width: 100, height: 50))
                    vc.view.addSubview(card)
                    card.addSubview(body)
                    window.rootViewController = vc
                    runLoop.runOnce()
                    """)
            #expect(run.outcome != .completed)
            trace = run.simulation.trace
            simulation = run.simulation
        }
        #expect(simulation == nil)
        #expect(trace == nil, "the trace outlived its run")
    }

    /// Callbacks a scenario hands the simulator (a display link's target or closure, a control's
    /// action, an animation's completion) are kept by the simulated world: they must not keep
    /// that world alive once the run is dropped. A display link added with `target: self` and
    /// never invalidated held the bindings, and through them the simulation and its trace
    /// (scenario-fuzz under LeakSanitizer, from a mutated lesson 9 scenario). So did a scroll view
    /// still scrolling frame by frame when the run ended, held by the render system's list of
    /// scrolling views (scenario-fuzz under LeakSanitizer, from the scroll-indicators example).
    @Test(arguments: [
        """
        class Feed: UIView {
            var ticks = 0
            func start() {
                let link = CADisplayLink(target: self, selector: #selector(step(_:)))
                link.add(to: .main, forMode: .common)
            }
            @objc func step(_ link: CADisplayLink) { ticks += 1 }
        }
        let feed = Feed(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(feed)
        feed.start()
        runLoop.run(frames: 2)
        """,
        """
        var ticks = 0
        let link = CADisplayLink { _ in ticks += 1 }
        link.add(to: .main, forMode: .common)
        runLoop.run(frames: 2)
        """,
        """
        final class Panel: UIView {
            let button = UIButton(type: .system)
            var taps = 0
            override init(frame: CGRect) {
                super.init(frame: frame)
                addSubview(button)
                button.addTarget(self, action: #selector(tapped), for: .touchUpInside)
            }
            @objc func tapped() { taps += 1 }
        }
        let panel = Panel(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
        window.addSubview(panel)
        panel.button.sendActions(for: .touchUpInside)
        runLoop.runOnce()
        """,
        """
        let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
        window.addSubview(scroll)
        scroll.contentSize = CGSize(width: 390, height: 1000)
        scroll.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
        runLoop.runOnce()
        """,
        """
        let box = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(box)
        var done = false
        UIView.animate(withDuration: 1.0, animations: { box.alpha = 0 }, completion: { _ in done = true })
        runLoop.runOnce()
        """,
    ])
    func callbacksHeldByTheSimulationFreeTheirWorld(source: String) throws {
        weak var trace: AnyObject?
        weak var simulation: AnyObject?
        weak var interpreter: AnyObject?
        do {
            let run = ScenarioRun(source: source)
            #expect(run.outcome == .completed, "\(run.outcomeReport ?? "")")
            trace = run.simulation.trace
            simulation = run.simulation
            interpreter = run.interpreter
        }
        #expect(simulation == nil, "the simulation outlived its run")
        #expect(trace == nil, "the trace outlived its run")
        #expect(interpreter == nil, "the interpreter outlived its run")
    }
}
