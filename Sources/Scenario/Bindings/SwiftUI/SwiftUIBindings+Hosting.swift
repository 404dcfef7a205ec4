import Foundation
import Simulator

/// `UIHostingController(rootView:)`: a controller in the UIKit tree whose view runs the
/// SwiftUI pass in its layout; and the frame queries lessons ask of it.
extension SwiftUIBindings {
    func installHosting() {
        library.nameable(hosting)
        func h(_ value: Value) throws -> UIHostingController {
            try SimulatorLibrary.object(value, UIHostingController.self, "the hosting controller")
        }
        hosting.initializer(["rootView"]) { i, _, args in
            try i.noteObjectCreated()
            let controller = UIHostingController(
                self.library.simulation, rootView: try self.view(i, args[0], "the root view"))
            controller.rootViewValue = args[0]
            return .host(self.hosting, controller)
        }
        hosting.property(
            "rootView",
            get: { _, this in
                (try h(this).rootViewValue as? Value) ?? .null
            },
            set: { i, this, value in
                let controller = try h(this)
                controller.setRootView(try self.view(i, value, "the root view"))
                controller.rootViewValue = value
            })
        hosting.method("sizeThatFits", ["in"]) { _, this, args in
            let controller = try h(this)
            return .size(
                try SimulatorLibrary.uikit { try controller.sizeThatFits(in: try Convert.size(args[0], "'in'")) })
        }
        // Frame questions: where SwiftUI put a view, in the hosting view's coordinates.
        hosting.method("frame", ["of"]) { _, this, args in
            let name = try Convert.string(args[0], "the view's name")
            guard let node = try h(this).graph.node(named: name) else { return .null }
            return .rect(node.frame)
        }
        hosting.method("frames", ["of"]) { _, this, args in
            let name = try Convert.string(args[0], "the container's name")
            guard let node = try h(this).graph.node(named: name) else { return .array([]) }
            return .array(node.children.map { .rect($0.frame) })
        }
        hosting.property("viewNames") { _, this in .array(try h(this).graph.nodes.map { .string($0.name) }) }
        // `host.tap("Add")`: runs the action of the Button with that title, as a tap would (a
        // scenario query, like `frame(of:)`); the state it changes updates at the next pass.
        hosting.method("tap", [nil]) { _, this, args in
            let title = try Convert.string(args[0], "the button's title")
            guard try SimulatorLibrary.uikit({ try h(this).tap(title) }) else {
                throw NativeError(
                    .runtime, "no Button titled \"\(title)\" is on screen", hint: "host.viewNames lists the views")
            }
            return .void
        }
        // `sizingOptions`: `.intrinsicContentSize`, `.preferredContentSize`, a list of them, or `[]`.
        hosting.property(
            "sizingOptions",
            get: { _, this in
                let options = try h(this).sizingOptions
                var names: [Value] = []
                if options.contains(.intrinsicContentSize) { names.append(.symbol("intrinsicContentSize")) }
                if options.contains(.preferredContentSize) { names.append(.symbol("preferredContentSize")) }
                return .array(names)
            },
            set: { _, this, value in
                let items: [Value]
                if case .array(let list) = value { items = list } else { items = [value] }
                var options: UIHostingController.SizingOptions = []
                for item in items {
                    switch try Convert.symbol(
                        item, "sizing option", in: ["intrinsicContentSize", "preferredContentSize"])
                    {
                    case "intrinsicContentSize": options.insert(.intrinsicContentSize)
                    default: options.insert(.preferredContentSize)
                    }
                }
                try h(this).sizingOptions = options
            })
        hosting.property(
            "preferredContentSize", get: { _, this in .size(try h(this).preferredContentSize) },
            set: { _, this, value in
                try h(this).preferredContentSize = try Convert.size(value, "'preferredContentSize'")
            })
    }
}
