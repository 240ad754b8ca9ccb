/// Some of a declaration's properties, in declaration order, sharing the declaration's
/// storage: type facts hold three such lists for each of thousands of types, and a copy
/// of each property would cost more than the rest of the index.
public struct PropertyList: RandomAccessCollection, Sendable {
    private let all: [Property]
    /// Positions in `all`; nil for every property.
    private let picked: [Int32]?

    public init(_ all: [Property] = []) {
        self.all = all
        picked = nil
    }

    /// The properties at `positions` (ascending) of `all`; all of them without a list when
    /// every one is picked.
    init(_ all: [Property], picking positions: [Int32]) {
        self.all = all
        picked = positions.count == all.count ? nil : positions
    }

    public var startIndex: Int { 0 }
    public var endIndex: Int { picked?.count ?? all.count }
    public subscript(position: Int) -> Property {
        if let picked { return all[Int(picked[position])] }
        return all[position]
    }
}
