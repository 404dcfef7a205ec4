// The constraint system of the benchmark's constrained scene, solved by the Cassowary solver alone.
import Cassowary
import Foundation
import Simulator

/// What `SimulatorBenchmark.constrainedScene` gives its Auto Layout engine, built directly in
/// the Cassowary solver: the same variables (four a view, in the window's coordinates), the
/// same constraints with the same terms, constants and priorities, added in the order the
/// engine adds them (the window's frame hold, the root view's autoresizing-mask hold, then the
/// scene's constraints in activation order), one solve, and one read of each variable, as the
/// engine reads each once per solution. The engine uses no edit variables or stays for this
/// scene. Variables are unnamed: names serve logs and the solver never reads them, so making
/// them is the simulator's cost, not the solver's.
struct ConstrainedSceneSystem {
    /// One item's variables and, once solved, its rectangle in window coordinates.
    struct Item {
        let minX = Variable(), minY = Variable(), width = Variable(), height = Variable()
        var solved = (minX: 0.0, minY: 0.0, width: 0.0, height: 0.0)
    }

    /// The window, the root view, then each section followed by its containers, each container
    /// followed by its leaves (the order `SimulatorBenchmark.constrainedScene` makes them).
    private(set) var items: [Item] = []
    private let solver = Solver()

    /// Builds, solves and reads the system of a scene of `count` views.
    init(count: Int) throws {
        let window = Item(), root = Item()
        items.reserveCapacity(count + 2)
        let size = UIWindow.screenSize
        // The engine's host (the window) is held at its frame, the root view at its frame in it.
        for (variable, value) in [
            (window.minX, 0.0), (window.minY, 0.0), (window.width, Double(size.width)),
            (window.height, Double(size.height)),
        ] {
            try add([Term(variable)], constant: 0 - value)
        }
        for (variable, parent, value) in [
            (root.minX, window.minX, 0.0), (root.minY, window.minY, 0.0), (root.width, nil, Double(size.width)),
            (root.height, nil, Double(size.height)),
        ] {
            try add([Term(variable)] + (parent.map { [Term($0, coefficient: -1)] } ?? []), constant: 0 - value)
        }
        items += [window, root]
        for index in 0..<max(1, count / 100) {
            let section = Item()
            items.append(section)
            try pin(section, in: root, below: nil, top: Double(index) * 9 * 200, inset: 0, height: 9 * 200)
            var previous: Item?
            for _ in 0..<9 {
                let container = Item()
                items.append(container)
                try pin(container, in: section, below: previous, top: 0, inset: 0, height: 200)
                var above: Item?
                for _ in 0..<10 {
                    let leaf = Item()
                    items.append(leaf)
                    try pin(leaf, in: container, below: above, top: 0, inset: 8, height: 20)
                    above = leaf
                }
                previous = container
            }
        }
        solver.updateVariables()
        for index in items.indices {
            let item = items[index]
            items[index].solved = (
                solver.value(of: item.minX), solver.value(of: item.minY), solver.value(of: item.width),
                solver.value(of: item.height)
            )
        }
    }

    /// The scene's four constraints of one view, as the engine forms them (`first - second ×
    /// multiplier - constant`): top to the previous sibling's bottom (or the parent's top, plus
    /// `top`), leading and trailing to the parent's, inset by `inset`, and a fixed height.
    private mutating func pin(
        _ item: Item, in parent: Item, below sibling: Item?, top: Double, inset: Double, height: Double
    )
        throws
    {
        if let sibling {
            try add(
                [Term(item.minY), Term(sibling.minY, coefficient: -1), Term(sibling.height, coefficient: -1)],
                constant: 0 - top)
        } else {
            try add([Term(item.minY), Term(parent.minY, coefficient: -1)], constant: 0 - top)
        }
        try add([Term(item.minX), Term(parent.minX, coefficient: -1)], constant: 0 - inset)
        try add(
            [
                Term(item.minX), Term(item.width), Term(parent.minX, coefficient: -1),
                Term(parent.width, coefficient: -1),
            ],
            constant: inset)
        try add([Term(item.height)], constant: 0 - height)
    }

    /// Adds the required equality `terms + constant == 0`. Constants are written `0 - c`, as
    /// the engine forms them, so a zero is +0 in both.
    private func add(_ terms: [Term], constant: Double) throws {
        try solver.addConstraint(
            Constraint(Expression(terms: terms, constant: constant), .equal, priority: .required))
    }

    /// The first view of the scene under `root` (root, sections, containers, leaves) whose
    /// frame is not the one this system's solution gives it, rounded to pixels as the engine
    /// rounds it, described; nil when every frame is the same.
    func mismatch(withFramesUnder root: UIView) -> String? {
        let scale = Double(UIWindow.screenScale)
        func pixel(_ value: Double) -> CGFloat { CGFloat((value * scale).rounded() / scale) }
        var next = 1
        // The item of the next view in order, checked against its superview's item.
        func check(_ view: UIView, parent: Int) -> String? {
            guard next < items.count else { return "the scene has more views than the system" }
            let own = items[next].solved, origin = items[parent].solved
            let frame = CGRect(
                x: pixel(own.minX - origin.minX), y: pixel(own.minY - origin.minY), width: pixel(own.width),
                height: pixel(own.height))
            next += 1
            return frame == view.frame
                ? nil : "\(view.traceName): the scene's frame \(view.frame), the solver's \(frame)"
        }
        if let found = check(root, parent: 0) { return found }
        for section in root.subviews {
            let sectionItem = next
            if let found = check(section, parent: 1) { return found }
            for container in section.subviews {
                let containerItem = next
                if let found = check(container, parent: sectionItem) { return found }
                for leaf in container.subviews {
                    if let found = check(leaf, parent: containerItem) { return found }
                }
            }
        }
        return next == items.count ? nil : "the system has \(items.count - next) items more than the scene has views"
    }
}
