// A horizontal photo strip (fact 106): `layoutlab run examples/scenarios/collection-horizontal.swift`.
// A flow layout with `scrollDirection = .horizontal` turns its lines into columns: 110 × 110
// items fill each 230 pt column top to bottom (110 + 10 + 110), and the columns follow one
// another 10 pt apart to the right, so 30 items make 15 columns and a contentSize 1790 pt wide
// (15 × 110 + 14 × 10) and as tall as the strip. The first layout asks for the cells of the four
// columns that meet the 390 pt width (8 cells). Scrolling 360 pt to the right takes columns 0–2
// out on the left; their six cells come back from dequeueReusableCell for items 8–13. (With
// prefetching on, the next columns' cells would also be asked for ahead, along x.)
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
class StripController: UIViewController, UICollectionViewDataSource {
    let layout = UICollectionViewFlowLayout()
    var collectionView: UICollectionView!
    override func viewDidLoad() {
        super.viewDidLoad()
        layout.scrollDirection = .horizontal
        layout.itemSize = CGSize(width: 110, height: 110)
        layout.minimumInteritemSpacing = 10  // between the items of a column
        layout.minimumLineSpacing = 10  // between the columns
        collectionView = UICollectionView(
            frame: CGRect(x: 0, y: 100, width: 390, height: 230), collectionViewLayout: layout)
        collectionView.isPrefetchingEnabled = false  // only the displayed columns ask for cells (fact 93)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath) as! PhotoCell
        cell.caption.text = "Photo \(indexPath.item)"
        return cell
    }
}
let strip = StripController()
window.rootViewController = strip
runLoop.runUntilIdle()
print(strip.collectionView.visibleCells.count, strip.collectionView.contentSize)
print(strip.collectionView.layoutAttributesForItem(at: IndexPath(item: 3, section: 0))!.frame)
trace.mark("scroll")  // columns 0–2 leave on the left; columns 4–6 come in
strip.collectionView.contentOffset = CGPoint(x: 360, y: 0)
runLoop.runOnce()
print(strip.collectionView.indexPathsForVisibleItems.map { $0.item }, trace.after("scroll").count("prepareForReuse"))
