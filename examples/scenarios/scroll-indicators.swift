// Scroll indicators are subviews from the first scroll on (fact 82):
// `layoutlab run examples/scenarios/scroll-indicators.swift`.
// A scroll view holds five tiles. When it first scrolls, UIKit puts two views of its private
// class _UIScrollViewScrollIndicator on top of them (horizontal, then vertical); once they have
// faded they stay, at alpha 0. Code that counts or stacks every subview meets them: adding up
// the subviews' heights to place a sixth tile gives 1091.2 instead of 1000, faded or not.
let scroll = UIScrollView(frame: CGRect(x: 0, y: 100, width: 390, height: 300))
window.addSubview(scroll)
for i in 0..<5 {
    let tile = UIView(frame: CGRect(x: 0, y: CGFloat(i) * 200, width: 390, height: 200))
    scroll.addSubview(tile)
}
scroll.contentSize = CGSize(width: 390, height: 1000)
runLoop.runUntilIdle()
let before = scroll.subviews.count
trace.mark("scroll")
scroll.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
runLoop.runUntilIdle()
let whileShown = scroll.subviews.count
let stackedHeight = scroll.subviews.reduce(0) { $0 + $1.frame.height }
trace.mark("fade")
runLoop.run(frames: 60)
let afterFade = scroll.subviews.count
let stackedAfterFade = scroll.subviews.reduce(0) { $0 + $1.frame.height }
let fadedAlpha = scroll.subviews.last?.alpha ?? 1
print(before, whileShown, afterFade, stackedHeight, stackedAfterFade, fadedAlpha)
