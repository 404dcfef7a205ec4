// A card with a title and a badge; after the tap the badge grows: which views lay out, which
// are flagged. The view tree picture of docs/pictures.md is made from it (`run --dot`).
class Card: UIView {
    override func layoutSubviews() {
        super.layoutSubviews()
        subviews[0].frame = CGRect(x: 12, y: 8, width: bounds.width - 24, height: 28)
    }
}
let vc = UIViewController()
let card = Card(frame: CGRect(x: 16, y: 100, width: 358, height: 120))
let title = UILabel(), badge = UIView(frame: CGRect(x: 12, y: 44, width: 40, height: 20))
vc.view.addSubview(card)
card.addSubview(title)
card.addSubview(badge)
window.rootViewController = vc
runLoop.runUntilIdle()
trace.mark("탭")
badge.frame = CGRect(x: 12, y: 44, width: 80, height: 20)
card.setNeedsLayout()
runLoop.runUntilIdle()
