/// Where a type name is written: a file of the index and the type declaration (or extension)
/// around it. `ownMembers: false` reads an inheritance clause: the declaration's generic
/// parameters are visible there, its nested types are not.
public struct Place: Sendable, Hashable {
    public var file: FileID
    /// Index in the file's `types` of the innermost enclosing declaration; nil at top level.
    public var type: Int?
    public var ownMembers: Bool

    public init(file: FileID, type: Int?, ownMembers: Bool = true) {
        self.file = file
        self.type = type
        self.ownMembers = ownMembers
    }
}

/// What a type name means where it is written (docs/architecture.md, "Name resolution").
public enum Resolution: Sendable, Equatable {
    /// One declaration of the project.
    case declaration(TypeID)
    /// Several declarations in the file where the name is written (`#if` alternatives).
    case alternatives([TypeID])
    /// A typealias of the project, by qualified name.
    case alias(String)
    /// A generic parameter of an enclosing declaration: never a project type.
    case genericParameter
    /// Not a project name: SwiftUI's and the standard library's names are known by spelling.
    case outside(String)
    /// A project name that cannot be told apart (declarations in files equally near), or a
    /// qualified name whose first part is the project's and whose rest is not: unknown.
    case unknown
}

/// Looks type names up from the place they are written, like the compiler: generic
/// parameters, then the types nested in the enclosing types outwards, then the project's
/// top-level types; duplicates resolved by file, then by the nearest directory. Every lookup
/// is a few hash probes: nothing scans the types.
struct NameResolver: @unchecked Sendable {
    let files: [FileSummary]
    /// Qualified name → its declarations, in file order.
    let groups: NameGroups<TypeID>
    /// Each declaration's place, by `TypeID` (declarations come first among the index's entries).
    let refs: [DeclarationRef]
    /// Typealiases by qualified name (the first declared).
    let aliases: [String: Typealias]
    /// The simple names of every declared type and typealias: a name carrying none of them
    /// is not the project's, known at one look.
    let simpleNames: NameTable<Bool>
    /// The simple names of the typealiases alone: most property types carry none.
    let aliasSimpleNames: NameTable<Bool>
    /// Typealiases declared more than once (a `private` one in two files, `#if` alternatives),
    /// every one with its file.
    let aliasDuplicates: [String: [(alias: Typealias, file: FileID)]]
    /// Every generic parameter name of the project's declarations: a name that is neither
    /// this nor a project name is outside, known at two looks.
    let genericNames: NameTable<Bool>
    /// The simple names of the nested types and typealiases: a name carrying none of them
    /// needs no walk of the enclosing scopes.
    let nestedSimpleNames: NameTable<Bool>

    /// The meaning of `written` at `place`.
    func resolve(_ written: String, from place: Place) -> Resolution {
        // Most names are one plain identifier that is neither a project name nor a generic
        // parameter (`View`, `String`, `Equatable`): known on the bytes, no text made. A plain
        // name is its own first part: what is asked of it here is not asked again below.
        let plain = TypeText.isPlainName(written)
        var isProjectName = false, mayBeGeneric = false
        if plain {
            isProjectName = simpleNames[written] != nil
            mayBeGeneric = genericNames[written] != nil
            if !isProjectName && !mayBeGeneric { return .outside(written) }
        }
        // The name: attributes, `any `/`some `, parentheses and optionals in any spelling
        // (`Foo?`, `Optional<Foo>`) dropped, generic arguments cut; then its first `.`.
        let name = plain ? Substring(written) : WrittenType(Substring(written)).baseName
        guard !name.isEmpty else { return .unknown }
        let first: Substring, rest: Substring
        if !plain, let dot = name.utf8.firstIndex(of: UInt8(ascii: ".")) {
            first = name[..<dot]
            rest = name[dot...]
        } else {
            first = name
            rest = ""
        }
        let firstName = plain ? written : String(first)
        // Most names are none of the project's and no generic parameter (`String`, `View`).
        if !plain {
            isProjectName = simpleNames[firstName] != nil
            mayBeGeneric = genericNames[firstName] != nil
        }
        if !isProjectName && !mayBeGeneric { return .outside(String(name)) }
        // 1. Generic parameters of the enclosing declarations.
        if mayBeGeneric && isGenericParameter(firstName, at: place) { return .genericParameter }
        if !isProjectName || Self.isModuleName(first) { return .outside(String(name)) }
        // 2. Types and typealiases nested in the enclosing types, outwards (only for a name
        // some nested declaration carries); 3. top level.
        var base: String?
        if nestedSimpleNames[firstName] != nil {
            for scope in scopes(of: place) {
                let candidate = scope + "." + firstName
                if groups[candidate] != nil || aliases[candidate] != nil { base = candidate; break }
            }
        }
        // A top-level name found here is the whole name when nothing follows it.
        var topLevel: ArraySlice<TypeID>?
        if base == nil {
            topLevel = groups[firstName]
            if topLevel != nil || aliases[firstName] != nil { base = firstName }
        }
        guard let base else { return .outside(String(name)) }
        if rest.isEmpty, let topLevel { return pick(topLevel, from: place.file) }
        let full = rest.isEmpty ? base : base + rest
        if let positions = groups[full] { return pick(positions, from: place.file) }
        if aliases[full] != nil { return .alias(full) }
        return .unknown
    }

    /// `Swift` or `SwiftUI`: a name under them is never the project's.
    private static func isModuleName(_ name: Substring) -> Bool {
        let n = name.utf8.count
        return (n == 5 || n == 7) && (name == "Swift" || name == "SwiftUI")
    }

    /// Among declarations of one name: the one in the same file (several there: `#if`
    /// alternatives), else the one whose file shares the most leading directories; a tie is
    /// unknown.
    func pick(_ ids: ArraySlice<TypeID>, from file: FileID) -> Resolution {
        if ids.count == 1 { return .declaration(ids[ids.startIndex]) }
        let here = ids.filter { refs[$0.index].file == file }
        if here.count == 1 { return .declaration(here[0]) }
        if here.count > 1 { return .alternatives(here) }
        return nearest(ids, from: file) { refs[$0.index].file }.map { .declaration($0) } ?? .unknown
    }

    /// The candidate whose file shares the most leading directories with `file`; nil on a tie.
    func nearest<C: Collection>(_ candidates: C, from file: FileID, fileOf: (C.Element) -> FileID) -> C.Element? {
        let from = files[file].path
        var best: C.Element?, bestShared = -1, tie = false
        for candidate in candidates {
            let shared = NameResolver.sharedDirectories(from, files[fileOf(candidate)].path)
            if shared > bestShared { best = candidate; bestShared = shared; tie = false } else if shared == bestShared { tie = true }
        }
        return tie ? nil : best
    }

    /// The typealiases a qualified alias name means from `file`, as for types: the one in the
    /// same file (several there: `#if` alternatives, which answer when they agree), else the one
    /// in the nearest directory; none on a tie.
    func aliasCandidates(_ qualified: String, from file: FileID) -> [Typealias] {
        guard let all = aliasDuplicates[qualified] else { return aliases[qualified].map { [$0] } ?? [] }
        let here = all.filter { $0.file == file }
        if !here.isEmpty { return here.map(\.alias) }
        return nearest(all, from: file) { $0.file }.map { [$0.alias] } ?? []
    }

    /// How many leading directories two file paths share (`App/Models/A.swift` and
    /// `App/Views/B.swift`: one), counted on their bytes: each `/` in the common prefix ends a
    /// directory both have.
    static func sharedDirectories(_ a: String, _ b: String) -> Int {
        var shared = 0
        var i = a.utf8.makeIterator(), j = b.utf8.makeIterator()
        while let x = i.next(), let y = j.next(), x == y {
            if x == UInt8(ascii: "/") { shared += 1 }
        }
        return shared
    }

    /// The qualified names of the enclosing types, innermost first.
    func scopes(of place: Place) -> [String] {
        guard var t = place.type else { return [] }
        let types = files[place.file].types
        guard types.indices.contains(t) else { return [] }
        if !place.ownMembers {
            guard let parent = types[t].parent else { return [] }
            t = parent
        }
        var out: [String] = []
        var prefix = types[t].name
        while true {
            out.append(prefix)
            guard let dot = prefix.utf8.lastIndex(of: UInt8(ascii: ".")) else { break }
            prefix = String(prefix[..<dot])
        }
        return out
    }

    /// True when `name` is a generic parameter of a declaration around `place` (for an
    /// extension, of the type it extends).
    func isGenericParameter(_ name: String, at place: Place) -> Bool {
        var current = place.type
        let types = files[place.file].types
        var steps = 0
        while let t = current, types.indices.contains(t), steps < 64 {
            steps += 1
            if types[t].genericParameters.contains(name) { return true }
            if types[t].kind == .extension, let extended = extendedDeclaration(types[t].name),
               files[extended.file].types[extended.type].genericParameters.contains(name) {
                return true
            }
            current = types[t].parent
        }
        return false
    }

    /// The declaration a top-level extension's name means, when there is exactly one.
    private func extendedDeclaration(_ name: String) -> DeclarationRef? {
        var plain = Substring(name)
        if let angle = plain.firstIndex(of: "<") { plain = plain[..<angle] }
        guard let ids = groups[String(plain)], ids.count == 1 else { return nil }
        return refs[ids[ids.startIndex].index]
    }
}
