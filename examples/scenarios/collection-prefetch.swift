// Prefetching in a collection view (facts 93, 94):
// `layoutlab run examples/scenarios/collection-prefetch.swift` (the trace shows every call).
// The same gallery twice, 120 pt photos three to a line, scrolled down 400 pt and then another
// 400 pt: `ahead` as UIKit makes it (isPrefetchingEnabled is true by default), `asNeeded` with
// isPrefetchingEnabled = false. Both show the same cells; `ahead` asks for some of them
// (cellForItemAt) a scroll before they come into view, where only willDisplay is called, and
// tells its loader of items before their cells are asked for. How far ahead is the model's.
class PhotoCell: UICollectionViewCell {
    let photo = UIView()
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(photo)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}

class Loader: NSObject, UICollectionViewDataSourcePrefetching {
    var requested: [Int] = []
    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        requested += indexPaths.map { $0.item }
    }
}

class Gallery: UIViewController, UICollectionViewDataSource, UICollectionViewDelegate {
    let layout = UICollectionViewFlowLayout()
    let loader = Loader()
    var prefetching = true
    var collectionView: UICollectionView!
    var cellsAsked = 0
    var cellsDisplayed = 0
    override func viewDidLoad() {
        super.viewDidLoad()
        layout.itemSize = CGSize(width: 120, height: 120)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.isPrefetchingEnabled = prefetching
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(PhotoCell.self, forCellWithReuseIdentifier: "photo")
        collectionView.dataSource = self
        collectionView.delegate = self
        collectionView.prefetchDataSource = loader
        view.addSubview(collectionView)
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 90 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        cellsAsked += 1
        return collectionView.dequeueReusableCell(withReuseIdentifier: "photo", for: indexPath)
    }
    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        cellsDisplayed += 1
    }
}

let ahead = Gallery()
let asNeeded = Gallery()
asNeeded.prefetching = false
for gallery in [ahead, asNeeded] {
    window.rootViewController = gallery
    runLoop.runUntilIdle()
    gallery.collectionView.contentOffset = CGPoint(x: 0, y: 400)
    runLoop.runOnce()
    gallery.collectionView.contentOffset = CGPoint(x: 0, y: 800)
    runLoop.runOnce()
    // Cells asked for, cells displayed, cells on screen, items the loader heard of.
    print(gallery.cellsAsked, gallery.cellsDisplayed, gallery.collectionView.visibleCells.count, gallery.loader.requested.count)
}
