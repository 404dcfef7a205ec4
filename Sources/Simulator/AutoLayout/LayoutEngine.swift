// A hierarchy's Auto Layout engine: constraints on the Cassowary solver, frames out (facts 9, 24–28, 50).
import Cassowary
import Foundation

/// One engine per hierarchy (UIKit's NSISEngine), hosted by its root: the window, or the top
/// view of a hierarchy in no window (fact 50), whose engine dissolves into the new root's when
/// the hierarchy is added to another. Each participating view or guide has four variables in
/// the host's coordinates. A view made in code (`translatesAutoresizingMaskIntoConstraints`)
/// that a constraint mentions is held at its frame by autoresizing-mask constraints.
///
/// After changes the engine re-solves ("syncs") and, for every view whose solved frame
/// changed, calls `setNeedsLayout` on its **superview** (fact 9); the superview's
/// `layoutSubviews` then copies the frames (fact 19). Outside the passes a change syncs at
/// once (as UIKit's engine does); inside a pass, or in a batch, at the next sync point.
final class LayoutEngine {
    private unowned let context: SimulationContext
    private unowned let host: UIView
    let solver = Solver()
    /// Constraints in the solver, and UIKit's own constraints for the items.
    private var solverOwners: [ObjectIdentifier: NSLayoutConstraint] {
        get {
            mapAddedOwners()
            return ownersMap
        }
        _modify {
            mapAddedOwners()
            yield &ownersMap
        }
    }
    private var ownersMap: [ObjectIdentifier: NSLayoutConstraint] = [:]
    /// Constraints added to the solver since the map was last read or changed, in order: only a
    /// conflict or a removal reads the map, so a screen whose constraints are only added never
    /// fills it (hashing each in cost about 450 instructions a constraint).
    private var addedOwners: [(solverConstraint: ObjectIdentifier, owner: NSLayoutConstraint)] = []

    /// Puts the constraints added since into the map, in the order they were added.
    private func mapAddedOwners() {
        guard !addedOwners.isEmpty else { return }
        for (solverConstraint, owner) in addedOwners { ownersMap[solverConstraint] = owner }
        addedOwners.removeAll(keepingCapacity: true)
    }

    /// Views with variables, in the order they joined (iteration order is deterministic). Not
    /// held: the host owns this engine and is itself in the list; not weak either, which gave
    /// every view in the engine a side table.
    // Safe: a view leaves the list when it leaves the engine (`removeItem`) and before it goes
    // (`UIView.deinit` calls `viewWillGo`, its host `hostWillGo`), so the list holds only views
    // that are alive.
    private var views: [Unmanaged<UIView>] = []
    /// Whether constraints changed since the last sync, and the first change's cause.
    private(set) var isPending = false
    private var pendingCause: Cause = .none
    /// Counts solutions: cached solved rectangles from an older solution are stale.
    private var solution = 0
    /// Safe-area and margins guides in the engine: only then do frame changes refresh guides.
    private var systemGuideCount = 0
    /// Number of constraints the app (not UIKit) has in the engine.
    private(set) var appConstraintCount = 0
    /// Set while a root in no window gets its engine for `systemLayoutSizeFitting` alone: the
    /// root is then not held at its frame (`hostHoldDeferred`); laying the root out later
    /// rebuilds the engine with the hold (`UIView.prepareHostedEngine`).
    var measuringOnly = false
    /// The view being measured while `measuringOnly`: its own frame holds are deferred too
    /// (a cell's content view, measured before its table gives it a size).
    weak var measuredView: UIView?
    private(set) var hostHoldDeferred = false
    /// In a run taking the other choice of `ModelChoice.Kind.ambiguousLayout`: the pull kept on
    /// each variable the constraints left free when a layout pass gave its view a frame, by
    /// variable, and in the order made (removal order stays deterministic).
    private var pulls: [ObjectIdentifier: Cassowary.Constraint] = [:]
    private var pullOrder: [Cassowary.Constraint] = []
    /// The other pick's pulls: below every UIKit priority (1…1000), above the probe's.
    static let pullPriority = Priority(0.002)
    /// Constraints whose new constant the solver refused (logged as unsatisfiable): the solver
    /// keeps the old one. The new one is what a measurement reads, and it takes effect once what
    /// it conflicted with moves (a cell held at its old height gets the new one).
    private var staleConstants: [NSLayoutConstraint] = []

    /// What constraints, views and the simulation hold instead of a weak reference to the
    /// engine, made at its first use.
    var link: ObjectLink<LayoutEngine> {
        if let madeLink { return madeLink }
        let made = ObjectLink(to: self)
        madeLink = made
        return made
    }
    private var madeLink: ObjectLink<LayoutEngine>?

    init(context: SimulationContext, host: UIView) {
        self.context = context
        self.host = host
    }

    deinit {
        madeLink?.objectWillGo()
    }

    /// Whether the engine holds constraints the app made (fact 13).
    var hasConstraints: Bool { appConstraintCount > 0 }

    // MARK: Constraints in and out

    /// Adds an active constraint. An unsatisfiable required one is logged (fact 26) and left out.
    func add(_ constraint: NSLayoutConstraint, cause: Cause) {
        guard constraint.engine == nil, let firstItem = constraint.firstItem else { return }
        let first = variables(for: firstItem)
        let second = constraint.secondItem.map { variables(for: $0) }
        // `first - second × multiplier - constant`, its terms in that order.
        var terms: [Term] = []
        terms.reserveCapacity(4)
        first.appendTerms(of: constraint.firstAttribute, times: 1, to: &terms)
        second?.appendTerms(of: constraint.secondAttribute, times: -Double(constraint.multiplier), to: &terms)
        let expression = Cassowary.Expression(terms: terms, constant: 0 - Double(constraint.constant))
        // The solver's name for a constraint appears only in its non-finite-value error (every
        // other log maps solver constraints back to ours); formatting a formula for each of
        // tens of thousands of constraints was a measurable part of activating them.
        let isFinite = expression.constant.isFinite && expression.terms.allSatisfy { $0.coefficient.isFinite }
        let solverConstraint = Cassowary.Constraint(
            expression, constraint.relation.solverRelation, priority: constraint.storedPriority.solverPriority,
            name: isFinite ? "" : constraint.formula)
        constraint.engine = self
        constraint.solverConstraint = solverConstraint
        if constraint.origin.countsAsAutoLayout { appConstraintCount += 1 }
        context.spend(context.costs.addConstraint)
        do {
            try solver.addConstraint(solverConstraint)
            addedOwners.append((ObjectIdentifier(solverConstraint), constraint))
        } catch {
            logUnsatisfiable(error, breaking: breakOne(error, adding: constraint), cause: cause)
        }
        changed(cause: cause)
    }

    /// Which required constraint of a conflict is broken. UIKit does not document which one it
    /// picks; the model breaks the one being added, a run taking the other choices breaks the
    /// oldest other one of the conflict and adds the new one in its place.
    private func breakOne(_ error: any Error, adding constraint: NSLayoutConstraint) -> NSLayoutConstraint {
        guard case .unsatisfiableConstraint(_, let set)? = error as? CassowaryError,
            let other = set.lazy.compactMap({ self.solverOwners[ObjectIdentifier($0)] }).first(where: {
                $0 !== constraint
            }),
            context.choose(
                .tieBreak,
                "the engine breaks \(constraint.formula), the constraint just added, among conflicting required constraints",
                source: "Apple documents not which constraint is broken"),
            let otherSolver = other.solverConstraint, let newSolver = constraint.solverConstraint
        else { return constraint }
        try? solver.removeConstraint(otherSolver)
        solverOwners[ObjectIdentifier(otherSolver)] = nil
        guard (try? solver.addConstraint(newSolver)) != nil else {
            // Still no room: put the old one back and break the new one after all.
            if (try? solver.addConstraint(otherSolver)) != nil { solverOwners[ObjectIdentifier(otherSolver)] = other }
            return constraint
        }
        solverOwners[ObjectIdentifier(newSolver)] = constraint
        return other
    }

    /// Removes a constraint (deactivation or its view leaving the hierarchy).
    func remove(_ constraint: NSLayoutConstraint, cause: Cause) {
        guard constraint.engine === self else { return }
        if let solverConstraint = constraint.solverConstraint, solver.hasConstraint(solverConstraint) {
            try? solver.removeConstraint(solverConstraint)
            solverOwners[ObjectIdentifier(solverConstraint)] = nil
        }
        if constraint.origin.countsAsAutoLayout { appConstraintCount -= 1 }
        staleConstants.removeAll { $0 === constraint }
        constraint.engine = nil
        constraint.solverConstraint = nil
        context.spend(context.costs.removeConstraint)
        changed(cause: cause)
    }

    /// A constant change: updated in place in the solver (fact 28: cheap).
    func constantChanged(_ constraint: NSLayoutConstraint, cause: Cause) {
        guard let solverConstraint = constraint.solverConstraint else { return }
        context.spend(context.costs.changeConstant)
        if solver.hasConstraint(solverConstraint) {
            do {
                try solver.setConstant(-Double(constraint.constant), of: solverConstraint)
                staleConstants.removeAll { $0 === constraint }
            } catch {
                if changeWithStaleConstants(constraint, solverConstraint, cause: cause) { return }
                logUnsatisfiable(
                    namingVariables(in: error, of: constraint, constant: -Double(constraint.constant)),
                    breaking: constraint, cause: cause)
                if !staleConstants.contains(where: { $0 === constraint }) { staleConstants.append(constraint) }
            }
        } else if constraint.storedPriority.isRequired {
            // A constraint broken earlier: try again with the new constant.
            remove(constraint, cause: cause)
            add(constraint, cause: cause)
            return
        }
        changed(cause: cause)
    }

    /// `error`, the solver's answer to giving `constraint` the constant `constant`, with the
    /// variables named in its text. The solver describes a constraint that has no name by its
    /// terms, and the engine's variables have none (`LayoutVariables`): a scratch solver holding
    /// a copy whose variables carry the names they stand for (`a.minX`) is asked the same, for
    /// the same message in the solver's words.
    private func namingVariables(in error: any Error, of constraint: NSLayoutConstraint, constant: Double) -> any Error
    {
        guard case .nonFiniteValue? = error as? CassowaryError, let solverConstraint = constraint.solverConstraint,
            solverConstraint.name.isEmpty
        else { return error }
        let items = [constraint.firstItem, constraint.secondItem].compactMap { item in
            (item as? UIView)?.layoutVariables ?? (item as? UILayoutGuide)?.layoutVariables
        }
        let expression = solverConstraint.expression
        let terms = expression.terms.map { term in
            Term(
                Variable(items.lazy.compactMap { $0.name(of: term.variable) }.first ?? ""),
                coefficient: term.coefficient)
        }
        let copy = Cassowary.Constraint(
            Cassowary.Expression(terms: terms, constant: expression.constant), solverConstraint.relation,
            priority: solverConstraint.priority)
        let scratch = Solver()
        guard (try? scratch.addConstraint(copy)) != nil else { return error }
        do {
            try scratch.setConstant(constant, of: copy)
        } catch {
            return error
        }
        return error
    }

    /// A change refused only because a refused constant still holds its old value (a cell's
    /// height hold moving to the height its new constant asks for): the change is made with
    /// those constraints out of the solver, and they come back at their new constants — logged
    /// as unsatisfiable only if they still conflict.
    private func changeWithStaleConstants(
        _ constraint: NSLayoutConstraint, _ solverConstraint: Cassowary.Constraint, cause: Cause
    ) -> Bool {
        let stale = staleConstants.filter { other in
            other !== constraint && other.solverConstraint.map { solver.hasConstraint($0) } == true
        }
        guard !stale.isEmpty else { return false }
        for other in stale {
            guard let otherSolver = other.solverConstraint else { continue }
            try? solver.removeConstraint(otherSolver)
            solverOwners[ObjectIdentifier(otherSolver)] = nil
        }
        guard (try? solver.setConstant(-Double(constraint.constant), of: solverConstraint)) != nil else {
            for other in stale {
                guard let otherSolver = other.solverConstraint, (try? solver.addConstraint(otherSolver)) != nil else {
                    continue
                }
                solverOwners[ObjectIdentifier(otherSolver)] = other
            }
            return false
        }
        for other in stale {
            // Out of the solver already: `remove` clears the bookkeeping, `add` builds the
            // constraint again with its current constant.
            remove(other, cause: cause)
            add(other, cause: cause)
        }
        changed(cause: cause)
        return true
    }

    /// A priority change among optional priorities: the solver constraint is replaced.
    func priorityChanged(_ constraint: NSLayoutConstraint, cause: Cause) {
        remove(constraint, cause: cause)
        add(constraint, cause: cause)
    }

    // MARK: Items

    /// The item's variables, creating them (and what holds them) on first use.
    func variables(for item: any LayoutItem) -> LayoutVariables {
        if let view = item as? UIView { return variables(for: view) }
        if let guide = item as? UILayoutGuide { return variables(for: guide) }
        return LayoutVariables(name: item.traceName)
    }

    func variables(for view: UIView) -> LayoutVariables {
        if let existing = view.layoutVariables { return existing }
        let made = LayoutVariables(name: view.traceName)
        view.layoutVariables = made
        view.layoutEngine = self
        views.append(.passUnretained(view))
        if view === host {
            // The engine host's frame is fixed: the window's always; a root in no window keeps its
            // frame while it translates it (model assumption, fact 50: subviews pinned to its edges
            // take its bounds, as cell sizing relies on).
            if view is UIWindow {
                holdFrame(of: view, variables: made, relativeTo: nil, origin: .window)
            } else if view.translatesAutoresizingMaskIntoConstraints {
                // An engine made only to measure (systemLayoutSizeFitting) does not hold the root
                // at its frame: the measurement would lift the hold anyway, and holding a fresh
                // content view at height 0 first would break the constraints being measured.
                if measuringOnly {
                    hostHoldDeferred = true
                } else {
                    holdFrame(of: view, variables: made, relativeTo: nil, origin: .autoresizingMask)
                }
            }
        } else if let superview = view.superview {
            let parent = variables(for: superview)
            if view.translatesAutoresizingMaskIntoConstraints {
                if measuringOnly && view === measuredView {
                    hostHoldDeferred = true
                } else {
                    holdFrame(of: view, variables: made, relativeTo: parent, origin: .autoresizingMask)
                }
            }
        }
        if !view.translatesAutoresizingMaskIntoConstraints && view.hasIntrinsicContentSizeSource {
            // Its content-size constraints are made in its next updateConstraints (fact 25).
            view.markNeedsUpdateConstraints(cause: context.currentCause)
        }
        return made
    }

    private func variables(for guide: UILayoutGuide) -> LayoutVariables {
        if let existing = guide.layoutVariables { return existing }
        let variables = LayoutVariables(name: guide.traceName)
        guide.layoutVariables = variables
        // Only system guides are pinned inside their view; a custom guide (`addLayoutGuide`, a
        // stack view's spacers) is placed by the app's constraints alone.
        if let owner = guide.owningView, guide.kind == .scrollContent {
            // The content guide starts at the content's origin; its size is left to the app.
            let parent = self.variables(for: owner)
            addInternal(variables.minX - parent.minX, owner: guide, origin: .layoutGuide, into: &guide.guideConstraints)
            addInternal(variables.minY - parent.minY, owner: guide, origin: .layoutGuide, into: &guide.guideConstraints)
        } else if let owner = guide.owningView, guide.kind != .custom {
            let parent = self.variables(for: owner)
            let insets = guide.insets
            let made: [(Cassowary.Expression, Double)] = [
                (variables.minX - parent.minX, Double(insets.left)),
                (variables.minY - parent.minY, Double(insets.top)),
                (variables.width - parent.width, -Double(insets.left + insets.right)),
                (variables.height - parent.height, -Double(insets.top + insets.bottom)),
            ]
            for (expression, offset) in made {
                addInternal(expression - offset, owner: guide, origin: .layoutGuide, into: &guide.guideConstraints)
            }
            systemGuideCount += 1
        }
        return variables
    }

    /// Holds a frame-based view at its frame (UIKit's autoresizing-mask constraints).
    private func holdFrame(
        of view: UIView, variables: LayoutVariables, relativeTo parent: LayoutVariables?,
        origin: NSLayoutConstraint.Origin
    ) {
        let frame = view.frame
        let firstNew = view.autoresizingConstraints.count
        defer {
            for (constraint, name) in zip(
                view.autoresizingConstraints[firstNew...], ["minX", "minY", "width", "height"])
            {
                constraint.internalAttribute = name
            }
        }
        let x = parent.map { variables.minX - $0.minX } ?? Cassowary.Expression(variables.minX)
        let y = parent.map { variables.minY - $0.minY } ?? Cassowary.Expression(variables.minY)
        addInternal(x - Double(frame.minX), owner: view, origin: origin, into: &view.autoresizingConstraints)
        addInternal(y - Double(frame.minY), owner: view, origin: origin, into: &view.autoresizingConstraints)
        addInternal(
            Cassowary.Expression(variables.width) - Double(frame.width), owner: view, origin: origin,
            into: &view.autoresizingConstraints)
        addInternal(
            Cassowary.Expression(variables.height) - Double(frame.height), owner: view, origin: origin,
            into: &view.autoresizingConstraints)
    }

    /// Adds one of UIKit's own required equalities `expression == 0`.
    private func addInternal(
        _ expression: Cassowary.Expression, owner: any LayoutItem, origin: NSLayoutConstraint.Origin,
        into list: inout [NSLayoutConstraint]
    ) {
        let constraint = NSLayoutConstraint(
            context: context, firstItem: owner, firstAttribute: .notAnAttribute, relation: .equal, secondItem: nil,
            secondAttribute: .notAnAttribute, multiplier: 1, constant: CGFloat(-expression.constant), origin: origin)
        let solverConstraint = Cassowary.Constraint(
            expression, .equal, priority: .required, name: owner.traceName + " (UIKit)")
        constraint.active = true
        constraint.engine = self
        constraint.solverConstraint = solverConstraint
        do {
            try solver.addConstraint(solverConstraint)
            addedOwners.append((ObjectIdentifier(solverConstraint), constraint))
        } catch {
            logUnsatisfiable(error, breaking: constraint, cause: context.currentCause)
        }
        list.append(constraint)
        changed(cause: context.currentCause)
    }

    /// A frame-based view moved or resized: its autoresizing-mask constraints follow (cheap constant changes).
    func frameChanged(of view: UIView, cause: Cause) {
        guard view.autoresizingConstraints.count == 4 else { return }
        let frame = view.frame
        let values = [frame.minX, frame.minY, frame.width, frame.height]
        for (constraint, value) in zip(view.autoresizingConstraints, values) where constraint.constant != value {
            // The stored constant mirrors the solver's (-expression constant); set it without a trace event.
            constraint.setConstantSilently(value)
            if let solverConstraint = constraint.solverConstraint, solver.hasConstraint(solverConstraint) {
                do {
                    try solver.setConstant(-Double(value), of: solverConstraint)
                } catch {
                    // A cell given the height its changed constant asks for: that constant now holds.
                    if changeWithStaleConstants(constraint, solverConstraint, cause: cause) { continue }
                    logUnsatisfiable(error, breaking: constraint, cause: cause)
                }
            }
        }
        changed(cause: cause)
    }

    /// Fact 48: a view's safe area and margins guides follow it. After `view` moved or resized (or
    /// its margins changed), the guides of it and its subtree take their current insets, in place.
    func refreshSystemGuides(in view: UIView) {
        guard systemGuideCount > 0 else { return }
        view.forEachInSubtree { refreshSystemGuides(of: $0) }
    }

    /// The guides of `view` alone take their current insets.
    func refreshSystemGuides(of view: UIView) {
        guard systemGuideCount > 0 else { return }
        for guide in view.layoutGuides where guide.kind != .custom && guide.guideConstraints.count == 4 {
            let insets = guide.insets
            let offsets = [insets.left, insets.top, -(insets.left + insets.right), -(insets.top + insets.bottom)]
            var moved = false
            for (constraint, offset) in zip(guide.guideConstraints, offsets) where constraint.constant != offset {
                constraint.setConstantSilently(offset)
                if let solverConstraint = constraint.solverConstraint, solver.hasConstraint(solverConstraint) {
                    try? solver.setConstant(-Double(offset), of: solverConstraint)
                }
                moved = true
            }
            if moved { changed(cause: context.currentCause) }
        }
    }

    /// Drops a view (or guide) that left the hierarchy: its constraints and variables.
    func removeItem(_ view: UIView, cause: Cause) {
        for constraint in view.autoresizingConstraints + view.contentSizeConstraints {
            remove(constraint, cause: cause)
        }
        view.autoresizingConstraints.removeAll()
        view.contentSizeConstraints.removeAll()
        for guide in view.layoutGuides {
            for constraint in guide.guideConstraints { remove(constraint, cause: cause) }
            if guide.guideConstraints.count == 4 { systemGuideCount -= 1 }
            guide.guideConstraints.removeAll()
            guide.layoutVariables = nil
        }
        if let variables = view.layoutVariables, !pulls.isEmpty { dropPulls(on: variables) }
        view.layoutVariables = nil
        view.layoutEngine = nil
        view.lastEngineFrame = nil
        viewWillGo(view)
    }

    /// Takes `view` off the list of views (it left the engine, or it is going).
    func viewWillGo(_ view: UIView) {
        // Safe: only compares addresses, of views on the list, which are alive.
        let going = Unmanaged.passUnretained(view).toOpaque()
        if let index = views.firstIndex(where: { $0.toOpaque() == going }) { views.remove(at: index) }
    }

    /// The host is going, and this engine with it: the list of views goes first, so its views
    /// need not leave it one by one.
    func hostWillGo() {
        views.removeAll()
    }

    // MARK: Solving

    /// Records a change; syncs now when scenario code made it outside any pass or batch.
    func changed(cause: Cause) {
        if !isPending {
            isPending = true
            pendingCause = cause
        }
        if context.phase == .eventHandling && context.engineBatchDepth == 0 { sync() }
    }

    /// Re-solves and marks the superview of every view whose solved frame changed (fact 9).
    func sync() {
        guard isPending else { return }
        isPending = false
        applyStaleConstants()
        let cause = pendingCause
        pendingCause = .none
        solver.updateVariables()
        solution += 1
        markSuperviewsOfChangedFrames(cause: cause)
    }

    /// Marks the superview of every view whose solved frame changed since the last solution
    /// (fact 9), except `sparing`: the view whose layout pass is applying the frames now.
    private func markSuperviewsOfChangedFrames(cause: Cause, sparing: UIView? = nil) {
        var changedSuperviews: [UIView] = []
        var seen = Set<ObjectIdentifier>()
        for entry in views {
            let view = entry.takeUnretainedValue()
            guard !view.translatesAutoresizingMaskIntoConstraints, let superview = view.superview,
                let variables = view.layoutVariables, let parent = superview.layoutVariables
            else { continue }
            let frame = self.frame(of: variables, relativeTo: parent)
            guard frame != view.lastEngineFrame else { continue }
            view.lastEngineFrame = frame
            if superview !== sparing, seen.insert(ObjectIdentifier(superview)).inserted {
                changedSuperviews.append(superview)
            }
        }
        guard !changedSuperviews.isEmpty else { return }
        for superview in changedSuperviews {
            let seq = context.trace.record(
                level: .uikit, receiver: superview.traceName, method: "setNeedsLayout", cause: cause,
                reason: "engineValueChanged")
            superview.layer.markNeedsLayout(cause: .event(seq), reason: nil)
        }
    }

    /// Gives each refused constant another try, silently: it holds once nothing conflicts.
    private func applyStaleConstants() {
        guard !staleConstants.isEmpty else { return }
        staleConstants.removeAll { constraint in
            guard let solverConstraint = constraint.solverConstraint, solver.hasConstraint(solverConstraint) else {
                return true
            }
            return (try? solver.setConstant(-Double(constraint.constant), of: solverConstraint)) != nil
        }
    }

    /// The rectangle of `variables` relative to `parent`'s origin, rounded to pixels (1/scale).
    func frame(of variables: LayoutVariables, relativeTo parent: LayoutVariables) -> CGRect {
        let scale = Double(UIWindow.screenScale)
        func pixel(_ value: Double) -> CGFloat { CGFloat((value * scale).rounded() / scale) }
        let own = solved(variables), origin = solved(parent)
        return CGRect(
            x: pixel(own.minX - origin.minX), y: pixel(own.minY - origin.minY), width: pixel(own.width),
            height: pixel(own.height))
    }

    /// The item's rectangle in host coordinates in the current solution; read from the solver
    /// once per solution (a superview's origin serves all its subviews).
    private func solved(_ variables: LayoutVariables) -> (minX: Double, minY: Double, width: Double, height: Double) {
        if isPending { sync() }
        if variables.stamp != solution {
            variables.solved = (
                solver.value(of: variables.minX), solver.value(of: variables.minY), solver.value(of: variables.width),
                solver.value(of: variables.height)
            )
            variables.stamp = solution
        }
        return variables.solved
    }

    // MARK: Fitting size (systemLayoutSizeFitting)

    /// The size `view`'s constraints give it when its width and height are pulled towards
    /// `target` at the fitting priorities: the view's own size holds (autoresizing constraints)
    /// are lifted, two temporary equalities are added, the solver solves, and everything is
    /// put back. Nothing is marked and no frame changes (Docs: "This method does not actually
    /// change the size of the view").
    /// Views whose widths `fittingSize` reads from its temporary solution (fact 87), and those widths.
    var fittingReads: [UIView] = []
    private(set) var fittingReadWidths: [CGFloat] = []

    func fittingSize(
        of view: UIView, target: CGSize, horizontal: UILayoutPriority, vertical: UILayoutPriority,
        intrinsic: CGSize?
    ) -> CGSize {
        sync()
        let own = variables(for: view)
        var lifted: [Cassowary.Constraint] = []
        for constraint in view.autoresizingConstraints
        where constraint.internalAttribute == "width" || constraint.internalAttribute == "height" {
            if let solverConstraint = constraint.solverConstraint, solver.hasConstraint(solverConstraint) {
                try? solver.removeConstraint(solverConstraint)
                lifted.append(solverConstraint)
            }
        }
        // Constraints the view's size holds pushed out earlier (logged then) take part again while
        // the holds are lifted: the measurement is what the constraints say, not what survived.
        var restored: [Cassowary.Constraint] = []
        if !lifted.isEmpty {
            for owner in solverOwnersLeftOut(in: view) {
                guard let solverConstraint = owner.solverConstraint, !solver.hasConstraint(solverConstraint) else {
                    continue
                }
                if (try? solver.addConstraint(solverConstraint)) != nil { restored.append(solverConstraint) }
            }
        }
        // A constant the view's size holds refused (the solver kept the old one) is measured at
        // its new value: the measurement is what the constraints say now.
        var reverted: [(Cassowary.Constraint, Double)] = []
        if !lifted.isEmpty {
            for constraint in staleConstants {
                guard let solverConstraint = constraint.solverConstraint,
                    let old = solver.constant(of: solverConstraint),
                    (try? solver.setConstant(-Double(constraint.constant), of: solverConstraint)) != nil
                else { continue }
                reverted.append((solverConstraint, old))
            }
        }
        defer {
            for constraint in restored { try? solver.removeConstraint(constraint) }
        }
        func clamp(_ value: CGFloat) -> Double { value.isFinite ? Double(max(0, min(value, 1e7))) : 0 }
        var temporary = [
            Cassowary.Constraint(
                Cassowary.Expression(own.width) - clamp(target.width), .equal, priority: horizontal.solverPriority,
                name: ""),
            Cassowary.Constraint(
                Cassowary.Expression(own.height) - clamp(target.height), .equal, priority: vertical.solverPriority,
                name: ""),
        ]
        // A view that translates its frame has no content-size constraints: its intrinsic size
        // takes part here as hugging and compression resistance would (fact 25).
        if let intrinsic {
            let axes: [(Variable, CGFloat, Int)] = [(own.width, intrinsic.width, 0), (own.height, intrinsic.height, 1)]
            for (variable, length, axis) in axes where length >= 0 {
                let expression = Cassowary.Expression(variable) - clamp(length)
                temporary.append(
                    Cassowary.Constraint(
                        expression, .lessThanOrEqual, priority: view.huggingPriorities[axis].solverPriority, name: ""))
                temporary.append(
                    Cassowary.Constraint(
                        expression, .greaterThanOrEqual, priority: view.compressionPriorities[axis].solverPriority,
                        name: ""))
            }
        }
        var added: [Cassowary.Constraint] = []
        for constraint in temporary where (try? solver.addConstraint(constraint)) != nil { added.append(constraint) }
        solver.updateVariables()
        let width = solver.value(of: own.width), height = solver.value(of: own.height)
        fittingReadWidths = fittingReads.map { CGFloat(solver.value(of: variables(for: $0).width)) }
        for constraint in added { try? solver.removeConstraint(constraint) }
        for (constraint, old) in reverted.reversed() { try? solver.setConstant(old, of: constraint) }
        for constraint in lifted { try? solver.addConstraint(constraint) }
        solver.updateVariables()
        // Cached rectangles were read from the temporary solution.
        solution += 1
        let scale = Double(UIWindow.screenScale)
        func pixel(_ value: Double) -> CGFloat { CGFloat((value * scale).rounded() / scale) }
        return CGSize(width: pixel(width), height: pixel(height))
    }

    /// Active constraints in `view`'s subtree that this engine left out as unsatisfiable.
    private func solverOwnersLeftOut(in view: UIView) -> [NSLayoutConstraint] {
        var found: [NSLayoutConstraint] = []
        view.forEachInSubtree { member in
            for constraint in member.installedConstraints where constraint.active && constraint.engine === self {
                if let solverConstraint = constraint.solverConstraint, !solver.hasConstraint(solverConstraint) {
                    found.append(constraint)
                }
            }
        }
        return found
    }

    // MARK: Ambiguity (fact 27)

    /// Whether any of the item's variables can move without changing how well the constraints
    /// are satisfied: each is pulled through a weakest-priority constraint on a scratch copy of
    /// the solver (`Solver.pulledValues`), so asking never moves a frame. The other pick's
    /// pulls are left out: they choose a solution, they are not constraints of the app.
    func isAmbiguous(_ variables: LayoutVariables) -> Bool {
        sync()
        return solver.pulledValues(of: variables.all, ignoring: pullOrder).contains { $0 != nil }
    }

    /// The names of the frame's parts, in the order of `LayoutVariables.all`.
    private static let partNames = ["x", "y", "width", "height"]

    /// A layout pass of `superview` is about to give `views` (its subviews laid out by
    /// constraints) their solved frames. While the run records ambiguous layouts, each frame the
    /// constraints leave ambiguous is a model choice: Apple documents only that Auto Layout
    /// "chooses one of the possible solutions" (Auto Layout Guide, "Ambiguous Layouts"), not
    /// which (one scratch probe for all of them; the solution is unchanged). A run taking the
    /// other choice pulls those frames to another solution here (`pullFreeVariables`), so it
    /// differs from the model's run only from the first place the model's run records.
    func lookForAmbiguousFrames(of views: [UIView], in superview: UIView) {
        guard let parent = superview.layoutVariables else { return }
        let laidOut = views.compactMap { view in view.layoutVariables.map { (view: view, variables: $0) } }
        guard !laidOut.isEmpty else { return }
        sync()
        if context.looksForAmbiguousLayouts {
            let pulled = solver.pulledValues(of: laidOut.flatMap(\.variables.all), ignoring: pullOrder)
            for (index, (view, variables)) in laidOut.enumerated() {
                let free = (0..<4).filter { pulled[index * 4 + $0] != nil }
                guard !free.isEmpty else { continue }
                let frame = self.frame(of: variables, relativeTo: parent)
                let parts = free.map { Self.partNames[$0] }.joined(separator: ", ")
                _ = context.choose(
                    .ambiguousLayout,
                    "`\(view.traceName).frame` is ambiguous (its constraints leave \(parts) free); the solver picks \(UIView.describe(frame))",
                    source: "Auto Layout Guide, Ambiguous Layouts: Auto Layout chooses one of the possible solutions")
            }
        }
        if context.otherChoices.contains(.ambiguousLayout), pullFreeVariables(of: laidOut.map(\.variables)) {
            solver.updateVariables()
            solution += 1
            // Views elsewhere tied to the pulled ones moved too; this pass sets its own subviews.
            markSuperviewsOfChangedFrames(cause: context.currentCause, sparing: superview)
        }
    }

    /// The other pick (`ModelChoice.Kind.ambiguousLayout`): each of these variables that can
    /// still move is pulled 97 points away (the way it can go) by a constraint at
    /// `pullPriority`, below every UIKit priority, and the pull is kept. One at a time, each
    /// found free with the earlier pulls in place, so two pulls never cancel out. The pulls only
    /// choose among the solutions the constraints allow: required constraints hold, optional
    /// ones are met as well as before, and a variable the constraints determine never moves.
    /// True when a pull was added.
    private func pullFreeVariables(of items: [LayoutVariables]) -> Bool {
        var pulledAny = false
        for variable in items.flatMap(\.all) where pulls[ObjectIdentifier(variable)] == nil {
            guard let moved = solver.pulledValues(of: [variable]).first ?? nil else { continue }
            let start = solver.value(of: variable)
            let pull = Cassowary.Constraint(
                Cassowary.Expression(variable) - (start + (moved > start ? 97 : -97)), .equal,
                priority: Self.pullPriority, name: "")
            guard (try? solver.addConstraint(pull)) != nil else { continue }
            pulls[ObjectIdentifier(variable)] = pull
            pullOrder.append(pull)
            pulledAny = true
        }
        return pulledAny
    }

    /// Removes the pulls on a view's variables as it leaves the engine.
    private func dropPulls(on variables: LayoutVariables) {
        for variable in variables.all {
            guard let pull = pulls.removeValue(forKey: ObjectIdentifier(variable)) else { continue }
            try? solver.removeConstraint(pull)
            pullOrder.removeAll { $0 === pull }
        }
    }

    // MARK: The unsatisfiable-constraints log (fact 26)

    /// Logs UIKit's message for a required constraint that cannot hold; the app continues.
    private func logUnsatisfiable(_ error: any Error, breaking constraint: NSLayoutConstraint, cause: Cause) {
        var conflicting: [NSLayoutConstraint] = []
        switch error as? CassowaryError {
        case .unsatisfiableConstraint(_, let set)?:
            conflicting = set.compactMap { solverOwners[ObjectIdentifier($0)] }
        case .nonFiniteValue(let what)?:
            // Not a conflict: a NaN or infinite constant or multiplier. UIKit refuses it too.
            context.trace.record(
                level: .engine, receiver: "engine", method: "log", cause: cause, reason: "nonFiniteConstraint",
                text:
                    "[LayoutConstraints] Ignoring \(constraint): \(what). Constants and multipliers must be finite numbers."
            )
            return
        default:
            break
        }
        if !conflicting.contains(where: { $0 === constraint }) { conflicting.append(constraint) }
        let text = Self.unsatisfiableLog(conflicting: conflicting, breaking: constraint)
        context.trace.record(
            level: .engine, receiver: "engine", method: "log", cause: cause, reason: "unsatisfiableConstraints",
            text: text)
    }

    /// UIKit's console text for unsatisfiable constraints.
    static func unsatisfiableLog(conflicting: [NSLayoutConstraint], breaking: NSLayoutConstraint) -> String {
        // UIKit ends these lines with a space before the newline (fact 53).
        var text = "[LayoutConstraints] Unable to simultaneously satisfy constraints.\n"
        text += "\tProbably at least one of the constraints in the following list is one you don't want. \n"
        text += "\tTry this: \n"
        text += "\t\t(1) look at each constraint and try to figure out which you don't expect; \n"
        text += "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. \n"
        if conflicting.contains(where: {
            $0.origin == .autoresizingMask && $0.className == "NSAutoresizingMaskLayoutConstraint"
        }) {
            // Fact 46: UIKit adds this note when autoresizing constraints take part.
            text +=
                "\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, "
                + "refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"
        }
        text += "(\n"
        text += conflicting.map { "    \"\($0)\"" }.joined(separator: ",\n")
        text += "\n)\n\n"
        text += "Will attempt to recover by breaking constraint \n\(breaking)\n\n"
        text += "Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.\n"
        text +=
            "The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful."
        return text
    }
}
