import Cassowary

/// The layout-shaped workloads of `layoutlab-bench solver`: rows of views, views pinned
/// alone, grids of equal cells.
///
/// Each builds a solver from scratch, as a layout pass over a
/// new view tree would, and knows the solution it must reach so tests can check it.
public struct LayoutWorkload {
    /// The shape of the system.
    public enum Shape: Sendable {
        /// `count` views in a row, each 8 pt after the previous one (top pinned to the
        /// container, width 40, height ≥ 20 hugging 0 at 250): every view's x depends on all
        /// earlier constraints, so the tableau holds n² cells.
        case chain(count: Int)
        /// `count` views, each pinned to constants (x, y, width, height): the tableau is
        /// block-diagonal.
        case independent(count: Int)
        /// A `side`×`side` grid of equal cells filling 1000×1000 pt.
        case grid(side: Int)
    }

    /// The solver holding the workload.
    public let solver = Solver()
    /// The shape built.
    public let shape: Shape
    /// Per view (chain, independent) or cell (grid, row-major): x, y, width, height.
    public private(set) var frames: [(x: Variable, y: Variable, width: Variable, height: Variable)] = []
    /// How many constraints were added.
    public private(set) var constraintCount = 0

    /// Builds the solver for `shape`.
    public init(_ shape: Shape) {
        self.shape = shape
        switch shape {
        case .chain(let count): buildChain(count)
        case .independent(let count): buildIndependent(count)
        case .grid(let side): buildGrid(side)
        }
    }

    /// Adds a constraint that the workload's construction makes satisfiable.
    private mutating func add(_ constraint: Constraint) {
        // Satisfiable by construction; `isSolvedCorrectly` would show a failure.
        try? solver.addConstraint(constraint)
        constraintCount += 1
    }

    /// Four new variables named after view `index`.
    private func newFrame(_ index: Int) -> (x: Variable, y: Variable, width: Variable, height: Variable) {
        (Variable("v\(index).x"), Variable("v\(index).y"), Variable("v\(index).width"), Variable("v\(index).height"))
    }

    private mutating func buildChain(_ count: Int) {
        for index in 0..<count {
            let frame = newFrame(index)
            if let previous = frames.last {
                add(frame.x == previous.x + previous.width + 8)
            } else {
                add(frame.x == 0)
            }
            add(frame.y == 0)
            add(frame.width == 40)
            add(frame.height >= 20)
            add((frame.height == 0).withPriority(.defaultLow))
            frames.append(frame)
        }
    }

    private mutating func buildIndependent(_ count: Int) {
        for index in 0..<count {
            let frame = newFrame(index)
            add(frame.x == Double(index % 10) * 40)
            add(frame.y == Double(index / 10) * 30)
            add(frame.width == 40)
            add(frame.height == 20)
            frames.append(frame)
        }
    }

    private mutating func buildGrid(_ side: Int) {
        for row in 0..<side {
            for column in 0..<side {
                let frame = newFrame(row * side + column)
                if column == 0 {
                    add(frame.x == 0)
                } else {
                    let left = frames[frames.count - 1]
                    add(frame.x == left.x + left.width)
                    add(frame.width == left.width)
                }
                if row == 0 {
                    add(frame.y == 0)
                } else {
                    let above = frames[frames.count - side]
                    add(frame.y == above.y + above.height)
                    add(frame.height == above.height)
                }
                if column == side - 1 { add(frame.x + frame.width == 1000) }
                if row == side - 1 { add(frame.y + frame.height == 1000) }
                add(frame.width >= 1)
                add(frame.height >= 1)
                frames.append(frame)
            }
        }
    }

    /// The frame the solution must give view (or cell) `index`.
    public func expectedFrame(_ index: Int) -> (x: Double, y: Double, width: Double, height: Double) {
        switch shape {
        case .chain:
            return (Double(index) * 48, 0, 40, 20)
        case .independent:
            return (Double(index % 10) * 40, Double(index / 10) * 30, 40, 20)
        case .grid(let side):
            let size = 1000 / Double(side)
            return (Double(index % side) * size, Double(index / side) * size, size, size)
        }
    }

    /// Whether every view's solved frame is the expected one (within `tolerance`).
    public func isSolvedCorrectly(tolerance: Double = 1e-6) -> Bool {
        frames.indices.allSatisfy { index in
            let frame = frames[index]
            let expected = expectedFrame(index)
            return abs(solver.value(of: frame.x) - expected.x) <= tolerance
                && abs(solver.value(of: frame.y) - expected.y) <= tolerance
                && abs(solver.value(of: frame.width) - expected.width) <= tolerance
                && abs(solver.value(of: frame.height) - expected.height) <= tolerance
        }
    }
}
