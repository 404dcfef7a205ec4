import Foundation

/// The Swift standard library and Core Graphics subset scenarios use: numbers, strings, arrays,
/// ranges, `CGRect`/`CGPoint`/`CGSize`, `print`, `min`, `max`, `abs`, `stride`, `fatalError`.
struct StandardLibrary {
    let intType = NativeType(name: "Int")
    let doubleType = NativeType(name: "Double")
    let boolType = NativeType(name: "Bool")
    let stringType = NativeType(name: "String")
    let arrayType = NativeType(name: "Array")
    let rangeType = NativeType(name: "Range")
    let rectType = NativeType(name: "CGRect")
    let pointType = NativeType(name: "CGPoint")
    let sizeType = NativeType(name: "CGSize")

    /// Names of the protocols real code conforms to; a class may list them where a superclass goes.
    let knownProtocols: Set<String> = [
        "NSObject", "Layout", "Equatable", "Hashable", "CustomStringConvertible", "Sendable", "AnyObject",
    ]

    /// Names of APIs the sandbox leaves out on purpose, with what they would do.
    let sandboxed: [String: String] = [
        "FileManager": "file access (FileManager)",
        "FileHandle": "file access (FileHandle)",
        "URLSession": "network access (URLSession)",
        "URL": "URLs and file or network access",
        "Data": "raw data and file access (Data)",
        "Process": "starting processes (Process)",
        "ProcessInfo": "the process environment (ProcessInfo)",
        "getenv": "the process environment (getenv)",
        "exit": "exiting the process",
        "readLine": "reading standard input",
        "DispatchQueue": "Dispatch queues (the simulated main run loop is 'runLoop')",
        "Thread": "threads (everything runs on the simulated main thread)",
        "Timer": "Timer (drive time with runLoop.run(frames:) or work(ms:))",
        "Date": "the wall clock (time is simulated: see display and work(ms:))",
        "Task": "concurrency (Task)",
    ]

    /// Binds the types' members and records the globals every run's interpreter is given.
    func install(into registrations: BindingRegistrations) {
        for type in [intType, doubleType, boolType, stringType, rectType, pointType, sizeType] {
            registrations.register(type)
        }
        registrations.defineGlobal("CGFloat", .type(.native(doubleType)))
        registrations.defineGlobal("Float", .type(.native(doubleType)))
        registrations.defineGlobal("TimeInterval", .type(.native(doubleType)))
        installNumbers()
        installStrings()
        installArrays()
        installRanges()
        installGeometry()
        installFunctions(registrations)
    }

    private func installNumbers() {
        intType.initializer([nil]) { _, _, args in
            switch args[0] {
            case .int: return args[0]
            case .double(let d):
                guard d.isFinite, d > -9.2e18, d < 9.2e18 else {
                    throw AppRaised(message: "Fatal error: Double value \(d) cannot be converted to Int")
                }
                return .int(Int(d))
            case .string(let s): return Int(s).map { .int($0) } ?? .null
            case .bool(let b): return .int(b ? 1 : 0)
            default: throw NativeError(.type, "cannot convert a value of type \(args[0].typeName) to Int")
            }
        }
        doubleType.initializer([nil]) { _, _, args in
            switch args[0] {
            case .int(let i): return .double(Double(i))
            case .double: return args[0]
            case .string(let s): return Double(s).map { .double($0) } ?? .null
            default: throw NativeError(.type, "cannot convert a value of type \(args[0].typeName) to Double")
            }
        }
        boolType.initializer([nil]) { _, _, args in
            if case .bool = args[0] { return args[0] }
            throw NativeError(.type, "cannot convert a value of type \(args[0].typeName) to Bool")
        }
        intType.method("isMultiple", ["of"]) { _, this, args in
            let a = try Convert.int(this, "the receiver"), b = try Convert.int(args[0], "'of'")
            return .bool(b == 0 ? a == 0 : a % b == 0)
        }
        intType.property("description") { i, this in .string(i.describe(this)) }
        intType.property("magnitude") { _, this in
            let a = try Convert.int(this, "the receiver")
            return a == Int.min ? .double(9.223372036854775808e18) : .int(abs(a))
        }
        doubleType.property("description") { i, this in .string(i.describe(this)) }
        doubleType.property("isNaN") { _, this in .bool(try Convert.double(this, "the receiver").isNaN) }
        doubleType.property("magnitude") { _, this in .double(try Convert.double(this, "the receiver").magnitude) }
        doubleType.method("rounded", []) { _, this, _ in .double(try Convert.double(this, "the receiver").rounded()) }
        doubleType.method("squareRoot", []) { _, this, _ in
            .double(try Convert.double(this, "the receiver").squareRoot())
        }
        doubleType.staticProperties["infinity"] = { _ in .double(.infinity) }
        doubleType.staticProperties["pi"] = { _ in .double(.pi) }
        doubleType.staticProperties["zero"] = { _ in .double(0) }
        doubleType.staticProperties["greatestFiniteMagnitude"] = { _ in .double(.greatestFiniteMagnitude) }
        doubleType.staticProperties["leastNonzeroMagnitude"] = { _ in .double(.leastNonzeroMagnitude) }
        doubleType.staticProperties["ulpOfOne"] = { _ in .double(.ulpOfOne) }
        intType.staticProperties["max"] = { _ in .int(.max) }
        intType.staticProperties["min"] = { _ in .int(.min) }
        boolType.method("toggle", [], mutating: true) { _, this, _ in
            this = .bool(!(try Convert.bool(this, "the receiver")))
            return .void
        }
    }

    private func installStrings() {
        stringType.initializer([nil]) { i, _, args in .string(i.describe(args[0])) }
        stringType.initializer(["describing"]) { i, _, args in .string(i.describe(args[0])) }
        stringType.initializer(["format", nil], variadicAt: 1) { i, _, args in
            try StandardLibrary.format(
                i, try Convert.string(args[0], "'format'"), try i.elements(args[1], "the arguments"))
        }
        stringType.initializer(["format", "arguments"]) { i, _, args in
            try StandardLibrary.format(
                i, try Convert.string(args[0], "'format'"), try i.elements(args[1], "'arguments'"))
        }
        stringType.property("count") { _, this in .int(try Convert.string(this, "the receiver").count) }
        stringType.property("isEmpty") { _, this in .bool(try Convert.string(this, "the receiver").isEmpty) }
        stringType.method("uppercased", []) { _, this, _ in
            .string(try Convert.string(this, "the receiver").uppercased())
        }
        stringType.method("lowercased", []) { _, this, _ in
            .string(try Convert.string(this, "the receiver").lowercased())
        }
        stringType.method("hasPrefix", [nil]) { _, this, args in
            .bool(try Convert.string(this, "the receiver").hasPrefix(try Convert.string(args[0], "the prefix")))
        }
        stringType.method("hasSuffix", [nil]) { _, this, args in
            .bool(try Convert.string(this, "the receiver").hasSuffix(try Convert.string(args[0], "the suffix")))
        }
        stringType.method("contains", [nil], noClosure: true) { _, this, args in
            .bool(try Convert.string(this, "the receiver").contains(try Convert.string(args[0], "the text")))
        }
        stringType.method("contains", ["where"]) { i, this, args in
            let f = try Convert.closure(args[0], "'contains(where:)'")
            for c in try Convert.string(this, "the receiver")
            where try Convert.bool(try i.callback(f, [.string(String(c))]), "the result of the closure") {
                return .bool(true)
            }
            return .bool(false)
        }
        stringType.method("append", [nil], mutating: true) { i, this, args in
            var text = try Convert.string(this, "the receiver")
            let more = try Convert.string(args[0], "the text")
            try i.checkSize(text.utf8.count + more.utf8.count, growth: more.utf8.count)
            this = .null
            text += more
            this = .string(text)
            return .void
        }
    }

    static func format(_ i: Interpreter, _ format: String, _ arguments: [Value]) throws -> Value {
        var charged = 0
        let text = try StringFormat.format(format, arguments, describe: i.describe) { size in
            // Each conversion's growth is charged as it is made.
            try i.checkSize(size, growth: size - charged)
            charged = size
        }
        try i.checkSize(text.utf8.count, growth: text.utf8.count - charged)
        return .string(text)
    }

    /// Runs `body` on the receiver's array after moving it out of `this`, so the array is uniquely
    /// referenced and changes in place (an append does not copy the whole array).
    /// A shared array (`var b = a`) is copied by the change: `Interpreter.changing` charges that copy.
    static func mutate(_ i: Interpreter, _ this: inout Value, _ body: (inout [Value]) throws -> Value) throws -> Value {
        guard case .array(var list) = this else {
            throw NativeError(.type, "expected an array, found a value of type \(this.typeName)")
        }
        this = .null
        defer { this = .array(list) }
        return try i.changing(&list, body)
    }

    private func installArrays() {
        let a = arrayType
        func items(_ value: Value) throws -> [Value] { try Convert.array(value, "the receiver") }
        a.property("count") { _, this in .int(try items(this).count) }
        a.property("isEmpty") { _, this in .bool(try items(this).isEmpty) }
        a.property("first") { _, this in try items(this).first ?? .null }
        a.property("last") { _, this in try items(this).last ?? .null }
        a.property("indices") { _, this in .range(0, try items(this).count) }
        a.method("append", [nil], mutating: true) { i, this, args in
            try StandardLibrary.mutate(i, &this) { list in
                try i.checkSize(list.count + 1, growth: 1)
                list.append(args[0])
                return .void
            }
        }
        a.method("append", ["contentsOf"], mutating: true) { i, this, args in
            let more = try i.elements(args[0], "'contentsOf'")
            return try StandardLibrary.mutate(i, &this) { list in
                try i.checkSize(list.count + more.count, growth: more.count)
                list += more
                return .void
            }
        }
        a.method("insert", [nil, "at"], mutating: true) { i, this, args in
            let index = try Convert.int(args[1], "'at'")
            return try StandardLibrary.mutate(i, &this) { list in
                guard index >= 0 && index <= list.count else {
                    throw AppRaised(message: "Fatal error: Array index is out of range")
                }
                try i.checkSize(list.count + 1, growth: 1)
                list.insert(args[0], at: index)
                return .void
            }
        }
        a.method("remove", ["at"], mutating: true) { i, this, args in
            let index = try Convert.int(args[0], "'at'")
            return try StandardLibrary.mutate(i, &this) { list in
                guard index >= 0 && index < list.count else {
                    throw AppRaised(message: "Fatal error: Index out of range")
                }
                return list.remove(at: index)
            }
        }
        a.method("removeAll", [], mutating: true) { _, this, _ in
            this = .array([])
            return .void
        }
        a.method("removeLast", [], mutating: true) { i, this, _ in
            try StandardLibrary.mutate(i, &this) { list in
                guard let last = list.popLast() else {
                    throw AppRaised(message: "Fatal error: Can't remove last element from an empty collection")
                }
                return last
            }
        }
        a.method("removeFirst", [], mutating: true) { i, this, _ in
            try StandardLibrary.mutate(i, &this) { list in
                guard !list.isEmpty else {
                    throw AppRaised(message: "Fatal error: Can't remove first element from an empty collection")
                }
                return list.removeFirst()
            }
        }
        a.method("reverse", [], mutating: true) { i, this, _ in
            try StandardLibrary.mutate(i, &this) { list in
                list.reverse()
                return .void
            }
        }
        a.method("map", [nil]) { i, this, args in
            let f = try Convert.closure(args[0], "'map'")
            return .array(try items(this).map { try i.callback(f, [$0]) })
        }
        a.method("compactMap", [nil]) { i, this, args in
            let f = try Convert.closure(args[0], "'compactMap'")
            return .array(try items(this).map { try i.callback(f, [$0]) }.filter { !$0.isNone })
        }
        a.method("filter", [nil]) { i, this, args in
            let f = try Convert.closure(args[0], "'filter'")
            return .array(
                try items(this).filter {
                    try Convert.bool(try i.callback(f, [$0]), "the result of the 'filter' closure")
                })
        }
        a.method("forEach", [nil]) { i, this, args in
            let f = try Convert.closure(args[0], "'forEach'")
            for item in try items(this) { _ = try i.callback(f, [item]) }
            return .void
        }
        a.method("reduce", [nil, nil]) { i, this, args in
            let f = try Convert.closure(args[1], "'reduce'")
            var result = args[0]
            for item in try items(this) { result = try i.callback(f, [result, item]) }
            return result
        }
        a.method("contains", [nil], noClosure: true) { i, this, args in
            for item in try items(this) where try i.equals(item, args[0], at: i.currentRange) { return .bool(true) }
            return .bool(false)
        }
        a.method("contains", ["where"]) { i, this, args in
            let f = try Convert.closure(args[0], "'contains(where:)'")
            for item in try items(this) where try Convert.bool(try i.callback(f, [item]), "the result of the closure") {
                return .bool(true)
            }
            return .bool(false)
        }
        a.method("allSatisfy", [nil]) { i, this, args in
            let f = try Convert.closure(args[0], "'allSatisfy'")
            for item in try items(this)
            where !(try Convert.bool(try i.callback(f, [item]), "the result of the closure")) { return .bool(false) }
            return .bool(true)
        }
        a.method("firstIndex", ["of"], noClosure: true) { i, this, args in
            for (n, item) in try items(this).enumerated() where try i.equals(item, args[0], at: i.currentRange) {
                return .int(n)
            }
            return .null
        }
        a.method("firstIndex", ["where"]) { i, this, args in
            let f = try Convert.closure(args[0], "'firstIndex(where:)'")
            for (n, item) in try items(this).enumerated()
            where try Convert.bool(try i.callback(f, [item]), "the result of the closure") {
                return .int(n)
            }
            return .null
        }
        a.method("first", ["where"]) { i, this, args in
            let f = try Convert.closure(args[0], "'first(where:)'")
            for item in try items(this) where try Convert.bool(try i.callback(f, [item]), "the result of the closure") {
                return item
            }
            return .null
        }
        a.method("last", ["where"]) { i, this, args in
            let f = try Convert.closure(args[0], "'last(where:)'")
            for item in try items(this).reversed()
            where try Convert.bool(try i.callback(f, [item]), "the result of the closure") {
                return item
            }
            return .null
        }
        a.method("lastIndex", ["where"]) { i, this, args in
            let f = try Convert.closure(args[0], "'lastIndex(where:)'")
            for (n, item) in try items(this).enumerated().reversed()
            where try Convert.bool(try i.callback(f, [item]), "the result of the closure") { return .int(n) }
            return .null
        }
        a.method("enumerated", []) { _, this, _ in
            .array(
                try items(this).enumerated().map {
                    .tuple([.int($0.offset), $0.element], labels: ["offset", "element"])
                })
        }
        a.method("reversed", []) { _, this, _ in .array(try items(this).reversed()) }
        a.method("max", []) { i, this, _ in try StandardLibrary.extreme(i, try items(this), "<") }
        a.method("min", []) { i, this, _ in try StandardLibrary.extreme(i, try items(this), ">") }
        // `max(by:)`/`min(by:)` take Swift's `areInIncreasingOrder` and, as the standard library, keep the first of equal extremes.
        a.method("max", ["by"]) { i, this, args in
            let f = try Convert.closure(args[0], "'max(by:)'")
            let list = try items(this)
            guard var best = list.first else { return .null }
            for item in list.dropFirst()
            where try Convert.bool(try i.callback(f, [best, item]), "the result of the 'max(by:)' closure") {
                best = item
            }
            return best
        }
        a.method("min", ["by"]) { i, this, args in
            let f = try Convert.closure(args[0], "'min(by:)'")
            let list = try items(this)
            guard var best = list.first else { return .null }
            for item in list.dropFirst()
            where try Convert.bool(try i.callback(f, [item, best]), "the result of the 'min(by:)' closure") {
                best = item
            }
            return best
        }
        a.method("sorted", []) { i, this, _ in
            .array(
                try StandardLibrary.sort(i, try items(this)) { l, r in
                    try Convert.bool(try i.binary("<", l, r, at: i.currentRange), "the comparison")
                })
        }
        a.method("sorted", ["by"]) { i, this, args in
            let f = try Convert.closure(args[0], "'sorted(by:)'")
            return .array(
                try StandardLibrary.sort(i, try items(this)) { l, r in
                    try Convert.bool(try i.callback(f, [l, r]), "the result of the 'sorted(by:)' closure")
                })
        }
        a.method("joined", ["separator"], required: 0) { i, this, args in
            let separator = args[0].isNone ? "" : try Convert.string(args[0], "'separator'")
            let text = try items(this).map { try Convert.string($0, "an element of the joined array") }.joined(
                separator: separator)
            try i.checkSize(text.utf8.count)
            return .string(text)
        }
        a.method("prefix", [nil]) { _, this, args in
            .array(Array(try items(this).prefix(max(0, try Convert.int(args[0], "the length")))))
        }
        a.method("suffix", [nil]) { _, this, args in
            .array(Array(try items(this).suffix(max(0, try Convert.int(args[0], "the length")))))
        }
        a.method("dropFirst", [nil], required: 0) { _, this, args in
            .array(Array(try items(this).dropFirst(args[0].isNone ? 1 : max(0, try Convert.int(args[0], "the count")))))
        }
        a.method("dropLast", [nil], required: 0) { _, this, args in
            .array(Array(try items(this).dropLast(args[0].isNone ? 1 : max(0, try Convert.int(args[0], "the count")))))
        }
    }

    /// The number of elements of an integer stride, counted without overflow at the integer
    /// limits; a count past `Int.max` is `Int.max` (the size limit refuses it).
    static func strideCount(from: Int, to: Int, by: Int, through: Bool) -> Int {
        let rising = by > 0
        if rising ? (through ? from > to : from >= to) : (through ? from < to : from <= to) { return 0 }
        // The distance between the bounds always fits in UInt, and so does the step's magnitude.
        let span = rising ? UInt(bitPattern: to &- from) : UInt(bitPattern: from &- to)
        let step = by.magnitude
        let steps = through ? span / step : (span - 1) / step
        return steps >= UInt(Int.max) ? Int.max : Int(steps) + 1
    }

    /// The largest (`<`) or smallest (`>`) element, nil for an empty array.
    static func extreme(_ i: Interpreter, _ list: [Value], _ op: String) throws -> Value {
        guard var best = list.first else { return .null }
        for item in list.dropFirst()
        where try Convert.bool(try i.binary(op, best, item, at: i.currentRange), "the comparison") {
            best = item
        }
        return best
    }

    /// A stable insertion-merge sort that lets the comparison throw (Swift's `sort` cannot).
    static func sort(_ i: Interpreter, _ list: [Value], _ less: (Value, Value) throws -> Bool) throws -> [Value] {
        if list.count < 2 { return list }
        let middle = list.count / 2
        let left = try sort(i, Array(list[..<middle]), less), right = try sort(i, Array(list[middle...]), less)
        var result: [Value] = []
        result.reserveCapacity(list.count)
        var l = 0, r = 0
        while l < left.count && r < right.count {
            if try less(right[r], left[l]) { result.append(right[r]); r += 1 } else { result.append(left[l]); l += 1 }
        }
        result += left[l...]
        result += right[r...]
        return result
    }

    private func installRanges() {
        rangeType.property("count") { _, this in
            guard case .range(let a, let b) = this else { return .int(0) }
            return .int(try Interpreter.rangeCount(a, b))
        }
        rangeType.property("lowerBound") { _, this in
            guard case .range(let a, _) = this else { return .null }
            return .int(a)
        }
        rangeType.property("upperBound") { _, this in
            guard case .range(_, let b) = this else { return .null }
            return .int(b)
        }
        rangeType.method("contains", [nil], noClosure: true) { _, this, args in
            guard case .range(let a, let b) = this else { return .bool(false) }
            let x = try Convert.int(args[0], "the value")
            return .bool(x >= a && x < b)
        }
        // Ranges share the array operations through a conversion, checked against the size limit.
        for name in ["map", "filter", "forEach", "reduce", "reversed", "contains(where:)"] {
            let base = name.components(separatedBy: "(")[0]
            guard let overloads = arrayType.methods[base] else { continue }
            for overload in overloads where !(name == "contains(where:)") || overload.labels == ["where"] {
                rangeType.methods[base, default: []].append(
                    NativeFunction(overload.labels, required: overload.requiredCount) { i, this, args in
                        guard case .range(let a, let b) = this else { return .null }
                        var list: Value = .array(try i.elements(.range(a, b), "the range"))
                        return try overload.body(i, &list, args)
                    })
            }
        }
    }

    private func installGeometry() {
        rectType.initializer(["x", "y", "width", "height"]) { _, _, args in
            .rect(
                CGRect(
                    x: try Convert.double(args[0], "'x'"), y: try Convert.double(args[1], "'y'"),
                    width: try Convert.double(args[2], "'width'"), height: try Convert.double(args[3], "'height'")))
        }
        rectType.initializer(["origin", "size"]) { _, _, args in
            .rect(CGRect(origin: try Convert.point(args[0], "'origin'"), size: try Convert.size(args[1], "'size'")))
        }
        rectType.initializer([]) { _, _, _ in .rect(.zero) }
        rectType.staticProperties["zero"] = { _ in .rect(.zero) }
        func rect(_ v: Value) throws -> CGRect { try Convert.rect(v, "the receiver") }
        rectType.property(
            "origin", get: { _, this in .point(try rect(this).origin) },
            set: { _, this, value in
                var r = try rect(this); r.origin = try Convert.point(value, "'origin'"); this = .rect(r)
            })
        rectType.property(
            "size", get: { _, this in .size(try rect(this).size) },
            set: { _, this, value in
                var r = try rect(this); r.size = try Convert.size(value, "'size'"); this = .rect(r)
            })
        rectType.property("width") { _, this in .double(Double(try rect(this).width)) }
        rectType.property("height") { _, this in .double(Double(try rect(this).height)) }
        rectType.property("minX") { _, this in .double(Double(try rect(this).minX)) }
        rectType.property("midX") { _, this in .double(Double(try rect(this).midX)) }
        rectType.property("maxX") { _, this in .double(Double(try rect(this).maxX)) }
        rectType.property("minY") { _, this in .double(Double(try rect(this).minY)) }
        rectType.property("midY") { _, this in .double(Double(try rect(this).midY)) }
        rectType.property("maxY") { _, this in .double(Double(try rect(this).maxY)) }
        rectType.property("isEmpty") { _, this in .bool(try rect(this).isEmpty) }
        rectType.method("insetBy", ["dx", "dy"]) { _, this, args in
            .rect(
                try rect(this).insetBy(dx: try Convert.double(args[0], "'dx'"), dy: try Convert.double(args[1], "'dy'"))
            )
        }
        rectType.method("offsetBy", ["dx", "dy"]) { _, this, args in
            .rect(
                try rect(this).offsetBy(
                    dx: try Convert.double(args[0], "'dx'"), dy: try Convert.double(args[1], "'dy'")))
        }
        rectType.method("contains", [nil]) { _, this, args in
            if case .rect(let other) = args[0] { return .bool(try rect(this).contains(other)) }
            return .bool(try rect(this).contains(try Convert.point(args[0], "the point")))
        }
        rectType.method("intersects", [nil]) { _, this, args in
            .bool(try rect(this).intersects(try Convert.rect(args[0], "the other rectangle")))
        }

        pointType.initializer(["x", "y"]) { _, _, args in
            .point(CGPoint(x: try Convert.double(args[0], "'x'"), y: try Convert.double(args[1], "'y'")))
        }
        pointType.initializer([]) { _, _, _ in .point(.zero) }
        pointType.staticProperties["zero"] = { _ in .point(.zero) }
        func point(_ v: Value) throws -> CGPoint { try Convert.point(v, "the receiver") }
        pointType.property(
            "x", get: { _, this in .double(Double(try point(this).x)) },
            set: { _, this, value in
                var p = try point(this); p.x = try Convert.double(value, "'x'"); this = .point(p)
            })
        pointType.property(
            "y", get: { _, this in .double(Double(try point(this).y)) },
            set: { _, this, value in
                var p = try point(this); p.y = try Convert.double(value, "'y'"); this = .point(p)
            })

        sizeType.initializer(["width", "height"]) { _, _, args in
            .size(
                CGSize(width: try Convert.double(args[0], "'width'"), height: try Convert.double(args[1], "'height'")))
        }
        sizeType.initializer([]) { _, _, _ in .size(.zero) }
        sizeType.staticProperties["zero"] = { _ in .size(.zero) }
        func size(_ v: Value) throws -> CGSize { try Convert.size(v, "the receiver") }
        sizeType.property(
            "width", get: { _, this in .double(Double(try size(this).width)) },
            set: { _, this, value in
                var s = try size(this); s.width = try Convert.double(value, "'width'"); this = .size(s)
            })
        sizeType.property(
            "height", get: { _, this in .double(Double(try size(this).height)) },
            set: { _, this, value in
                var s = try size(this); s.height = try Convert.double(value, "'height'"); this = .size(s)
            })
    }

    private func installFunctions(_ registrations: BindingRegistrations) {
        registrations.defineFunction(
            "print",
            [
                NativeFunction([nil, "separator", "terminator"], required: 1, variadic: true) { i, _, args in
                    let items = try i.elements(args[0], "the printed values")
                    let separator = args[1].isNone ? " " : try Convert.string(args[1], "'separator'")
                    let terminator = args[2].isNone ? "\n" : try Convert.string(args[2], "'terminator'")
                    let text = items.map { i.describe($0) }.joined(separator: separator) + terminator
                    try i.checkSize(i.output.printed.utf8.count + text.utf8.count, growth: text.utf8.count)
                    i.output.printed += text
                    i.output.didPrint?(text)
                    return .void
                }
            ])
        for (name, op) in [("min", ">"), ("max", "<")] {
            registrations.defineFunction(
                name,
                [
                    NativeFunction([nil], variadic: true) { i, _, args in
                        let items = try i.elements(args[0], "'\(name)'")
                        guard items.count >= 2 else { throw NativeError(.type, "'\(name)' needs at least two values") }
                        let result = try StandardLibrary.extreme(i, items, op)
                        // Swift gives the arguments one type: with any Double among them, the result is a Double.
                        if case .int(let n) = result,
                            items.contains(where: {
                                if case .double = $0 { return true }; return false
                            })
                        {
                            return .double(Double(n))
                        }
                        return result
                    }
                ])
        }
        registrations.defineFunction(
            "abs",
            [
                NativeFunction([nil]) { _, _, args in
                    switch args[0] {
                    case .int(let v):
                        guard v != Int.min else {
                            throw AppRaised(message: "Fatal error: arithmetic overflow in 'abs'")
                        }
                        return .int(abs(v))
                    default: return .double(abs(try Convert.double(args[0], "'abs'")))
                    }
                }
            ])
        let math: [(String, (Double) -> Double)] = [
            ("sqrt", { $0.squareRoot() }), ("floor", { $0.rounded(.down) }),
            ("ceil", { $0.rounded(.up) }), ("round", { $0.rounded() }),
        ]
        for (name, f) in math {
            registrations.defineFunction(
                name, [NativeFunction([nil]) { _, _, args in .double(f(try Convert.double(args[0], "'\(name)'"))) }])
        }
        registrations.defineFunction(
            "pow",
            [
                NativeFunction([nil, nil]) { _, _, args in
                    .double(
                        Foundation.pow(
                            try Convert.double(args[0], "the base"), try Convert.double(args[1], "the exponent")))
                }
            ])
        registrations.defineFunction(
            "fatalError",
            [
                NativeFunction([nil], required: 0) { i, _, args in
                    let message = args[0].isNone ? "" : try Convert.string(args[0], "the message")
                    throw AppRaised(message: "Fatal error" + (message.isEmpty ? "" : ": " + message))
                }
            ])
        for name in ["precondition", "assert"] {
            registrations.defineFunction(
                name,
                [
                    NativeFunction([nil, nil], required: 1) { _, _, args in
                        if try !Convert.bool(args[0], "the condition") {
                            let message = args[1].isNone ? "" : try Convert.string(args[1], "the message")
                            throw AppRaised(
                                message: (name == "assert" ? "Assertion failed" : "Precondition failed")
                                    + (message.isEmpty ? "" : ": " + message))
                        }
                        return .void
                    }
                ])
        }
        let stride: (Interpreter, inout Value, [Value], Bool) throws -> Value = { i, _, args, through in
            if case .int(let from) = args[0], case .int(let to) = args[1], case .int(let by) = args[2] {
                guard by != 0 else { throw AppRaised(message: "Fatal error: Stride size must not be zero") }
                let count = StandardLibrary.strideCount(from: from, to: to, by: by, through: through)
                try i.checkSize(count)
                // Each element lies between the bounds, so the wrapping arithmetic is exact
                // (`stride(from: Int.min, to: Int.max, by: Int.max)` has three elements).
                return .array((0..<count).map { .int(from &+ $0 &* by) })
            }
            let from = try Convert.double(args[0], "'from'"), to = try Convert.double(args[1], "'to'"),
                by = try Convert.double(args[2], "'by'")
            guard by != 0, by.isFinite, from.isFinite, to.isFinite else {
                throw AppRaised(message: "Fatal error: Stride size must be finite and not zero")
            }
            try i.checkSize(Int(min(1e9, max(0, abs((to - from) / by) + 1))))
            return .array(
                through
                    ? Swift.stride(from: from, through: to, by: by).map { .double($0) }
                    : Swift.stride(from: from, to: to, by: by).map { .double($0) })
        }
        registrations.defineFunction(
            "stride",
            [
                NativeFunction(["from", "to", "by"]) { i, this, args in try stride(i, &this, args, false) },
                NativeFunction(["from", "through", "by"]) { i, this, args in try stride(i, &this, args, true) },
            ])
    }
}
