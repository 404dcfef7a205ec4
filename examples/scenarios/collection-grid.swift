// A photo grid (fact 88): `layoutlab run examples/scenarios/collection-grid.swift`.
// A flow layout of 120 × 120 items, 15 pt apart: three to a line (3 × 120 + 2 × 15 = 390), so
// the first layout asks for the cells of the seven lines that meet the 844 pt screen (21 cells).
// Scrolling 270 pt takes lines 0 and 1 out of view; their six cells come back from
// dequeueReusableCell for items 21–26 after prepareForReuse. Prefetching is off, so cells are
// asked for only as they come into view (collection-prefetch.swift shows it on).
class PhotoCell: UICollectionViewCell {
    let caption = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(caption)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func prepareForReuse() {
        super.prepareForReuse()
        caption.text = nil
    }
}
class GridController: UIViewController, UICollectionViewDataSource {
    let layout = UICollectionViewFlowLayout()
    var collectionView: UICollectionView!
    override func viewDidLoad() {
        super.viewDidLoad()
        layout.itemSize = CGSize(width: 120, height: 120)
        layout.minimumInteritemSpacing = 15
        layout.minimumLineSpacing = 15
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.isPrefetchingEnabled = false
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 60 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
        cell.caption.text = "Photo \(indexPath.item)"
        return cell
    }
}
let grid = GridController()
window.rootViewController = grid
runLoop.runUntilIdle()
print(grid.collectionView.visibleCells.count, grid.collectionView.contentSize)
print(grid.collectionView.layoutAttributesForItem(at: IndexPath(item: 4, section: 0))!.frame)
trace.mark("scroll")  // lines 0 and 1 leave the view; lines 7 and 8 come in
grid.collectionView.contentOffset = CGPoint(x: 0, y: 270)
runLoop.runOnce()
print(grid.collectionView.indexPathsForVisibleItems.count, trace.after("scroll").count("prepareForReuse"))
