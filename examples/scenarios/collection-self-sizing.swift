// Self-sizing tags (fact 89): `layoutlab run examples/scenarios/collection-self-sizing.swift`.
// With `estimatedItemSize = .automaticSize` the flow layout asks each cell for its size through
// preferredLayoutAttributesFitting(_:), which measures the content view with both axes free:
// each tag is as wide as its text plus 24 pt (a full line is spread to the insets and a lone
// tag centred: the model's reading of the flow layout).
// Uncomment the override to see a cell that decides its own width (every tag 358 pt wide).
class TagCell: UICollectionViewCell {
    let label = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        label.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(label)
        NSLayoutConstraint.activate([
            label.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 8),
            label.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -8),
            label.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 12),
            label.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -12),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    // override func preferredLayoutAttributesFitting(_ layoutAttributes: UICollectionViewLayoutAttributes)
    //     -> UICollectionViewLayoutAttributes
    // {
    //     let attributes = super.preferredLayoutAttributesFitting(layoutAttributes)
    //     attributes.size.width = 358
    //     return attributes
    // }
}
class TagsController: UIViewController, UICollectionViewDataSource {
    let tags = ["Swift", "UIKit", "Auto Layout", "Core Animation", "SwiftUI", "Instruments"]
    let layout = UICollectionViewFlowLayout()
    var collectionView: UICollectionView!
    override func viewDidLoad() {
        super.viewDidLoad()
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        layout.sectionInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 16)
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(TagCell.self, forCellWithReuseIdentifier: "tag")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { tags.count }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tag", for: indexPath) as! TagCell
        cell.label.text = tags[indexPath.item]
        return cell
    }
}
let vc = TagsController()
window.rootViewController = vc
runLoop.runUntilIdle()
for cell in vc.collectionView.visibleCells { print(cell.frame) }
print(trace.count("preferredLayoutAttributesFitting"), trace.logs.count)
