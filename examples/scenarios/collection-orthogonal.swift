// Shelves that scroll sideways (facts 110–112): `layoutlab run examples/scenarios/collection-orthogonal.swift`.
// A compositional layout whose sections scroll orthogonally: each section's 150 × 200 groups
// lie side by side, 10 pt apart from 16 pt in, in a row that scrolls by itself while the
// collection view scrolls down. Each section has a 44 pt header (a boundary supplementary
// item), so the rows sit at 52, 312, 572 and 832, and only the groups within the 390 pt width
// get cells: three per row (at 16, 176 and 336), twelve in all for 80 items. Scrolling row 1 so
// that item 10 is centred moves that row's own scroll view, not the collection view: items
// 9–11 come in and reuse the cells of items 0–2.
class ShelfCell: UICollectionViewCell {
    let title = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(title)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
class ShelfHeader: UICollectionReusableView {
    let title = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        addSubview(title)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
class StoreController: UIViewController, UICollectionViewDataSource {
    var collectionView: UICollectionView!
    override func viewDidLoad() {
        super.viewDidLoad()
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(200)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.orthogonalScrollingBehavior = .continuous
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 8, leading: 16, bottom: 8, trailing: 16)
        let header = NSCollectionLayoutBoundarySupplementaryItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .absolute(44)),
            elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
        section.boundarySupplementaryItems = [header]
        collectionView = UICollectionView(
            frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(ShelfCell.self, forCellWithReuseIdentifier: "app")
        collectionView.register(
            ShelfHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
            withReuseIdentifier: "shelf")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }
    func numberOfSections(in collectionView: UICollectionView) -> Int { 4 }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 20 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "app", for: indexPath) as! ShelfCell
        cell.title.text = "App \(indexPath.item)"
        return cell
    }
    func collectionView(
        _ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String, at indexPath: IndexPath
    ) -> UICollectionReusableView {
        let header =
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "shelf", for: indexPath)
            as! ShelfHeader
        header.title.text = "Shelf \(indexPath.section + 1)"
        return header
    }
}
let store = StoreController()
window.rootViewController = store
runLoop.runUntilIdle()
print(store.collectionView.visibleCells.count, store.collectionView.contentSize)
trace.mark("shelf")  // row 1 scrolls by itself; the collection view stays at the top
store.collectionView.scrollToItem(at: IndexPath(item: 10, section: 1), at: .centeredHorizontally, animated: false)
runLoop.runOnce()
print(store.collectionView.contentOffset, store.collectionView.indexPathsForVisibleItems.filter { $0.section == 1 }.map { $0.item })
