// LayoutLab's teaching prelude: paste this file above a lesson's scenario code in an Xcode
// iOS app or playground target (iOS 17+) and the scenario compiles with real UIKit.
//
// Scenario code is real UIKit code. What it uses beyond UIKit is declared here, in two groups:
//
// 1. Teaching helpers with no UIKit equivalent: the simulated app's `window`, `runLoop`, `trace`,
//    `clock`, `display`, `work(ms:)`, and read-outs such as `traceName` or `backingStoreBytes`.
//    In the simulator they drive and observe the update cycle; here they do the nearest real
//    thing (turn the main run loop, print a mark, spin the CPU) or read 0 where only Instruments
//    can measure it (hitches, offscreen passes).
// 2. Shorthands that UIKit spells differently. They still run in LayoutLab, but
//    `layoutlab check` warns (file:line:column) when a lesson uses one, naming the UIKit form:
//        UILabel(text: "x")             → let label = UILabel(); label.text = "x"
//        UIImage(size: s)               → UIGraphicsImageRenderer(size: s).image { _ in }
//        CADisplayLink { link in … }    → CADisplayLink(target: self, selector: #selector(step(_:)))
//        link.add(to: runLoop)          → link.add(to: .main, forMode: .common)
//        view.presentationFrame         → view.layer.presentation()?.frame
//        layer.presentationOpacity      → layer.presentation()?.opacity
//    and four that give a real property a value of another type (they run here; in Xcode they do
//    not compile, or in the case of `contents` compile and show nothing):
//        layer.borderColor = .red       → layer.borderColor = UIColor.red.cgColor
//        layer.shadowPath = UIBezierPath(rect: r)  → UIBezierPath(rect: r).cgPath
//        layer.contents = image         → layer.contents = image.cgImage
//        constraint.priority = 999      → constraint.priority = UILayoutPriority(999)
//
// docs/scenario-language.md lists everything the scenario language supports and refuses;
// docs/scenario-api.txt lists every name it exposes, each marked UIKit, prelude or shorthand.
import QuartzCore
import SwiftUI
import UIKit

// MARK: - The simulated app

/// The app's key window (LayoutLab: 390 × 844 pt at @3x, always visible).
@MainActor let window: UIWindow = {
    let scene = UIApplication.shared.connectedScenes.first as? UIWindowScene
    let window = scene.map { UIWindow(windowScene: $0) } ?? UIWindow(frame: UIScreen.main.bounds)
    window.makeKeyAndVisible()
    return window
}()

/// The main run loop, turned on demand. One turn ends with Core Animation's commit (layout,
/// display, commit to the render server) at BeforeWaiting, as in LayoutLab.
@MainActor final class TeachingRunLoop {
    /// One turn of the main run loop.
    func runOnce() { RunLoop.main.run(mode: .default, before: Date(timeIntervalSinceNow: 0.001)) }
    /// Turns until nothing is pending (here: a short while, since UIKit does not say); returns the turns.
    @discardableResult func runUntilIdle() -> Int {
        for _ in 0..<3 { runOnce() }
        return 3
    }
    /// Turns for `frames` display frames (16.67 ms each at 60 Hz).
    func run(frames: Int) { RunLoop.main.run(until: Date(timeIntervalSinceNow: Double(frames) / 60)) }
    /// Whether nothing is pending.
    var isIdle: Bool { true }
}
@MainActor let runLoop = TeachingRunLoop()

/// LayoutLab's queries over the recorded calls (lesson questions ask them; a scenario may print
/// them). Outside LayoutLab nothing is recorded, so they read empty.
@MainActor class TeachingTraceSlice {
    func after(_ mark: String) -> TeachingTraceSlice { TeachingTraceSlice() }
    func before(_ mark: String) -> TeachingTraceSlice { TeachingTraceSlice() }
    func between(_ first: String, _ second: String) -> TeachingTraceSlice { TeachingTraceSlice() }
    /// `["a1.layoutSubviews", …]`: the calls of these methods, in order.
    func calls(_ methods: String...) -> [String] { [] }
    /// The same for layers' calls (`display`, `layoutSublayers`).
    func layerCalls(_ methods: String...) -> [String] { [] }
    func count(_ pattern: String) -> Int { 0 }
    func contains(_ pattern: String) -> Bool { false }
    func events(_ pattern: String) -> [TeachingTraceEvent] { [] }
    func hasMark(_ label: String) -> Bool { false }
    var commits: Int { 0 }
    var printed: [String] { [] }
    var logs: [String] { [] }
}

/// One recorded call.
struct TeachingTraceEvent {
    var seq = 0
    var time = 0.0
    var frame = 0
    var phase = ""
    var level = ""
    var receiver = ""
    var method = ""
    var call = ""
    var cause = ""
    var reason = ""
    var label: String?
    var text: String?
}

/// LayoutLab records every UIKit and Core Animation call with its cause; in Xcode use
/// breakpoints, `print` in overrides, or Instruments. `mark` prints a line you can find.
@MainActor final class TeachingTrace: TeachingTraceSlice {
    /// Marks a point in time; lesson questions ask about what happened after it.
    func mark(_ name: String) { print("── \(name) ──") }
    /// LayoutLab's readable listing of the recorded calls (not available outside it).
    var listing: String { "" }
}
@MainActor let trace = TeachingTrace()

/// Simulated time: LayoutLab's clock advances only by modelled costs and `work(ms:)`.
@MainActor final class TeachingClock {
    private let start = CACurrentMediaTime()
    /// Milliseconds since the scenario started.
    var now: Double { (CACurrentMediaTime() - start) * 1000 }
    /// The display frame number now.
    var frame: Int { Int(now / frameDuration) }
    /// One frame's duration in ms.
    var frameDuration: Double { 1000 / Double(refreshRate) }
    /// The display's refresh rate in Hz.
    var refreshRate: Int { UIScreen.main.maximumFramesPerSecond }
}
@MainActor let clock = TeachingClock()

/// Why the render server rendered a layer offscreen (fact 37).
enum TeachingOffscreenReason { case shadowWithoutPath, mask, roundedCornerClip, groupOpacity, visualEffectBlur, rasterization }
/// One offscreen pass of a frame.
struct TeachingOffscreenPass {
    var layer = ""
    var reason = TeachingOffscreenReason.mask
    var pixels = 0
}
/// Double or triple buffering of the render server's frames.
enum TeachingBuffering { case double, triple }
/// Who made a frame late: nobody, the app's commit, or the render server.
enum TeachingHitchCause { case none, commit, render }
/// WWDC20 10077's rating of hitch time per second.
enum TeachingHitchRating { case good, warning, critical }
/// One presented frame, as Instruments' Hitches template shows it.
struct TeachingFrame {
    var number = 0
    var mainThreadMs = 0.0
    var renderMs = 0.0
    var renderPrepareMs = 0.0
    var renderExecuteMs = 0.0
    var presentMs = 0.0
    var presentVSync = 0
    var hitchMs = 0.0
    var isHitch = false
    var hitchCause = TeachingHitchCause.none
    var buffering = TeachingBuffering.double
    var layers = 0
    var offscreenPasses: [TeachingOffscreenPass] = []
    /// Instruments' "Color Blended Layers" and "Color Hits Green and Misses Red" (facts 73, 74).
    var blendedPixels = 0
    var blendedLayers: [String] = []
    var rasterCacheHits: [String] = []
    var rasterCacheMisses: [String] = []
}

/// The display and render server as LayoutLab models them. In Xcode, Instruments' Hitches and
/// Core Animation templates measure these; here they read 0.
@MainActor final class TeachingDisplay {
    var frames: [TeachingFrame] { [] }
    var framesPresented: Int { 0 }
    var hitches: Int { 0 }
    var hitchTimeMs: Double { 0 }
    var hitchTimeRatio: Double { 0 }
    var droppedFrames: Int { 0 }
    var lastFrameOffscreenPasses: Int { 0 }
    var backingStoreBytes: Int { 0 }
    /// Bytes of image buffers decoded so far (Instruments' Allocations shows them in Xcode).
    var decodedImageBytes: Int { 0 }
    var refreshRate: Int = 60
    var frameDurationMs: Double { 1000 / Double(refreshRate) }
    var hitchRating: TeachingHitchRating { .good }
    var buffering: TeachingBuffering { allowsTripleBuffering ? .triple : .double }
    var allowsTripleBuffering = false
    /// The Info.plist key `CADisableMinimumFrameDurationOnPhone` (set it in the target's Info.plist
    /// in Xcode): without it an iPhone app's display links get at most 60 Hz.
    var disablesMinimumFrameDurationOnPhone = false
    /// The colour on screen at a point as of the latest commit (LayoutLab's composited frame).
    func color(at point: CGPoint) -> UIColor? { nil }
}
@MainActor let display = TeachingDisplay()

/// Busy main-thread work of `ms` milliseconds (LayoutLab: simulated time).
func work(ms: Double) {
    let end = CACurrentMediaTime() + ms / 1000
    while CACurrentMediaTime() < end {}
}

// MARK: - Read-outs with no UIKit equivalent

extension UIView {
    /// The name LayoutLab's trace uses for the view (its `let` name in the scenario).
    @objc var traceName: String { String(describing: type(of: self)) }
}

extension UIViewController {
    /// The name LayoutLab's trace uses for the controller.
    @objc var traceName: String { String(describing: type(of: self)) }
}

extension CALayer {
    /// The name LayoutLab's trace uses for the layer (`a2.layer`).
    @objc var traceName: String { name ?? String(describing: type(of: self)) }
    /// The bytes of the layer's backing store: width × height × scale² × 4 (fact 31).
    var backingStoreBytes: Int {
        Int(bounds.width * contentsScale) * Int(bounds.height * contentsScale) * 4
    }
}

extension UIScrollView {
    /// LayoutLab flings the scroll view; here it sets the final offset.
    func scroll(velocity: CGPoint, frames: Int) {
        let seconds = Double(frames) / 60
        contentOffset = CGPoint(x: contentOffset.x + velocity.x * seconds, y: contentOffset.y + velocity.y * seconds)
    }
    /// Whether the scroll view is moving (UIKit: dragging or decelerating).
    var isScrolling: Bool { isDragging || isDecelerating }
}

extension UIWindow {
    /// Whether the window's update-constraints pass runs (LayoutLab's read-out of fact 13).
    var isUsingAutoLayout: Bool { true }
    /// Turns the simulated iPhone so the window becomes `size` (LayoutLab's stand-in for the user
    /// turning the device, fact 85). On a device: rotate it, or pick Device › Rotate in the
    /// Simulator; UIKit then calls viewWillTransition(to:with:) and lays out at the new size.
    func rotate(to size: CGSize) {}
}

extension NSLayoutConstraint {
    /// The constraint as a formula, `a.leading == b.leading + 8`.
    var formula: String { description }
    /// The name LayoutLab's trace uses for the constraint (its `let` name).
    var traceName: String { identifier ?? description }
}

extension UILayoutGuide {
    /// The name LayoutLab's trace uses for the guide.
    var traceName: String { identifier }
}

extension NSLayoutAnchor {
    /// The name LayoutLab uses for the anchor (`a2.leadingAnchor`).
    var traceName: String { description }
}

extension UIHostingController {
    /// Where SwiftUI put a view (a Text by its string, another by its type name), in the hosting
    /// view's coordinates: LayoutLab reads its model; in Xcode use the view debugger.
    func frame(of name: String) -> CGRect? { nil }
    /// The frames of a container's subviews, in order.
    func frames(of name: String) -> [CGRect] { [] }
    /// The names of the views SwiftUI laid out.
    var viewNames: [String] { [] }
    /// Runs the action of the Button titled `title`, as a tap would: LayoutLab runs it in its
    /// model; in Xcode, tap the button (or call the action).
    func tap(_ title: String) {}
}

extension CADisplayLink {
    /// How many times the link has fired (LayoutLab's count).
    var fireCount: Int { 0 }
}

// MARK: - Shorthands (`layoutlab check` warns; use the UIKit form)

extension UILabel {
    /// Shorthand for `UILabel()` then `text = …`.
    convenience init(text: String?) {
        self.init(frame: .zero)
        self.text = text
    }
}

extension UIImage {
    /// Shorthand for `UIGraphicsImageRenderer(size:).image { _ in }`: an empty image of `size` points.
    convenience init(size: CGSize) {
        let image = UIGraphicsImageRenderer(size: size).image { _ in }
        self.init(cgImage: image.cgImage!, scale: image.scale, orientation: .up)
    }
}

/// Runs a closure each frame: the target a closure-form `CADisplayLink` calls.
final class DisplayLinkBlockTarget: NSObject {
    let block: (CADisplayLink) -> Void
    init(_ block: @escaping (CADisplayLink) -> Void) { self.block = block }
    @objc func step(_ link: CADisplayLink) { block(link) }
}

extension CADisplayLink {
    /// Shorthand for `CADisplayLink(target:selector:)` with an `@objc` method.
    convenience init(_ block: @escaping (CADisplayLink) -> Void) {
        self.init(target: DisplayLinkBlockTarget(block), selector: #selector(DisplayLinkBlockTarget.step(_:)))
    }
    /// Shorthand for `add(to: .main, forMode: .common)`.
    @MainActor func add(to loop: TeachingRunLoop) { add(to: .main, forMode: .common) }
}

extension UIView {
    /// Shorthand for `layer.presentation()?.frame`: where the render server shows the view now.
    var presentationFrame: CGRect { layer.presentation()?.frame ?? frame }
}

extension CALayer {
    /// Shorthand for `presentation()?.frame`.
    var presentationFrame: CGRect { presentation()?.frame ?? frame }
    /// Shorthand for `presentation()?.opacity`.
    var presentationOpacity: Float { presentation()?.opacity ?? opacity }
}

extension UIVisualEffectView {
    /// LayoutLab's blur radius (UIKit chooses it from the effect's style; not settable).
    var blurRadius: CGFloat {
        get { 20 }
        set {}
    }
}
