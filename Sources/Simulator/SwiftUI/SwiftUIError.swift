// Misuses of the SwiftUI model that SwiftUI itself would trap on or ignore silently.
import Foundation

/// A SwiftUI call made where SwiftUI does not allow it.
public struct SwiftUIError: Error, CustomStringConvertible {
    /// What went wrong and what to do.
    public var description: String

    init(_ description: String) {
        self.description = description
    }
}
