// systemLayoutSizeFitting: the size a view's constraints give it, measured without moving it.
import Foundation

extension UIView {
    /// `UIView.layoutFittingCompressedSize`: ask for the smallest size, (0, 0).
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// `UIView.layoutFittingExpandedSize`: ask for the largest size, (10000, 10000) as UIKit defines it.
    public static let layoutFittingExpandedSize = CGSize(width: 10000, height: 10000)

    /// The size the view's constraints give it when its width and height are pulled towards
    /// `targetSize` at the fitting priorities (Docs systemLayoutSizeFitting(_:…): "Returns the
    /// optimal size of the view based on its constraints and the specified fitting priorities …
    /// This method does not actually change the size of the view"). It first runs the pending
    /// constraint updates of the view's subtree, as `updateConstraintsIfNeeded()` does, so
    /// intrinsic sizes are current; it works in a hierarchy in no window (fact 50), which is how
    /// cells are sized. Model assumption: the view's own autoresizing size constraints are lifted
    /// for the measurement (constraints they pushed out earlier take part again), and a root in
    /// no window measured before it was laid out is not held at its frame at all, so a fresh cell
    /// content view (`translatesAutoresizingMaskIntoConstraints`, 0 × 0) logs no conflict and
    /// measures what its constraints say; constraints from outside its subtree still take part.
    public func systemLayoutSizeFitting(
        _ targetSize: CGSize, withHorizontalFittingPriority horizontal: UILayoutPriority = .fittingSizeLevel,
        verticalFittingPriority vertical: UILayoutPriority = .fittingSizeLevel
    ) throws -> CGSize {
        try context.trace.call(
            level: .uikit, receiver: traceName, method: "systemLayoutSizeFitting", cause: context.currentCause,
            reason: "explicit", text: Self.describeFittingTarget(targetSize)
        ) { seq in
            let host = hierarchyRoot
            if host.prepareHostedEngine(measuringOnly: true, measuring: self),
                updateConstraintsFlag || descendantNeedsUpdateConstraints
            {
                try context.withPhase(.updateConstraints) {
                    try UpdateConstraintsPass(context: context).run(from: self, cause: .event(seq))
                }
            }
            let engine = layoutEngine ?? host.hostEngine()
            let intrinsic: CGSize? =
                translatesAutoresizingMaskIntoConstraints && hasIntrinsicContentSizeSource
                ? try intrinsicContentSize : nil
            // Fact 87: a multi-line label with no preferredMaxLayoutWidth wraps at the width the
            // measurement gives it (UIKit's second pass), so the height counts every line.
            var labels: [UILabel] = []
            forEachInSubtree { view in
                if let label = view as? UILabel, label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0,
                    !label.translatesAutoresizingMaskIntoConstraints, label.layoutEngine === engine
                {
                    labels.append(label)
                }
            }
            engine.fittingReads = labels
            defer {
                engine.fittingReads = []
                for label in labels where label.measuringWrapWidth != 0 {
                    label.measuringWrapWidth = 0
                    label.intrinsicContentSizeInvalidated = true
                    try? label.updateContentSizeConstraints()
                }
            }
            var size = engine.fittingSize(
                of: self, target: targetSize, horizontal: horizontal, vertical: vertical, intrinsic: intrinsic)
            for _ in 0..<3 where !labels.isEmpty {
                var changed = false
                for (label, width) in zip(labels, engine.fittingReadWidths)
                where width > 0 && abs(label.measuringWrapWidth - width) > 0.001 {
                    label.measuringWrapWidth = width
                    label.intrinsicContentSizeInvalidated = true
                    try label.updateContentSizeConstraints()
                    changed = true
                }
                guard changed else { break }
                size = engine.fittingSize(
                    of: self, target: targetSize, horizontal: horizontal, vertical: vertical, intrinsic: intrinsic)
            }
            return size
        }
    }

    /// `compressed`, `expanded`, or the size, for the trace.
    static func describeFittingTarget(_ size: CGSize) -> String {
        if size == layoutFittingCompressedSize { return "layoutFittingCompressedSize" }
        if size == layoutFittingExpandedSize { return "layoutFittingExpandedSize" }
        return "(\(format(size.width)), \(format(size.height)))"
    }
}
