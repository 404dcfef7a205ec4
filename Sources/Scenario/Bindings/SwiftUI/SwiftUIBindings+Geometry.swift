import Foundation
import Simulator

/// `GeometryReader { proxy in … }` with its `GeometryProxy`, `Divider()`, and `Alignment(horizontal:vertical:)`.
extension SwiftUIBindings {
    func installGeometry() {
        geometryReader.initializer(["content"]) { i, _, args in
            let closure = try Convert.closure(args[0], "the GeometryReader's content")
            let proxyType = self.geometryProxy
            let build: (GeometryProxy) throws -> ViewDescription = { [weak i] proxy in
                guard let i else { throw NativeError(.runtime, "the scenario has ended") }
                return try i.buildViews(closure: closure, [.host(proxyType, HostValue(proxy))], at: i.currentRange)
            }
            return self.wrap(.geometryReader(build))
        }
        func p(_ value: Value) throws -> GeometryProxy {
            guard case .host(_, let object as HostValue<GeometryProxy>) = value else {
                throw NativeError(.type, "expected a GeometryProxy, found a value of type \(value.typeName)")
            }
            return object.value
        }
        geometryProxy.property("size") { _, this in .size(try p(this).size) }
        // No safe area inside a hosting view in the model (docs/swiftui.md).
        geometryProxy.property("safeAreaInsets") { _, _ in .host(self.edgeInsets, HostValue(EdgeInsets())) }
        geometryProxy.method("frame", ["in"]) { _, this, args in
            let proxy = try p(this)
            switch try Convert.symbol(args[0], "coordinate space", in: ["local", "global"]) {
            case "local": return .rect(CGRect(origin: .zero, size: proxy.size))
            default:
                // The hosting view stands for the window: its coordinates are the frames lessons ask about.
                return .rect(proxy.frameInHost)
            }
        }
        geometryProxy.describe = { object in
            (object as? HostValue<GeometryProxy>).map {
                "GeometryProxy(size: \(Int($0.value.size.width))×\(Int($0.value.size.height)))"
            }
                ?? "GeometryProxy"
        }

        divider.initializer([]) { _, _, _ in self.wrap(.divider) }

        // `Alignment(horizontal: .accent, vertical: .top)`: a ZStack's or frame's alignment with a custom part.
        alignmentType.initializer(["horizontal", "vertical"]) { i, _, args in
            .host(
                self.alignmentType,
                HostValue(
                    Alignment(
                        horizontal: try self.horizontalAlignment(i, args[0]),
                        vertical: try self.verticalAlignment(i, args[1]))))
        }
        for (name, value) in Alignment.named {
            alignmentType.staticProperties[name] = { _ in .host(self.alignmentType, HostValue(value)) }
        }
        alignmentType.equals = { a, b in (a as? HostValue<Alignment>)?.value == (b as? HostValue<Alignment>)?.value }
        alignmentType.describe = { object in
            (object as? HostValue<Alignment>).map { "Alignment.\($0.value)" } ?? "Alignment"
        }
    }
}
