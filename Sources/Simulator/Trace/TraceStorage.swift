// The trace's compact event store: 40-byte records in fixed chunks, names interned, texts kept
// as values and rendered only when an event is read.
import Foundation

/// Where `Trace` keeps its events. A recorded event costs one 40-byte `Record` (names are ids
/// into intern tables, the frame is run-length coded, rare fields live in a side table), and the
/// records sit in chunks of 1,024 that are never moved once full: appending never copies the
/// trace, unlike one array grown by doubling (whose memmove and page faults were a quarter of a
/// 10k-view commit). `TraceEvent`s, with their strings, are made when an event is read.
struct TraceStorage {
    /// One stored event. Field order keeps the stride at 40 bytes.
    struct Record {
        /// Simulated time in ms.
        var time: Double
        /// `Cause` coded: 0 none, > 0 an event seq, < 0 a source position (`-(line << 31 | column) - 1`).
        var cause: Int64
        /// Receiver name id (`names`).
        var receiver: UInt32
        /// Reason id (`names`).
        var reason: UInt32
        /// The parent's seq, or 0 at top level.
        var parent: Int32
        /// Index into `texts` (>= 0), -1 for no text, or `-2 - i` for `sizeTexts[i]`.
        var text: Int32
        /// Method id (`methods`).
        var method: UInt16
        /// Nesting depth (an override in `rare` when it does not fit).
        var depth: UInt16
        var phase: UInt8
        var level: UInt8
        /// `Record.hasRare`: the event has a `rare` entry (label, dirty sets or a field that did not fit);
        /// `nilProposalWidth`/`nilProposalHeight`: its size text proposes nil on that axis.
        var flags: UInt8
        static let hasRare: UInt8 = 1
        static let nilProposalWidth: UInt8 = 2
        static let nilProposalHeight: UInt8 = 4
        /// `placementText`: `text` (>= 0) points into `placementTexts`, not `texts`.
        static let placementText: UInt8 = 8
        /// `hasEnd`: the call returned later than it started; its end time is in `ends`.
        static let hasEnd: UInt8 = 16
    }

    /// The fields few events have, or values too large for a `Record`.
    struct Rare {
        var label: String?
        var dirty: DirtySets?
        var cause: Cause?
        var depth: Int?
        var method: String?
        var parent: Int?
    }

    static let phases = Phase.allCases
    static let levels = Level.allCases

    var count: Int { records.count }
    private var records = ChunkedBuffer<Record>()
    /// Receiver and reason names, and method names (their own table: a record has 16 bits for one).
    private var names = InternTable<UInt32>(cacheMask: 4095)
    private var methods = InternTable<UInt16>(cacheMask: 255)
    private(set) var texts: [TraceText] = []
    /// SwiftUI `sizeThatFits` texts as their four numbers (a record's `text` <= -2 points here;
    /// its flags say which proposal dimensions are nil): tens of thousands per pass, so kept as
    /// numbers in chunks that never move, formatted only when the event is read. Records with
    /// the same numbers share one entry (siblings are usually asked the same and answer the
    /// same): `sizeTextSlots` maps the numbers' hash to the entry stored last with that hash,
    /// with its numbers (compared there, without reading the entry's chunk).
    private var sizeTexts = ChunkedBuffer<SizeText>()
    private var sizeTextSlots = [(numbers: SizeText, entry: Int32)](
        repeating: (SizeText(proposalWidth: 0, proposalHeight: 0, width: 0, height: 0), -1), count: sizeTextSlotMask + 1
    )
    static let sizeTextSlotMask = 255
    /// SwiftUI `placeSubviews` texts as their six numbers (the record's flags say which
    /// proposal dimensions are nil), formatted only when the event is read: one per stack per
    /// layout, and formatting the rect and proposal was most of what placing a stack cost.
    private var placementTexts = ChunkedBuffer<PlacementText>()
    private var rare: [Int: Rare] = [:]
    /// When a call that took simulated time returned (ms), by index: only calls whose end is
    /// later than their start have one (most calls return at the time they started).
    private var ends = EventEndTimes()
    /// (first index, frame): the frame of every event from that index until the next run.
    private var frameRuns: [(start: Int, frame: Int)] = []

    /// A `sizeThatFits` event's proposal and answer (nil proposal dimensions are flagged in the record).
    struct SizeText {
        var proposalWidth: Double
        var proposalHeight: Double
        var width: Double
        var height: Double

        /// The same four numbers, bit for bit (so -0 and 0 differ and a NaN matches itself).
        func isIdentical(to other: SizeText) -> Bool {
            proposalWidth.bitPattern == other.proposalWidth.bitPattern
                && proposalHeight.bitPattern == other.proposalHeight.bitPattern
                && width.bitPattern == other.width.bitPattern && height.bitPattern == other.height.bitPattern
        }

        var slot: Int {
            let mixed =
                (proposalWidth.bitPattern &* 0x9E37_79B9_7F4A_7C15)
                ^ (proposalHeight.bitPattern &* 0xC2B2_AE3D_27D4_EB4F)
                ^ (width.bitPattern &* 0x1656_67B1_9E37_79F9) ^ (height.bitPattern &* 0x27D4_EB2F_1656_67C5)
            return Int(truncatingIfNeeded: mixed >> 48) & TraceStorage.sizeTextSlotMask
        }
    }

    /// A SwiftUI `placeSubviews` event's bounds and proposal (nil proposal dimensions are flagged in the record).
    struct PlacementText {
        var x: Double
        var y: Double
        var width: Double
        var height: Double
        var proposalWidth: Double
        var proposalHeight: Double
    }

    /// Frees the chunks (the records hold no references, so nothing else needs releasing).
    func deallocate() {
        records.deallocate()
        sizeTexts.deallocate()
        placementTexts.deallocate()
        ends.deallocate()
    }

    /// Bytes of event storage: chunk capacities, texts, frame runs, rare entries (their strings
    /// not counted). The intern tables are `internBytes`.
    var storageBytes: Int {
        return records.bytes + sizeTexts.bytes + placementTexts.bytes + sizeTextSlots.capacity
            * MemoryLayout<(numbers: SizeText, entry: Int32)>.stride
            + texts.capacity * MemoryLayout<TraceText>.stride
            + frameRuns.capacity * MemoryLayout<(start: Int, frame: Int)>.stride
            + rare.capacity * (MemoryLayout<Int>.stride + MemoryLayout<Rare>.stride)
            + ends.bytes
    }

    /// Bytes of the intern tables: each distinct receiver, reason and method once.
    var internBytes: Int {
        names.bytes + methods.bytes
    }

    // MARK: Writing

    /// The id of `name` (`InternTable.id`).
    mutating func nameID(_ name: String) -> UInt32 {
        guard let id = names.id(name) else { preconditionFailure("more than 4 billion trace names") }
        return id
    }

    /// A new id for `name` (no lookup; an equal name stored before keeps its own id).
    mutating func uniqueNameID(_ name: String) -> UInt32 {
        guard let id = names.appendUnique(name) else { preconditionFailure("more than 4 billion trace names") }
        return id
    }

    /// A new id for the name of the layer of the view named `viewName` (`a.layer`, made when read).
    mutating func uniqueNameID(layerOfView viewName: String) -> UInt32 {
        guard let id = names.appendUnique(layerOfView: viewName) else {
            preconditionFailure("more than 4 billion trace names")
        }
        return id
    }

    /// The id of `method`, or nil when the method table is full (the event keeps it as a rare field).
    mutating func methodID(_ method: String) -> UInt16? { methods.id(method) }

    /// Appends an event; returns its index (seq - 1).
    mutating func append(
        time: Double, frame: Int, phase: Phase, level: Level, receiver: String, method: String, cause: Cause,
        reason: String, label: String?, text: TraceText?, depth: Int, parent: Int?, dirty: DirtySets?
    ) -> Int {
        let receiverID = nameID(receiver), reasonID = nameID(reason)
        let methodID = self.methodID(method)
        return append(
            time: time, frame: frame, phase: phase, level: level, receiver: receiverID, method: methodID ?? 0,
            cause: cause, reason: reasonID, label: label, text: text, depth: depth, parent: parent, dirty: dirty,
            methodOverride: methodID == nil ? method : nil)
    }

    /// `append(time:frame:phase:level:receiver:method:cause:reason:depth:parent:sizeText:)` for a
    /// `.uikit` call caused by its parent (a SwiftUI sizing call inside another): the same
    /// record, with nothing to check but the nesting (the SwiftUI pass's tens of thousands).
    @inline(__always)
    mutating func appendNested(
        time: Double, frame: Int, phase: Phase, receiver: UInt32, method: UInt16, reason: UInt32,
        depth: Int, parent: Int, sizeText: (proposal: ProposedViewSize, size: CGSize)?
    ) -> Int {
        guard depth < Int(UInt16.max), parent > 0, parent < Int(Int32.max) else {
            return append(
                time: time, frame: frame, phase: phase, level: .uikit, receiver: receiver, method: method,
                cause: .event(parent), reason: reason, depth: depth, parent: parent, sizeText: sizeText)
        }
        return appendFitting(
            time: time, frame: frame, phase: phase, level: .uikit, receiver: receiver, method: method,
            cause: Int64(parent), reason: reason, depth: UInt16(depth), parent: Int32(parent), sizeText: sizeText)
    }

    /// Appends a record whose fields all fit (no rare entry), with its size text if it has one.
    @inline(__always)
    private mutating func appendFitting(
        time: Double, frame: Int, phase: Phase, level: Level, receiver: UInt32, method: UInt16,
        cause: Int64, reason: UInt32, depth: UInt16, parent: Int32,
        sizeText: (proposal: ProposedViewSize, size: CGSize)?
    ) -> Int {
        let index = count
        if frameRuns.last?.frame != frame { frameRuns.append((index, frame)) }
        var textIndex: Int32 = -1, flags: UInt8 = 0
        if let sizeText {
            let entry = sizeTextEntry(sizeText.proposal, sizeText.size)
            if entry >= 0 {
                textIndex = -2 - entry
                if sizeText.proposal.width == nil { flags |= Record.nilProposalWidth }
                if sizeText.proposal.height == nil { flags |= Record.nilProposalHeight }
            }
        }
        records.append(
            Record(
                time: time, cause: cause, receiver: receiver, reason: reason, parent: parent, text: textIndex,
                method: method, depth: depth, phase: code(phase), level: code(level), flags: flags))
        // The table of size texts full: the text as a string.
        if let sizeText, textIndex == -1 { setSizeThatFits(sizeText.proposal, sizeText.size, at: index) }
        return index
    }

    /// Appends an event whose names are already interned (`nameID`, `methodID`): the SwiftUI
    /// pass records tens of thousands with the same few names. `sizeText` is a `sizeThatFits`
    /// event's proposal and answer known at once (`setSizeThatFits` without a second lookup of
    /// the record). Returns its index (seq - 1).
    mutating func append(
        time: Double, frame: Int, phase: Phase, level: Level, receiver: UInt32, method: UInt16, cause: Cause,
        reason: UInt32, label: String? = nil, text: TraceText? = nil, depth: Int, parent: Int?, dirty: DirtySets? = nil,
        methodOverride: String? = nil, sizeText: (proposal: ProposedViewSize, size: CGSize)? = nil
    ) -> Int {
        let index = count
        // Most events have nothing rare and fields that fit: stored without a side entry.
        if label == nil && text == nil && dirty == nil && methodOverride == nil, depth >= 0 && depth < Int(UInt16.max),
            parent.map({ $0 > 0 && $0 < Int(Int32.max) }) ?? true, let codedCause = Self.code(cause)
        {
            return appendFitting(
                time: time, frame: frame, phase: phase, level: level, receiver: receiver, method: method,
                cause: codedCause, reason: reason, depth: UInt16(depth), parent: Int32(parent ?? 0),
                sizeText: sizeText)
        }
        if let sizeText {
            let index = append(
                time: time, frame: frame, phase: phase, level: level, receiver: receiver, method: method,
                cause: cause, reason: reason, label: label, text: text, depth: depth, parent: parent,
                dirty: dirty, methodOverride: methodOverride)
            setSizeThatFits(sizeText.proposal, sizeText.size, at: index)
            return index
        }
        // Fields that do not fit a record go to `rare`; most events have none, so the side
        // entry is made only when one does.
        var extra: Rare? = label != nil || dirty != nil ? Rare(label: label, dirty: dirty) : nil
        if let methodOverride { extra.made.method = methodOverride }
        let codedCause: Int64
        if let coded = Self.code(cause) { codedCause = coded } else { codedCause = 0; extra.made.cause = cause }
        let codedDepth: UInt16
        if depth >= 0 && depth < Int(UInt16.max) {
            codedDepth = UInt16(depth)
        } else {
            codedDepth = 0; extra.made.depth = depth
        }
        let codedParent: Int32
        if let parent, parent > 0, parent < Int(Int32.max) {
            codedParent = Int32(parent)
        } else {
            codedParent = 0
            if let parent { extra.made.parent = parent }
        }
        var textIndex: Int32 = -1
        if let text {
            textIndex = Int32(texts.count)
            texts.append(text)
        }
        let needsRare = extra != nil
        if let extra { rare[index] = extra }
        if frameRuns.last?.frame != frame { frameRuns.append((index, frame)) }
        records.append(
            Record(
                time: time, cause: codedCause, receiver: receiver, reason: reason, parent: codedParent,
                text: textIndex, method: method, depth: codedDepth, phase: code(phase), level: code(level),
                flags: needsRare ? Record.hasRare : 0))
        return index
    }

    /// `Record.cause` for `cause`, or nil when it does not fit (then it goes to `rare`).
    @inline(__always)
    private static func code(_ cause: Cause) -> Int64? {
        switch cause {
        case .none: return 0
        case .event(let seq) where seq > 0 && seq < Int(Int32.max): return Int64(seq)
        case .source(let p) where p.line >= 0 && p.line < 1 << 31 && p.column >= 0 && p.column < 1 << 31:
            return -((Int64(p.line) << 31) | Int64(p.column)) - 1
        default: return nil
        }
    }

    /// The phase's and level's index in `allCases`, remembered for the last one coded (events
    /// come in long runs of one phase and level).
    @inline(__always)
    private mutating func code(_ phase: Phase) -> UInt8 {
        if phase != phaseMemo.phase { phaseMemo = (phase, UInt8(Self.phases.firstIndex(of: phase) ?? 0)) }
        return phaseMemo.code
    }

    @inline(__always)
    private mutating func code(_ level: Level) -> UInt8 {
        if level != levelMemo.level { levelMemo = (level, UInt8(Self.levels.firstIndex(of: level) ?? 0)) }
        return levelMemo.code
    }

    private var phaseMemo: (phase: Phase, code: UInt8) = (phases[0], 0)
    private var levelMemo: (level: Level, code: UInt8) = (levels[0], 0)

    /// Sets the dirty sets of event `index`.
    mutating func setDirty(_ sets: DirtySets, at index: Int) {
        let record = pointer(index)
        var extra = record.pointee.flags & Record.hasRare != 0 ? (rare[index] ?? Rare()) : Rare()
        extra.dirty = sets
        rare[index] = extra
        record.pointee.flags |= Record.hasRare
    }

    /// Records that the call at `index` returned at `time`; a no-op when that is its start
    /// time (the event's end then reads as its start). Returns whether anything was stored.
    @inline(__always)
    mutating func setEnd(_ time: Double, at index: Int) -> Bool {
        let record = pointer(index)
        guard time != record.pointee.time else { return false }
        ends.set(time, at: index)
        record.pointee.flags |= Record.hasEnd
        return true
    }

    /// Sets (or, with an existing text, appends to) the text of event `index`.
    mutating func setText(_ text: TraceText, at index: Int) {
        let record = pointer(index)
        if let existing = self.text(of: record.pointee) {
            record.pointee.flags &= ~(Record.nilProposalWidth | Record.nilProposalHeight | Record.placementText)
            record.pointee.text = Int32(texts.count)
            texts.append(.string(existing + text.rendered))
        } else {
            record.pointee.text = Int32(texts.count)
            texts.append(text)
        }
    }

    /// Sets the text of SwiftUI `sizeThatFits` event `index` to its proposal and answer, kept as
    /// numbers (`200×nil → 120×20` when read); appended as a string to a text already there.
    mutating func setSizeThatFits(_ proposal: ProposedViewSize, _ size: CGSize, at index: Int) {
        let record = pointer(index)
        let entry = sizeTextEntry(proposal, size)
        guard record.pointee.text == -1, entry >= 0 else {
            setText(.string(Self.sizeThatFitsText(proposal, size)), at: index)
            return
        }
        record.pointee.text = -2 - entry
        if proposal.width == nil { record.pointee.flags |= Record.nilProposalWidth }
        if proposal.height == nil { record.pointee.flags |= Record.nilProposalHeight }
    }

    /// Sets the text of SwiftUI `placeSubviews` event `index` (which has none yet) to its bounds
    /// and proposal, kept as numbers (`(0, 0, 390, 844) proposal 390×844` when read).
    mutating func setPlacement(_ rect: CGRect, _ proposal: ProposedViewSize, at index: Int) {
        let record = pointer(index)
        guard record.pointee.text == -1, placementTexts.count < Int(Int32.max) else {
            setText(.string(Self.placementText(rect, proposal)), at: index)
            return
        }
        record.pointee.text = Int32(placementTexts.count)
        placementTexts.append(
            PlacementText(
                x: rect.minX, y: rect.minY, width: rect.width, height: rect.height,
                proposalWidth: proposal.width ?? 0, proposalHeight: proposal.height ?? 0))
        record.pointee.flags |= Record.placementText
        if proposal.width == nil { record.pointee.flags |= Record.nilProposalWidth }
        if proposal.height == nil { record.pointee.flags |= Record.nilProposalHeight }
    }

    /// The `sizeTexts` entry of a proposal and answer: the last one stored with the same numbers
    /// if its slot still holds it, else a new one; -1 when the table is full.
    /// Inlined: every SwiftUI `sizeThatFits` event looks its numbers up here.
    @inline(__always)
    private mutating func sizeTextEntry(_ proposal: ProposedViewSize, _ size: CGSize) -> Int32 {
        let numbers = SizeText(
            proposalWidth: proposal.width ?? 0, proposalHeight: proposal.height ?? 0,
            width: Double(size.width), height: Double(size.height))
        let slot = numbers.slot
        let shared = sizeTextSlots[slot]
        let entry: Int32
        if shared.entry >= 0 && shared.numbers.isIdentical(to: numbers) {
            entry = shared.entry
        } else if sizeTexts.count < Int(Int32.max) - 2 {
            entry = Int32(sizeTexts.count)
            sizeTexts.append(numbers)
            sizeTextSlots[slot] = (numbers, entry)
        } else {
            entry = -1
        }
        return entry
    }

    /// `200×nil → 120×20`: how the trace shows a SwiftUI `sizeThatFits` call's proposal and answer.
    static func sizeThatFitsText(_ proposal: ProposedViewSize, _ size: CGSize) -> String {
        proposal.traceText + " → " + ProposedViewSize.format(size.width) + "×" + ProposedViewSize.format(size.height)
    }

    /// `(0, 0, 390, 844) proposal 390×844`: how the trace shows a SwiftUI layout's `placeSubviews`
    /// bounds (`UIView.describe`'s format) and proposal.
    static func placementText(_ rect: CGRect, _ proposal: ProposedViewSize) -> String {
        ViewGraph.describe(rect) + " proposal " + proposal.traceText
    }

    // MARK: Reading

    // Safe: the precondition keeps the index among the records stored, which never move.
    private func pointer(_ index: Int) -> UnsafeMutablePointer<Record> {
        precondition(index >= 0 && index < count, "trace event index out of range")
        return records.pointer(index)
    }

    /// The text of a record, rendered.
    private func text(of r: Record) -> String? {
        func proposal(_ width: Double, _ height: Double) -> ProposedViewSize {
            ProposedViewSize(
                width: r.flags & Record.nilProposalWidth != 0 ? nil : width,
                height: r.flags & Record.nilProposalHeight != 0 ? nil : height)
        }
        if r.text >= 0 && r.flags & Record.placementText != 0 {
            let numbers = placementTexts.pointer(Int(r.text)).pointee
            return Self.placementText(
                CGRect(x: numbers.x, y: numbers.y, width: numbers.width, height: numbers.height),
                proposal(numbers.proposalWidth, numbers.proposalHeight))
        }
        if r.text >= 0 { return texts[Int(r.text)].rendered }
        guard r.text <= -2 else { return nil }
        let numbers = sizeTexts.pointer(Int(-2 - r.text)).pointee
        return Self.sizeThatFitsText(
            proposal(numbers.proposalWidth, numbers.proposalHeight),
            CGSize(width: numbers.width, height: numbers.height))
    }

    /// The frame of event `index`: the run it falls in.
    func frame(at index: Int) -> Int {
        var low = 0, high = frameRuns.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if frameRuns[middle].start <= index { low = middle } else { high = middle - 1 }
        }
        return frameRuns[low].frame
    }

    /// Event `index` as a `TraceEvent`, its text rendered.
    func event(at index: Int) -> TraceEvent {
        let r = pointer(index).pointee
        let extra = r.flags & Record.hasRare != 0 ? rare[index] : nil
        let cause: Cause
        if let override = extra?.cause {
            cause = override
        } else if r.cause == 0 {
            cause = .none
        } else if r.cause > 0 {
            cause = .event(Int(r.cause))
        } else {
            let packed = -(r.cause + 1)
            cause = .source(SourcePosition(line: Int(packed >> 31), column: Int(packed & ((1 << 31) - 1))))
        }
        let parent: Int? = r.parent > 0 ? Int(r.parent) : extra?.parent
        return TraceEvent(
            seq: index + 1, time: r.time, frame: frame(at: index), phase: Self.phases[Int(r.phase)],
            level: Self.levels[Int(r.level)], receiver: names[r.receiver], method: extra?.method ?? methods[r.method],
            cause: cause, reason: names[r.reason], label: extra?.label, text: text(of: r),
            depth: extra?.depth ?? Int(r.depth), parent: parent, dirty: extra?.dirty,
            end: r.flags & Record.hasEnd != 0 ? ends[index] : r.time)
    }
}

/// Strings interned as small ids (a trace's receiver, reason and method names). A string is
/// looked up first in a small direct-mapped cache by its 16 bytes (the same string, usually
/// the same storage: a literal, a view's stored name, interned again), then in the table.
struct InternTable<ID: FixedWidthInteger & UnsignedInteger> {
    private(set) var strings: [String] = []
    /// By id, whether the entry names the layer of the view its string names (`a` reads as
    /// `a.layer`): a 10k-view commit names 10,000 layers, and making each `a.layer` string was
    /// a fifteenth of it. The text is made when an event is read.
    private var isLayerOfView: [Bool] = []
    private var ids: [String: ID] = [:]
    private var cache: [(text: String, id: ID)]
    private let cacheMask: Int

    /// `cacheMask + 1` (a power of two) cache slots.
    init(cacheMask: Int) {
        self.cacheMask = cacheMask
        cache = Array(repeating: ("", .max), count: cacheMask + 1)
    }

    /// The id of `text`, made if new; nil when the table is full (`ID.max - 1` strings).
    mutating func id(_ text: String) -> ID? {
        let slot = Self.slot(of: text, mask: cacheMask)
        if cache[slot].id != .max && cache[slot].text == text { return cache[slot].id }
        let id: ID
        if let known = ids[text] {
            id = known
        } else {
            guard let made = appendUnique(text) else { return nil }
            id = made
            ids[text] = id
        }
        cache[slot] = (text, id)
        return id
    }

    /// A new id for `text` without looking for an equal string (`id` will not find it; for a
    /// string whose caller keeps the id); nil when the table is full.
    mutating func appendUnique(_ text: String) -> ID? {
        appendUnique(text, isLayerOfView: false)
    }

    /// A new id for the name of the layer of the view named `viewName` (`a.layer`), kept as the
    /// view's name and read with the suffix; nil when the table is full.
    mutating func appendUnique(layerOfView viewName: String) -> ID? {
        appendUnique(viewName, isLayerOfView: true)
    }

    private mutating func appendUnique(_ text: String, isLayerOfView: Bool) -> ID? {
        guard strings.count < Int(ID.max) - 1 else { return nil }
        strings.append(text)
        self.isLayerOfView.append(isLayerOfView)
        return ID(strings.count - 1)
    }

    subscript(id: ID) -> String {
        isLayerOfView[Int(id)] ? CALayer.layerName(ofView: strings[Int(id)]) : strings[Int(id)]
    }

    /// Bytes of the table (strings shared with their owners not counted).
    var bytes: Int {
        strings.capacity * MemoryLayout<String>.stride + isLayerOfView.capacity + ids.capacity
            * (MemoryLayout<String>.stride + MemoryLayout<ID>.stride)
    }

    /// A cache slot for `text` from its 16 bytes (a small string's contents, or a large one's
    /// count and storage address): equal strings in different storage may pick different slots,
    /// which only costs a table lookup; the slot's string is compared before its id is used.
    static func slot(of text: String, mask: Int) -> Int {
        // Safe: a String is two words on 64-bit platforms; the bits are only hashed, never turned
        // back into a String or a pointer.
        let bits = unsafeBitCast(text, to: (UInt64, UInt64).self)
        let mixed = (bits.0 &* 0x9E37_79B9_7F4A_7C15) ^ (bits.1 &* 0xC2B2_AE3D_27D4_EB4F)
        return Int(truncatingIfNeeded: mixed >> 40) & mask
    }
}

extension Optional where Wrapped == TraceStorage.Rare {
    /// The rare entry, made empty first if there is none.
    fileprivate var made: TraceStorage.Rare {
        get { self ?? TraceStorage.Rare() }
        set { self = newValue }
    }
}

/// An event's free text as recorded (SwiftUI `sizeThatFits` texts are numbers in `sizeTexts`).
enum TraceText {
    case string(String)

    /// The text as the trace shows it.
    var rendered: String {
        switch self {
        case .string(let text): return text
        }
    }
}

/// Elements in chunks of 1,024 that never move once full (the first chunk doubles from 32 up to
/// 1,024, so a small trace stays small): appending never copies what is stored, unlike an array
/// grown by doubling, whose memmove and fresh pages were a quarter of a 10k-view commit.
/// Elements must be trivial (no references): `deallocate` frees memory without deinitialising.
// Safe: a pointer into a full chunk stays valid until `deallocate`, which the owner calls
// once, when nothing reads the buffer any more; only the first chunk moves (while growing
// up to 1,024 elements), and a pointer from `pointer` is used at once, not kept.
struct ChunkedBuffer<Element> {
    static var chunkShift: Int { 10 }
    static var chunkSize: Int { 1 << chunkShift }

    private(set) var count = 0
    private var chunks: [UnsafeMutablePointer<Element>] = []
    private var firstChunkCapacity = 0
    /// Where the next element goes and how many more fit there: most appends only write there.
    private var next: UnsafeMutablePointer<Element>?
    private var room = 0

    /// Bytes of the chunks' capacity.
    var bytes: Int {
        (chunks.isEmpty ? 0 : firstChunkCapacity + (chunks.count - 1) * Self.chunkSize) * MemoryLayout<Element>.stride
    }

    func deallocate() {
        for chunk in chunks { chunk.deallocate() }
    }

    /// Element `index` (< count).
    func pointer(_ index: Int) -> UnsafeMutablePointer<Element> {
        chunks[index >> Self.chunkShift] + (index & (Self.chunkSize - 1))
    }

    mutating func append(_ element: Element) {
        if room > 0, let next {
            next.initialize(to: element)
            self.next = next + 1
            room -= 1
            count += 1
            return
        }
        appendSlowly(element)
    }

    /// `append` at the end of a chunk: grows the first chunk or starts a new one.
    private mutating func appendSlowly(_ element: Element) {
        let index = count
        let chunk = index >> Self.chunkShift, offset = index & (Self.chunkSize - 1)
        if chunk == 0 {
            if index == firstChunkCapacity {
                // The first chunk doubles (32 … 1,024 elements), copying at most one chunk in all.
                let grown = max(32, firstChunkCapacity * 2)
                // Safe: the `index` elements stored fit in `grown`; the old chunk is freed only
                // after they moved, and `next` is set again below, so nothing points into it.
                let fresh = UnsafeMutablePointer<Element>.allocate(capacity: grown)
                if let old = chunks.first {
                    fresh.moveInitialize(from: old, count: index)
                    old.deallocate()
                    chunks[0] = fresh
                } else {
                    chunks.append(fresh)
                }
                firstChunkCapacity = grown
            }
            (chunks[0] + offset).initialize(to: element)
            next = chunks[0] + offset + 1
            room = firstChunkCapacity - offset - 1
        } else {
            if chunk == chunks.count { chunks.append(.allocate(capacity: Self.chunkSize)) }
            (chunks[chunk] + offset).initialize(to: element)
            next = chunks[chunk] + offset + 1
            room = Self.chunkSize - offset - 1
        }
        count += 1
    }
}
