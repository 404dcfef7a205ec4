import Foundation
import Simulator

/// Every name the scenario language exposes, one Swift-like signature a line, each marked with
/// where it comes from: Apple's frameworks (`UIKit`, `QuartzCore`, `CoreGraphics`, `Foundation`,
/// `SwiftUI`, `Swift`), LayoutLab's teaching `prelude` (docs/prelude.swift), or a `shorthand`
/// UIKit spells differently (`layoutlab check` warns). Pinned in docs/scenario-api.txt, so a new
/// binding shows up in review and must say which it is.
enum ScenarioAPI {
    /// One exposed member.
    struct Entry: Comparable {
        var origin: String
        /// `UIView.func addSubview(_:)`, `UILabel.init(text:)`, `func print(_:...:[separator:][terminator:])`.
        var member: String
        /// ` { get set }` for a settable property, or the UIKit form of a shorthand.
        var note: String

        static func < (a: Entry, b: Entry) -> Bool { (a.member, a.origin) < (b.member, b.origin) }
        var line: String { origin.padding(toLength: 13, withPad: " ", startingAt: 0) + member + note }
    }

    /// The listing: a header, then every entry sorted by member.
    static func listing() -> String {
        let header = """
            # Every API the scenario language exposes (Tests/ScenarioTests/ScenarioAPITests.swift pins this
            # file; regenerate with LAYOUTLAB_UPDATE_GOLDEN=1). Origin first: UIKit, QuartzCore, CoreGraphics,
            # Foundation, SwiftUI and Swift are Apple's API with Apple's labels; prelude is a teaching helper
            # declared in docs/prelude.swift; shorthand runs but `layoutlab check` warns and names UIKit's form.
            # [label:] marks an argument that may be left out; `:...` takes any number of values.

            """
        return header + entries().map(\.line).joined(separator: "\n") + "\n"
    }

    static func entries() -> [Entry] {
        let run = ScenarioRun(source: "")
        let interpreter = run.interpreter
        var entries: Set<String> = []
        var list: [Entry] = []
        func add(_ origin: String, _ member: String, _ note: String = "") {
            if entries.insert(member + note).inserted { list.append(Entry(origin: origin, member: member, note: note)) }
        }
        func member(_ type: String, _ signature: String, note: String = "") {
            let key = type + "." + signature
            if let shorthand = Shorthand.allCases.first(where: { $0.member == key }) {
                add("shorthand", key, note + " → " + shorthand.uikit)
            } else {
                add(teachingHelpers.contains(key) ? "prelude" : memberOrigins[key] ?? typeOrigin(type), key, note)
            }
        }
        // Globals: types (under their own name or an alias), host objects, functions.
        for (id, name) in interpreter.symbols.names.enumerated() {
            guard let box = interpreter.globals.box(id) else { continue }
            switch box.value {
            case .type(.native(let type)) where type.name != name:
                add(typeOrigin(name), "typealias \(name) = \(type.name)")
            case .host(let type, _):
                add(globalOrigin(name), "let \(name): \(type.name)")
            case .function(let function):
                if case .native(let overloads) = function.body {
                    for overload in overloads { add(globalOrigin(name), "func " + signature(name, overload)) }
                }
            default:
                break
            }
        }
        // What a scenario class may override, and what a conformance must implement.
        let firstControllerHook = OverridableMethod.allCases.firstIndex(of: .loadView) ?? 0
        for (index, method) in OverridableMethod.allCases.enumerated() {
            let owner =
                method == .layoutSublayers || method == .display
                ? "CALayer"
                : method == .prepareForReuse
                    ? "UITableViewCell"
                    : method == .preferredLayoutAttributesFitting
                        ? "UICollectionViewCell" : index >= firstControllerHook ? "UIViewController" : "UIView"
            let form: String
            switch method {
            case .intrinsicContentSize: form = "override var intrinsicContentSize"
            case .requiresConstraintBasedLayout: form = "override class var requiresConstraintBasedLayout"
            default: form = "override func " + method.rawValue
            }
            add(typeOrigin(owner), owner + "." + form)
        }
        for (name, requirement) in interpreter.hostBindings.protocols {
            for method in requirement.requiredMethods {
                add(requirement.isObjectiveC ? "UIKit" : "SwiftUI", "protocol \(name).func " + method.signature)
            }
            for property in requirement.requiredProperties {
                add(requirement.isObjectiveC ? "UIKit" : "SwiftUI", "protocol \(name).var \(property)")
            }
            for method in requirement.requiredStaticMethods {
                add("SwiftUI", "protocol \(name).static func " + method.signature)
            }
            for property in requirement.requiredStaticProperties {
                add("SwiftUI", "protocol \(name).static var \(property)")
            }
        }
        let presentation = run.interpreter.hostBindings.simulatorLibrary?.presentationLayer
        for type in allTypes(run) {
            // The copy `presentation()` returns shares CALayer's name; its few members are listed apart.
            let t = type === presentation ? "CALayer.presentation()" : type.name
            for function in type.initializers { member(t, "init" + signature("", function)) }
            for (name, property) in type.properties {
                member(t, "var \(name)", note: property.set == nil ? " { get }" : " { get set }")
            }
            for (name, overloads) in type.methods {
                for function in overloads {
                    member(t, (name == "subscript" ? "" : "func ") + signature(name, function))
                }
            }
            for name in type.staticProperties.keys { member(t, "static var \(name)") }
            for (name, overloads) in type.staticMethods {
                for function in overloads { member(t, "static func " + signature(name, function)) }
            }
        }
        for (origin, type, cases) in enumerations {
            for name in cases { add(caseOrigins["\(type).\(name)"] ?? origin, "case \(type).\(name)") }
        }
        // Shorthands that are a real member given a value of another type.
        for shorthand in Shorthand.allCases where shorthand.member == nil {
            add("shorthand", "(\(shorthand.shown))", " → " + shorthand.uikit)
        }
        return list.sorted()
    }

    /// `name(a:_:[b:])`.
    static func signature(_ name: String, _ function: NativeFunction) -> String {
        let labels = function.labels.enumerated().map { index, label -> String in
            let text = (label ?? "_") + (index == function.variadicIndex ? ":..." : ":")
            return index >= function.requiredCount ? "[" + text + "]" : text
        }
        return name + "(" + labels.joined() + ")"
    }

    /// Every host type of a run's bindings, found in the libraries' stored properties, so a
    /// type added there is listed without being named here.
    static func allTypes(_ run: ScenarioRun) -> [NativeType] {
        var types: [ObjectIdentifier: NativeType] = [:]
        var seen: Set<ObjectIdentifier> = []
        func collect(_ value: Any) {
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional {
                if let some = mirror.children.first { collect(some.value) }
                return
            }
            if let type = value as? NativeType {
                types[ObjectIdentifier(type)] = type
                return
            }
            guard value is SimulatorLibrary || value is SwiftUIBindings || value is StandardLibrary else { return }
            if mirror.displayStyle == .class, !seen.insert(ObjectIdentifier(value as AnyObject)).inserted { return }
            for child in mirror.children { collect(child.value) }
        }
        collect(run.interpreter.library)
        if let library = run.interpreter.hostBindings.simulatorLibrary {
            collect(library)
            collect(library.swiftUI)
        }
        return types.values.sorted { $0.name < $1.name }
    }

    /// The implicit members (`.redraw`, `.touchUpInside`) the bindings take or give, by the type
    /// Swift resolves them in, from the same tables the bindings use. A binding that takes a new
    /// set of implicit members adds it here.
    static var enumerations: [(origin: String, type: String, cases: [String])] {
        [
            ("UIKit", "UIView.ContentMode", UIView.ContentMode.allCases.map(\.rawValue)),
            ("QuartzCore", "CALayerContentsFormat", CALayerContentsFormat.allCases.map(\.rawValue)),
            ("UIKit", "UIView.AutoresizingMask", SimulatorLibrary.autoresizingMembers.map(\.0)),
            ("UIKit", "UIView.AnimationOptions", SimulatorLibrary.modelledAnimationOptions),
            ("UIKit", "UIView.AnimationCurve", SimulatorLibrary.animationCurves),
            ("UIKit", "UIViewAnimatingState", UIViewPropertyAnimator.State.allCases.map(\.rawValue)),
            ("UIKit", "UIViewAnimatingPosition", UIViewPropertyAnimator.Position.allCases.map(\.rawValue)),
            ("QuartzCore", "CAMediaTimingFillMode", SimulatorLibrary.fillModes),
            ("UIKit", "UIUpdateActionPhase", SimulatorLibrary.updatePhases),
            ("QuartzCore", "CAMediaTimingFunctionName", SimulatorLibrary.timingFunctionNames.map(\.0)),
            ("UIKit", "UIBlurEffect.Style", UIBlurEffect.Style.allCases.map(\.rawValue)),
            ("UIKit", "UIButton.ButtonType", UIButton.ButtonType.allCases.map(\.rawValue)),
            ("UIKit", "UIControl.Event", UIControl.Event.named.map(\.0)),
            ("UIKit", "UIControl.State", UIControl.State.named.map(\.0)),
            ("UIKit", "UICollectionView.ScrollDirection", UICollectionView.ScrollDirection.allCases.map(\.rawValue)),
            ("UIKit", "UICollectionView.ScrollPosition", UICollectionView.ScrollPosition.named.map(\.0)),
            (
                "UIKit", "UICollectionLayoutSectionOrthogonalScrollingBehavior",
                NSCollectionLayoutSection.OrthogonalScrollingBehavior.allCases.map(\.rawValue)
            ),
            ("UIKit", "NSRectAlignment", NSRectAlignment.allCases.map(\.rawValue)),
            ("UIKit", "UIStackView.Distribution", UIStackView.Distribution.allCases.map(\.rawValue)),
            ("UIKit", "UIStackView.Alignment", UIStackView.Alignment.allCases.map(\.rawValue)),
            ("UIKit", "NSLayoutConstraint.Attribute", NSLayoutConstraint.Attribute.allCases.map(\.rawValue)),
            ("UIKit", "NSLayoutConstraint.Relation", SimulatorLibrary.relations.keys.sorted()),
            ("UIKit", "NSLayoutConstraint.Axis", SimulatorLibrary.axisNames),
            ("Foundation", "RunLoop.Mode", SimulatorLibrary.runLoopModes),
            ("SwiftUI", "Alignment", Alignment.named.keys.sorted()),
            ("SwiftUI", "Edge.Set", SwiftUIBindings.edgeSetNames),
            ("SwiftUI", "Axis", SimulatorLibrary.axisNames),
            ("prelude", "HitchRating", HitchRating.allCases.map(\.rawValue)),
            ("prelude", "Buffering", Buffering.allCases.map(\.rawValue)),
            ("prelude", "FrameRecord.HitchCause", FrameRecord.HitchCause.allCases.map(\.rawValue)),
            ("prelude", "OffscreenPass.Reason", OffscreenPass.Reason.allCases.map(\.rawValue)),
        ]
    }

    /// Cases declared by another framework than their type's (`RunLoop.Mode.tracking` is UIKit's).
    static let caseOrigins = ["RunLoop.Mode.tracking": "UIKit"]

    /// Members with no UIKit equivalent, declared in docs/prelude.swift.
    static let teachingHelpers: Set<String> = [
        "UIView.var traceName", "UIViewController.var traceName", "CALayer.var traceName",
        "NSLayoutConstraint.var traceName",
        "UILayoutGuide.var traceName", "NSLayoutAnchor.var traceName", "NSLayoutConstraint.var formula",
        "CALayer.var backingStoreBytes", "UIScrollView.var isScrolling", "UIScrollView.func scroll(velocity:frames:)",
        "UIWindow.var isUsingAutoLayout", "CADisplayLink.var fireCount", "UIVisualEffectView.var blurRadius",
        "UIHostingController.func frame(of:)", "UIHostingController.func frames(of:)",
        "UIHostingController.var viewNames",
        "UIHostingController.func tap(_:)", "UIWindow.func rotate(to:)",
    ]

    /// Members whose framework differs from their type's.
    static let memberOrigins: [String: String] = [
        "String.init(format:_:...)": "Foundation", "String.init(format:arguments:)": "Foundation",
    ]

    static func globalOrigin(_ name: String) -> String {
        switch name {
        case "window", "runLoop", "trace", "clock", "display", "work": return "prelude"
        case "sqrt", "floor", "ceil", "round", "pow": return "Foundation"
        case "UIRectFill", "UIRectFrame", "UIGraphicsGetCurrentContext": return "UIKit"
        case "CACurrentMediaTime": return "QuartzCore"
        default: return "Swift"
        }
    }

    static func typeOrigin(_ name: String) -> String {
        if SwiftUIType(rawValue: name) != nil { return "SwiftUI" }
        switch name {
        case "Int", "Double", "Bool", "String", "Array", "Range", "Float": return "Swift"
        case "CGFloat", "CGRect", "CGPoint", "CGSize", "CGAffineTransform", "CGPath", "CGContext", "CGColor", "CGImage":
            return "CoreGraphics"
        case "TimeInterval", "RunLoop", "Data": return "Foundation"
        case "CALayer", "CATransaction", "CADisplayLink", "CABasicAnimation", "CASpringAnimation",
            "CAMediaTimingFunction",
            "CAFrameRateRange":
            return "QuartzCore"
        case "MainRunLoop", "Trace", "TraceSlice", "TraceEvent", "SimulatedClock", "Display", "FrameRecord",
            "OffscreenPass":
            return "prelude"
        default: return "UIKit"
        }
    }
}
