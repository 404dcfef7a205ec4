import Foundation
import Testing

@testable import Scenario

/// UIButton and UIControl: sizing to the title, and target-action.
@Suite struct ControlTests: ScenarioChecks {
    /// Docs UIButton / UIControl: `UIButton(type: .system)` with `setTitle(_:for:)` sizes itself
    /// from the title (a label subview that draws the text; the button has no `draw`), and
    /// `addTarget(_:action:for:)` with `#selector` runs the target's @objc method when
    /// `sendActions(for: .touchUpInside)` simulates the tap, once per registration, in order.
    @Test func buttonTitleSizeAndTargetAction() throws {
        let run = run(
            """
            class Home: UIViewController {
                var taps = 0
                var log: [String] = []
                let button = UIButton(type: .system)
                override func viewDidLoad() {
                    button.setTitle("Tap me", for: .normal)
                    button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                    button.addTarget(self, action: #selector(logged), for: [.touchUpInside, .touchDown])
                    view.addSubview(button)
                    button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
                }
                @objc func tapped(_ sender: UIButton) {
                    taps += 1
                    log.append(sender.currentTitle ?? "")
                }
                @objc func logged() { log.append("logged") }
            }
            let home = Home()
            window.rootViewController = home
            runLoop.runUntilIdle()
            let size = home.button.intrinsicContentSize
            let empty = UIButton(type: .custom).intrinsicContentSize
            trace.mark("tap")
            home.button.sendActions(for: .touchUpInside)
            home.button.sendActions(for: .touchDown)
            home.button.removeTarget(home, action: #selector(logged), for: .touchUpInside)
            home.button.sendActions(for: .touchUpInside)
            """)
        // "Tap me": 6 characters at the 15 pt metric (8 pt each); one 18 pt line + 6 pt above and below.
        #expect(try q(run, "size") == .size(CGSize(width: 48, height: 30)))
        #expect(try q(run, "empty") == .size(CGSize(width: 30, height: 34)))
        #expect(try q(run, "home.button.titleLabel!.frame") == .rect(CGRect(x: 76, y: 13, width: 48, height: 18)))
        #expect(try q(run, "home.taps") == .int(2))
        #expect(try q(run, "home.log") == strings("Tap me", "logged", "logged", "Tap me"))
        #expect(try q(run, #"trace.before("tap").calls("draw")"#) == strings("home.button.titleLabel.draw"))
        #expect(try q(run, #"trace.after("tap").count("home.button.sendAction")"#) == .int(4))
        #expect(
            failure("let b = UIButton(type: .system)\nb.addTarget(nil, action: #selector(x), for: .touchUpInside)")?
                .contains("responder chain") == true)
    }
}
