display.hitches
class Feed: UIView {
    func startScrolling() {
        let link = CADisplayLink(target: self, selector: #selector(step(_:)))
        link.add(to: .main, forMode: .common)
        if slowFrames > 0 {
        }
    }
}
let vc = UIViewController()
let feed = Feed(frame: CGRect(x: 0, y: 0, width: 390, height: 844))
feed.startScrolling()
