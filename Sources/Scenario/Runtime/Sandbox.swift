import Simulator

/// What a run has used of the sandbox's limits (`ScenarioLimits`): steps, objects, and the
/// memory, time and interrupt budget it shares with its simulation. The call depth is the
/// call stack's (`CallStack.depth`).
struct Sandbox {
    /// Steps executed (statements, loop iterations and calls).
    var steps = 0
    /// `options.limits.maximumSteps`, read on every step.
    let maximumSteps: Int
    /// Objects created.
    var objectCount = 0
    /// The run's memory, time and interrupt budget, shared with its simulation.
    var budget: ResourceBudget?
}
