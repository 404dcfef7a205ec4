// Timing helpers shared by every benchmark: warm-up, several samples, min and median.
import Foundation

/// Summary of repeated timings of one workload, in seconds.
struct Measurement {
    var samples: [Double]
    var median: Double { let s = samples.sorted(); return s[s.count / 2] }
    var min: Double { samples.min() ?? 0 }
}

/// Runs `body` once to warm up, then `count` timed times on the monotonic clock.
func measure(samples count: Int = 7, _ body: () -> Void) -> Measurement {
    body()
    let clock = ContinuousClock()
    var samples: [Double] = []
    for _ in 0..<count {
        let elapsed = clock.measure(body)
        samples.append(Double(elapsed.components.seconds) + Double(elapsed.components.attoseconds) * 1e-18)
    }
    return Measurement(samples: samples)
}

/// Prints one JSON object on a line; keys are sorted so the output is stable.
func emitJSON(_ fields: [String: Any]) {
    if let data = try? JSONSerialization.data(withJSONObject: fields, options: [.sortedKeys]),
        let line = String(data: data, encoding: .utf8)
    {
        print(line)
    }
}
