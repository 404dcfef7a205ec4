// A map keyed by object identity: the engine's solver constraints to the app's constraints.

/// Values by the identity of an object, in an open-addressed table probed linearly from a
/// multiplicative hash of the object's address. The engine maps each solver constraint to the
/// constraint it stands for; a `Dictionary` keyed by `ObjectIdentifier` ran each key through
/// SipHash, about 450 instructions an insert, a tenth of what the engine itself spent adding a
/// constraint to a 10k-view screen.
struct IdentityMap<Value> {
    /// Each slot's key as its address bits; 0 marks an empty slot (no object is at address 0).
    private var keys: [UInt] = []
    private var values: [Value?] = []
    /// How many keys are mapped.
    private(set) var count = 0
    /// `64 - log2(capacity)`: the hash's top bits pick the slot.
    private var shift = 64

    /// The value for `key`, or nil; setting nil removes it.
    subscript(key: ObjectIdentifier) -> Value? {
        get {
            guard count > 0 else { return nil }
            let bits = UInt(bitPattern: key)
            var slot = home(of: bits)
            while keys[slot] != 0 {
                if keys[slot] == bits { return values[slot] }
                slot = (slot + 1) & (keys.count - 1)
            }
            return nil
        }
        set {
            if let newValue {
                insert(UInt(bitPattern: key), newValue)
            } else {
                remove(UInt(bitPattern: key))
            }
        }
    }

    /// The slot a key's probe starts at.
    private func home(of bits: UInt) -> Int {
        Int(truncatingIfNeeded: (bits &* 0x9E37_79B9_7F4A_7C15) >> UInt(shift))
    }

    private mutating func insert(_ bits: UInt, _ value: Value) {
        if (count + 1) * 2 > keys.count { grow() }
        var slot = home(of: bits)
        while keys[slot] != 0 {
            if keys[slot] == bits {
                values[slot] = value
                return
            }
            slot = (slot + 1) & (keys.count - 1)
        }
        keys[slot] = bits
        values[slot] = value
        count += 1
    }

    /// Removes `bits`, moving back the entries after it that its slot had pushed on, so every
    /// probe still finds its key before an empty slot.
    private mutating func remove(_ bits: UInt) {
        guard count > 0 else { return }
        let mask = keys.count - 1
        var hole = home(of: bits)
        while keys[hole] != bits {
            if keys[hole] == 0 { return }
            hole = (hole + 1) & mask
        }
        var next = hole
        while true {
            next = (next + 1) & mask
            if keys[next] == 0 { break }
            let start = home(of: keys[next])
            // The entry stays when its home lies cyclically in (hole, next].
            let stays = hole <= next ? (hole < start && start <= next) : (hole < start || start <= next)
            if !stays {
                keys[hole] = keys[next]
                values[hole] = values[next]
                hole = next
            }
        }
        keys[hole] = 0
        values[hole] = nil
        count -= 1
    }

    /// Doubles the table (16 slots at first) and moves every entry over.
    private mutating func grow() {
        let capacity = max(16, keys.count * 2)
        var oldKeys = [UInt](repeating: 0, count: capacity)
        var oldValues = [Value?](repeating: nil, count: capacity)
        swap(&oldKeys, &keys)
        swap(&oldValues, &values)
        shift = 64 - capacity.trailingZeroBitCount
        let mask = capacity - 1
        for slot in oldKeys.indices where oldKeys[slot] != 0 {
            var target = home(of: oldKeys[slot])
            while keys[target] != 0 { target = (target + 1) & mask }
            keys[target] = oldKeys[slot]
            values[target] = oldValues[slot].take()
        }
    }
}
