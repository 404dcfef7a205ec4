/// A learner's answer as read, compared exactly: what a verdict's findings depend on.
///
/// `LearnerAnswer`'s `==` follows Swift's: strings equal when canonically equivalent, 0 equal to
/// -0, NaN equal to nothing. A verdict repeats what it read (`-0 ms`, `e` with a combining
/// accent), so two readings share findings only when their strings are the same bytes and
/// their numbers the same bits.
struct ReadAnswer: Hashable {
    let answer: LearnerAnswer

    static func == (lhs: ReadAnswer, rhs: ReadAnswer) -> Bool {
        switch (lhs.answer, rhs.answer) {
        case (.items(let a), .items(let b)), (.options(let a), .options(let b)):
            return a.count == b.count && zip(a, b).allSatisfy { $0.utf8.elementsEqual($1.utf8) }
        case (.bool(let a), .bool(let b)): return a == b
        case (.integer(let a), .integer(let b)): return a == b
        case (.number(let a), .number(let b)): return a.bitPattern == b.bitPattern
        case (.rect(let a), .rect(let b)):
            return a.x.bitPattern == b.x.bitPattern && a.y.bitPattern == b.y.bitPattern
                && a.width.bitPattern == b.width.bitPattern && a.height.bitPattern == b.height.bitPattern
        default: return false
        }
    }

    func hash(into hasher: inout Hasher) {
        switch answer {
        case .items(let items), .options(let items):
            hasher.combine(items.count)
            for item in items {
                hasher.combine(item.utf8.count)
                for byte in item.utf8 { hasher.combine(byte) }
            }
        case .bool(let value): hasher.combine(value)
        case .integer(let value): hasher.combine(value)
        case .number(let value): hasher.combine(value.bitPattern)
        case .rect(let rect):
            for value in [rect.x, rect.y, rect.width, rect.height] { hasher.combine(value.bitPattern) }
        }
    }
}
