// The closed shapes the simulator can rasterize, and the pixel-centre test that fills them.
import Foundation

/// A closed shape in some coordinate space: a rectangle, a rounded rectangle or an ellipse.
///
/// These are the shapes `UIBezierPath`'s convenience initialisers make and the shapes a
/// layer's background, border, corner clip and `shadowPath` take.
public enum PathShape: Hashable, Sendable {
    /// A rectangle.
    case rect(CGRect)
    /// A rectangle with circular corners of `radius` (clamped to half the shorter side).
    case roundedRect(CGRect, radius: CGFloat)
    /// The ellipse inscribed in a rectangle.
    case oval(CGRect)

    /// The rectangle that bounds the shape.
    public var bounds: CGRect {
        switch self {
        case .rect(let r), .roundedRect(let r, _), .oval(let r): return r.standardized
        }
    }

    /// True when the point (x, y) lies inside the shape (the boundary counts as inside on the
    /// top/left edges only, so abutting shapes never share a pixel).
    public func contains(x: CGFloat, y: CGFloat) -> Bool {
        let r = bounds
        guard x >= r.minX, x < r.maxX, y >= r.minY, y < r.maxY else { return false }
        switch self {
        case .rect:
            return true
        case .roundedRect(_, let radius):
            let rad = min(max(0, radius), r.width / 2, r.height / 2)
            guard rad > 0 else { return true }
            // Only the four corner squares need the circle test.
            let cx = x < r.minX + rad ? r.minX + rad : (x > r.maxX - rad ? r.maxX - rad : x)
            let cy = y < r.minY + rad ? r.minY + rad : (y > r.maxY - rad ? r.maxY - rad : y)
            let dx = x - cx
            let dy = y - cy
            return dx * dx + dy * dy <= rad * rad
        case .oval:
            guard r.width > 0, r.height > 0 else { return false }
            let nx = (x - r.midX) / (r.width / 2)
            let ny = (y - r.midY) / (r.height / 2)
            return nx * nx + ny * ny <= 1
        }
    }

    /// The same shape grown by `amount` on every side (shrunk when negative); rounded
    /// corners keep their centres, so the radius grows with it, as a stroke's outer edge does.
    public func outset(by amount: CGFloat) -> PathShape {
        let r = bounds.insetBy(dx: -amount, dy: -amount)
        switch self {
        case .rect: return .rect(r)
        case .roundedRect(_, let radius): return .roundedRect(r, radius: max(0, radius + amount))
        case .oval: return .oval(r)
        }
    }

    /// The shape scaled by different factors along x and y (a rounded corner keeps a circular
    /// radius scaled by the smaller factor).
    public func transformed(scaleX sx: CGFloat, scaleY sy: CGFloat) -> PathShape {
        let b = bounds
        let r = CGRect(x: b.minX * sx, y: b.minY * sy, width: b.width * sx, height: b.height * sy)
        switch self {
        case .rect: return .rect(r)
        case .roundedRect(_, let radius): return .roundedRect(r, radius: radius * min(sx, sy))
        case .oval: return .oval(r)
        }
    }

    /// The shape moved and scaled: `p × scale + (dx, dy)`, how a context maps points to pixels.
    public func transformed(scale: CGFloat, dx: CGFloat, dy: CGFloat) -> PathShape {
        let b = bounds
        let r = CGRect(x: b.minX * scale + dx, y: b.minY * scale + dy, width: b.width * scale, height: b.height * scale)
        switch self {
        case .rect: return .rect(r)
        case .roundedRect(_, let radius): return .roundedRect(r, radius: radius * scale)
        case .oval: return .oval(r)
        }
    }

    /// Blends `color` into `bitmap` over the pixels whose centres the shape contains, within `clip`.
    ///
    /// Returns the number of pixels written.
    @discardableResult
    public func fill(_ bitmap: inout Bitmap, with color: RGBA, clip: PixelRect? = nil) -> Int {
        var area = PixelRect(covering: bounds)
        if let clip { area = area.intersection(clip) }
        if case .rect = self { return bitmap.fill(area, with: color) }
        // Row by row: each row of a convex shape is one run of pixels, found from an estimate
        // and settled with `contains`, so the result is exactly the per-pixel test's.
        var written = 0
        for y in area.minY..<area.maxY {
            guard let run = span(row: y, within: area) else { continue }
            written += bitmap.fill(
                PixelRect(minX: run.lowerBound, minY: y, maxX: run.upperBound, maxY: y + 1), with: color)
        }
        return written
    }

    /// The pixels of row `y` (within `area`) whose centres the shape contains, as one run.
    func span(row y: Int, within area: PixelRect) -> Range<Int>? {
        let py = CGFloat(y) + 0.5
        let r = bounds
        guard py >= r.minY, py < r.maxY, area.minX < area.maxX else { return nil }
        // Estimate the half-width of the shape at this row.
        var left = r.minX
        var right = r.maxX
        switch self {
        case .rect:
            break
        case .roundedRect(_, let radius):
            let rad = min(max(0, radius), r.width / 2, r.height / 2)
            if rad > 0 {
                let cy = py < r.minY + rad ? r.minY + rad : (py > r.maxY - rad ? r.maxY - rad : py)
                let dy = py - cy
                let dx = (max(0, rad * rad - dy * dy)).squareRoot()
                left = r.minX + rad - dx
                right = r.maxX - rad + dx
            }
        case .oval:
            let ny = (py - r.midY) / (r.height / 2)
            let dx = (max(0, 1 - ny * ny)).squareRoot() * r.width / 2
            left = r.midX - dx
            right = r.midX + dx
        }
        guard left.isFinite, right.isFinite else { return nil }
        // Clamp in floating point first: a shape 1e30 points wide must not overflow Int.
        func column(_ x: CGFloat) -> Int { Int(max(CGFloat(area.minX), min(CGFloat(area.maxX - 1), x))) }
        var a = column((left - 0.5).rounded(.up))
        var b = column((right - 0.5).rounded(.down))
        func inside(_ x: Int) -> Bool { contains(x: CGFloat(x) + 0.5, y: py) }
        // Settle the ends with the exact test (the estimate may be off by a pixel either way).
        while a > area.minX, inside(a - 1) { a -= 1 }
        while a <= b, !inside(a) { a += 1 }
        while b < area.maxX - 1, inside(b + 1) { b += 1 }
        while b >= a, !inside(b) { b -= 1 }
        return a <= b ? a..<(b + 1) : nil
    }

    /// Blends `color` into `bitmap` along the outline, `lineWidth` wide and centred on it (UIBezierPath's stroke).
    ///
    /// Returns the number of pixels written.
    @discardableResult
    public func stroke(_ bitmap: inout Bitmap, with color: RGBA, lineWidth: CGFloat, clip: PixelRect? = nil) -> Int {
        guard lineWidth > 0, lineWidth.isFinite else { return 0 }
        let outer = outset(by: lineWidth / 2)
        let inner = outset(by: -lineWidth / 2)
        let innerEmpty = inner.bounds.width <= 0 || inner.bounds.height <= 0
        var area = PixelRect(covering: outer.bounds)
        if let clip { area = area.intersection(clip) }
        return bitmap.fill(area, with: color) { x, y in
            let px = CGFloat(x) + 0.5
            let py = CGFloat(y) + 0.5
            return outer.contains(x: px, y: py) && (innerEmpty || !inner.contains(x: px, y: py))
        }
    }
}
