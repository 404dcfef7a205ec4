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

    /// Creates limits; the defaults suit every lesson scenario.
    public init(maximumSteps: Int = 3_000_000, maximumCallDepth: Int = 200, maximumObjects: Int = 100_000,
                maximumCollectionSize: Int = 1_000_000) {
        self.maximumSteps = maximumSteps
        self.maximumCallDepth = maximumCallDepth
        self.maximumObjects = maximumObjects
        self.maximumCollectionSize = maximumCollectionSize
    }
}
