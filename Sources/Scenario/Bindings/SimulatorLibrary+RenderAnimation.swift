import Foundation
import Simulator

/// Time on screen: `UIView.animate`, `CADisplayLink`, and the views that change every frame,
/// `UIScrollView` and `UIVisualEffectView`.
extension SimulatorLibrary {
    // MARK: Animations and display links (facts 38, 39, 40)

    /// The longest animation duration or delay a scenario may ask for, in seconds: the render
    /// server renders every frame of an animation (after the last statement too), so a
    /// duration of 1e308 s would render frames without end. Ten minutes is 36,000 frames at 60 Hz.
    static let maximumAnimationSeconds = 600.0

    /// A duration or delay in seconds: finite and at most ``maximumAnimationSeconds`` (0 or
    /// less is allowed: UIKit then applies the changes without animating).
    static func animationSeconds(_ value: Value, _ what: String) throws -> Double {
        let seconds = try Convert.double(value, what)
        guard seconds.isFinite, seconds <= maximumAnimationSeconds else {
            throw NativeError(
                .runtime, "\(what) takes at most \(Int(maximumAnimationSeconds)) s of simulated time, not \(seconds)",
                hint: "an animation in a scenario lasts a fraction of a second to a few seconds")
        }
        return seconds
    }

    func installAnimation() {
        let animate: NativeFunction.Body = { i, _, args in
            let duration = try Self.animationSeconds(args[0], "'withDuration'")
            let delay = args[1].isNone ? 0 : try Self.animationSeconds(args[1], "'delay'")
            // UIKit takes any duration: 0 or less applies the changes without animating (the simulator clamps).
            let block = try Convert.closure(args[2], "'animations'")
            let completion = args[3].isNone ? nil : try Convert.closure(args[3], "'completion'")
            try Self.uikit {
                try UIView.animate(
                    self.simulation, withDuration: duration, delay: delay,
                    animations: {
                        _ = try i.callback(block, [])
                    },
                    completion: completion.map { completion in
                        // Weak: the completion waits in the simulation, which the interpreter owns.
                        { [weak i] finished in _ = try i?.callback(completion, [.bool(finished)]) }
                    })
            }
            return .void
        }
        // Separate overloads, so a trailing closure lands on `animations`, never on `delay`.
        view.staticMethod("animate", ["withDuration", "animations"]) { i, this, args in
            try animate(i, &this, [args[0], .null, args[1], .null])
        }
        view.staticMethod("animate", ["withDuration", "animations", "completion"]) { i, this, args in
            try animate(i, &this, [args[0], .null, args[1], args[2]])
        }
        view.staticMethod("animate", ["withDuration", "delay", "animations", "completion"], required: 3) {
            i, this, args in
            try animate(i, &this, args)
        }
        view.staticMethod("animate", ["withDuration", "delay", "options", "animations", "completion"], required: 4) {
            i, this, args in
            try Self.checkAnimationOptions(args[2])
            return try animate(i, &this, [args[0], args[1], args[3], args[4]])
        }

        displayLink.nameObject = { _, object, name in (object as? CADisplayLink)?.traceName = name }
        displayLink.describe = { ($0 as? CADisplayLink)?.traceName ?? "CADisplayLink" }
        func link(_ value: Value) throws -> CADisplayLink {
            try Self.object(value, CADisplayLink.self, "the display link")
        }
        // `CADisplayLink(target:selector:)` needs selectors; the closure form takes their place.
        displayLink.initializer([nil]) { i, _, args in
            try i.noteObjectCreated()
            self.noteShorthand(i, .displayLinkClosure)
            let callback = try Convert.closure(args[0], "the display link's closure")
            // Weak: the link lives in the simulation, which these bindings hold (a strong `self`
            // here kept a link never invalidated, its simulation and trace alive after the run).
            let made = CADisplayLink(self.simulation) { [weak i, weak self] link in
                guard let i, let self else { return }
                _ = try i.callback(callback, [i.wrap(link, as: self.displayLink)])
            }
            return .host(self.displayLink, made)
        }
        // UIKit's target-selector form: the link calls the target's @objc method each frame.
        displayLink.initializer(["target", "selector"]) { i, _, args in
            try i.noteObjectCreated()
            let target = args[0]
            let selector = try Convert.string(args[1], "'selector' (write #selector(method))")
            let made = CADisplayLink(self.simulation) { [weak i, weak self] link in
                guard let i, let self else { return }
                try i.perform(selector, on: target, with: [i.wrap(link, as: self.displayLink)])
            }
            return .host(self.displayLink, made)
        }
        displayLink.method("add", ["to"]) { i, this, args in
            self.noteShorthand(i, .displayLinkAddToRunLoop)
            try link(this).add(to: try Self.object(args[0], MainRunLoop.self, "'to'"))
            return .void
        }
        displayLink.method("invalidate", []) { _, this, _ in
            try link(this).invalidate(); return .void
        }
        displayLink.property(
            "isPaused", get: { _, this in .bool(try link(this).isPaused) },
            set: { _, this, value in try link(this).isPaused = try Convert.bool(value, "'isPaused'") })
        // UIKit gives these in seconds.
        displayLink.property("timestamp") { _, this in .double(try link(this).timestamp / 1000) }
        displayLink.property("targetTimestamp") { _, this in .double(try link(this).targetTimestamp / 1000) }
        displayLink.property("duration") { _, this in .double(try link(this).duration / 1000) }
        displayLink.property("fireCount") { _, this in .int(try link(this).fireCount) }
        // Fact 75: the rates the app allows; the system picks a factor of the display's rate.
        displayLink.property(
            "preferredFrameRateRange",
            get: { _, this in
                .host(self.frameRateRange, HostValue(try link(this).preferredFrameRateRange))
            },
            set: { _, this, value in
                try link(this).preferredFrameRateRange = try Self.hostValue(
                    value, CAFrameRateRange.self, "the frame rate range")
            })
        displayLink.property(
            "preferredFramesPerSecond", get: { _, this in .int(Int(try link(this).preferredFrameRateRange.preferred)) },
            set: { _, this, value in
                let fps = Double(try Convert.int(value, "'preferredFramesPerSecond'"))
                guard (0...1000).contains(fps) else {
                    throw NativeError(.runtime, "'preferredFramesPerSecond' takes 0…1000, not \(Int(fps))")
                }
                try link(this).preferredFrameRateRange =
                    fps == 0 ? .default : CAFrameRateRange(minimum: 0, maximum: fps, preferred: fps)
            })
        func rate(_ value: Value, _ what: String) throws -> Double {
            let number = try Convert.double(value, what)
            guard number.isFinite, (0...1000).contains(number) else {
                throw NativeError(.runtime, "\(what) is a rate in Hz from 0 to 1000, not \(number)")
            }
            return number
        }
        frameRateRange.initializer(["minimum", "maximum", "preferred"], required: 2) { _, _, args in
            let minimum = try rate(args[0], "'minimum'")
            let maximum = try rate(args[1], "'maximum'")
            let preferred = args[2].isNone ? 0 : try rate(args[2], "'preferred'")
            return .host(
                self.frameRateRange,
                HostValue(CAFrameRateRange(minimum: minimum, maximum: maximum, preferred: preferred)))
        }
        frameRateRange.staticProperties["default"] = { _ in
            .host(self.frameRateRange, HostValue(CAFrameRateRange.default))
        }
        func range(_ value: Value) throws -> CAFrameRateRange {
            try Self.hostValue(value, CAFrameRateRange.self, "the frame rate range")
        }
        frameRateRange.property("minimum") { _, this in .double(try range(this).minimum) }
        frameRateRange.property("maximum") { _, this in .double(try range(this).maximum) }
        frameRateRange.property("preferred") { _, this in .double(try range(this).preferred) }
        frameRateRange.describe = { object in
            (object as? HostValue<CAFrameRateRange>).map { "CAFrameRateRange(\($0.value.description))" }
                ?? "CAFrameRateRange"
        }
        frameRateRange.equals = {
            ($0 as? HostValue<CAFrameRateRange>)?.value == ($1 as? HostValue<CAFrameRateRange>)?.value
        }
    }

    /// UIView.AnimationOptions the simulator honours: its animations already ease in and out and
    /// start from the current presentation, and it has no touches to allow. Others would change
    /// what the render server shows, so they are refused rather than ignored.
    static let modelledAnimationOptions = ["curveEaseInOut", "beginFromCurrentState", "allowUserInteraction"]

    static func checkAnimationOptions(_ value: Value) throws {
        let modelled = modelledAnimationOptions
        let items: [Value]
        if case .array(let list) = value { items = list } else { items = [value] }
        for item in items {
            guard case .symbol(let name) = item else {
                throw NativeError(
                    .type,
                    "expected UIView.AnimationOptions such as .curveEaseInOut or [], found a value of type \(item.typeName)"
                )
            }
            guard modelled.contains(name) else {
                throw NativeError(
                    .unsupported, "not supported in scenarios: animation option .\(name)",
                    hint: "the simulator models " + modelled.map { "." + $0 }.joined(separator: ", "))
            }
        }
    }

    // MARK: UIScrollView, UIVisualEffectView (facts 37, 40)

    func installRenderViews() {
        nameable(scrollView)
        nameable(effectView)
        func s(_ value: Value) throws -> UIScrollView { try Self.object(value, UIScrollView.self, "the scroll view") }
        scrollView.initializer(["frame"]) { i, _, args in
            try i.noteObjectCreated()
            return .host(self.scrollView, UIScrollView(self.simulation, frame: try Convert.rect(args[0], "'frame'")))
        }
        scrollView.property(
            "contentSize", get: { _, this in .size(try s(this).contentSize) },
            set: { _, this, value in try s(this).contentSize = try Convert.size(value, "'contentSize'") })
        scrollView.property(
            "contentOffset", get: { _, this in .point(try s(this).contentOffset) },
            set: { _, this, value in try s(this).contentOffset = try Convert.point(value, "'contentOffset'") })
        scrollView.property("isScrolling") { _, this in .bool(try s(this).isScrolling) }
        scrollView.property(
            "contentInset", get: { _, this in .host(self.insets, HostValue(try s(this).contentInset)) },
            set: { _, this, value in
                try s(this).contentInset = try Self.hostValue(value, UIEdgeInsets.self, "'contentInset'")
            })
        scrollView.property("adjustedContentInset") { _, this in
            .host(self.insets, HostValue(try s(this).adjustedContentInset))
        }
        scrollView.property(
            "contentInsetAdjustmentBehavior",
            get: { _, this in .symbol(try s(this).contentInsetAdjustmentBehavior.rawValue) },
            set: { _, this, value in
                let name = try Convert.symbol(
                    value, "'contentInsetAdjustmentBehavior'", in: ["automatic", "scrollableAxes", "never", "always"])
                try s(this).contentInsetAdjustmentBehavior =
                    UIScrollView.ContentInsetAdjustmentBehavior(rawValue: name) ?? .automatic
            })
        scrollView.property(
            "alwaysBounceVertical", get: { _, this in .bool(try s(this).alwaysBounceVertical) },
            set: { _, this, value in
                try s(this).alwaysBounceVertical = try Convert.bool(value, "'alwaysBounceVertical'")
            })
        scrollView.property(
            "alwaysBounceHorizontal", get: { _, this in .bool(try s(this).alwaysBounceHorizontal) },
            set: { _, this, value in
                try s(this).alwaysBounceHorizontal = try Convert.bool(value, "'alwaysBounceHorizontal'")
            })
        for name in ["showsVerticalScrollIndicator", "showsHorizontalScrollIndicator"] {
            scrollView.property(
                name,
                get: { _, this in
                    let view = try s(this)
                    return .bool(
                        name == "showsVerticalScrollIndicator"
                            ? view.showsVerticalScrollIndicator : view.showsHorizontalScrollIndicator)
                },
                set: { _, this, value in
                    let flag = try Convert.bool(value, "'\(name)'")
                    if name == "showsVerticalScrollIndicator" {
                        try s(this).showsVerticalScrollIndicator = flag
                    } else {
                        try s(this).showsHorizontalScrollIndicator = flag
                    }
                })
        }
        scrollView.method("flashScrollIndicators", []) { _, this, _ in
            try Self.uikit { try s(this).flashScrollIndicators() }
            return .void
        }
        scrollView.method("setContentOffset", [nil, "animated"]) { _, this, args in
            let offset = try Convert.point(args[0], "the offset")
            try s(this).setContentOffset(offset, animated: try Convert.bool(args[1], "'animated'"))
            return .void
        }
        scrollView.property("contentLayoutGuide") { _, this in .host(self.guide, try s(this).contentLayoutGuide) }
        scrollView.property("frameLayoutGuide") { _, this in .host(self.guide, try s(this).frameLayoutGuide) }
        scrollView.property(
            "delegate", get: { _, this in (try s(this).delegate as? ScriptListTarget)?.value ?? .null },
            set: { i, this, value in
                try s(this).delegate = try self.listTarget(
                    i, value, adopting: "UIScrollViewDelegate", property: "delegate")
            })
        scrollView.method("scroll", ["velocity", "frames"]) { _, this, args in
            let velocity = try Convert.point(args[0], "'velocity'")
            let frames = try Convert.int(args[1], "'frames'")
            guard velocity.x.isFinite, velocity.y.isFinite, (0...100_000).contains(frames) else {
                throw NativeError(.runtime, "scroll(velocity:frames:) takes a finite velocity and 0…100000 frames")
            }
            try s(this).scroll(velocity: velocity, frames: frames)
            return .void
        }

        func e(_ value: Value) throws -> UIVisualEffectView {
            try Self.object(value, UIVisualEffectView.self, "the effect view")
        }
        effectView.property(
            "blurRadius", get: { _, this in .double(Double(try e(this).blurRadius)) },
            set: { _, this, value in try e(this).blurRadius = try Convert.double(value, "'blurRadius'") })
    }
}
