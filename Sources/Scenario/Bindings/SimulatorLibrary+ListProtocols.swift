/// UIKit's Objective-C protocols for lists and scroll views, checked when a scenario class
/// adopts one, as the Swift compiler checks them: a required method missing (or written with
/// other argument labels) is "type 'Source' does not conform to protocol 'UITableViewDataSource'",
/// and only a class descending from NSObject can adopt one (UITableView.h, UICollectionView.h,
/// UIScrollView.h: `@protocol UITableViewDataSource<NSObject>` with `@required` and `@optional`).
extension SimulatorLibrary {
    /// Each protocol: required methods, then optional ones, as `name(label:label:)`.
    static let listProtocols: [(name: String, required: [String], optional: [String])] = [
        (
            "UIScrollViewDelegate", [],
            [
                "scrollViewDidScroll(_:)", "scrollViewWillBeginDragging(_:)",
                "scrollViewDidEndDragging(_:willDecelerate:)",
                "scrollViewDidEndDecelerating(_:)", "scrollViewDidChangeAdjustedContentInset(_:)",
            ]
        ),
        (
            "UITableViewDataSource", ["tableView(_:numberOfRowsInSection:)", "tableView(_:cellForRowAt:)"],
            [
                "numberOfSections(in:)", "tableView(_:titleForHeaderInSection:)", "tableView(_:canEditRowAt:)",
            ]
        ),
        (
            "UITableViewDelegate", [],
            [
                "tableView(_:heightForRowAt:)", "tableView(_:estimatedHeightForRowAt:)",
                "tableView(_:willDisplay:forRowAt:)",
                "tableView(_:didEndDisplaying:forRowAt:)", "tableView(_:didSelectRowAt:)",
                "scrollViewDidScroll(_:)", "scrollViewDidChangeAdjustedContentInset(_:)",
            ]
        ),
        (
            "UITableViewDataSourcePrefetching", ["tableView(_:prefetchRowsAt:)"],
            ["tableView(_:cancelPrefetchingForRowsAt:)"]
        ),
        (
            "UICollectionViewDataSource",
            ["collectionView(_:numberOfItemsInSection:)", "collectionView(_:cellForItemAt:)"],
            [
                "numberOfSections(in:)", "collectionView(_:viewForSupplementaryElementOfKind:at:)",
            ]
        ),
        (
            "UICollectionViewDelegate", [],
            [
                "collectionView(_:willDisplay:forItemAt:)", "collectionView(_:didEndDisplaying:forItemAt:)",
                "collectionView(_:didSelectItemAt:)", "scrollViewDidScroll(_:)",
            ]
        ),
        (
            "UICollectionViewDelegateFlowLayout", [],
            [
                "collectionView(_:layout:sizeForItemAt:)", "collectionView(_:layout:minimumLineSpacingForSectionAt:)",
                "collectionView(_:layout:referenceSizeForHeaderInSection:)",
                "collectionView(_:layout:referenceSizeForFooterInSection:)",
                "collectionView(_:willDisplay:forItemAt:)", "scrollViewDidScroll(_:)",
            ]
        ),
        // Core Animation's, checked the same way (CAAnimation.h: `@protocol CAAnimationDelegate <NSObject>`).
        ("CAAnimationDelegate", [], ["animationDidStart(_:)", "animationDidStop(_:finished:)"]),
        (
            "UICollectionViewDataSourcePrefetching", ["collectionView(_:prefetchItemsAt:)"],
            [
                "collectionView(_:cancelPrefetchingForItemsAt:)"
            ]
        ),
    ]

    /// `listProtocols` with each signature read into a requirement: once per process, not once
    /// per run (reading them was a third of installing the bindings).
    static let listProtocolRequirements:
        [(name: String, required: [HostProtocol.MethodRequirement], optional: [HostProtocol.MethodRequirement])] =
            listProtocols.map { entry in
                func requirement(_ signature: String) -> HostProtocol.MethodRequirement {
                    let name = String(signature.prefix { $0 != "(" })
                    let labels = signature.dropFirst(name.count + 1).dropLast().split(separator: ":").map {
                        $0 == "_" ? nil : String($0)
                    }
                    return HostProtocol.MethodRequirement(name: name, labels: labels)
                }
                return (entry.name, entry.required.map(requirement), entry.optional.map(requirement))
            }

    func installListProtocols(_ registrations: BindingRegistrations) {
        for entry in Self.listProtocolRequirements {
            let adopted = HostProtocol(name: entry.name)
            adopted.isObjectiveC = true
            adopted.requiredMethods = entry.required
            adopted.optionalMethods = entry.optional
            registrations.protocols[entry.name] = adopted
        }
    }
}
