// Section headers and footers (facts 108, 109): `layoutlab run examples/scenarios/collection-headers.swift`.
// A grid of 120 × 120 items, three to a line, in three sections of 6, 9 and 12 items. Every
// section has a 44 pt header (`headerReferenceSize`; in a vertical flow only the height counts
// and the header is as wide as the collection view), and the delegate gives a 30 pt footer to
// the last section only: a zero size means no footer, and the data source is never asked for
// one. A header comes before the section's insets and a footer after them, so section 1 starts
// at 315 (44 + 8 + 2 × 120 + 15 + 8) and the content is 1380 pt tall. The first screen shows
// the three headers; the last section's footer is asked for only when a scroll brings it in.
class TitleHeader: UICollectionReusableView {
    let title = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(title)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
class NoteFooter: UICollectionReusableView {
    let note = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(note)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
class AlbumController: UIViewController, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
    let layout = UICollectionViewFlowLayout()
    var collectionView: UICollectionView!
    let counts = [6, 9, 12]
    override func viewDidLoad() {
        super.viewDidLoad()
        layout.itemSize = CGSize(width: 120, height: 120)
        layout.minimumInteritemSpacing = 15
        layout.minimumLineSpacing = 15
        layout.sectionInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        layout.headerReferenceSize = CGSize(width: 0, height: 44)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.register(
            TitleHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "title")
        collectionView.register(
            NoteFooter.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
            withReuseIdentifier: "note")
        collectionView.dataSource = self
        collectionView.delegate = self
        view.addSubview(collectionView)
    }
    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        counts[section]
    }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }
    func collectionView(
        _ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
        referenceSizeForFooterInSection section: Int
    ) -> CGSize {
        section == counts.count - 1 ? CGSize(width: 0, height: 30) : .zero
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        if kind == UICollectionView.elementKindSectionHeader {
            let header =
                collectionView.dequeueReusableSupplementaryView(
                    ofKind: kind, withReuseIdentifier: "title", for: indexPath) as! TitleHeader
            header.title.text = "Album \(indexPath.section + 1)"
            return header
        }
        let footer =
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "note", for: indexPath)
            as! NoteFooter
        footer.note.text = "\(counts[indexPath.section]) photos"
        return footer
    }
}
let album = AlbumController()
window.rootViewController = album
runLoop.runUntilIdle()
print(album.collectionView.contentSize, album.collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count)
print(album.collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader, at: IndexPath(item: 0, section: 1))!.frame)
trace.mark("bottom")  // the footer of the last section comes into view
album.collectionView.contentOffset = CGPoint(x: 0, y: 536)
runLoop.runOnce()
print(trace.after("bottom").events("viewForSupplementaryElementOfKind").map { $0.text })
