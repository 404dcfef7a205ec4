// A scroll view laid out with its layout guides (facts 64, 65):
// `layoutlab run examples/scenarios/scroll-view-guides.swift`.
// The column is pinned to contentLayoutGuide and as wide as frameLayoutGuide, so contentSize is
// 390 × 1200 and only vertical scrolling is possible. Setting contentOffset changes bounds.origin,
// not the column's frame; the delegate hears at once, the layout waits for the commit.
class Page: UIViewController, UIScrollViewDelegate {
    let scroll = UIScrollView(frame: .zero)
    let column = UIStackView()
    override func viewDidLoad() {
        super.viewDidLoad()
        scroll.translatesAutoresizingMaskIntoConstraints = false
        column.translatesAutoresizingMaskIntoConstraints = false
        column.axis = .vertical
        view.addSubview(scroll)
        scroll.addSubview(column)
        scroll.delegate = self
        for _ in 0..<6 {
            let block = UIView()
            block.heightAnchor.constraint(equalToConstant: 200).isActive = true
            column.addArrangedSubview(block)
        }
        NSLayoutConstraint.activate([
            scroll.topAnchor.constraint(equalTo: view.topAnchor),
            scroll.bottomAnchor.constraint(equalTo: view.bottomAnchor),
            scroll.leadingAnchor.constraint(equalTo: view.leadingAnchor),
            scroll.trailingAnchor.constraint(equalTo: view.trailingAnchor),
            column.topAnchor.constraint(equalTo: scroll.contentLayoutGuide.topAnchor),
            column.bottomAnchor.constraint(equalTo: scroll.contentLayoutGuide.bottomAnchor),
            column.leadingAnchor.constraint(equalTo: scroll.contentLayoutGuide.leadingAnchor),
            column.trailingAnchor.constraint(equalTo: scroll.contentLayoutGuide.trailingAnchor),
            column.widthAnchor.constraint(equalTo: scroll.frameLayoutGuide.widthAnchor),
        ])
    }
    func scrollViewDidScroll(_ scrollView: UIScrollView) {
        print("did scroll to", scrollView.contentOffset.y)
    }
}
let page = Page()
window.rootViewController = page
runLoop.runUntilIdle()
print(page.scroll.contentSize, page.scroll.adjustedContentInset)
trace.mark("scroll")
page.scroll.contentOffset = CGPoint(x: 0, y: 250)
print(page.scroll.bounds, page.column.frame)
runLoop.runOnce()
