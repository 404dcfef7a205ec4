// The scroll view that holds the cells of a compositional section scrolling across the layout.
import Foundation

/// The scroll view UIKit puts a section with an orthogonal scrolling behavior in (fact 111).
/// Apple documents none of it (a feedback request notes that apps "do not get access to the
/// underlying orthogonal scroll views"); the model makes it a plain `UIScrollView` — UIKit's is
/// a private subclass, whose name the model does not claim — named `cv.orthogonal[s]` after its
/// collection view and section. It spans the collection view's width, is as tall as the row,
/// holds the row's cells at their frames in the row, and scrolls by its own `contentOffset.x`:
/// each offset change lays it out, and its layout has the collection view place the cells of
/// the items that came into the row and give back those that left.
final class OrthogonalSectionScroller: UIScrollView {
    weak var collection: UICollectionView?
    let section: Int

    init(collection: UICollectionView, section: Int) {
        self.collection = collection
        self.section = section
        super.init(context: collection.context, frame: .zero)
        contentInsetAdjustmentBehavior = .never
    }

    /// Named after its collection view as the trace names it now (the app may name that later).
    override var traceName: String {
        get { "\(collection?.traceName ?? "UICollectionView").orthogonal[\(section)]" }
        set {}
    }

    override func classLayoutSubviews() throws {
        try super.classLayoutSubviews()
        try collection?.layoutItems()
    }
}
