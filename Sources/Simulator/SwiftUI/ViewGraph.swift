// The SwiftUI view graph of one hosting controller: identity, updates, and the layout pass.
import Foundation

/// Keeps the nodes of one SwiftUI hierarchy between updates. An update evaluates `body`s and
/// matches the new view values to the nodes by identity — structural position, `ForEach` id,
/// `if` branch — so nodes (and layouts' caches) survive. A layout whose subviews (count or
/// identity) or own properties changed gets `updateCache` before its next layout call; a new
/// proposal alone does not (fact 41). Sizing and placement are in `ViewGraph+Layout.swift`.
public final class ViewGraph {
    let context: SimulationContext
    /// The root view value to update to, and the event that set it.
    var pendingRoot: (view: ViewDescription, cause: Cause)?
    /// The root node after the last update.
    public private(set) var root: ViewNode?
    /// Every identity path seen, as numbers (`IdentityPaths`).
    private(set) var paths = IdentityPaths()
    /// Nodes by identity path number after the last update (nil where no node has that path).
    private var nodesByIdentity: [ViewNode?] = []
    /// The custom guides (`AlignmentID`s) some `.alignmentGuide` in the graph sets, so a view's
    /// dimensions list their explicit values.
    var customKeys: [AlignmentKey] = []
    /// The layout whose `placeSubviews` is running now (innermost last): `place` is only valid there.
    var placing: [ViewNode] = []
    /// Numbers the layout passes: size caches of earlier passes are stale.
    var pass = 0
    /// The context's trace, held here because the pass records tens of thousands of events.
    let trace: Trace
    /// The trace ids of each `SizingReason` (indexed by raw value) and of the method
    /// `sizeThatFits`, interned at the first sizing; `sizingByName` when the trace's method table
    /// was full, so events are recorded by their strings.
    var sizingReasonIDs: [UInt32] = []
    var sizeThatFitsMethodID: UInt16 = 0
    var sizingByName = false

    init(context: SimulationContext) {
        self.context = context
        trace = context.trace
    }

    /// Every node, depth first from the root.
    public var nodes: [ViewNode] { root?.subtree ?? [] }

    /// The first node named `name` (`Text("chip 3")`, `FlowLayout`) or a Text showing `name`.
    public func node(named name: String) -> ViewNode? {
        let all = nodes
        if let exact = all.first(where: { $0.name == name }) { return exact }
        return all.first { node in
            if case .text(let text, _) = node.kind { return text == name }
            return false
        }
    }

    // MARK: Update

    /// Evaluates the pending root's bodies and reconciles the nodes (inside the hosting view's layout).
    func updateIfNeeded() throws {
        guard let (view, cause) = pendingRoot else { return }
        pendingRoot = nil
        pass += 1
        paths.beginUpdate()
        let old = nodesByIdentity
        var seen = [ViewNode?](repeating: nil, count: paths.count)
        let items = try flatten(view, path: IdentityPaths.root, cause: cause)
        let node: ViewNode
        if items.count == 1 {
            node = try build(items[0], old: old, seen: &seen, cause: cause)
        } else {
            // Several views at the root: SwiftUI lays them out in an implicit VStack.
            let implicit = Item(
                path: paths.child(IdentityPaths.root, .implicit),
                view: .layout(.vStack(alignment: .center, spacing: nil), isAnyLayout: false, []))
            node = try build(implicit, old: old, seen: &seen, cause: cause, children: items)
        }
        root = node
        nodesByIdentity = seen
        compactPathsIfNeeded()
    }

    /// Drops the paths no node has any more once they are most of the table (each update's new
    /// `ForEach` ids add paths): the live nodes move to a fresh table, renumbered.
    private func compactPathsIfNeeded() {
        guard paths.count > 4 * nodesByIdentity.reduce(0, { $1 == nil ? $0 : $0 + 1 }) + 4096 else { return }
        let live = nodesByIdentity.compactMap { $0 }
        let (fresh, numbers) = paths.compacted(keeping: live.map(\.pathID))
        var byNumber = [ViewNode?](repeating: nil, count: fresh.count)
        for (node, number) in zip(live, numbers) {
            node.pathID = number
            node.paths = fresh
            byNumber[Int(number)] = node
        }
        paths = fresh
        nodesByIdentity = byNumber
    }

    /// One unary view with its identity path: what a container's subview list is made of.
    struct Item {
        var path: Int32
        var view: ViewDescription
    }

    /// Expands groups, `ForEach`, conditionals and custom views (evaluating their `body`) into
    /// the unary views a container lays out, each with its identity path.
    func flatten(_ view: ViewDescription, path: Int32, cause: Cause) throws -> [Item] {
        switch view {
        case .empty:
            return []
        case .group(let views):
            var items: [Item] = []
            for (i, child) in views.enumerated() {
                items += try flatten(child, path: paths.child(path, .index(i)), cause: cause)
            }
            return items
        case .forEach(let elements):
            var items: [Item] = []
            items.reserveCapacity(elements.count)
            // The element paths first: an element's view may hold another ForEach. SwiftUI warns
            // about duplicate ids and the views share identity; the model keeps the first.
            for (element, path) in zip(elements, paths.children(of: path, ids: elements.map(\.id))) {
                guard let path else { continue }
                if case .text = element.view {
                    items.append(Item(path: path, view: element.view))
                } else {
                    items += try flatten(element.view, path: path, cause: cause)
                }
            }
            return items
        case .conditional(let branch, let content):
            return try flatten(content, path: paths.child(path, .branch(branch)), cause: cause)
        case .custom(let custom):
            let body = try context.trace.call(
                level: .uikit, receiver: custom.name, method: "body", cause: cause, reason: "update"
            ) { _ in try custom.body() }
            return try flatten(body, path: paths.child(path, .custom(custom.name)), cause: cause)
        case .text, .color, .rectangle, .spacer, .layout, .modified:
            return [Item(path: path, view: view)]
        }
    }

    /// The node for a unary view: the old node with the same identity and type, updated, or a new one.
    func build(
        _ item: Item, old: [ViewNode?], seen: inout [ViewNode?], cause: Cause,
        children given: [Item]? = nil
    ) throws -> ViewNode {
        let typeName = item.view.typeName
        let previous = Int(item.path) < old.count ? old[Int(item.path)] : nil
        let reused = previous.flatMap { $0.typeName == typeName ? $0 : nil }
        let node: ViewNode
        switch item.view {
        case .text(let text, let fontSize):
            if let reused, case .text(let shown, let shownSize) = reused.kind, shown == text {
                // The same text: its name (and the name's trace id) stay.
                node = reused
                if shownSize.bitPattern != fontSize.bitPattern { node.kind = .text(text, fontSize: fontSize) }
            } else if let reused {
                node = reused
                node.kind = .text(text, fontSize: fontSize)
                node.name = Self.textName(text)
            } else {
                // Made with its kind (a node made empty and then given one measured its text twice).
                node = ViewNode(
                    text: text, fontSize: fontSize, path: item.path, in: paths, typeName: typeName,
                    name: Self.textName(text))
            }
            if !node.children.isEmpty { node.children = [] }
        case .color(let color):
            node = reused ?? ViewNode(kind: .empty, path: item.path, in: paths, typeName: typeName, name: "")
            node.kind = .color(color)
            node.name = "Color"
            node.children = []
        case .rectangle:
            node =
                reused ?? ViewNode(kind: .rectangle, path: item.path, in: paths, typeName: typeName, name: "Rectangle")
            node.children = []
        case .spacer(let minLength):
            node = reused ?? ViewNode(kind: .empty, path: item.path, in: paths, typeName: typeName, name: "Spacer")
            node.kind = .spacer(minLength: minLength)
            node.children = []
        case .layout(let kind, _, let content):
            node =
                reused ?? ViewNode(kind: .layout(kind), path: item.path, in: paths, typeName: typeName, name: kind.name)
            if case .layout(let previous) = node.kind, previous.name != kind.name {
                // An AnyLayout switched type: its children keep identity, the new layout starts a new cache.
                node.cache = nil
                node.cacheInvalidation = nil
            }
            node.kind = .layout(kind)
            if node.name != kind.name { node.name = kind.name }
            node.stackMemo = nil
            var items = given ?? []
            for (i, child) in content.enumerated() {
                items += try flatten(child, path: paths.child(item.path, .index(i)), cause: cause)
            }
            let oldIdentities = node.children.map(\.pathID)
            var children: [ViewNode] = []
            children.reserveCapacity(items.count)
            for child in items { children.append(try build(child, old: old, seen: &seen, cause: cause)) }
            let axis: Axis?
            switch kind {
            case .hStack: axis = .horizontal
            case .vStack: axis = .vertical
            default: axis = nil
            }
            for child in children { child.stackAxis = axis }
            node.children = children
            // Only a layout with a cache compares its properties at the next update, and only a
            // scenario layout makes one (`bringCacheUpToDate`): a stack's are not made (two
            // strings per stack, a twentieth of a first update).
            var properties = ""
            if case .custom = kind {
                properties = kind.properties
            } else if node.cache != nil {
                properties = kind.properties
            }
            if reused != nil, node.cache != nil {
                if children.map(\.pathID) != oldIdentities {
                    node.cacheInvalidation = ("subviewsChanged", cause)
                } else if properties != node.layoutProperties {
                    node.cacheInvalidation = ("layoutChanged", cause)
                }
            }
            node.layoutProperties = properties
            switch kind {
            case .custom(let layout):
                // On an axis its explicitAlignment answers, every guide may be explicit; on the others the
                // protocol's default merges the subviews' guides, so the subviews' explicit guides count.
                let merged: AlignmentGuides = children.reduce(into: []) { $0.formUnion($1.explicitGuides) }
                node.explicitGuides =
                    layout.implemented.contains(.explicitHorizontalAlignment)
                    ? .horizontalGuides : merged.intersection(.horizontalGuides)
                node.explicitGuides.formUnion(
                    layout.implemented.contains(.explicitVerticalAlignment)
                        ? .verticalGuides : merged.intersection(.verticalGuides))
            default:
                node.explicitGuides = children.reduce(into: []) { $0.formUnion($1.explicitGuides) }
            }
        case .modified(let content, let modifier):
            var items = try flatten(content, path: paths.child(item.path, .content), cause: cause)
            switch modifier {
            case .layoutPriority, .layoutValue:
                // A trait, not a layout: it rides on the view it modifies.
                let target: ViewNode
                if items.count == 1 {
                    target = try build(items[0], old: old, seen: &seen, cause: cause)
                } else {
                    target = try implicitStack(items, path: item.path, old: old, seen: &seen, cause: cause)
                }
                if case .layoutPriority(let priority) = modifier { target.priority = priority }
                if case .layoutValue(let key, let value) = modifier { target.layoutValues[key] = value }
                return target
            case .alignmentGuide(let key, _) where key.customID != nil && !customKeys.contains(key):
                customKeys.append(key)
            default:
                break
            }
            node =
                reused ?? ViewNode(kind: .modifier(modifier), path: item.path, in: paths, typeName: typeName, name: "")
            node.kind = .modifier(modifier)
            let child: ViewNode
            if items.count == 1 {
                child = try build(items.removeFirst(), old: old, seen: &seen, cause: cause)
            } else {
                // A unary modifier on several views wraps them in an implicit VStack, as SwiftUI does.
                child = try implicitStack(items, path: item.path, old: old, seen: &seen, cause: cause)
            }
            node.children = [child]
            let name = child.name + "." + modifier.name
            if node.name != name { node.name = name }
            node.explicitGuides = child.explicitGuides
            if case .alignmentGuide(let key, _) = modifier { node.explicitGuides.insert(key.guides) }
        case .empty, .group, .forEach, .conditional, .custom:
            node = reused ?? ViewNode(kind: .empty, path: item.path, in: paths, typeName: typeName, name: "EmptyView")
        }
        node.priority = 0
        if !node.layoutValues.isEmpty { node.layoutValues = [:] }
        if Int(item.path) >= seen.count {
            seen.append(contentsOf: repeatElement(nil, count: Int(item.path) + 1 - seen.count))
        }
        seen[Int(item.path)] = node
        return node
    }

    /// `Text("…")`, a Text's trace name, written into one buffer (two concatenations were a
    /// tenth of a first update).
    static func textName(_ text: String) -> String {
        let utf8 = text.utf8
        return String(unsafeUninitializedCapacity: utf8.count + 8) { buffer in
            var end = 0
            for byte in "Text(\"".utf8 {
                buffer[end] = byte
                end += 1
            }
            for byte in utf8 {
                buffer[end] = byte
                end += 1
            }
            for byte in "\")".utf8 {
                buffer[end] = byte
                end += 1
            }
            return end
        }
    }

    private func implicitStack(
        _ items: [Item], path: Int32, old: [ViewNode?], seen: inout [ViewNode?],
        cause: Cause
    ) throws -> ViewNode {
        let implicit = Item(
            path: paths.child(path, .implicit),
            view: .layout(.vStack(alignment: .center, spacing: nil), isAnyLayout: false, []))
        return try build(implicit, old: old, seen: &seen, cause: cause, children: items)
    }
}
