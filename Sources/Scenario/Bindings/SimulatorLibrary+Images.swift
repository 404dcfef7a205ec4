import Foundation
import Simulator

/// Compressed images (fact 3): `UIGraphicsImageRenderer(size:format:)`,
/// `UIGraphicsImageRendererFormat`, `jpegData(withCompressionQuality:actions:)`,
/// `pngData(actions:)`, `UIImage(data:)`, `UIImage(data:scale:)` and `image.scale`. A renderer's
/// `image { }` is a bitmap and is never decoded; an image made from data is decoded the first
/// time a commit shows it. The scenario has no files or network, so renderer data stands in for
/// a downloaded or bundled JPEG/PNG (`UIImage(named:)` needs an asset catalog and is not bound).
extension SimulatorLibrary {
    func installImages(_ registrations: BindingRegistrations) {
        for type in [rendererFormat, imageData] { registrations.register(type) }
        func renderer(_ value: Value) throws -> UIGraphicsImageRenderer {
            try Self.object(value, UIGraphicsImageRenderer.self, "the renderer")
        }
        func format(_ value: Value) throws -> UIGraphicsImageRendererFormat {
            try Self.object(value, UIGraphicsImageRendererFormat.self, "the renderer format")
        }
        func data(_ value: Value) throws -> ImageData { try Self.hostValue(value, ImageData.self, "the image data") }

        // UIGraphicsImageRendererFormat(), .default(), .preferred(): the screen's scale (3).
        rendererFormat.initializer([]) { _, _, _ in .host(self.rendererFormat, UIGraphicsImageRendererFormat()) }
        for name in ["default", "preferred"] {
            rendererFormat.staticMethod(name, []) { _, _, _ in
                .host(self.rendererFormat, UIGraphicsImageRendererFormat())
            }
        }
        rendererFormat.property(
            "scale", get: { _, this in .double(Double(try format(this).scale)) },
            set: { _, this, value in
                let scale = try Convert.double(value, "'scale'")
                guard scale.isFinite, scale > 0, scale <= 16 else {
                    throw NativeError(
                        .runtime, "a renderer format's scale must be between 0 and 16 (exclusive of 0), found \(scale)")
                }
                try format(this).scale = CGFloat(scale)
            })
        rendererFormat.describe = { _ in "UIGraphicsImageRendererFormat" }
        imageRenderer.initializer(["size", "format"]) { _, _, args in
            .host(
                self.imageRenderer,
                UIGraphicsImageRenderer(
                    self.simulation, size: try Convert.size(args[0], "'size'"),
                    format: try format(args[1])))
        }

        // jpegData / pngData: the drawing, encoded.
        func encode(
            _ interpreter: Interpreter, _ actions: Value,
            _ body: ((UIGraphicsImageRendererContext) throws -> Void) throws -> ImageData
        ) throws -> Value {
            let closure = try Convert.closure(actions, "the drawing actions")
            let made = try body { context in
                _ = try interpreter.callback(closure, [.host(self.rendererContext, context)])
            }
            return .host(self.imageData, HostValue(made))
        }
        imageRenderer.method("jpegData", ["withCompressionQuality", "actions"]) { i, this, args in
            let quality = try Convert.double(args[0], "'withCompressionQuality'")
            let r = try renderer(this)
            return try encode(i, args[1]) { try r.jpegData(withCompressionQuality: CGFloat(quality), actions: $0) }
        }
        imageRenderer.method("pngData", ["actions"]) { i, this, args in
            let r = try renderer(this)
            return try encode(i, args[0]) { try r.pngData(actions: $0) }
        }
        // Swift prints a Data as its byte count; the simulator has no bytes, so it names what it holds.
        imageData.describe = { object in
            guard let d = (object as? HostValue<ImageData>)?.value else { return "Data" }
            return "\(d.format.rawValue) data, \(d.pixelWidth)×\(d.pixelHeight) pixels"
        }
        imageData.equals = { ($0 as? HostValue<ImageData>)?.value == ($1 as? HostValue<ImageData>)?.value }

        // UIImage(data:) (scale 1: one point per pixel) and UIImage(data:scale:).
        image.initializer(["data"]) { _, _, args in
            guard let made = UIImage(self.simulation, data: try data(args[0])) else { return .null }
            return .host(self.image, HostValue(made))
        }
        image.initializer(["data", "scale"]) { _, _, args in
            let scale = try Convert.double(args[1], "'scale'")
            guard let made = UIImage(self.simulation, data: try data(args[0]), scale: CGFloat(scale)) else {
                return .null
            }
            return .host(self.image, HostValue(made))
        }
        image.property("scale") { _, this in .double(Double(try Self.hostValue(this, UIImage.self, "the image").scale))
        }

        // Fact 76: decoding before the commit, at full size or downsampled.
        func img(_ value: Value) throws -> UIImage { try Self.hostValue(value, UIImage.self, "the image") }
        image.method("preparingThumbnail", ["of"]) { _, this, args in
            let size = try Convert.size(args[0], "'of'")
            guard let made = try img(this).preparingThumbnail(self.simulation, of: size) else { return .null }
            return .host(self.image, HostValue(made))
        }
        image.method("byPreparingForDisplay", []) { _, this, _ in
            .host(self.image, HostValue(try img(this).preparingForDisplay(self.simulation)))
        }
        // The asynchronous forms decode on another thread; the handler runs in a later turn.
        image.method("prepareForDisplay", ["completionHandler"]) { i, this, args in
            let handler = try Convert.closure(args[0], "the completion handler")
            let made = try img(this).preparingForDisplay(self.simulation, onMainThread: false)
            self.simulation.runLoop.perform { [weak i] in
                _ = try i?.callback(handler, [.host(self.image, HostValue(made))])
            }
            return .void
        }
        image.method("prepareThumbnail", ["of", "completionHandler"]) { i, this, args in
            let size = try Convert.size(args[0], "'of'")
            let handler = try Convert.closure(args[1], "the completion handler")
            let made = try img(this).preparingThumbnail(self.simulation, of: size, onMainThread: false)
            self.simulation.runLoop.perform { [weak i] in
                _ = try i?.callback(handler, [made.map { .host(self.image, HostValue($0)) } ?? .null])
            }
            return .void
        }
    }
}
