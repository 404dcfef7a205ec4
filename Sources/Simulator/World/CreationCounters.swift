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

    /// `UIView#3`: `className`, `#` and `number`. Its bytes are written straight into the
    /// string (a view's name fits a small string): joining the class name with
    /// `String(number)` cost about 800 instructions, read at every view's first event.
    static func defaultName(of className: String, number: Int) -> String {
        guard number >= 0 else { return className + "#" + String(number) }
        var digitCount = 1
        var rest = number / 10
        while rest > 0 {
            digitCount += 1
            rest /= 10
        }
        let count = className.utf8.count + 1 + digitCount
        return String(unsafeUninitializedCapacity: count) { bytes in
            var index = 0
            for byte in className.utf8 {
                bytes[index] = byte
                index += 1
            }
            bytes[index] = UInt8(ascii: "#")
            var value = number
            for place in stride(from: count - 1, to: index, by: -1) {
                bytes[place] = UInt8(ascii: "0") + UInt8(value % 10)
                value /= 10
            }
            return count
        }
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
