import Foundation
import Testing

@testable import Scenario

/// Rasterization and blending in the render cost (facts 73, 74), written as lesson authors
/// write them and checked through `ScenarioRun.evaluate`.
@Suite struct RasterBlendFidelityTests: ScenarioChecking {
    static let shadowedCard = """
        let card = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 120))
        card.backgroundColor = .white
        card.layer.shadowOpacity = 0.3
        let title = UIView(frame: CGRect(x: 10, y: 10, width: 200, height: 20))
        title.backgroundColor = .gray
        card.addSubview(title)
        window.addSubview(card)

        """

    /// Fact 73 (CALayer.h `shouldRasterize`: "the layer is rendered as a bitmap in its local
    /// coordinate space … then the bitmap is composited"; WWDC 2014-419: a cache miss is an
    /// offscreen pass, a bitmap unused for more than 100 ms is evicted): the first frame renders
    /// the bitmap (a miss, with the shadow's pass inside it); moving the card reuses it with no
    /// offscreen pass at all; changing a sublayer renders it again; after a pause longer than
    /// 100 ms with no frame the bitmap is gone.
    @Test func fact73RasterizedBitmapReusedUntilTheSubtreeChanges() throws {
        let run = run(
            Self.shadowedCard + """
                card.layer.shouldRasterize = true
                card.layer.rasterizationScale = window.screen.scale
                runLoop.runUntilIdle()
                let first = display.frames.last!
                card.center.y += 40
                runLoop.runOnce()
                let moved = display.frames.last!
                title.backgroundColor = .red
                runLoop.runOnce()
                let changed = display.frames.last!
                runLoop.run(frames: 12)
                card.center.y -= 40
                runLoop.runOnce()
                let afterIdle = display.frames.last!
                """)
        #expect(try q(run, "first.rasterCacheMisses") == .array([.string("card")]))
        #expect(
            try q(run, "first.offscreenPasses.map { $0.reason }")
                == .array([.symbol("rasterization"), .symbol("shadowWithoutPath")]))
        #expect(try q(run, "moved.rasterCacheHits") == .array([.string("card")]))
        #expect(try q(run, "moved.offscreenPasses.count") == .int(0))
        #expect(try q(run, "changed.rasterCacheMisses") == .array([.string("card")]))
        #expect(try q(run, "afterIdle.rasterCacheMisses") == .array([.string("card")]))
        let hit = try #require(try q(run, "moved.renderExecuteMs").doubleValue)
        let miss = try #require(try q(run, "changed.renderExecuteMs").doubleValue)
        #expect(miss > hit + 1.5)
    }

    /// Fact 73 (WWDC 2014-419: rasterizing content that changes every frame adds an offscreen
    /// pass to every frame): a rasterized card whose sublayer animates misses the cache in every
    /// frame of the animation, so it costs more than the same card not rasterized.
    @Test func fact73RasterizingWhatChangesEveryFrameCostsMore() throws {
        func scenario(_ rasterize: Bool) -> String {
            Self.shadowedCard + """
                card.layer.shouldRasterize = \(rasterize)
                runLoop.runUntilIdle()
                let before = display.frames.count
                UIView.animate(withDuration: 0.25) { title.alpha = 0.2 }
                runLoop.run(frames: 20)
                let frames = display.frames.dropFirst(before)
                let misses = frames.filter { !$0.rasterCacheMisses.isEmpty }.count
                let passes = frames.map { $0.offscreenPasses.count }.reduce(0) { $0 + $1 }
                let execute = frames.map { $0.renderExecuteMs }.reduce(0) { $0 + $1 }
                """
        }
        let rasterized = run(scenario(true))
        let plain = run(scenario(false))
        let frames = try #require(try q(rasterized, "frames.count").intValue)
        #expect(try q(rasterized, "misses") == .int(frames))
        let rasterizedPasses = try #require(try q(rasterized, "passes").intValue)
        let plainPasses = try #require(try q(plain, "passes").intValue)
        #expect(rasterizedPasses == 2 * plainPasses)
        let a = try #require(try q(rasterized, "execute").doubleValue)
        let b = try #require(try q(plain, "execute").doubleValue)
        #expect(a > b)
    }

    /// Fact 74 (Docs UIView `isOpaque`, CALayer `isOpaque`; WWDC 2014-419 "Color Blended
    /// Layers"): a label with no background blends its pixels; giving it an opaque background
    /// stops that; a view with `alpha` < 1 blends whatever it draws; blended pixels add render
    /// execute time.
    @Test func fact74BlendedLayersCostMore() throws {
        let run = run(
            """
            let label = UILabel(frame: CGRect(x: 20, y: 100, width: 300, height: 40))
            label.text = "Hello"
            let faded = UIView(frame: CGRect(x: 20, y: 200, width: 300, height: 300))
            faded.backgroundColor = .red
            faded.alpha = 0.5
            window.addSubview(label)
            window.addSubview(faded)
            runLoop.runUntilIdle()
            let clearBackground = display.frames.last!
            label.backgroundColor = .white
            faded.alpha = 1
            runLoop.runOnce()
            let opaque = display.frames.last!
            """)
        #expect(try q(run, "clearBackground.blendedLayers") == .array([.string("label"), .string("faded")]))
        #expect(try q(run, "opaque.blendedLayers") == .array([]))
        #expect(try q(run, "clearBackground.blendedPixels") == .int(300 * 40 + 300 * 300))
        let blended = try #require(try q(run, "clearBackground.renderExecuteMs").doubleValue)
        let plain = try #require(try q(run, "opaque.renderExecuteMs").doubleValue)
        #expect(abs((blended - plain) - Double(300 * 40 + 300 * 300) * 0.000001) < 1e-6)
    }
}
