/// A host value type (`UIColor`, `TraceEvent`, `TraceSlice` …) carried as a host object, so its
/// binding can give it members like any other UIKit object.
final class HostValue<T> {
    let value: T
    init(_ value: T) { self.value = value }
}
