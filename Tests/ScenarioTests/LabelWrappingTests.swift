import Foundation
import Testing

@testable import Scenario

/// UILabel's lines: wrapping at the width layout gives and growing in height (fact 49).
@Suite struct LabelWrappingTests: ScenarioChecks {
    /// Fact 49 (Docs UILabel numberOfLines, preferredMaxLayoutWidth): a multi-line label wraps
    /// by words at the width layout gives it and grows in height in the same frame; with
    /// preferredMaxLayoutWidth it wraps there; a one-line label keeps one line.
    @Test func fact49MultiLineLabelsWrapAndGrow() throws {
        let run = run(
            """
            let label = UILabel()
            label.numberOfLines = 0
            label.text = "The quick brown fox jumps over the lazy dog"
            label.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
                label.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
                label.widthAnchor.constraint(equalToConstant: 100),
            ])
            runLoop.runOnce()
            let wrapped = label.frame
            let fixed = UILabel()
            fixed.numberOfLines = 0
            fixed.preferredMaxLayoutWidth = 200
            fixed.text = label.text
            let preferred = fixed.intrinsicContentSize
            let one = UILabel()
            one.text = label.text
            let single = one.intrinsicContentSize
            let twoLines = UILabel()
            twoLines.numberOfLines = 2
            twoLines.text = label.text
            let capped = twoLines.sizeThatFits(CGSize(width: 100, height: 1000))
            """)
        // 9 pt per character: "The quick" | "brown fox" | "jumps over" | "the lazy" | "dog" = 5 × 21 pt.
        #expect(try q(run, "wrapped") == .rect(CGRect(x: 20, y: 100, width: 100, height: 105)))
        // At 200 pt: "The quick brown fox" (171) | "jumps over the lazy" | "dog".
        #expect(try q(run, "preferred") == .size(CGSize(width: 171, height: 63)))
        #expect(try q(run, "single") == .size(CGSize(width: 387, height: 21)))
        #expect(try q(run, "capped") == .size(CGSize(width: 81, height: 42)))
    }
}
