/// A map from names to values for the few names one file asks about (the views it
/// constructs, the owners of its bodies): a list searched in order while it is short, a
/// dictionary past `listLimit`. Most maps hold one or two names, and a dictionary's hashing
/// and storage would cost more than the searches.
struct SmallMap<Value> {
    /// The entries in order of insertion: one allocation, room for four at the first.
    private var entries: [(key: String, value: Value)] = []
    /// Key → position, once there are more than `listLimit` keys.
    private var positions: [String: Int]?
    static var listLimit: Int { 16 }

    private func position(_ key: String) -> Int? {
        if let positions { return positions[key] }
        return entries.firstIndex { $0.key == key }
    }

    subscript(_ key: String) -> Value? {
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

    private static func positions(of entries: [(key: String, value: Value)]) -> [String: Int] {
        Dictionary(uniqueKeysWithValues: entries.enumerated().map { ($1.key, $0) })
    }
}
