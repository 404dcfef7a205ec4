import Lessons
import Simulator

/// The words of the pictures (`run --svg`/`--dot`, `:picture`) in each language: the legend
/// of the frame timeline and the caption of the view tree.
public enum PictureWords {
    /// The frame timeline's title, legend and notes in `language`.
    public static func timeline(_ language: Language) -> FrameTimelineSVG.Words {
        switch language {
        case .en:
            return .english
        case .ko:
            return FrameTimelineSVG.Words(
                title: "프레임 타임라인", mainThread: "메인 스레드 (앱이 시작한 때 → 커밋이 끝난 때)",
                renderPrepare: "렌더 서버 준비(render prepare)", renderExecute: "렌더 서버 실행(render execute, GPU)",
                present: "화면에 나온 때", expectedPresent: "제때라면 화면에 나왔을 때", hitch: "히치", vsync: "VSync",
                frame: "프레임", summary: "{hz} Hz · 화면에 나온 프레임 {frames}개 · 히치 {hitches}번",
                framesLeftOut: "그리지 않은 프레임이 {n}개 더 있어요")
        case .zh:
            return FrameTimelineSVG.Words(
                title: "帧时间线", mainThread: "主线程（App 开始 → 提交结束）",
                renderPrepare: "渲染服务准备（render prepare）", renderExecute: "渲染服务执行（render execute，GPU）",
                present: "上屏时刻", expectedPresent: "按时应上屏的时刻", hitch: "卡顿", vsync: "VSync",
                frame: "帧", summary: "{hz} Hz · 上屏 {frames} 帧 · 卡顿 {hitches} 次",
                framesLeftOut: "还有 {n} 帧没有画出")
        }
    }

    /// The view tree's caption in `language`.
    public static func tree(_ language: Language) -> ViewTreeGraph.Words {
        switch language {
        case .en:
            return .english
        case .ko:
            return ViewTreeGraph.Words(
                after: "{moment} 시점의 뷰 트리와 프레임 · 색과 테두리는 그다음에 일어난 일", wholeRun: "실행 전체",
                filled: "색이 찬 뷰: updateConstraints, layoutSubviews, draw 중 하나가 실행됐어요",
                outlined: "빨간 테두리: 플래그가 켜졌어요 (setNeedsLayout, setNeedsDisplay, setNeedsUpdateConstraints, 또는 크기 변경)",
                viewsLeftOut: "그리지 않은 뷰가 {n}개 더 있어요")
        case .zh:
            return ViewTreeGraph.Words(
                after: "{moment} 时的视图树和 frame · 填色和红框表示之后发生的事", wholeRun: "整个运行期间",
                filled: "填色的视图：它的 updateConstraints、layoutSubviews 或 draw 执行了",
                outlined: "红色边框：它被打上了脏标记（setNeedsLayout、setNeedsDisplay、setNeedsUpdateConstraints，或尺寸变化）",
                viewsLeftOut: "还有 {n} 个视图没有画出")
        }
    }

    /// The words of the view tree `:picture` draws in the terminal.
    public struct TreeLegend: Sendable {
        /// The heading; `{moment}` is replaced by the mark.
        public var after: String
        /// The heading for a question about the whole run.
        public var wholeRun: String
        /// After `●`: what a view's listed passes are.
        public var ran: String
        /// After `○` on a view's line.
        public var flaggedMark: String
        /// After `○` in the legend.
        public var flagged: String
    }

    /// The terminal tree's heading and legend in `language`.
    public static func treeLegend(_ language: Language) -> TreeLegend {
        switch language {
        case .en:
            return TreeLegend(
                after: "At {moment} (● and ○: what happened after it):", wholeRun: "The whole run:",
                ran: "its updateConstraints, layoutSubviews or draw ran",
                flaggedMark: "flagged",
                flagged: "flagged: setNeedsLayout, setNeedsDisplay, setNeedsUpdateConstraints or a size change")
        case .ko:
            return TreeLegend(
                after: "{moment} 시점의 뷰 트리 (●, ○는 그다음에 일어난 일):", wholeRun: "실행 전체:",
                ran: "updateConstraints, layoutSubviews, draw 중 실행된 것",
                flaggedMark: "플래그",
                flagged: "플래그가 켜진 뷰: setNeedsLayout, setNeedsDisplay, setNeedsUpdateConstraints 또는 크기 변경")
        case .zh:
            return TreeLegend(
                after: "{moment} 时的视图树（●、○ 是之后发生的事）：", wholeRun: "整个运行期间：",
                ran: "执行了的 updateConstraints、layoutSubviews 或 draw",
                flaggedMark: "脏标记", flagged: "被打上脏标记：setNeedsLayout、setNeedsDisplay、setNeedsUpdateConstraints 或尺寸变化")
        }
    }

    /// What `:picture` says around its picture.
    public enum Message: Sendable {
        /// Before the question is settled (its picture is the answer).
        case answerFirst
        /// No question settled yet in this session, and none asked.
        case nothingAnswered
        /// The picture is the last settled question's, not the one asked now.
        case lastAnswered(scenario: String)
        /// The question has no scenario that runs.
        case noScenario
        case filesWritten(folder: String, names: [String])
        case filesFailed(folder: String, reason: String)
    }

    /// `message` in `language`, ending in a newline.
    public static func message(_ message: Message, in language: Language) -> String {
        let text: String
        switch (message, language) {
        case (.answerFirst, .en):
            text = "Answer this question first: :picture shows everything the simulator did, which is the answer."
        case (.answerFirst, .ko): text = "먼저 이 문제에 답하세요. :picture는 시뮬레이터가 한 일을 전부 보여 줘서 답이 그대로 드러나요."
        case (.answerFirst, .zh): text = "请先回答这道题：:picture 会显示模拟器做的所有事情，答案就在其中。"
        case (.nothingAnswered, .en):
            text = ":picture draws the scenario of a question you have answered. Answer one first."
        case (.nothingAnswered, .ko): text = ":picture는 답한 문제의 시나리오를 그려요. 먼저 문제에 답하세요."
        case (.nothingAnswered, .zh): text = ":picture 会画出你已回答的题目的场景。请先答一道题。"
        case (.lastAnswered(let scenario), .en): text = "The question you answered last, scenario “\(scenario)”:"
        case (.lastAnswered(let scenario), .ko): text = "마지막으로 답한 문제(시나리오 “\(scenario)”):"
        case (.lastAnswered(let scenario), .zh): text = "你上一道回答的题目，场景“\(scenario)”："
        case (.noScenario, .en): text = "This question has no scenario to draw."
        case (.noScenario, .ko): text = "이 문제에는 그릴 시나리오가 없어요."
        case (.noScenario, .zh): text = "这道题没有可以画出的场景。"
        case (.filesWritten(let folder, let names), .en):
            text =
                "For a bigger view, in \(folder): " + names.joined(separator: ", ")
                + " (the SVG opens in a browser; dot -Tpng draws the .dot; the .trace.json opens in Perfetto's UI or chrome://tracing)."
        case (.filesWritten(let folder, let names), .ko):
            text =
                "크게 보려면 \(folder) 폴더의 " + names.joined(separator: ", ")
                + " 파일을 여세요. SVG는 브라우저에서 열리고, .dot은 dot -Tpng로 그리고, .trace.json은 Perfetto UI나 chrome://tracing에서 열어요."
        case (.filesWritten(let folder, let names), .zh):
            text =
                "要放大查看，请打开 \(folder) 中的 " + names.joined(separator: "、")
                + "：SVG 用浏览器打开，.dot 用 dot -Tpng 画出，.trace.json 用 Perfetto UI 或 chrome://tracing 打开。"
        case (.filesFailed(let folder, let reason), .en):
            text = "The files could not be written to \(folder) (\(reason))."
        case (.filesFailed(let folder, let reason), .ko): text = "\(folder)에 파일을 쓰지 못했어요(\(reason))."
        case (.filesFailed(let folder, let reason), .zh): text = "无法把文件写入 \(folder)（\(reason)）。"
        }
        return text + "\n"
    }
}
