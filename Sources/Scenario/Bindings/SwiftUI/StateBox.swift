import Foundation
import Simulator

/// The storage of one `@State` property at one view identity, and what a `Binding` made from it
/// (`$count`) reads and writes. A struct field holding a box reads as the box's value; a write
/// goes to the box and invalidates the view that owns the state (its body runs at the next
/// update), as SwiftUI's `State` does ("SwiftUI manages the storage … When the value changes,
/// SwiftUI updates the parts of the view hierarchy that depend on the value": Apple's
/// documentation of `State`).
final class StateBox {
    var value: Value
    /// The view whose state this is (nil for `Binding.constant`).
    weak var owner: ViewState?
    /// The property's name, for the trace (`Counter.count.set`).
    let property: String

    init(value: Value, owner: ViewState?, property: String) {
        self.value = value
        self.owner = owner
        self.property = property
    }
}
