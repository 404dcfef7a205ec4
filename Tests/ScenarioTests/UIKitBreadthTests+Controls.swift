import Foundation
import Testing
@testable import Scenario

extension UIKitBreadthTests {
    func strings(_ names: String...) -> ScenarioValue { .array(names.map { .string($0) }) }

    // MARK: UIButton and target-action

    /// Docs UIButton / UIControl: `UIButton(type: .system)` with `setTitle(_:for:)` sizes itself
    /// from the title (a label subview that draws the text; the button has no `draw`), and
    /// `addTarget(_:action:for:)` with `#selector` runs the target's @objc method when
    /// `sendActions(for: .touchUpInside)` simulates the tap, once per registration, in order.
    @Test func buttonTitleSizeAndTargetAction() throws {
        let run = run("""
            class Home: UIViewController {
                var taps = 0
                var log: [String] = []
                let button = UIButton(type: .system)
                override func viewDidLoad() {
                    button.setTitle("Tap me", for: .normal)
                    button.addTarget(self, action: #selector(tapped(_:)), for: .touchUpInside)
                    button.addTarget(self, action: #selector(logged), for: [.touchUpInside, .touchDown])
                    view.addSubview(button)
                    button.frame = CGRect(x: 20, y: 100, width: 200, height: 44)
                }
                @objc func tapped(_ sender: UIButton) {
                    taps += 1
                    log.append(sender.currentTitle ?? "")
                }
                @objc func logged() { log.append("logged") }
            }
            let home = Home()
            window.rootViewController = home
            runLoop.runUntilIdle()
            let size = home.button.intrinsicContentSize
            let empty = UIButton(type: .custom).intrinsicContentSize
            trace.mark("tap")
            home.button.sendActions(for: .touchUpInside)
            home.button.sendActions(for: .touchDown)
            home.button.removeTarget(home, action: #selector(logged), for: .touchUpInside)
            home.button.sendActions(for: .touchUpInside)
            """)
        // "Tap me": 6 characters at the 15 pt metric (8 pt each); one 18 pt line + 6 pt above and below.
        #expect(try q(run, "size") == .size(CGSize(width: 48, height: 30)))
        #expect(try q(run, "empty") == .size(CGSize(width: 30, height: 34)))
        #expect(try q(run, "home.button.titleLabel!.frame") == .rect(CGRect(x: 76, y: 13, width: 48, height: 18)))
        #expect(try q(run, "home.taps") == .int(2))
        #expect(try q(run, "home.log") == strings("Tap me", "logged", "logged", "Tap me"))
        #expect(try q(run, #"trace.before("tap").calls("draw")"#) == strings("home.button.titleLabel.draw"))
        #expect(try q(run, #"trace.after("tap").count("home.button.sendAction")"#) == .int(4))
        #expect(failure("let b = UIButton(type: .system)\nb.addTarget(nil, action: #selector(x), for: .touchUpInside)")?
            .contains("responder chain") == true)
    }

    // MARK: Child view controllers

    /// Docs UIViewController (addChild, willMove(toParent:), didMove(toParent:),
    /// removeFromParent) and fact 18: `addChild` calls the child's `willMove(toParent:)`;
    /// `removeFromParent` calls `didMove(toParent: nil)`. The child's view is a controller's root
    /// view: its `viewWillLayoutSubviews` / `layoutSubviews` / `viewDidLayoutSubviews` run after
    /// the parent's `viewDidLayoutSubviews` returns.
    @Test func childViewControllers() throws {
        let run = run("""
            class Panel: UIViewController {
                override func viewWillLayoutSubviews() {}
                override func viewDidLayoutSubviews() {}
            }
            let parent = Panel()
            let child = Panel()
            window.rootViewController = parent
            runLoop.runUntilIdle()
            trace.mark("add")
            parent.addChild(child)
            parent.view.addSubview(child.view)
            child.view.frame = CGRect(x: 0, y: 100, width: 390, height: 200)
            child.didMove(toParent: parent)
            let kids = parent.children.count
            let back = child.parent === parent
            trace.mark("layout")
            runLoop.runUntilIdle()
            trace.mark("remove")
            child.willMove(toParent: nil)
            child.view.removeFromSuperview()
            child.removeFromParent()
            let after = parent.children.count
            """)
        #expect(try q(run, "kids") == .int(1))
        #expect(try q(run, "back") == .bool(true))
        #expect(try q(run, "after") == .int(0))
        #expect(try q(run, "child.parent == nil") == .bool(true))
        #expect(try q(run, #"trace.between("add", "layout").calls("addChild", "willMoveToParent", "didMoveToParent")"#)
            == strings("parent.addChild", "child.willMoveToParent", "child.didMoveToParent"))
        #expect(try q(run, #"trace.between("layout", "remove").calls("viewWillLayoutSubviews", "layoutSubviews", "viewDidLayoutSubviews")"#)
            == strings("parent.viewWillLayoutSubviews", "parent.view.layoutSubviews", "parent.viewDidLayoutSubviews",
                       "child.viewWillLayoutSubviews", "child.view.layoutSubviews", "child.viewDidLayoutSubviews"))
        #expect(try q(run, #"trace.after("remove").calls("willMoveToParent", "removeFromParent", "didMoveToParent")"#)
            == strings("child.willMoveToParent", "child.removeFromParent", "child.didMoveToParent"))
    }

    // MARK: systemLayoutSizeFitting

    /// Docs systemLayoutSizeFitting(_:) and (_:withHorizontalFittingPriority:verticalFittingPriority:),
    /// UIView.layoutFittingCompressedSize (0, 0) / layoutFittingExpandedSize (10000, 10000), with
    /// fact 50: the size the constraints give a cell in no window, without changing its frame,
    /// after updating its constraints so the label's intrinsic size takes part.
    @Test func systemLayoutSizeFittingMeasuresWithoutMoving() throws {
        let run = run("""
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
        #expect(try q(run, #"trace.after("fit").calls("updateConstraints")"#) == strings("label.updateConstraints", "cell.updateConstraints"))
        // Measuring marks nothing (the engine made at the first call marks as any new engine does).
        #expect(try q(run, #"trace.after("again").contains("cell.setNeedsLayout")"#) == .bool(false))
    }

    // MARK: UIImageView with an image of a size

    /// Docs UIGraphicsImageRenderer (the image's size in points, the screen's scale),
    /// UIImageView.init(image:) (sized to the image) and fact 34: the image is layer contents,
    /// so the image view never draws.
    @Test func imageRendererAndImageView() throws {
        let run = run("""
            let image = UIGraphicsImageRenderer(size: CGSize(width: 40, height: 30)).image { context in
                UIColor.red.setFill()
                context.fill(CGRect(x: 0, y: 0, width: 20, height: 30))
            }
            let imageView = UIImageView(image: image)
            window.addSubview(imageView)
            runLoop.runUntilIdle()
            """)
        #expect(try q(run, "image.size") == .size(CGSize(width: 40, height: 30)))
        #expect(try q(run, "imageView.frame") == .rect(CGRect(x: 0, y: 0, width: 40, height: 30)))
        #expect(try q(run, "imageView.intrinsicContentSize") == .size(CGSize(width: 40, height: 30)))
        #expect(try q(run, #"trace.contains("imageView.draw")"#) == .bool(false))
        #expect(try q(run, "imageView.layer.contents != nil") == .bool(true))
    }

    // MARK: CADisplayLink on RunLoop.main

    /// Docs CADisplayLink add(to:forMode:): UIKit's form `add(to: .main, forMode: .common)` schedules the link.
    @Test func displayLinkOnTheMainRunLoop() throws {
        let run = run("""
            class Ticker: UIView {
                var ticks = 0
                @objc func step(_ link: CADisplayLink) { ticks += 1 }
            }
            let ticker = Ticker()
            let link = CADisplayLink(target: ticker, selector: #selector(Ticker.step))
            link.add(to: .main, forMode: .common)
            runLoop.run(frames: 3)
            let other = CADisplayLink(target: ticker, selector: #selector(Ticker.step))
            other.add(to: RunLoop.main, forMode: .default)
            """)
        #expect(try q(run, "ticker.ticks") == .int(3))
    }

    // MARK: Fact 27

    /// Fact 27 (ALG "Ambiguous Layouts"): two labels overflowing a row at the same compression
    /// resistance (750) leave the split undetermined; `hasAmbiguousLayout` reports it even for
    /// the one squeezed to a bound (the probe used to nudge one way only and said false).
    @Test func fact27TiedCompressionIsAmbiguous() throws {
        let run = run("""
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

    // MARK: Teaching shorthands (docs/prelude.swift)

    /// Shorthands UIKit spells differently run, and are recorded once per place for
    /// `layoutlab check`'s warning; UIKit's own forms are not.
    @Test func shorthandsAreRecordedWhereUsed() throws {
        let run = run("""
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
