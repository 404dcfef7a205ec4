import Cassowary

/// The workload of kiwi's `benchmarks/enaml_like_benchmark`: a form laid out by enaml, with
/// 37 variables, 111 constraints and `width`/`height` edit variables.
///
/// Reproduced as data so
/// the benchmark (`layoutlab-bench solver`) and the tests measure and check the same system.
///
/// kiwi's strengths are weighted doubles; here each becomes a UIKit priority in the same
/// order (required > strong > smedium > mmedium > medium > weak). At 400×600 the solution
/// is kiwi's: contents_right 390, midline 87, fl1width 303, lb1width 67, fl3top 569,
/// contents_bottom 590.
public struct EnamlWorkload {
    /// kiwi's named strengths and the priorities they map to.
    enum Strength {
        case required, strong, smedium, mmedium, medium, weak

        /// The UIKit priority standing for this strength.
        var priority: Priority {
            switch self {
            case .required: return .required
            case .strong: return 900
            case .smedium: return 600
            case .mmedium: return 300
            case .medium: return 250
            case .weak: return 10
            }
        }
    }

    /// One constraint: `Σ coefficient·variables[index] + constant ⋈ 0` at a strength.
    struct Row {
        let terms: [(Int, Double)]
        let constant: Double
        let relation: Relation
        let strength: Strength
    }

    /// The variable names; `width` and `height` (the first two) are the edit variables.
    static let names = [
        "width", "height", "left", "top", "contents_top", "lb3height", "ctleft", "cttop", "ctwidth",
        "ctheight", "fl3left", "fl3top", "fl3width", "fl3height", "lb1width", "lb2width", "lb2height",
        "fl2height", "lb3left", "fl2width", "lb3top", "lb3width", "fl1left", "fl1width", "fl2left",
        "fl1height", "fl1top", "lb2top", "contents_bottom", "contents_right", "contents_left", "midline",
        "lb1top", "lb1height", "lb1left", "fl2top", "lb2left",
    ]

    /// The 111 constraints, in kiwi's order.
    static let rows: [Row] = [
        Row(terms: [(2, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(1, 1)], constant: 0, relation: .equal, strength: .medium),
        Row(terms: [(3, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(0, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(1, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(3, -1), (4, 1)], constant: -10, relation: .equal, strength: .required),
        Row(terms: [(5, 1)], constant: -16, relation: .equal, strength: .strong),
        Row(terms: [(5, 1)], constant: -16, relation: .greaterThanOrEqual, strength: .strong),
        Row(terms: [(6, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(7, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(8, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(9, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(10, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(9, 1)], constant: -24, relation: .greaterThanOrEqual, strength: .smedium),
        Row(terms: [(8, 1)], constant: -16777200, relation: .lessThanOrEqual, strength: .smedium),
        Row(terms: [(9, 1)], constant: -24, relation: .lessThanOrEqual, strength: .smedium),
        Row(terms: [(11, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(12, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(13, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(14, 1)], constant: -67, relation: .equal, strength: .weak),
        Row(terms: [(15, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(16, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(17, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(18, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(19, 1)], constant: -125, relation: .greaterThanOrEqual, strength: .strong),
        Row(terms: [(17, 1)], constant: -21, relation: .equal, strength: .strong),
        Row(terms: [(17, 1)], constant: -21, relation: .greaterThanOrEqual, strength: .strong),
        Row(terms: [(20, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(21, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(22, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(23, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(14, 1)], constant: -67, relation: .greaterThanOrEqual, strength: .strong),
        Row(terms: [(24, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(15, 1)], constant: -66, relation: .equal, strength: .weak),
        Row(terms: [(15, 1)], constant: -66, relation: .greaterThanOrEqual, strength: .strong),
        Row(terms: [(16, 1)], constant: -16, relation: .equal, strength: .strong),
        Row(terms: [(25, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(26, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(27, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(27, -1), (20, 1), (16, -1)], constant: -10, relation: .equal, strength: .mmedium),
        Row(terms: [(20, -1), (5, -1), (11, 1)], constant: -10, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(20, -1), (5, -1), (11, 1)], constant: -10, relation: .equal, strength: .mmedium),
        Row(terms: [(28, 1), (13, -1), (11, -1)], constant: 0, relation: .equal, strength: .mmedium),
        Row(terms: [(26, 1), (4, -1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(26, 1), (4, -1)], constant: 0, relation: .equal, strength: .mmedium),
        Row(terms: [(28, 1), (13, -1), (11, -1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(2, -1), (0, -1), (29, 1)], constant: 10, relation: .equal, strength: .required),
        Row(terms: [(3, -1), (1, -1), (28, 1)], constant: 10, relation: .equal, strength: .required),
        Row(terms: [(2, -1), (30, 1)], constant: -10, relation: .equal, strength: .required),
        Row(terms: [(18, 1), (30, -1)], constant: 0, relation: .equal, strength: .mmedium),
        Row(terms: [(22, 1), (31, -1)], constant: 0, relation: .equal, strength: .strong),
        Row(terms: [(24, 1), (31, -1)], constant: 0, relation: .equal, strength: .strong),
        Row(terms: [(6, 1), (31, -1)], constant: 0, relation: .equal, strength: .strong),
        Row(terms: [(26, 1), (25, 0.5), (32, -1), (33, -0.5)], constant: 0, relation: .equal, strength: .strong),
        Row(terms: [(34, 1), (30, -1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(34, 1), (30, -1)], constant: 0, relation: .equal, strength: .mmedium),
        Row(terms: [(34, -1), (22, 1), (14, -1)], constant: -10, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(34, -1), (22, 1), (14, -1)], constant: -10, relation: .equal, strength: .mmedium),
        Row(terms: [(22, -1), (29, 1), (23, -1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(0, 1)], constant: 0, relation: .equal, strength: .medium),
        Row(terms: [(26, -1), (35, 1), (25, -1)], constant: -10, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(26, -1), (35, 1), (25, -1)], constant: -10, relation: .equal, strength: .mmedium),
        Row(terms: [(7, 1), (35, -1), (17, -1)], constant: -10, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(9, -1), (7, -1), (11, 1)], constant: -10, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(28, 1), (13, -1), (11, -1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(7, 1), (35, -1), (17, -1)], constant: -10, relation: .equal, strength: .mmedium),
        Row(terms: [(22, -1), (29, 1), (23, -1)], constant: 0, relation: .equal, strength: .mmedium),
        Row(terms: [(27, -1), (16, -0.5), (35, 1), (17, 0.5)], constant: 0, relation: .equal, strength: .strong),
        Row(terms: [(30, -1), (36, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(30, -1), (36, 1)], constant: 0, relation: .equal, strength: .mmedium),
        Row(terms: [(24, 1), (15, -1), (36, -1)], constant: -10, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(9, -1), (7, -1), (11, 1)], constant: -10, relation: .equal, strength: .mmedium),
        Row(terms: [(28, 1), (13, -1), (11, -1)], constant: 0, relation: .equal, strength: .mmedium),
        Row(terms: [(32, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(14, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(33, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(24, 1), (15, -1), (36, -1)], constant: -10, relation: .equal, strength: .mmedium),
        Row(terms: [(24, -1), (19, -1), (29, 1)], constant: 0, relation: .equal, strength: .mmedium),
        Row(terms: [(24, -1), (19, -1), (29, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(18, 1), (30, -1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(34, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(9, 0.5), (7, 1), (20, -1), (5, -0.5)], constant: 0, relation: .equal, strength: .strong),
        Row(terms: [(6, 1), (18, -1), (21, -1)], constant: -10, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(8, -1), (6, -1), (29, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(6, 1), (18, -1), (21, -1)], constant: -10, relation: .equal, strength: .mmedium),
        Row(terms: [(10, 1), (30, -1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(10, 1), (30, -1)], constant: 0, relation: .equal, strength: .mmedium),
        Row(terms: [(8, -1), (6, -1), (29, 1)], constant: 0, relation: .equal, strength: .mmedium),
        Row(terms: [(10, -1), (29, 1), (12, -1)], constant: 0, relation: .equal, strength: .mmedium),
        Row(terms: [(4, -1), (32, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(4, -1), (32, 1)], constant: 0, relation: .equal, strength: .mmedium),
        Row(terms: [(10, -1), (29, 1), (12, -1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(27, 1), (32, -1), (33, -1)], constant: -10, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(27, -1), (20, 1), (16, -1)], constant: -10, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(27, 1), (32, -1), (33, -1)], constant: -10, relation: .equal, strength: .mmedium),
        Row(terms: [(25, 1)], constant: -21, relation: .equal, strength: .strong),
        Row(terms: [(25, 1)], constant: -21, relation: .greaterThanOrEqual, strength: .strong),
        Row(terms: [(36, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(16, 1)], constant: -16, relation: .greaterThanOrEqual, strength: .strong),
        Row(terms: [(35, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(19, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(33, 1)], constant: -16, relation: .greaterThanOrEqual, strength: .strong),
        Row(terms: [(33, 1)], constant: -16, relation: .equal, strength: .strong),
        Row(terms: [(12, 1)], constant: -125, relation: .greaterThanOrEqual, strength: .strong),
        Row(terms: [(13, 1)], constant: -21, relation: .equal, strength: .strong),
        Row(terms: [(13, 1)], constant: -21, relation: .greaterThanOrEqual, strength: .strong),
        Row(terms: [(5, 1)], constant: 0, relation: .greaterThanOrEqual, strength: .required),
        Row(terms: [(8, 1)], constant: -119, relation: .greaterThanOrEqual, strength: .smedium),
        Row(terms: [(21, 1)], constant: -24, relation: .equal, strength: .weak),
        Row(terms: [(21, 1)], constant: -24, relation: .greaterThanOrEqual, strength: .strong),
        Row(terms: [(23, 1)], constant: -125, relation: .greaterThanOrEqual, strength: .strong),
    ]

    /// The solver holding the workload.
    public let solver: Solver
    /// The variables, in the order of ``variableNames``.
    public let variables: [Variable]

    /// Builds the solver: both edit variables (strong), then the 111 constraints.
    public init() {
        let variables = Self.names.map { Variable($0) }
        let solver = Solver()
        // Neither call can fail: the edit variables are new and optional.
        try? solver.addEditVariable(variables[0], priority: Strength.strong.priority)
        try? solver.addEditVariable(variables[1], priority: Strength.strong.priority)
        for row in Self.rows {
            let terms = row.terms.map { Term(variables[$0.0], coefficient: $0.1) }
            let constraint = Constraint(
                Expression(terms: terms, constant: row.constant), row.relation, priority: row.strength.priority)
            // kiwi's system is satisfiable; a failure would show in the checked values.
            try? solver.addConstraint(constraint)
        }
        self.solver = solver
        self.variables = variables
    }

    /// The variable names, in order.
    public static var variableNames: [String] { names }

    /// The constraints as plain data (terms as variable index and coefficient, constant,
    /// relation `==`/`<=`/`>=`, kiwi's strength name), so `make bench-compare` builds exactly
    /// the same system in kiwisolver.
    public static var constraintTable: [(terms: [(Int, Double)], constant: Double, relation: String, strength: String)]
    {
        rows.map { row in
            let relation: String
            switch row.relation {
            case .equal: relation = "=="
            case .lessThanOrEqual: relation = "<="
            case .greaterThanOrEqual: relation = ">="
            }
            return (row.terms, row.constant, relation, String(describing: row.strength))
        }
    }

    /// The width edit variable.
    public var width: Variable { variables[0] }
    /// The height edit variable.
    public var height: Variable { variables[1] }

    /// The variable called `name`, if there is one.
    public func variable(named name: String) -> Variable? {
        variables.first { $0.name == name }
    }

    /// Suggests a window size and solves: the step kiwi times.
    public func resize(width: Double, height: Double) {
        try? solver.suggestValue(width, for: self.width)
        try? solver.suggestValue(height, for: self.height)
        solver.updateVariables()
    }

    /// The values kiwi reports at 400×600, by variable name.
    public static let expectedAt400x600: [(name: String, value: Double)] = [
        ("contents_right", 390), ("midline", 87), ("fl1width", 303),
        ("lb1width", 67), ("fl3top", 569), ("contents_bottom", 590),
    ]
}
