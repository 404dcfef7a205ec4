// A hosting controller's view sized by Auto Layout: with sizingOptions = .intrinsicContentSize
// its intrinsic content size follows the SwiftUI content's ideal size, so new content resizes
// it; sizeThatFits(_:) asks the content for the size that fits.
// Run: layoutlab run examples/scenarios/swiftui-hosting-sizing.swift
struct Banner: View {
    let message: String
    var body: some View { Text(message).padding() }
}

let host = UIHostingController(rootView: Banner(message: "Saved"))
host.sizingOptions = .intrinsicContentSize
let container = UIViewController()
window.rootViewController = container
container.addChild(host)
container.view.addSubview(host.view)
host.view.translatesAutoresizingMaskIntoConstraints = false
NSLayoutConstraint.activate([
    host.view.topAnchor.constraint(equalTo: container.view.topAnchor, constant: 100),
    host.view.leadingAnchor.constraint(equalTo: container.view.leadingAnchor, constant: 20),
])
runLoop.runUntilIdle()
print(host.view.frame)
host.rootView = Banner(message: "Saved to your library")
runLoop.runUntilIdle()
print(host.view.frame)
print(host.view.sizeThatFits(CGSize(width: 100, height: 500)))
