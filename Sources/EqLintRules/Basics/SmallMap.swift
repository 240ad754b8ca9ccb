/// A map from names to values for the few names one file asks about (the views it
/// constructs, the owners of its bodies): a list searched in order while it is short, a
/// dictionary past `listLimit`. Most maps hold one or two names, and a dictionary's hashing
/// and storage would cost more than the searches.
struct SmallMap<Value> {
    private var keys: [String] = []
    private var values: [Value] = []
    /// Key → position, once there are more than `listLimit` keys.
    private var positions: [String: Int]?
    static var listLimit: Int { 16 }

    private func position(_ key: String) -> Int? {
        if let positions { return positions[key] }
        return keys.firstIndex(of: key)
    }

    subscript(_ key: String) -> Value? {
        get { position(key).map { values[$0] } }
        set {
            if let k = position(key) {
                if let newValue {
                    values[k] = newValue
                } else {
                    // Not needed by the callers; kept simple: the dictionary is made again.
                    keys.remove(at: k)
                    values.remove(at: k)
                    positions = keys.count > Self.listLimit ? Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) }) : nil
                }
                return
            }
            guard let newValue else { return }
            keys.append(key)
            values.append(newValue)
            if positions != nil {
                positions![key] = keys.count - 1
            } else if keys.count > Self.listLimit {
                positions = Dictionary(uniqueKeysWithValues: keys.enumerated().map { ($1, $0) })
            }
        }
    }
}
