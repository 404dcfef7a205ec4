// Facts 5 and 6: setNeedsLayout marks only the receiver; three calls in one turn give one
// layoutSubviews, and the ancestors' layoutSubviews are not called.
let root = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
let box = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 50))
root.addSubview(box)
window.addSubview(root)
runLoop.runUntilIdle()
trace.mark("tap")
box.setNeedsLayout()
box.setNeedsLayout()
box.setNeedsLayout()
runLoop.runOnce()
print(trace.after("tap").calls("layoutSubviews"), box.frame)
