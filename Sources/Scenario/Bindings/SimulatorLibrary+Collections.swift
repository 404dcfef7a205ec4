import Foundation
import Simulator

/// `UICollectionView`, `UICollectionViewCell`, the flow and compositional layouts and their
/// attributes (facts 88–91, prefetching 93–94): a data source and delegate written in the scenario, called by the
/// collection view as UIKit calls them.
extension SimulatorLibrary {
    func installCollections(_ registrations: BindingRegistrations) {
        for type in [
            collectionView, collectionReusableView, collectionViewCell, collectionViewLayout, flowLayout,
            compositionalLayout, layoutAttributes,
            layoutDimension, layoutSize, layoutItem, layoutGroup, layoutSection, listConfiguration,
            compositionalConfiguration, boundarySupplementaryItem,
        ] {
            registrations.register(type)
        }
        nameable(collectionView)
        nameable(collectionReusableView)
        nameable(collectionViewCell)
        installCollectionView(registrations)
        installCollectionCell()
        installFlowLayout()
        installCompositionalLayout(registrations)
    }

    private func cv(_ value: Value) throws -> UICollectionView {
        try Self.object(value, UICollectionView.self, "the collection view")
    }

    private func installCollectionView(_ registrations: BindingRegistrations) {
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
            return .host(
                self.collectionView, UICollectionView(self.simulation, frame: frame, collectionViewLayout: layout))
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
            let make = try self.reusableFactory(
                i, args[0], base: self.collectionViewCell, as: UICollectionViewCell.self,
                wrong:
                    "register(_:forCellWithReuseIdentifier:) takes a UICollectionViewCell class such as TagCell.self",
                hint: "write collectionView.register(TagCell.self, forCellWithReuseIdentifier: \"\(identifier)\")"
            ) { UICollectionViewCell($0, frame: .zero) }
            try cv(this).register(identifier: identifier, make: make)
            return .void
        }
        collectionView.staticProperties["elementKindSectionHeader"] = { _ in
            .string(UICollectionView.elementKindSectionHeader)
        }
        collectionView.staticProperties["elementKindSectionFooter"] = { _ in
            .string(UICollectionView.elementKindSectionFooter)
        }
        collectionView.method("register", [nil, "forSupplementaryViewOfKind", "withReuseIdentifier"]) {
            i, this, args in
            let kind = try Convert.string(args[1], "'forSupplementaryViewOfKind'")
            let identifier = try Convert.string(args[2], "'withReuseIdentifier'")
            guard !identifier.isEmpty, !kind.isEmpty else {
                throw AppRaised(
                    message:
                        "NSInvalidArgumentException: must pass a valid reuse identifier to -[UICollectionView registerClass:forSupplementaryViewOfKind:withReuseIdentifier:]"
                )
            }
            let make = try self.reusableFactory(
                i, args[0], base: self.collectionReusableView, as: UICollectionReusableView.self,
                wrong:
                    "register(_:forSupplementaryViewOfKind:withReuseIdentifier:) takes a UICollectionReusableView class "
                    + "such as TitleHeader.self",
                hint:
                    "write collectionView.register(TitleHeader.self, forSupplementaryViewOfKind: "
                    + "UICollectionView.elementKindSectionHeader, withReuseIdentifier: \"\(identifier)\")"
            ) { UICollectionReusableView($0, frame: .zero) }
            try cv(this).register(supplementaryKind: kind, identifier: identifier, make: make)
            return .void
        }
        collectionView.method("dequeueReusableSupplementaryView", ["ofKind", "withReuseIdentifier", "for"]) {
            i, this, args in
            let kind = try Convert.string(args[0], "'ofKind'")
            let identifier = try Convert.string(args[1], "'withReuseIdentifier'")
            let path = try self.indexPath(args[2], "'for'")
            return try Self.uikit {
                self.wrap(
                    i,
                    try cv(this).dequeueReusableSupplementaryView(
                        ofKind: kind, withReuseIdentifier: identifier, for: path))
            }
        }
        collectionView.method("supplementaryView", ["forElementKind", "at"]) { i, this, args in
            let kind = try Convert.string(args[0], "'forElementKind'")
            return self.wrap(
                i, try cv(this).supplementaryView(forElementKind: kind, at: try self.indexPath(args[1], "'at'")))
        }
        collectionView.method("visibleSupplementaryViews", ["ofKind"]) { i, this, args in
            let kind = try Convert.string(args[0], "'ofKind'")
            return .array(try cv(this).visibleSupplementaryViews(ofKind: kind).map { self.wrap(i, $0) })
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
        collectionView.method("scrollToItem", ["at", "at", "animated"]) { _, this, args in
            let path = try self.indexPath(args[0], "'at'")
            let position = try Self.scrollPosition(args[1])
            let animated = try Convert.bool(args[2], "'animated'")
            try Self.uikit { try cv(this).scrollToItem(at: path, at: position, animated: animated) }
            return .void
        }
    }

    private func installCollectionCell() {
        func cell(_ value: Value) throws -> UICollectionViewCell {
            try Self.object(value, UICollectionViewCell.self, "the cell")
        }
        collectionViewCell.initializer(["frame"]) { i, _, args in
            try i.noteObjectCreated()
            return .host(
                self.collectionViewCell,
                UICollectionViewCell(self.simulation, frame: try Convert.rect(args[0], "'frame'")))
        }
        collectionViewCell.property("contentView") { i, this in self.wrap(i, try cell(this).contentView) }
        collectionReusableView.initializer(["frame"]) { i, _, args in
            try i.noteObjectCreated()
            return .host(
                self.collectionReusableView,
                UICollectionReusableView(self.simulation, frame: try Convert.rect(args[0], "'frame'")))
        }
        collectionReusableView.property("reuseIdentifier") { _, this in
            try Self.object(this, UICollectionReusableView.self, "the reusable view").reuseIdentifier.map {
                .string($0)
            } ?? .null
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
        flowLayout.property(
            "scrollDirection", get: { _, this in .symbol(try flow(this).scrollDirection.rawValue) },
            set: { _, this, value in
                try flow(this).scrollDirection = try Self.scrollDirection(value, "'scrollDirection'")
            })
        let pins: [(String, ReferenceWritableKeyPath<UICollectionViewFlowLayout, Bool>)] = [
            ("sectionHeadersPinToVisibleBounds", \.sectionHeadersPinToVisibleBounds),
            ("sectionFootersPinToVisibleBounds", \.sectionFootersPinToVisibleBounds),
        ]
        for (name, path) in pins {
            flowLayout.property(
                name, get: { _, this in .bool(try flow(this)[keyPath: path]) },
                set: { _, this, value in try flow(this)[keyPath: path] = try Convert.bool(value, "'\(name)'") })
        }
        let sizes: [(String, ReferenceWritableKeyPath<UICollectionViewFlowLayout, CGSize>)] = [
            ("itemSize", \.itemSize), ("estimatedItemSize", \.estimatedItemSize),
            ("headerReferenceSize", \.headerReferenceSize), ("footerReferenceSize", \.footerReferenceSize),
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

    private func installCompositionalLayout(_ registrations: BindingRegistrations) {
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
            registrations.implicitMemberOwners[name] = layoutDimension
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
        func configuration(_ value: Value) throws -> UICollectionViewCompositionalLayoutConfiguration {
            try Self.object(value, UICollectionViewCompositionalLayoutConfiguration.self, "the configuration")
        }
        compositionalLayout.initializer(["section", "configuration"]) { i, _, args in
            try i.noteObjectCreated()
            return .host(
                self.compositionalLayout,
                UICollectionViewCompositionalLayout(
                    section: try section(args[0]), configuration: try configuration(args[1])))
        }
        func compositional(_ value: Value) throws -> UICollectionViewCompositionalLayout {
            try Self.object(value, UICollectionViewCompositionalLayout.self, "the compositional layout")
        }
        compositionalLayout.property(
            "configuration",
            get: { _, this in .host(self.compositionalConfiguration, try compositional(this).configuration) },
            set: { _, this, value in try compositional(this).configuration = try configuration(value) })
        compositionalConfiguration.initializer([]) { i, _, _ in
            try i.noteObjectCreated()
            return .host(self.compositionalConfiguration, UICollectionViewCompositionalLayoutConfiguration())
        }
        compositionalConfiguration.property(
            "scrollDirection", get: { _, this in .symbol(try configuration(this).scrollDirection.rawValue) },
            set: { _, this, value in
                try configuration(this).scrollDirection = try Self.scrollDirection(value, "'scrollDirection'")
            })
        compositionalConfiguration.property(
            "interSectionSpacing", get: { _, this in .double(Double(try configuration(this).interSectionSpacing)) },
            set: { _, this, value in
                try configuration(this).interSectionSpacing = CGFloat(
                    try Convert.double(value, "'interSectionSpacing'"))
            })
        let alignments = NSRectAlignment.allCases.map(\.rawValue)
        boundarySupplementaryItem.initializer(["layoutSize", "elementKind", "alignment"]) { i, _, args in
            try i.noteObjectCreated()
            let kind = try Convert.string(args[1], "'elementKind'")
            let alignment = try Convert.symbol(args[2], "NSRectAlignment", in: alignments)
            return .host(
                self.boundarySupplementaryItem,
                NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: try size(args[0], "'layoutSize'"), elementKind: kind,
                    alignment: NSRectAlignment(rawValue: alignment) ?? .top))
        }
        func boundaryItem(_ value: Value) throws -> NSCollectionLayoutBoundarySupplementaryItem {
            try Self.object(value, NSCollectionLayoutBoundarySupplementaryItem.self, "the boundary supplementary item")
        }
        boundarySupplementaryItem.property("elementKind") { _, this in .string(try boundaryItem(this).elementKind) }
        boundarySupplementaryItem.property("alignment") { _, this in .symbol(try boundaryItem(this).alignment.rawValue)
        }
        boundarySupplementaryItem.property(
            "pinToVisibleBounds", get: { _, this in .bool(try boundaryItem(this).pinToVisibleBounds) },
            set: { _, this, value in
                try boundaryItem(this).pinToVisibleBounds = try Convert.bool(value, "'pinToVisibleBounds'")
            })
        boundarySupplementaryItem.property("layoutSize") { _, this in
            .host(self.layoutSize, HostValue(try boundaryItem(this).layoutSize))
        }
        layoutSection.property(
            "boundarySupplementaryItems",
            get: { _, this in
                .array(try section(this).boundarySupplementaryItems.map { .host(self.boundarySupplementaryItem, $0) })
            },
            set: { _, this, value in
                try section(this).boundarySupplementaryItems = try Convert.array(value, "'boundarySupplementaryItems'")
                    .prefix(100).map { try boundaryItem($0) }
            })
        let behaviors = NSCollectionLayoutSection.OrthogonalScrollingBehavior.allCases.map(\.rawValue)
        layoutSection.property(
            "orthogonalScrollingBehavior",
            get: { _, this in .symbol(try section(this).orthogonalScrollingBehavior.rawValue) },
            set: { _, this, value in
                // `.none` may read as Optional's: either way it is the behavior's.
                let name =
                    value.isNone
                    ? "none"
                    : try Convert.symbol(value, "UICollectionLayoutSectionOrthogonalScrollingBehavior", in: behaviors)
                try section(this).orthogonalScrollingBehavior =
                    NSCollectionLayoutSection.OrthogonalScrollingBehavior(rawValue: name) ?? .none
            })
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

    /// A `UICollectionView.ScrollPosition`: one name (`.centeredHorizontally`) or an array of them.
    static func scrollPosition(_ value: Value) throws -> UICollectionView.ScrollPosition {
        let names = UICollectionView.ScrollPosition.named.map(\.0)
        let given: [Value]
        if case .array(let elements) = value { given = Array(elements.prefix(6)) } else { given = [value] }
        var position: UICollectionView.ScrollPosition = []
        for element in given {
            let name = try Convert.symbol(element, "UICollectionView.ScrollPosition", in: names)
            if let named = UICollectionView.ScrollPosition.named.first(where: { $0.0 == name }) {
                position.insert(named.1)
            }
        }
        return position
    }

    /// `.vertical` or `.horizontal`, as `UICollectionView.ScrollDirection`.
    static func scrollDirection(_ value: Value, _ what: String) throws -> UICollectionView.ScrollDirection {
        let name = try Convert.symbol(
            value, what, in: UICollectionView.ScrollDirection.allCases.map(\.rawValue))
        return UICollectionView.ScrollDirection(rawValue: name) ?? .vertical
    }

    /// How the collection view makes a view of a registered class (a cell, a header or footer):
    /// `init(frame:)`, as UIKit initializes a registered class (model: with a zero frame; the
    /// layout sizes it). `base` is the class the registered one must descend from.
    private func reusableFactory<View: UICollectionReusableView>(
        _ interpreter: Interpreter, _ value: Value, base: NativeType, as _: View.Type, wrong: String, hint: String,
        plain: @escaping (Simulation) -> View
    ) throws -> () throws -> View {
        switch value {
        case .type(.native(let type)) where type === base:
            // Weak: the collection view keeps this closure in the simulation, which the library owns.
            return { [weak interpreter, weak self] in
                guard let self else { throw AppRaised(message: "the scenario has ended") }
                // The simulation is the library's: a closure kept in the simulation must not hold it.
                let view = plain(self.simulation)
                interpreter?.name(.host(base, view), view.traceName)
                return view
            }
        case .type(.script(let type)) where type.superNative?.isSubtype(of: base) == true:
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
                guard case .instance(let instance) = made, let view = instance.native as? View else {
                    throw AppRaised(message: "'\(type.name)' did not make a \(base.name)")
                }
                self.cellSerials[type.name, default: 0] += 1
                interpreter.name(made, "\(type.name)#\(self.cellSerials[type.name] ?? 0)")
                return view
            }
        default:
            throw NativeError(.type, wrong + ", not a value of type \(value.typeName)", hint: hint)
        }
    }
}
