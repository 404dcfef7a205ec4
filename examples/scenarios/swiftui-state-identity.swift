// @State lives as long as the view's identity. The branches of an if/else are two views, so
// switching resets "Regular"'s count and runs onDisappear/onAppear; a ternary inside one
// modifier keeps "Padded" the same view; a new .id(_:) makes "Versioned" a new view. Only the
// bodies whose state or inputs changed are evaluated again.
// Run: layoutlab run examples/scenarios/swiftui-state-identity.swift
struct Counter: View {
    let title: String
    @State private var count = 0

    var body: some View {
        VStack {
            Text("\(title): \(count)")
            Button("Add to \(title)") { count += 1 }
        }
        .onAppear { print("appear", title) }
        .onDisappear { print("disappear", title, count) }
    }
}

struct Screen: View {
    @State private var compact = false
    @State private var version = 0

    var body: some View {
        VStack {
            if compact {
                Counter(title: "Compact")
            } else {
                Counter(title: "Regular")
            }
            Counter(title: "Padded").padding(compact ? 4 : 16)
            Counter(title: "Versioned").id(version)
            Button("Toggle") { compact.toggle() }
            Button("Reset") { version += 1 }
        }
    }
}

let host = UIHostingController(rootView: Screen())
window.rootViewController = host
runLoop.runUntilIdle()
host.tap("Add to Regular")
host.tap("Add to Padded")
host.tap("Add to Versioned")
runLoop.runUntilIdle()
trace.mark("toggle")
host.tap("Toggle")
runLoop.runUntilIdle()
print("after toggle:", trace.after("toggle").calls("body"))
print(host.frame(of: "Padded: 1") != nil, host.frame(of: "Compact: 0") != nil)
trace.mark("reset")
host.tap("Reset")
runLoop.runUntilIdle()
print("after reset:", trace.after("reset").calls("body"))
print(host.frame(of: "Versioned: 0") != nil)
