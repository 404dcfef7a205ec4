// The name a raise event records, whichever layer the exception crossed on its way out.
import Foundation

/// An error that stands for an exception the simulated app raised, with that exception's name
/// (`NSInternalInconsistencyException`). An exception raised inside an app's own method (a data
/// source's `collectionView(_:viewForSupplementaryElementOfKind:at:)` calling a dequeue that
/// raises) reaches the run loop wrapped in the scenario language's error, which conforms, so the
/// trace's raise event keeps UIKit's name instead of a bare "error".
public protocol NamedException: Error {
    /// The exception's name; nil when the error is not an exception the app raised.
    var exceptionName: String? { get }
}

extension SimulatedException: NamedException {
    public var exceptionName: String? { name }
}
