// Fact 23: a layout feedback loop. The parent sizes its child from its own width; the child
// widens its parent. Each layout dirties the other, forever: UIKit raises, so does the simulator.
class Parent: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        subviews[0].frame = CGRect(x: 0, y: 0, width: bounds.width + 1, height: 10)
    }
}
class Child: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        superview?.bounds.size.width = bounds.width + 1
    }
}
let parent = Parent(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
let child = Child()
parent.addSubview(child)
window.addSubview(parent)
print("before the first frame")
runLoop.runOnce()
print("never printed")
