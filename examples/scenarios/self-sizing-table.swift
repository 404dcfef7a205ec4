// A self-sizing table (facts 61–63): `layoutlab run examples/scenarios/self-sizing-table.swift`.
// The first commit asks for the cells of rows 0–7 only and measures each through its content
// view's constraints (16 + 80 + 16 = 112 pt); scrolling 300 pt retires rows 0 and 1, whose
// cells come back from dequeueReusableCell for rows 8 and 9 after prepareForReuse.
// Set `tableView.rowHeight = 44` to see the 'UIView-Encapsulated-Layout-Height' conflict, then
// give the bottom constraint `priority = UILayoutPriority(999)` to silence it.
class CardCell: UITableViewCell {
    let title = UILabel()
    override init(style: UITableViewCell.CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        title.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(title)
        NSLayoutConstraint.activate([
            title.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 16),
            title.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -16),
            title.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            title.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
            title.heightAnchor.constraint(equalToConstant: 80),
        ])
    }
    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }
    override func prepareForReuse() {
        super.prepareForReuse()
        title.text = nil
    }
}

class FeedController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    let tableView = UITableView(frame: .zero, style: .plain)
    var items = (0..<20).map { "Item \($0)" }
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.frame = view.bounds
        tableView.register(CardCell.self, forCellReuseIdentifier: "card")
        tableView.dataSource = self
        tableView.delegate = self
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 44
        view.addSubview(tableView)
    }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "card", for: indexPath) as! CardCell
        cell.title.text = items[indexPath.row]
        return cell
    }
}
let feed = FeedController()
window.rootViewController = feed
runLoop.runUntilIdle()
print(feed.tableView.visibleCells.count, feed.tableView.contentSize, feed.tableView.rectForRow(at: IndexPath(row: 7, section: 0)))
trace.mark("scroll")  // rows 0 and 1 leave the view; rows 8–10 come in
feed.tableView.contentOffset = CGPoint(x: 0, y: 300)
runLoop.runOnce()
print(feed.tableView.indexPathsForVisibleRows, trace.logs.count)
