import Lessons

/// Sentences about the render server, the display and backing stores (hitches, offscreen
/// passes, bytes), in ko, zh and en.
extension GradingStrings {
    /// `158,400`: digits grouped by thousands, as the arithmetic is read.
    static func grouped(_ value: Int) -> String {
        let digits = String(value.magnitude)
        var text = ""
        for (index, character) in digits.enumerated() {
            if index > 0, (digits.count - index) % 3 == 0 { text.append(",") }
            text.append(character)
        }
        return (value < 0 ? "-" : "") + text
    }

    /// The frame that missed its VSync, the phase that overran and its longest call.
    static func hitch(_ frame: RenderDigest.Frame, budgetMs: Double, _ language: Language) -> String {
        let late = NumberText.format(frame.hitchMs), budget = NumberText.format(budgetMs)
        let main = NumberText.format(frame.mainThreadMs), render = NumberText.format(frame.renderMs)
        let longest = frame.longestCall.map { ($0, NumberText.format(frame.longestCallMs ?? 0)) }
        switch language {
        case .en:
            var text =
                "Frame \(frame.number) missed its VSync: due at VSync \(frame.expectedVSync), shown at VSync \(frame.presentVSync) (\(late) ms late). "
            if frame.cause == "render" {
                text +=
                    "The render server overran (render hitch): \(render) ms of render prepare and execute against a \(budget) ms budget."
            } else {
                text += "The main thread overran (commit hitch): \(main) ms of work against a \(budget) ms budget"
                text += longest.map { "; its longest call was \($0.0) (\($0.1) ms)." } ?? "."
            }
            return text
        case .ko:
            var text =
                "프레임 \(KoreanParticle.attach(String(frame.number), .subject)) VSync를 놓쳤어요. VSync \(frame.expectedVSync)에 나와야 했는데 VSync \(frame.presentVSync)에 나왔어요(\(late)ms 늦음). "
            if frame.cause == "render" {
                text += "렌더 서버가 예산을 넘겼어요(렌더 히치). 예산 \(budget)ms에 렌더 준비와 실행이 \(render)ms 걸렸어요."
            } else {
                text += "메인 스레드가 예산을 넘겼어요(커밋 히치). 예산 \(budget)ms에 작업이 \(main)ms 걸렸어요"
                text += longest.map { ". 가장 오래 걸린 호출은 \($0.0)(\($0.1)ms)예요." } ?? "."
            }
            return text
        case .zh:
            var text =
                "第 \(frame.number) 帧错过了 VSync：应在 VSync \(frame.expectedVSync) 显示，实际在 VSync \(frame.presentVSync) 显示（晚了 \(late) ms）。"
            if frame.cause == "render" {
                text += "渲染服务超时（渲染卡顿）：预算 \(budget) ms，渲染准备和执行用了 \(render) ms。"
            } else {
                text += "主线程超时（提交卡顿）：预算 \(budget) ms，实际工作用了 \(main) ms"
                text += longest.map { "；耗时最长的调用是 \($0.0)（\($0.1) ms）。" } ?? "。"
            }
            return text
        }
    }

    /// No frame was late.
    static func noHitch(frames: Int, budgetMs: Double, _ language: Language) -> String {
        let budget = NumberText.format(budgetMs)
        switch language {
        case .en:
            return
                "No frame missed its VSync: all \(frames) frame\(frames == 1 ? " was" : "s were") on time (budget \(budget) ms per frame)."
        case .ko: return "VSync를 놓친 프레임이 없어요. 프레임 \(frames)개가 모두 제때 나왔어요(프레임당 예산 \(budget)ms)."
        case .zh: return "没有帧错过 VSync：\(frames) 帧全部按时显示（每帧预算 \(budget) ms）。"
        }
    }

    /// The layers that needed an offscreen pass, each with its reason.
    static func offscreen(_ passes: [RenderDigest.Offscreen], frame: Int?, _ language: Language) -> String {
        if passes.isEmpty {
            switch language {
            case .en: return "No layer needed an offscreen pass" + (frame.map { " in frame \($0)" } ?? "") + "."
            case .ko: return (frame.map { "프레임 \($0)에서는 " } ?? "") + "오프스크린 렌더링이 필요한 레이어가 없어요."
            case .zh: return (frame.map { "第 \($0) 帧中" } ?? "") + "没有图层需要离屏渲染。"
            }
        }
        let items = passes.map { "\($0.layer) — \(offscreenReason($0.reason, language))" }
        switch language {
        case .en:
            return "Offscreen passes" + (frame.map { " in frame \($0)" } ?? "") + " (\(passes.count)):\n  "
                + items.joined(separator: "\n  ")
        case .ko:
            return (frame.map { "프레임 \($0)의 " } ?? "") + "오프스크린 렌더링(\(passes.count)번):\n  "
                + items.joined(separator: "\n  ")
        case .zh:
            return (frame.map { "第 \($0) 帧的" } ?? "") + "离屏渲染（\(passes.count) 次）：\n  " + items.joined(separator: "\n  ")
        }
    }

    /// Why a layer needs an offscreen pass (fact 37).
    static func offscreenReason(_ reason: String, _ language: Language) -> String {
        switch (reason, language) {
        case ("shadowWithoutPath", .en): return "a shadow without shadowPath (its shape is known only after rendering)"
        case ("shadowWithoutPath", .ko): return "shadowPath 없는 그림자(렌더링해 봐야 모양을 알 수 있어요)"
        case ("shadowWithoutPath", .zh): return "没有 shadowPath 的阴影（渲染之后才知道形状）"
        case ("mask", .en): return "a mask layer"
        case ("mask", .ko): return "마스크 레이어"
        case ("mask", .zh): return "遮罩（mask）图层"
        case ("roundedCornerClip", .en): return "rounded corners that clip content (cornerRadius with masksToBounds)"
        case ("roundedCornerClip", .ko): return "콘텐츠를 잘라내는 둥근 모서리(cornerRadius와 masksToBounds)"
        case ("roundedCornerClip", .zh): return "裁剪内容的圆角（cornerRadius 加 masksToBounds）"
        case ("groupOpacity", .en): return "group opacity (opacity below 1 on a layer with sublayers)"
        case ("groupOpacity", .ko): return "그룹 불투명도(하위 레이어가 있는 레이어의 opacity가 1보다 작아요)"
        case ("groupOpacity", .zh): return "组不透明度（有子图层的图层 opacity 小于 1）"
        case ("visualEffectBlur", .en): return "a blur (what lies behind is read back, blurred and written again)"
        case ("visualEffectBlur", .ko): return "블러(뒤에 있는 내용을 읽어 와 흐리게 한 뒤 다시 써요)"
        case ("visualEffectBlur", .zh): return "模糊效果（读回背后的内容，模糊后再写回）"
        default: return reason
        }
    }

    /// width × height × scale² × bytes per pixel, with the run's numbers.
    static func backingStore(_ store: RenderDigest.BackingStore, _ language: Language) -> String {
        let scale = NumberText.format(store.scale)
        let width = NumberText.format(store.width), height = NumberText.format(store.height)
        guard store.drew else {
            switch language {
            case .en: return "\(store.name) never drew (its draw(_:) did not run), so it has no backing store: 0 bytes."
            case .ko:
                return
                    "\(KoreanParticle.attach(store.name, .topic)) 한 번도 그리지 않았어요(draw(_:)가 실행되지 않았어요). 그래서 백킹 스토어가 없고 0바이트예요."
            case .zh: return "\(store.name) 从未绘制（它的 draw(_:) 没有运行），所以没有 backing store：0 字节。"
            }
        }
        let bytes = grouped(store.bytes)
        switch language {
        case .en:
            return
                "\(store.name)'s backing store: \(width) × \(height) pt × \(scale)² (scale) × \(store.bytesPerPixel) bytes per pixel = \(bytes) bytes."
        case .ko:
            return
                "\(store.name)의 백킹 스토어: \(width) × \(height)pt × \(scale)²(스케일) × 픽셀당 \(store.bytesPerPixel)바이트 = \(bytes)바이트예요."
        case .zh:
            return
                "\(store.name) 的 backing store：\(width) × \(height) 点 × \(scale)²（缩放比例）× 每像素 \(store.bytesPerPixel) 字节 = \(bytes) 字节。"
        }
    }
}
