import Grading
import Lessons

extension UIText {
    /// The Korean table (해요체, the friendly polite register Korean learning apps use).
    var korean: String {
        switch self {
        case .welcome:
            return "LayoutLab에 오신 것을 환영해요. 속성 하나가 바뀐 뒤 화면의 픽셀이 되기까지의 과정을 배워 봐요:\n"
                + "제약 업데이트 → 레이아웃 → 디스플레이 → 커밋 → 렌더 서버 → VSync."
        case .lessonsHeading: return "레슨 목록"
        case .columnNumber: return "#"
        case .columnLesson: return "레슨"
        case .columnProgress: return "진도"
        case .columnAnswered: return "푼 문제"
        case .columnCorrect: return "정답"
        case .columnAttempts: return "시도"
        case .columnLastSeen: return "마지막 학습"
        case .startPrompt(let count):
            return "레슨 번호(1–\(count))를 입력하거나, Enter를 눌러 1번 레슨부터 시작하세요. 명령어 목록은 :help로 볼 수 있어요."
        case .continuePrompt(let title):
            return "Enter를 누르면 지난번에 멈춘 곳(“\(title)”)부터 이어서 해요. 다른 레슨으로 가려면 번호를 입력하세요."
        case .nextLessonPrompt(let title):
            return "Enter를 누르면 다음 레슨(“\(title)”)을 시작해요. 다른 레슨으로 가려면 번호를 입력하세요."
        case .allLessonsFinished(let count):
            return "모든 레슨을 마쳤어요. 다시 공부할 레슨 번호(1–\(count))를 입력하세요. 복습할 때가 된 문제는 `layoutlab review`로 풀 수 있어요."
        case .welcomeDue(let count):
            return "복습: 지금 다시 풀 문제가 \(count)개 있어요(`layoutlab review`로 풀 수 있어요)."
        case .noSuchLesson(let typed, let count):
            return "“\(typed)”\(KoreanParticle.form(.called, after: typed)) 레슨은 없어요. 1부터 \(count) 사이의 번호를 입력하세요."
        case .noLessons: return "레슨 폴더에 아직 레슨이 없어요."
        case .lessonHeading(let number, let title): return "레슨 \(number) · \(title)"
        case .sectionContinue: return "(Enter: 계속 읽기 · :skip: 문제로 바로 가기)"
        case .questionHeading(let number, let total): return "문제 \(number)/\(total)"
        case .correct: return "✓ 정답이에요."
        case .incorrect: return "✗ 아쉽지만 틀렸어요."
        case .unreadable(let reason): return "답을 이해하지 못했어요.\n\(reason)"
        case .whyHeading: return "해설:"
        case .hintHeading: return "힌트:"
        case .noHint: return "이 문제에는 힌트가 없어요. :code로 시나리오를, :trace로 시뮬레이터가 한 일을 볼 수 있어요."
        case .codeHeading(let scenario): return "시나리오 “\(scenario)”:"
        case .noScenario: return "이 문제에는 시나리오가 없어요."
        case .traceHeading(let scenario): return "“\(scenario)”에서 시뮬레이터가 한 일:"
        case .noTrace: return "여기서 보여 줄 트레이스가 없어요."
        case .runIntro: return "시나리오를 입력하거나 붙여 넣으세요. 빈 줄이나 :end로 끝내세요."
        case .runUnavailable: return ":run에는 시나리오 언어가 필요한데, 이 빌드에는 아직 없어요."
        case .runEmpty: return "실행할 내용이 없어요."
        case .skipped: return "건너뛰었어요."
        case .atFirstQuestion: return "첫 번째 문제예요."
        case .resumeAt(let number): return "\(number)번 문제부터 이어서 해요. (:back을 입력하면 이전 문제로 가요.)"
        case .unknownCommand(let word):
            return "“:\(word)”\(KoreanParticle.form(.called, after: word)) 명령어는 없어요. :help로 명령어 목록을 볼 수 있어요."
        case .didYouMean(let spelling): return "혹시 \(spelling) 말인가요?"
        case .langUsage: return "사용법: :lang ko|zh|en"
        case .languageSet: return "언어를 한국어로 바꿨어요."
        case .lessonSummary(let tally): return "레슨을 마쳤어요. " + UIText.koreanTally(tally)
        case .goodbye: return "진도를 저장했어요. 다음에 또 만나요."
        case .helpHeading: return "명령어 (어느 입력 줄에서나 쓸 수 있어요):"
        case .help(let command):
            switch command {
            case .help: return "이 목록 보기"
            case .hint: return "지금 문제의 힌트 보기"
            case .code: return "문제의 시나리오 코드 보기"
            case .trace: return "지금 문제에서 시뮬레이터가 한 일 보기"
            case .picture: return "답한 뒤에: 프레임 타임라인이나 뷰 트리, 크게 볼 파일"
            case .read: return "레슨 다시 읽기 (:read N은 N번째 절)"
            case .reveal: return "포기하고 정답과 해설 보기"
            case .run: return "직접 쓴 시나리오를 실행하고 트레이스 보기"
            case .skip: return "다음 문제로 넘어가기 (읽기 부분도 건너뛰기)"
            case .back: return "이전 문제로 돌아가기"
            case .lessons: return "레슨 목록으로 돌아가기"
            case .lang: return "언어 바꾸기: :lang ko, :lang zh, :lang en"
            case .quit: return "저장하고 끝내기 (Ctrl-D도 돼요)"
            }
        case .helpAnswer: return "그 밖에 입력한 내용은 답으로 처리돼요. Tab을 누르면 명령어와 호출 이름이 자동 완성돼요."
        case .progressNone: return "아직 진도가 없어요. `layoutlab study`로 시작해 보세요."
        case .progressTotal(let answered, let correct, let total):
            return "전체 \(total)문제 중 \(answered)문제를 풀었고, 그중 \(correct)문제를 맞혔어요."
        case .resetConfirmAll: return "모든 진도를 지울까요? [y/N] "
        case .resetConfirmLesson(let lesson): return "“\(lesson)” 레슨의 진도를 지울까요? [y/N] "
        case .resetDoneAll: return "모든 진도를 지웠어요."
        case .resetDoneLesson(let lesson): return "“\(lesson)” 레슨의 진도를 지웠어요."
        case .resetCancelled: return "아무것도 지우지 않았어요."
        case .resetNothing(let lesson): return "“\(lesson)” 레슨에는 지울 진도가 없어요."
        case .reviewHeading(let due, let new, let context):
            let earlier = context == 0 ? "" : " 앞 문제에 이어지는 문제가 있어서, 그 앞 문제 \(context)개도 먼저 나와요."
            if due == 0 { return "복습: 아직 다시 풀 때가 된 문제는 없고, 시작한 레슨의 새 문제가 \(new)개 있어요." + earlier }
            if new == 0 { return "복습: 지금 다시 풀 문제가 \(due)개 있어요." + earlier }
            return "복습: 지금 다시 풀 문제가 \(due)개, 그다음 시작한 레슨의 새 문제가 \(new)개 있어요." + earlier
        case .reviewNextDue(let next): return "푼 문제는 \(next)부터 다시 돌아와요."
        case .reviewNothingDue(let next):
            if let next { return "지금은 복습할 문제가 없어요. 다음 복습은 \(KoreanParticle.attach(next, .copula))." }
            return "복습할 문제가 없어요. 지금까지 모두 맞혔어요."
        case .reviewFinished(let tally): return "복습을 마쳤어요. " + UIText.koreanTally(tally)
        case .progressMovedAside(let path, let reason, let aside):
            return "\(path): 파일을 읽을 수 없어요(\(reason)). 내용을 잃지 않도록 \(KoreanParticle.attach(aside, .direction)) 옮겨 두었고, "
                + "진도는 처음부터 다시 기록해요."
        case .progressUnwritable(let path, let reason):
            return "\(path): 진도를 저장하지 못했어요(\(reason)). 폴더에 쓰기 권한이 있는지 확인하거나, "
                + "LAYOUTLAB_STATE_DIR을 쓸 수 있는 폴더로 지정하세요."
        case .lessonsFolderMissing(let searched):
            return "레슨 폴더를 찾지 못했어요(찾아본 곳: \(searched.joined(separator: ", "))). "
                + "LayoutLab 폴더에서 실행하거나, LAYOUTLAB_LESSONS를 lessons/가 들어 있는 폴더로 지정하세요."
        case .lessonLoadFailed(let reason): return reason
        case .needsQuestion: return "이 명령어는 문제를 푸는 중에만 쓸 수 있어요."
        case .lessonBroken:
            return "레슨 파일에 문제가 있어 이 문제는 채점할 수 없어요(아래 참고). :skip으로 넘어갈 수 있고, `layoutlab check`로 모든 문제를 확인할 수 있어요."
        case .viewTreeHeading: return "마지막 상태의 뷰와 frame:"
        case .sessionBusy(let path):
            return "이 진도에는 이미 다른 튜터 세션이 열려 있어요(잠금 파일: \(path)). 두 세션이 함께 쓰면 서로의 답을 덮어써요."
        case .sessionBusyChoice: return "[r] 읽기 전용으로 공부하기(저장 안 됨) · [w] 닫힐 때까지 기다리기 · [q] 끝내기: "
        case .readOnlyStarted: return "읽기 전용이에요. 공부는 할 수 있지만 답은 저장되지 않아요."
        case .sessionWaiting: return "다른 세션이 닫히기를 기다리고 있어요…"
        case .progressMigrated(let path, let backup):
            return "\(path): 복습 일정을 Leitner 상자에서 FSRS로 옮겼어요. 답은 하나도 빠짐없이 남아 있고, 원래 파일은 \(backup)에 있어요."
        case .goodbyeNothingNew: return "새로 저장할 내용이 없어요. 다음에 또 만나요."
        case .goodbyeReadOnly: return "읽기 전용 세션이라 아무것도 저장하지 않았어요. 다음에 또 만나요."
        case .goodbyeSaveFailed(let path, let reason):
            return "마지막 답을 \(path)에 저장하지 못했어요(\(reason)). 그전에 저장한 진도는 그 파일에 그대로 있어요."
        case .answerForm(let form, let e): return form.text(example: e, in: .ko)
        case .yesNoForm: return UIText.answerForm(.yesNo, example: "").korean
        case .momentLegend(.mark(let label)): return "이 문제가 묻는 지점은 ▶가 가리키는 trace.mark(\"\(label)\") 줄이에요."
        case .momentLegend(.start):
            return "이 문제가 묻는 시점은 ▶가 가리키는 런루프의 첫 바퀴예요. 실행 전체를 묻는 문제라서 :code와 :trace는 이 줄 앞까지만 보여 줘요."
        case .momentLegend(.read(let variable, let after?)):
            return
                "이 문제가 묻는 시점은 ▶가 가리키는 줄, 곧 \(variable)에 값을 저장하는 줄이에요. trace.mark(\"\(after)\")부터 ▶까지 일어나는 일을 묻는 문제라서 :code와 :trace는 그 지점 앞까지만 보여 줘요."
        case .momentLegend(.read(let variable, nil)):
            return
                "이 문제가 묻는 시점은 ▶가 가리키는 줄, 곧 \(variable)에 값을 저장하는 줄이에요. ▶ 앞에서 실행되는 일을 묻는 문제라서 :code와 :trace는 런루프의 첫 바퀴 전까지만 보여 줘요."
        case .tryAgain(let left): return "다시 해 보세요(남은 기회 \(left)번). :hint로 힌트를, :reveal로 정답을 볼 수 있어요."
        case .partialCredit(let percent): return "일부 맞았어요: 점수의 \(percent)%를 받았어요."
        case .answerIs(let answer): return "정답: \(answer)"
        case .outOfTries: return "마지막 기회였어요."
        case .comesBackSoon: return "이 문제는 다른 문제 몇 개를 푼 뒤에 다시 나와요."
        case .verdictContinue: return "(Enter: 다음 문제 · :trace: 시뮬레이터가 한 일 보기)"
        case .verdictTypedText: return "이 문제는 끝났어요. 다음 문제로 가려면 Enter를 누르세요. (:back을 입력하면 이전 문제로 가요.)"
        case .revisitSettled(let outcome):
            let how: String
            switch outcome {
            case .rightFirstTry: how = "한 번에 맞혔어요"
            case .rightAfterRetries: how = "다시 풀어서 맞혔어요"
            case .revealed: how = "정답을 확인했어요"
            }
            return "이번 학습에서 이미 푼 문제예요. \(how). 지금 답하면 채점만 하고 복습 일정은 바꾸지 않아요. 넘어가려면 Enter를 누르세요."
        case .revisitTryAgain: return "다시 답해 보거나 Enter를 눌러 넘어가세요. 복습 일정은 그대로예요."
        case .codeLinesHidden(let first, let last): return "⋮ \(first)–\(last)행 (:code로 모든 줄을 볼 수 있어요)"
        case .traceUntilMomentHeading(let scenario, .mark(let mark)):
            return "“\(scenario)”에서 \"\(mark)\" 지점까지 시뮬레이터가 한 일(나머지는 답한 뒤에 보여 줘요):"
        case .traceUntilMomentHeading(let scenario, .start):
            return "“\(scenario)”에서 런루프의 첫 바퀴 전까지 시뮬레이터가 한 일(나머지는 답한 뒤에 보여 줘요):"
        case .traceNothingBeforeMoment(.mark): return "지점 전에는 아무 일도 없었어요. 나머지는 답한 뒤에 보여 줘요."
        case .traceNothingBeforeMoment(.start): return "런루프의 첫 바퀴 전에는 아무 일도 없었어요. 나머지는 답한 뒤에 보여 줘요."
        case .treeAtMomentHeading(.mark(let mark)): return "\"\(mark)\" 지점의 뷰와 frame:"
        case .treeAtMomentHeading(.start): return "런루프의 첫 바퀴 전의 뷰와 frame:"
        case .noTreeAtMoment(.mark):
            return "(이 시나리오는 지점의 뷰 트리를 보여 줄 수 없어요. 그 앞의 줄만으로는 실행되지 않고, 마지막 상태의 트리는 답을 알려 줄 수 있어요.)"
        case .noTreeAtMoment(.start):
            return "(이 시나리오는 런루프의 첫 바퀴 전 뷰 트리를 보여 줄 수 없어요. 그 앞의 코드만으로는 실행되지 않고, 마지막 상태의 트리는 답을 알려 줄 수 있어요.)"
        case .readingTypedText: return "지금은 읽는 부분이에요. Enter를 누르면 계속 읽고, :skip을 입력하면 문제로 가요."
        case .readUsage(let count): return "사용법: :read는 레슨을 다시 읽고, :read N은 N번째 절(1–\(count))을 보여 줘요."
        case .lessonFinished(let title): return "“\(title)” 레슨을 마쳤어요. 모든 문제를 맞혔어요."
        case .lessonFinishedChoice: return "[r] 이 레슨 문제 복습하기 · [s] 읽기부터 다시 하기 · Enter: 레슨 목록으로: "
        case .reviewNothingAnswered: return "아직 푼 문제가 없어서 복습할 것도 없어요. `layoutlab study`로 시작해 보세요."
        case .resetNothingAll: return "지울 진도가 없어요."
        case .reviewDueSummary(let learning, let review):
            return "그중 처음 익히는 중인 문제가 \(learning)개, 며칠 간격으로 돌아오는 문제가 \(review)개예요."
        case .reviewUpcoming(let days):
            return "다음 일정: " + days.map { "\($0.day) (\($0.count)개)" }.joined(separator: ", ")
        case .phase(let raw): return TraceWords.phase(raw, .ko)
        case .commitHeading(let number): return TraceWords.commit(number, .ko)
        case .beforeFirstCommit: return "첫 커밋 전"
        case .beforeCommit(let number): return "커밋 \(number) 전"
        case .traceNote(let note): return TraceWords.note(note, .ko)
        case .presentNote(let note): return TraceWords.present(note, .ko)
        case .lineReference(let line): return TraceWords.line(line, .ko)
        case .quizHeading(let title, let count): return "퀴즈: \(title) (\(count)문제)"
        case .quizQuestionHeading(let number, let total, let id): return "문제 \(number)/\(total) · \(id)"
        case .quizRules: return "문제마다 한 번만 답하고, 힌트는 없어요. 해설과 점수는 끝에 보여 줘요. :skip을 입력하면 답하지 않고 넘어가요."
        case .quizRecorded: return "기록했어요."
        case .quizSheetWritten(let path): return "답안지를 \(path)에 저장했어요(`layoutlab grade`로 채점할 수 있어요)."
        case .quizReviewHeading: return "답과 해설"
        case .quizUnanswered: return "(답하지 않음)"
        case .never: return "없음"
        }
    }
}
