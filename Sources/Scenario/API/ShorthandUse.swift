import Foundation

/// A teaching shorthand a scenario used where UIKit has its own form (docs/prelude.swift): it
/// runs, but the scenario would not compile in Xcode without the prelude, so `layoutlab check`
/// warns at `location` and names the UIKit form.
public struct ShorthandUse: Hashable, Sendable {
    /// The statement that used it.
    public var location: SourceLocation
    /// The shorthand, as written: `UILabel(text:)`.
    public var shorthand: String
    /// What to write instead, in UIKit.
    public var uikit: String
}
