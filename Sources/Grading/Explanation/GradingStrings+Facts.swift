import Lessons

/// Sentences that say what a query found in the run (for yes/no, count and choice questions),
/// so no learner reads query code.
extension GradingStrings {
    /// `After "tap"`, `“tap” 지점 이후`, `打点“tap”之后`; nil for the whole run.
    static func window(_ window: TraceMeasure.Window, _ language: Language) -> String {
        switch (window, language) {
        case (.whole, .en): return "In the whole run"
        case (.whole, .ko): return "실행 전체에서"
        case (.whole, .zh): return "整个运行期间"
        case (.after(let label), .en): return "After \"\(label)\""
        case (.after(let label), .ko): return "\"\(label)\" 지점 이후"
        case (.after(let label), .zh): return "打点 \"\(label)\" 之后"
        case (.before(let label), .en): return "Before \"\(label)\""
        case (.before(let label), .ko): return "\"\(label)\" 지점 이전"
        case (.before(let label), .zh): return "打点 \"\(label)\" 之前"
        case (.between(let from, let to), .en): return "Between \"\(from)\" and \"\(to)\""
        case (.between(let from, let to), .ko): return "\"\(from)\" 지점과 \"\(to)\" 지점 사이"
        case (.between(let from, let to), .zh): return "打点 \"\(from)\" 和 \"\(to)\" 之间"
        }
    }

    /// The names a query asks about, joined for a sentence.
    static func names(_ names: [String], _ language: Language) -> String {
        switch language {
        case .en: return names.isEmpty ? "any call" : names.joined(separator: " or ")
        case .ko: return names.isEmpty ? "호출" : names.joined(separator: " 또는 ")
        case .zh: return names.isEmpty ? "任何调用" : names.joined(separator: " 或 ")
        }
    }

    /// "After "tap", a1.setNeedsLayout is never called."
    static func containsFact(_ window: TraceMeasure.Window, _ names: [String], happened: Bool, _ language: Language)
        -> String
    {
        let place = self.window(window, language), what = self.names(names, language)
        switch (happened, language) {
        case (true, .en): return "\(place), \(what) is called."
        case (false, .en): return "\(place), \(what) is never called."
        case (true, .ko): return "\(place) \(KoreanParticle.attach(what, .subject)) 호출돼요."
        case (false, .ko): return "\(place) \(KoreanParticle.attach(what, .topic)) 호출되지 않아요."
        case (true, .zh): return "\(place)，调用了 \(what)。"
        case (false, .zh): return "\(place)，没有调用 \(what)。"
        }
    }

    /// "After "tap", layoutSubviews is called 1 time."
    static func countFact(_ window: TraceMeasure.Window, _ names: [String], count: Int, _ language: Language) -> String
    {
        let place = self.window(window, language), what = self.names(names, language)
        switch language {
        case .en: return "\(place), \(what) is called \(count) time\(count == 1 ? "" : "s")."
        case .ko:
            return count == 0
                ? "\(place) \(KoreanParticle.attach(what, .topic)) 한 번도 호출되지 않아요."
                : "\(place) \(KoreanParticle.attach(what, .topic)) \(count)번 호출돼요."
        case .zh: return count == 0 ? "\(place)，\(what) 一次也没有被调用。" : "\(place)，\(what) 被调用了 \(count) 次。"
        }
    }

    /// "The number of hitches is 2."
    static func measureFact(_ name: String, _ value: String, _ language: Language) -> String {
        switch language {
        case .en: return "In the run, \(name) is \(value)."
        case .ko: return "실행 결과 \(KoreanParticle.attach(name, .topic)) \(KoreanParticle.attach(value, .copula))."
        // A name in Latin letters gets a space before the Chinese, as in the lessons' text.
        case .zh: return "运行结果中，\(name)\(name.last.map { $0.isASCII } == true ? " " : "")是 \(value)。"
        }
    }

    /// "After "wide", UIKit logs 1 message."
    static func logCountFact(_ window: TraceMeasure.Window, count: Int, _ language: Language) -> String {
        let place = self.window(window, language)
        switch language {
        case .en:
            return count == 0
                ? "\(place), UIKit logs nothing." : "\(place), UIKit logs \(count) message\(count == 1 ? "" : "s")."
        case .ko: return count == 0 ? "\(place) UIKit이 남긴 로그가 없어요." : "\(place) UIKit이 남긴 로그는 \(count)개예요."
        case .zh: return count == 0 ? "\(place)，UIKit 没有输出日志。" : "\(place)，UIKit 输出了 \(count) 条日志。"
        }
    }

    /// "After "wide", UIKit's first log message contains “vc.view.width == 390”."
    static func logContainsFact(
        _ window: TraceMeasure.Window, index: Int, text: String, found: Bool, _ language: Language
    ) -> String {
        let place = self.window(window, language), ordinal = index + 1
        switch (found, language) {
        case (true, .en): return "\(place), UIKit's log message \(ordinal) contains “\(text)”."
        case (false, .en): return "\(place), UIKit's log message \(ordinal) does not contain “\(text)”."
        case (true, .ko): return "\(place) UIKit의 \(ordinal)번째 로그에 다음 내용이 있어요: \(text)"
        case (false, .ko): return "\(place) UIKit의 \(ordinal)번째 로그에 다음 내용이 없어요: \(text)"
        case (true, .zh): return "\(place)，UIKit 的第 \(ordinal) 条日志里有“\(text)”。"
        case (false, .zh): return "\(place)，UIKit 的第 \(ordinal) 条日志里没有“\(text)”。"
        }
    }

    /// A measure of the display or the final state, in words; an API path stays as written.
    static func measureName(_ measure: String, _ language: Language) -> String {
        let property = measure.hasPrefix("display.") ? String(measure.dropFirst("display.".count)) : nil
        switch (property, language) {
        case ("hitches", .en): return "the number of hitches"
        case ("hitches", .ko): return "히치(끊김) 횟수"
        case ("hitches", .zh): return "卡顿次数"
        case ("hitchTimeMs", .en): return "the hitch time (ms)"
        case ("hitchTimeMs", .ko): return "히치 시간(ms)"
        case ("hitchTimeMs", .zh): return "卡顿时长（ms）"
        case ("hitchTimeRatio", .en): return "the hitch time ratio (ms/s)"
        case ("hitchTimeRatio", .ko): return "1초당 쌓인 히치 시간(ms/s)"
        case ("hitchTimeRatio", .zh): return "卡顿率（ms/s）"
        case ("droppedFrames", .en): return "the number of dropped frames"
        case ("droppedFrames", .ko): return "놓친 프레임 수"
        case ("droppedFrames", .zh): return "丢帧数"
        case ("framesPresented", .en): return "the number of frames presented"
        case ("framesPresented", .ko): return "화면에 나온 프레임 수"
        case ("framesPresented", .zh): return "显示的帧数"
        case ("lastFrameOffscreenPasses", .en): return "the number of offscreen passes in the last frame"
        case ("lastFrameOffscreenPasses", .ko): return "마지막 프레임의 오프스크린 렌더링 횟수"
        case ("lastFrameOffscreenPasses", .zh): return "最后一帧的离屏渲染次数"
        case ("refreshRate", .en): return "the refresh rate (Hz)"
        case ("refreshRate", .ko): return "주사율(Hz)"
        case ("refreshRate", .zh): return "刷新率（Hz）"
        default: return measure
        }
    }

    /// When a condition is not a measure the grader can put into words.
    static func opaqueCondition(_ language: Language) -> String {
        switch language {
        case .en: return "The simulator's run decides this option; run the scenario to see why."
        case .ko: return "이 보기는 시뮬레이터의 실행 결과로 정해져요. 시나리오를 실행해서 이유를 확인해 보세요."
        case .zh: return "这个选项由模拟器的运行结果决定；运行场景即可看到原因。"
        }
    }

    /// One call the simulator counted, with why it ran.
    static func counted(_ chain: String, _ language: Language) -> String {
        switch language {
        case .en: return "Counted: \(chain)"
        case .ko: return "센 호출: \(chain)"
        case .zh: return "计入的调用：\(chain)"
        }
    }

    /// Yes or no as a value inside a sentence: quoted in ko (`'아니요'`), as Chinese answers
    /// “会”/“不会” are (the Chinese sentence adds its own quotes).
    static func quotedYesNo(_ value: Bool, _ language: Language, prompt: String? = nil) -> String {
        language == .ko ? "'\(yesNo(value, language))'" : yesNo(value, language, prompt: prompt)
    }

    /// ` ms`, `바이트`, ` 字节`: a unit after a number, in the language.
    static func unit(_ unit: NumberUnit, _ language: Language) -> String {
        switch (unit, language) {
        case (.bytes, .ko): return "바이트"
        case (.bytes, .zh): return " 字节"
        case (.frames, .ko): return "프레임"
        case (.frames, .zh): return " 帧"
        // Lessons 01–06 write a length in points as 点 (160 点), as the native review asked.
        case (.pt, .zh): return " 点"
        case (.ms, .ko), (.pt, .ko): return unit.rawValue
        default: return " " + unit.rawValue
        }
    }
}
