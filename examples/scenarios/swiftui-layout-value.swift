// A custom layout value: a LayoutValueKey, set with layoutValue(key:value:) (directly or through
// an `extension View` convenience modifier, as Apple suggests) and read by the layout as
// subview[Rank.self]; views that set none read the key's defaultValue.
// Run: layoutlab run examples/scenarios/swiftui-layout-value.swift
struct Rank: LayoutValueKey {
    static let defaultValue: Int = 0
}

struct RankedStack: Layout {
    func sizeThatFits(proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) -> CGSize {
        let sizes = subviews.map { $0.sizeThatFits(.unspecified) }
        return CGSize(width: sizes.map(\.width).max() ?? 0, height: sizes.reduce(0) { $0 + $1.height })
    }
    func placeSubviews(in bounds: CGRect, proposal: ProposedViewSize, subviews: Subviews, cache: inout ()) {
        let ordered = subviews.sorted { $0[Rank.self] < $1[Rank.self] }
        var y = bounds.minY
        for subview in ordered {
            print("rank", subview[Rank.self])
            subview.place(at: CGPoint(x: bounds.minX, y: y), anchor: .topLeading, proposal: .unspecified)
            y += subview.sizeThatFits(.unspecified).height
        }
    }
}

extension View {
    func rank(_ value: Int) -> some View {
        layoutValue(key: Rank.self, value: value)
    }
}

struct Podium: View {
    var body: some View {
        RankedStack {
            Text("Bronze").rank(3)
            Text("Gold").layoutValue(key: Rank.self, value: 1)
            Text("Silver").rank(2)
            Text("Unranked")
        }
    }
}

let host = UIHostingController(rootView: Podium())
window.rootViewController = host
runLoop.runUntilIdle()
print(host.frame(of: "Gold"))
print(host.frame(of: "Bronze"))
print(host.frame(of: "Unranked"))
