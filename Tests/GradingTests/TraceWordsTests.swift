import Foundation
import Grading
import Lessons
import Simulator
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
        "UIViewLayoutFeedbackLoopDebuggingException", "NSInternalInconsistencyException",
        "hostingView",
        "hostingController", "placeSubviews", "frame",
        "padding",
        "fixedSize", "dimensions", "updateViewConstraints",
        // UIUpdateActionPhase names: the phase a UIUpdateLink action ran in, as the API spells it.
        "afterEventDispatch", "beforeCADisplayLinkDispatch", "afterCADisplayLinkDispatch",
        "beforeCATransactionCommit", "afterCATransactionCommit", "afterUpdateComplete",
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

/// Issue 25: a `display.present` note (which frame, which VSync, the hitch and its cause) reads
/// in the learner's language, with the same figures; English is the simulator's text as it is,
/// and text that is not a present note is left as written.
@Test func presentNotesAreSaidInEveryLanguage() {
    let onTime = PresentNote(frame: 1, vsync: 2)
    let commit = PresentNote(frame: 2, vsync: 4, hitch: .commit(hitchMs: "16.67", commitEndMs: "41.72"))
    let render = PresentNote(frame: 3, vsync: 7, hitch: .render(hitchMs: "8.33", renderMs: "25.10"))
    #expect(commit.text == "frame 2 at VSync 4, hitch 16.67 ms: commit ended at 41.72 ms, after its VSync deadline")
    for note in [onTime, commit, render] {
        #expect(PresentNote(text: note.text) == note)
        #expect(TraceWords.present(note.text, .en) == note.text)
    }
    #expect(TraceWords.present(onTime.text, .ko) == "프레임 1, VSync 2에 화면에 나옴")
    #expect(TraceWords.present(onTime.text, .zh) == "第 1 帧在 VSync 2 上屏")
    #expect(TraceWords.present(commit.text, .ko) == "프레임 2, VSync 4에 화면에 나옴, 히치 16.67ms: 커밋이 41.72ms에 끝나 VSync를 놓침")
    #expect(TraceWords.present(commit.text, .zh) == "第 2 帧在 VSync 4 上屏，卡顿 16.67 ms：提交在 41.72 ms 才结束，错过了 VSync")
    #expect(TraceWords.present(render.text, .ko) == "프레임 3, VSync 7에 화면에 나옴, 히치 8.33ms: 렌더링에 25.10ms 걸림")
    #expect(TraceWords.present(render.text, .zh) == "第 3 帧在 VSync 7 上屏，卡顿 8.33 ms：渲染用了 25.10 ms")
    #expect(TraceWords.phase("present", .ko) == "화면에 나옴")
    for text in [
        "frame 2 at VSync", "frame x at VSync 4", "frame 2 at VSync 4, hitch", "frame 2 at VSync 4 and more", "",
    ] {
        #expect(PresentNote(text: text) == nil, "\(text)")
        #expect(TraceWords.present(text, .ko) == text)
    }
}
