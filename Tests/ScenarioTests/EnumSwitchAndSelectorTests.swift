import Foundation
import Testing

@testable import Scenario

/// Swift the lessons' UIKit code uses: implicit numeric members, `switch` over enums, `defer`,
/// `#selector`.
@Suite struct EnumSwitchAndSelectorTests: ScenarioChecks {
    @Test func implicitNumericMembersInArithmetic() throws {
        let run = run(
            """
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
            v.transform = CGAffineTransform(rotationAngle: .pi / 2)
            let half: CGFloat = .pi
            let quarter = .pi / 4
            let negative = -.pi
            let twice = 2 * .pi
            let big = CGFloat.greatestFiniteMagnitude > 1e300
            """)
        #expect(try q(run, "v.frame.width.rounded()") == .double(20))
        #expect(try q(run, "half") == .double(Double.pi))
        #expect(try q(run, "quarter") == .double(Double.pi / 4))
        #expect(try q(run, "negative") == .double(-Double.pi))
        #expect(try q(run, "twice") == .double(2 * Double.pi))
    }

    @Test func switchOverEnumsAndValues() throws {
        let run = run(
            """
            enum Mode: CaseIterable { case compact, regular
                case large }
            func width(_ mode: Mode) -> Int {
                switch mode {
                case .compact: return 100
                case .regular, .large:
                    return 300
                }
            }
            func bucket(_ n: Int) -> String {
                switch n {
                case 0: return "zero"
                case 1...9: return "small"
                default: return "big"
                }
            }
            var log: [String] = []
            for axis in ["h", "v"] {
                switch axis {
                case "h": log.append("h")
                default: break
                }
            }
            let all = Mode.allCases.count
            let widths = [width(.compact), width(Mode.large)]
            let buckets = [bucket(0), bucket(5), bucket(50)]
            """)
        #expect(try q(run, "widths") == .array([.int(100), .int(300)]))
        #expect(try q(run, "buckets") == .array([.string("zero"), .string("small"), .string("big")]))
        #expect(try q(run, "log") == .array([.string("h")]))
        #expect(try q(run, "all") == .int(3))
        #expect(failure("switch 3 {\ncase 1: print(1)\n}")?.contains("switch must be exhaustive") == true)
        #expect(
            failure("switch 3 {\ncase let x: print(x)\n}")?.contains(
                "not supported in scenarios: binding and type patterns") == true)
        #expect(
            failure("enum E: Int { case a = 1 }")?.contains("not supported in scenarios: enums with raw values") == true
        )
        #expect(
            failure("enum E { case a(Int) }")?.contains("not supported in scenarios: enum cases with associated values")
                == true)
        #expect(failure("switch 1 {\ncase 1:\n}")?.contains("must have at least one executable statement") == true)
    }

    @Test func deferRunsWhenTheBlockExits() throws {
        let run = run(
            """
            var log: [String] = []
            func work() -> Int {
                defer { log.append("first registered, last run") }
                defer { log.append("cleanup") }
                log.append("body")
                return 1
            }
            _ = work()
            for i in 0..<2 {
                defer { log.append("end \\(i)") }
                if i == 0 { continue }
                log.append("loop \\(i)")
            }
            """)
        #expect(
            try q(run, "log")
                == .array([
                    .string("body"), .string("cleanup"), .string("first registered, last run"), .string("end 0"),
                    .string("loop 1"), .string("end 1"),
                ]))
    }

    @Test func selectorsWithObjcMethods() throws {
        let run = run(
            """
            class Ticker: UIView {
                var ticks = 0
                var link: CADisplayLink?
                func start() {
                    link = CADisplayLink(target: self, selector: #selector(step(_:)))
                    link?.add(to: runLoop)
                }
                @objc func step(_ link: CADisplayLink) {
                    ticks += 1
                    if ticks == 3 { link.invalidate() }
                }
            }
            let ticker = Ticker()
            ticker.start()
            runLoop.run(frames: 10)
            let name = #selector(Ticker.step)
            """)
        #expect(try q(run, "ticker.ticks") == .int(3))
        #expect(try q(run, "name") == .string("step"))
        let missing = ScenarioRun(
            source: """
                class T: UIView {}
                let t = T()
                let link = CADisplayLink(target: t, selector: #selector(tick))
                link.add(to: runLoop)
                runLoop.run(frames: 2)
                """)
        guard case .raised(let message, _) = missing.outcome else { Issue.record("\(missing.outcome)"); return }
        #expect(message.hasPrefix("NSInvalidArgumentException: -[T tick]: unrecognized selector sent to instance"))
    }
}
