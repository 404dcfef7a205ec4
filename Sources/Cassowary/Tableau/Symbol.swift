/// A column of the simplex tableau: a user variable or one the solver made for a constraint.
///
/// Symbols are numbered by the solver that made them, in creation order. Every choice the
/// simplex makes breaks ties by this number, so results never depend on hash order and are
/// the same on every run (Bland's rule, which also rules out cycling).
struct Symbol: Hashable, Comparable {
    /// Index into the tableau's per-symbol arrays.
    let id: Int

    /// No symbol.
    static let invalid = Symbol(id: -1)

    /// Whether this names a real column.
    var isValid: Bool { id >= 0 }

    /// Creation order.
    static func < (lhs: Symbol, rhs: Symbol) -> Bool { lhs.id < rhs.id }

    /// What a symbol stands for; decides what the simplex may do with it.
    enum Kind: UInt8 {
        /// A user ``Variable``: unrestricted in sign, never leaves through the ratio test.
        case external
        /// The slack of an inequality (≥ 0), or the artificial variable of phase one.
        case slack
        /// One side of an optional constraint's violation (≥ 0), weighted in the objective.
        case error
        /// The marker of a required equality: fixed at zero, never enters the basis.
        case dummy
    }
}

/// Coefficients and constants closer to zero than this are zero: pivots leave rounding
/// residue that must not keep a symbol alive in a row.
let nearZeroTolerance = 1.0e-8

/// Whether `value` is zero within ``nearZeroTolerance``.
@inline(__always)
func nearZero(_ value: Double) -> Bool {
    value < nearZeroTolerance && value > -nearZeroTolerance
}
