// Facts 12, 29, 32: setNeedsDisplay never reaches the superview; only a class that overrides
// draw(_:) is drawn; a bounds change alone redraws only with contentMode = .redraw.
class Chart: UIView {
    override func draw(_ rect: CGRect) { work(ms: 2) }
}
let panel = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 300))
let chart = Chart(frame: CGRect(x: 10, y: 10, width: 200, height: 100))
let plain = UIView(frame: CGRect(x: 10, y: 120, width: 200, height: 100))
panel.addSubview(chart); panel.addSubview(plain)
window.addSubview(panel)
runLoop.runUntilIdle()
trace.mark("redraw")
chart.setNeedsDisplay()
plain.setNeedsDisplay()
runLoop.runOnce()
trace.mark("resize")
chart.contentMode = .redraw
chart.frame.size.width = 250
runLoop.runOnce()
print(trace.between("redraw", "resize").calls("draw"), trace.after("resize").calls("draw"))
