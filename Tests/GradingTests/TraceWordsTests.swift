import Foundation
import Grading
import Lessons
import Testing

/// Issue 25: the trace excerpt of grades and quizzes, like the tutor's trace listing, is in the
/// learner's language except for API and flag names. Every reason a shipped scenario's trace
/// records is a word of TraceWords' Korean and Chinese tables, or a name that stays as written.
@Test func everyRecordedReasonIsWordedOrAName() throws {
    let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    let library = LessonLibrary.load(paths: [repository.appendingPathComponent("lessons").path])
    let grader = Grader(library: library, engine: ScenarioLanguageEngine())
    // Names: API calls a reason is named after, the simulator's own events, flags.
    let names: Set<String> = [
        "addSubview", "removeFromSuperview", "runOnce", "sizeToFit", "print", "vsync", "autoresizing",
        "contentModeRedraw",
        "layoutIfNeeded", "setNeedsLayout", "setNeedsDisplay", "flush", "alignment", "stackSpacing",
        "defaultUpdateCache",
        "defaultExplicitAlignment", "buttonLayout", "nonFiniteConstraint", "descendantNeedsLayout",
        "UIViewLayoutFeedbackLoopDebuggingException", "hostingView", "hostingController", "placeSubviews", "frame",
        "padding",
        "fixedSize", "dimensions", "updateViewConstraints",
    ]
    var reasons: Set<String> = []
    for lesson in library.lessons {
        for question in lesson.questions {
            guard let (_, record) = try? grader.expectedAnswer(for: question, in: lesson) else { continue }
            reasons.formUnion(record.trace.events.compactMap(\.reason))
        }
    }
    #expect(reasons.count > 20)
    var unworded: [String] = []
    for reason in reasons.sorted() where !names.contains(reason) && !reason.hasPrefix("needs") {
        if reason.hasPrefix("frame ") || reason.hasPrefix("order ") {
            #expect(TraceWords.note(reason, .ko) != reason && TraceWords.note(reason, .zh) != reason, "\(reason)")
            continue
        }
        if TraceWords.note(reason, .ko) == reason || TraceWords.note(reason, .zh) == reason { unworded.append(reason) }
    }
    #expect(unworded.isEmpty, "reasons in English on a Korean or Chinese screen: \(unworded)")
    // Frames, phases, commits and lines read natively.
    #expect(TraceWords.note("frame 3", .zh) == "第 3 帧")
    #expect(TraceWords.note("sizeChanged", .ko) == "크기 변경")
    #expect(TraceWords.phase("updateConstraints", .zh) == "约束更新")
    #expect(TraceWords.commit(2, .ko) == "커밋 2")
    #expect(TraceWords.note("needsLayout", .zh) == "needsLayout")
}
