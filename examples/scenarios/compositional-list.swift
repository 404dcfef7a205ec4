// A compositional list (facts 90, 91): `layoutlab run examples/scenarios/compositional-list.swift`.
// Full-width items `.estimated(44)` tall, 8 pt apart: at the estimate 17 items seem to fit the
// 844 pt screen, so 17 cells are asked for and measured (short notes 45 pt, long ones 87 pt);
// placed again, only 12 fit, and five cells go straight back to the reuse queue. Items further
// down still count at 44 pt, so contentSize changes as they are measured.
class NoteCell: UICollectionViewCell {
    let note = UILabel()
    override init(frame: CGRect) {
        super.init(frame: frame)
        note.numberOfLines = 0
        note.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(note)
        NSLayoutConstraint.activate([
            note.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 12),
            note.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -12),
            note.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            note.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
}
class NotesController: UIViewController, UICollectionViewDataSource {
    var collectionView: UICollectionView!
    override func viewDidLoad() {
        super.viewDidLoad()
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        section.interGroupSpacing = 8
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: UICollectionViewCompositionalLayout(section: section))
        collectionView.contentInsetAdjustmentBehavior = .never
        collectionView.register(NoteCell.self, forCellWithReuseIdentifier: "note")
        collectionView.dataSource = self
        view.addSubview(collectionView)
    }
    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 30 }
    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "note", for: indexPath) as! NoteCell
        cell.note.text = indexPath.item % 2 == 0 ? "Short" : "A long line of text that certainly needs more than one line at this width to fit"
        return cell
    }
}
let vc = NotesController()
window.rootViewController = vc
runLoop.runUntilIdle()
print(vc.collectionView.visibleCells.count, vc.collectionView.contentSize)
print(vc.collectionView.layoutAttributesForItem(at: IndexPath(item: 1, section: 0))!.frame, vc.collectionView.layoutAttributesForItem(at: IndexPath(item: 29, section: 0))!.frame)
print(trace.count("cellForItemAt"), trace.count("preferredLayoutAttributesFitting"), trace.logs.count)
