// CADisplayLink on a 120 Hz display (fact 75): an iPhone app's link runs at 60 Hz until the
// Info.plist key CADisableMinimumFrameDurationOnPhone is set; then preferredFrameRateRange picks
// a factor of 120 (here 40 Hz: every third VSync).
display.refreshRate = 120
display.disablesMinimumFrameDurationOnPhone = true
class Ticker {
    @objc func step(_ link: CADisplayLink) {
        print("tick at", link.timestamp * 1000, "ms, next due", link.targetTimestamp * 1000, "ms")
    }
}
let ticker = Ticker()
let link = CADisplayLink(target: ticker, selector: #selector(Ticker.step(_:)))
link.preferredFrameRateRange = CAFrameRateRange(minimum: 30, maximum: 60, preferred: 40)
link.add(to: .main, forMode: .common)
runLoop.run(frames: 7)
link.invalidate()
print("fired", link.fireCount, "times in 7 frames")
