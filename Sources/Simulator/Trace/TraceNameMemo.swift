// The name a view or layer records its events under, kept with its id in the trace.

/// A trace name and its id in the simulation's trace, kept by the object it names. A view's
/// events in one commit (`updateConstraints`, `layoutSublayersOfLayer`, `layoutSubviews`, its
/// layer's `setNeedsLayout`) then compare the name with the one kept, which for the same
/// string storage is one comparison of its two words, instead of hashing it into the trace's
/// name table; a 10k-view tree brings 20,000 names the table has not seen to its first commit.
struct TraceNameMemo {
    private var name = ""
    private var id = UInt32.max

    /// The id of `name` in `trace`: the one kept when `name` is the name kept, else a new one.
    /// A name kept once may have a second id in the table (from an event recorded by string);
    /// events read back the same text either way.
    mutating func id(of name: String, in trace: Trace) -> UInt32 {
        if id != .max && name == self.name { return id }
        self.name = name
        id = trace.uniqueNameID(name)
        return id
    }
}
