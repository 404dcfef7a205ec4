// A custom alignment: an AlignmentID, and an `extension HorizontalAlignment` that declares the
// guide, so a label and a field in a row below it line up on one line. Apple documents the
// pattern in HorizontalAlignment.init(_:) and AlignmentID.
// Run: layoutlab run examples/scenarios/swiftui-custom-alignment.swift
enum Accent: AlignmentID {
    static func defaultValue(in context: ViewDimensions) -> CGFloat {
        context[.leading]
    }
}

extension HorizontalAlignment {
    static let accent = HorizontalAlignment(Accent.self)
}

struct Form: View {
    var body: some View {
        VStack(alignment: .accent) {
            Text("Name")
            HStack {
                Text("Email")
                Text("me@example.com")
                    .alignmentGuide(.accent) { d in d[.leading] }
            }
        }
    }
}

let host = UIHostingController(rootView: Form())
window.rootViewController = host
runLoop.runUntilIdle()
print(host.frame(of: "Name"))
print(host.frame(of: "me@example.com"))
