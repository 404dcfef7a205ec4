// An @Observable model: a body that reads a property is evaluated again when that property
// changes; a body that does not read it is not. A @Binding writes through to its owner's state.
// Run: layoutlab run examples/scenarios/swiftui-observable.swift
@Observable
class Library {
    var title = "Books"
    var count = 0
}

struct Header: View {
    let library: Library
    var body: some View { Text(library.title) }
}

struct Badge: View {
    let library: Library
    var body: some View { Text("\(library.count) items") }
}

struct Stepper2: View {
    @Binding var value: Int
    var body: some View {
        Button("More") { value += 1 }
    }
}

struct Shelf: View {
    let library: Library
    @State private var step = 1

    var body: some View {
        VStack {
            Header(library: library)
            Badge(library: library)
            Text("step \(step)")
            Stepper2(value: $step)
        }
    }
}

let library = Library()
let host = UIHostingController(rootView: Shelf(library: library))
window.rootViewController = host
runLoop.runUntilIdle()
trace.mark("count")
library.count = 3
runLoop.runUntilIdle()
print(trace.after("count").calls("body"))
trace.mark("more")
host.tap("More")
runLoop.runUntilIdle()
print(trace.after("more").calls("body"))
print(host.frame(of: "step 2") != nil)
