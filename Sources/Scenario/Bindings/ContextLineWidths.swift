import Foundation
import Simulator

/// The line width of each live `CGContext` (`setLineWidth(_:)`), a part of Core Graphics'
/// drawing state the simulator's context does not keep. Entries hold their context weakly, so a
/// new context at a reused address starts at the default width of 1 point.
final class ContextLineWidths {
    private struct Entry {
        weak var context: CGContext?
        var width: CGFloat
    }

    private var entries: [ObjectIdentifier: Entry] = [:]

    /// The width set on `context`, or Core Graphics' default of 1.
    func width(of context: CGContext) -> CGFloat {
        guard let entry = entries[ObjectIdentifier(context)], entry.context === context else { return 1 }
        return entry.width
    }

    /// Forgets every context, at the end of a run.
    func removeAll() {
        entries = [:]
    }

    /// Sets `context`'s width, forgetting contexts that have gone.
    func set(_ width: CGFloat, on context: CGContext) {
        entries = entries.filter { $0.value.context != nil }
        entries[ObjectIdentifier(context)] = Entry(context: context, width: width)
    }
}
