/// Frees what a finished run leaves behind without recursing once per level.
///
/// Swift frees a value by releasing what it holds, and that release frees what *it* holds: a
/// chain of 60,000 scenario objects (`n.next = head`), 200,000 nested arrays (`a = [a]`), nested
/// structs or closures that each capture the one before are freed by one native call per link,
/// which overflows an 8 MiB stack. Here the contents of every container are moved onto one
/// flat list first, so whatever is freed last holds nothing but values already on the list.
enum ValueDisposal {
    /// Empties `values`, opening arrays, tuples, structs, class instances and closures as it
    /// goes so that no release reaches more than one level deep. Every array buffer and object is
    /// opened once (shared parts are reached many times but their contents pushed once).
    static func dispose(_ values: inout [Value]) {
        // Buffer addresses, only compared (safe: never dereferenced).
        var openedBuffers = Set<UnsafeRawPointer>()
        var openedObjects = Set<ObjectIdentifier>()
        while let value = values.popLast() {
            switch value {
            case .array(let items), .tuple(let items, _):
                // Safe: the address is only compared (which buffers were opened), never dereferenced;
                // every buffer in the set is kept alive by the values being disposed until the end.
                if let base = items.withUnsafeBufferPointer({ $0.baseAddress }),
                    openedBuffers.insert(UnsafeRawPointer(base)).inserted
                {
                    values.append(contentsOf: items)
                }
            case .structValue(let s):
                values.append(contentsOf: s.fields.values)
            case .instance(let instance):
                guard openedObjects.insert(ObjectIdentifier(instance)).inserted else { continue }
                values.append(contentsOf: instance.fields.values)
                instance.fields.removeAll()
            case .function(let function):
                guard openedObjects.insert(ObjectIdentifier(function)).inserted else { continue }
                if let selfValue = function.selfValue { values.append(selfValue) }
                var scope = function.environment
                while let s = scope, openedObjects.insert(ObjectIdentifier(s)).inserted {
                    s.removeAll(into: &values)
                    scope = s.parent
                }
            default:
                continue
            }
        }
    }
}
