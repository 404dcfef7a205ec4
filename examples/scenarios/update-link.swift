// UIUpdateLink (iOS 18, fact 77): its actions run in the named phases of a UI update, around
// the display-link callbacks and the commit. Without requiresContinuousUpdates it waits for an
// update something else causes.
let box = UIView(frame: CGRect(x: 0, y: 100, width: 100, height: 100))
window.addSubview(box)
runLoop.runUntilIdle()

let link = UIUpdateLink(view: box)
link.addAction(to: .afterEventDispatch) { _, info in
    print("afterEventDispatch at", info.modelTime * 1000, "ms, deadline", info.completionDeadlineTime * 1000, "ms")
}
link.addAction(to: .beforeCATransactionCommit) { _, _ in print("beforeCATransactionCommit") }
link.addAction(to: .afterCATransactionCommit) { _, _ in print("afterCATransactionCommit") }
link.isEnabled = true
runLoop.run(frames: 2)
print("two frames with nothing to update: no action ran")
trace.mark("change")
box.backgroundColor = .red
runLoop.runOnce()
