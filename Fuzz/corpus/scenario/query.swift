a.frame
let a = UIView(frame: CGRect(x: 1, y: 2, width: 3, height: 4))
window.addSubview(a)
runLoop.runUntilIdle()
