import Foundation
import Simulator

/// Drawing inside `draw(_:)`: UIKit's fill and stroke calls, `UIBezierPath`, and the Core
/// Graphics context drawing code reaches with `UIGraphicsGetCurrentContext()`.
extension SimulatorLibrary {
    // MARK: Drawing inside draw(_:) (facts 29, 33)

    func installDrawing(into registrations: BindingRegistrations) {
        func c(_ value: Value) throws -> UIColor { try Self.hostValue(value, UIColor.self, "the color") }
        // Outside draw(_:) there is no current context and these draw nothing, as in UIKit.
        color.method("setFill", []) { _, this, _ in
            try c(this).setFill(); return .void
        }
        color.method("setStroke", []) { _, this, _ in
            try c(this).setStroke(); return .void
        }
        color.method("set", []) { _, this, _ in
            try c(this).set(); return .void
        }
        registrations.defineFunction(
            "UIRectFill",
            [
                NativeFunction([nil]) { _, _, args in
                    UIRectFill(try Convert.rect(args[0], "the rectangle"))
                    return .void
                }
            ])
        registrations.defineFunction(
            "UIRectFrame",
            [
                NativeFunction([nil]) { _, _, args in
                    UIRectFrame(try Convert.rect(args[0], "the rectangle"))
                    return .void
                }
            ])

        func p(_ value: Value) throws -> UIBezierPath { try Self.object(value, UIBezierPath.self, "the path") }
        bezierPath.initializer(["rect"]) { _, _, args in
            .host(self.bezierPath, UIBezierPath(rect: try Self.pathRect(args[0], "'rect'")))
        }
        bezierPath.initializer(["roundedRect", "cornerRadius"]) { _, _, args in
            let radius = try Convert.double(args[1], "'cornerRadius'")
            guard radius.isFinite else {
                throw NativeError(.runtime, "'cornerRadius' must be a finite number, not \(radius)")
            }
            return .host(
                self.bezierPath,
                UIBezierPath(roundedRect: try Self.pathRect(args[0], "'roundedRect'"), cornerRadius: radius))
        }
        bezierPath.initializer(["ovalIn"]) { _, _, args in
            .host(self.bezierPath, UIBezierPath(ovalIn: try Self.pathRect(args[0], "'ovalIn'")))
        }
        bezierPath.property(
            "lineWidth", get: { _, this in .double(Double(try p(this).lineWidth)) },
            set: { _, this, value in
                let width = try Convert.double(value, "'lineWidth'")
                guard width >= 0, width <= Self.pathCoordinateLimit else {
                    throw NativeError(
                        .runtime, "'lineWidth' must be 0…\(Int(Self.pathCoordinateLimit)) points, not \(width)")
                }
                try p(this).lineWidth = width
            })
        bezierPath.property("bounds") { _, this in .rect(try p(this).bounds) }
        bezierPath.property("cgPath") { _, this in .host(self.cgPath, try p(this)) }
        bezierPath.method("fill", []) { _, this, _ in
            try p(this).fill(); return .void
        }
        bezierPath.method("stroke", []) { _, this, _ in
            try p(this).stroke(); return .void
        }
        bezierPath.describe = {
            ($0 as? UIBezierPath).map { "UIBezierPath(" + Self.describe($0.shape) + ")" } ?? "UIBezierPath"
        }
        installGraphicsContext(into: registrations)
        // A CGPath is the same shape, read-only: it only goes to `shadowPath`.
        cgPath.property("boundingBox") { _, this in .rect(try p(this).bounds) }
        cgPath.describe = { ($0 as? UIBezierPath).map { "CGPath(" + Self.describe($0.shape) + ")" } ?? "CGPath" }
    }

    /// `UIGraphicsGetCurrentContext()` and the Core Graphics calls drawing code makes on it,
    /// with `UIColor.cgColor` for its colours.
    func installGraphicsContext(into registrations: BindingRegistrations) {
        func c(_ value: Value) throws -> UIColor { try Self.hostValue(value, UIColor.self, "the color") }
        color.property("cgColor") { _, this in .host(self.cgColor, HostValue(try c(this))) }
        cgColor.describe = { ($0 as? HostValue<UIColor>).map { "CGColor(\($0.value.description))" } ?? "CGColor" }
        cgColor.equals = { ($0 as? HostValue<UIColor>)?.value == ($1 as? HostValue<UIColor>)?.value }
        func cg(_ value: Value) throws -> UIColor {
            guard case .host(let type, let object) = value, type === self.cgColor,
                let color = object as? HostValue<UIColor>
            else {
                throw NativeError(
                    .type, "expected a CGColor, found a value of type \(value.typeName)",
                    hint: "write UIColor.red.cgColor")
            }
            return color.value
        }
        // Outside draw(_:) there is no current context: nil, as in UIKit.
        registrations.defineFunction(
            "UIGraphicsGetCurrentContext",
            [
                NativeFunction([]) { _, _, _ in
                    UIGraphicsGetCurrentContext().map { .host(self.cgContext, $0) } ?? .null
                }
            ])
        func ctx(_ value: Value) throws -> CGContext { try Self.object(value, CGContext.self, "the graphics context") }
        let widths = contextLineWidths
        cgContext.method("setFillColor", [nil]) { _, this, args in
            try ctx(this).fillColor = try cg(args[0]).rgba; return .void
        }
        cgContext.method("setStrokeColor", [nil]) { _, this, args in
            try ctx(this).strokeColor = try cg(args[0]).rgba; return .void
        }
        cgContext.method("setLineWidth", [nil]) { _, this, args in
            let width = try Convert.double(args[0], "the line width")
            guard width >= 0, width <= Self.pathCoordinateLimit else {
                throw NativeError(
                    .runtime, "the line width must be 0…\(Int(Self.pathCoordinateLimit)) points, not \(width)")
            }
            widths.set(width, on: try ctx(this))
            return .void
        }
        cgContext.method("fill", [nil]) { _, this, args in
            try ctx(this).fill(.rect(try Self.pathRect(args[0], "the rectangle"))); return .void
        }
        cgContext.method("stroke", [nil]) { _, this, args in
            let context = try ctx(this)
            context.stroke(.rect(try Self.pathRect(args[0], "the rectangle")), lineWidth: widths.width(of: context))
            return .void
        }
        cgContext.method("fillEllipse", ["in"]) { _, this, args in
            try ctx(this).fill(.oval(try Self.pathRect(args[0], "'in'"))); return .void
        }
        cgContext.method("strokeEllipse", ["in"]) { _, this, args in
            let context = try ctx(this)
            context.stroke(.oval(try Self.pathRect(args[0], "'in'")), lineWidth: widths.width(of: context))
            return .void
        }
        cgContext.describe = { _ in "CGContext" }
    }

    /// The largest coordinate a path may use. The simulator rasterizes paths in integer pixels,
    /// so a path far beyond any screen is refused here instead of overflowing there.
    static let pathCoordinateLimit: CGFloat = 1_000_000

    /// A path's rectangle: finite, and within ±``pathCoordinateLimit`` points.
    static func pathRect(_ value: Value, _ what: String) throws -> CGRect {
        let rect = try Convert.rect(value, what)
        let limit = pathCoordinateLimit
        let values = [rect.origin.x, rect.origin.y, rect.size.width, rect.size.height, rect.maxX, rect.maxY]
        guard values.allSatisfy({ $0.isFinite && abs($0) <= limit }) else {
            throw NativeError(
                .runtime, "\(what) must lie within ±\(Int(limit)) points, not \(ScenarioValue.rect(rect))",
                hint: "the simulator draws paths on a 390×844 screen; keep them near it")
        }
        return rect
    }

    /// A path's shape as the initializer that made it, rectangles printed as Swift prints a `CGRect`.
    static func describe(_ shape: PathShape) -> String {
        func rect(_ r: CGRect) -> String { ScenarioValue.rect(r).description }
        switch shape {
        case .rect(let r): return "rect: " + rect(r)
        case .roundedRect(let r, let radius): return "roundedRect: \(rect(r)), cornerRadius: \(Double(radius))"
        case .oval(let r): return "ovalIn: " + rect(r)
        }
    }
}
