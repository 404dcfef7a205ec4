// A compositional layout that scrolls sideways (fact 107):
// `layoutlab run examples/scenarios/compositional-horizontal.swift`.
// With the configuration's `scrollDirection = .horizontal` the section repeats its group to the
// right: 150 pt wide groups, 10 pt apart, as tall as the 200 pt strip inside the section's 10 pt
// top and bottom insets (so 180 pt). Ten items make a contentSize 1590 pt wide (10 × 150 + 9 ×
// 10); the first layout asks for the cells of the three items that meet the 390 pt width.
class CardCell: UICollectionViewCell {
    let title = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        contentView.addSubview(title)
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
class CardsController: UIViewController, UICollectionViewDataSource {
    var collectionView: UICollectionView!
    override func viewDidLoad() {
        super.viewDidLoad()
        let item = NSCollectionLayoutItem(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .fractionalHeight(1.0)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .fractionalHeight(1.0)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 10
        section.contentInsets = NSDirectionalEdgeInsets(top: 10, leading: 0, bottom: 10, trailing: 0)
        let configuration = UICollectionViewCompositionalLayoutConfiguration()
        configuration.scrollDirection = .horizontal
        let layout = UICollectionViewCompositionalLayout(section: section, configuration: configuration)
        collectionView = UICollectionView(frame: CGRect(x: 0, y: 100, width: 390, height: 200), collectionViewLayout: layout)
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(CardCell.self, forCellWithReuseIdentifier: "card")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "card", for: indexPath) as! CardCell
        cell.title.text = "Card \(indexPath.item)"
        return cell
    }
}
let cards = CardsController()
window.rootViewController = cards
runLoop.runUntilIdle()
print(cards.collectionView.visibleCells.count, cards.collectionView.contentSize)
print(cards.collectionView.layoutAttributesForItem(at: IndexPath(item: 2, section: 0))!.frame)
