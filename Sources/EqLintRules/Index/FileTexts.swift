/// The parsed text of the index's files, for the facts rules read from other files' code (a
/// view's constructions, a method's body in another file): given by the workspace, which knows
/// where each file's text is (a parse kept for the lint, an editor's buffer, the disk), each
/// file parsed once. A file known only from a build system's summary has no text.
public final class FileTexts: @unchecked Sendable {
    private let provide: @Sendable (Int) -> ParsedFile?
    private let parsed = Locked<[Int: ParsedFile?]>([:])

    public init(_ provide: @escaping @Sendable (Int) -> ParsedFile?) { self.provide = provide }

    /// The parse of file `id`, nil when it has no text here.
    func parse(_ id: FileID) -> ParsedFile? {
        if let known = parsed.withLock({ $0[id.index] }) { return known }
        let made = provide(id.index)
        parsed.withLock { $0[id.index] = made }
        return made
    }
}

extension ProjectIndex {
    /// The parse of file `id` (`FileTexts`), nil without texts or for a file with none.
    func parsedText(_ id: FileID) -> ParsedFile? { texts?.parse(id) }

    /// The type or extension of a file whose body holds token `i` (innermost), nil at the top level.
    static func enclosingType(of i: Int, in types: [TypeDecl]) -> Int? {
        var found: Int?
        for t in types.indices where types[t].bodyTokens.contains(i) {
            if let f = found, !types[f].bodyTokens.contains(types[t].bodyTokens.lowerBound) { continue }
            found = t
        }
        return found
    }
}

/// A stored property of a project type, by the type's id and the property's name.
public struct PropertyKey: Hashable, Sendable {
    public var type: TypeID
    public var name: String
}
