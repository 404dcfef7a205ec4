import Simulator

/// How to run a scenario: the file positions are reported in, the sandbox limits, the display.
public struct ScenarioOptions: Sendable, Equatable {
    /// The file diagnostics name: the scenario file, or the `.yaml` lesson that embeds it.
    public var fileName: String
    /// Lines before the scenario's first line in `fileName` (a YAML block scalar starts below its key).
    public var lineOffset: Int
    /// Columns before the scenario's text on every line (a YAML block scalar's indentation).
    public var columnOffset: Int
    /// Sandbox limits.
    public var limits: ScenarioLimits
    /// The simulated display's refresh rate in Hz (60, or 120 for ProMotion).
    public var refreshRate: Int
    /// Whether Ctrl-C (SIGINT) stops the run with a limit diagnostic instead of ending the
    /// process: set by `layoutlab run` and the tutor's `:run`, never by library users (the
    /// handler is process-wide).
    public var stopsOnInterrupt = false
    /// Whether each mark keeps the view tree as it stands then, for a picture of the tree at a
    /// mark (`Simulation.keepsTreesAtMarks`): set by `layoutlab run --dot` and `:picture`.
    public var keepsTreesAtMarks = false
    /// The kinds of choice at which the simulator takes the other possibility where it chooses
    /// what UIKit leaves undefined or undocumented (`Simulation.otherChoices`): `layoutlab check`
    /// runs a scenario both ways to find answers that rest on such a choice.
    public var otherChoices: Set<ModelChoice.Kind> = []
    /// Whether layout passes record the frames the solver picks in ambiguous layouts as model
    /// choices (`Simulation.recordsAmbiguousLayouts`): set by grading and `layoutlab check`.
    public var recordsAmbiguousLayouts = false

    /// Creates options; a scenario embedded at line 12, indented 6 spaces, of `lesson.yaml` is
    /// `ScenarioOptions(fileName: "lesson.yaml", lineOffset: 11, columnOffset: 6)`.
    public init(
        fileName: String = "scenario.swift", lineOffset: Int = 0, columnOffset: Int = 0,
        limits: ScenarioLimits = ScenarioLimits(), refreshRate: Int = 60
    ) {
        self.fileName = fileName
        self.lineOffset = lineOffset
        self.columnOffset = columnOffset
        self.limits = limits
        self.refreshRate = refreshRate
    }
}
