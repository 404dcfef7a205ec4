// A run that ends while a scroll view is still scrolling frame by frame (scenario-fuzz under
// LeakSanitizer: the render system's list of scrolling views held the simulation).
let scroll = UIScrollView(frame: CGRect(x: 0, y: 0, width: 390, height: 300))
window.addSubview(scroll)
scroll.contentSize = CGSize(width: 390, height: 1000)
scroll.setContentOffset(CGPoint(x: 0, y: 400), animated: true)
runLoop.runOnce()
