import Synchronization

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// The memory of a ``RowStore``'s cells: one block from `malloc`, grown with `realloc`.
///
/// For a large block the C library moves pages rather than copying cells, and the old and the
/// new block never both exist: growing an array copied the whole arena and held it twice, which
/// made a chain of 4,000 views peak at twice the memory and run a third slower than with an
/// array per row. Cells are plain values, so a cell needs no initializing until it is written
/// and nothing to release.
///
/// A released block of up to ``largestSpareCount`` cells is kept as the spare (the larger one
/// when a spare is kept already), and the next arena starts in it: a program that builds one
/// solver after another reuses pages it has touched. Freeing every block and growing the next
/// one from nothing took fresh pages for every solver (glibc returns a block past its mmap
/// threshold to the system on `free`), and building 1,000 independent views ran a third slower
/// than with an array per row.
// Safe: the arena alone owns the block. `cells` is replaced whenever `grow` moves it and freed
// (or kept as the spare, which no arena uses) in `deinit`; the store reads only ranges it has
// written, and keeps no pointer into the block across a `grow`.
final class CellArena {
    /// The cells; only the ranges the store hands out are ever read.
    private(set) var cells: UnsafeMutableBufferPointer<Row.Cell>

    /// The largest block kept as the spare: 262,144 cells (4 MB), the arena of 8,000
    /// independent views.
    static let largestSpareCount = 1 << 18

    /// A released block kept for the next arena: its address as an integer, so that a lock
    /// shared by every thread can hold it, and its size in cells; address 0 for none.
    private struct Spare {
        /// The block's address, or 0.
        var address: UInt = 0
        /// The number of cells it holds.
        var count = 0
    }

    /// The spare block, taken by the next arena that needs no more than it holds.
    private static let spare = Mutex(Spare())

    /// An empty arena.
    init() {
        cells = UnsafeMutableBufferPointer(start: nil, count: 0)
    }

    /// The number of cells the block holds.
    var count: Int { cells.count }

    /// Grows the block to `count` cells or more, keeping its contents.
    func grow(to count: Int) {
        if cells.baseAddress == nil, let block = Self.takeSpare(atLeast: count) {
            cells = block
            return
        }
        let bytes = count * MemoryLayout<Row.Cell>.stride
        // Safe: `realloc` keeps the cells written so far and frees the old block, and `cells`
        // names the new one before anything reads it.
        guard let raw = realloc(UnsafeMutableRawPointer(cells.baseAddress), bytes) else {
            fatalError("out of memory for \(count) tableau cells")
        }
        cells = UnsafeMutableBufferPointer(start: raw.bindMemory(to: Row.Cell.self, capacity: count), count: count)
    }

    /// A new arena of the same size holding the first `used` cells: the copy a tableau that
    /// shares this one makes before its first change (value semantics).
    func copy(used: Int) -> CellArena {
        let copy = CellArena()
        copy.grow(to: count)
        if let source = cells.baseAddress, let target = copy.cells.baseAddress {
            target.update(from: source, count: used)
        }
        return copy
    }

    deinit {
        guard let base = cells.baseAddress else { return }
        let released = Spare(address: UInt(bitPattern: base), count: cells.count)
        // The smaller of the released block and the spare is freed. Safe: no arena uses
        // either, since the spare is handed out only under the lock, and then not kept.
        let freed =
            released.count > Self.largestSpareCount
            ? released
            : Self.spare.withLock { spare in
                if spare.count >= released.count { return released }
                defer { spare = released }
                return spare
            }
        free(UnsafeMutableRawPointer(bitPattern: freed.address))
    }

    /// Takes the spare block if it holds `count` cells or more.
    // Safe: the block returned is this arena's alone (see below).
    private static func takeSpare(atLeast count: Int) -> UnsafeMutableBufferPointer<Row.Cell>? {
        let block = spare.withLock { spare in
            if spare.count < count { return Spare() }
            defer { spare = Spare() }
            return spare
        }
        // Safe: the lock handed the block to this arena alone, and it held `block.count` cells
        // when the arena that released it kept it as the spare.
        guard let raw = UnsafeMutableRawPointer(bitPattern: block.address) else { return nil }
        return UnsafeMutableBufferPointer(
            start: raw.bindMemory(to: Row.Cell.self, capacity: block.count), count: block.count)
    }
}
