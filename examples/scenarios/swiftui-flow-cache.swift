// SwiftUI's Layout protocol and its cache (facts 41–44, seed 004): two flow layouts of chips,
// side by side in one UIKit screen. `RowCacheFlow` caches its row breaks — results that depend
// on the proposed width — and is wrong once the width changes; `FlowLayout` caches only the
// chips' ideal sizes and recomputes the rows on every call.

// The bug: row breaks computed for the first width are kept in the cache.
struct RowCacheFlow: Layout {
    var spacing: CGFloat = 8
    struct CacheData {
        var sizes: [CGSize] = []
        var rows: [[Int]] = []
    }
    func makeCache(subviews: Subviews) -> CacheData {
        print("RowCacheFlow.makeCache", subviews.count)
        return CacheData(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }
    // Refreshes the sizes when chips come and go, but keeps the rows it computed before.
    func updateCache(_ cache: inout CacheData, subviews: Subviews) {
        print("RowCacheFlow.updateCache", subviews.count)
        cache.sizes = subviews.map { $0.sizeThatFits(.unspecified) }
    }
    func rows(_ sizes: [CGSize], width: CGFloat) -> [[Int]] {
        var rows: [[Int]] = [[]]
        var x: CGFloat = 0
        for (index, size) in sizes.enumerated() {
            if x > 0 && x + size.width > width {
                rows.append([])
                x = 0
            }
            rows[rows.count - 1].append(index)
            x += size.width + spacing
        }
        return rows
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
        if cache.rows.isEmpty {
            cache.rows = rows(cache.sizes, width: proposal.replacingUnspecifiedDimensions().width)
        }
        let widths = cache.rows.map { row in row.map { cache.sizes[$0].width }.reduce(0) { $0 + $1 } + spacing * Double(row.count - 1) }
        let height = cache.rows.map { row in row.map { cache.sizes[$0].height }.max() ?? 0 }.reduce(0) { $0 + $1 }
        return CGSize(width: widths.max() ?? 0, height: height + spacing * Double(cache.rows.count - 1))
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
        print("RowCacheFlow.placeSubviews in", bounds)
        var y = bounds.minY
        for row in cache.rows {
            var x = bounds.minX
            for index in row {
                subviews[index].place(at: CGPoint(x: x, y: y), anchor: .topLeading, proposal: .unspecified)
                x += cache.sizes[index].width + spacing
            }
            y += (row.map { cache.sizes[$0].height }.max() ?? 0) + spacing
        }
    }
}

// The fix: cache what does not depend on the proposal (the ideal sizes); break rows per call.
struct FlowLayout: Layout {
    var spacing: CGFloat = 8
    struct CacheData { var sizes: [CGSize] = [] }
    struct Arrangement {
        var origins: [CGPoint]
        var size: CGSize
    }
    func makeCache(subviews: Subviews) -> CacheData {
        print("FlowLayout.makeCache", subviews.count)
        return CacheData(sizes: subviews.map { $0.sizeThatFits(.unspecified) })
    }
    func updateCache(_ cache: inout CacheData, subviews: Subviews) {
        print("FlowLayout.updateCache", subviews.count)
        cache = makeCache(subviews: subviews)
    }
    // The origin of each chip for a row width, and the size of the whole.
    func arrange(_ sizes: [CGSize], width: CGFloat) -> Arrangement {
        var origins: [CGPoint] = []
        var x: CGFloat = 0, y: CGFloat = 0, rowHeight: CGFloat = 0, widest: CGFloat = 0
        for size in sizes {
            if x > 0 && x + size.width > width {
                x = 0
                y += rowHeight + spacing
                rowHeight = 0
            }
            origins.append(CGPoint(x: x, y: y))
            x += size.width + spacing
            widest = max(widest, x - spacing)
            rowHeight = max(rowHeight, size.height)
        }
        return Arrangement(origins: origins, size: CGSize(width: widest, height: y + rowHeight))
    }
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) -> CGSize {
        arrange(cache.sizes, width: proposal.width ?? .infinity).size
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout CacheData) {
        print("FlowLayout.placeSubviews in", bounds)
        let origins = arrange(cache.sizes, width: bounds.width).origins
        for (index, subview) in subviews.enumerated() {
            subview.place(at: CGPoint(x: bounds.minX + origins[index].x, y: bounds.minY + origins[index].y),
                          anchor: .topLeading, proposal: .unspecified)
        }
    }
}

struct Chips: View {
    var count: Int
    var cachesRows: Bool
    var body: some View {
        VStack(alignment: .leading) {
            Text(cachesRows ? "Cached rows" : "Cached sizes")
            if cachesRows {
                RowCacheFlow { ForEach(0..<count, id: \.self) { i in Text("chip \(i)") } }
            } else {
                FlowLayout { ForEach(0..<count, id: \.self) { i in Text("chip \(i)") } }
            }
        }
    }
}

let vc = UIViewController()
let buggy = UIHostingController(rootView: Chips(count: 5, cachesRows: true))
let fixed = UIHostingController(rootView: Chips(count: 5, cachesRows: false))
vc.view.addSubview(buggy.view)
vc.view.addSubview(fixed.view)
buggy.view.frame = CGRect(x: 0, y: 0, width: 390, height: 300)
fixed.view.frame = CGRect(x: 0, y: 300, width: 390, height: 300)
window.rootViewController = vc
runLoop.runUntilIdle()

// Fact 41: a new proposal alone runs no updateCache; fact 42: the VStack probes each layout.
trace.mark("narrow")
buggy.view.frame.size.width = 200
fixed.view.frame.size.width = 200
runLoop.runOnce()
print("after narrow:", trace.after("narrow").count("updateCache"), "updateCache,",
      trace.after("narrow").count("FlowLayout.sizeThatFits"), "FlowLayout.sizeThatFits")
print("cached rows:", buggy.frames(of: "RowCacheFlow"))
print("cached sizes:", fixed.frames(of: "FlowLayout"))

// Fact 41: new subviews run updateCache; fact 43: the chip RowCacheFlow never places is centred.
trace.mark("insert")
buggy.rootView = Chips(count: 6, cachesRows: true)
fixed.rootView = Chips(count: 6, cachesRows: false)
runLoop.runOnce()
print("after insert:", trace.after("insert").count("updateCache"), "updateCache")
print("chip 5:", buggy.frame(of: "chip 5")!, fixed.frame(of: "chip 5")!)
