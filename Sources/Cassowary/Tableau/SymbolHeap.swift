/// A binary min-heap of symbols: the objective's candidates for entering the basis, so the
/// lowest-id improving symbol (Bland's rule) is found without scanning the whole objective.
struct SymbolHeap {
    /// The heap array: every element is no greater than its children.
    private var elements: [Symbol] = []
    /// Whether each symbol, by id, is in the heap: a symbol whose cells change again before it
    /// is looked at is pushed once, not once per change.
    private var held: [Bool] = []

    /// Whether the heap is empty.
    var isEmpty: Bool { elements.isEmpty }

    /// The smallest symbol.
    var minimum: Symbol? { elements.first }

    /// Adds a symbol unless it is in the heap already.
    mutating func insert(_ symbol: Symbol) {
        if symbol.id >= held.count {
            held.append(contentsOf: repeatElement(false, count: max(symbol.id + 1, 2 * held.count) - held.count))
        }
        if held[symbol.id] { return }
        held[symbol.id] = true
        elements.append(symbol)
        var child = elements.count - 1
        while child > 0 {
            let parent = (child - 1) / 2
            if elements[parent] <= elements[child] { break }
            elements.swapAt(parent, child)
            child = parent
        }
    }

    /// Removes the smallest symbol.
    mutating func removeMinimum() {
        guard let first = elements.first else { return }
        held[first.id] = false
        elements.swapAt(0, elements.count - 1)
        elements.removeLast()
        var parent = 0
        let count = elements.count
        while true {
            let left = 2 * parent + 1
            if left >= count { break }
            let right = left + 1
            let smaller = right < count && elements[right] < elements[left] ? right : left
            if elements[parent] <= elements[smaller] { break }
            elements.swapAt(parent, smaller)
            parent = smaller
        }
    }

    /// Empties the heap.
    mutating func removeAll() {
        for symbol in elements { held[symbol.id] = false }
        elements.removeAll()
    }
}
