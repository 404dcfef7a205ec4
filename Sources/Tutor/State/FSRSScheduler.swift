import Foundation

/// FSRS-6 scheduling, the algorithm and default parameters of py-fsrs 6.x
/// (`fsrs.scheduler.Scheduler`, `DEFAULT_PARAMETERS`), with fuzz off so intervals are
/// deterministic. Each formula below names the py-fsrs method it mirrors; FSRSTests checks the
/// intervals against figures computed with py-fsrs 6.3.2
/// (Tests/Reference/fsrs_reference.py).
public struct FSRSScheduler: Sendable {
    /// py-fsrs 6.x `DEFAULT_PARAMETERS` (w0…w20); w20 is the decay.
    public static let defaultParameters: [Double] = [
        0.212, 1.2931, 2.3065, 8.2956, 6.4133, 0.8334, 3.0194, 0.001, 1.8722, 0.1666, 0.796,
        1.4835, 0.0614, 0.2629, 1.6483, 0.6014, 1.8729, 0.5425, 0.0912, 0.0658, 0.1542,
    ]
    static let stabilityMinimum = 0.001
    static let difficultyRange = 1.0...10.0

    /// The 21 weights.
    public let parameters: [Double]
    /// The retention intervals aim for (py-fsrs default 0.9).
    public let desiredRetention: Double
    /// Learning steps, in seconds (py-fsrs default 1 and 10 minutes).
    public let learningSteps: [TimeInterval]
    /// Relearning steps, in seconds (py-fsrs default 10 minutes).
    public let relearningSteps: [TimeInterval]
    /// The longest interval, in days (py-fsrs default 36500).
    public let maximumInterval: Int

    private let decay: Double
    private let factor: Double

    /// py-fsrs's defaults, fuzz off.
    public init(
        parameters: [Double] = FSRSScheduler.defaultParameters, desiredRetention: Double = 0.9,
        learningSteps: [TimeInterval] = [60, 600], relearningSteps: [TimeInterval] = [600], maximumInterval: Int = 36500
    ) {
        precondition(parameters.count == 21, "FSRS-6 has 21 parameters")
        self.parameters = parameters
        self.desiredRetention = desiredRetention
        self.learningSteps = learningSteps
        self.relearningSteps = relearningSteps
        self.maximumInterval = maximumInterval
        decay = -parameters[20]
        factor = pow(0.9, 1 / decay) - 1
    }

    private static let day: TimeInterval = 86_400

    /// Whole days from `earlier` to `later`, as Python's `timedelta.days` (rounded down).
    static func days(from earlier: Date, to later: Date) -> Int {
        let elapsed = (later.timeIntervalSince(earlier) / day).rounded(.down)
        return elapsed.isFinite ? Int(max(-1e9, min(1e9, elapsed))) : 0
    }

    /// The probability of recall at `date` (`get_card_retrievability`).
    public func retrievability(of card: FSRSCard, at date: Date) -> Double {
        guard let last = card.lastReview, let stability = card.stability else { return 0 }
        let elapsed = Double(max(0, FSRSScheduler.days(from: last, to: date)))
        return pow(1 + factor * elapsed / stability, decay)
    }

    /// The card after a review rated `rating` at `date` (`review_card`).
    public func review(_ card: FSRSCard, rating: FSRSRating, at date: Date) -> FSRSCard {
        var card = card
        let sinceLast = card.lastReview.map { FSRSScheduler.days(from: $0, to: date) }
        var interval: TimeInterval
        switch card.state {
        case .learning, .relearning:
            let steps = card.state == .learning ? learningSteps : relearningSteps
            let step = card.step ?? 0
            if let stability = card.stability, let difficulty = card.difficulty {
                if let sinceLast, sinceLast < 1 {
                    card.stability = shortTermStability(stability, rating)
                } else {
                    card.stability = nextStability(difficulty, stability, retrievability(of: card, at: date), rating)
                }
                card.difficulty = nextDifficulty(difficulty, rating)
            } else {
                card.stability = initialStability(rating)
                card.difficulty = clampDifficulty(initialDifficulty(rating))
            }
            let stability = card.stability ?? FSRSScheduler.stabilityMinimum
            func graduate() -> TimeInterval {
                card.state = .review
                card.step = nil
                return Double(nextInterval(stability)) * FSRSScheduler.day
            }
            if steps.isEmpty || (step >= steps.count && rating != .again) {
                interval = graduate()
            } else {
                switch rating {
                case .again:
                    card.step = 0
                    interval = steps[0]
                case .hard:
                    card.step = step
                    if step == 0 && steps.count == 1 {
                        interval = steps[0] * 1.5
                    } else if step == 0 {
                        interval = (steps[0] + steps[1]) / 2
                    } else {
                        interval = steps[min(step, steps.count - 1)]
                    }
                case .good:
                    if step + 1 == steps.count {
                        interval = graduate()
                    } else {
                        card.step = step + 1
                        interval = steps[min(step + 1, steps.count - 1)]
                    }
                case .easy:
                    interval = graduate()
                }
            }
        case .review:
            let stability = card.stability ?? FSRSScheduler.stabilityMinimum
            let difficulty = card.difficulty ?? initialDifficulty(.good)
            if let sinceLast, sinceLast < 1 {
                card.stability = shortTermStability(stability, rating)
            } else {
                card.stability = nextStability(difficulty, stability, retrievability(of: card, at: date), rating)
            }
            card.difficulty = nextDifficulty(difficulty, rating)
            if rating == .again && !relearningSteps.isEmpty {
                card.state = .relearning
                card.step = 0
                interval = relearningSteps[0]
            } else {
                interval = Double(nextInterval(card.stability ?? stability)) * FSRSScheduler.day
            }
        }
        card.due = date.addingTimeInterval(interval)
        card.lastReview = date
        return card
    }

    /// `_initial_stability`: w[rating-1].
    func initialStability(_ rating: FSRSRating) -> Double {
        max(parameters[rating.rawValue - 1], FSRSScheduler.stabilityMinimum)
    }

    /// `_initial_difficulty`: w4 − e^(w5·(rating−1)) + 1 (unclamped).
    func initialDifficulty(_ rating: FSRSRating) -> Double {
        parameters[4] - exp(parameters[5] * Double(rating.rawValue - 1)) + 1
    }

    func clampDifficulty(_ difficulty: Double) -> Double {
        min(max(difficulty, FSRSScheduler.difficultyRange.lowerBound), FSRSScheduler.difficultyRange.upperBound)
    }

    /// `_next_interval`: days until retrievability falls to the desired retention, rounded
    /// half to even as Python's `round`, at least 1, at most the maximum.
    func nextInterval(_ stability: Double) -> Int {
        let days = (stability / factor) * (pow(desiredRetention, 1 / decay) - 1)
        guard days.isFinite else { return maximumInterval }
        let rounded = days.rounded(.toNearestOrEven)
        return Int(min(max(rounded, 1), Double(maximumInterval)))
    }

    /// `_short_term_stability`: a same-day review, scaled by e^(w17·(rating−3+w18))·S^−w19.
    func shortTermStability(_ stability: Double, _ rating: FSRSRating) -> Double {
        var increase =
            exp(parameters[17] * (Double(rating.rawValue) - 3 + parameters[18])) * pow(stability, -parameters[19])
        if rating != .again { increase = max(increase, 1) }
        return max(stability * increase, FSRSScheduler.stabilityMinimum)
    }

    /// `_next_difficulty`: linear damping towards 10, then mean reversion to D0(easy).
    func nextDifficulty(_ difficulty: Double, _ rating: FSRSRating) -> Double {
        let delta = -(parameters[6] * (Double(rating.rawValue) - 3))
        let damped = difficulty + (10 - difficulty) * delta / 9
        let reverted = parameters[7] * initialDifficulty(.easy) + (1 - parameters[7]) * damped
        return clampDifficulty(reverted)
    }

    /// `_next_stability`: forgetting or recall stability, at least the minimum.
    func nextStability(_ difficulty: Double, _ stability: Double, _ retrievability: Double, _ rating: FSRSRating)
        -> Double
    {
        let next: Double
        if rating == .again {
            let longTerm =
                parameters[11] * pow(difficulty, -parameters[12]) * (pow(stability + 1, parameters[13]) - 1)
                * exp((1 - retrievability) * parameters[14])
            let shortTerm = stability / exp(parameters[17] * parameters[18])
            next = min(longTerm, shortTerm)
        } else {
            let hardPenalty = rating == .hard ? parameters[15] : 1
            let easyBonus = rating == .easy ? parameters[16] : 1
            next =
                stability
                * (1 + exp(parameters[8]) * (11 - difficulty) * pow(stability, -parameters[9])
                    * (exp((1 - retrievability) * parameters[10]) - 1) * hardPenalty * easyBonus)
        }
        return max(next, FSRSScheduler.stabilityMinimum)
    }
}
