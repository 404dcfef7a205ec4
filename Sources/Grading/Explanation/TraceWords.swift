import Lessons

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
        case ("present", .ko): return "화면 반영"
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

    /// A trace note (a reason or a frame's state) in words where it is words: `frame 2`,
    /// `order 2000000`, `onTime`, `hitch`, `implicit`, `explicit`, `observers`, `commit`,
    /// `animateBlock`. Anything else (a flag name, `sizeChanged`) is returned as written.
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
        switch (note, language) {
        case ("onTime", .en): return "on time"
        case ("onTime", .ko): return "제때"
        case ("onTime", .zh): return "按时"
        case ("hitch", .ko): return "히치"
        case ("hitch", .zh): return "卡顿"
        case ("implicit", .ko): return "암시적"
        case ("implicit", .zh): return "隐式"
        case ("explicit", .ko): return "명시적"
        case ("explicit", .zh): return "显式"
        case ("observers", .ko): return "옵저버"
        case ("observers", .zh): return "观察者"
        case ("commit", .ko): return "커밋"
        case ("commit", .zh): return "提交"
        case ("animateBlock", .ko): return "animate 블록"
        case ("animateBlock", .zh): return "动画闭包"
        default: return note
        }
    }

    /// The digits after `prefix` when `text` is exactly `prefix` and ASCII digits.
    static func number(after prefix: String, in text: String) -> String? {
        guard text.hasPrefix(prefix) else { return nil }
        let digits = text.dropFirst(prefix.count)
        guard !digits.isEmpty, digits.allSatisfy({ $0.isASCII && $0.isNumber }) else { return nil }
        return String(digits)
    }
}
