// Verdicts on a hitch time ratio, with the threshold set named (fact 36 asks which).

/// How bad a hitch time ratio is, by the thresholds of WWDC20 session 10077
/// ("Eliminate animation hitches with XCTest"): good below 5 ms/s, warning 5–10 ms/s,
/// critical above 10 ms/s. (Xcode Organizer uses another set — good ≤ 10, warning ≤ 25,
/// critical ≤ 50 — which the simulator does not report.)
public enum HitchRating: String, Hashable, Sendable, CaseIterable {
    /// Below 5 ms/s: hitches are rarely noticed.
    case good
    /// 5–10 ms/s: noticeable interruptions.
    case warning
    /// Above 10 ms/s: hitches dominate the experience.
    case critical

    /// The name of the threshold set, for reports and lessons.
    public static let thresholdSet = "WWDC20 10077 (good < 5 ms/s, warning 5–10, critical > 10)"

    /// The rating of `ratio` ms of hitch per second.
    public init(hitchTimeRatio ratio: Double) {
        if ratio < 5 {
            self = .good
        } else if ratio <= 10 {
            self = .warning
        } else {
            self = .critical
        }
    }
}
