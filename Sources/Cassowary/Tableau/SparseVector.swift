/// A map from symbol to coefficient with open addressing and a fixed multiplicative hash.
///
/// The objective's levels update one cell per symbol of every row substituted into them;
/// `Dictionary`'s seeded SipHash was the largest cost of building a layout. This map hashes
/// with one multiplication, and its layout depends only on the operations applied, never on
/// a per-process seed.
struct SparseVector {
    /// Slot keys (symbol ids); `-1` marks an empty slot.
    private var keys: [Int]
    /// Slot values.
    private var values: [Double]
    /// Occupied slots.
    private(set) var count = 0

    /// An empty map.
    init() {
        keys = [Int](repeating: -1, count: 8)
        values = [Double](repeating: 0, count: 8)
    }

    /// The home slot of `key` (Fibonacci hashing).
    @inline(__always)
    private func home(_ key: Int, mask: Int) -> Int {
        Int(truncatingIfNeeded: (UInt64(truncatingIfNeeded: key) &* 0x9E37_79B9_7F4A_7C15) >> 20) & mask
    }

    /// The slot holding `key`, or the empty slot where it would go.
    @inline(__always)
    private func slot(of key: Int) -> Int {
        let mask = keys.count - 1
        var index = home(key, mask: mask)
        while keys[index] != -1 && keys[index] != key { index = (index + 1) & mask }
        return index
    }

    /// The coefficient of `symbol`, or `nil` if it has none.
    subscript(symbol: Symbol) -> Double? {
        get {
            let index = slot(of: symbol.id)
            return keys[index] == -1 ? nil : values[index]
        }
        set {
            let index = slot(of: symbol.id)
            if let newValue {
                if keys[index] == -1 {
                    keys[index] = symbol.id
                    count += 1
                }
                values[index] = newValue
                if count * 4 > keys.count * 3 { resize(to: keys.count * 2) }
            } else if keys[index] != -1 {
                remove(at: index)
            }
        }
    }

    /// Empties slot `index`, moving later entries of its probe run back (no tombstones).
    private mutating func remove(at index: Int) {
        let mask = keys.count - 1
        var hole = index
        var next = (index + 1) & mask
        while keys[next] != -1 {
            let wanted = home(keys[next], mask: mask)
            // Move `next` into the hole if the hole lies on its probe path.
            if (next > hole && (wanted <= hole || wanted > next)) || (next < hole && wanted <= hole && wanted > next) {
                keys[hole] = keys[next]
                values[hole] = values[next]
                hole = next
            }
            next = (next + 1) & mask
        }
        keys[hole] = -1
        count -= 1
    }

    /// Rehashes into `capacity` slots.
    private mutating func resize(to capacity: Int) {
        let oldKeys = keys
        let oldValues = values
        keys = [Int](repeating: -1, count: capacity)
        values = [Double](repeating: 0, count: capacity)
        count = 0
        for index in oldKeys.indices where oldKeys[index] != -1 {
            self[Symbol(id: oldKeys[index])] = oldValues[index]
        }
    }

    /// The symbols with a coefficient, in slot order (callers that need an order sort them).
    var symbols: [Symbol] {
        keys.compactMap { $0 == -1 ? nil : Symbol(id: $0) }
    }
}
