/// A protocol of the host frameworks (`View`, `Layout`) that scenario types conform to: what a
/// conformance must implement, checked when the type is declared, and the members the
/// protocol's extensions give every conforming value (SwiftUI's modifiers, `callAsFunction`).
final class HostProtocol {
    /// A method a conforming type must implement: its name and argument labels (nil for `_`).
    struct MethodRequirement {
        var name: String
        var labels: [String?]

        /// `placeSubviews(in:proposal:subviews:cache:)`.
        var signature: String { name + "(" + labels.map { ($0 ?? "_") + ":" }.joined() + ")" }
    }

    let name: String
    var requiredMethods: [MethodRequirement] = []
    /// Optional requirements (`tableView(_:heightForRowAt:)`): never missing, but a written
    /// method that matches one is not a near miss of a required one.
    var optionalMethods: [MethodRequirement] = []
    /// Properties a conforming type must have (stored or computed): `body` for `View`.
    var requiredProperties: [String] = []
    /// An Objective-C protocol of UIKit (`UITableViewDataSource`): it refines `NSObjectProtocol`,
    /// so only a class descending from `NSObject` (a UIKit class included) can adopt it.
    var isObjectiveC = false
    /// Turns a conforming value into the host value that carries the extension members, or nil
    /// when the value cannot be bridged now.
    var bridge: ((Interpreter, Value) throws -> Value?)?
    /// The host type an `extension` of the protocol adds its members to (`View`'s modifiers' type).
    var extensionType: NativeType?
    /// Static methods a conforming type must implement (`AlignmentID`'s `defaultValue(in:)`).
    var requiredStaticMethods: [MethodRequirement] = []
    /// Static properties a conforming type must declare (`LayoutValueKey`'s `defaultValue`).
    var requiredStaticProperties: [String] = []

    init(name: String) {
        self.name = name
    }
}
