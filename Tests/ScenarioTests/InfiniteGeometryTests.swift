import Scenario
import Testing

/// A view that draws with an infinite frame or constraint gets an empty or capped backing store,
/// never one sized by its bounds (1,000,000 pixels a side was 4 TB).
@Suite struct InfiniteGeometryTests {
    @Test func infiniteFramesAndConstraintsDrawWithinTheCap() {
        let run = ScenarioRun(
            source: """
                class Canvas: UIView {
                    override func draw(_ rect: CGRect) {
                        UIColor.red.setFill()
                        UIRectFill(rect)
                    }
                }
                let v = Canvas(frame: CGRect(x: 0, y: 0, width: CGFloat.infinity, height: CGFloat.infinity))
                window.addSubview(v)
                let w = Canvas()
                w.translatesAutoresizingMaskIntoConstraints = false
                window.addSubview(w)
                NSLayoutConstraint.activate([w.widthAnchor.constraint(equalToConstant: .infinity),
                                             w.heightAnchor.constraint(equalToConstant: .infinity)])
                let n = Canvas(frame: CGRect(x: 0, y: 0, width: -CGFloat.infinity, height: 10))
                window.addSubview(n)
                runLoop.run(frames: 2)
                print(display.color(at: CGPoint(x: 5, y: 5)))
                """)
        // Before, the first frame allocated 1,000,000 × 1,000,000 pixels and the process aborted.
        #expect(run.outcome == .completed)
    }
}
