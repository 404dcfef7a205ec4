/// A binary min-heap of symbols: the objective's candidates for entering the basis, so the
/// lowest-id improving symbol (Bland's rule) is found without scanning the whole objective.
struct SymbolHeap {
    /// The heap array: every element is no greater than its children.
    private var elements: [Symbol] = []

    /// Whether the heap is empty.
    var isEmpty: Bool { elements.isEmpty }

    /// The smallest symbol.
    var minimum: Symbol? { elements.first }

    /// Adds a symbol (duplicates are allowed and harmless).
    mutating func insert(_ symbol: Symbol) {
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
        guard !elements.isEmpty else { return }
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
        elements.removeAll()
    }
}
