import Foundation
import Testing

@testable import Simulator

/// Where UIKit leaves a value undefined or an order undocumented, the simulator records its
/// choice (`trace.modelChoices`) and, with `otherChoices`, takes the other possibility.
struct ModelChoiceTests {
    @Test("Docs UIView.frame: under a transform the value is undefined; reading it is a recorded model choice")
    func frameUnderATransformIsAModelChoice() throws {
        for other in [false, true] {
            let sim = Simulation()
            sim.otherChoices = other ? [.undefinedValue] : []
            let view = UIView(sim, frame: CGRect(x: 0, y: 0, width: 100, height: 50))
            view.traceName = "card"
            #expect(view.appFrame == CGRect(x: 0, y: 0, width: 100, height: 50))
            #expect(sim.trace.modelChoices.isEmpty, "identity: frame is defined")
            view.transform = CGAffineTransform(scaleX: 2, y: 2)
            let read = view.appFrame
            #expect(
                read
                    == (other
                        ? CGRect(x: 0, y: 0, width: 100, height: 50) : CGRect(x: -50, y: -25, width: 200, height: 100)))
            view.appFrame = CGRect(x: 10, y: 10, width: 60, height: 60)
            #expect(view.bounds.size == (other ? CGSize(width: 100, height: 50) : CGSize(width: 60, height: 60)))
            #expect(view.center == CGPoint(x: 40, y: 40))
            #expect(sim.trace.modelChoices.map(\.kind) == [.undefinedValue, .undefinedValue])
            #expect(
                sim.trace.modelChoices.map(\.detail) == [
                    "`card.frame` read while its transform is not identity",
                    "`card.frame` set while its transform is not identity",
                ])
        }
    }

    @Test("Docs CALayer.frame: undefined only under a rotation that is not a multiple of 90°")
    func layerFrameUnderARotation() throws {
        let sim = Simulation()
        let layer = CALayer(sim)
        layer.frame = CGRect(x: 0, y: 0, width: 100, height: 50)
        layer.affineTransform = CGAffineTransform(scaleX: 2, y: 1)
        _ = layer.appFrame
        #expect(sim.trace.modelChoices.isEmpty, "a scale keeps the frame defined for a layer")
        layer.affineTransform = CGAffineTransform(rotationAngle: .pi / 4)
        _ = layer.appFrame
        #expect(sim.trace.modelChoices.map(\.kind) == [.undefinedValue])
    }

    @Test("Sibling order in the layout pass is a tie-break UIKit does not document; the other choice reverses it")
    func siblingOrderIsATieBreak() throws {
        for other in [false, true] {
            let scene = try Scene()
            scene.sim.otherChoices = other ? [.tieBreak] : []
            try scene.settle()
            scene.a3.setNeedsLayout()
            scene.a1.setNeedsLayout()
            try scene.sim.runLoop.runOnce()
            let order = scene.sim.trace.after("start").calls("layoutSubviews")
            #expect(
                order
                    == (other
                        ? ["a3.layoutSubviews", "a1.layoutSubviews"] : ["a1.layoutSubviews", "a3.layoutSubviews"]))
            #expect(
                scene.sim.trace.modelChoices.contains {
                    $0.kind == .tieBreak && $0.detail == "the layout pass takes a1, a3 under vc.view in subview order"
                }, "\(scene.sim.trace.modelChoices)")
        }
    }

    @Test("One dirty child is no tie-break: nothing is recorded")
    func oneChildIsNoChoice() throws {
        let scene = try Scene()
        try scene.settle()
        let before = scene.sim.trace.modelChoices.count
        scene.a1.setNeedsLayout()
        try scene.sim.runLoop.runOnce()
        #expect(scene.sim.trace.modelChoices.count == before)
    }

    @Test("Display links due in one frame fire in an order UIKit does not document")
    func displayLinkOrderIsATieBreak() throws {
        for other in [false, true] {
            let sim = Simulation()
            sim.otherChoices = other ? [.tieBreak] : []
            var fired: [String] = []
            let first = CADisplayLink(sim) { _ in fired.append("first") }
            let second = CADisplayLink(sim) { _ in fired.append("second") }
            first.add(to: sim.runLoop)
            second.add(to: sim.runLoop)
            try sim.runLoop.run(frames: 1)
            #expect(fired == (other ? ["second", "first"] : ["first", "second"]))
            #expect(sim.trace.modelChoices.contains { $0.kind == .tieBreak && $0.detail.hasPrefix("display links") })
            first.invalidate()
            second.invalidate()
        }
    }

    @Test(
        "Docs UIStackView.Distribution.fill: a tie between equally hugging views is recorded; the other choice stretches the first"
    )
    func stackFillTieIsAModelChoice() throws {
        for other in [false, true] {
            let sim = Simulation()
            sim.otherChoices = other ? [.tieBreak] : []
            let short = UILabel(sim, text: "ab")
            let long = UILabel(sim, text: "abcdef")
            short.traceName = "short"
            long.traceName = "long"
            let row = try UIStackView(sim, arrangedSubviews: [short, long])
            row.traceName = "row"
            row.frame = CGRect(x: 0, y: 300, width: 200, height: 40)
            try sim.window.addSubview(row)
            try sim.runLoop.runUntilIdle()
            #expect(
                sim.trace.modelChoices.contains {
                    $0.kind == .tieBreak
                        && $0.detail
                            == "the stack view row leaves the tie between equally hugging short, long to the solver"
                }, "\(sim.trace.modelChoices)")
            #expect(short.frame.width + long.frame.width == 200)
            if other { #expect(long.frame.width == 54, "the first of the tied views stretches, as documented") }
        }
    }
}
