// A constrained scene: a1 pinned inside vc.view, a2 pinned inside a1.
import Foundation
import Testing

@testable import Simulator

/// `vc.view` ⊃ `a1` (20 pt side insets, top at the safe area, height `h`) ⊃ `a2` (10 pt insets).
struct ConstrainedScene {
    let sim: Simulation
    let vc: UIViewController
    let root: UIView, a1: UIView, a2: UIView
    let height: NSLayoutConstraint

    init() throws {
        sim = Simulation()
        vc = UIViewController(sim)
        vc.traceName = "vc"
        root = try vc.view
        a1 = UIView(sim)
        a1.traceName = "a1"
        a2 = UIView(sim)
        a2.traceName = "a2"
        a1.translatesAutoresizingMaskIntoConstraints = false
        a2.translatesAutoresizingMaskIntoConstraints = false
        try root.addSubview(a1)
        try a1.addSubview(a2)
        try sim.window.setRootViewController(vc)
        height = try a1.heightAnchor.constraint(equalToConstant: 100)
        height.traceName = "h"
        try NSLayoutConstraint.activate([
            a1.leadingAnchor.constraint(equalTo: root.leadingAnchor, constant: 20),
            a1.trailingAnchor.constraint(equalTo: root.trailingAnchor, constant: -20),
            a1.topAnchor.constraint(equalTo: root.safeAreaLayoutGuide.topAnchor),
            height,
            a2.leadingAnchor.constraint(equalTo: a1.leadingAnchor, constant: 10),
            a2.trailingAnchor.constraint(equalTo: a1.trailingAnchor, constant: -10),
            a2.topAnchor.constraint(equalTo: a1.topAnchor, constant: 10),
            a2.bottomAnchor.constraint(equalTo: a1.bottomAnchor, constant: -10),
        ])
    }

    func settle(mark label: String = "start") throws {
        try sim.runLoop.runUntilIdle()
        sim.trace.mark(label)
    }
}
