// shouldRasterize and blended layers (facts 73, 74): a rasterized card is rendered into a
// bitmap once (a cache miss, an offscreen pass), reused while it only moves (a hit), and
// rendered again when something inside it changes; a label with a clear background blends.
let card = UIView(frame: CGRect(x: 20, y: 100, width: 300, height: 120))
card.backgroundColor = .white
card.layer.shadowOpacity = 0.3
card.layer.shouldRasterize = true
card.layer.rasterizationScale = window.screen.scale
let title = UILabel(frame: CGRect(x: 10, y: 10, width: 200, height: 20))
title.text = "Rasterized"
card.addSubview(title)
window.addSubview(card)
runLoop.runUntilIdle()
func report(_ what: String) {
    let frame = display.frames.last!
    print(what, "hits:", frame.rasterCacheHits, "misses:", frame.rasterCacheMisses,
          "offscreen passes:", frame.offscreenPasses.count, "blended:", frame.blendedLayers)
}
report("first frame")
trace.mark("move")
card.center.y += 40
runLoop.runOnce()
report("moved")
trace.mark("change")
title.text = "Changed"
runLoop.runOnce()
report("text changed")
trace.mark("opaque label")
title.backgroundColor = .white
runLoop.runOnce()
report("opaque label")
