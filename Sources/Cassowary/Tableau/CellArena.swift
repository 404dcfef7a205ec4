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
// Safe: the arena alone owns the block. `cells` is replaced whenever `grow` moves it and freed
// in `deinit`; the store reads only ranges it has written, and keeps no pointer into the block
// across a `grow`.
final class CellArena {
    /// The cells; only the ranges the store hands out are ever read.
    private(set) var cells: UnsafeMutableBufferPointer<Row.Cell>

    /// An empty arena.
    init() {
        cells = UnsafeMutableBufferPointer(start: nil, count: 0)
    }

    /// The number of cells the block holds.
    var count: Int { cells.count }

    /// Grows the block to `count` cells, keeping its contents.
    func grow(to count: Int) {
        let bytes = count * MemoryLayout<Row.Cell>.stride
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
        free(cells.baseAddress)
    }
}
