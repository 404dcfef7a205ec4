/// The teaching shorthands (docs/prelude.swift): forms UIKit spells differently. They run, but
/// `layoutlab check` warns where a lesson uses one and names the UIKit form. One table, so the
/// warning, the API listing (docs/scenario-api.txt) and the docs cannot drift apart.
enum Shorthand: CaseIterable {
    case labelText, imageSize, displayLinkClosure, displayLinkAddToRunLoop
    case layerPresentationFrame, layerPresentationOpacity, viewPresentationFrame
    case layerColorFromUIColor, shadowPathFromBezierPath, contentsFromUIImage, priorityFromNumber

    /// The shorthand as the warning shows it.
    var shown: String {
        switch self {
        case .labelText: return "UILabel(text:)"
        case .imageSize: return "UIImage(size:)"
        case .displayLinkClosure: return "CADisplayLink { link in … }"
        case .displayLinkAddToRunLoop: return "link.add(to: runLoop)"
        case .layerPresentationFrame: return "layer.presentationFrame"
        case .layerPresentationOpacity: return "layer.presentationOpacity"
        case .viewPresentationFrame: return "view.presentationFrame"
        case .layerColorFromUIColor: return "a UIColor as a layer's color"
        case .shadowPathFromBezierPath: return "a UIBezierPath as layer.shadowPath"
        case .contentsFromUIImage: return "a UIImage as layer.contents"
        case .priorityFromNumber: return "a number as a UILayoutPriority"
        }
    }

    /// What to write instead, in UIKit.
    var uikit: String {
        switch self {
        case .labelText: return "let label = UILabel(); label.text = …"
        case .imageSize: return "UIGraphicsImageRenderer(size: …).image { _ in }"
        case .displayLinkClosure:
            return "CADisplayLink(target: self, selector: #selector(step(_:))) with an @objc method"
        case .displayLinkAddToRunLoop: return "link.add(to: .main, forMode: .common)"
        case .layerPresentationFrame: return "layer.presentation()?.frame"
        case .layerPresentationOpacity: return "layer.presentation()?.opacity"
        case .viewPresentationFrame: return "view.layer.presentation()?.frame"
        case .layerColorFromUIColor:
            return "a CGColor: layer.borderColor = UIColor.red.cgColor (CALayer's colors are CGColor?)"
        case .shadowPathFromBezierPath: return "UIBezierPath(…).cgPath (shadowPath is a CGPath?)"
        case .contentsFromUIImage:
            return "layer.contents = image.cgImage (Core Animation shows a CGImage; a UIImage there shows nothing)"
        case .priorityFromNumber: return "UILayoutPriority(999) (UILayoutPriority takes no number literal)"
        }
    }

    /// The member of docs/scenario-api.txt that is itself the shorthand (`UILabel.init(text:)`);
    /// nil where a real member takes a value of the wrong type (`layer.borderColor = .red`).
    var member: String? {
        switch self {
        case .labelText: return "UILabel.init(text:)"
        case .imageSize: return "UIImage.init(size:)"
        case .displayLinkClosure: return "CADisplayLink.init(_:)"
        case .displayLinkAddToRunLoop: return "CADisplayLink.func add(to:)"
        case .layerPresentationFrame: return "CALayer.var presentationFrame"
        case .layerPresentationOpacity: return "CALayer.var presentationOpacity"
        case .viewPresentationFrame: return "UIView.var presentationFrame"
        case .layerColorFromUIColor, .shadowPathFromBezierPath, .contentsFromUIImage, .priorityFromNumber: return nil
        }
    }
}
