import Foundation
import Testing

@testable import Simulator

/// Issue 15: compositing work is bounded. A shadow without a `shadowPath` renders its layer's
/// subtree again for its shape, so n nested shadows render the innermost layer 2ⁿ times.
@Suite struct CompositorWorkLimitTests {
    /// `depth` layers, each inside the last, each with a pathless shadow.
    static func nestedShadows(_ depth: Int) -> RenderTree {
        var layer = testLayer(depth + 1, "l\(depth)", CGRect(x: 1, y: 1, width: 30, height: 30), CompositorTests.red)
        layer.shadowOpacity = 0.5
        layer.shadowRadius = 3
        for level in stride(from: depth - 1, through: 1, by: -1) {
            var outer = testLayer(
                level + 1, "l\(level)", CGRect(x: 1, y: 1, width: 30, height: 30), CompositorTests.red)
            outer.shadowOpacity = 0.5
            outer.shadowRadius = 3
            outer.sublayers = [layer]
            layer = outer
        }
        var root = testLayer(1, "window", CGRect(x: 0, y: 0, width: 60, height: 60), .white)
        root.sublayers = [layer]
        return RenderTree(root: root, windowSize: CGSize(width: 60, height: 60), scale: 1)
    }

    @Test func nestedShadowsStopAtTheWorkLimit() {
        let start = ContinuousClock.now
        let result = Compositor(maximumWork: 2_000_000).composite(Self.nestedShadows(250))
        #expect(result.stoppedAtWorkLimit)
        #expect(ContinuousClock.now - start < .seconds(10))
        // The default limit holds the same tree too.
        #expect(Compositor().composite(Self.nestedShadows(250)).stoppedAtWorkLimit)
    }

    @Test func aFewNestedShadowsCompositeCompletelyAndTheSame() {
        let tree = Self.nestedShadows(3)
        let bounded = Compositor().composite(tree)
        #expect(!bounded.stoppedAtWorkLimit)
        #expect(bounded.framebuffer == Compositor(maximumWork: .max).composite(tree).framebuffer)
    }

    @Test func aPassedTimeLimitStopsItToo() {
        let budget = ResourceBudget(seconds: 0)
        Thread.sleep(forTimeInterval: 0.01)
        #expect(Compositor(budget: budget).composite(Self.nestedShadows(250)).stoppedAtWorkLimit)
    }
}
