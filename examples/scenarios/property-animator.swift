// UIViewPropertyAnimator (facts 68, 69): the block runs at startAnimation(), a pause holds the
// screen still, a fraction set while paused shows linearly, and a reversed animator runs back,
// completes at .start and leaves the model at the start values.
let card = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
card.backgroundColor = .blue
window.addSubview(card)
runLoop.runUntilIdle()

let animator = UIViewPropertyAnimator(duration: 0.25, curve: .easeOut) {
    card.frame.origin.x = 200
}
animator.addCompletion { position in
    print("completion at .\(position), model x = \(card.frame.minX)")
}
trace.mark("start")
animator.startAnimation()
print("model x right after startAnimation():", card.frame.minX)
runLoop.run(frames: 8)
trace.mark("pause")
animator.pauseAnimation()
print("paused at fraction", animator.fractionComplete, "showing x =", card.layer.presentation()!.frame.minX)
animator.fractionComplete = 0.25
print("scrubbed to 0.25: showing x =", card.layer.presentation()!.frame.minX)
trace.mark("reverse")
animator.isReversed = true
animator.startAnimation()
runLoop.runUntilIdle()
print("state:", animator.state)
