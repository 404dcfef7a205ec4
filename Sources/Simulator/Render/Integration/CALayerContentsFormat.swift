// The storage formats of a layer's backing store and what each costs per pixel (fact 80).
import Foundation

/// Core Animation's `CALayerContentsFormat`: how a backing store holds its pixels.
///
/// Since iOS 12 a view's backing store takes the smallest format that holds the colors its
/// `draw(_:)` painted, and setting `contentsFormat` fixes the format instead (WWDC 2018-219
/// "Image and Graphics Best Practices": "Element size grows to accommodate color range used by
/// drawing · Setting CALayer.contentsFormat opts out").
public enum CALayerContentsFormat: String, Hashable, Sendable, CaseIterable {
    /// 8-bit components: red, green, blue and alpha (Core Animation's default).
    case RGBA8Uint
    /// One 8-bit gray component.
    case gray8Uint
    /// 16-bit float components (extended-range, wide color).
    case RGBA16Float

    /// Bytes each pixel takes: 4, 1 and 8.
    public var bytesPerPixel: Int {
        switch self {
        case .RGBA8Uint: return 4
        case .gray8Uint: return 1
        case .RGBA16Float: return 8
        }
    }

    /// The format a view's automatic backing store takes for `bitmap` (fact 80): one gray byte
    /// when every pixel drawn is a gray (red, green and blue equal), 8-bit RGBA otherwise. The
    /// simulator's colors are all in the sRGB range, so the automatic choice never needs
    /// extended range.
    static func automatic(for bitmap: Bitmap) -> CALayerContentsFormat {
        let bytes = bitmap.bytes
        var i = 0
        while i + 3 < bytes.count {
            if bytes[i] != bytes[i + 1] || bytes[i] != bytes[i + 2] { return .RGBA8Uint }
            i += 4
        }
        return .gray8Uint
    }
}
