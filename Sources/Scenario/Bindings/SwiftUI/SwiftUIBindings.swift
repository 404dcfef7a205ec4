import Foundation
import Simulator

/// Binds the simulator's SwiftUI model into the language: views, modifiers, view builders,
/// the `Layout` protocol with its proxies and values, and `UIHostingController`. One per
/// library, serving its runs one at a time.
final class SwiftUIBindings {
    unowned let library: SimulatorLibrary
    /// Members every view has: the modifiers.
    let view = NativeType(name: "View")
    lazy var text = NativeType(name: "Text", superType: view)
    lazy var color = NativeType(name: "Color", superType: view)
    lazy var rectangle = NativeType(name: "Rectangle", superType: view)
    lazy var spacer = NativeType(name: "Spacer", superType: view)
    lazy var emptyView = NativeType(name: "EmptyView", superType: view)
    lazy var hStack = NativeType(name: "HStack", superType: view)
    lazy var vStack = NativeType(name: "VStack", superType: view)
    lazy var zStack = NativeType(name: "ZStack", superType: view)
    lazy var forEach = NativeType(name: "ForEach", superType: view)
    lazy var modified = NativeType(name: "ModifiedContent", superType: view)
    lazy var layoutView = NativeType(name: "LayoutView", superType: view)
    let proposal = NativeType(name: "ProposedViewSize")
    let subview = NativeType(name: "LayoutSubview")
    let unitPoint = NativeType(name: "UnitPoint")
    let spacing = NativeType(name: "ViewSpacing")
    let dimensions = NativeType(name: "ViewDimensions")
    let horizontalAlignmentType = NativeType(name: "HorizontalAlignment")
    let verticalAlignmentType = NativeType(name: "VerticalAlignment")
    let edgeInsets = NativeType(name: "EdgeInsets")
    let hStackLayout = NativeType(name: "HStackLayout")
    let vStackLayout = NativeType(name: "VStackLayout")
    let zStackLayout = NativeType(name: "ZStackLayout")
    let anyLayout = NativeType(name: "AnyLayout")
    lazy var hosting = NativeType(name: "UIHostingController", superType: library.controller)

    /// The guides of the scenario's `AlignmentID` types, by type (`customAlignmentID`).
    var customAlignments: [ObjectIdentifier: CustomAlignmentID] = [:]
    lazy var viewThatFits = NativeType(name: "ViewThatFits", superType: view)
    lazy var divider = NativeType(name: "Divider", superType: view)
    lazy var geometryReader = NativeType(name: "GeometryReader", superType: view)
    let geometryProxy = NativeType(name: "GeometryProxy")
    lazy var button = NativeType(name: "Button", superType: view)
    /// `$count`: a reference to a `@State`'s storage.
    let binding = NativeType(name: "Binding")
    /// A `@State` property's storage as the struct field holds it while its body runs.
    let state = NativeType(name: "State")
    let alignmentType = NativeType(name: "Alignment")
    /// Which view bodies read which `@Observable` properties.
    let observation = ObservationRegistry()

    init(library: SimulatorLibrary) {
        self.library = library
    }

    /// The type each entry of the table is bound as.
    func nativeType(_ type: SwiftUIType) -> NativeType {
        switch type {
        case .view: view
        case .text: text
        case .color: color
        case .rectangle: rectangle
        case .spacer: spacer
        case .emptyView: emptyView
        case .hStack: hStack
        case .vStack: vStack
        case .zStack: zStack
        case .forEach: forEach
        case .modifiedContent: modified
        case .layoutView: layoutView
        case .proposedViewSize: proposal
        case .layoutSubview: subview
        case .unitPoint: unitPoint
        case .viewSpacing: spacing
        case .viewDimensions: dimensions
        case .edgeInsets: edgeInsets
        case .hStackLayout: hStackLayout
        case .vStackLayout: vStackLayout
        case .zStackLayout: zStackLayout
        case .anyLayout: anyLayout
        case .hostingController: hosting
        case .horizontalAlignment: horizontalAlignmentType
        case .verticalAlignment: verticalAlignmentType
        case .viewThatFits: viewThatFits
        case .divider: divider
        case .geometryReader: geometryReader
        case .geometryProxy: geometryProxy
        case .button: button
        case .binding: binding
        case .state: state
        case .alignment: alignmentType
        }
    }

    var allTypes: [NativeType] { SwiftUIType.allCases.map(nativeType) }

    func install(into registrations: BindingRegistrations) {
        for entry in SwiftUIType.allCases {
            let type = nativeType(entry)
            if entry.isNamed { registrations.register(type) }
            if entry.isView {
                type.memberNoun = "modifier"
                type.describe = { object in
                    (object as? HostValue<ViewDescription>).map { Self.describe($0.value) } ?? "View"
                }
            }
        }
        installProtocols(into: registrations)
        installViews()
        installModifiers()
        installLayoutValues()
        installSubviews()
        installAlignment()
        installHosting()
        installState()
        installGeometry()
    }

    /// Breaks the cycles between the types and their closures, for a library no longer kept.
    func tearDown() {
        for type in allTypes { type.removeAllMembers() }
        finishRun()
    }

    /// Forgets the custom alignments and observations of the run that ends.
    func finishRun() {
        customAlignments = [:]
        observation.removeAll()
    }

    /// `Layout` and `View`: their requirements, checked at declaration, and their extensions.
    private func installProtocols(into registrations: BindingRegistrations) {
        let layout = HostProtocol(name: "Layout")
        layout.requiredMethods = [
            .init(name: "sizeThatFits", labels: ["proposal", "subviews", "cache"]),
            .init(name: "placeSubviews", labels: ["in", "proposal", "subviews", "cache"]),
        ]
        layout.bridge = { [unowned self] interpreter, value in
            guard case .structValue(let s) = value else { return nil }
            return .host(
                self.layoutView, HostValue(LayoutKind.custom(ScenarioLayout(interpreter: interpreter, value: s))))
        }
        registrations.protocols["Layout"] = layout
        let viewProtocol = HostProtocol(name: "View")
        viewProtocol.requiredProperties = ["body"]
        viewProtocol.bridge = { [unowned self] interpreter, value in
            guard case .structValue(let s) = value else { return nil }
            return self.wrap(.custom(ScenarioView(interpreter: interpreter, value: s)))
        }
        viewProtocol.extensionType = view
        registrations.protocols["View"] = viewProtocol
        // Types whose static members SwiftUI reads: an alignment's default, a layout value's default.
        let alignmentID = HostProtocol(name: "AlignmentID")
        alignmentID.requiredStaticMethods = [.init(name: "defaultValue", labels: ["in"])]
        registrations.protocols["AlignmentID"] = alignmentID
        let layoutValueKey = HostProtocol(name: "LayoutValueKey")
        layoutValueKey.requiredStaticProperties = ["defaultValue"]
        registrations.protocols["LayoutValueKey"] = layoutValueKey
    }

    // MARK: Conversions

    /// A view value as the language carries it.
    func wrap(_ description: ViewDescription) -> Value {
        let type: NativeType
        switch description {
        case .text: type = text
        case .color: type = color
        case .rectangle: type = rectangle
        case .spacer: type = spacer
        case .empty: type = emptyView
        case .layout(.hStack, false, _): type = hStack
        case .layout(.vStack, false, _): type = vStack
        case .layout(.zStack, false, _): type = zStack
        case .forEach: type = forEach
        case .layout, .group, .conditional: type = view
        case .custom: type = view
        case .modified(_, .button): type = button
        case .modified, .identified: type = modified
        case .divider: type = divider
        case .geometryReader: type = geometryReader
        }
        return .host(type, HostValue(description))
    }

    /// The view a value is: a SwiftUI view, or a scenario struct conforming to `View`.
    func view(_ interpreter: Interpreter, _ value: Value, _ what: String = "the view") throws -> ViewDescription {
        switch value {
        case .host(_, let object as HostValue<ViewDescription>):
            return object.value
        case .structValue(let s) where s.type.decl.conformances.contains("View"):
            return .custom(ScenarioView(interpreter: interpreter, value: s))
        case .void:
            throw NativeError(
                .type, "\(what) returns Void, which is not a View",
                hint: "in a view builder, run code that returns nothing as 'let _ = …'")
        default:
            throw NativeError(
                .type, "\(what) is a value of type \(value.typeName), which is not a View",
                hint: value.typeName == "String"
                    ? "show text with Text(…)"
                    : "declare 'struct \(value.typeName): View { var body: some View { … } }'")
        }
    }

    /// How `print` shows a view: `Text("a")`, `HStack`, `Chips`.
    static func describe(_ description: ViewDescription) -> String {
        switch description {
        case .text(let text, _): return "Text(\"\(text)\")"
        case .modified(let content, let modifier): return describe(content) + "." + modifierName(modifier)
        default: return description.typeNameForPrinting
        }
    }

    static func modifierName(_ modifier: ViewModifier) -> String {
        switch modifier {
        case .frame, .flexibleFrame: return "frame"
        case .padding: return "padding"
        case .fixedSize: return "fixedSize"
        case .layoutPriority: return "layoutPriority"
        case .layoutValue: return "layoutValue"
        case .alignmentGuide: return "alignmentGuide"
        case .lifecycle, .button: return modifier.name
        }
    }

    /// A CGFloat argument: a number or `.infinity`.
    static func cgFloat(_ value: Value, _ what: String) throws -> CGFloat {
        switch value {
        case .symbol("infinity"): return .infinity
        case .symbol("zero"): return 0
        default: return CGFloat(try Convert.double(value, what))
        }
    }

    /// An optional CGFloat argument (`nil` or omitted is nil).
    static func optionalCGFloat(_ value: Value, _ what: String) throws -> CGFloat? {
        value.isNone ? nil : try cgFloat(value, what)
    }

    /// A non-negative finite length a view is given (`frame(width:)`, padding).
    static func length(_ value: Value, _ what: String, allowInfinity: Bool = false) throws -> CGFloat? {
        guard let length = try optionalCGFloat(value, what) else { return nil }
        guard length >= 0, length.isFinite || (allowInfinity && length == .infinity), !length.isNaN else {
            throw NativeError(
                .runtime, "\(what) must be a finite length of 0 or more, not \(length)",
                hint: allowInfinity ? nil : "use .frame(maxWidth: .infinity) to fill the space offered")
        }
        return length
    }
}

extension ViewDescription {
    /// The type name `print` shows for views without more to say: the simulator's type name,
    /// but a modified view prints as the view it modifies.
    var typeNameForPrinting: String {
        if case .modified(let content, _) = self { return content.typeNameForPrinting }
        return typeName
    }
}
