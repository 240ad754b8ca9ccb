/// A type of the index: the position of its entry in `ProjectIndex.entries` (declarations in
/// file order, then the types the project only extends). Every question about a type takes one,
/// and every answer naming a type gives one: no name is looked up twice, and two declarations
/// of one name (`#if` alternatives, a `private` type in two files) are two ids. Meaningful only
/// with the index that gave it; `ProjectIndex.displayName(_:)` is its name for messages.
public struct TypeID: Hashable, Comparable, Sendable {
    /// The entry's position in `ProjectIndex.entries`.
    let position: Int32

    init(_ position: Int32) { self.position = position }
    init(_ position: Int) { self.position = Int32(truncatingIfNeeded: position) }

    /// The position as an array index.
    @inline(__always) var index: Int { Int(position) }

    public static func < (a: TypeID, b: TypeID) -> Bool { a.position < b.position }
}

/// A file of the index: its position in `ProjectIndex.files` (the run's files in path order).
public struct FileID: Hashable, Comparable, Sendable {
    /// The file's position in `ProjectIndex.files`.
    public let position: Int32

    public init(_ position: Int) { self.position = Int32(truncatingIfNeeded: position) }

    /// The position as an array index.
    @inline(__always) public var index: Int { Int(position) }

    public static func < (a: FileID, b: FileID) -> Bool { a.position < b.position }
}

extension Array where Element == FileSummary {
    /// The summary of file `id`, read in place (a copy of a summary retains everything it holds).
    @inline(__always)
    public subscript(id: FileID) -> FileSummary {
        _read { yield self[id.index] }
    }
}
