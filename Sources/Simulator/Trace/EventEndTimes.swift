// When call events returned, for the calls that took simulated time.

/// The end time (ms) of each event that ended later than it started, by event index, in pages of
/// 1,024 made when an event of the page first gets one. The trace keeps whether an event has
/// an end in its record (`hasEnd`) and reads this only then. A dictionary by index hashed
/// every index and regrew as a 10k-view commit closed its 30,000 calls (a tenth of the
/// commit); the pages also take less room than its entries did (a 10k-view trace's storage
/// per event went from 48 to 43.5 bytes).
// Safe: pages are allocated here and freed once, by `deallocate`, which the owner calls when
// nothing reads the times any more; no pointer into a page leaves this type.
struct EventEndTimes {
    private static let pageShift = 10
    private static let pageSize = 1 << pageShift
    private var pages: [UnsafeMutablePointer<Double>?] = []

    /// The end of event `index`; only meaningful once `set` has given it one.
    subscript(index: Int) -> Double {
        let page = index >> Self.pageShift
        guard page < pages.count, let times = pages[page] else { return .nan }
        return times[index & (Self.pageSize - 1)]
    }

    /// Records that event `index` ended at `time`.
    mutating func set(_ time: Double, at index: Int) {
        let page = index >> Self.pageShift
        if page >= pages.count { pages.append(contentsOf: repeatElement(nil, count: page + 1 - pages.count)) }
        let times: UnsafeMutablePointer<Double>
        if let made = pages[page] {
            times = made
        } else {
            times = UnsafeMutablePointer<Double>.allocate(capacity: Self.pageSize)
            times.initialize(repeating: .nan, count: Self.pageSize)
            pages[page] = times
        }
        times[index & (Self.pageSize - 1)] = time
    }

    /// Bytes of the pages made.
    var bytes: Int {
        pages.reduce(0) { $0 + ($1 == nil ? 0 : Self.pageSize * MemoryLayout<Double>.stride) }
            // Safe: only the pointer type's size is read here, no page.
            + pages.capacity * MemoryLayout<UnsafeMutablePointer<Double>?>.stride
    }

    func deallocate() {
        for case let times? in pages { times.deallocate() }
    }
}
