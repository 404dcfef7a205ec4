// CABasicAnimation with layer.add(_:forKey:) (facts 70, 72): the model value stays where it
// was, the presentation moves, the animation leaves the layer after its last frame, and the
// transaction's completion block runs then.
let dot = UIView(frame: CGRect(x: 0, y: 100, width: 50, height: 50))
dot.backgroundColor = .red
window.addSubview(dot)
runLoop.runUntilIdle()

trace.mark("add")
CATransaction.begin()
CATransaction.setCompletionBlock {
    print("completion block: model x =", dot.layer.position.x, "shown x =", dot.layer.presentation()!.position.x)
}
let slide = CABasicAnimation(keyPath: "position.x")
slide.fromValue = 25
slide.toValue = 325
slide.duration = 0.1
slide.timingFunction = CAMediaTimingFunction(name: .easeInEaseOut)
dot.layer.add(slide, forKey: "slide")
CATransaction.commit()
print("model x after add:", dot.layer.position.x, "keys:", dot.layer.animationKeys() ?? [])
runLoop.run(frames: 3)
print("three frames later: shown x =", dot.layer.presentation()!.position.x)
runLoop.runUntilIdle()
print("after the end: animation(forKey:) is", dot.layer.animation(forKey: "slide") == nil ? "nil" : "still there")
