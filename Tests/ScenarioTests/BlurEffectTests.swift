import Foundation
import Testing

@testable import Scenario

/// UIVisualEffectView with a blur: its offscreen pass (fact 37).
@Suite struct BlurEffectTests: ScenarioChecks {
    /// Fact 37 (TT10857): a blur made as UIKit code makes it is an offscreen pass every frame;
    /// without an effect there is none.
    @Test func blurEffectViewCostsAnOffscreenPass() throws {
        let run = run(
            """
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
            blur.frame = CGRect(x: 0, y: 0, width: 390, height: 100)
            window.addSubview(blur)
            let label = UILabel()
            blur.contentView.addSubview(label)
            runLoop.runUntilIdle()
            let passes = display.lastFrameOffscreenPasses
            let reason = display.frames.last!.offscreenPasses[0].reason
            let same = blur.effect == UIBlurEffect(style: .systemThinMaterial)
            blur.effect = nil
            runLoop.runUntilIdle()
            let after = display.lastFrameOffscreenPasses
            """)
        #expect(try q(run, "passes") == .int(1))
        #expect(try q(run, "reason") == .symbol("visualEffectBlur"))
        #expect(try q(run, "same") == .bool(true))
        // UIBlurEffect has only init(style:) (Docs UIBlurEffect): no `style` to read back.
        #expect(failure("let s = UIBlurEffect(style: .dark).style")?.contains("style") == true)
        #expect(try q(run, "after") == .int(0))
        #expect(try q(run, "label.superview === blur.contentView") == .bool(true))
        #expect(failure("let e = UIBlurEffect(style: .blurry)")?.contains("UIBlurEffect.Style") == true)
    }
}
