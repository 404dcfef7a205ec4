// A collection view's headers, footers and other supplementary views: registered, dequeued, placed.
import Foundation

extension UICollectionView {
    /// `UICollectionView.ScrollDirection` (fact 106): the axis a flow or compositional layout
    /// scrolls along.
    public enum ScrollDirection: String, Sendable, CaseIterable {
        case vertical, horizontal
    }

    /// `UICollectionView.elementKindSectionHeader`: the kind string of a section header. UIKit's
    /// value is the Objective-C constant's name, as its exceptions print it.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// `UICollectionView.elementKindSectionFooter`.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// Where the layout puts one supplementary view: its kind, index path and frame in the content.
    public struct SupplementaryPlacement: Sendable, Equatable {
        public let kind: String
        public let indexPath: IndexPath
        public var frame: CGRect
    }

    /// The queue key of a kind and identifier (a header and a footer may share an identifier).
    private static func key(_ kind: String, _ identifier: String) -> String { kind + "\u{1F}" + identifier }

    /// `register(_:forSupplementaryViewOfKind:withReuseIdentifier:)`: how to make a view of the
    /// kind when its queue is empty.
    public func register(
        supplementaryKind kind: String, identifier: String, make: @escaping () throws -> UICollectionReusableView
    ) {
        context.trace.record(
            level: .uikit, receiver: traceName, method: "register", cause: context.currentCause, reason: "explicit",
            text: kind + " " + identifier)
        supplementaryReuse.register(Self.key(kind, identifier)) {
            let view = try make()
            view.reuseIdentifier = identifier
            return view
        }
    }

    /// `dequeueReusableSupplementaryView(ofKind:withReuseIdentifier:for:)`: a queued view of the
    /// kind after its `prepareForReuse()`, or a new one; UIKit raises for a kind and identifier
    /// never registered (fact 109).
    public func dequeueReusableSupplementaryView(
        ofKind kind: String, withReuseIdentifier identifier: String, for indexPath: IndexPath
    ) throws -> UICollectionReusableView {
        guard
            let view = try supplementaryReuse.dequeue(
                Self.key(kind, identifier), path: indexPath, list: self, method: "dequeueReusableSupplementaryView",
                shown: kind + " " + identifier)
        else {
            throw SimulatedException.internalInconsistency(
                "could not dequeue a view of kind: \(kind) with identifier \(identifier) - must register a nib or a "
                    + "class for the identifier or connect a prototype cell in a storyboard")
        }
        view.dequeuedKind = kind
        return view
    }

    /// `supplementaryView(forElementKind:at:)`: the view on screen for the kind and index path.
    public func supplementaryView(forElementKind kind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        shownSupplementaries.first { $0.placed.kind == kind && $0.placed.indexPath == indexPath }?.view
    }

    /// `visibleSupplementaryViews(ofKind:)`: the views of the kind on screen (model: in the
    /// layout's order).
    public func visibleSupplementaryViews(ofKind kind: String) -> [UICollectionReusableView] {
        shownSupplementaries.filter { $0.placed.kind == kind }.map(\.view)
    }

    /// Shows the supplementary views the layout placed in view (fact 108): those already on
    /// screen stay, the data source is asked for the others (after the cells, model), and those
    /// that left the view go to their reuse queue.
    func placeSupplementaries() throws {
        let stretch = visibleStretch
        let wanted = viewLength > 0 ? placement.supplementaries.filter { meetsVisibleStretch($0.frame, stretch) } : []
        var kept: [(placed: SupplementaryPlacement, view: UICollectionReusableView)] = []
        for entry in shownSupplementaries {
            if wanted.contains(where: { $0.kind == entry.placed.kind && $0.indexPath == entry.placed.indexPath }) {
                kept.append(entry)
            } else {
                try retireSupplementary(entry.view)
            }
        }
        var placed: [(placed: SupplementaryPlacement, view: UICollectionReusableView)] = []
        for wish in wanted {
            let existing = kept.first { $0.placed.kind == wish.kind && $0.placed.indexPath == wish.indexPath }?.view
            let view = try existing ?? requestSupplementary(wish)
            if view.frame != wish.frame {
                view.setFrame(wish.frame, cause: context.currentCause, reason: "collectionLayout")
            }
            // Above the cells, below the scroll indicators (model: UIKit orders them by zIndex).
            if existing == nil {
                let above = subviews.lastIndex { $0 is UICollectionReusableView || $0 is OrthogonalSectionScroller }
                try insertSubview(view, at: above.map { $0 + 1 } ?? 0)
            }
            placed.append((wish, view))
        }
        shownSupplementaries = placed
    }

    /// Asks the data source for a supplementary view; UIKit raises for one it did not dequeue as
    /// that kind, or for none (fact 109).
    private func requestSupplementary(_ wish: SupplementaryPlacement) throws -> UICollectionReusableView {
        let path = wish.indexPath
        var returned: Any = ()
        if let source = dataSource, source.implements(.viewForSupplementary) {
            returned = try ask(
                source, .viewForSupplementary, [self, wish.kind, path], text: wish.kind + " " + path.listText)
        }
        guard let view = returned as? UICollectionReusableView, view.dequeuedKind == wish.kind,
            !(view is UICollectionViewCell)
        else {
            // UIKit's text names the view's class and address; the model gives the class only.
            let shown = (returned as? UIView).map { "<\($0.className)>" } ?? "(null)"
            throw SimulatedException.internalInconsistency(
                "the view returned from -collectionView:viewForSupplementaryElementOfKind:atIndexPath (\(wish.kind),"
                    + "<NSIndexPath> {length = 2, path = \(path.section) - \(path.item)}) was not retrieved by calling "
                    + "-dequeueReusableSupplementaryViewOfKind:withReuseIdentifier:forIndexPath: or is nil (\(shown))")
        }
        return view
    }

    /// A supplementary view that left the view waits for reuse.
    private func retireSupplementary(_ view: UICollectionReusableView) throws {
        if view.superview === self { try view.removeFromSuperview() }
        if let identifier = view.reuseIdentifier, let kind = view.dequeuedKind {
            supplementaryReuse.enqueue(view, identifier: Self.key(kind, identifier))
        }
    }

    /// Every supplementary view leaves (a reload, a data source gone).
    func retireSupplementaries() throws {
        for entry in shownSupplementaries { try retireSupplementary(entry.view) }
        shownSupplementaries = []
    }
}
