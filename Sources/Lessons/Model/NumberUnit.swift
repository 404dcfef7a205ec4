/// The unit of a `number` question; learners may type it after the number or leave it out.
public enum NumberUnit: String, CaseIterable, Sendable, Codable {
    /// Milliseconds of simulated time.
    case ms
    /// Display frames (VSync intervals).
    case frames
    /// Bytes (e.g. a backing store's size).
    case bytes
    /// Points.
    case pt
}
