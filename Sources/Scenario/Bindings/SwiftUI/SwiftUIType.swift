/// Every SwiftUI type the scenario language binds, in one table. `SwiftUIBindings` makes one
/// `NativeType` per case (`nativeType(_:)`, an exhaustive switch), registers the ones a
/// scenario names, gives the views their modifiers' noun and `print` form, and clears them all
/// at tear-down; the API listing labels exactly these "SwiftUI". `SwiftUITypeTableTests` fails
/// when the bindings hold a type the table lacks, or docs/swiftui.md omits a named one.
enum SwiftUIType: String, CaseIterable, Sendable {
    case view = "View"
    case text = "Text"
    case color = "Color"
    case rectangle = "Rectangle"
    case spacer = "Spacer"
    case emptyView = "EmptyView"
    case hStack = "HStack"
    case vStack = "VStack"
    case zStack = "ZStack"
    case forEach = "ForEach"
    case modifiedContent = "ModifiedContent"
    case layoutView = "LayoutView"
    case proposedViewSize = "ProposedViewSize"
    case layoutSubview = "LayoutSubview"
    case unitPoint = "UnitPoint"
    case viewSpacing = "ViewSpacing"
    case viewDimensions = "ViewDimensions"
    case edgeInsets = "EdgeInsets"
    case hStackLayout = "HStackLayout"
    case vStackLayout = "VStackLayout"
    case zStackLayout = "ZStackLayout"
    case anyLayout = "AnyLayout"
    case hostingController = "UIHostingController"
    case horizontalAlignment = "HorizontalAlignment"
    case verticalAlignment = "VerticalAlignment"
    case viewThatFits = "ViewThatFits"
    case divider = "Divider"
    case geometryReader = "GeometryReader"
    case geometryProxy = "GeometryProxy"
    case button = "Button"
    case binding = "Binding"
    case state = "State"
    case alignment = "Alignment"

    /// A view: its members are modifiers ("no modifier named …") and `print` shows the view.
    var isView: Bool {
        switch self {
        case .view, .text, .color, .rectangle, .spacer, .emptyView, .hStack, .vStack, .zStack, .forEach,
            .modifiedContent,
            .layoutView, .viewThatFits, .divider, .geometryReader, .button:
            return true
        case .proposedViewSize, .layoutSubview, .unitPoint, .viewSpacing, .viewDimensions, .edgeInsets, .hStackLayout,
            .vStackLayout, .zStackLayout, .anyLayout, .hostingController, .horizontalAlignment, .verticalAlignment,
            .geometryProxy, .binding, .state, .alignment:
            return false
        }
    }

    /// A scenario writes its name (`Text("a")`, `HStackLayout()`), so it is a global type.
    /// The others are values the bindings hand out (`LayoutSubview`, a `ModifiedContent` from a
    /// modifier) or, for `View`, the protocol a scenario conforms to.
    var isNamed: Bool {
        switch self {
        case .view, .modifiedContent, .layoutView, .layoutSubview, .viewDimensions, .geometryProxy, .state: return false
        case .text, .color, .rectangle, .spacer, .emptyView, .hStack, .vStack, .zStack, .forEach, .proposedViewSize,
            .unitPoint, .viewSpacing, .edgeInsets, .hStackLayout, .vStackLayout, .zStackLayout, .anyLayout,
            .hostingController, .horizontalAlignment, .verticalAlignment, .viewThatFits, .divider, .geometryReader,
            .button,
            .binding, .alignment:
            return true
        }
    }
}
