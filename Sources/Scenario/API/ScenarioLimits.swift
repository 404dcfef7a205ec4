import Simulator

/// The sandbox limits that end a runaway scenario with a diagnostic instead of hanging or
/// exhausting memory. The defaults stop an infinite loop in well under 2 s (release build).
public struct ScenarioLimits: Sendable, Equatable {
    /// Statements, loop iterations and calls the interpreter may execute.
    public var maximumSteps: Int
    /// Nested calls of scenario functions, methods and closures.
    public var maximumCallDepth: Int
    /// Objects (views, controllers, class instances) a scenario may create.
    public var maximumObjects: Int
    /// Elements of one array and characters of one string.
    public var maximumCollectionSize: Int
    /// Bytes (estimated) of trace events, prints, marks, frames, strings and arrays together.
    public var maximumBytes: Int
    /// Wall-clock seconds for the whole run, for work the step counter does not see (a solver
    /// with thousands of constraints); nil for none. Debug builds run about ten times slower,
    /// so their default is ten times longer.
    public var maximumSeconds: Double?

    #if DEBUG
        /// The default time limit of this build.
        public static let defaultSeconds = 15.0
    #else
        /// The default time limit of this build.
        public static let defaultSeconds = 1.5
    #endif

    /// Creates limits; the defaults suit every lesson scenario.
    public init(
        maximumSteps: Int = 3_000_000, maximumCallDepth: Int = 200, maximumObjects: Int = 100_000,
        maximumCollectionSize: Int = 1_000_000, maximumBytes: Int = ResourceBudget.defaultBytes,
        maximumSeconds: Double? = ScenarioLimits.defaultSeconds
    ) {
        self.maximumBytes = maximumBytes
        self.maximumSeconds = maximumSeconds
        self.maximumSteps = maximumSteps
        self.maximumCallDepth = maximumCallDepth
        self.maximumObjects = maximumObjects
        self.maximumCollectionSize = maximumCollectionSize
    }
}
