/// Deterministic pseudo-random texts joined from `pieces` (1 to `length` of them each), for the
/// tests that compare a fast path with the path it stands for on inputs built to find a
/// difference.
func pseudoRandomTexts(from pieces: [String], count: Int, length: Int, seed: UInt64) -> [String] {
    var state = seed
    func next() -> Int {
        state = state &* 6364136223846793005 &+ 1442695040888963407
        return Int(truncatingIfNeeded: state >> 33)
    }
    return (0..<count).map { _ in (0..<(1 + next() % length)).map { _ in pieces[next() % pieces.count] }.joined() }
}
