import Foundation
import Simulator

/// `UIHostingController(rootView:)`: a controller in the UIKit tree whose view runs the
/// SwiftUI pass in its layout; and the frame queries lessons ask of it.
extension SwiftUIBindings {
    func installHosting() {
        let simulation = library.simulation
        library.nameable(hosting)
        func h(_ value: Value) throws -> UIHostingController {
            try SimulatorLibrary.object(value, UIHostingController.self, "the hosting controller")
        }
        hosting.initializer(["rootView"]) { i, _, args in
            try i.noteObjectCreated()
            let controller = UIHostingController(simulation, rootView: try self.view(i, args[0], "the root view"))
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
    }
}
