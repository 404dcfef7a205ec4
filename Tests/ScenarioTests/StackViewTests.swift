import Foundation
import Testing

@testable import Scenario

/// UIStackView: its distributions, alignment, spacing and hidden arranged subviews (fact 47).
@Suite struct StackViewTests: ScenarioChecks {
    static let stackPrelude = """
        let stack = UIStackView()
        stack.translatesAutoresizingMaskIntoConstraints = false
        window.addSubview(stack)
        NSLayoutConstraint.activate([
            stack.leadingAnchor.constraint(equalTo: window.leadingAnchor, constant: 20),
            stack.topAnchor.constraint(equalTo: window.topAnchor, constant: 100),
            stack.widthAnchor.constraint(equalToConstant: 300),
            stack.heightAnchor.constraint(equalToConstant: 50),
        ])
        stack.spacing = 10

        """

    /// Fact 47 (Docs UIStackView, distribution .fillEqually; isHidden): the stack's own
    /// constraints share its width; a hidden arranged subview leaves and the others take its space.
    @Test func fact47FillEquallyAndHiddenViews() throws {
        let run = run(
            Self.stackPrelude + """
                stack.distribution = .fillEqually
                let a = UIView(), b = UIView(), c = UIView()
                for v in [a, b, c] { stack.addArrangedSubview(v) }
                runLoop.runUntilIdle()
                let widths = [a.frame.width, b.frame.width, c.frame.width].map { ($0 * 3).rounded() }
                let cX = c.frame.minX
                b.isHidden = true
                runLoop.runUntilIdle()
                let afterHiding = [a.frame, c.frame]
                let hiddenWidth = b.frame.width
                b.removeFromSuperview()
                let arranged = stack.arrangedSubviews.count
                """)
        // (300 − 2 × 10) / 3 = 93⅓ each, at pixel precision.
        #expect(try q(run, "widths") == .array([.double(280), .double(280), .double(280)]))
        #expect(try q(run, "(cX * 3).rounded()") == .double(620))
        #expect(
            try q(run, "afterHiding")
                == .array([
                    .rect(CGRect(x: 0, y: 0, width: 145, height: 50)),
                    .rect(CGRect(x: 155, y: 0, width: 145, height: 50)),
                ]))
        #expect(try q(run, "hiddenWidth") == .double(0))
        #expect(try q(run, "arranged") == .int(2))
        #expect(try q(run, "a.translatesAutoresizingMaskIntoConstraints") == .bool(false))
        #expect(try q(run, "stack.constraints.contains(where: { $0.identifier == \"UISV-spacing\" })") == .bool(true))
    }

    /// Fact 47 (Docs UIStackView.Distribution): .fillProportionally shares by intrinsic size;
    /// .equalSpacing makes equal gaps; .equalCentering equal distances between centers; .fill
    /// stretches a view that hugs less; alignment .center centers across the axis.
    @Test func fact47Distributions() throws {
        let run = run(
            """
            let short = UILabel(), long = UILabel()
            short.text = "ab"
            long.text = "abcdef"
            let row = UIStackView(arrangedSubviews: [short, long])
            row.frame = CGRect(x: 0, y: 300, width: 200, height: 40)
            window.addSubview(row)
            row.distribution = .fillProportionally
            runLoop.runUntilIdle()
            let proportional = [short.frame.width, long.frame.width]
            row.distribution = .equalSpacing
            runLoop.runUntilIdle()
            let spaced = long.frame.minX
            let third = UILabel()
            third.text = "abcd"
            row.addArrangedSubview(third)
            row.distribution = .equalCentering
            runLoop.runUntilIdle()
            let centers = [short.frame.midX, long.frame.midX, third.frame.midX]
            let plain = UIView()
            row.insertArrangedSubview(plain, at: 0)
            row.distribution = .fill
            row.alignment = .center
            runLoop.runUntilIdle()
            let labelWidths = [short.frame.width, long.frame.width, third.frame.width]
            let plainWidth = plain.frame.width
            let centerY = short.frame.midY
            """)
        // Intrinsic widths 18 and 54 (of 72) share 200 pt as 50 : 150.
        #expect(try q(run, "proportional") == .array([.double(50), .double(150)]))
        // 200 − 72 = 128 pt of gap between the two.
        #expect(try q(run, "spaced") == .double(146))
        // Centers at 9, 95.5 (pixel-rounded), 182.
        #expect(try q(run, "centers[0]") == .double(9))
        #expect(try q(run, "abs(centers[1] - 95.5) < 0.34") == .bool(true))
        #expect(try q(run, "centers[2]") == .double(182))
        #expect(try q(run, "labelWidths") == .array([.double(18), .double(54), .double(36)]))
        #expect(try q(run, "plainWidth") == .double(92))
        #expect(try q(run, "abs(centerY - 20) < 0.34") == .bool(true))
    }

    /// Fact 47 (Docs UIStackView axis, alignment, spacing): a vertical stack with .leading
    /// alignment keeps each view's intrinsic width and stacks them with the spacing.
    @Test func fact47VerticalLeading() throws {
        let run = run(
            """
            let col = UIStackView(frame: CGRect(x: 0, y: 400, width: 200, height: 300))
            col.axis = .vertical
            col.alignment = .leading
            col.spacing = 8
            let title = UILabel()
            title.text = "hello"
            let body = UILabel()
            body.text = "hi"
            col.addArrangedSubview(title)
            col.addArrangedSubview(body)
            window.addSubview(col)
            runLoop.runUntilIdle()
            """)
        #expect(try q(run, "title.frame") == .rect(CGRect(x: 0, y: 0, width: 45, height: 21)))
        #expect(try q(run, "body.frame.minY") == .double(29))
        #expect(try q(run, "body.frame.width") == .double(18))
        #expect(try q(run, "col.axis") == .symbol("vertical"))
        #expect(try q(run, "trace.contains(\"col.updateConstraints\")") == .bool(true))
        let baseline = ScenarioRun(source: "let s = UIStackView()\ns.alignment = .firstBaseline")
        guard case .failed(let d) = baseline.outcome else { Issue.record("baseline accepted"); return }
        #expect(d.message.contains("not supported in scenarios"))
    }
}
