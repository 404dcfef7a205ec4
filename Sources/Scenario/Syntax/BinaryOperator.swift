/// The binary operators of the subset; resolved when parsing so evaluation switches on an enum.
enum BinaryOperator: String, Sendable {
    case add = "+", subtract = "-", multiply = "*", divide = "/", remainder = "%"
    case less = "<", greater = ">", lessEqual = "<=", greaterEqual = ">=", equal = "==", notEqual = "!="
    case identical = "===", notIdentical = "!=="
    case and = "&&", or = "||", nilCoalescing = "??"
    case halfOpenRange = "..<", closedRange = "..."
    case bitAnd = "&", bitOr = "|", bitXor = "^", shiftLeft = "<<", shiftRight = ">>"
}
