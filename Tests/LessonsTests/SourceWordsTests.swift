import Foundation
import Testing

@testable import Lessons

/// `SourceWords` answers what the regular expressions it stands for answer, on sources built
/// from the pieces those expressions look at (and a line break, where `$` differs).
@Suite struct SourceWordsTests {
    static let pieces = [
        "wwdc ", "wwdc", "2018", "19", "20", "21", "1", "0", "9", " session", "s", " ", "  ", "tech talk", "tech talks",
        "(facts", "(fact", "(", ")", ",", "12", "x", "\n", "é", ";", "٣", "session ", "\u{301}", "\r\n",
    ]

    static func inputs(count: Int, length: Int) -> [String] {
        pseudoRandomTexts(from: pieces, count: count, length: length, seed: 0x9E37_79B9_7F4A_7C15)
            + ["wwdc 2018 session 220", "WWDC 2018 sessions 2", "tech talk 10875", "Apple docs (facts 1, 40)"]
    }

    @Test func sessionsAndTechTalksAreTheRegularExpressionsMatches() {
        for text in Self.inputs(count: 20_000, length: 9) {
            let lower = text.lowercased()
            #expect(
                SourceWords.namesSession(lower)
                    == (lower.range(of: #"wwdc (19|20)[0-9]{2} sessions? [0-9]+"#, options: .regularExpression) != nil),
                "\(text.debugDescription)")
            #expect(
                SourceWords.namesTechTalk(lower)
                    == (lower.range(of: #"tech talks? [0-9]+"#, options: .regularExpression) != nil),
                "\(text.debugDescription)")
        }
    }

    @Test func theFactsAsideIsTheRegularExpressionsMatch() {
        for text in Self.inputs(count: 20_000, length: 9) {
            let expected = text.range(of: #"\(facts? [0-9, ]+\)$"#, options: .regularExpression)?.lowerBound
            #expect(CourseLint.factsAside(in: text) == expected, "\(text.debugDescription)")
        }
    }
}
