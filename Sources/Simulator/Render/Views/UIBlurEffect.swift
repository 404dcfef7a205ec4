// The effect a UIVisualEffectView shows: a blur of the content behind, in a system style.
import Foundation

/// `UIBlurEffect(style:)`. UIKit does not document the radius or tint of its styles; the model
/// gives each a radius and a translucent tint (its assumption, docs/simulator.md). What the
/// lessons rely on — every blur is an offscreen pass each frame (fact 37, TT10857) — is the same
/// for every style.
public final class UIBlurEffect: Equatable {
    /// UIKit's blur styles.
    public enum Style: String, Sendable, CaseIterable {
        case extraLight, light, dark, regular, prominent
        case systemUltraThinMaterial, systemThinMaterial, systemMaterial, systemThickMaterial, systemChromeMaterial
        case systemUltraThinMaterialLight, systemThinMaterialLight, systemMaterialLight, systemThickMaterialLight
        case systemChromeMaterialLight
        case systemUltraThinMaterialDark, systemThinMaterialDark, systemMaterialDark, systemThickMaterialDark
        case systemChromeMaterialDark
    }

    /// The style it was made with.
    public let style: Style

    /// Creates a blur effect of `style`.
    public init(style: Style) {
        self.style = style
    }

    public static func == (a: UIBlurEffect, b: UIBlurEffect) -> Bool { a.style == b.style }

    /// The blur radius in points (model assumption: thinner materials blur less).
    var blurRadius: CGFloat {
        let name = style.rawValue
        if name.hasPrefix("systemUltraThin") { return 10 }
        if name.hasPrefix("systemThin") { return 15 }
        if name.hasPrefix("systemThick") || name.hasPrefix("systemChrome") || style == .prominent { return 30 }
        return 20
    }

    /// The tint drawn over the blur (model assumption: light styles whiten, dark ones darken;
    /// the unqualified system materials follow the light appearance the simulator runs in).
    var tint: UIColor {
        let name = style.rawValue
        if style == .dark || name.hasSuffix("Dark") { return UIColor(white: 0.1, alpha: 0.5) }
        if style == .extraLight { return UIColor(white: 1, alpha: 0.6) }
        return UIColor(white: 1, alpha: 0.3)
    }
}
