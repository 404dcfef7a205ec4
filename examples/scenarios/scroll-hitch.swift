// Lesson 9's scroll, shortened: a display link scrolls a feed for 20 frames, and one of its
// layouts takes 40 ms: one commit hitch. The pictures of docs/pictures.md are made from it.
var slowFrames = 0
class Feed: UIView {
    private var link: CADisplayLink?
    func startScrolling() {
        let link = CADisplayLink(target: self, selector: #selector(step(_:)))
        link.add(to: .main, forMode: .common)
        self.link = link
    }
    func stopScrolling() {
        link?.invalidate()
        link = nil
    }
    @objc func step(_ link: CADisplayLink) {
        bounds.origin.y += 2
        setNeedsLayout()
    }
    override func layoutSubviews() {
        super.layoutSubviews()
        if slowFrames > 0 {
            slowFrames -= 1
            work(ms: 40)
        }
    }
}
let vc = UIViewController()
let feed = Feed(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
vc.view.addSubview(feed)
window.rootViewController = vc
runLoop.runUntilIdle()
trace.mark("스크롤")
feed.startScrolling()
slowFrames = 1
runLoop.run(frames: 20)
feed.stopScrolling()
runLoop.run(frames: 3)
