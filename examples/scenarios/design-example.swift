// The design example: a custom view's layout, then a tap that dirties one view.
class Card: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        subviews[0].frame = CGRect(x: 0, y: 0, width: bounds.width, height: 44)
    }
    override func draw(_ rect: CGRect) { work(ms: 3) }
}
let vc = UIViewController()
let a1 = Card(), a2 = UIView(), a3 = UIView()
vc.view.addSubview(a1); a1.addSubview(a2); vc.view.addSubview(a3)
window.rootViewController = vc
runLoop.runUntilIdle()          // first frame on screen
trace.mark("tap")
a2.setNeedsLayout()
runLoop.runOnce()
