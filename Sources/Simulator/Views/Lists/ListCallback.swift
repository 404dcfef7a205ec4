// The data source and delegate methods a table or collection view calls on app objects.
import Foundation

/// A method of `UITableViewDataSource`, `UITableViewDelegate`, the prefetching protocols or
/// `UIScrollViewDelegate` that a list calls on the app's data source or delegate. The raw value
/// is the Swift declaration name; `traceMethod` is what the trace records.
public enum ListCallback: String, Sendable, CaseIterable {
    case numberOfSections = "numberOfSections(in:)"
    case numberOfRows = "tableView(_:numberOfRowsInSection:)"
    case cellForRow = "tableView(_:cellForRowAt:)"
    case heightForRow = "tableView(_:heightForRowAt:)"
    case estimatedHeightForRow = "tableView(_:estimatedHeightForRowAt:)"
    case willDisplay = "tableView(_:willDisplay:forRowAt:)"
    case didEndDisplaying = "tableView(_:didEndDisplaying:forRowAt:)"
    case prefetchRows = "tableView(_:prefetchRowsAt:)"
    case cancelPrefetchingRows = "tableView(_:cancelPrefetchingForRowsAt:)"
    case numberOfItems = "collectionView(_:numberOfItemsInSection:)"
    case cellForItem = "collectionView(_:cellForItemAt:)"
    case sizeForItem = "collectionView(_:layout:sizeForItemAt:)"
    case referenceSizeForHeader = "collectionView(_:layout:referenceSizeForHeaderInSection:)"
    case referenceSizeForFooter = "collectionView(_:layout:referenceSizeForFooterInSection:)"
    case viewForSupplementary = "collectionView(_:viewForSupplementaryElementOfKind:at:)"
    case willDisplayItem = "collectionView(_:willDisplay:forItemAt:)"
    case didEndDisplayingItem = "collectionView(_:didEndDisplaying:forItemAt:)"
    case prefetchItems = "collectionView(_:prefetchItemsAt:)"
    case cancelPrefetchingItems = "collectionView(_:cancelPrefetchingForItemsAt:)"
    case scrollViewDidScroll = "scrollViewDidScroll(_:)"
    case didChangeAdjustedContentInset = "scrollViewDidChangeAdjustedContentInset(_:)"
    /// `CAAnimationDelegate` (fact 84): not a list's, but called on app objects the same way.
    case animationDidStart = "animationDidStart(_:)"
    case animationDidStop = "animationDidStop(_:finished:)"

    /// The trace's name: the label that says what is asked (`cellForRowAt`, `numberOfRowsInSection`).
    public var traceMethod: String {
        switch self {
        case .numberOfSections: return "numberOfSections"
        case .numberOfRows: return "numberOfRowsInSection"
        case .cellForRow: return "cellForRowAt"
        case .heightForRow: return "heightForRowAt"
        case .estimatedHeightForRow: return "estimatedHeightForRowAt"
        case .willDisplay: return "willDisplay"
        case .didEndDisplaying: return "didEndDisplaying"
        case .prefetchRows: return "prefetchRowsAt"
        case .cancelPrefetchingRows: return "cancelPrefetchingForRowsAt"
        case .numberOfItems: return "numberOfItemsInSection"
        case .cellForItem: return "cellForItemAt"
        case .sizeForItem: return "sizeForItemAt"
        case .referenceSizeForHeader: return "referenceSizeForHeaderInSection"
        case .referenceSizeForFooter: return "referenceSizeForFooterInSection"
        case .viewForSupplementary: return "viewForSupplementaryElementOfKind"
        case .willDisplayItem: return "willDisplay"
        case .didEndDisplayingItem: return "didEndDisplaying"
        case .prefetchItems: return "prefetchItemsAt"
        case .cancelPrefetchingItems: return "cancelPrefetchingForItemsAt"
        case .scrollViewDidScroll: return "scrollViewDidScroll"
        case .didChangeAdjustedContentInset: return "scrollViewDidChangeAdjustedContentInset"
        case .animationDidStart: return "animationDidStart"
        case .animationDidStop: return "animationDidStop"
        }
    }

    /// The method's base name and argument labels (nil for `_`).
    public var parts: (name: String, labels: [String?]) {
        let name = String(rawValue.prefix { $0 != "(" })
        let labels = rawValue.dropFirst(name.count + 1).dropLast().split(separator: ":").map {
            $0 == "_" ? nil : String($0)
        }
        return (name, labels)
    }
}

/// An app object a list calls (a data source, delegate or prefetching data source), implemented
/// by the scenario interpreter for instances of scenario classes.
///
/// | callback | arguments | result |
/// |---|---|---|
/// | `numberOfSections` | `[list]` | `Int` |
/// | `numberOfRows` | `[list, Int]` | `Int` |
/// | `cellForRow` | `[list, IndexPath]` | `UITableViewCell` |
/// | `numberOfItems` | `[list, Int]` | `Int` |
/// | `cellForItem` | `[list, IndexPath]` | `UICollectionViewCell` |
/// | `sizeForItem` | `[list, layout, IndexPath]` | `CGSize` |
/// | `referenceSizeForHeader`, `referenceSizeForFooter` | `[list, layout, Int]` | `CGSize` |
/// | `viewForSupplementary` | `[list, String, IndexPath]` | `UICollectionReusableView` |
/// | `willDisplayItem`, `didEndDisplayingItem` | `[list, cell, IndexPath]` | ignored |
/// | `heightForRow`, `estimatedHeightForRow` | `[list, IndexPath]` | `CGFloat` |
/// | `willDisplay`, `didEndDisplaying` | `[list, cell, IndexPath]` | ignored |
/// | `prefetchRows`, `cancelPrefetchingRows` | `[list, [IndexPath]]` | ignored |
/// | `prefetchItems`, `cancelPrefetchingItems` | `[list, [IndexPath]]` | ignored |
/// | `scrollViewDidScroll`, `didChangeAdjustedContentInset` | `[scroll view]` | ignored |
/// | `animationDidStart`, `animationDidStop` | `[animation]`, `[animation, Bool]` | ignored |
public protocol ListCallbackTarget: AnyObject {
    /// The name the trace gives the object (`source`, `vc`).
    var traceName: String { get }
    /// Whether the object's class implements the method (optional methods may be missing).
    func implements(_ callback: ListCallback) -> Bool
    /// Calls the method; errors are the app's (a scenario runtime error ends the turn).
    func call(_ callback: ListCallback, arguments: [Any]) throws -> Any
}
