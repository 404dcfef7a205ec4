import Foundation
import Simulator
import Testing

@testable import Scenario

/// The simulator's cost figures are its own (Apple publishes none), so every run records them
/// as a model choice (`ModelChoice.Kind.costFigure`), and a run that takes the other choice
/// doubles each figure: render prepare and execute (`RenderCostModel`), main-thread work
/// (`CostModel`: here a JPEG's decode in the commit) and `draw(_:)` per pixel.
@Test func aRunTakingTheOtherCostChoiceDoublesEveryFigure() throws {
    let source = """
        let vc = UIViewController()
        window.rootViewController = vc
        runLoop.runUntilIdle()
        let format = UIGraphicsImageRendererFormat()
        format.scale = 1
        let jpeg = UIGraphicsImageRenderer(size: CGSize(width: 1200, height: 800), format: format).jpegData(withCompressionQuality: 0.8) { _ in }
        let photo = UIImageView(image: UIImage(data: jpeg))
        photo.frame = CGRect(x: 0, y: 100, width: 390, height: 260)
        photo.layer.shadowOpacity = 0.4
        vc.view.addSubview(photo)
        runLoop.runOnce()
        runLoop.runOnce()
        let frame = display.frames.last!
        """
    func measure(_ other: Bool) throws -> (render: Double, main: Double, choices: [ModelChoice]) {
        var options = ScenarioOptions(fileName: "costs.swift")
        options.otherChoices = other ? [.costFigure] : []
        let run = ScenarioRun(source: source, options: options)
        let at = SourceLocation(file: "query", line: 1, column: 1)
        guard case .double(let render) = try run.evaluate("frame.renderMs", at: at),
            case .double(let main) = try run.evaluate("frame.mainThreadMs", at: at)
        else {
            Issue.record("no frame times: \(run.outcome)")
            return (0, 0, [])
        }
        return (render, main, run.simulation.trace.modelChoices)
    }
    let model = try measure(false), doubled = try measure(true)
    #expect(abs(doubled.render - 2 * model.render) < 1e-6, "\(model.render) → \(doubled.render)")
    #expect(doubled.main > 1.9 * model.main, "\(model.main) → \(doubled.main)")
    let details = Set(model.choices.filter { $0.kind == .costFigure }.map(\.detail))
    #expect(details.contains { $0.hasPrefix("render prepare and execute priced by RenderCostModel") }, "\(details)")
    #expect(details.contains { $0.hasPrefix("main-thread work priced by CostModel") }, "\(details)")
}
