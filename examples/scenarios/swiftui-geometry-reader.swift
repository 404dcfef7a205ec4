// GeometryReader takes the whole space it is offered, places its content at its top-leading
// corner and tells the content its size; a Divider in a VStack spans the stack's width.
// Run: layoutlab run examples/scenarios/swiftui-geometry-reader.swift
struct Meter: View {
    var body: some View {
        VStack(spacing: 0) {
            Text("Storage")
            Divider()
            GeometryReader { proxy in
                Color.blue.frame(width: proxy.size.width / 2, height: 20)
            }
        }
        .frame(width: 200, height: 100)
    }
}

let host = UIHostingController(rootView: Meter())
window.rootViewController = host
runLoop.runUntilIdle()
print(host.frame(of: "GeometryReader"))
print(host.frame(of: "Color.frame"))
print(host.frame(of: "Divider"))
trace.mark("wider")
host.view.frame.size.width = 300
runLoop.runUntilIdle()
print(trace.after("wider").count("GeometryReader.content"))
