// The reuse machinery a table view and a collection view share: registered classes and queues.
import Foundation

/// Registered cell classes and one reuse queue per identifier (facts 61, 88). A list gives a
/// cell whose item left the view back with `enqueue`; `dequeue` hands the oldest queued cell out
/// again after its `prepareForReuse()`, or makes a new one of the registered class, and records
/// the call as UIKit's `dequeueReusableCell` with the item and whether the cell was reused.
struct CellReuseQueue<Cell: UIView> {
    private var factories: [String: () throws -> Cell] = [:]
    private var queues: [String: [Cell]] = [:]

    /// Whether a class is registered for the identifier.
    func isRegistered(_ identifier: String) -> Bool { factories[identifier] != nil }

    /// `register(_:forCell…ReuseIdentifier:)`: how to make a cell when the queue is empty.
    mutating func register(_ identifier: String, make: @escaping () throws -> Cell) { factories[identifier] = make }

    /// A cell whose item left the view waits here for reuse.
    mutating func enqueue(_ cell: Cell, identifier: String?) {
        guard let identifier else { return }
        queues[identifier, default: []].append(cell)
    }

    /// A queued cell after its `prepareForReuse()`, a new one, or nil for an identifier with
    /// neither (the caller raises as UIKit does).
    /// `method` and `shown` are what the trace records: the call and the identifier as the app
    /// gave it (a supplementary view's queue is keyed by its kind too).
    mutating func dequeue(
        _ identifier: String, path: IndexPath?, list: UIView, method: String = "dequeueReusableCell",
        shown: String? = nil
    ) throws -> Cell? {
        let reused = queues[identifier]?.isEmpty == false ? queues[identifier]?.removeFirst() : nil
        let make = factories[identifier]
        guard reused != nil || make != nil else { return nil }
        let context = list.context
        return try context.trace.call(
            level: .uikit, receiver: list.traceName, method: method, cause: context.currentCause,
            reason: "explicit",
            text: (shown ?? identifier) + (path.map { " " + $0.listText } ?? "") + (reused != nil ? " reused" : " new")
        ) { seq in
            if let reused {
                try reused.callOverridable(.prepareForReuse, cause: .event(seq), reason: "reuse") { _ in }
                return reused
            }
            return try make?()
        }
    }
}
