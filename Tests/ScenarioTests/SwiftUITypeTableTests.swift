import Foundation
import Testing

@testable import Scenario

/// `SwiftUIType` is the one table of the SwiftUI types the language binds: the bindings, the API
/// listing's origins and docs/swiftui.md must all agree with it.
@Suite struct SwiftUITypeTableTests {
    static let swiftUIDoc = ScenarioAPITests.repository.appendingPathComponent("docs/swiftui.md")

    /// The bindings of a fresh run.
    static func bindings() throws -> (ScenarioRun, SwiftUIBindings) {
        let run = ScenarioRun(source: "")
        let library = try #require(run.interpreter.hostBindings.simulatorLibrary)
        return (run, library.swiftUI)
    }

    /// A type added to the bindings but not to the table would be neither registered, cleared at
    /// tear-down nor labelled SwiftUI; this finds every `NativeType` the bindings hold.
    @Test func everyTypeTheBindingsHoldIsInTheTable() throws {
        let (run, bindings) = try Self.bindings()
        var held: [ObjectIdentifier: String] = [:]
        for child in Mirror(reflecting: bindings).children {
            var value: Any = child.value
            let mirror = Mirror(reflecting: value)
            if mirror.displayStyle == .optional, let some = mirror.children.first { value = some.value }
            if let type = value as? NativeType { held[ObjectIdentifier(type)] = type.name }
        }
        let table = Set(SwiftUIType.allCases.map { ObjectIdentifier(bindings.nativeType($0)) })
        #expect(held.count >= SwiftUIType.allCases.count)
        for (id, name) in held {
            #expect(table.contains(id), "SwiftUIBindings holds \(name), which SwiftUIType does not list")
        }
        for entry in SwiftUIType.allCases { #expect(bindings.nativeType(entry).name == entry.rawValue) }
        withExtendedLifetime(run) {}
    }

    /// A named type is a global a scenario can write; the others are not.
    @Test func exactlyTheNamedTypesAreGlobals() throws {
        let (run, bindings) = try Self.bindings()
        for entry in SwiftUIType.allCases {
            let id = run.interpreter.symbols.id(entry.rawValue)
            var global: NativeType?
            if case .type(.native(let type))? = run.interpreter.globals.box(id)?.value { global = type }
            if entry.isNamed {
                #expect(global === bindings.nativeType(entry), "\(entry.rawValue) is not a global type")
            } else {
                #expect(global == nil, "\(entry.rawValue) should not be a global type")
            }
        }
    }

    /// The API listing labels every table entry SwiftUI, and nothing else.
    @Test func theListingLabelsExactlyTheTableSwiftUI() {
        for entry in SwiftUIType.allCases { #expect(ScenarioAPI.typeOrigin(entry.rawValue) == "SwiftUI") }
        for name in ["UIView", "UIViewController", "CALayer", "Trace", "String"] {
            #expect(ScenarioAPI.typeOrigin(name) != "SwiftUI")
        }
    }

    /// docs/swiftui.md's "What is modelled" table names every type a scenario writes and every
    /// modifier a view has.
    @Test func docsSwiftUINamesEveryTypeAndModifier() throws {
        let doc = try String(contentsOf: Self.swiftUIDoc, encoding: .utf8)
        let start = try #require(doc.range(of: "## What is modelled"))
        let end = try #require(doc.range(of: "\n## ", range: start.upperBound..<doc.endIndex))
        let table = doc[start.upperBound..<end.lowerBound]
        for entry in SwiftUIType.allCases where entry.isNamed {
            #expect(table.contains("`" + entry.rawValue), "docs/swiftui.md does not list \(entry.rawValue)")
        }
        let (run, bindings) = try Self.bindings()
        for modifier in bindings.view.methods.keys {
            #expect(table.contains("`." + modifier), "docs/swiftui.md does not list the modifier .\(modifier)")
        }
        withExtendedLifetime(run) {}
    }
}
