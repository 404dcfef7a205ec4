import Foundation
import Simulator

/// `UITableView`, `UITableViewCell` and `IndexPath` (facts 61–63): a data source and delegate
/// written in the scenario, called by the table as UIKit calls them.
extension SimulatorLibrary {
    func installTables(_ registrations: BindingRegistrations) {
        for type in [tableView, tableViewCell, indexPath] { registrations.register(type) }
        nameable(tableView)
        nameable(tableViewCell)
        installIndexPath()

        func t(_ value: Value) throws -> UITableView { try Self.object(value, UITableView.self, "the table view") }
        func c(_ value: Value) throws -> UITableViewCell { try Self.object(value, UITableViewCell.self, "the cell") }

        tableView.initializer(["frame", "style"], required: 1) { i, _, args in
            try i.noteObjectCreated()
            let style =
                args[1].isNone
                ? "plain" : try Convert.symbol(args[1], "'style'", in: ["plain", "grouped", "insetGrouped"])
            let frame = try Convert.rect(args[0], "'frame'")
            return .host(
                self.tableView,
                UITableView(self.simulation, frame: frame, style: UITableView.Style(rawValue: style) ?? .plain))
        }
        tableView.initializer([]) { i, _, _ in
            try i.noteObjectCreated()
            return .host(self.tableView, UITableView(self.simulation, frame: .zero))
        }
        tableView.staticProperties["automaticDimension"] = { _ in .double(Double(UITableView.automaticDimension)) }
        for (name, adopted) in [
            ("dataSource", "UITableViewDataSource"), ("delegate", "UITableViewDelegate"),
            ("prefetchDataSource", "UITableViewDataSourcePrefetching"),
        ] {
            tableView.property(
                name,
                get: { i, this in
                    let table = try t(this)
                    let target =
                        name == "dataSource"
                        ? table.dataSource : name == "delegate" ? table.delegate : table.prefetchDataSource
                    return (target as? ScriptListTarget)?.value ?? .null
                },
                set: { i, this, value in
                    let table = try t(this)
                    let target = try self.listTarget(i, value, adopting: adopted, property: name)
                    switch name {
                    case "dataSource": table.dataSource = target
                    case "delegate": table.delegate = target
                    default: table.prefetchDataSource = target
                    }
                })
        }
        tableView.property(
            "isPrefetchingEnabled", get: { _, this in .bool(try t(this).isPrefetchingEnabled) },
            set: { _, this, value in
                try t(this).isPrefetchingEnabled = try Convert.bool(value, "'isPrefetchingEnabled'")
            })
        tableView.property(
            "rowHeight", get: { _, this in .double(Double(try t(this).rowHeight)) },
            set: { _, this, value in try t(this).rowHeight = CGFloat(try Convert.double(value, "'rowHeight'")) })
        tableView.property(
            "estimatedRowHeight", get: { _, this in .double(Double(try t(this).estimatedRowHeight)) },
            set: { _, this, value in
                try t(this).estimatedRowHeight = CGFloat(try Convert.double(value, "'estimatedRowHeight'"))
            })
        tableView.property("visibleCells") { i, this in .array(try t(this).visibleCells.map { self.wrap(i, $0) }) }
        tableView.property("indexPathsForVisibleRows") { _, this in
            .array(try t(this).indexPathsForVisibleRows.map(self.indexPathValue))
        }
        tableView.property("numberOfSections") { _, this in .int(try t(this).numberOfSections) }
        tableView.method("numberOfRows", ["inSection"]) { _, this, args in
            .int(try t(this).numberOfRows(inSection: try Convert.int(args[0], "'inSection'")))
        }
        tableView.method("register", [nil, "forCellReuseIdentifier"]) { i, this, args in
            let identifier = try Convert.string(args[1], "'forCellReuseIdentifier'")
            guard !identifier.isEmpty else {
                throw AppRaised(
                    message:
                        "NSInvalidArgumentException: must pass a valid reuse identifier to -[UITableView registerClass:forCellReuseIdentifier:]"
                )
            }
            let make = try self.cellFactory(i, args[0], identifier: identifier)
            try t(this).register(identifier: identifier, make: make)
            return .void
        }
        tableView.method("dequeueReusableCell", ["withIdentifier", "for"]) { i, this, args in
            let identifier = try Convert.string(args[0], "'withIdentifier'")
            let path = try self.indexPath(args[1], "'for'")
            return try Self.uikit {
                self.wrap(i, try t(this).dequeueReusableCell(withIdentifier: identifier, for: path))
            }
        }
        tableView.method("dequeueReusableCell", ["withIdentifier"]) { i, this, args in
            let identifier = try Convert.string(args[0], "'withIdentifier'")
            return try Self.uikit { self.wrap(i, try t(this).dequeueReusableCell(withIdentifier: identifier)) }
        }
        tableView.method("reloadData", []) { _, this, _ in
            try t(this).reloadData(); return .void
        }
        tableView.method("performBatchUpdates", [nil, "completion"], required: 1) { i, this, args in
            let updates = args[0].isNone ? nil : try Convert.closure(args[0], "the updates")
            let completion = args[1].isNone ? nil : try Convert.closure(args[1], "'completion'")
            try Self.uikit {
                try t(this).performBatchUpdates(
                    updates.map { updates in { _ = try i.callback(updates, []) } },
                    completion: completion.map { completion in
                        // Weak: the completion waits in the simulation, which the interpreter owns.
                        { [weak i] finished in _ = try i?.callback(completion, [.bool(finished)]) }
                    })
            }
            return .void
        }
        for name in ["insertRows", "deleteRows", "reloadRows"] {
            tableView.method(name, ["at", "with"]) { _, this, args in
                let paths = try Convert.array(args[0], "'at'").map { try self.indexPath($0, "'at'") }
                _ = try Convert.symbol(
                    args[1], "'with'", in: ["automatic", "fade", "right", "left", "top", "bottom", "none", "middle"])
                try Self.uikit {
                    switch name {
                    case "insertRows": try t(this).insertRows(at: paths)
                    case "deleteRows": try t(this).deleteRows(at: paths)
                    default: try t(this).reloadRows(at: paths)
                    }
                }
                return .void
            }
        }
        tableView.method("rectForRow", ["at"]) { _, this, args in
            .rect(try t(this).rectForRow(at: try self.indexPath(args[0], "'at'")))
        }
        tableView.method("cellForRow", ["at"]) { i, this, args in
            self.wrap(i, try t(this).cellForRow(at: try self.indexPath(args[0], "'at'")))
        }
        tableView.method("indexPath", ["for"]) { _, this, args in
            try t(this).indexPath(for: try c(args[0])).map(self.indexPathValue) ?? .null
        }

        tableViewCell.initializer(["style", "reuseIdentifier"]) { i, _, args in
            try i.noteObjectCreated()
            let style = try Convert.symbol(args[0], "'style'", in: ["default", "value1", "value2", "subtitle"])
            let identifier = args[1].isNone ? nil : try Convert.string(args[1], "'reuseIdentifier'")
            return .host(
                self.tableViewCell,
                UITableViewCell(
                    self.simulation, style: UITableViewCell.CellStyle(rawValue: style) ?? .default,
                    reuseIdentifier: identifier))
        }
        tableViewCell.initializer(["frame"]) { i, _, args in
            try i.noteObjectCreated()
            return .host(
                self.tableViewCell,
                UITableViewCell(self.simulation, style: .default, reuseIdentifier: nil)
                    .framed(try Convert.rect(args[0], "'frame'")))
        }
        tableViewCell.property("contentView") { i, this in self.wrap(i, try c(this).contentView) }
        tableViewCell.property("reuseIdentifier") { _, this in try c(this).reuseIdentifier.map { .string($0) } ?? .null
        }
    }

    private func installIndexPath() {
        indexPath.initializer(["row", "section"]) { _, _, args in
            self.indexPathValue(
                IndexPath(row: try Convert.int(args[0], "'row'"), section: try Convert.int(args[1], "'section'")))
        }
        indexPath.initializer(["item", "section"]) { _, _, args in
            self.indexPathValue(
                IndexPath(item: try Convert.int(args[0], "'item'"), section: try Convert.int(args[1], "'section'")))
        }
        indexPath.property("row") { _, this in .int(try self.indexPath(this, "the index path").row) }
        indexPath.property("item") { _, this in .int(try self.indexPath(this, "the index path").item) }
        indexPath.property("section") { _, this in .int(try self.indexPath(this, "the index path").section) }
        indexPath.describe = { object in (object as? HostValue<IndexPath>)?.value.listText ?? "[]" }
        indexPath.equals = { a, b in (a as? HostValue<IndexPath>)?.value == (b as? HostValue<IndexPath>)?.value }
    }

    func indexPathValue(_ path: IndexPath) -> Value { .host(indexPath, HostValue(path)) }

    func indexPath(_ value: Value, _ what: String) throws -> IndexPath {
        try Self.hostValue(value, IndexPath.self, what)
    }

    /// How the table makes a cell of a registered class: `init(style: .default, reuseIdentifier:)`,
    /// as UIKit initializes a registered class.
    private func cellFactory(_ interpreter: Interpreter, _ value: Value, identifier: String) throws -> () throws ->
        UITableViewCell
    {
        switch value {
        case .type(.native(let type)) where type === tableViewCell:
            // Weak: the table keeps this closure in the simulation, which the library owns.
            return { [weak interpreter, weak self] in
                guard let self else { throw AppRaised(message: "the scenario has ended") }
                let cell = UITableViewCell(self.simulation, style: .default, reuseIdentifier: identifier)
                // Named once, by its class: every cell is bound to `let cell` in cellForRowAt.
                interpreter?.name(.host(self.tableViewCell, cell), cell.traceName)
                return cell
            }
        case .type(.script(let type)) where type.superNative?.isSubtype(of: tableViewCell) == true:
            // Weak: the table keeps this closure in the simulation, which the library owns.
            return { [weak interpreter, weak self, weak type] in
                guard let interpreter, let self, let type else { throw AppRaised(message: "the scenario has ended") }
                let range = interpreter.currentRange
                let made = try interpreter.construct(
                    type,
                    [
                        .init(
                            label: "style", labelRange: nil, value: .symbol("default"), isTrailingClosure: false,
                            range: range),
                        .init(
                            label: "reuseIdentifier", labelRange: nil, value: .string(identifier),
                            isTrailingClosure: false, range: range),
                    ], range: range, calleeRange: range)
                guard case .instance(let instance) = made, let cell = instance.native as? UITableViewCell else {
                    throw AppRaised(message: "'\(type.name)' did not make a cell")
                }
                self.cellSerials[type.name, default: 0] += 1
                interpreter.name(made, "\(type.name)#\(self.cellSerials[type.name] ?? 0)")
                return cell
            }
        default:
            throw NativeError(
                .type,
                "register(_:forCellReuseIdentifier:) takes a UITableViewCell class such as CardCell.self, "
                    + "not a value of type \(value.typeName)",
                hint: "write table.register(CardCell.self, forCellReuseIdentifier: \"\(identifier)\")")
        }
    }

    /// The object a table calls for `property`: a scenario object adopting `adopted`, or nil.
    func listTarget(
        _ interpreter: Interpreter, _ value: Value, adopting adopted: String, property: String, retaining: Bool = false
    ) throws -> (any ListCallbackTarget)? {
        if value.isNone { return nil }
        guard case .instance(let instance) = value, interpreter.conforms(instance.type, to: adopted) else {
            // The compiler's words: the property's type is the protocol.
            throw NativeError(
                .type, "cannot assign value of type '\(value.typeName)' to type '(any \(adopted))?'",
                hint: "declare the class as adopting \(adopted): class \(value.typeName): …, \(adopted)")
        }
        return ScriptListTarget(interpreter: interpreter, instance: instance, library: self, retaining: retaining)
    }
}

extension UITableViewCell {
    /// The cell with another frame (for `UITableViewCell(frame:)`).
    func framed(_ frame: CGRect) -> UITableViewCell {
        self.frame = frame
        return self
    }
}

/// A scenario object as the table's data source, delegate or prefetching data source: the table
/// calls its methods by their Swift names. UIKit holds these weakly; so does this.
final class ScriptListTarget: ListCallbackTarget {
    private weak var interpreter: Interpreter?
    private weak var instance: Instance?
    private weak var library: SimulatorLibrary?
    /// The object itself, for a holder that retains it (a `CAAnimation`'s delegate, fact 84).
    private var retained: Instance?

    init(interpreter: Interpreter, instance: Instance, library: SimulatorLibrary, retaining: Bool = false) {
        self.interpreter = interpreter
        self.instance = instance
        self.library = library
        if retaining { retained = instance }
    }

    /// The object, while the app still holds it.
    var value: Value? { instance.map { .instance($0) } }

    var traceName: String {
        guard let instance else { return "nil" }
        if let native = instance.native {
            if let view = native as? UIView { return view.traceName }
            if let controller = native as? UIViewController { return controller.traceName }
        }
        return interpreter?.registry.names[ObjectIdentifier(instance)] ?? "\(instance.type.name)#\(instance.serial)"
    }

    private func method(_ callback: ListCallback) -> (FunctionDecl, ScriptType)? {
        let (name, labels) = callback.parts
        var type: ScriptType? = instance?.type
        while let t = type {
            if let m = t.decl.methods.first(where: {
                $0.name == name && !$0.isStatic && $0.parameters.map(\.label) == labels
            }) {
                return (m, t)
            }
            type = t.superScript
        }
        return nil
    }

    func implements(_ callback: ListCallback) -> Bool { method(callback) != nil }

    func call(_ callback: ListCallback, arguments: [Any]) throws -> Any {
        guard let interpreter, let instance, let library, let (decl, owner) = method(callback) else { return () }
        let range = interpreter.currentRange
        defer {
            interpreter.currentRange = range
            interpreter.output.willExecute?(range)
        }
        let values = arguments.map { argument -> Value in
            switch argument {
            case let path as IndexPath: return library.indexPathValue(path)
            case let paths as [IndexPath]: return .array(paths.map(library.indexPathValue))
            default: return interpreter.hostValue(argument)
            }
        }
        let args = zip(decl.parameters, values).map { parameter, value in
            Interpreter.CallArgument(
                label: parameter.label, labelRange: nil, value: value, isTrailingClosure: false, range: range)
        }
        let result = try interpreter.invokeDeclared(
            decl, owner: owner, environment: owner.environment,
            selfBox: Box(.instance(instance), isLet: true), args, range: range, calleeRange: range)
        switch result {
        case .int(let n): return n
        case .double(let d): return CGFloat(d)
        case .size(let size): return size
        // `.zero` where the method returns a CGSize (the delegate's flow layout sizes).
        case .symbol("zero") where [.sizeForItem, .referenceSizeForHeader, .referenceSizeForFooter].contains(callback):
            return CGSize.zero
        case .instance(let made): return made.native as Any
        case .host(_, let object): return object
        default: return ()
        }
    }
}
