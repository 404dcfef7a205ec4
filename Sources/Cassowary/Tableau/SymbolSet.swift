/// A set of symbols that gives its lowest id first: the objective's candidates for entering
/// the basis, so the lowest-id improving symbol (Bland's rule) is found without scanning the
/// whole objective.
///
/// A bitmap with one bit per symbol id, and a summary bitmap with one bit per nonempty word of
/// it: adding a symbol sets two bits, and the lowest symbol is two trailing-zero counts past
/// the first nonempty summary word. A binary heap with a flag per symbol cost a sift on every
/// insertion and removal (removing its minimum was 3 % of building kiwi's enaml-like system).
struct SymbolSet {
    /// Bit `id % 64` of word `id / 64` is set when the symbol `id` is in the set.
    private var words: [UInt64] = []
    /// Bit `w % 64` of summary word `w / 64` is set when word `w` is nonzero.
    private var summary: [UInt64] = []
    /// No summary word below this one is nonzero: the search for the lowest symbol starts
    /// here, and a removal that empties the set moves it past the end, so asking an empty set
    /// scans nothing.
    private var firstSummary = 0

    /// Adds a symbol (nothing changes if it is in the set already).
    @inline(__always)
    mutating func insert(_ symbol: Symbol) {
        let word = symbol.id >> 6
        if word >= words.count { grow(toHold: word) }
        words[word] |= 1 << UInt64(symbol.id & 63)
        let summaryWord = word >> 6
        summary[summaryWord] |= 1 << UInt64(word & 63)
        if summaryWord < firstSummary { firstSummary = summaryWord }
    }

    /// Makes room for word `word`, doubling, so that growth is amortised.
    private mutating func grow(toHold word: Int) {
        let count = max(word + 1, 2 * words.count, 4)
        words.append(contentsOf: repeatElement(0, count: count - words.count))
        let summaryCount = (count + 63) >> 6
        summary.append(contentsOf: repeatElement(0, count: summaryCount - summary.count))
    }

    /// Adds symbols through the set's buffers, while ``withInsertions(through:_:)`` runs.
    // Safe: made only inside `withInsertions(through:_:)`, whose buffers hold every symbol up to
    // the one it was given and keep their size while its body runs; a value never leaves it.
    struct Insertions {
        /// The bitmap's words.
        fileprivate let words: UnsafeMutablePointer<UInt64>
        /// The summary's words.
        fileprivate let summary: UnsafeMutablePointer<UInt64>
        /// The set's ``SymbolSet/firstSummary``, lowered as symbols come in.
        fileprivate var firstSummary: Int

        /// Adds a symbol no newer than the one the insertions were made for.
        @inline(__always)
        mutating func insert(_ symbol: Symbol) {
            let word = symbol.id >> 6
            words[word] |= 1 << UInt64(symbol.id & 63)
            let summaryWord = word >> 6
            summary[summaryWord] |= 1 << UInt64(word & 63)
            if summaryWord < firstSummary { firstSummary = summaryWord }
        }
    }

    /// Runs `body` with insertions of symbols up to `last`: a loop that adds many symbols
    /// checks each array for a unique buffer once, not twice per symbol (those checks were
    /// a seventh of substituting a row into the objective).
    @inline(__always)
    mutating func withInsertions<Result>(through last: Symbol, _ body: (inout Insertions) -> Result) -> Result {
        let word = last.id >> 6
        if word >= words.count { grow(toHold: word) }
        let first = firstSummary
        // Safe: both arrays hold `last` now and keep their size while `body` runs.
        let (result, lowered) = words.withUnsafeMutableBufferPointer { words in
            summary.withUnsafeMutableBufferPointer { summary in
                var insertions = Insertions(
                    words: words.baseAddress.unsafelyUnwrapped, summary: summary.baseAddress.unsafelyUnwrapped,
                    firstSummary: first)
                let result = body(&insertions)
                return (result, insertions.firstSummary)
            }
        }
        firstSummary = lowered
        return result
    }

    /// The lowest symbol in the set, or `nil` when it is empty.
    @inline(__always)
    func minimum() -> Symbol? {
        var summaryWord = firstSummary
        while summaryWord < summary.count {
            let bits = summary[summaryWord]
            if bits != 0 {
                let word = summaryWord << 6 + bits.trailingZeroBitCount
                return Symbol(id: word << 6 + words[word].trailingZeroBitCount)
            }
            summaryWord += 1
        }
        return nil
    }

    /// Removes a symbol (nothing changes if it is not in the set).
    @inline(__always)
    mutating func remove(_ symbol: Symbol) {
        let word = symbol.id >> 6
        if word >= words.count { return }
        words[word] &= ~(1 << UInt64(symbol.id & 63))
        if words[word] != 0 { return }
        summary[word >> 6] &= ~(1 << UInt64(word & 63))
        while firstSummary < summary.count && summary[firstSummary] == 0 { firstSummary += 1 }
    }
}
