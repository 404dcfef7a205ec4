import Foundation
import Testing

@testable import Scenario

/// `systemLayoutSizeFitting`, and content priorities that tie (fact 27).
@Suite struct SizeFittingTests: ScenarioChecks {
    /// Docs systemLayoutSizeFitting(_:) and (_:withHorizontalFittingPriority:verticalFittingPriority:),
    /// UIView.layoutFittingCompressedSize (0, 0) / layoutFittingExpandedSize (10000, 10000), with
    /// fact 50: the size the constraints give a cell in no window, without changing its frame,
    /// after updating its constraints so the label's intrinsic size takes part.
    @Test func systemLayoutSizeFittingMeasuresWithoutMoving() throws {
        let run = run(
            """
            let cell = UIView()
            let label = UILabel()
            label.text = "Hello world"
            label.translatesAutoresizingMaskIntoConstraints = false
            cell.addSubview(label)
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: cell.leadingAnchor, constant: 10),
                label.trailingAnchor.constraint(equalTo: cell.trailingAnchor, constant: -10),
                label.topAnchor.constraint(equalTo: cell.topAnchor, constant: 5),
                label.bottomAnchor.constraint(equalTo: cell.bottomAnchor, constant: -5),
            ])
            trace.mark("fit")
            let compressed = cell.systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            trace.mark("again")
            let wide = cell.systemLayoutSizeFitting(CGSize(width: 300, height: 0),
                withHorizontalFittingPriority: .required, verticalFittingPriority: .fittingSizeLevel)
            let expanded = UIView.layoutFittingExpandedSize
            let plain = UIView().systemLayoutSizeFitting(UIView.layoutFittingCompressedSize)
            """)
        // 11 characters × 9 pt + 10 + 10; one 21 pt line + 5 + 5.
        #expect(try q(run, "compressed") == .size(CGSize(width: 119, height: 31)))
        #expect(try q(run, "wide") == .size(CGSize(width: 300, height: 31)))
        #expect(try q(run, "expanded") == .size(CGSize(width: 10000, height: 10000)))
        #expect(try q(run, "plain") == .size(.zero))
        #expect(try q(run, "cell.frame") == .rect(.zero))
        #expect(try q(run, "label.frame") == .rect(.zero))
        #expect(
            try q(run, #"trace.after("fit").calls("updateConstraints")"#)
                == strings("label.updateConstraints", "cell.updateConstraints"))
        // Measuring marks nothing (the engine made at the first call marks as any new engine does).
        #expect(try q(run, #"trace.after("again").contains("cell.setNeedsLayout")"#) == .bool(false))
    }

    /// Fact 27 (ALG "Ambiguous Layouts"): two labels overflowing a row at the same compression
    /// resistance (750) leave the split undetermined; `hasAmbiguousLayout` reports it even for
    /// the one squeezed to a bound (the probe used to nudge one way only and said false).
    @Test func fact27TiedCompressionIsAmbiguous() throws {
        let run = run(
            """
            let row = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 40))
            window.addSubview(row)
            let a = UILabel()
            a.text = "A long first label text"
            let b = UILabel()
            b.text = "Another long label"
            for l in [a, b] { l.translatesAutoresizingMaskIntoConstraints = false; row.addSubview(l) }
            NSLayoutConstraint.activate([
                a.leadingAnchor.constraint(equalTo: row.leadingAnchor),
                b.leadingAnchor.constraint(equalTo: a.trailingAnchor),
                b.trailingAnchor.constraint(equalTo: row.trailingAnchor),
                a.topAnchor.constraint(equalTo: row.topAnchor),
                b.topAnchor.constraint(equalTo: row.topAnchor),
            ])
            runLoop.runUntilIdle()
            let fixed = UIView()
            fixed.translatesAutoresizingMaskIntoConstraints = false
            row.addSubview(fixed)
            NSLayoutConstraint.activate([
                fixed.leadingAnchor.constraint(equalTo: row.leadingAnchor),
                fixed.topAnchor.constraint(equalTo: row.topAnchor),
                fixed.widthAnchor.constraint(equalToConstant: 10),
                fixed.heightAnchor.constraint(equalToConstant: 10),
            ])
            runLoop.runUntilIdle()
            """)
        #expect(try q(run, "a.hasAmbiguousLayout") == .bool(true))
        #expect(try q(run, "b.hasAmbiguousLayout") == .bool(true))
        #expect(try q(run, "fixed.hasAmbiguousLayout") == .bool(false))
    }
}
