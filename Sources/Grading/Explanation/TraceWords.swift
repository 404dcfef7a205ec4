import Lessons
import Simulator

/// The words of a trace in ko, zh and en, in one place for everything that shows one: the
/// grade and quiz explanations' trace excerpt (`ExplanationRenderer`) and the tutor's trace
/// listing (`TraceDiagram`, through `UIText`). Phase names, commits, frames, line references
/// and the notes that are words (`onTime`, `hitch`, `implicit`) are in the learner's language;
/// flag names (`needsLayout`) and API names stay as written.
public enum TraceWords {
    /// A phase by the simulator's raw name (`eventHandling`, `updateConstraints`, `layout`, …;
    /// `event` and `constraints` as hand-made digests spell them).
    public static func phase(_ raw: String, _ language: Language) -> String {
        switch (raw, language) {
        case ("eventHandling", .en), ("event", .en): return "event handling"
        case ("updateConstraints", .en), ("constraints", .en): return "update constraints"
        case (_, .en): return raw
        case ("idle", .ko): return "대기"
        case ("eventHandling", .ko), ("event", .ko): return "이벤트 처리"
        case ("updateConstraints", .ko), ("constraints", .ko): return "제약 업데이트"
        case ("layout", .ko): return "레이아웃"
        case ("display", .ko): return "디스플레이"
        case ("prepare", .ko): return "준비"
        case ("commit", .ko): return "커밋"
        case ("render", .ko): return "렌더링"
        case ("present", .ko): return "화면에 나옴"
        case ("idle", .zh): return "空闲"
        case ("eventHandling", .zh), ("event", .zh): return "事件处理"
        case ("updateConstraints", .zh), ("constraints", .zh): return "约束更新"
        case ("layout", .zh): return "布局"
        case ("display", .zh): return "显示"
        case ("prepare", .zh): return "准备"
        case ("commit", .zh): return "提交"
        case ("render", .zh): return "渲染"
        case ("present", .zh): return "上屏"
        default: return raw
        }
    }

    /// The transaction commit numbered `number` (1-based): `commit 2`, `커밋 2`, `第 2 次提交`.
    public static func commit(_ number: Int, _ language: Language) -> String {
        switch language {
        case .en: return "commit \(number)"
        case .ko: return "커밋 \(number)"
        case .zh: return "第 \(number) 次提交"
        }
    }

    /// The display frame numbered `number`: `frame 2`, `프레임 2`, `第 2 帧`.
    public static func frame(_ number: Int, _ language: Language) -> String {
        switch language {
        case .en: return "frame \(number)"
        case .ko: return "프레임 \(number)"
        case .zh: return "第 \(number) 帧"
        }
    }

    /// A line of the lesson file: `line 18`, `18행`, `第 18 行`.
    public static func line(_ number: Int, _ language: Language) -> String {
        switch language {
        case .en: return "line \(number)"
        case .ko: return "\(number)행"
        case .zh: return "第 \(number) 行"
        }
    }

    /// A `display.present` event's text (`frame 2 at VSync 4, hitch 16.67 ms: commit ended at
    /// 41.72 ms, after its VSync deadline`) in `language`: `프레임 2, VSync 4에 화면에 나옴, …`,
    /// `第 2 帧在 VSync 4 上屏，…`. Text that is not a present note is returned as written.
    public static func present(_ text: String, _ language: Language) -> String {
        guard language != .en, let note = PresentNote(text: text) else { return text }
        switch language {
        case .en: return text
        case .ko:
            let shown = "프레임 \(note.frame), VSync \(note.vsync)에 화면에 나옴"
            switch note.hitch {
            case nil: return shown
            case .commit(let hitchMs, let commitEndMs):
                return shown + ", 히치 \(hitchMs)ms: 커밋이 \(commitEndMs)ms에 끝나 VSync를 놓침"
            case .render(let hitchMs, let renderMs):
                return shown + ", 히치 \(hitchMs)ms: 렌더링에 \(renderMs)ms 걸림"
            }
        case .zh:
            let shown = "第 \(note.frame) 帧在 VSync \(note.vsync) 上屏"
            switch note.hitch {
            case nil: return shown
            case .commit(let hitchMs, let commitEndMs):
                return shown + "，卡顿 \(hitchMs) ms：提交在 \(commitEndMs) ms 才结束，错过了 VSync"
            case .render(let hitchMs, let renderMs):
                return shown + "，卡顿 \(hitchMs) ms：渲染用了 \(renderMs) ms"
            }
        }
    }

    /// A trace note (a reason or a frame's state) in words where it is words: `frame 2`,
    /// `order 2000000`, `onTime`, `hitch`, `implicit`, `sizeChanged`, `viewAccess`, … (the
    /// tables below). Flag and API names (`needsLayout`, `addSubview`) are returned as written.
    public static func note(_ note: String, _ language: Language) -> String {
        if let number = number(after: "frame ", in: note) {
            switch language {
            case .en: return note
            case .ko: return "프레임 \(number)"
            case .zh: return "第 \(number) 帧"
            }
        }
        if let number = number(after: "order ", in: note) {
            switch language {
            case .en: return note
            case .ko: return "순서 \(number)"
            case .zh: return "顺序 \(number)"
            }
        }
        switch language {
        case .en: return note == "onTime" ? "on time" : note
        case .ko: return korean[note] ?? note
        case .zh: return chinese[note] ?? note
        }
    }

    /// The reasons and frame states the simulator records that are words, in Korean. Flag
    /// names (`needsLayout`) and API names (`addSubview`, `runOnce`, `sizeToFit`) are not here:
    /// they stay as written.
    static let korean: [String: String] = [
        "onTime": "제때", "hitch": "히치", "implicit": "암시적", "explicit": "명시적", "observers": "옵저버", "commit": "커밋",
        "animateBlock": "애니메이션 블록", "block": "블록", "direct": "직접 호출", "layout": "레이아웃", "update": "업데이트",
        "viewAccess": "view 접근", "viewLoaded": "view 로드", "appearance": "화면에 나타남", "windowChange": "윈도우 변경",
        "subviewAdded": "서브뷰 추가", "subviewRemoved": "서브뷰 제거", "subviewsReordered": "서브뷰 순서 변경",
        "subviewSizeChanged": "서브뷰 크기 변경", "sizeChanged": "크기 변경", "boundsChanged": "bounds 변경",
        "frameChanged": "frame 변경", "centerChanged": "center 변경", "layoutMarginsChanged": "layoutMargins 변경",
        "safeAreaInsetsChanged": "safeAreaInsets 변경",
        "titleChanged": "제목 변경", "rootViewChanged": "루트 뷰 변경", "engineValueChanged": "엔진 값 변경", "engine": "엔진",
        "containment": "자식 뷰 컨트롤러", "firstLayout": "첫 레이아웃", "firstDisplay": "첫 디스플레이", "finished": "완료",
        "queued": "대기 중", "scroll": "스크롤", "controlEvent": "컨트롤 이벤트", "mark": "지점", "query": "쿼리",
        "unsatisfiableConstraints": "만족할 수 없는 제약", "animation": "애니메이션", "subview": "서브뷰",
        "subviewsChanged": "서브뷰 변경", "maximum": "최대", "minimum": "최소", "offer": "크기 제안", "place": "배치",
        "replacesEarlierPlace": "앞선 배치를 대체", "unplaced": "배치되지 않음", "ideal": "이상적 크기", "proposal": "제안 크기",
        "appear": "처음 나타남", "rootView": "rootView 설정", "inputs": "입력 변경", "state": "상태 변경",
        "observed": "관찰한 프로퍼티 변경", "tap": "탭", "disappear": "사라짐", "changed": "값 변경", "initial": "처음 값",
        "stateChanged": "상태 변경",
        "reuse": "재사용", "tableView": "테이블 뷰의 요청", "scrolled": "스크롤됨",
        "adjustedContentInset": "adjustedContentInset 변경", "scrollIndicator": "스크롤 인디케이터 위치",
        "faded": "페이드아웃 끝남", "animationDelegate": "애니메이션의 델리게이트",
        "propertyAnimator": "프로퍼티 애니메이터", "animationsFinished": "애니메이션이 모두 끝남",
        "noAnimations": "애니메이션 없음", "end": "끝 위치(.end)", "start": "시작 위치(.start)",
        "zeroHeightCell": "높이가 0인 셀",
        "collectionView": "컬렉션 뷰의 요청", "selfSizing": "셀프 사이징", "prefetch": "프리페치",
        "flowLayoutItemTooWide": "줄보다 넓은 아이템",
        "sizeTransition": "크기 전환", "traitsChanged": "트레이트 변경", "rotation": "회전",
        "fits": "맞는 자식", "noneFits": "맞는 자식 없음", "idealSize": "이상적 크기 요청", "layoutChanged": "레이아웃 변경",
        "error": "오류",
    ]

    /// The same words in Chinese (Simplified).
    static let chinese: [String: String] = [
        "onTime": "按时", "hitch": "卡顿", "implicit": "隐式", "explicit": "显式", "observers": "观察者", "commit": "提交",
        "animateBlock": "动画闭包", "block": "闭包", "direct": "直接调用", "layout": "布局", "update": "更新",
        "viewAccess": "访问 view", "viewLoaded": "view 已加载", "appearance": "视图出现", "windowChange": "window 变化",
        "subviewAdded": "添加子视图", "subviewRemoved": "移除子视图", "subviewsReordered": "子视图顺序改变",
        "subviewSizeChanged": "子视图尺寸改变", "sizeChanged": "尺寸改变", "boundsChanged": "bounds 改变",
        "frameChanged": "frame 改变", "centerChanged": "center 改变", "layoutMarginsChanged": "layoutMargins 改变",
        "safeAreaInsetsChanged": "safeAreaInsets 改变",
        "titleChanged": "标题改变", "rootViewChanged": "根视图改变", "engineValueChanged": "引擎中的值改变", "engine": "引擎",
        "containment": "子视图控制器", "firstLayout": "首次布局", "firstDisplay": "首次显示", "finished": "完成",
        "queued": "排队中", "scroll": "滚动", "controlEvent": "控件事件", "mark": "打点", "query": "查询",
        "unsatisfiableConstraints": "无法满足的约束", "animation": "动画", "subview": "子视图",
        "subviewsChanged": "子视图改变", "maximum": "最大", "minimum": "最小", "offer": "尺寸提议", "place": "放置",
        "replacesEarlierPlace": "覆盖之前的放置", "unplaced": "未放置", "ideal": "理想尺寸", "proposal": "提议尺寸",
        "appear": "首次出现", "rootView": "设置 rootView", "inputs": "输入改变", "state": "状态改变",
        "observed": "所观察的属性改变", "tap": "点按", "disappear": "消失", "changed": "值改变", "initial": "初始值",
        "stateChanged": "状态改变",
        "reuse": "复用", "tableView": "表格视图请求", "scrolled": "已滚动",
        "adjustedContentInset": "adjustedContentInset 改变", "scrollIndicator": "滚动指示器位置",
        "faded": "淡出结束", "animationDelegate": "动画的代理",
        "propertyAnimator": "属性动画器", "animationsFinished": "动画全部结束",
        "noAnimations": "没有动画", "end": "终点位置（.end）", "start": "起点位置（.start）",
        "zeroHeightCell": "高度为 0 的单元格",
        "collectionView": "集合视图请求", "selfSizing": "自适应尺寸", "prefetch": "预取",
        "flowLayoutItemTooWide": "比行还宽的 item",
        "sizeTransition": "尺寸过渡", "traitsChanged": "特征改变", "rotation": "旋转",
        "fits": "放得下", "noneFits": "都放不下", "idealSize": "询问理想尺寸", "layoutChanged": "布局改变",
        "error": "错误",
    ]

    /// The digits after `prefix` when `text` is exactly `prefix` and ASCII digits.
    static func number(after prefix: String, in text: String) -> String? {
        guard text.hasPrefix(prefix) else { return nil }
        let digits = text.dropFirst(prefix.count)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return String(digits)
    }
}
