// The name a view or layer records its events under, kept with its id in the trace.

/// A trace name and its id in the simulation's trace, kept by the object it names. A view's
/// events in one commit (`updateConstraints`, `layoutSublayersOfLayer`, `layoutSubviews`, its
/// layer's `setNeedsLayout`) then compare the name with the one kept, which for the same
/// string storage is one comparison of its two words, instead of hashing it into the trace's
/// name table; a 10k-view tree brings 20,000 names the table has not seen to its first commit.
struct TraceNameMemo {
    private var key = ""
    private var isLayerOfView = false
    private var id = UInt32.max

    /// The id of `name` in `trace`: the one kept when `name` is the name kept, else a new one.
    /// A name kept once may have a second id in the table (from an event recorded by string);
    /// events read back the same text either way.
    mutating func id(of name: String, in trace: Trace) -> UInt32 {
        id(key: name, isLayerOfView: false, in: trace)
    }

    /// The id of the name of the layer of the view named `viewName` (`a.layer`), kept by the
    /// view's name: the trace stores the view's name and makes `a.layer` only when an event is
    /// read, and a new id is taken only when the view's name changes.
    mutating func id(ofLayerOfView viewName: String, in trace: Trace) -> UInt32 {
        id(key: viewName, isLayerOfView: true, in: trace)
    }

    private mutating func id(key: String, isLayerOfView: Bool, in trace: Trace) -> UInt32 {
        if id != .max && isLayerOfView == self.isLayerOfView && key == self.key { return id }
        self.key = key
        self.isLayerOfView = isLayerOfView
        id = isLayerOfView ? trace.uniqueNameID(layerOfView: key) : trace.uniqueNameID(key)
        return id
    }
}
