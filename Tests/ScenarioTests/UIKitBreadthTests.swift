import Foundation
import Testing
@testable import Scenario

/// Facts 45–53 of docs/facts.md (issue 17) and the UIKit the lessons need, written as an
/// iOS developer writes them and checked through `ScenarioRun.evaluate`, the path grading uses.
/// Each fact test names its fact and source.
@Suite struct UIKitBreadthTests {
    func run(_ source: String, sourceLocation: Testing.SourceLocation = #_sourceLocation) -> ScenarioRun {
        let run = ScenarioRun(source: source)
        if case .failed(let d) = run.outcome { Issue.record("\(d.rendered())", sourceLocation: sourceLocation) }
        if case .raised(let m, let l) = run.outcome { Issue.record("raised \(m) at \(l)", sourceLocation: sourceLocation) }
        return run
    }

    func q(_ run: ScenarioRun, _ expression: String) throws -> ScenarioValue {
        try run.evaluate(expression, at: SourceLocation(file: "lesson.yaml", line: 1, column: 1))
    }

    func failure(_ source: String) -> String? {
        if case .failed(let d) = ScenarioRun(source: source).outcome { return d.rendered() }
        return nil
    }

    // MARK: Fact 45

    /// Fact 45 (Docs UIView.AutoresizingMask): each flexible part takes a share of the
    /// superview's size change in proportion to its current size; fixed parts keep theirs; with no
    /// flexible part on an axis the frame keeps that axis.
    @Test func fact45AutoresizingMaskSharesTheChange() throws {
        let run = run("""
            let parent = UIView(frame: CGRect(x: 0, y: 0, width: 300, height: 200))
            let stretch = UIView(frame: CGRect(x: 20, y: 20, width: 260, height: 160))
            stretch.autoresizingMask = [.flexibleWidth, .flexibleHeight]
            let shared = UIView(frame: CGRect(x: 100, y: 0, width: 100, height: 50))
            shared.autoresizingMask = [.flexibleLeftMargin, .flexibleWidth, .flexibleRightMargin]
            let pinned = UIView(frame: CGRect(x: 250, y: 150, width: 40, height: 40))
            pinned.autoresizingMask = [.flexibleLeftMargin, .flexibleTopMargin]
            let fixed = UIView(frame: CGRect(x: 10, y: 10, width: 30, height: 30))
            for v in [stretch, shared, pinned, fixed] { parent.addSubview(v) }
            parent.frame = CGRect(x: 0, y: 0, width: 600, height: 300)
            let mask = pinned.autoresizingMask
            let single = UIView()
            single.autoresizingMask = .flexibleWidth
            """)
        #expect(try q(run, "stretch.frame") == .rect(CGRect(x: 20, y: 20, width: 560, height: 260)))
        // 300 more points shared 100 : 100 : 100 by the three flexible parts.
        #expect(try q(run, "shared.frame") == .rect(CGRect(x: 200, y: 0, width: 200, height: 50)))
        #expect(try q(run, "pinned.frame") == .rect(CGRect(x: 550, y: 250, width: 40, height: 40)))
        #expect(try q(run, "fixed.frame") == .rect(CGRect(x: 10, y: 10, width: 30, height: 30)))
        #expect(try q(run, "mask") == .array([.symbol("flexibleLeftMargin"), .symbol("flexibleTopMargin")]))
        #expect(try q(run, "single.autoresizingMask.contains(.flexibleWidth)") == .bool(true))
        #expect(failure("let v = UIView()\nv.autoresizingMask = [.flexibleWdth]")?.contains("flexibleWidth") == true)
    }

    // MARK: Fact 52

    /// Fact 52 (Docs CATransaction setDisableActions:, setAnimationDuration:): disabled actions
    /// show a standalone layer's change at once; a duration replaces the 0.25 s default; the
    /// settings end with their transaction.
    @Test func fact52TransactionActionSettings() throws {
        let run = run("""
            let dot = CALayer()
            dot.frame = CGRect(x: 0, y: 0, width: 10, height: 10)
            window.layer.addSublayer(dot)
            runLoop.runUntilIdle()
            CATransaction.begin()
            CATransaction.setDisableActions(true)
            let disabledInside = CATransaction.disableActions()
            dot.position = CGPoint(x: 105, y: 5)
            CATransaction.commit()
            runLoop.run(frames: 2)
            let jumped = dot.presentationFrame.origin.x
            let disabledAfter = CATransaction.disableActions()
            CATransaction.setAnimationDuration(1)
            dot.position = CGPoint(x: 205, y: 5)
            runLoop.run(frames: 20)
            let slowX = dot.presentationFrame.origin.x
            let durationAfter = CATransaction.animationDuration()
            runLoop.run(frames: 60)
            let endX = dot.presentationFrame.origin.x
            """)
        #expect(try q(run, "disabledInside") == .bool(true))
        #expect(try q(run, "jumped") == .double(100))
        #expect(try q(run, "disabledAfter") == .bool(false))
        // After 20 frames (a third of a second) a 1 s animation is still under way; 0.25 s would be done.
        #expect(try q(run, "slowX > 100 && slowX < 200") == .bool(true))
        #expect(try q(run, "durationAfter") == .double(0.25))
        #expect(try q(run, "endX") == .double(200))
        #expect(run.trace.events.contains { $0.call.hasPrefix("dot.addAnimation") && $0.text == "1 s" })
        #expect(!run.trace.events.contains { $0.call.hasPrefix("dot.addAnimation") && $0.text == "0.25 s" })
    }

    // MARK: performWithoutAnimation, blur

    @Test func performWithoutAnimationInsideAnAnimationBlock() throws {
        let run = run("""
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 40, height: 40))
            window.addSubview(box)
            runLoop.runUntilIdle()
            UIView.animate(withDuration: 0.5) {
                box.alpha = 0.5
                UIView.performWithoutAnimation {
                    box.frame = CGRect(x: 0, y: 100, width: 40, height: 40)
                }
            }
            runLoop.run(frames: 5)
            let y = box.presentationFrame.origin.y
            let alpha = box.layer.presentationOpacity
            UIView.performWithoutAnimation {
                UIView.animate(withDuration: 1) { box.frame = CGRect(x: 0, y: 300, width: 40, height: 40) }
            }
            runLoop.run(frames: 3)
            let y2 = box.presentationFrame.origin.y
            """)
        #expect(try q(run, "y") == .double(100))
        #expect(try q(run, "alpha > 0.5 && alpha < 1") == .bool(true))
        #expect(try q(run, "y2") == .double(300))
    }

    /// Fact 37 (TT10857): a blur made as UIKit code makes it is an offscreen pass every frame;
    /// without an effect there is none.
    @Test func blurEffectViewCostsAnOffscreenPass() throws {
        let run = run("""
            let blur = UIVisualEffectView(effect: UIBlurEffect(style: .systemThinMaterial))
            blur.frame = CGRect(x: 0, y: 0, width: 390, height: 100)
            window.addSubview(blur)
            let label = UILabel()
            blur.contentView.addSubview(label)
            runLoop.runUntilIdle()
            let passes = display.lastFrameOffscreenPasses
            let reason = display.frames.last!.offscreenPasses[0].reason
            let same = blur.effect == UIBlurEffect(style: .systemThinMaterial)
            blur.effect = nil
            runLoop.runUntilIdle()
            let after = display.lastFrameOffscreenPasses
            """)
        #expect(try q(run, "passes") == .int(1))
        #expect(try q(run, "reason") == .symbol("visualEffectBlur"))
        #expect(try q(run, "same") == .bool(true))
        // UIBlurEffect has only init(style:) (Docs UIBlurEffect): no `style` to read back.
        #expect(failure("let s = UIBlurEffect(style: .dark).style")?.contains("style") == true)
        #expect(try q(run, "after") == .int(0))
        #expect(try q(run, "label.superview === blur.contentView") == .bool(true))
        #expect(failure("let e = UIBlurEffect(style: .blurry)")?.contains("UIBlurEffect.Style") == true)
    }

    // MARK: Swift constructs

    @Test func implicitNumericMembersInArithmetic() throws {
        let run = run("""
            let v = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 20))
            v.transform = CGAffineTransform(rotationAngle: .pi / 2)
            let half: CGFloat = .pi
            let quarter = .pi / 4
            let negative = -.pi
            let twice = 2 * .pi
            let big = CGFloat.greatestFiniteMagnitude > 1e300
            """)
        #expect(try q(run, "v.frame.width.rounded()") == .double(20))
        #expect(try q(run, "half") == .double(Double.pi))
        #expect(try q(run, "quarter") == .double(Double.pi / 4))
        #expect(try q(run, "negative") == .double(-Double.pi))
        #expect(try q(run, "twice") == .double(2 * Double.pi))
    }
}

extension UIKitBreadthTests {
    // MARK: Fact 47

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
        let run = run(Self.stackPrelude + """
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
        #expect(try q(run, "afterHiding") == .array([
            .rect(CGRect(x: 0, y: 0, width: 145, height: 50)), .rect(CGRect(x: 155, y: 0, width: 145, height: 50)),
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
        let run = run("""
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
        let run = run("""
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

extension UIKitBreadthTests {
    // MARK: Facts 46, 53

    /// Fact 46 (Docs translatesAutoresizingMaskIntoConstraints; ALG; the console's own format):
    /// a frame-based view's autoresizing constraints read `h=--& v=--&` in the unsatisfiable log,
    /// with UIKit's note; the log names UIViewAlertForUnsatisfiableConstraints (fact 53).
    @Test func fact46AutoresizingConstraintsInTheLog() throws {
        let run = run("""
            let box = UIView(frame: CGRect(x: 20, y: 40, width: 100, height: 50))
            window.addSubview(box)
            let wide = box.widthAnchor.constraint(equalToConstant: 200)
            wide.isActive = true
            let stretchy = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
            stretchy.autoresizingMask = [.flexibleWidth, .flexibleBottomMargin]
            window.addSubview(stretchy)
            stretchy.heightAnchor.constraint(equalToConstant: 30).isActive = true
            runLoop.runUntilIdle()
            """)
        let logs = run.trace.events.filter { $0.reason == "unsatisfiableConstraints" }.compactMap(\.text)
        #expect(logs.count == 2)
        let first = logs.first ?? ""
        #expect(first.contains("\"<NSAutoresizingMaskLayoutConstraint h=--& v=--& box.width == 100   (active)>\""))
        #expect(first.contains("\t(Note: If you're seeing NSAutoresizingMaskLayoutConstraints that you don't understand, refer to the documentation for the UIView property translatesAutoresizingMaskIntoConstraints) \n"))
        #expect(first.contains("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger."))
        #expect(logs.last?.contains("h=-&- v=--& stretchy.height == 10") == true)
    }

    /// Fact 53 (real console output): constraints across view hierarchies raise
    /// NSGenericException with UIKit's words.
    @Test func fact53NoCommonAncestorException() throws {
        let run = ScenarioRun(source: """
            let a = UIView(), b = UIView()
            a.topAnchor.constraint(equalTo: b.topAnchor).isActive = true
            """)
        guard case .raised(let message, _) = run.outcome else { Issue.record("did not raise: \(run.outcome)"); return }
        #expect(message == "NSGenericException: Unable to activate constraint with anchors <NSLayoutYAxisAnchor \"a.top\"> and <NSLayoutYAxisAnchor \"b.top\"> because they have no common ancestor.  Does the constraint or its anchors reference items in different view hierarchies?  That's illegal.")
    }

    /// Fact 78 (public crash text quoted in jivesoftware/JiveAuthenticatingWebViewController
    /// ViewController.m, from Stack Overflow answer 30265898): an updateConstraints override without
    /// super raises UIKit's "still need update" text, naming the scenario class.
    @Test func fact78UpdateConstraintsWithoutSuperRaisesUIKitsText() throws {
        let run = ScenarioRun(source: """
            class Card: UIView {
                override func updateConstraints() {
                }
            }
            let card = Card()
            card.translatesAutoresizingMaskIntoConstraints = false
            window.addSubview(card)
            card.widthAnchor.constraint(equalToConstant: 80).isActive = true
            runLoop.runOnce()
            """)
        guard case .raised(let message, _) = run.outcome else { Issue.record("did not raise: \(run.outcome)"); return }
        #expect(message == "NSInternalInconsistencyException: The layout constraints still need update after sending -updateConstraints to <Card: card>. Card or one of its superclasses may have overridden -updateConstraints without calling super. Or, something may have dirtied layout constraints in the middle of updating them.  Both are programming errors.")
    }

    /// Fact 53 (real console output: "… is not supported.  You passed priority 1000 and the
    /// existing priority was 250." and the unsatisfiable log's lines ending "don't want. ",
    /// "Try this: ", "… expect; ", "… fix it. "): UIKit's spacing, and nothing UIKit does not print.
    @Test func fact53ExceptionAndLogTextAsUIKitPrintsIt() throws {
        let run = ScenarioRun(source: """
            let box = UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 100))
            window.addSubview(box)
            let width = box.widthAnchor.constraint(equalToConstant: 80)
            width.isActive = true
            runLoop.runUntilIdle()
            width.priority = .defaultLow
            """)
        guard case .raised(let message, _) = run.outcome else { Issue.record("did not raise: \(run.outcome)"); return }
        #expect(message == "NSInternalInconsistencyException: Mutating a priority from required to not on an installed constraint (or vice-versa) is not supported.  You passed priority 250 and the existing priority was 1000.")
        let log = try #require(run.trace.events.first { $0.reason == "unsatisfiableConstraints" }?.text)
        #expect(log.hasPrefix("""
            [LayoutConstraints] Unable to simultaneously satisfy constraints.
            \tProbably at least one of the constraints in the following list is one you don't want.\u{20}
            \tTry this:\u{20}
            \t\t(1) look at each constraint and try to figure out which you don't expect;\u{20}
            \t\t(2) find the code that added the unwanted constraint or constraints and fix it.\u{20}

            """))
    }
}

extension UIKitBreadthTests {
    // MARK: Fact 51

    /// Fact 51 (Docs CALayer needsDisplay, setNeedsDisplay; Core Animation Programming Guide):
    /// a standalone layer displays only when asked; a view that overrides draw(_:) draws once it
    /// has a non-empty size.
    @Test func fact51StandaloneLayerDisplaysOnlyWhenAsked() throws {
        let run = run("""
            class Dial: CALayer {
                override func display() { print("display") }
            }
            class Canvas: UIView {
                override func draw(_ rect: CGRect) { print("draw \\(rect.width)") }
            }
            let dial = Dial()
            dial.frame = CGRect(x: 0, y: 0, width: 50, height: 50)
            window.layer.addSublayer(dial)
            let startsMarked = dial.needsDisplay()
            let canvas = Canvas()
            window.addSubview(canvas)
            runLoop.runUntilIdle()
            trace.mark("sized")
            canvas.frame = CGRect(x: 0, y: 0, width: 30, height: 30)
            runLoop.runUntilIdle()
            trace.mark("asked")
            dial.setNeedsDisplay()
            runLoop.runUntilIdle()
            """)
        #expect(try q(run, "startsMarked") == .bool(false))
        #expect(try q(run, "trace.before(\"sized\").printed") == .array([]))
        #expect(try q(run, "trace.between(\"sized\", \"asked\").printed") == .array([.string("draw 30.0")]))
        #expect(try q(run, "trace.after(\"asked\").printed") == .array([.string("display")]))
    }
}

extension UIKitBreadthTests {
    // MARK: Fact 49

    /// Fact 49 (Docs UILabel numberOfLines, preferredMaxLayoutWidth): a multi-line label wraps
    /// by words at the width layout gives it and grows in height in the same frame; with
    /// preferredMaxLayoutWidth it wraps there; a one-line label keeps one line.
    @Test func fact49MultiLineLabelsWrapAndGrow() throws {
        let run = run("""
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

extension UIKitBreadthTests {
    // MARK: Fact 48

    /// Fact 48 (Docs safeAreaInsets, safeAreaLayoutGuide): a view's safe-area insets and guide
    /// follow it when it moves or resizes.
    @Test func fact48SafeAreaFollowsTheView() throws {
        let run = run("""
            let panel = UIView(frame: CGRect(x: 0, y: 0, width: 390, height: 200))
            window.addSubview(panel)
            let content = UIView()
            content.translatesAutoresizingMaskIntoConstraints = false
            panel.addSubview(content)
            NSLayoutConstraint.activate([
                content.topAnchor.constraint(equalTo: panel.safeAreaLayoutGuide.topAnchor),
                content.leadingAnchor.constraint(equalTo: panel.leadingAnchor),
                content.widthAnchor.constraint(equalToConstant: 100),
                content.heightAnchor.constraint(equalToConstant: 20),
            ])
            runLoop.runUntilIdle()
            let atTop = content.frame.minY
            let insetAtTop = panel.safeAreaInsets.top
            panel.frame = CGRect(x: 0, y: 20, width: 390, height: 200)
            runLoop.runUntilIdle()
            let nearTop = content.frame.minY
            panel.frame = CGRect(x: 0, y: 300, width: 390, height: 200)
            runLoop.runUntilIdle()
            let below = content.frame.minY
            let guideFrame = panel.safeAreaLayoutGuide.layoutFrame
            """)
        #expect(try q(run, "atTop") == .double(47))
        #expect(try q(run, "insetAtTop") == .double(47))
        #expect(try q(run, "nearTop") == .double(27))
        #expect(try q(run, "below") == .double(0))
        #expect(try q(run, "guideFrame") == .rect(CGRect(x: 0, y: 0, width: 390, height: 200)))
    }

    /// Fact 48 (Docs directionalLayoutMargins, viewRespectsSystemMinimumLayoutMargins,
    /// insetsLayoutMarginsFromSafeArea): a root view's margins are at least the system minimum
    /// (16 pt leading and trailing) and measured from the safe area; other views default to 8 pt.
    @Test func fact48RootViewMargins() throws {
        let run = run("""
            let vc = UIViewController()
            window.rootViewController = vc
            let rootMargins = vc.view.layoutMargins
            let minimum = vc.systemMinimumLayoutMargins
            let card = UIView(frame: CGRect(x: 0, y: 100, width: 200, height: 100))
            vc.view.addSubview(card)
            let cardMargins = card.layoutMargins
            vc.view.directionalLayoutMargins = NSDirectionalEdgeInsets(top: 0, leading: 4, bottom: 0, trailing: 30)
            let raised = vc.view.layoutMargins
            vc.viewRespectsSystemMinimumLayoutMargins = false
            let small = vc.view.directionalLayoutMargins
            vc.view.insetsLayoutMarginsFromSafeArea = false
            let plain = vc.view.layoutMargins
            let label = UILabel()
            label.translatesAutoresizingMaskIntoConstraints = false
            vc.view.addSubview(label)
            vc.viewRespectsSystemMinimumLayoutMargins = true
            vc.view.insetsLayoutMarginsFromSafeArea = true
            vc.view.directionalLayoutMargins = .zero
            NSLayoutConstraint.activate([
                label.leadingAnchor.constraint(equalTo: vc.view.layoutMarginsGuide.leadingAnchor),
                label.topAnchor.constraint(equalTo: vc.view.layoutMarginsGuide.topAnchor),
                label.trailingAnchor.constraint(equalTo: vc.view.readableContentGuide.trailingAnchor),
            ])
            runLoop.runUntilIdle()
            """)
        #expect(try q(run, "rootMargins") == q(run, "UIEdgeInsets(top: 47, left: 16, bottom: 34, right: 16)"))
        #expect(try q(run, "minimum.leading == 16 && minimum.trailing == 16") == .bool(true))
        #expect(try q(run, "cardMargins") == q(run, "UIEdgeInsets(top: 8, left: 8, bottom: 8, right: 8)"))
        #expect(try q(run, "raised") == q(run, "UIEdgeInsets(top: 47, left: 16, bottom: 34, right: 30)"))
        #expect(try q(run, "small") == q(run, "NSDirectionalEdgeInsets(top: 47, leading: 4, bottom: 34, trailing: 30)"))
        #expect(try q(run, "plain") == q(run, "UIEdgeInsets(top: 0, left: 4, bottom: 0, right: 30)"))
        #expect(try q(run, "label.frame") == .rect(CGRect(x: 16, y: 47, width: 358, height: 0)))
    }
}

extension UIKitBreadthTests {
    // MARK: Swift constructs: switch, enum, defer, #selector

    @Test func switchOverEnumsAndValues() throws {
        let run = run("""
            enum Mode: CaseIterable { case compact, regular
                case large }
            func width(_ mode: Mode) -> Int {
                switch mode {
                case .compact: return 100
                case .regular, .large:
                    return 300
                }
            }
            func bucket(_ n: Int) -> String {
                switch n {
                case 0: return "zero"
                case 1...9: return "small"
                default: return "big"
                }
            }
            var log: [String] = []
            for axis in ["h", "v"] {
                switch axis {
                case "h": log.append("h")
                default: break
                }
            }
            let all = Mode.allCases.count
            let widths = [width(.compact), width(Mode.large)]
            let buckets = [bucket(0), bucket(5), bucket(50)]
            """)
        #expect(try q(run, "widths") == .array([.int(100), .int(300)]))
        #expect(try q(run, "buckets") == .array([.string("zero"), .string("small"), .string("big")]))
        #expect(try q(run, "log") == .array([.string("h")]))
        #expect(try q(run, "all") == .int(3))
        #expect(failure("switch 3 {\ncase 1: print(1)\n}")?.contains("switch must be exhaustive") == true)
        #expect(failure("switch 3 {\ncase let x: print(x)\n}")?.contains("not supported in scenarios: binding and type patterns") == true)
        #expect(failure("enum E: Int { case a = 1 }")?.contains("not supported in scenarios: enums with raw values") == true)
        #expect(failure("enum E { case a(Int) }")?.contains("not supported in scenarios: enum cases with associated values") == true)
        #expect(failure("switch 1 {\ncase 1:\n}")?.contains("must have at least one executable statement") == true)
    }

    @Test func deferRunsWhenTheBlockExits() throws {
        let run = run("""
            var log: [String] = []
            func work() -> Int {
                defer { log.append("first registered, last run") }
                defer { log.append("cleanup") }
                log.append("body")
                return 1
            }
            _ = work()
            for i in 0..<2 {
                defer { log.append("end \\(i)") }
                if i == 0 { continue }
                log.append("loop \\(i)")
            }
            """)
        #expect(try q(run, "log") == .array([
            .string("body"), .string("cleanup"), .string("first registered, last run"), .string("end 0"),
            .string("loop 1"), .string("end 1"),
        ]))
    }

    @Test func selectorsWithObjcMethods() throws {
        let run = run("""
            class Ticker: UIView {
                var ticks = 0
                var link: CADisplayLink?
                func start() {
                    link = CADisplayLink(target: self, selector: #selector(step(_:)))
                    link?.add(to: runLoop)
                }
                @objc func step(_ link: CADisplayLink) {
                    ticks += 1
                    if ticks == 3 { link.invalidate() }
                }
            }
            let ticker = Ticker()
            ticker.start()
            runLoop.run(frames: 10)
            let name = #selector(Ticker.step)
            """)
        #expect(try q(run, "ticker.ticks") == .int(3))
        #expect(try q(run, "name") == .string("step"))
        let missing = ScenarioRun(source: """
            class T: UIView {}
            let t = T()
            let link = CADisplayLink(target: t, selector: #selector(tick))
            link.add(to: runLoop)
            runLoop.run(frames: 2)
            """)
        guard case .raised(let message, _) = missing.outcome else { Issue.record("\(missing.outcome)"); return }
        #expect(message.hasPrefix("NSInvalidArgumentException: -[T tick]: unrecognized selector sent to instance"))
    }
}
