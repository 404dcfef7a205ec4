// Creation numbers per class name, for default names such as `UIView#3`.

/// How many objects of each class name a simulation has made (`UIView#3` is the third UIView).
/// A view asks as it is made, so does its layer and each constraint the app makes: a screen of
/// 10,000 constrained views asks 60,000 times, of a few names. The names asked last are kept
/// with their counters' places and compared first (a literal, or the same stored name, compares
/// by its storage) before the name is hashed into the table.
struct CreationCounters {
    private var counts: [Int] = []
    private var places: [String: Int] = [:]
    /// The last names asked, with their places in `counts`, most recent first.
    private var recent: [(name: String, place: Int)] = []
    private static let recentLimit = 4

    /// The next creation number of `className`, counted from 1.
    mutating func next(for className: String) -> Int {
        let place = self.place(of: className)
        counts[place] += 1
        return counts[place]
    }

    private mutating func place(of className: String) -> Int {
        for index in recent.indices where recent[index].name == className {
            return recent[index].place
        }
        let place: Int
        if let known = places[className] {
            place = known
        } else {
            place = counts.count
            counts.append(0)
            places[className] = place
        }
        if recent.count == Self.recentLimit { recent.removeLast() }
        recent.insert((className, place), at: 0)
        return place
    }
}
