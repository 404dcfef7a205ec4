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

    // Identity and lifetime (docs/swiftui.md, "Identity and lifetime", "When body runs").
    /// The root view value of the last update: an update for a state change starts from it again.
    var currentRoot: ViewDescription?
    /// Whether the pending update sets a new root value (`rootView`): the root view's body runs.
    var rootChanged = true
    /// Per custom view identity (the path of its body): its state, last inputs and body.
    var states: [Int32: ViewState] = [:]
    /// Numbers the updates and GeometryReader content builds (`ViewState.stamp`, `ViewNode.stamp`).
    var updateStamp = 0
    /// The GeometryReader whose content is being built now (its views' states belong to it).
    var buildingReader: Int32?
    /// The GeometryReaders the last update met (their content's states live on).
    var readersMet: Set<Int32> = []
    /// The nodes with a lifecycle modifier (`.onAppear` …) after the last update.
    var lifecycleNodes: [ViewNode] = []
    /// The lifecycle actions the last update made due: run after the pass, in this order.
    var dueActions: [(owner: String, method: String, reason: String, run: () throws -> Void)] = []
    /// Whether the hosting view runs the SwiftUI pass now: a state change then updates again
    /// in the same pass instead of marking the view.
    var isInPass = false
    /// Set by the hosting controller: marks its view as needing layout (an update is due).
    var onNeedsUpdate: ((Cause) -> Void)?
    /// The cause of the last update (what its lifecycle actions are caused by).
    var updateCause = Cause.none

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
        updateStamp += 1
        updateCause = cause
        currentRoot = view
        defer { rootChanged = false }
        paths.beginUpdate()
        let old = nodesByIdentity
        var seen = [ViewNode?](repeating: nil, count: paths.count)
        let previousLifecycle = lifecycleNodes
        lifecycleNodes = []
        readersMet = []
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
        endLifetimes(previousLifecycle: previousLifecycle)
        compactPathsIfNeeded()
    }

    /// A state change (or an observed property's) made an update due: the next pass runs it,
    /// starting from the root value of the last update.
    func scheduleUpdate(cause: Cause) {
        if pendingRoot == nil, let currentRoot { pendingRoot = (currentRoot, cause) }
        if !isInPass { onNeedsUpdate?(cause) }
    }

    /// After an update: the views whose identity the update did not meet are gone — their state
    /// ends and their `onDisappear` actions are due (before the new views' `onAppear`s, which
    /// `build` made due). Views inside a GeometryReader that is still there live on: its content
    /// is built at layout.
    private func endLifetimes(previousLifecycle: [ViewNode]) {
        for (key, state) in states where state.stamp != updateStamp {
            if let reader = state.reader, readersMet.contains(reader) { continue }
            state.end()
            states[key] = nil
        }
        var disappeared: [(owner: String, method: String, reason: String, run: () throws -> Void)] = []
        var met = Set<ObjectIdentifier>()
        for node in previousLifecycle where node.stamp != updateStamp && met.insert(ObjectIdentifier(node)).inserted {
            if case .modifier(.lifecycle(.disappear(let action))) = node.kind {
                disappeared.append((node.owner, "onDisappear", "disappear", action))
            }
        }
        dueActions = disappeared + dueActions
    }

    /// Runs the lifecycle actions the last update made due, each a trace event
    /// (`Detail.onAppear`, reason `appear`) caused by the update's cause.
    /// They run in three groups, each in tree order (docs/swiftui.md, fact 103): every
    /// `onDisappear`, then every `onAppear`, then every `onChange`, whatever order the update
    /// met them in.
    func runDueActions() throws {
        let groups = ["onDisappear", "onAppear", "onChange"]
        let actions = groups.flatMap { method in dueActions.filter { $0.method == method } }
        dueActions = []
        for action in actions {
            try trace.call(
                level: .uikit, receiver: action.owner, method: action.method, cause: updateCause,
                reason: action.reason
            ) { _ in try action.run() }
        }
    }

    /// Builds a GeometryReader's content at layout: `content`'s views are matched by identity to
    /// the nodes the reader had (their states live on), and become its children.
    func rebuildContent(of reader: ViewNode, _ content: ViewDescription) throws {
        paths.beginUpdate()
        updateStamp += 1
        let previousLifecycle = reader.subtree.dropFirst().filter {
            if case .modifier(.lifecycle) = $0.kind { return true }; return false
        }
        if !previousLifecycle.isEmpty {
            // Listed again below if they are still there.
            let previous = Set(previousLifecycle.map(ObjectIdentifier.init))
            lifecycleNodes.removeAll { previous.contains(ObjectIdentifier($0)) }
        }
        let outer = buildingReader
        buildingReader = reader.pathID
        defer { buildingReader = outer }
        let contentPath = paths.child(reader.pathID, .content)
        let items = try flatten(content, path: contentPath, cause: updateCause)
        var seen = nodesByIdentity
        var children: [ViewNode] = []
        for item in items { children.append(try build(item, old: nodesByIdentity, seen: &seen, cause: updateCause)) }
        reader.children = children
        nodesByIdentity = seen
        for (key, state) in states where state.reader == reader.pathID && state.stamp != updateStamp {
            state.end()
            states[key] = nil
        }
        var disappeared: [(owner: String, method: String, reason: String, run: () throws -> Void)] = []
        for node in previousLifecycle where node.stamp != updateStamp {
            if case .modifier(.lifecycle(.disappear(let action))) = node.kind {
                disappeared.append((node.owner, "onDisappear", "disappear", action))
            }
        }
        dueActions = disappeared + dueActions
    }

    /// Drops the paths no node has any more once they are most of the table (each update's new
    /// `ForEach` ids add paths): the live nodes move to a fresh table, renumbered.
    private func compactPathsIfNeeded() {
        guard paths.count > 4 * nodesByIdentity.reduce(0, { $1 == nil ? $0 : $0 + 1 }) + 4096 else { return }
        let live = nodesByIdentity.compactMap { $0 }
        let stateKeys = Array(states.keys)
        let (fresh, numbers) = paths.compacted(
            keeping: live.map(\.pathID) + stateKeys
                + states.values.compactMap(\.reader))
        var byNumber = [ViewNode?](repeating: nil, count: fresh.count)
        var renumbered: [Int32: Int32] = [:]
        for (node, number) in zip(live, numbers) {
            renumbered[node.pathID] = number
            node.pathID = number
            node.paths = fresh
            byNumber[Int(number)] = node
        }
        var moved: [Int32: ViewState] = [:]
        for (key, number) in zip(stateKeys, numbers.dropFirst(live.count)) {
            guard let state = states[key] else { continue }
            moved[number] = state
            if let reader = state.reader { state.reader = renumbered[reader] }
        }
        states = moved
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
        case .identified(let id, let content):
            // `.id(_:)`: the id is part of the path, so a new id is a new view (new state, new nodes).
            return try flatten(content, path: paths.child(path, .explicitID(id)), cause: cause)
        case .custom(let custom):
            let key = paths.child(path, .custom(custom.name))
            return try flatten(
                try body(of: custom, key: key, isRoot: path == IdentityPaths.root, cause: cause), path: key,
                cause: cause)
        case .text, .color, .rectangle, .spacer, .divider, .geometryReader, .layout, .modified:
            return [Item(path: path, view: view)]
        }
    }

    /// The body of the custom view at identity `key`: evaluated (a traced `Counter.body`) when
    /// the identity is new (reason `appear`), the root value was set (`rootView`), its state or
    /// an observable property its body read changed (`state`, `observed`; caused by that
    /// change), or its inputs differ from the last evaluation's (`inputs`); otherwise the body
    /// the last evaluation returned, unchanged (WWDC21 "Demystify SwiftUI"; WWDC23 "Demystify
    /// SwiftUI performance").
    private func body(of custom: any CustomView, key: Int32, isRoot: Bool, cause: Cause) throws -> ViewDescription {
        let state: ViewState
        var reason: String?
        var bodyCause = cause
        if let existing = states[key], existing.name == custom.name {
            state = existing
        } else {
            state = ViewState(name: custom.name, graph: self)
            states[key] = state
            reason = "appear"
        }
        state.stamp = updateStamp
        state.reader = buildingReader
        if reason == nil {
            if isRoot && rootChanged {
                reason = "rootView"
            } else if let (why, because) = state.invalidation {
                reason = why
                bodyCause = because
            } else if state.body == nil || !custom.hasSameInputs(as: state) {
                reason = "inputs"
            }
        }
        guard let reason else { return state.body ?? .empty }
        state.invalidation = nil
        custom.recordInputs(in: state)
        let body = try trace.call(
            level: .uikit, receiver: custom.name, method: "body", cause: bodyCause, reason: reason
        ) { _ in
            try custom.body(in: state)
        }
        state.body = body
        return body
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
        case .divider:
            node = reused ?? ViewNode(kind: .divider, path: item.path, in: paths, typeName: typeName, name: "Divider")
            node.children = []
        case .geometryReader(let content):
            node =
                reused ?? ViewNode(kind: .empty, path: item.path, in: paths, typeName: typeName, name: "GeometryReader")
            node.kind = .geometryReader(content)
            readersMet.insert(item.path)
            // Its content is built at layout; until then the content of the last layout lives on.
            for kept in node.subtree.dropFirst() {
                kept.stamp = updateStamp
                if Int(kept.pathID) < seen.count, kept.paths === paths { seen[Int(kept.pathID)] = kept }
                if case .modifier(.lifecycle) = kept.kind { lifecycleNodes.append(kept) }
            }
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
            if case .lifecycle(let action) = modifier {
                lifecycleNodes.append(node)
                noteLifecycle(node, action, content: content, isNew: reused == nil)
            }
            let child: ViewNode
            if items.count == 1 {
                child = try build(items.removeFirst(), old: old, seen: &seen, cause: cause)
            } else {
                // A unary modifier on several views wraps them in an implicit VStack, as SwiftUI does.
                child = try implicitStack(items, path: item.path, old: old, seen: &seen, cause: cause)
            }
            node.children = [child]
            var name = child.name + "." + modifier.name
            if case .button(let title, _) = modifier { name = "Button(\"" + title + "\")" }
            if node.name != name { node.name = name }
            node.explicitGuides = child.explicitGuides
            if case .alignmentGuide(let key, _) = modifier { node.explicitGuides.insert(key.guides) }
        case .empty, .group, .forEach, .conditional, .custom, .identified:
            node = reused ?? ViewNode(kind: .empty, path: item.path, in: paths, typeName: typeName, name: "EmptyView")
        }
        node.stamp = updateStamp
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

    /// A lifecycle modifier met in an update: `onAppear` is due when its view is new, `onChange`
    /// when its value's text differs from the last update's (or, with `initial`, when new).
    private func noteLifecycle(_ node: ViewNode, _ action: LifecycleAction, content: ViewDescription, isNew: Bool) {
        let owner = Self.ownerName(content)
        node.owner = owner
        switch action {
        case .appear(let run):
            if isNew { dueActions.append((owner, "onAppear", "appear", run)) }
        case .disappear:
            break
        case .change(let key, let value, let initial, let run):
            if let (oldKey, oldValue) = node.changeValue, !isNew {
                if oldKey != key { dueActions.append((owner, "onChange", "changed", { try run(oldValue, value) })) }
            } else if initial {
                dueActions.append((owner, "onChange", "initial", { try run(value, value) }))
            }
            node.changeValue = (key, value)
        }
    }

    /// How the trace names the view a lifecycle modifier is on: a custom view by its type
    /// (`Detail`), a Text by its string, a modified view as `Text("a").padding` (other lifecycle
    /// modifiers left out: `Text("a").onAppear {…}.onDisappear {…}` is `Text("a")` for both).
    static func ownerName(_ view: ViewDescription) -> String {
        switch view {
        case .custom(let custom): return custom.name
        case .text(let text, _): return textName(text)
        case .identified(_, let content): return ownerName(content)
        case .modified(let content, .lifecycle): return ownerName(content)
        case .modified(let content, let modifier): return ownerName(content) + "." + modifier.name
        default: return view.typeName
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
