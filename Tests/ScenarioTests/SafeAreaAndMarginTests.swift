import Foundation
import Testing

@testable import Scenario

/// Safe-area insets and layout margins (fact 48).
@Suite struct SafeAreaAndMarginTests: ScenarioChecks {
    /// Fact 48 (Docs safeAreaInsets, safeAreaLayoutGuide): a view's safe-area insets and guide
    /// follow it when it moves or resizes.
    @Test func fact48SafeAreaFollowsTheView() throws {
        let run = run(
            """
            let panel = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
            window.addSubview(panel)
            let content = UIView()
            content.translatesAutoresizingMaskIntoConstraints = false
            panel.addSubview(content)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.topAnchor),
                content.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
                content.widthAnchor.constraint(equalToConstant: 100),
                content.heightAnchor.constraint(equalToConstant: 20),
            ])
            runLoop.runUntilIdle()
            let atTop = content.frame.minY
            let insetAtTop = panel.safeAreaInsets.top
            panel.frame = CGRect(x: 0, y: 20, width: 390, height: 200)
            runLoop.runUntilIdle()
            let nearTop = content.frame.minY
            panel.frame = CGRect(x: 0, y: 300, width: 390, height: 200)
            runLoop.runUntilIdle()
            let below = content.frame.minY
            let guideFrame = panel.safeAreaLayoutGuide.layoutFrame
            """)
        #expect(try q(run, "atTop") == .double(47))
        #expect(try q(run, "insetAtTop") == .double(47))
        #expect(try q(run, "nearTop") == .double(27))
        #expect(try q(run, "below") == .double(0))
        #expect(try q(run, "guideFrame") == .rect(CGRect(x: 0, y: 0, width: 390, height: 200)))
    }

    /// Fact 48 (Docs directionalLayoutMargins, viewRespectsSystemMinimumLayoutMargins,
    /// insetsLayoutMarginsFromSafeArea): a root view's margins are at least the system minimum
    /// (16 pt leading and trailing) and measured from the safe area; other views default to 8 pt.
    @Test func fact48RootViewMargins() throws {
        let run = run(
            """
            let vc = UIViewController()
            window.rootViewController = vc
            let rootMargins = vc.view.layoutMargins
            let minimum = vc.systemMinimumLayoutMargins
            let card = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
            vc.view.addSubview(card)
            let cardMargins = card.layoutMargins
            vc.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 30)
            let raised = vc.view.layoutMargins
            vc.viewRespectsSystemMinimumLayoutMargins = false
            let small = vc.view.directionalLayoutMargins
            vc.view.insetsLayoutMarginsFromSafeArea = false
            let plain = vc.view.layoutMargins
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            vc.view.addSubview(label)
            vc.viewRespectsSystemMinimumLayoutMargins = true
            vc.view.insetsLayoutMarginsFromSafeArea = true
            vc.view.directionalLayoutMargins = .zero
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: vc.view.layoutMarginsGuide.leadingAnchor),
                label.topAnchor.constraint(equalTo: vc.view.layoutMarginsGuide.topAnchor),
                label.trailingAnchor.constraint(equalTo: vc.view.readableContentGuide.trailingAnchor),
            ])
            runLoop.runUntilIdle()
            """)
        #expect(try q(run, "rootMargins") == q(run, "UIEdgeInsets(top: 47, left: 16, bottom: 34, right: 16)"))
        #expect(try q(run, "minimum.leading == 16 && minimum.trailing == 16") == .bool(true))
        #expect(try q(run, "cardMargins") == q(run, "UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)"))
        #expect(try q(run, "raised") == q(run, "UIEdgeInsets(top: 47, left: 16, bottom: 34, right: 30)"))
        #expect(try q(run, "small") == q(run, "NSDirectionalEdgeInsets(top: 47, leading: 4, bottom: 34, trailing: 30)"))
        #expect(try q(run, "plain") == q(run, "UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 30)"))
        #expect(try q(run, "label.frame") == .rect(CGRect(x: 16, y: 47, width: 358, height: 0)))
    }
}
