import Foundation
import Lessons

extension Grader {
    /// What the simulator recorded about the thing a question asks, beyond the call lists:
    /// the frame that missed its VSync and why, each offscreen layer and its reason, the
    /// backing-store arithmetic, and for yes/no and count questions what the query found and
    /// the calls it counted (with their causes) or why a call did not happen.
    func contextFindings(
        _ question: Question, record: any ScenarioRecord, builder: ExplanationBuilder, language: Language
    ) -> (findings: [Finding], replacesTrace: Bool) {
        guard let query = question.expect?.text else { return ([], false) }
        let lower = query.lowercased()
        var findings: [Finding] = []
        if let render = record.render {
            if lower.contains("hitch") || lower.contains("droppedframes") {
                let late = render.frames.filter { $0.hitchMs > 0 }
                findings += late.prefix(3).map { .hitch($0, budgetMs: render.frameBudgetMs) }
                if late.isEmpty {
                    findings.append(.noHitch(frames: render.frames.count, budgetMs: render.frameBudgetMs))
                }
            }
            if lower.contains("offscreen") {
                if lower.contains("lastframe"), let last = render.frames.last {
                    findings.append(.offscreen(last.offscreen, frame: last.number))
                } else {
                    var seen: [RenderDigest.Offscreen] = []
                    for pass in render.frames.flatMap(\.offscreen) where !seen.contains(pass) { seen.append(pass) }
                    findings.append(.offscreen(seen, frame: nil))
                }
            }
            if lower.contains("backingstorebytes") {
                if let name = Self.backingStoreOwner(query), let store = render.backingStores[name] {
                    findings.append(.backingStore(store))
                } else {
                    findings += render.backingStores.values.filter(\.drew).sorted { $0.name < $1.name }.map {
                        .backingStore($0)
                    }
                }
            }
            if !findings.isEmpty { return (findings, true) }
        }
        // A value that is not a trace query (`n`, `display.hitches`) is said by the value finding already.
        guard question.kind == .yesno || question.kind == .count,
            TraceMeasure(PredicateSentence.measureText(query)) != nil
        else {
            return ([], false)
        }
        let sentences = PredicateSentence(language: language) { text in
            try? record.evaluate(
                Query(text, at: question.expect?.position ?? FilePosition(file: "", line: 1, column: 1)))
        }
        findings = sentences.facts(of: query).map { .fact($0) }
        // The calls the query counts, each with why it ran; or why a named call did not happen.
        if let measure = TraceMeasure(PredicateSentence.measureText(query)) {
            let names = Set(measure.names.map { $0.lowercased() })
            let events = builder.trace.events[builder.window.range].filter {
                names.contains($0.call.lowercased()) || names.contains($0.method.lowercased())
            }
            findings += events.prefix(6).map { .counted(chain: builder.chain(of: $0)) }
            if events.isEmpty {
                for name in measure.names where name.contains(".") {
                    findings.append(
                        .extra(
                            call: name,
                            reason: builder.reason(for: name, ranInWindow: 0)))
                }
            }
        }
        return (findings, false)
    }

    /// `chart.layer.backingStoreBytes` → `chart`; `dot.backingStoreBytes` → `dot`.
    static func backingStoreOwner(_ query: String) -> String? {
        guard let range = query.range(of: ".backingStoreBytes") else { return nil }
        var owner = String(query[..<range.lowerBound])
        if owner.hasSuffix(".layer") { owner.removeLast(".layer".count) }
        guard let first = owner.first, first.isLetter || first == "_",
            owner.allSatisfy({ $0.isLetter || $0.isNumber || $0 == "_" || $0 == "." })
        else { return nil }
        return owner
    }
}
