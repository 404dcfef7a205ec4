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
        case .noSuchLesson(let typed, let count):
            return "“\(typed)”\(KoreanParticle.called.form(after: typed)) 레슨은 없어요. 1부터 \(count) 사이의 번호를 입력하세요."
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
        case .unknownCommand(let word): return "“:\(word)”라는 명령어는 없어요. :help로 명령어 목록을 볼 수 있어요."
        case .didYouMean(let spelling): return "혹시 \(spelling) 말인가요?"
        case .langUsage: return "사용법: :lang ko|zh|en"
        case .languageSet: return "언어를 한국어로 바꿨어요."
        case .lessonSummary(let correct, let total): return "레슨을 마쳤어요. \(total)문제 중 \(correct)문제를 맞혔어요."
        case .goodbye: return "진도를 저장했어요. 다음에 또 만나요."
        case .helpHeading: return "명령어 (어느 입력 줄에서나 쓸 수 있어요):"
        case .help(let command):
            switch command {
            case .help: return "이 목록 보기"
            case .hint: return "지금 문제의 힌트 보기"
            case .code: return "문제의 시나리오 코드 보기"
            case .trace: return "지금 문제에서 시뮬레이터가 한 일 보기"
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
        case .reviewHeading(let due): return "복습: 오늘 다시 풀 문제가 \(due)개 있어요."
        case .reviewNothingDue(let next):
            if let next { return "오늘은 복습할 문제가 없어요. 다음 복습일은 \(KoreanParticle.copula.after(next))." }
            return "복습할 문제가 없어요. 지금까지 모두 맞혔어요."
        case .reviewFinished(let correct, let total): return "복습을 마쳤어요. \(total)문제 중 \(correct)문제를 맞혔어요."
        case .progressMovedAside(let path, let reason, let aside):
            return "\(path): 파일을 읽을 수 없어요(\(reason)). 내용을 잃지 않도록 \(KoreanParticle.direction.after(aside)) 옮겨 두었고, "
                + "진도는 처음부터 다시 기록해요."
        case .progressUnwritable(let path, let reason):
            return "\(path): 진도를 저장하지 못했어요(\(reason)). 폴더에 쓰기 권한이 있는지 확인하거나, "
                + "LAYOUTLAB_STATE_DIR을 쓸 수 있는 폴더로 지정하세요."
        case .lessonsFolderMissing(let searched):
            return "레슨 폴더를 찾지 못했어요(찾아본 곳: \(searched.joined(separator: ", "))). "
                + "LayoutLab 폴더에서 실행하거나, LAYOUTLAB_LESSONS를 lessons/가 들어 있는 폴더로 지정하세요."
        case .lessonLoadFailed(let reason): return reason
        case .needsQuestion: return "이 명령어는 문제를 푸는 중에만 쓸 수 있어요."
        case .lessonBroken: return "레슨 파일에 문제가 있어 이 문제는 채점할 수 없어요(아래 참고). :skip으로 넘어갈 수 있고, `layoutlab check`로 모든 문제를 확인할 수 있어요."
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
        case .never: return "없음"
        }
    }
}
