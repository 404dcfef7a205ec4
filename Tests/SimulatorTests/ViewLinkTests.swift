// Links to a view that hold it unowned: the view clears them before it goes.
import Foundation
import Testing

@testable import Simulator

/// A subview's `superview`, a constraint's items and install site, and the engine's list of
/// views hold their view `unowned(unsafe)` (a weak reference gave every view a side table). The
/// view clears each before it goes, so they read nil, as weak references did, never a freed view;
/// a constraint that goes first leaves its items' lists. Engines and windows are reached through
/// an `ObjectLink` they clear in their `deinit`.
@Suite("View links")
struct ViewLinkTests {
    @Test("A subview and a constraint read nil for a superview that is gone")
    func linksToAViewThatIsGoneReadNil() throws {
        let sim = Simulation()
        let child = UIView(sim)
        child.translatesAutoresizingMaskIntoConstraints = false
        var constraint: NSLayoutConstraint?
        weak var gone: UIView?
        do {
            let parent = UIView(sim, frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            try parent.addSubview(child)
            let made = try child.widthAnchor.constraint(equalTo: parent.widthAnchor)
            made.isActive = true
            #expect(made.installedOn === parent && child.superview === parent)
            constraint = made
            gone = parent
        }
        #expect(gone == nil)
        #expect(child.superview == nil)
        #expect(constraint?.installedOn == nil)
        #expect(constraint?.secondItem == nil)
        #expect(constraint?.firstItem === child)
        #expect(child.layer.superlayer == nil)
    }

    @Test("A root's engine and its constraints go with it; a constraint that goes first leaves its views' lists")
    func engineViewsAndConstraintsGoInEitherOrder() throws {
        let sim = Simulation()
        let kept = UIView(sim)
        kept.translatesAutoresizingMaskIntoConstraints = false
        weak var goneRoot: UIView?
        do {
            let root = UIView(sim, frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            try root.addSubview(kept)
            try NSLayoutConstraint.activate([
                kept.leadingAnchor.constraint(equalTo: root.leadingAnchor),
                kept.topAnchor.constraint(equalTo: root.topAnchor),
                kept.widthAnchor.constraint(equalTo: root.widthAnchor, multiplier: 0.5),
                kept.heightAnchor.constraint(equalToConstant: 10),
            ])
            try root.layoutIfNeeded()
            #expect(kept.frame == CGRect(x: 0, y: 0, width: 100, height: 10))
            #expect(kept.layoutEngine != nil)
            // An inactive constraint nothing holds goes at once, leaving both views' lists.
            _ = try kept.heightAnchor.constraint(equalTo: root.heightAnchor)
            goneRoot = root
        }
        #expect(goneRoot == nil)
        #expect(kept.superview == nil)
        #expect(kept.layoutEngine == nil)
        // Left: the constant height, installed on `kept` itself; the three naming the root went with it.
        #expect(kept.constraints.count == 1)
        #expect(kept.layoutState.namingConstraints.count == 1)
    }

    @Test("A constraint and the simulation's lists read nil for an engine or a window that is gone")
    func linksToAnEngineOrAWindowThatIsGoneReadNil() throws {
        let sim = Simulation()
        let liveEngines = { sim.context.engines.filter { $0.object != nil }.count }
        let enginesBefore = liveEngines()
        let kept = UIView(sim)
        kept.translatesAutoresizingMaskIntoConstraints = false
        var constraint: NSLayoutConstraint?
        weak var goneEngine: LayoutEngine?
        do {
            let root = UIView(sim, frame: CGRect(x: 0, y: 0, width: 200, height: 100))
            try root.addSubview(kept)
            let made = try kept.heightAnchor.constraint(equalToConstant: 10)
            made.isActive = true
            try root.layoutIfNeeded()
            #expect(made.engine != nil && made.engine === root.hostedEngine)
            #expect(liveEngines() == enginesBefore + 1)
            goneEngine = made.engine
            constraint = made
        }
        #expect(goneEngine == nil)
        #expect(constraint?.engine == nil)
        #expect(constraint?.installedOn === kept)
        #expect(liveEngines() == enginesBefore)
        // With no engine to update, a new constant changes only the constraint.
        constraint?.constant = 20
        #expect(constraint?.constant == 20)

        let windowsBefore = sim.context.liveWindows.count
        weak var goneWindow: UIWindow?
        do {
            let window = UIWindow(context: sim.context)
            #expect(sim.context.liveWindows.count == windowsBefore + 1)
            goneWindow = window
        }
        #expect(goneWindow == nil)
        #expect(sim.context.liveWindows.count == windowsBefore)
    }
}
