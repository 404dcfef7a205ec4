import Foundation
import Testing

@testable import Scenario

/// The teaching shorthands of docs/prelude.swift: recorded where used.
@Suite struct ShorthandTests: ScenarioChecks {
    /// Shorthands UIKit spells differently run, and are recorded once per place for
    /// `layoutlab check`'s warning; UIKit's own forms are not.
    @Test func shorthandsAreRecordedWhereUsed() throws {
        let run = run(
            """
            let name = UILabel(text: "Kim")
            let plain = UILabel()
            plain.text = "Lee"
            for _ in 0..<3 { let picture = UIImage(size: CGSize(width: 10, height: 10)) }
            let real = UIGraphicsImageRenderer(size: CGSize(width: 10, height: 10)).image { _ in }
            let frame = plain.presentationFrame
            """)
        let uses = run.shorthandUses.map { "\($0.location.line):\($0.shorthand)" }
        #expect(uses == ["1:UILabel(text:)", "4:UIImage(size:)", "6:view.presentationFrame"])
        #expect(run.shorthandUses.first?.uikit == "let label = UILabel(); label.text = …")
    }
}
