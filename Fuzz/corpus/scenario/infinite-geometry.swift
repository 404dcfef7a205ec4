v.frame.width
class Canvas: UIView {
    override func draw(_ rect: CGRect) {
        UIColor.red.setFill()
        UIRectFill(rect)
    }
}
let v = Canvas(frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: -CGFloat.infinity))
window.addSubview(v)
let w = Canvas()
w.translatesAutoresizingMaskIntoConstraints = false
window.addSubview(w)
NSLayoutConstraint.activate([w.widthAnchor.constraint(equalToConstant: .infinity), w.heightAnchor.constraint(equalToConstant: Double.greatestFiniteMagnitude)])
v.bounds = CGRect(x: 0.0 / 0.0, y: 0, width: 10, height: Double.infinity - Double.infinity)
runLoop.run(frames: 2)
print(display.color(at: CGPoint(x: 5, y: 5)))
