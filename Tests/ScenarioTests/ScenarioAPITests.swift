import Foundation
import TestSupport
import Testing

@testable import Scenario

/// The scenario language's whole API surface, pinned in docs/scenario-api.txt (issue 17: scenario
/// code is real UIKit code; what is not is a prelude helper or a shorthand, and says so).
@Suite struct ScenarioAPITests {
    static let repository = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()
    static let listingFile = repository.appendingPathComponent("docs/scenario-api.txt")
    static let preludeFile = repository.appendingPathComponent("docs/prelude.swift")

    /// Any new binding changes docs/scenario-api.txt, so review sees it and its origin.
    @Test func listingMatchesDocsScenarioAPI() {
        expectGolden(ScenarioAPI.listing(), file: Self.listingFile)
    }

    /// Every member of a shorthand is a member the bindings really have (the key matches a line).
    @Test func everyShorthandMemberIsListed() {
        let members = Set(ScenarioAPI.entries().map(\.member))
        for shorthand in Shorthand.allCases {
            if let member = shorthand.member { #expect(members.contains(member), "\(member) is not bound") }
        }
        for helper in ScenarioAPI.teachingHelpers { #expect(members.contains(helper), "\(helper) is not bound") }
    }

    /// What scenario code may use beyond Apple's API is declared in the prelude, in the type it
    /// belongs to, so a lesson's code compiles in Xcode with docs/prelude.swift pasted above it.
    @Test func everyPreludeAndShorthandNameIsDeclaredInThePrelude() throws {
        let blocks = try Self.preludeBlocks()
        for entry in ScenarioAPI.entries()
        where entry.origin == "prelude" || (entry.origin == "shorthand" && !entry.member.hasPrefix("(")) {
            let owner = Self.owner(entry.member)
            let places = (Self.preludeTypes[owner] ?? [owner]).compactMap { blocks[$0] }
            let name = Self.declaredName(entry.member)
            let forms =
                name == "_"
                ? ["init(_ "]
                : entry.member.hasPrefix("case ")
                    ? [" \(name),", " \(name) }", "case \(name)\n"]
                    : ["var \(name)", "func \(name)(", "let \(name)", "init(\(name):"]
            let declared = places.contains { block in forms.contains { block.contains($0) } }
            #expect(declared, "docs/prelude.swift does not declare \(name) in \(owner) (\(entry.member))")
        }
    }

    /// The prelude's stand-ins for LayoutLab's own types (a class with its superclass).
    static let preludeTypes: [String: [String]] = [
        "MainRunLoop": ["TeachingRunLoop"], "Trace": ["TeachingTrace", "TeachingTraceSlice"],
        "TraceSlice": ["TeachingTraceSlice"],
        "TraceEvent": ["TeachingTraceEvent"], "SimulatedClock": ["TeachingClock"], "Display": ["TeachingDisplay"],
        "FrameRecord": ["TeachingFrame"], "OffscreenPass": ["TeachingOffscreenPass"], "": ["top level"],
        "HitchRating": ["TeachingHitchRating"], "Buffering": ["TeachingBuffering"],
        "FrameRecord.HitchCause": ["TeachingHitchCause"],
        "OffscreenPass.Reason": ["TeachingOffscreenReason"],
    ]

    /// The type a listed member belongs to (`""` for a global).
    static func owner(_ member: String) -> String {
        if member.hasPrefix("let ") || member.hasPrefix("func ") { return "" }
        if member.hasPrefix("case "), let dot = member.dropFirst(5).lastIndex(of: ".") {
            return String(member.dropFirst(5)[..<dot])
        }
        return String(member.prefix { $0 != "." })
    }

    /// The prelude's text by the type each top-level declaration (`extension UIView {`,
    /// `final class TeachingTrace: …`) extends or declares; other lines are "top level".
    static func preludeBlocks() throws -> [String: String] {
        let prelude = try String(contentsOf: preludeFile, encoding: .utf8)
        var blocks: [String: String] = [:]
        var current = "top level"
        for line in prelude.split(separator: "\n", omittingEmptySubsequences: false) {
            let words = line.split(whereSeparator: { " :{<".contains($0) })
            if let keyword = words.firstIndex(where: { ["extension", "class", "struct", "enum"].contains($0) }),
                !line.hasPrefix(" "), keyword + 1 < words.count
            {
                current = String(words[keyword + 1])
            }
            blocks[current, default: ""] += line + "\n"
            if line == "}" || (!line.hasPrefix(" ") && line.hasSuffix("}")) { current = "top level" }
        }
        return blocks
    }

    /// Each shorthand warns where it is used, naming UIKit's form; that form runs here too, with no warning.
    @Test(arguments: Shorthand.allCases) func shorthandWarnsAndItsUIKitFormRuns(_ shorthand: Shorthand) {
        let (prefix, short, uikit) = Self.example(shorthand)
        let used = ScenarioRun(source: prefix + short)
        #expect(used.outcome == .completed, "\(used.outcome)")
        #expect(used.shorthandUses.map(\.shorthand) == [shorthand.shown])
        #expect(used.shorthandUses.first?.location.line == prefix.filter { $0 == "\n" }.count + 1)
        let real = ScenarioRun(source: prefix + uikit)
        #expect(real.outcome == .completed, "\(real.outcome)")
        #expect(real.shorthandUses.isEmpty)
    }

    /// Code before the line, the shorthand line, and the same in UIKit's spelling.
    static func example(_ shorthand: Shorthand) -> (String, String, String) {
        let ticker = "class Ticker: NSObject { @objc func step(_ link: CADisplayLink) {} }\nlet t = Ticker()\n"
        let image = "let image = UIGraphicsImageRenderer(size: CGSize(width: 4, height: 4)).image { _ in }\n"
        switch shorthand {
        case .labelText: return ("", "let l = UILabel(text: \"a\")", "let l = UILabel(); l.text = \"a\"")
        case .imageSize: return ("", "let i = UIImage(size: CGSize(width: 4, height: 4))", image)
        case .displayLinkClosure:
            return (
                ticker, "let link = CADisplayLink { _ in }",
                "let link = CADisplayLink(target: t, selector: #selector(Ticker.step(_:)))"
            )
        case .displayLinkAddToRunLoop:
            return (
                ticker + "let link = CADisplayLink(target: t, selector: #selector(Ticker.step(_:)))\n",
                "link.add(to: runLoop); runLoop.run(frames: 2)",
                "link.add(to: .main, forMode: .common); runLoop.run(frames: 2)"
            )
        case .layerPresentationFrame:
            return ("let l = CALayer()\n", "let f = l.presentationFrame", "let f = l.presentation()?.frame")
        case .layerPresentationOpacity:
            return ("let l = CALayer()\n", "let o = l.presentationOpacity", "let o = l.presentation()?.opacity")
        case .viewPresentationFrame:
            return ("let v = UIView()\n", "let f = v.presentationFrame", "let f = v.layer.presentation()?.frame")
        case .layerColorFromUIColor:
            return ("let l = CALayer()\n", "l.borderColor = .red", "l.borderColor = UIColor.red.cgColor")
        case .shadowPathFromBezierPath:
            return (
                "let l = CALayer()\n", "l.shadowPath = UIBezierPath(rect: .zero)",
                "l.shadowPath = UIBezierPath(rect: .zero).cgPath"
            )
        case .contentsFromUIImage:
            return ("let l = CALayer()\n" + image, "l.contents = image", "l.contents = image.cgImage")
        case .priorityFromNumber:
            return (
                "let c = UIView().widthAnchor.constraint(equalToConstant: 10)\n", "c.priority = 999",
                "c.priority = UILayoutPriority(999)"
            )
        }
    }

    /// Forms UIKit does not have and no lesson used are refused, each with what UIKit has.
    @Test func formsUIKitDoesNotHaveAreRefused() {
        func failure(_ source: String) -> String {
            if case .failed(let d) = ScenarioRun(source: source).outcome { return d.rendered() }
            return "ran"
        }
        // Docs UIColor: init(red:green:blue:alpha:) and init(white:alpha:) always take alpha.
        #expect(failure("let c = UIColor(red: 1, green: 0, blue: 0)").contains("init(red:green:blue:alpha:)"))
        #expect(failure("let c = UIColor(white: 0.5)").contains("init(white:alpha:)"))
        // Docs UIWindow: no `scale`; the screen has it.
        #expect(failure("let s = window.scale").contains("'scale'"))
        // Docs SwiftUI EdgeInsets: init() or all four edges.
        #expect(failure("let e = EdgeInsets(top: 8)").contains("init(top:leading:bottom:trailing:)"))
        // Docs UIVisualEffectView: init(effect:) (Swift does not inherit init(frame:)).
        #expect(failure("let v = UIVisualEffectView(frame: .zero)").contains("init(effect:)"))
        // Docs UILabel: `font`, no `fontSize`.
        #expect(failure("let l = UILabel()\nl.fontSize = 20").contains("'fontSize'"))
    }

    /// What UIKit writes instead of the removed forms runs, with the same effect.
    @Test func uikitFormsOfTheRemovedOnesRun() throws {
        let run = ScenarioRun(
            source: """
                let scale = window.screen.scale
                let screen = window.screen.bounds
                let c = UIColor(red: 1, green: 0, blue: 0, alpha: 1)
                let g = UIColor(white: 0.5, alpha: 1)
                let none = EdgeInsets()
                let label = UILabel()
                label.text = "Hi"
                let before = label.intrinsicContentSize
                label.font = UIFont.systemFont(ofSize: 34)
                let after = label.intrinsicContentSize
                let size = label.font.pointSize
                let layer = CALayer()
                layer.borderColor = UIColor.red.cgColor
                layer.shadowColor = layer.borderColor
                let sameColor = layer.shadowColor == UIColor.red.cgColor
                let noSublayers = layer.sublayers == nil
                layer.addSublayer(CALayer())
                let sublayerCount = layer.sublayers?.count ?? 0
                """)
        #expect(run.outcome == .completed, "\(run.outcome)")
        func q(_ e: String) throws -> ScenarioValue {
            try run.evaluate(e, at: SourceLocation(file: "q", line: 1, column: 1))
        }
        #expect(try q("scale") == .double(3))
        #expect(try q("screen") == .rect(CGRect(x: 0, y: 0, width: 390, height: 844)))
        #expect(try q("c == .red") == .bool(true))
        #expect(try q("g == .gray") == .bool(true))
        #expect(try q("size") == .double(34))
        #expect(try q("after.height > before.height") == .bool(true))
        // Docs CALayer: borderColor and shadowColor are CGColor?, equal to the same colour's cgColor.
        #expect(try q("sameColor") == .bool(true))
        // Docs CALayer.sublayers: `[CALayer]?`, nil by default.
        #expect(try q("noSublayers") == .bool(true))
        #expect(try q("sublayerCount") == .int(1))
        #expect(run.shorthandUses.isEmpty)
    }

    /// `UIView.var traceName` → traceName; `Trace.func after(_:)` → after; `UILabel.init(text:)` → text.
    static func declaredName(_ member: String) -> String {
        var text = member
        if text.hasPrefix("case "), let dot = text.lastIndex(of: ".") { return String(text[text.index(after: dot)...]) }
        for prefix in ["typealias ", "let ", "func "] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
        if let dot = text.firstIndex(of: "."), !text.hasPrefix("(") { text = String(text[text.index(after: dot)...]) }
        for prefix in ["static ", "var ", "func "] where text.hasPrefix(prefix) { text.removeFirst(prefix.count) }
        if text.hasPrefix("init(") {
            let labels = text.dropFirst(5).split(separator: ":").first.map(String.init) ?? "_"
            return labels == ")" ? "_" : labels.trimmingCharacters(in: CharacterSet(charactersIn: "[]"))
        }
        return String(text.prefix { $0.isLetter || $0.isNumber })
    }
}
