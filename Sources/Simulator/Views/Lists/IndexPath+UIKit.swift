// UIKit's extension of Foundation's IndexPath for tables and collections.
import Foundation

extension IndexPath {
    /// `IndexPath(row:section:)`, as UIKit adds it for table views.
    public init(row: Int, section: Int) { self.init(indexes: [section, row]) }
    /// `IndexPath(item:section:)`, as UIKit adds it for collection views.
    public init(item: Int, section: Int) { self.init(indexes: [section, item]) }
    /// The section (index 0).
    public var section: Int { count > 0 ? self[0] : 0 }
    /// The row in the section (index 1).
    public var row: Int { count > 1 ? self[1] : 0 }
    /// The item in the section (index 1), for collection views.
    public var item: Int { row }
    /// `[0, 3]`, as Swift prints an index path.
    public var listText: String { "[" + map(String.init).joined(separator: ", ") + "]" }
}
