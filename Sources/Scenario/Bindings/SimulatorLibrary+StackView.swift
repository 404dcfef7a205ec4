import Foundation
import Simulator

/// `UIStackView` (fact 47).
extension SimulatorLibrary {
    func installStackView(_ registrations: BindingRegistrations) {
        registrations.register(stackView)
        nameable(stackView)
        func s(_ value: Value) throws -> UIStackView { try Self.object(value, UIStackView.self, "the stack view") }
        func v(_ value: Value) throws -> UIView { try Self.object(value, UIView.self, "the view") }
        stackView.initializer([]) { i, _, _ in
            try i.noteObjectCreated()
            return .host(self.stackView, UIStackView(self.simulation))
        }
        stackView.initializer(["frame"]) { i, _, args in
            try i.noteObjectCreated()
            return .host(self.stackView, UIStackView(self.simulation, frame: try Convert.rect(args[0], "'frame'")))
        }
        stackView.initializer(["arrangedSubviews"]) { i, _, args in
            try i.noteObjectCreated()
            let views = try i.elements(args[0], "'arrangedSubviews'").map(v)
            return .host(self.stackView, try Self.uikit { try UIStackView(self.simulation, arrangedSubviews: views) })
        }
        stackView.property("arrangedSubviews") { i, this in
            .array(try s(this).arrangedSubviews.map { self.wrap(i, $0) })
        }
        stackView.property(
            "axis", get: { _, this in .symbol(try s(this).axis == .horizontal ? "horizontal" : "vertical") },
            set: { _, this, value in
                let name = try Convert.symbol(value, "axis", in: Self.axisNames)
                try s(this).axis = name == "horizontal" ? .horizontal : .vertical
            })
        let distributions = UIStackView.Distribution.allCases.map(\.rawValue)
        stackView.property(
            "distribution", get: { _, this in .symbol(try s(this).distribution.rawValue) },
            set: { _, this, value in
                let name = try Convert.symbol(value, "UIStackView.Distribution", in: distributions)
                try s(this).distribution = UIStackView.Distribution(rawValue: name) ?? .fill
            })
        let alignments = UIStackView.Alignment.allCases.map(\.rawValue)
        stackView.property(
            "alignment", get: { _, this in .symbol(try s(this).alignment.rawValue) },
            set: { _, this, value in
                let name = try Convert.symbol(value, "UIStackView.Alignment", in: alignments)
                if name == "firstBaseline" || name == "lastBaseline" {
                    throw NativeError(
                        .unsupported,
                        "not supported in scenarios: .\(name) alignment (the simulator has no text baselines)",
                        hint: "use .top or .bottom, which place views the same way for single-line labels of one font")
                }
                try s(this).alignment = UIStackView.Alignment(rawValue: name) ?? .fill
            })
        stackView.property(
            "spacing", get: { _, this in .double(Double(try s(this).spacing)) },
            set: { _, this, value in
                let points = try Convert.double(value, "'spacing'")
                guard points.isFinite, abs(points) <= 1_000_000 else {
                    throw NativeError(
                        .runtime, "spacing must be a finite number of points within ±1000000, not \(points)")
                }
                try s(this).spacing = CGFloat(points)
            })
        stackView.property(
            "isLayoutMarginsRelativeArrangement",
            get: { _, this in .bool(try s(this).isLayoutMarginsRelativeArrangement) },
            set: { _, this, value in
                try s(this).isLayoutMarginsRelativeArrangement = try Convert.bool(value, "the flag")
            })
        stackView.method("addArrangedSubview", [nil]) { _, this, args in
            try Self.uikit { try s(this).addArrangedSubview(try v(args[0])) }
            return .void
        }
        stackView.method("insertArrangedSubview", [nil, "at"]) { _, this, args in
            let stack = try s(this)
            let index = try Convert.int(args[1], "'at'")
            guard index >= 0 && index <= stack.arrangedSubviews.count else {
                throw AppRaised(
                    message:
                        "NSInternalInconsistencyException: Specified view is not a subview of the stack view or the index \(index) is out of bounds (0 … \(stack.arrangedSubviews.count))"
                )
            }
            try Self.uikit { try stack.insertArrangedSubview(try v(args[0]), at: index) }
            return .void
        }
        stackView.method("removeArrangedSubview", [nil]) { _, this, args in
            try s(this).removeArrangedSubview(try v(args[0]))
            return .void
        }
    }
}
