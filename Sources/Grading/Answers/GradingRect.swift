/// A rectangle `(x, y, width, height)` in points: a `frame` question's answer.
public struct GradingRect: Equatable, Sendable, CustomStringConvertible {
    /// Origin x.
    public var x: Double
    /// Origin y.
    public var y: Double
    /// Width.
    public var width: Double
    /// Height.
    public var height: Double

    /// Creates a rectangle.
    public init(x: Double, y: Double, width: Double, height: Double) {
        self.x = x
        self.y = y
        self.width = width
        self.height = height
    }

    /// Whether every component is within `tolerance` of `other`'s.
    public func isClose(to other: GradingRect, tolerance: Double) -> Bool {
        let limit = tolerance + 1e-9
        return abs(x - other.x) <= limit && abs(y - other.y) <= limit
            && abs(width - other.width) <= limit && abs(height - other.height) <= limit
    }

    /// `(x, y, width, height)`.
    public var description: String {
        "(" + [x, y, width, height].map(NumberText.format).joined(separator: ", ") + ")"
    }
}
