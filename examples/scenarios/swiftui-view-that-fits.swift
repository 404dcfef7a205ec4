// ViewThatFits(in: .horizontal): the first child whose ideal width fits the proposed width is
// shown. At 390 pt the long text does not fit and the middle one does; at 60 pt only the last.
// Run: layoutlab run examples/scenarios/swiftui-view-that-fits.swift
struct Status: View {
    var body: some View {
        ViewThatFits(in: .horizontal) {
            Text("Uploading 3 of 10 files, about a minute left")
            Text("3 of 10 files")
            Text("3/10")
        }
    }
}

let host = UIHostingController(rootView: Status())
window.rootViewController = host
runLoop.runUntilIdle()
print(host.frame(of: "3 of 10 files"))
trace.mark("narrow")
host.view.frame.size.width = 60
runLoop.runUntilIdle()
print(host.frame(of: "3/10"))
print(host.frame(of: "3 of 10 files"))
