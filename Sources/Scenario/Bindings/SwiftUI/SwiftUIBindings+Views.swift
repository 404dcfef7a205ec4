import Foundation
import Simulator

/// The built-in views and containers, and the layout modifiers.
extension SwiftUIBindings {
    func installViews() {
        text.initializer([nil]) { _, _, args in
            self.wrap(.text(try Convert.string(args[0], "the text"), fontSize: 17))
        }
        text.initializer(["verbatim"]) { _, _, args in
            self.wrap(.text(try Convert.string(args[0], "the text"), fontSize: 17))
        }
        let colors: [String: UIColor] = [
            "red": .red, "green": .green, "blue": .blue, "gray": .gray, "yellow": .yellow,
            "orange": .orange, "purple": .purple, "black": .black, "white": .white, "clear": .clear,
        ]
        for (name, value) in colors {
            color.staticProperties[name] = { _ in self.wrap(.color(value)) }
        }
        rectangle.initializer([]) { _, _, _ in self.wrap(.rectangle) }
        spacer.initializer(["minLength"], required: 0) { _, _, args in
            self.wrap(.spacer(minLength: try Self.length(args[0], "'minLength'")))
        }
        emptyView.initializer([]) { _, _, _ in self.wrap(.empty) }

        initializerWithContent(hStack, ["alignment", "spacing"]) { i, args in
            let alignment = try self.verticalAlignment(i, args[0])
            let spacing = try Self.length(args[1], "'spacing'")
            return self.wrap(
                .layout(
                    .hStack(alignment: alignment, spacing: spacing), isAnyLayout: false,
                    [try self.content(i, args[2])]))
        }
        initializerWithContent(vStack, ["alignment", "spacing"]) { i, args in
            let alignment = try self.horizontalAlignment(i, args[0])
            let spacing = try Self.length(args[1], "'spacing'")
            return self.wrap(
                .layout(
                    .vStack(alignment: alignment, spacing: spacing), isAnyLayout: false,
                    [try self.content(i, args[2])]))
        }
        initializerWithContent(zStack, ["alignment"]) { i, args in
            self.wrap(
                .layout(
                    .zStack(alignment: try self.alignment(i, args[0])), isAnyLayout: false,
                    [try self.content(i, args[1])]))
        }
        initializerWithContent(viewThatFits, ["in"]) { i, args in
            let (horizontal, vertical) = args[0].isNone ? (true, true) : try Self.axes(args[0])
            return self.wrap(
                .layout(
                    .viewThatFits(horizontal: horizontal, vertical: vertical), isAnyLayout: false,
                    [try self.content(i, args[1])]))
        }
        initializerWithContent(forEach, ["id"], leading: [nil]) { i, args in
            try self.makeForEach(i, data: args[0], id: args[1], content: args[2])
        }
    }

    /// The initializers of a container called as SwiftUI's are: any of the optional labelled
    /// parameters left out, then the content closure (usually trailing). One overload per
    /// choice, so a trailing closure never fills an optional parameter before it. `body` gets
    /// the arguments in full order (`leading`, `optional`, content), nil where left out.
    func initializerWithContent(
        _ type: NativeType, _ optional: [String], leading: [String?] = [],
        _ body: @escaping (Interpreter, [Value]) throws -> Value
    ) {
        let count = optional.count
        for mask in (0..<(1 << count)).reversed() {
            let chosen = (0..<count).filter { mask & (1 << $0) != 0 }
            let labels: [String?] = leading + chosen.map { optional[$0] } + ["content"]
            type.initializer(labels) { i, _, args in
                var full = Array(args.prefix(leading.count))
                var optionalValues = [Value](repeating: .null, count: count)
                for (k, index) in chosen.enumerated() { optionalValues[index] = args[leading.count + k] }
                full += optionalValues
                full.append(args[args.count - 1])
                return try body(i, full)
            }
        }
    }

    /// A container's content closure, built as a view builder (none: no views).
    func content(_ interpreter: Interpreter, _ closure: Value) throws -> ViewDescription {
        if closure.isNone { return .empty }
        return try interpreter.buildViews(closure: closure, [], at: interpreter.currentRange)
    }

    /// `ForEach(data, id: \.self) { element in … }`: one element's views per id.
    private func makeForEach(_ interpreter: Interpreter, data: Value, id: Value, content: Value) throws -> Value {
        guard !content.isNone else {
            throw NativeError(.unknownLabel, "ForEach needs its content: ForEach(items, id: \\.self) { item in … }")
        }
        let elements: [Value]
        switch data {
        case .range, .array: elements = try interpreter.elements(data, "the data")
        default:
            throw NativeError(.type, "ForEach takes a range or an array, not a value of type \(data.typeName)")
        }
        var built: [(id: String, view: ViewDescription)] = []
        built.reserveCapacity(elements.count)
        for element in elements {
            let identifier: Value
            if !id.isNone {
                identifier = try interpreter.callback(id, [element])
            } else if case .range = data {
                identifier = element
            } else if case .structValue(let s) = element, let field = s.fields["id"] {
                identifier = field
            } else {
                throw NativeError(
                    .type, "ForEach over an array needs an id for each element",
                    hint: "write ForEach(items, id: \\.self) { item in … } (or give the elements an 'id' property)")
            }
            built.append(
                (
                    interpreter.describe(identifier),
                    try interpreter.buildViews(
                        closure: content, [element],
                        at: interpreter.currentRange)
                ))
        }
        return wrap(.forEach(built))
    }

    func installModifiers() {
        func content(_ this: Value) throws -> ViewDescription {
            guard case .host(_, let object as HostValue<ViewDescription>) = this else {
                throw NativeError(.type, "expected a view, found a value of type \(this.typeName)")
            }
            return object.value
        }
        view.method("frame", ["width", "height", "alignment"], required: 0) { i, this, args in
            self.wrap(
                .modified(
                    try content(this),
                    .frame(
                        width: try Self.length(args[0], "'width'"),
                        height: try Self.length(args[1], "'height'"),
                        alignment: try self.alignment(i, args[2]))))
        }
        view.method(
            "frame", ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight", "alignment"],
            required: 0
        ) { i, this, args in
            let names = ["minWidth", "idealWidth", "maxWidth", "minHeight", "idealHeight", "maxHeight"]
            var values: [CGFloat?] = []
            for (index, name) in names.enumerated() {
                values.append(try Self.length(args[index], "'\(name)'", allowInfinity: name.hasPrefix("max")))
            }
            let frame = FlexibleFrame(
                minWidth: values[0], idealWidth: values[1], maxWidth: values[2], minHeight: values[3],
                idealHeight: values[4], maxHeight: values[5], alignment: try self.alignment(i, args[6]))
            return self.wrap(.modified(try content(this), .flexibleFrame(frame)))
        }
        view.method("padding", []) { _, this, _ in
            self.wrap(.modified(try content(this), .padding(EdgeInsets(all: Self.defaultPadding))))
        }
        view.method("padding", [nil]) { _, this, args in
            let insets: EdgeInsets
            switch args[0] {
            case .host(_, let object as HostValue<EdgeInsets>): insets = object.value
            case .symbol, .array: insets = try Self.insets(edges: args[0], length: Self.defaultPadding)
            default: insets = EdgeInsets(all: try Self.length(args[0], "the padding") ?? Self.defaultPadding)
            }
            return self.wrap(.modified(try content(this), .padding(insets)))
        }
        view.method("padding", [nil, nil]) { _, this, args in
            let length = try Self.length(args[1], "the padding") ?? Self.defaultPadding
            return self.wrap(.modified(try content(this), .padding(try Self.insets(edges: args[0], length: length))))
        }
        view.method("fixedSize", []) { _, this, _ in
            self.wrap(.modified(try content(this), .fixedSize(horizontal: true, vertical: true)))
        }
        view.method("fixedSize", ["horizontal", "vertical"]) { _, this, args in
            self.wrap(
                .modified(
                    try content(this),
                    .fixedSize(
                        horizontal: try Convert.bool(args[0], "'horizontal'"),
                        vertical: try Convert.bool(args[1], "'vertical'"))))
        }
        view.method("layoutPriority", [nil]) { _, this, args in
            let priority = try Convert.double(args[0], "the layout priority")
            guard priority.isFinite else { throw NativeError(.runtime, "the layout priority must be a finite number") }
            return self.wrap(.modified(try content(this), .layoutPriority(priority)))
        }
        // `.layoutValue(key: Rank.self, value: 2)`: read by the parent Layout as `subview[Rank.self]`.
        view.method("layoutValue", ["key", "value"]) { _, this, args in
            let key = try Self.layoutValueKey(args[0])
            return self.wrap(.modified(try content(this), .layoutValue(key: ObjectIdentifier(key), value: args[1])))
        }
        // Modifiers that change how a view looks, not its layout: accepted so real code runs;
        // the model lays SwiftUI out, it does not draw it (docs/swiftui.md).
        for name in [
            "foregroundColor", "foregroundStyle", "background", "border", "opacity", "tint", "cornerRadius", "overlay",
        ] {
            view.method(name, [nil]) { _, this, _ in this }
        }
        view.method("border", [nil, "width"]) { _, this, _ in this }
        view.method("font", [nil]) { _, this, _ in this }
        // SwiftUI's EdgeInsets has `init()` and `init(top:leading:bottom:trailing:)` with all four (Docs EdgeInsets).
        edgeInsets.initializer([]) { _, _, _ in .host(self.edgeInsets, HostValue(EdgeInsets())) }
        edgeInsets.initializer(["top", "leading", "bottom", "trailing"]) { _, _, args in
            let parts = try args.map { try Self.length($0, "the inset") ?? 0 }
            return .host(
                self.edgeInsets,
                HostValue(EdgeInsets(top: parts[0], leading: parts[1], bottom: parts[2], trailing: parts[3])))
        }
    }

    /// `Edge.Set`'s members.
    static let edgeSetNames = ["all", "horizontal", "vertical", "top", "leading", "bottom", "trailing"]

    /// SwiftUI's default padding on iPhone (16 pt).
    static let defaultPadding: CGFloat = 16

    /// Insets of `length` on the edges `.all`, `.horizontal`, `.vertical`, `.top`, `.leading`, `.bottom`, `.trailing`, or a list.
    static func insets(edges: Value, length: CGFloat) throws -> EdgeInsets {
        var insets = EdgeInsets()
        let names: [Value]
        if case .array(let items) = edges { names = items } else { names = [edges] }
        for item in names {
            switch try Convert.symbol(item, "edge set", in: edgeSetNames) {
            case "all": insets = EdgeInsets(all: length)
            case "horizontal": insets.leading = length; insets.trailing = length
            case "vertical": insets.top = length; insets.bottom = length
            case "top": insets.top = length
            case "leading": insets.leading = length
            case "bottom": insets.bottom = length
            default: insets.trailing = length
            }
        }
        return insets
    }

    /// The `LayoutValueKey` type a `Rank.self` argument names.
    static func layoutValueKey(_ value: Value) throws -> ScriptType {
        guard case .type(.script(let type)) = value, type.decl.conformances.contains("LayoutValueKey") else {
            throw NativeError(
                .type,
                "expected the type of a LayoutValueKey, such as Rank.self, found a value of type \(value.typeName)",
                hint: "declare 'struct Rank: LayoutValueKey { static let defaultValue = 0 }'")
        }
        return type
    }

    /// An `Axis.Set`: `.horizontal`, `.vertical`, `[.horizontal, .vertical]` or `[]`.
    static func axes(_ value: Value) throws -> (horizontal: Bool, vertical: Bool) {
        let items: [Value]
        if case .array(let list) = value { items = list } else { items = [value] }
        var result = (horizontal: false, vertical: false)
        for item in items {
            if try Convert.symbol(item, "axis", in: ["horizontal", "vertical"]) == "horizontal" {
                result.horizontal = true
            } else {
                result.vertical = true
            }
        }
        return result
    }

    /// A `VerticalAlignment` argument: `.top`, `.center`, `.bottom`, or a static member a
    /// scenario's `extension VerticalAlignment` declares (`.firstThird`).
    func verticalAlignment(_ interpreter: Interpreter, _ value: Value) throws -> VerticalAlignment {
        if value.isNone { return .center }
        if case .host(_, let object as HostValue<VerticalAlignment>) = value { return object.value }
        if case .symbol(let name) = value, name.hasSuffix("TextBaseline") { throw Self.baselineRefusal(name) }
        if case .symbol(let name) = value, VerticalAlignment(named: name) == nil,
            let member = verticalAlignmentType.staticProperties[name],
            case .host(_, let object as HostValue<VerticalAlignment>) = try member(interpreter)
        {
            return object.value
        }
        let names =
            ["center", "top", "bottom"]
            + verticalAlignmentType.staticProperties.keys.filter { VerticalAlignment(named: $0) == nil }
        return VerticalAlignment(named: try Convert.symbol(value, "vertical alignment", in: names)) ?? .center
    }

    /// A `HorizontalAlignment` argument: `.leading`, `.center`, `.trailing`, or a static member a
    /// scenario's `extension HorizontalAlignment` declares (`.accent`).
    func horizontalAlignment(_ interpreter: Interpreter, _ value: Value) throws -> HorizontalAlignment {
        if value.isNone { return .center }
        if case .host(_, let object as HostValue<HorizontalAlignment>) = value { return object.value }
        if case .symbol(let name) = value, HorizontalAlignment(named: name) == nil,
            let member = horizontalAlignmentType.staticProperties[name],
            case .host(_, let object as HostValue<HorizontalAlignment>) = try member(interpreter)
        {
            return object.value
        }
        let names =
            ["center", "leading", "trailing"]
            + horizontalAlignmentType.staticProperties.keys.filter { HorizontalAlignment(named: $0) == nil }
        return HorizontalAlignment(named: try Convert.symbol(value, "horizontal alignment", in: names)) ?? .center
    }

    /// An `Alignment` argument: `.topLeading` …, `Alignment(horizontal:vertical:)`, or a static
    /// member a scenario's `extension Alignment` declares.
    func alignment(_ interpreter: Interpreter, _ value: Value) throws -> Alignment {
        if value.isNone { return .center }
        if case .host(_, let object as HostValue<Alignment>) = value { return object.value }
        if case .symbol(let name) = value, Alignment.named[name] == nil,
            let member = alignmentType.staticProperties[name],
            case .host(_, let object as HostValue<Alignment>) = try member(interpreter)
        {
            return object.value
        }
        let names =
            Alignment.named.keys.sorted()
            + alignmentType.staticProperties.keys.filter { Alignment.named[$0] == nil }.sorted()
        return Alignment.named[try Convert.symbol(value, "alignment", in: names)] ?? .center
    }
}
