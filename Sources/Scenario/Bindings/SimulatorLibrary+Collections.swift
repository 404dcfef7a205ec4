import Foundation
import Simulator

/// `UICollectionView`, `UICollectionViewCell`, the flow and compositional layouts and their
/// attributes (facts 88–91, prefetching 93–94): a data source and delegate written in the scenario, called by the
/// collection view as UIKit calls them.
extension SimulatorLibrary {
    func installCollections(_ interpreter: Interpreter) {
        for type in [
            collectionView, collectionViewCell, collectionViewLayout, flowLayout, compositionalLayout, layoutAttributes,
            layoutDimension, layoutSize, layoutItem, layoutGroup, layoutSection, listConfiguration,
        ] {
            interpreter.register(type)
        }
        nameable(collectionView)
        nameable(collectionViewCell)
        installCollectionView(interpreter)
        installCollectionCell()
        installFlowLayout()
        installCompositionalLayout(interpreter)
    }

    private func cv(_ value: Value) throws -> UICollectionView {
        try Self.object(value, UICollectionView.self, "the collection view")
    }

    private func installCollectionView(_ interpreter: Interpreter) {
        let simulation = self.simulation
        let cv = self.cv
        collectionView.initializer(["frame", "collectionViewLayout"]) { i, _, args in
            try i.noteObjectCreated()
            let frame = try Convert.rect(args[0], "'frame'")
            guard !args[1].isNone else {
                // UIKit's words for a collection view made without a layout.
                throw AppRaised(
                    message:
                        "NSInvalidArgumentException: UICollectionView must be initialized with a non-nil layout parameter"
                )
            }
            let layout = try Self.object(args[1], UICollectionViewLayout.self, "'collectionViewLayout'")
            return .host(self.collectionView, UICollectionView(simulation, frame: frame, collectionViewLayout: layout))
        }
        collectionView.property(
            "collectionViewLayout", get: { i, this in self.wrap(i, try cv(this).collectionViewLayout) },
            set: { _, this, value in
                try cv(this).collectionViewLayout = try Self.object(
                    value, UICollectionViewLayout.self, "'collectionViewLayout'")
            })
        collectionView.property(
            "dataSource",
            get: { _, this in (try cv(this).dataSource as? ScriptListTarget)?.value ?? .null },
            set: { i, this, value in
                try cv(this).dataSource = try self.listTarget(
                    i, value, adopting: "UICollectionViewDataSource", property: "dataSource")
            })
        collectionView.property(
            "prefetchDataSource",
            get: { _, this in (try cv(this).prefetchDataSource as? ScriptListTarget)?.value ?? .null },
            set: { i, this, value in
                try cv(this).prefetchDataSource = try self.listTarget(
                    i, value, adopting: "UICollectionViewDataSourcePrefetching", property: "prefetchDataSource")
            })
        collectionView.property(
            "isPrefetchingEnabled", get: { _, this in .bool(try cv(this).isPrefetchingEnabled) },
            set: { _, this, value in
                try cv(this).isPrefetchingEnabled = try Convert.bool(value, "'isPrefetchingEnabled'")
            })
        collectionView.property(
            "delegate",
            get: { _, this in (try cv(this).delegate as? ScriptListTarget)?.value ?? .null },
            set: { i, this, value in
                // UICollectionViewDelegateFlowLayout refines UICollectionViewDelegate: either will do.
                if case .instance(let instance) = value,
                    i.conforms(instance.type, to: "UICollectionViewDelegateFlowLayout")
                {
                    try cv(this).delegate = try self.listTarget(
                        i, value, adopting: "UICollectionViewDelegateFlowLayout", property: "delegate")
                } else {
                    try cv(this).delegate = try self.listTarget(
                        i, value, adopting: "UICollectionViewDelegate", property: "delegate")
                }
            })
        collectionView.method("register", [nil, "forCellWithReuseIdentifier"]) { i, this, args in
            let identifier = try Convert.string(args[1], "'forCellWithReuseIdentifier'")
            guard !identifier.isEmpty else {
                throw AppRaised(
                    message:
                        "NSInvalidArgumentException: must pass a valid reuse identifier to -[UICollectionView registerClass:forCellWithReuseIdentifier:]"
                )
            }
            let make = try self.collectionCellFactory(i, args[0], identifier: identifier)
            try cv(this).register(identifier: identifier, make: make)
            return .void
        }
        collectionView.method("dequeueReusableCell", ["withReuseIdentifier", "for"]) { i, this, args in
            let identifier = try Convert.string(args[0], "'withReuseIdentifier'")
            let path = try self.indexPath(args[1], "'for'")
            return try Self.uikit {
                self.wrap(i, try cv(this).dequeueReusableCell(withReuseIdentifier: identifier, for: path))
            }
        }
        collectionView.method("reloadData", []) { _, this, _ in
            try cv(this).reloadData()
            return .void
        }
        collectionView.method("performBatchUpdates", [nil, "completion"], required: 1) { i, this, args in
            let updates = args[0].isNone ? nil : try Convert.closure(args[0], "the updates")
            let completion = args[1].isNone ? nil : try Convert.closure(args[1], "'completion'")
            try Self.uikit {
                try cv(this).performBatchUpdates(
                    updates.map { updates in { _ = try i.callback(updates, []) } },
                    completion: completion.map { completion in
                        // Weak: the completion waits in the simulation, which the interpreter owns.
                        { [weak i] finished in _ = try i?.callback(completion, [.bool(finished)]) }
                    })
            }
            return .void
        }
        for name in ["insertItems", "deleteItems", "reloadItems"] {
            collectionView.method(name, ["at"]) { _, this, args in
                let paths = try Convert.array(args[0], "'at'").prefix(100_000).map { try self.indexPath($0, "'at'") }
                try Self.uikit {
                    switch name {
                    case "insertItems": try cv(this).insertItems(at: paths)
                    case "deleteItems": try cv(this).deleteItems(at: paths)
                    default: try cv(this).reloadItems(at: paths)
                    }
                }
                return .void
            }
        }
        collectionView.property("visibleCells") { i, this in .array(try cv(this).visibleCells.map { self.wrap(i, $0) })
        }
        collectionView.property("indexPathsForVisibleItems") { _, this in
            .array(try cv(this).indexPathsForVisibleItems.map(self.indexPathValue))
        }
        collectionView.property("numberOfSections") { _, this in .int(try cv(this).numberOfSections) }
        collectionView.method("numberOfItems", ["inSection"]) { _, this, args in
            .int(try cv(this).numberOfItems(inSection: try Convert.int(args[0], "'inSection'")))
        }
        collectionView.method("cellForItem", ["at"]) { i, this, args in
            self.wrap(i, try cv(this).cellForItem(at: try self.indexPath(args[0], "'at'")))
        }
        collectionView.method("indexPath", ["for"]) { _, this, args in
            let cell = try Self.object(args[0], UICollectionViewCell.self, "the cell")
            return try cv(this).indexPath(for: cell).map(self.indexPathValue) ?? .null
        }
        collectionView.method("layoutAttributesForItem", ["at"]) { i, this, args in
            self.wrap(i, try cv(this).layoutAttributesForItem(at: try self.indexPath(args[0], "'at'")))
        }
    }

    private func installCollectionCell() {
        let simulation = self.simulation
        func cell(_ value: Value) throws -> UICollectionViewCell {
            try Self.object(value, UICollectionViewCell.self, "the cell")
        }
        collectionViewCell.initializer(["frame"]) { i, _, args in
            try i.noteObjectCreated()
            return .host(
                self.collectionViewCell, UICollectionViewCell(simulation, frame: try Convert.rect(args[0], "'frame'")))
        }
        collectionViewCell.property("contentView") { i, this in self.wrap(i, try cell(this).contentView) }
        collectionViewCell.property("reuseIdentifier") { _, this in
            try cell(this).reuseIdentifier.map { .string($0) } ?? .null
        }
        collectionViewCell.method("preferredLayoutAttributesFitting", [nil]) { i, this, args in
            let attributes = try Self.object(args[0], UICollectionViewLayoutAttributes.self, "the layout attributes")
            return self.wrap(i, try Self.uikit { try cell(this).preferredLayoutAttributesFitting(attributes) })
        }

        func attributes(_ value: Value) throws -> UICollectionViewLayoutAttributes {
            try Self.object(value, UICollectionViewLayoutAttributes.self, "the layout attributes")
        }
        layoutAttributes.initializer(["forCellWith"]) { _, _, args in
            .host(
                self.layoutAttributes,
                UICollectionViewLayoutAttributes(forCellWith: try self.indexPath(args[0], "'forCellWith'")))
        }
        layoutAttributes.property("indexPath") { _, this in self.indexPathValue(try attributes(this).indexPath) }
        layoutAttributes.property(
            "frame", get: { _, this in .rect(try attributes(this).frame) },
            set: { _, this, value in try attributes(this).frame = try Convert.rect(value, "'frame'") })
        layoutAttributes.property(
            "size", get: { _, this in .size(try attributes(this).size) },
            set: { _, this, value in try attributes(this).size = try Convert.size(value, "'size'") })
        layoutAttributes.property(
            "center", get: { _, this in .point(try attributes(this).center) },
            set: { _, this, value in try attributes(this).center = try Convert.point(value, "'center'") })
        layoutAttributes.method("copy", []) { i, this, _ in self.wrap(i, try attributes(this).copy()) }
        layoutAttributes.describe = { object in (object as? UICollectionViewLayoutAttributes)?.description ?? "nil" }
    }

    private func installFlowLayout() {
        func flow(_ value: Value) throws -> UICollectionViewFlowLayout {
            try Self.object(value, UICollectionViewFlowLayout.self, "the flow layout")
        }
        flowLayout.initializer([]) { i, _, _ in
            try i.noteObjectCreated()
            return .host(self.flowLayout, UICollectionViewFlowLayout())
        }
        flowLayout.staticProperties["automaticSize"] = { _ in .size(UICollectionViewFlowLayout.automaticSize) }
        let sizes: [(String, ReferenceWritableKeyPath<UICollectionViewFlowLayout, CGSize>)] = [
            ("itemSize", \.itemSize), ("estimatedItemSize", \.estimatedItemSize),
        ]
        for (name, path) in sizes {
            flowLayout.property(
                name, get: { _, this in .size(try flow(this)[keyPath: path]) },
                set: { _, this, value in try flow(this)[keyPath: path] = try Convert.size(value, "'\(name)'") })
        }
        let lengths: [(String, ReferenceWritableKeyPath<UICollectionViewFlowLayout, CGFloat>)] = [
            ("minimumLineSpacing", \.minimumLineSpacing), ("minimumInteritemSpacing", \.minimumInteritemSpacing),
        ]
        for (name, path) in lengths {
            flowLayout.property(
                name, get: { _, this in .double(Double(try flow(this)[keyPath: path])) },
                set: { _, this, value in
                    try flow(this)[keyPath: path] = CGFloat(try Convert.double(value, "'\(name)'"))
                })
        }
        flowLayout.property(
            "sectionInset", get: { _, this in .host(self.insets, HostValue(try flow(this).sectionInset)) },
            set: { _, this, value in
                if case .symbol("zero") = value {
                    try flow(this).sectionInset = .zero
                } else {
                    try flow(this).sectionInset = try Self.hostValue(value, UIEdgeInsets.self, "'sectionInset'")
                }
            })
        collectionViewLayout.method("invalidateLayout", []) { _, this, _ in
            try Self.object(this, UICollectionViewLayout.self, "the layout").invalidateLayout()
            return .void
        }
        collectionViewLayout.method("layoutAttributesForItem", ["at"]) { i, this, args in
            let layout = try Self.object(this, UICollectionViewLayout.self, "the layout")
            return self.wrap(i, layout.layoutAttributesForItem(at: try self.indexPath(args[0], "'at'")))
        }
        collectionViewLayout.property("collectionView") { i, this in
            self.wrap(i, try Self.object(this, UICollectionViewLayout.self, "the layout").collectionView)
        }
    }

    private func installCompositionalLayout(_ interpreter: Interpreter) {
        func dimension(_ value: Value, _ what: String) throws -> NSCollectionLayoutDimension {
            try Self.hostValue(value, NSCollectionLayoutDimension.self, what)
        }
        func size(_ value: Value, _ what: String) throws -> NSCollectionLayoutSize {
            try Self.hostValue(value, NSCollectionLayoutSize.self, what)
        }
        let kinds: [(String, (CGFloat) -> NSCollectionLayoutDimension)] = [
            ("fractionalWidth", NSCollectionLayoutDimension.fractionalWidth),
            ("fractionalHeight", NSCollectionLayoutDimension.fractionalHeight),
            ("absolute", NSCollectionLayoutDimension.absolute), ("estimated", NSCollectionLayoutDimension.estimated),
        ]
        for (name, make) in kinds {
            layoutDimension.staticMethod(name, [nil]) { _, _, args in
                let value = try Convert.double(args[0], "the \(name) dimension")
                guard value.isFinite, value >= 0, value <= 100_000 else {
                    throw NativeError(.runtime, "NSCollectionLayoutDimension.\(name) takes 0…100000, not \(value)")
                }
                return .host(self.layoutDimension, HostValue(make(CGFloat(value))))
            }
            // `.fractionalWidth(1.0)` where a dimension is expected.
            interpreter.hostBindings.implicitMemberOwners[name] = layoutDimension
        }
        layoutDimension.describe = { object in
            (object as? HostValue<NSCollectionLayoutDimension>)?.value.description ?? ""
        }
        layoutSize.initializer(["widthDimension", "heightDimension"]) { _, _, args in
            .host(
                self.layoutSize,
                HostValue(
                    NSCollectionLayoutSize(
                        widthDimension: try dimension(args[0], "'widthDimension'"),
                        heightDimension: try dimension(args[1], "'heightDimension'"))))
        }
        layoutSize.property("widthDimension") { _, this in
            .host(self.layoutDimension, HostValue(try size(this, "the size").widthDimension))
        }
        layoutSize.property("heightDimension") { _, this in
            .host(self.layoutDimension, HostValue(try size(this, "the size").heightDimension))
        }
        layoutItem.initializer(["layoutSize"]) { i, _, args in
            try i.noteObjectCreated()
            return .host(self.layoutItem, NSCollectionLayoutItem(layoutSize: try size(args[0], "'layoutSize'")))
        }
        for axis in ["horizontal", "vertical"] {
            let groupAxis: NSCollectionLayoutGroup.Axis = axis == "horizontal" ? .horizontal : .vertical
            layoutGroup.staticMethod(axis, ["layoutSize", "subitems"]) { i, _, args in
                try i.noteObjectCreated()
                let items = try Convert.array(args[1], "'subitems'")
                guard let first = items.first else {
                    throw AppRaised(message: "NSInvalidArgumentException: a group must have at least one subitem")
                }
                let item = try Self.object(first, NSCollectionLayoutItem.self, "'subitems'")
                return .host(
                    self.layoutGroup,
                    NSCollectionLayoutGroup(
                        axis: groupAxis, layoutSize: try size(args[0], "'layoutSize'"), subitem: item, count: nil))
            }
            layoutGroup.staticMethod(axis, ["layoutSize", "subitem", "count"]) { i, _, args in
                try i.noteObjectCreated()
                let item = try Self.object(args[1], NSCollectionLayoutItem.self, "'subitem'")
                let count = try Convert.int(args[2], "'count'")
                return .host(
                    self.layoutGroup,
                    NSCollectionLayoutGroup(
                        axis: groupAxis, layoutSize: try size(args[0], "'layoutSize'"), subitem: item, count: count))
            }
            layoutGroup.staticMethod(axis, ["layoutSize", "repeatingSubitem", "count"]) { i, _, args in
                try i.noteObjectCreated()
                let item = try Self.object(args[1], NSCollectionLayoutItem.self, "'repeatingSubitem'")
                let count = try Convert.int(args[2], "'count'")
                return .host(
                    self.layoutGroup,
                    NSCollectionLayoutGroup(
                        axis: groupAxis, layoutSize: try size(args[0], "'layoutSize'"), subitem: item, count: count))
            }
        }
        func section(_ value: Value) throws -> NSCollectionLayoutSection {
            try Self.object(value, NSCollectionLayoutSection.self, "the section")
        }
        layoutSection.initializer(["group"]) { i, _, args in
            try i.noteObjectCreated()
            let group = try Self.object(args[0], NSCollectionLayoutGroup.self, "'group'")
            return .host(self.layoutSection, NSCollectionLayoutSection(group: group))
        }
        layoutSection.property(
            "interGroupSpacing", get: { _, this in .double(Double(try section(this).interGroupSpacing)) },
            set: { _, this, value in
                try section(this).interGroupSpacing = CGFloat(try Convert.double(value, "'interGroupSpacing'"))
            })
        layoutSection.property(
            "contentInsets",
            get: { _, this in .host(self.directionalInsets, HostValue(try section(this).contentInsets)) },
            set: { _, this, value in
                if case .symbol("zero") = value {
                    try section(this).contentInsets = NSDirectionalEdgeInsets(
                        top: 0, leading: 0, bottom: 0, trailing: 0)
                } else {
                    try section(this).contentInsets = try Self.hostValue(
                        value, NSDirectionalEdgeInsets.self, "'contentInsets'")
                }
            })
        compositionalLayout.initializer(["section"]) { i, _, args in
            try i.noteObjectCreated()
            return .host(self.compositionalLayout, UICollectionViewCompositionalLayout(section: try section(args[0])))
        }
        let appearances = UICollectionViewCompositionalLayout.ListAppearance.allCases.map(\.rawValue)
        listConfiguration.initializer(["appearance"]) { _, _, args in
            let name = try Convert.symbol(args[0], "list appearance", in: appearances)
            return .host(
                self.listConfiguration,
                HostValue(UICollectionViewCompositionalLayout.ListAppearance(rawValue: name) ?? .plain))
        }
        compositionalLayout.staticMethod("list", ["using"]) { i, _, args in
            try i.noteObjectCreated()
            let appearance = try Self.hostValue(
                args[0], UICollectionViewCompositionalLayout.ListAppearance.self, "'using'")
            return .host(self.compositionalLayout, UICollectionViewCompositionalLayout.list(appearance: appearance))
        }
    }

    /// How the collection view makes a cell of a registered class: `init(frame:)`, as UIKit
    /// initializes a registered class (model: with a zero frame; the layout sizes it).
    private func collectionCellFactory(_ interpreter: Interpreter, _ value: Value, identifier: String) throws
        -> () throws -> UICollectionViewCell
    {
        switch value {
        case .type(.native(let type)) where type === collectionViewCell:
            // Weak: the collection view keeps this closure in the simulation, which the library owns.
            return { [weak interpreter, weak self] in
                guard let self else { throw AppRaised(message: "the scenario has ended") }
                let cell = UICollectionViewCell(self.simulation, frame: .zero)
                interpreter?.name(.host(self.collectionViewCell, cell), cell.traceName)
                return cell
            }
        case .type(.script(let type)) where type.superNative?.isSubtype(of: collectionViewCell) == true:
            // Weak: the collection view keeps this closure in the simulation, which the library owns.
            return { [weak interpreter, weak self, weak type] in
                guard let interpreter, let self, let type else { throw AppRaised(message: "the scenario has ended") }
                let range = interpreter.currentRange
                let made = try interpreter.construct(
                    type,
                    [
                        .init(
                            label: "frame", labelRange: nil, value: .rect(.zero), isTrailingClosure: false, range: range
                        )
                    ], range: range, calleeRange: range)
                guard case .instance(let instance) = made, let cell = instance.native as? UICollectionViewCell else {
                    throw AppRaised(message: "'\(type.name)' did not make a cell")
                }
                self.cellSerials[type.name, default: 0] += 1
                interpreter.name(made, "\(type.name)#\(self.cellSerials[type.name] ?? 0)")
                return cell
            }
        default:
            throw NativeError(
                .type,
                "register(_:forCellWithReuseIdentifier:) takes a UICollectionViewCell class such as TagCell.self, "
                    + "not a value of type \(value.typeName)",
                hint: "write collectionView.register(TagCell.self, forCellWithReuseIdentifier: \"\(identifier)\")")
        }
    }
}
