// The constraints in the tableau: records in numbered slots, found through the slot number each
// constraint and each edit variable keeps, so that the calls made on every frame hash nothing.

extension Tableau {
    /// The slot of `constraint`'s record, if the constraint is in this tableau.
    ///
    /// A constraint claims a slot number the first time any tableau adds it and keeps it
    /// (``Constraint/recordHint``). A tableau that stores it in that slot finds it there; any
    /// other placement (a second solver, a scratch tableau, an add after a remove whose slot was
    /// taken) goes into `recordSlots` as well, so the map is consulted only for those.
    @inline(__always)
    func recordSlot(of constraint: Constraint) -> Int? {
        let hint = constraint.recordHint.load(ordering: .relaxed)
        if hint < 0 { return nil }
        if hint < records.count, records[hint]?.constraint === constraint { return hint }
        if recordSlots.isEmpty { return nil }
        return recordSlots[ObjectIdentifier(constraint)]
    }

    /// The record of `constraint`, if it is in this tableau.
    func record(of constraint: Constraint) -> ConstraintRecord? {
        recordSlot(of: constraint).flatMap { records[$0] }
    }

    /// Every record, in slot order (sort by `sequence` for the order of addition).
    var allRecords: [ConstraintRecord] {
        records.compactMap { $0 }
    }

    /// Stores a new record in a free slot and returns the slot.
    mutating func insertRecord(_ record: ConstraintRecord) -> Int {
        var record = record
        let slot = freeRecordSlots.popLast() ?? records.count
        let claimed = record.constraint.recordHint.compareExchange(
            expected: -1, desired: slot, ordering: .relaxed
        ).exchanged
        if !claimed && record.constraint.recordHint.load(ordering: .relaxed) != slot {
            record.isMapped = true
            recordSlots[ObjectIdentifier(record.constraint)] = slot
        }
        if slot == records.count { records.append(record) } else { records[slot] = record }
        constraintCount += 1
        return slot
    }

    /// Empties `slot` for a later record.
    mutating func removeRecord(at slot: Int) {
        guard let record = records[slot] else { return }
        if record.isMapped { recordSlots[ObjectIdentifier(record.constraint)] = nil }
        records[slot] = nil
        freeRecordSlots.append(slot)
        constraintCount -= 1
    }

    /// The slot of the edit constraint of `variable`, if it is an edit variable here.
    @inline(__always)
    func editSlot(of variable: Variable) -> Int? {
        guard let symbol = knownSymbol(for: variable) else { return nil }
        let slot = symbolRecords[symbol.id].editSlot
        return slot >= 0 ? slot : nil
    }

    /// Suggests `value` for the edit variable `variable`; `false` if it is not one here.
    ///
    /// The edit constraint reads `variable - value == 0`, so its constant becomes `-value`.
    mutating func suggest(_ value: Double, for variable: Variable) -> Bool {
        guard let slot = editSlot(of: variable) else { return false }
        shiftConstant(ofSlot: slot, to: -value)
        return true
    }
}
