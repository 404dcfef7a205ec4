/// The host's bindings a run was given beyond the standard library: the UIKit and SwiftUI
/// bindings of its simulation, the host protocols scenario types may conform to, and the
/// types bare member calls resolve to.
struct HostBindings {
    /// The UIKit bindings of this run's simulation.
    var simulatorLibrary: SimulatorLibrary?
    /// Host protocols scenario types may conform to (`View`, `Layout`): what a conformance
    /// requires, and the members the protocol's extensions give a conforming value.
    var protocols: [String: HostProtocol] = [:]
    /// Static methods a call such as `.fractionalWidth(1.0)` resolves to: Swift finds an implicit
    /// member on the parameter's type, which the scenario language does not know, so a binding
    /// names the one type whose static method a bare member call means.
    var implicitMemberOwners: [String: NativeType] = [:]
    /// The host types this run's extensions grew, with their members before the first: the
    /// types serve the library's next run, which must not see them.
    var extendedTypes: [NativeType.Members] = []
}
