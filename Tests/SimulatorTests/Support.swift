// Test support: closure-based scripted overrides and a standard small scene.
import Foundation
import TestSupport
import Testing

@testable import Simulator

/// A `ScriptedOverrides` made of closures, standing in for the scenario interpreter.
final class Overrides: ScriptedOverrides {
    typealias Body = (AnyObject, [Any], ([Any]) throws -> Any) throws -> Any
    var bodies: [OverridableMethod: Body] = [:]

    init(_ bodies: [OverridableMethod: Body] = [:]) { self.bodies = bodies }

    func overrides(_ method: OverridableMethod) -> Bool { bodies[method] != nil }

    func invoke(_ method: OverridableMethod, on receiver: AnyObject, arguments: [Any], callSuper: ([Any]) throws -> Any)
        throws -> Any
    {
        guard let body = bodies[method] else { return try callSuper(arguments) }
        return try body(receiver, arguments, callSuper)
    }

    /// An override that runs `before`, then super, then nothing else.
    static func callingSuper(_ before: @escaping () throws -> Void = {}) -> Body {
        { _, arguments, callSuper in
            try before()
            return try callSuper(arguments)
        }
    }
}

/// `vc` as the window's root with `a1` (containing `a2`) and `a3` in its view, all named.
struct Scene {
    let sim: Simulation
    let vc: UIViewController
    let a1: UIView, a2: UIView, a3: UIView
    /// `vc.view`.
    let root: UIView

    init(refreshRate: Int = 60, frames: Bool = true) throws {
        sim = Simulation(refreshRate: refreshRate)
        vc = UIViewController(sim)
        vc.traceName = "vc"
        a1 = UIView(sim, frame: CGRect(x: 0, y: 100, width: 200, height: 100))
        a2 = UIView(sim, frame: CGRect(x: 10, y: 10, width: 50, height: 50))
        a3 = UIView(sim, frame: CGRect(x: 0, y: 300, width: 100, height: 100))
        a1.traceName = "a1"
        a2.traceName = "a2"
        a3.traceName = "a3"
        root = try vc.view
        try root.addSubview(a1)
        try a1.addSubview(a2)
        try root.addSubview(a3)
        try sim.window.setRootViewController(vc)
    }

    /// Runs until idle and marks `label`, so queries can look at what follows.
    func settle(mark label: String = "start") throws {
        try sim.runLoop.runUntilIdle()
        sim.trace.mark(label)
    }
}
