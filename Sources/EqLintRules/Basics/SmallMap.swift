/// A map for the few keys one file asks about (the views it constructs, the owners of its
/// bodies): a list searched in order while it is short, a dictionary past `listLimit`. Most
/// maps hold one or two keys, and a dictionary's hashing and storage would cost more than the
/// searches.
struct SmallMap<Key: Hashable, Value> {
    /// The entries in order of insertion: one allocation, room for four at the first.
    private var entries: [(key: Key, value: Value)] = []
    /// Key → position, once there are more than `listLimit` keys.
    private var positions: [Key: Int]?
    static var listLimit: Int { 16 }

    private func position(_ key: Key) -> Int? {
        if let positions { return positions[key] }
        return entries.firstIndex { $0.key == key }
    }

    subscript(_ key: Key) -> Value? {
        get { position(key).map { entries[$0].value } }
        set {
            if let k = position(key) {
                if let newValue {
                    entries[k].value = newValue
                } else {
                    // Not needed by the callers; kept simple: the dictionary is made again.
                    entries.remove(at: k)
                    positions = entries.count > Self.listLimit ? Self.positions(of: entries) : nil
                }
                return
            }
            guard let newValue else { return }
            if entries.isEmpty { entries.reserveCapacity(4) }
            entries.append((key, newValue))
            if positions != nil {
                positions![key] = entries.count - 1
            } else if entries.count > Self.listLimit {
                positions = Self.positions(of: entries)
            }
        }
    }

    private static func positions(of entries: [(key: Key, value: Value)]) -> [Key: Int] {
        Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.key, $0) })
    }
}
