/// Reading the layers a learner names in an answer about layers, the way the tutor's trace
/// shows them: a view's layer is `banner.layer`, a standalone layer its own name (`dot`). A
/// question that lists one Core Animation method's calls (`layerCalls("addAnimation")`) takes
/// the call (`banner.layer.addAnimation`), the layer (`banner.layer`, `dot`) or the view that
/// owns the layer (`banner`); a question that lists views by their layers (`avatar`) takes the
/// layer's name too (`avatar.layer`).
enum LayerNames {
    /// How one item of an answer about `method` calls reads.
    enum Reading: Equatable {
        /// The call it names (`banner.layer.addAnimation`).
        case call(String)
        /// A bare name the scenario does not have: a typo, with the nearest name it has.
        case unknown(ScenarioVocabulary.Unknown)
        /// Read it as written (a call of the method, or something else the usual checks judge).
        case asWritten
    }

    /// `item` as a call of `method`: a view's name → its layer's call, a layer's name → its call.
    static func call(named item: String, method: String, vocabulary: ScenarioVocabulary?) -> Reading {
        let lowered = item.lowercased()
        if lowered.hasSuffix("." + method.lowercased()) { return .asWritten }
        guard let vocabulary, !vocabulary.receivers.isEmpty else {
            // Without the scenario's names only the layer form is sure: `banner.layer`.
            return lowered.hasSuffix(".layer") ? .call(item + "." + method) : .asWritten
        }
        let named = vocabulary.receiver(matching: lowered)
        // A view: its layer is `name.layer`, which the scenario's vocabulary lists beside it.
        if let (_, receiver) = named, receiver.isView,
            let (layer, _) = vocabulary.receiver(matching: lowered + ".layer")
        {
            return .call(layer + "." + method)
        }
        // A layer: a view's (`banner.layer`) or a standalone one (`dot`).
        if let (name, receiver) = named, !receiver.isView,
            receiver.typeName == "CALayer"
                || receiver.methods.contains(where: { $0.lowercased() == method.lowercased() })
        {
            return .call(name + "." + method)
        }
        // A bare word the scenario does not have: say which name was meant.
        if !item.utf8.contains(UInt8(ascii: ".")), named == nil, let unknown = vocabulary.check(item, isCall: false) {
            return .unknown(unknown)
        }
        return .asWritten
    }

    /// `avatar.layer` → `avatar` when the scenario has a view `avatar`; anything else as written.
    static func owner(of item: String, vocabulary: ScenarioVocabulary?) -> String {
        guard item.lowercased().hasSuffix(".layer") else { return item }
        let owner = String(item.dropLast(".layer".count))
        guard let vocabulary else { return owner }
        return vocabulary.receiver(matching: owner)?.receiver.isView == true ? owner : item
    }

    /// The one method a query lists layer calls of (`trace.after("x").layerCalls("addAnimation")`
    /// → `addAnimation`); nil when it lists none, several, or several methods at once.
    static func method(inQuery query: String?) -> String? {
        guard let query else { return nil }
        var methods: Set<String> = []
        var rest = Substring(query)
        while let open = rest.range(of: "layerCalls(") {
            let arguments = rest[open.upperBound...].prefix { $0 != ")" }
            let parts = arguments.split(separator: ",")
            guard parts.count == 1 else { return nil }
            let name = String(parts[0]).trimming(" \"")
            guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { return nil }
            methods.insert(name)
            rest = rest[open.upperBound...]
        }
        return methods.count == 1 ? methods.first : nil
    }
}
