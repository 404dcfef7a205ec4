import Foundation
import Simulator
import TextBasics

/// Binds the simulator into the language: UIKit's types under their UIKit names, and the
/// scenario globals `window`, `runLoop`, `trace`, `clock`, `work(ms:)`. Its types and their
/// members are made once and serve one run at a time (`SimulatorLibraryPool`): binding them
/// for every run was a tenth of `layoutlab check`. What a run changes (the members its
/// extensions add, cell serials, shorthand uses, queried windows, SwiftUI's alignments and
/// observations) is undone when the run ends (`Interpreter.tearDown`, `finishRun`).
final class SimulatorLibrary {
    /// The simulation of the run the library serves now, where every object is created. The
    /// run owns it; the library is handed another before it serves the next run.
    // Safe: the library serves one run at a time, and that run keeps its simulation alive
    // until it ends and hands the library back to the pool, before any other read.
    private(set) unowned(unsafe) var simulation: Simulation
    /// The globals, host protocols and implicit member owners every run's interpreter is given.
    private let registrations = BindingRegistrations()
    /// The Swift standard library's types the runs it serves use.
    let standardLibrary = StandardLibrary()
    let view = NativeType(name: "UIView")
    lazy var label = NativeType(name: "UILabel", superType: view)
    lazy var imageView = NativeType(name: "UIImageView", superType: view)
    lazy var windowType = NativeType(name: "UIWindow", superType: view)
    let controller = NativeType(name: "UIViewController")
    let layer = NativeType(name: "CALayer")
    let color = NativeType(name: "UIColor")
    let image = NativeType(name: "UIImage")
    let font = NativeType(name: "UIFont")
    let insets = NativeType(name: "UIEdgeInsets")
    let transform = NativeType(name: "CGAffineTransform")
    let transaction = NativeType(name: "CATransaction")
    let runLoop = NativeType(name: "MainRunLoop")
    let trace = NativeType(name: "Trace")
    let slice = NativeType(name: "TraceSlice")
    let event = NativeType(name: "TraceEvent")
    let clock = NativeType(name: "SimulatedClock")
    lazy var scrollView = NativeType(name: "UIScrollView", superType: view)
    lazy var tableView = NativeType(name: "UITableView", superType: scrollView)
    lazy var tableViewCell = NativeType(name: "UITableViewCell", superType: view)
    let indexPath = NativeType(name: "IndexPath")
    lazy var collectionView = NativeType(name: "UICollectionView", superType: scrollView)
    lazy var collectionReusableView = NativeType(name: "UICollectionReusableView", superType: view)
    lazy var collectionViewCell = NativeType(name: "UICollectionViewCell", superType: collectionReusableView)
    let collectionViewLayout = NativeType(name: "UICollectionViewLayout")
    lazy var flowLayout = NativeType(name: "UICollectionViewFlowLayout", superType: collectionViewLayout)
    lazy var compositionalLayout = NativeType(
        name: "UICollectionViewCompositionalLayout", superType: collectionViewLayout)
    let layoutAttributes = NativeType(name: "UICollectionViewLayoutAttributes")
    let layoutDimension = NativeType(name: "NSCollectionLayoutDimension")
    let layoutSize = NativeType(name: "NSCollectionLayoutSize")
    let layoutItem = NativeType(name: "NSCollectionLayoutItem")
    lazy var layoutGroup = NativeType(name: "NSCollectionLayoutGroup", superType: layoutItem)
    let layoutSection = NativeType(name: "NSCollectionLayoutSection")
    let listConfiguration = NativeType(name: "UICollectionLayoutListConfiguration")
    let compositionalConfiguration = NativeType(name: "UICollectionViewCompositionalLayoutConfiguration")
    let boundarySupplementaryItem = NativeType(name: "NSCollectionLayoutBoundarySupplementaryItem")
    /// Cells the tables made, per scenario class: they are named `CardCell#1`, `CardCell#2`, …
    var cellSerials: [String: Int] = [:]
    lazy var effectView = NativeType(name: "UIVisualEffectView", superType: view)
    lazy var stackView = NativeType(name: "UIStackView", superType: view)
    lazy var control = NativeType(name: "UIControl", superType: view)
    lazy var button = NativeType(name: "UIButton", superType: control)
    let imageRenderer = NativeType(name: "UIGraphicsImageRenderer")
    let rendererContext = NativeType(name: "UIGraphicsImageRendererContext")
    let rendererFormat = NativeType(name: "UIGraphicsImageRendererFormat")
    let imageData = NativeType(name: "Data")
    let runLoopType = NativeType(name: "RunLoop")
    let blurEffect = NativeType(name: "UIBlurEffect")
    let directionalInsets = NativeType(name: "NSDirectionalEdgeInsets")
    let bezierPath = NativeType(name: "UIBezierPath")
    let cgPath = NativeType(name: "CGPath")
    let displayLink = NativeType(name: "CADisplayLink")
    let propertyAnimator = NativeType(name: "UIViewPropertyAnimator")
    /// `CAAnimation`: the type a `CAAnimationDelegate` method's parameter names (fact 84).
    let caAnimation = NativeType(name: "CAAnimation")
    /// `UITraitCollection` and the coordinator of `viewWillTransition(to:with:)` (fact 85).
    let traitCollection = NativeType(name: "UITraitCollection")
    let transitionCoordinator = NativeType(name: "UIViewControllerTransitionCoordinator")
    lazy var basicAnimation = NativeType(name: "CABasicAnimation", superType: caAnimation)
    lazy var springAnimation = NativeType(name: "CASpringAnimation", superType: basicAnimation)
    let timingFunction = NativeType(name: "CAMediaTimingFunction")
    let frameRateRange = NativeType(name: "CAFrameRateRange")
    let updateLink = NativeType(name: "UIUpdateLink")
    let updateInfo = NativeType(name: "UIUpdateInfo")
    let display = NativeType(name: "Display")
    let frameRecord = NativeType(name: "FrameRecord")
    let offscreenPass = NativeType(name: "OffscreenPass")
    let presentationLayer = NativeType(name: "CALayer")
    let cgContext = NativeType(name: "CGContext")
    let cgColor = NativeType(name: "CGColor")
    let cgImage = NativeType(name: "CGImage")
    let screen = NativeType(name: "UIScreen")
    let contextLineWidths = ContextLineWidths()
    /// The trace windows the queries answered from, for `ScenarioRun.evaluateWithWindow`.
    let queriedWindows = QueriedWindows()
    lazy var swiftUI = SwiftUIBindings(library: self)
    let constraint = NativeType(name: "NSLayoutConstraint")
    let guide = NativeType(name: "UILayoutGuide")
    let priority = NativeType(name: "UILayoutPriority")
    let anchor = NativeType(name: "NSLayoutAnchor")
    lazy var xAnchor = NativeType(name: "NSLayoutXAxisAnchor", superType: anchor)
    lazy var yAnchor = NativeType(name: "NSLayoutYAxisAnchor", superType: anchor)
    lazy var dimension = NativeType(name: "NSLayoutDimension", superType: anchor)

    /// Shorthands used (docs/prelude.swift): UIKit spells them differently, and `check` warns.
    var shorthandUses: [ShorthandUse] = []

    /// Makes the bindings, to serve `simulation`'s run first.
    init(simulation: Simulation) {
        self.simulation = simulation
        installBindings()
    }

    /// Serves the run of `simulation` next (after `finishRun` undid what the last run changed).
    func serve(_ simulation: Simulation) {
        self.simulation = simulation
    }

    /// Records that the statement running now used `shorthand` (its UIKit form goes in the warning).
    func noteShorthand(_ interpreter: Interpreter, _ shorthand: Shorthand) {
        let use = ShorthandUse(
            location: interpreter.currentRange.start, shorthand: shorthand.shown, uikit: shorthand.uikit)
        // Once per place: a shorthand in a loop or a callback is one warning.
        if shorthandUses.count < 1000, !shorthandUses.contains(use) { shorthandUses.append(use) }
    }

    /// The host binding for a simulator object, most specific class first.
    func type(of object: AnyObject) -> NativeType {
        switch object {
        case is UIWindow: return windowType
        case is UITableView: return tableView
        case is UICollectionView: return collectionView
        case is UIScrollView: return scrollView
        case is UITableViewCell: return tableViewCell
        case is UICollectionViewCell: return collectionViewCell
        case is UICollectionReusableView: return collectionReusableView
        case is UICollectionViewFlowLayout: return flowLayout
        case is UICollectionViewCompositionalLayout: return compositionalLayout
        case is UICollectionViewLayout: return collectionViewLayout
        case is UICollectionViewLayoutAttributes: return layoutAttributes
        case is UIVisualEffectView: return effectView
        case is UIStackView: return stackView
        case is UIButton: return button
        case is UIControl: return control
        case is CADisplayLink: return displayLink
        case is UIViewPropertyAnimator: return propertyAnimator
        case is UIUpdateLink: return updateLink
        case is CASpringAnimation: return springAnimation
        case is CABasicAnimation: return basicAnimation
        case is UILabel: return label
        case is UIImageView: return imageView
        case is UIView: return view
        case is UIHostingController: return swiftUI.hosting
        case is UIViewController: return controller
        case is CALayer: return layer
        default: return view
        }
    }

    /// Gives a run's interpreter (made with `standardLibrary`) the bindings: the standard
    /// library's and the simulator's types, functions and protocols, the run's own
    /// `window`, `runLoop`, `trace`, `clock` and `display`, and the hooks that follow its statements
    /// and prints into the trace.
    func install(into interpreter: Interpreter) {
        interpreter.hostBindings.simulatorLibrary = self
        let simulation = self.simulation
        interpreter.output.willExecute = { range in
            simulation.sourceLocation = SourcePosition(line: range.start.line, column: range.start.column)
        }
        interpreter.output.didPrint = { text in
            simulation.trace.print(text.hasSuffix("\n") ? String(text.dropLast()) : text)
        }
        registrations.apply(to: interpreter, simulation: simulation)
        interpreter.registry.namedObjects.insert(ObjectIdentifier(simulation.window))
    }

    /// Binds every type's members, once per library; the closures read the run they serve from
    /// `simulation` and the interpreter they are called with, never one captured here.
    private func installBindings() {
        standardLibrary.install(into: registrations)
        for type in [
            view, label, imageView, windowType, controller, layer, color, image, font, insets, transform, transaction,
        ] {
            registrations.register(type)
        }
        registrations.defineRunGlobal("window") { .host(self.windowType, $0.window) }
        registrations.defineRunGlobal("runLoop") { .host(self.runLoop, $0.runLoop) }
        registrations.defineRunGlobal("trace") { .host(self.trace, $0.trace) }
        registrations.defineRunGlobal("clock") { .host(self.clock, $0) }
        registrations.defineFunction(
            "work",
            [
                NativeFunction(["ms"]) { _, _, args in
                    let ms = try Convert.double(args[0], "'ms'")
                    guard ms >= 0, ms.isFinite, ms <= 60_000 else {
                        throw NativeError(.runtime, "work(ms:) takes 0…60000 ms of simulated time, not \(ms)")
                    }
                    self.simulation.work(ms: ms)
                    return .void
                }
            ])
        installViews()
        installController()
        installLayer()
        installValues()
        installRunLoopAndTrace()
        installRender(into: registrations)
        installAutoLayout(registrations)
        installEffects(registrations)
        installStackView(registrations)
        installMargins(registrations)
        installControls(registrations)
        installImages(registrations)
        installAnimators(registrations)
        installCoreAnimation(registrations)
        installUpdateLink(registrations)
        installListProtocols(registrations)
        installTables(registrations)
        installCollections(registrations)
        installTransitions(registrations)
        swiftUI.install(into: registrations)
    }

    /// Runs simulator code; an exception the simulated app raises ends the run as `.raised`.
    static func uikit<T>(_ body: () throws -> T) throws -> T {
        do {
            return try body()
        } catch let exception as SimulatedException {
            throw AppRaised(message: "\(exception.name): \(exception.description)")
        }
    }

    static func object<T: AnyObject>(_ value: Value, _ type: T.Type, _ what: String) throws -> T {
        switch value {
        case .host(_, let object):
            if let typed = object as? T { return typed }
        case .instance(let instance):
            if let typed = instance.native as? T { return typed }
            if instance.native == nil {
                throw NativeError(.runtime, "'\(instance.type.name)' is used before its super.init(…) ran")
            }
        default:
            break
        }
        throw NativeError(.type, "expected a \(T.self) for \(what), found a value of type \(value.typeName)")
    }

    static func optionalObject<T: AnyObject>(_ value: Value, _ type: T.Type, _ what: String) throws -> T? {
        if value.isNone { return nil }
        return try object(value, type, what)
    }

    func wrap(_ interpreter: Interpreter, _ object: AnyObject?) -> Value {
        guard let object else { return .null }
        return interpreter.wrap(object, as: type(of: object))
    }

    /// Names a view, controller or layer after the variable it is bound to.
    func nameable(_ type: NativeType) {
        type.nameObject = { _, object, name in
            switch object {
            case let v as UIView: v.traceName = name
            case let c as UIViewController: c.traceName = name
            case let l as CALayer: l.traceName = name
            case let c as NSLayoutConstraint: c.traceName = name
            default: break
            }
        }
        type.describe = { object in
            switch object {
            case let v as UIView: return v.traceName
            case let c as UIViewController: return c.traceName
            case let l as CALayer: return l.traceName
            default: return "\(object)"
            }
        }
        type.adoptSubclassInstance = { interpreter, instance, object in
            let hook = ScriptOverrides(interpreter: interpreter, instance: instance)
            switch object {
            case let v as UIView: v.scripted = hook
            case let c as UIViewController: c.scripted = hook
            case let l as CALayer: l.scripted = hook
            default: break
            }
        }
    }
}

extension SimulatorLibrary {
    /// Breaks the reference cycles between the bindings and their closures, for a library the
    /// pool no longer keeps.
    func tearDown() {
        for type in [
            view, label, imageView, windowType, controller, layer, color, image, insets, transform, transaction,
            runLoop, trace, slice, event, clock, constraint, guide, priority, anchor, xAnchor, yAnchor,
            dimension, blurEffect, stackView, directionalInsets, control, button, imageRenderer, rendererContext,
            runLoopType, font, rendererFormat, imageData, propertyAnimator, caAnimation, traitCollection,
            transitionCoordinator, basicAnimation,
            springAnimation, timingFunction, frameRateRange, updateLink, updateInfo,
            tableView, tableViewCell, indexPath, collectionView, collectionViewCell, collectionViewLayout, flowLayout,
            compositionalLayout, layoutAttributes, layoutDimension, layoutSize, layoutItem, layoutGroup, layoutSection,
            listConfiguration, collectionReusableView, compositionalConfiguration, boundarySupplementaryItem,
        ] + renderTypes {
            type.removeAllMembers()
        }
        swiftUI.tearDown()
        registrations.removeAll()
    }
}

extension SimulatorLibrary {
    /// Forgets what the run that ends kept here, so that the next run starts from the bindings
    /// as made (the interpreter's tear-down gives the types its extensions grew their members back).
    func finishRun() {
        cellSerials = [:]
        shorthandUses = []
        contextLineWidths.removeAll()
        _ = queriedWindows.take()
        swiftUI.finishRun()
    }
}

extension Interpreter {
    /// A value the simulator passed to an override (`CGRect`, `CGSize`, a view, a layer, `Bool`, nil).
    func hostValue(_ value: Any) -> Value {
        switch value {
        case let rect as CGRect: return .rect(rect)
        case let size as CGSize: return .size(size)
        case let point as CGPoint: return .point(point)
        case let flag as Bool: return .bool(flag)
        case let number as Int: return .int(number)
        case let number as Double: return .double(number)
        case let number as CGFloat: return .double(Double(number))
        case let text as String: return .string(text)
        case let traits as UITraitCollection:
            guard let library = hostBindings.simulatorLibrary else { return .null }
            return .host(library.traitCollection, HostValue(traits))
        case let coordinator as UIViewControllerTransitionCoordinator:
            guard let library = hostBindings.simulatorLibrary else { return .null }
            return .host(library.transitionCoordinator, coordinator)
        case let object as AnyObject
        where object is UIView || object is CALayer || object is UIViewController || object is CAAnimation
            || object is UICollectionViewLayoutAttributes || object is UICollectionViewLayout:
            return hostBindings.simulatorLibrary?.wrap(self, object) ?? .null
        default:
            return .null
        }
    }

    /// A scenario value passed back to the simulator (`super.draw(rect)`'s argument).
    func anyValue(_ value: Value) -> Any {
        switch value {
        case .rect(let r): return r
        case .size(let s): return s
        case .point(let p): return p
        case .bool(let b): return b
        case .int(let i): return i
        case .double(let d): return CGFloat(d)
        case .string(let s): return s
        case .host(_, let traits as HostValue<UITraitCollection>): return traits.value
        case .host(_, let object): return object
        case .instance(let i): return i.native as Any
        default: return Optional<Int>.none as Any
        }
    }

    /// The result of an override in the type the simulator expects for `method`.
    func anyResult(_ value: Value, for method: OverridableMethod) throws -> Any {
        switch method {
        case .sizeThatFits, .intrinsicContentSize:
            if case .symbol("zero") = value { return CGSize.zero }
            guard case .size(let size) = value else {
                throw fail(
                    .type, "'\(method.rawValue)' must return a CGSize, not a value of type \(value.typeName)",
                    at: currentRange)
            }
            return size
        case .preferredLayoutAttributesFitting:
            guard case .host(_, let attributes as UICollectionViewLayoutAttributes) = value else {
                throw fail(
                    .type,
                    "'preferredLayoutAttributesFitting(_:)' must return a UICollectionViewLayoutAttributes, not a value of "
                        + "type \(value.typeName)", at: currentRange)
            }
            return attributes
        case .requiresConstraintBasedLayout:
            guard case .bool(let flag) = value else {
                throw fail(
                    .type, "'requiresConstraintBasedLayout' must return a Bool, not a value of type \(value.typeName)",
                    at: currentRange)
            }
            return flag
        default:
            return ()
        }
    }
}
