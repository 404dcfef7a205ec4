// Issue 10's scenario as written, with its `…` filled in: a flow layout that caches its
// subviews' sizes (makeCache/updateCache), wraps rows at the proposed width, and measures with
// dimensions(in:). Run: layoutlab run examples/scenarios/swiftui-chips.swift
struct FlowLayout: Layout {
    struct CacheData { var sizes: [CGSize] = [] }
    func makeCache(subviews: Subviews) -> CacheData {
        print("makeCache", subviews.count)
        return CacheData(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }
    func updateCache(_ cache: inout CacheData, subviews: Subviews) { cache = makeCache(subviews: subviews) }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
        let width = proposal.replacingUnspecifiedDimensions(by: CGSize(width: 390, height: 0)).width
        var x: CGFloat = 0, y: CGFloat = 0, row: CGFloat = 0
        for size in cache.sizes {
            if x > 0 && x + size.width > width { x = 0; y += row; row = 0 }
            x += size.width + 8
            row = max(row, size.height)
        }
        let widest = cache.sizes.map(\.width).max() ?? 0
        return CGSize(width: min(width, max(widest, cache.sizes.reduce(0) { $0 + $1.width + 8 } - 8)), height: y + row)
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
        var x = bounds.minX, y = bounds.minY, row: CGFloat = 0
        for (index, subview) in subviews.enumerated() {
            let size = subview.dimensions(in: .unspecified)
            if x > bounds.minX && x + size.width > bounds.maxX { x = bounds.minX; y += row; row = 0 }
            subview.place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: .unspecified)
            x += cache.sizes[index].width + 8
            row = max(row, size.height)
        }
    }
    func spacing(subviews: Subviews, cache: inout CacheData) -> ViewSpacing { ViewSpacing() }
}
struct Chips: View {
    var count: Int
    var body: some View { FlowLayout { ForEach(0..<count, id: \.self) { i in Text("chip \(i)") } } }
}
let host = UIHostingController(rootView: Chips(count: 3))
window.rootViewController = host
runLoop.runUntilIdle()
trace.mark("narrow")
host.view.frame.size.width = 200      // a new proposal, same subviews
runLoop.runOnce()
trace.mark("insert")
host.rootView = Chips(count: 4)       // the subviews change
runLoop.runOnce()
