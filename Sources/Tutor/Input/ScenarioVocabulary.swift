import Foundation

/// The words Tab completes for a question, taken from what the scenario *declares*, never
/// from what its run did: each name the code binds (`let a2 = UIView()`), followed by the
/// methods its type has (`a2.layoutSubviews`, `a2.setNeedsLayout`, …), and `vc.view` for a
/// view controller. Offering only the calls that happened would hand out the answer to
/// "which views get layoutSubviews?".
public enum ScenarioVocabulary {
    /// Methods a learner names in answers, by the UIKit class they belong to.
    static let viewMethods = [
        "layoutSubviews", "setNeedsLayout", "layoutIfNeeded", "updateConstraints", "setNeedsUpdateConstraints",
        "updateConstraintsIfNeeded", "draw", "setNeedsDisplay", "sizeThatFits", "intrinsicContentSize",
        "invalidateIntrinsicContentSize", "addSubview", "removeFromSuperview", "didMoveToSuperview", "didMoveToWindow",
        "layoutSublayers", "display",
    ]
    static let controllerMethods = [
        "viewWillLayoutSubviews", "viewDidLayoutSubviews", "updateViewConstraints", "loadView", "viewDidLoad",
        "viewWillAppear", "viewDidAppear",
    ]
    static let layerMethods = ["layoutSublayers", "setNeedsLayout", "layoutIfNeeded", "display", "setNeedsDisplay", "draw"]

    /// `name.method` words for every name `source` binds, and the bare names.
    public static func words(in source: String) -> [String] {
        let superclasses = declaredClasses(in: source)
        var words: [String] = []
        for (name, type) in bindings(in: source) {
            words.append(name)
            var root = type
            var seen = Set<String>()
            while let parent = superclasses[root], seen.insert(root).inserted { root = parent }
            let methods: [String]
            if root.hasSuffix("ViewController") || root.hasSuffix("Controller") {
                methods = controllerMethods
                words.append(name + ".view")
                words += viewMethods.map { "\(name).view.\($0)" }
            } else if root.hasSuffix("Layer") {
                methods = layerMethods
            } else if root.hasPrefix("UI") || root.hasPrefix("SK") || superclasses[type] != nil {
                methods = viewMethods
            } else {
                methods = []
            }
            words += methods.map { "\(name).\($0)" }
        }
        var seen = Set<String>()
        return words.filter { seen.insert($0).inserted }
    }

    /// `class Card: UIView` → Card: UIView.
    static func declaredClasses(in source: String) -> [String: String] {
        var result: [String: String] = [:]
        for line in source.split(separator: "\n") {
            let words = line.split(whereSeparator: { $0 == " " || $0 == ":" || $0 == "{" || $0 == "," }).map(String.init)
            if let index = words.firstIndex(of: "class"), index + 2 < words.count { result[words[index + 1]] = words[index + 2] }
        }
        return result
    }

    /// `let a1 = Card(…)`, `var x = UIView()`, `let a = UIView(), b = UIView()` → name and type
    /// (empty when the value is not a construction: `var total = 0`).
    static func bindings(in source: String) -> [(name: String, type: String)] {
        var result: [(String, String)] = []
        for line in source.split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard text.hasPrefix("let ") || text.hasPrefix("var ") else { continue }
            for clause in text.dropFirst(4).split(separator: ",") {
                let parts = clause.split(separator: "=", maxSplits: 1).map { $0.trimmingCharacters(in: .whitespaces) }
                guard parts.count == 2 else { continue }
                let name = parts[0].split(separator: ":").first.map { $0.trimmingCharacters(in: .whitespaces) } ?? ""
                let type = String(parts[1].prefix { $0.isLetter || $0.isNumber || $0 == "_" })
                guard !name.isEmpty, name.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" }) else { continue }
                result.append((name, type))
            }
        }
        return result
    }
}
