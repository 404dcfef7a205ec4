// The layer properties the render server animates, as one value it can interpolate.
import Foundation

/// The animatable model values of a layer: frame, opacity, background colour, corner radius.
///
/// Nil means "not animated" (the snapshot keeps its own value).
struct AnimatedValues: Equatable {
    var frame: CGRect?
    var opacity: Double?
    var backgroundColor: RGBA?
    var cornerRadius: CGFloat?

    /// The model values of `layer`.
    init(of layer: CALayer) {
        frame = layer.frame
        opacity = Double(layer.opacity)
        backgroundColor = layer.backgroundColor?.rgba
        cornerRadius = layer.cornerRadius
    }

    init(frame: CGRect? = nil, opacity: Double? = nil, backgroundColor: RGBA? = nil, cornerRadius: CGFloat? = nil) {
        self.frame = frame
        self.opacity = opacity
        self.backgroundColor = backgroundColor
        self.cornerRadius = cornerRadius
    }

    /// The properties that differ from `other`, with this value's numbers (nil elsewhere).
    func changes(from other: AnimatedValues) -> (from: AnimatedValues, to: AnimatedValues)? {
        var from = AnimatedValues()
        var to = AnimatedValues()
        if frame != other.frame { (from.frame, to.frame) = (other.frame, frame) }
        if opacity != other.opacity { (from.opacity, to.opacity) = (other.opacity, opacity) }
        if backgroundColor != other.backgroundColor, other.backgroundColor != nil, backgroundColor != nil {
            (from.backgroundColor, to.backgroundColor) = (other.backgroundColor, backgroundColor)
        }
        if cornerRadius != other.cornerRadius {
            (from.cornerRadius, to.cornerRadius) = (other.cornerRadius, cornerRadius)
        }
        return to == AnimatedValues() ? nil : (from, to)
    }

    /// `from` + (`to` − `from`) × `t`, property by property.
    static func interpolate(_ from: AnimatedValues, _ to: AnimatedValues, _ t: Double) -> AnimatedValues {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * CGFloat(t) }
        var out = AnimatedValues()
        if let a = from.frame, let b = to.frame {
            out.frame = CGRect(
                x: mix(a.minX, b.minX), y: mix(a.minY, b.minY), width: mix(a.width, b.width),
                height: mix(a.height, b.height))
        }
        if let a = from.opacity, let b = to.opacity { out.opacity = max(0, min(1, a + (b - a) * t)) }
        if let a = from.backgroundColor, let b = to.backgroundColor {
            // A spring overshoots (t > 1): a channel stays within 0…255.
            func m(_ x: UInt8, _ y: UInt8) -> UInt8 {
                UInt8(max(0, min(255, (Double(x) + (Double(y) - Double(x)) * t).rounded())))
            }
            out.backgroundColor = RGBA(m(a.r, b.r), m(a.g, b.g), m(a.b, b.b), m(a.a, b.a))
        }
        if let a = from.cornerRadius, let b = to.cornerRadius { out.cornerRadius = mix(a, b) }
        return out
    }

    /// Drops the properties `other` leaves nil.
    mutating func keepOnly(_ other: AnimatedValues) {
        if other.frame == nil { frame = nil }
        if other.opacity == nil { opacity = nil }
        if other.backgroundColor == nil { backgroundColor = nil }
        if other.cornerRadius == nil { cornerRadius = nil }
    }

    /// `other`'s non-nil values replace these.
    mutating func merge(_ other: AnimatedValues) {
        if let v = other.frame { frame = v }
        if let v = other.opacity { opacity = v }
        if let v = other.backgroundColor { backgroundColor = v }
        if let v = other.cornerRadius { cornerRadius = v }
    }

    /// Writes the non-nil values into an encoded layer.
    func apply(to snapshot: inout LayerSnapshot) {
        if let frame { snapshot.frame = frame }
        if let opacity { snapshot.opacity = opacity }
        if let backgroundColor { snapshot.backgroundColor = backgroundColor }
        if let cornerRadius { snapshot.cornerRadius = cornerRadius }
    }
}
