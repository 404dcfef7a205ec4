// The shared state every simulated object reaches: clock, trace, transaction, naming.
import Foundation

/// The part of a simulation its objects hold on to. It owns no views (windows are weak), so
/// objects referencing it never form a cycle with the window that owns them.
final class SimulationContext {
    var clock = SimulatedClock()
    /// The model's figures for main-thread work (`Simulation.costs` sets them).
    var modelCosts = CostModel() {
        didSet { refreshCosts() }
    }
    /// The costs as the work reads them: the model's figures, which Apple publishes none of, so
    /// each read records a model choice (`ModelChoice.Kind.costFigure`); a run taking the other
    /// choice gets every figure doubled.
    var costs: CostModel {
        // The choice is the same at every read from one statement, and hashing it again into
        // `modelChoiceSet` on each read (several per view in a commit) changed nothing: it is
        // offered once per statement. The figures are kept ready, not worked out at each read,
        // so a read that offers nothing is a comparison and a load.
        if !costFigureOffered || costFigureOfferedAt != sourceLocation { offerCostFigure() }
        return currentCosts
    }
    /// What `costs` returns: `modelCosts`, doubled in a run taking the other cost figures.
    private var currentCosts = CostModel()
    /// Whether `costs` has offered its model choice, and at which statement it last did.
    private var costFigureOffered = false
    private var costFigureOfferedAt: SourcePosition?

    private func offerCostFigure() {
        costFigureOffered = true
        costFigureOfferedAt = sourceLocation
        _ = choose(
            .costFigure,
            "main-thread work priced by CostModel's figures (layout, constraints, drawing setup, commit, image decoding)",
            source: "the model's assumption; Apple publishes no figure")
    }

    private func refreshCosts() {
        currentCosts = otherChoices.contains(.costFigure) ? modelCosts.scaled(by: 2) : modelCosts
    }
    var phase: Phase = .idle
    /// The scenario statement running now; set by the interpreter.
    var sourceLocation: SourcePosition?
    lazy var trace = Trace(context: self)
    lazy var transaction = CATransaction(context: self)
    lazy var render = RenderSystem(context: self)
    /// Windows whose layer trees the commit walks.
    var windows: [ObjectLink<UIWindow>] = []
    /// Every Auto Layout engine made, by its link (nil once gone): each belongs to the root
    /// view hosting it.
    var engines: [ObjectLink<LayoutEngine>] = []
    /// The registry's size at which gone engines are next dropped (amortised O(1) registration).
    var enginesCompactAt = 16
    /// Run-loop turn number; layout feedback counters reset when it changes.
    var turn = 0
    /// Layers laid out more than half the feedback threshold in this turn (fact 23's report).
    var frequentlyLaidOut: [CALayer] = []
    /// The kinds of model choice (`ModelChoice`) at which this run takes the other possibility.
    var otherChoices: Set<ModelChoice.Kind> = [] {
        didSet { refreshCosts() }
    }
    /// Whether each layout pass asks the engine whether the frames it gives are ambiguous and
    /// records a model choice for each that is (`Simulation.recordsAmbiguousLayouts`).
    var recordsAmbiguousLayouts = false
    /// The model choices made so far, each once, in the order first made.
    private(set) var modelChoices: [ModelChoice] = []
    private var modelChoiceSet: Set<ModelChoice> = []
    /// Threshold of layouts of one view in one turn that counts as a feedback loop (fact 23).
    var feedbackLoopThreshold = 100
    /// Controllers whose `viewDidAppear` is due after the next commit.
    var pendingAppearances: [UIViewController] = []
    private var creationCounters = CreationCounters()
    /// Images made from compressed data so far; each gets the next serial.
    var imageSerials = 0
    /// Compressed images already decoded: the decoded buffer stays with the image (WWDC 2018-219).
    var decodedImages: Set<Int> = []
    /// Bytes of image buffers decoded so far, in commits and by preparing images (fact 76).
    var decodedImageBytes = 0
    /// Blank canvases and resized image pixels, shared rather than made again.
    let bitmaps = BitmapShare()
    /// An exception raised by a property setter (which cannot throw), for the interpreter to raise.
    var pendingException: (any Error)?
    /// Whether UIKit's once-only warning about a zero-height self-sizing cell was logged (fact 86).
    var warnedZeroHeightCell = false
    /// Depth of `batchingEngineChanges`; engines sync when it returns to zero.
    var engineBatchDepth = 0
    /// Memory, time and interrupt limits of the run (the scenario sandbox sets its own).
    var budget = ResourceBudget()
    /// Whether each mark keeps the key window's tree as it stands (`Simulation.keepsTreesAtMarks`).
    var keepsTreesAtMarks = false
    /// The key window's tree at the first mark of each label, for the first `maximumTreesAtMarks` labels.
    var treesAtMarks: [String: ViewTreeSnapshot] = [:]
    /// A scenario may mark in a loop with a new label each time: only so many trees are kept.
    static let maximumTreesAtMarks = 16

    /// Called as a mark is recorded: keeps the tree of its label's first mark, when asked to.
    func marked(_ label: String) {
        guard keepsTreesAtMarks, treesAtMarks[label] == nil, treesAtMarks.count < Self.maximumTreesAtMarks,
            let window = liveWindows.first
        else { return }
        treesAtMarks[label] = ViewTreeSnapshot(window)
    }

    /// `CADisplayLink#1`: a default name with the next creation number of `className`.
    func defaultName(for className: String) -> String {
        "\(className)#\(nextNumber(for: className))"
    }

    /// The next creation number of `className` (`UIView#3` is the third UIView made).
    func nextNumber(for className: String) -> Int {
        creationCounters.next(for: className)
    }

    /// The cause of a call made now: the innermost running simulator call, else the scenario line.
    var currentCause: Cause {
        if let open = trace.currentCall { return .event(open) }
        return scenarioCause
    }

    /// The scenario statement running now, or no cause.
    var scenarioCause: Cause {
        if let position = sourceLocation { return .source(position) }
        return .none
    }

    /// Model choices recorded at most: enough to name every place in a lesson scenario, bounded
    /// for a scenario that loops.
    static let maximumModelChoices = 200

    /// Whether a layout pass should look for ambiguous frames: asked for, and room is left to
    /// record them (so a scenario that loops stops paying for the probe once the list is full).
    var looksForAmbiguousLayouts: Bool {
        recordsAmbiguousLayouts && modelChoices.count < Self.maximumModelChoices
    }

    /// Records a choice the model makes where UIKit leaves the value undefined or the order
    /// undocumented; true when this run takes the other possibility.
    func choose(_ kind: ModelChoice.Kind, _ detail: @autoclosure () -> String, source: String) -> Bool {
        if modelChoices.count < Self.maximumModelChoices {
            let choice = ModelChoice(kind: kind, detail: detail(), source: source, location: sourceLocation)
            // Room for every choice at the first: a screen's passes fill the list in one turn,
            // and growing the set hashed each choice's text again at every resize.
            if modelChoiceSet.isEmpty { modelChoiceSet.reserveCapacity(Self.maximumModelChoices) }
            if modelChoiceSet.insert(choice).inserted { modelChoices.append(choice) }
        }
        return otherChoices.contains(kind)
    }

    /// Visits the children of `parent` that `needsVisit` picks, in subview order: UIKit documents
    /// no order among siblings, so with two or more to visit this is a model choice, and a run
    /// that takes the other choices visits them last to first. `children` is read again after
    /// each visit, since a visit may add or remove siblings.
    func visitSiblings<Child>(
        in pass: String, under parent: @autoclosure () -> String, _ children: () -> [Child], name: (Child) -> String,
        needsVisit: (Child) -> Bool, visit: (Child) throws -> Void
    ) rethrows {
        var due = 0
        for child in children() where needsVisit(child) {
            due += 1
            if due > 1 { break }
        }
        let reversed =
            due > 1
            && choose(
                .tieBreak,
                {
                    // Only the first three are named: making every due child's name cost more than the rest.
                    let due = children().filter(needsVisit)
                    let names = due.prefix(3).map(name)
                    return
                        "\(pass) takes \(names.joined(separator: ", "))\(due.count > 3 ? ", …" : "") under \(parent()) in subview order"
                }(), source: "Apple documents no order among siblings")
        var index = reversed ? children().count - 1 : 0
        while reversed ? index >= 0 : index < children().count {
            let current = children()
            if index < current.count, needsVisit(current[index]) { try visit(current[index]) }
            index += reversed ? -1 : 1
        }
    }

    /// Spends simulated time.
    func spend(_ ms: Double) { clock.advance(ms) }

    /// Counts one layout of `layer` in this turn; throws when it passes the feedback threshold.
    func countLayout(of layer: CALayer) throws {
        // Counters live on the layer, stamped with the turn, so counting costs no hashing.
        if layer.layoutTurn != turn {
            layer.layoutTurn = turn
            layer.layoutsThisTurn = 0
        }
        layer.layoutsThisTurn += 1
        let count = layer.layoutsThisTurn
        if count * 2 == feedbackLoopThreshold + (feedbackLoopThreshold % 2 == 0 ? 2 : 1) {
            frequentlyLaidOut.append(layer)
        }
        guard count > feedbackLoopThreshold else { return }
        let cycled = Set(frequentlyLaidOut.map(\.ownerName)).union([layer.ownerName]).sorted()
        throw SimulatedException.layoutFeedbackLoop(views: cycled, threshold: feedbackLoopThreshold)
    }

    /// Starts a new run-loop turn: feedback counters restart.
    func beginTurn() {
        turn += 1
        frequentlyLaidOut.removeAll(keepingCapacity: true)
    }

    /// The live windows, in creation order.
    var liveWindows: [UIWindow] { windows.compactMap(\.object) }
}

/// A weak reference, for lists that must not keep their elements alive.
struct WeakBox<T: AnyObject> {
    weak var value: T?
}

extension SimulationContext {
    /// Runs `body` with engine syncs deferred to its end (`NSLayoutConstraint.activate([...])`).
    func batchingEngineChanges<T>(_ body: () throws -> T) rethrows -> T {
        engineBatchDepth += 1
        defer {
            engineBatchDepth -= 1
            if engineBatchDepth == 0 && phase == .eventHandling { syncEngines() }
        }
        return try body()
    }

    /// Re-solves every engine that has pending changes: the windows' and those of hierarchies
    /// outside any window (fact 50), in the order they were made.
    func syncEngines() {
        for link in engines { link.object?.sync() }
    }

    /// Registers a new engine for `syncEngines`, dropping the entries of engines that are gone.
    func register(_ engine: LayoutEngine) {
        if engines.count >= enginesCompactAt {
            engines.removeAll { $0.object == nil }
            enginesCompactAt = max(16, engines.count * 2)
        }
        engines.append(engine.link)
    }

    /// Runs `body` with `phase` as the current phase, restoring the previous one after.
    func withPhase<T>(_ phase: Phase, _ body: () throws -> T) rethrows -> T {
        let saved = self.phase
        self.phase = phase
        defer { self.phase = saved }
        return try body()
    }
}
