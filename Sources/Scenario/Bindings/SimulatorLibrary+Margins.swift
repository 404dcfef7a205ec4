import Foundation
import Simulator

/// Layout margins and the readable content guide (fact 48).
extension SimulatorLibrary {
    func installMargins(_ registrations: BindingRegistrations) {
        registrations.register(directionalInsets)
        func v(_ value: Value) throws -> UIView { try Self.object(value, UIView.self, "the view") }
        func c(_ value: Value) throws -> UIViewController {
            try Self.object(value, UIViewController.self, "the view controller")
        }
        func edge(_ value: Value) throws -> UIEdgeInsets {
            if case .symbol("zero") = value { return .zero }
            let insets = try Self.hostValue(value, UIEdgeInsets.self, "the insets")
            try Self.checkInsets([insets.top, insets.left, insets.bottom, insets.right])
            return insets
        }
        func directional(_ value: Value) throws -> NSDirectionalEdgeInsets {
            if case .symbol("zero") = value { return .zero }
            let insets = try Self.hostValue(value, NSDirectionalEdgeInsets.self, "the insets")
            try Self.checkInsets([insets.top, insets.leading, insets.bottom, insets.trailing])
            return insets
        }
        view.property(
            "layoutMargins", get: { _, this in .host(self.insets, HostValue(try v(this).layoutMargins)) },
            set: { _, this, value in try v(this).layoutMargins = try edge(value) })
        view.property(
            "directionalLayoutMargins",
            get: { _, this in .host(self.directionalInsets, HostValue(try v(this).directionalLayoutMargins)) },
            set: { _, this, value in try v(this).directionalLayoutMargins = try directional(value) })
        view.property(
            "insetsLayoutMarginsFromSafeArea", get: { _, this in .bool(try v(this).insetsLayoutMarginsFromSafeArea) },
            set: { _, this, value in try v(this).insetsLayoutMarginsFromSafeArea = try Convert.bool(value, "the flag") }
        )
        view.property("readableContentGuide") { _, this in .host(self.guide, try v(this).readableContentGuide) }
        controller.property(
            "viewRespectsSystemMinimumLayoutMargins",
            get: { _, this in .bool(try c(this).viewRespectsSystemMinimumLayoutMargins) },
            set: { _, this, value in
                try c(this).viewRespectsSystemMinimumLayoutMargins = try Convert.bool(value, "the flag")
            })
        // Fact 81: added to the safe area of the root view and its descendants; may run overrides.
        controller.property(
            "additionalSafeAreaInsets",
            get: { _, this in .host(self.insets, HostValue(try c(this).additionalSafeAreaInsets)) },
            set: { _, this, value in try c(this).setAdditionalSafeAreaInsets(try edge(value)) })
        controller.property("systemMinimumLayoutMargins") { _, this in
            .host(self.directionalInsets, HostValue(try c(this).systemMinimumLayoutMargins))
        }

        directionalInsets.initializer(["top", "leading", "bottom", "trailing"]) { _, _, args in
            .host(
                self.directionalInsets,
                HostValue(
                    NSDirectionalEdgeInsets(
                        top: try Convert.double(args[0], "'top'"), leading: try Convert.double(args[1], "'leading'"),
                        bottom: try Convert.double(args[2], "'bottom'"),
                        trailing: try Convert.double(args[3], "'trailing'"))))
        }
        directionalInsets.staticProperties["zero"] = { _ in
            .host(self.directionalInsets, HostValue(NSDirectionalEdgeInsets.zero))
        }
        for (name, path) in [
            ("top", \NSDirectionalEdgeInsets.top), ("leading", \.leading), ("bottom", \.bottom),
            ("trailing", \.trailing),
        ] {
            directionalInsets.property(name) { _, this in
                .double(Double(try Self.hostValue(this, NSDirectionalEdgeInsets.self, "the insets")[keyPath: path]))
            }
        }
        directionalInsets.equals = {
            ($0 as? HostValue<NSDirectionalEdgeInsets>)?.value == ($1 as? HostValue<NSDirectionalEdgeInsets>)?.value
        }
        directionalInsets.describe = { object in
            guard let i = (object as? HostValue<NSDirectionalEdgeInsets>)?.value else {
                return "NSDirectionalEdgeInsets"
            }
            return
                "NSDirectionalEdgeInsets(top: \(Double(i.top)), leading: \(Double(i.leading)), bottom: \(Double(i.bottom)), trailing: \(Double(i.trailing)))"
        }
    }

    /// Margins must be finite and within the simulator's ±1 000 000 points.
    static func checkInsets(_ values: [CGFloat]) throws {
        for value in values where !value.isFinite || abs(value) > 1_000_000 {
            throw NativeError(.runtime, "insets must be finite numbers of points within ±1000000, not \(value)")
        }
    }
}
