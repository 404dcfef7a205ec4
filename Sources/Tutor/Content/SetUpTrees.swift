import Lessons

/// The set-up trees one lesson's check has drawn, by scenario and set-up code: questions on
/// the same scenario and moment run the same lines up to it, and `ShownTextCheck` asks each
/// of them for its `:code` tree. Runs are deterministic, so one run serves them all. Used by
/// one thread, for one lesson.
final class SetUpTrees {
    /// What a set-up run gave: its view tree with frames, nil when it did not complete; and
    /// whether it turned the run loop or ran a pass.
    struct Drawn {
        let tree: TreeDiagram?
        let startsRun: Bool
    }

    private var drawn: [String: Drawn] = [:]

    /// The tree of `scenario`'s set-up `code`, drawn by `draw` the first time.
    func tree(of scenario: String, code: String, draw: () -> Drawn) -> Drawn {
        let key = scenario + "\u{0}" + code
        if let known = drawn[key] { return known }
        let made = draw()
        drawn[key] = made
        return made
    }
}
