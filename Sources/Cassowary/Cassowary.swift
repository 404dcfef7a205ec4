// Cassowary: an incremental simplex constraint solver (Badros, Borning, Stuckey 2001)
// with UIKit's priorities (required = 1000, optional 1…999, strictly lexicographic).
