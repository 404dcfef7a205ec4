/// What the calls running now need to know of each other: how deep they are, the host `super`
/// implementations of the overrides running, the `&x` arguments to copy back, and the
/// property observers running.
struct CallStack {
    /// Calls running now (checked against `ScenarioLimits.maximumCallDepth`).
    var depth = 0
    /// Host `super` implementations of the overrides running now (innermost last): `super.layoutSubviews()`
    /// inside an override the simulator called runs UIKit's own implementation, not the override again.
    var superCalls: [(object: ObjectIdentifier, method: String, call: ([Value]) throws -> Value)] = []
    /// `&x` arguments of the calls running now: where to copy each inout parameter back to.
    var inoutWriteBacks: [(target: Expression, box: Box, env: Environment)] = []
    /// Calls with `&` arguments running now (`&` is only valid as such an argument).
    var inoutDepth = 0
    /// Properties whose observers run now (an observer setting its own property does not re-run them).
    var activeObservers: Set<String> = []
}
