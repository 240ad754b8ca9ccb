/// `FileSummary` to bytes and back, field by field, for the cache.
enum SummaryCoding {
    static func write(_ s: FileSummary, _ w: inout ByteWriter) {
        w.string(s.path)
        w.array(s.types) { w, t in
            typeDecl(t, &w)
            var m = ByteWriter()
            m.omitsPositions = w.omitsPositions
            members(of: t, &m)
            w.int(m.bytes.count)
            w.bytes.append(contentsOf: m.bytes)
        }
        w.array(s.typealiases) { w, a in alias(a, &w) }
        w.bool(s.importsEquatable)
        // What a file constructs is no part of its shape: the few things other files read of it
        // (the conditions of fixes, which types only tests construct) the language server's
        // workspace follows itself (`LintWorkspace.noteCallSitesEdited`).
        if !w.omitsPositions {
            w.array(s.constructedNames) { w, h in w.int(h) }
            // Uses, like constructions, are no part of the shape (`LintWorkspace` compares
            // them itself).
            write(s.uses, &w)
        }
    }

    /// A summary; with `deferringMembers`, each type's members are left undecoded and
    /// their byte ranges (in the reader's buffer) returned, for `DeferredMembers`.
    static func read(_ r: inout ByteReader, deferringMembers: Bool = false)
        throws(CacheCorrupt) -> (summary: FileSummary, memberRanges: [Range<Int>]) {
        let path = try r.string()
        var ranges: [Range<Int>] = []
        let types = try r.array { r throws(CacheCorrupt) -> TypeDecl in
            var t = try typeDecl(&r)
            let length = try r.count()
            let members = r.position..<(r.position + length)
            if deferringMembers {
                ranges.append(members)
                r.position = members.upperBound
            } else {
                try self.members(of: &t, &r)
                guard r.position == members.upperBound else { throw CacheCorrupt() }
            }
            return t
        }
        let aliases = try r.array { r throws(CacheCorrupt) in try alias(&r) }
        let importsEquatable = try r.bool()
        var summary = FileSummary(path: path, types: types, typealiases: aliases, importsEquatable: importsEquatable)
        if !r.omitsPositions {
            summary.constructedNames = try r.array { r throws(CacheCorrupt) in try r.int() }
            summary.uses = try readUses(&r)
        }
        return (summary, ranges)
    }

    /// What the rest of the project can see of a file: its summary without byte offsets and
    /// token ranges. Two versions of a file with the same shape index the same (an edit inside
    /// a function body, a comment, a shift of lines), so the language server keeps its index.
    static func shape(of s: FileSummary) -> [UInt8] {
        var w = ByteWriter()
        w.omitsPositions = true
        write(s, &w)
        return w.bytes
    }

    /// What the index's name tables and name resolution read of a file: each type's kind,
    /// names, parent, generic parameters and whether it carries `@Equatable`, and whether the
    /// file imports Equatable (typealiases are left out: a caller compares them whole). Two
    /// versions with the same skeleton index alike but for the facts of their types.
    static func skeleton(of s: FileSummary) -> [UInt8] {
        var w = ByteWriter()
        w.array(s.types) { w, t in
            w.int(kinds.firstIndex(of: t.kind) ?? 0)
            w.string(t.name); w.string(t.simpleName)
            w.strings(t.genericParameters)
            w.optional(t.parent) { w, p in w.int(p) }
            w.bool(t.attributes.contains { $0.name == "Equatable" })
        }
        w.bool(s.importsEquatable)
        return w.bytes
    }

    static func read(_ r: inout ByteReader) throws(CacheCorrupt) -> FileSummary {
        try read(&r, deferringMembers: false).summary
    }

    // MARK: Pieces

    static func attribute(_ a: Attribute, _ w: inout ByteWriter) {
        w.string(a.name); w.position(Int(a.offset)); w.position(a.token)
    }

    static func attribute(_ r: inout ByteReader) throws(CacheCorrupt) -> Attribute {
        Attribute(name: try r.string(), offset: try offset(&r), token: try r.positionValue())
    }

    static func offset(_ r: inout ByteReader) throws(CacheCorrupt) -> UInt32 {
        let v = try r.positionValue()
        guard v >= 0, v <= Int(UInt32.max) else { throw CacheCorrupt() }
        return UInt32(v)
    }

    static func shape(_ s: ClosureShape, _ w: inout ByteWriter) {
        switch s {
        case .function: w.int(0)
        case .named(let n): w.int(1); w.string(n)
        case .other: w.int(2)
        }
    }

    static func shape(_ r: inout ByteReader) throws(CacheCorrupt) -> ClosureShape {
        switch try r.int() {
        case 0: return .function
        case 1: return .named(try r.string())
        case 2: return .other
        default: throw CacheCorrupt()
        }
    }

    static func uses(_ u: MemberUses, _ w: inout ByteWriter) {
        w.strings(u.names)
        w.optional(u.memberwiseTerms) { w, t in w.strings(t) }
        w.bool(u.isOpaque)
        w.bool(u.comparesHash)
    }

    static func uses(_ r: inout ByteReader) throws(CacheCorrupt) -> MemberUses {
        var u = MemberUses(names: try r.strings(), memberwiseTerms: try r.optional { r throws(CacheCorrupt) in try r.strings() })
        u.isOpaque = try r.bool()
        u.comparesHash = try r.bool()
        return u
    }

    static func property(_ p: Property, _ w: inout ByteWriter) {
        w.string(p.name); w.position(Int(p.nameOffset)); w.position(Int(p.nameEnd))
        w.bool(p.isLet); w.bool(p.isStatic); w.bool(p.isStored); w.bool(p.isLazy)
        w.optional(p.type) { w, t in w.string(t) }
        w.optional(p.typeTokens) { w, r in w.range(r) }
        w.array(p.wrappers) { w, a in attribute(a, &w) }
        w.bool(p.hasClosureType)
        w.optional(p.closureShape) { w, s in shape(s, &w) }
        w.optional(p.initializerTokens) { w, r in w.range(r) }
        w.bool(p.hasClosureLiteralInitializer); w.bool(p.hasObservers)
        w.array(p.accessorBodies) { w, r in w.range(r) }
        w.int(p.bindingIndex); w.bool(p.isInTuplePattern); w.bool(p.isInIfConfig)
        w.bool(p.hasConstantInitializer); w.optional(p.constructedType) { w, t in w.string(t) }
        w.int(Int(p.getterSources.rawValue))
    }

    static func property(_ r: inout ByteReader) throws(CacheCorrupt) -> Property {
        Property(
            name: try r.string(), nameOffset: try offset(&r), nameEnd: try offset(&r),
            isLet: try r.bool(), isStatic: try r.bool(), isStored: try r.bool(), isLazy: try r.bool(),
            type: try r.optional { r throws(CacheCorrupt) in try r.string() },
            typeTokens: try r.optional { r throws(CacheCorrupt) in try r.range() },
            wrappers: try r.array { r throws(CacheCorrupt) in try attribute(&r) },
            hasClosureType: try r.bool(),
            closureShape: try r.optional { r throws(CacheCorrupt) in try shape(&r) },
            initializerTokens: try r.optional { r throws(CacheCorrupt) in try r.range() },
            hasClosureLiteralInitializer: try r.bool(), hasObservers: try r.bool(),
            accessorBodies: try r.array { r throws(CacheCorrupt) in try r.range() },
            bindingIndex: try r.int(), isInTuplePattern: try r.bool(), isInIfConfig: try r.bool(),
            hasConstantInitializer: try r.bool(),
            constructedType: try r.optional { r throws(CacheCorrupt) in try r.string() },
            getterSources: IdentitySources(rawValue: UInt8(truncatingIfNeeded: try r.int())))
    }

    static func function(_ f: Function, _ w: inout ByteWriter) {
        w.int(f.kind == .function ? 0 : f.kind == .initializer ? 1 : 2)
        w.string(f.name); w.string(f.baseName); w.position(Int(f.nameOffset)); w.position(Int(f.nameEnd))
        w.bool(f.isStatic)
        w.array(f.parameters) { w, p in w.string(p.label); w.string(p.name); w.string(p.type) }
        w.array(f.attributes) { w, a in attribute(a, &w) }
        w.optional(f.bodyTokens) { w, r in w.range(r) }
        w.optional(f.memberUses) { w, u in uses(u, &w) }
    }

    static func function(_ r: inout ByteReader) throws(CacheCorrupt) -> Function {
        let kinds: [FunctionKind] = [.function, .initializer, .subscript]
        let k = try r.int()
        guard k >= 0 && k < 3 else { throw CacheCorrupt() }
        return Function(
            kind: kinds[k], name: try r.string(), baseName: try r.string(),
            nameOffset: try offset(&r), nameEnd: try offset(&r), isStatic: try r.bool(),
            parameters: try r.array { r throws(CacheCorrupt) in
                Parameter(label: try r.string(), name: try r.string(), type: try r.string())
            },
            attributes: try r.array { r throws(CacheCorrupt) in try attribute(&r) },
            bodyTokens: try r.optional { r throws(CacheCorrupt) in try r.range() },
            memberUses: try r.optional { r throws(CacheCorrupt) in try uses(&r) })
    }

    static func alias(_ a: Typealias, _ w: inout ByteWriter) {
        w.string(a.name); shape(a.shape, &w); w.string(a.target); w.range(a.targetTokens); w.position(Int(a.offset))
    }

    static func alias(_ r: inout ByteReader) throws(CacheCorrupt) -> Typealias {
        Typealias(name: try r.string(), shape: try shape(&r), target: try r.string(),
                  targetTokens: try r.range(), offset: try offset(&r))
    }

    static let kinds: [TypeKind] = [.struct, .class, .enum, .actor, .protocol, .extension]

    /// What the index needs of a type before any question is asked about it; the members
    /// follow as a length-prefixed block (`members`).
    static func typeDecl(_ t: TypeDecl, _ w: inout ByteWriter) {
        w.int(kinds.firstIndex(of: t.kind) ?? 0)
        w.string(t.name); w.string(t.simpleName); w.position(Int(t.nameOffset)); w.position(Int(t.nameEnd))
        w.strings(t.inherits)
        w.array(t.attributes) { w, a in attribute(a, &w) }
        w.strings(t.genericParameters)
        w.strings(t.genericConstraints)
        w.optional(t.parent) { w, p in w.int(p) }
        w.range(t.bodyTokens)
        w.strings(t.freshIdentifiers)
    }

    static func typeDecl(_ r: inout ByteReader) throws(CacheCorrupt) -> TypeDecl {
        let k = try r.int()
        guard k >= 0 && k < kinds.count else { throw CacheCorrupt() }
        var t = TypeDecl(kind: kinds[k], name: try r.string(), simpleName: try r.string(),
                         nameOffset: try offset(&r), nameEnd: try offset(&r), inherits: try r.strings(),
                         attributes: try r.array { r throws(CacheCorrupt) in try attribute(&r) },
                         genericParameters: try r.strings(), parent: nil, bodyTokens: 0..<0)
        t.genericConstraints = try r.strings()
        t.parent = try r.optional { r throws(CacheCorrupt) in try r.int() }
        t.bodyTokens = try r.range()
        t.freshIdentifiers = try r.strings()
        return t
    }

    static func members(of t: TypeDecl, _ w: inout ByteWriter) {
        w.array(t.properties) { w, p in property(p, &w) }
        w.array(t.functions) { w, f in function(f, &w) }
        w.array(t.typealiases) { w, a in alias(a, &w) }
        w.array(t.otherMemberAttributes) { w, a in attribute(a, &w) }
        w.strings(t.bodyReads)
        w.optional(t.hashValueUses) { w, u in uses(u, &w) }
        w.strings(t.associatedValueTypes)
        w.strings(t.caseNames)
    }

    static func members(of t: inout TypeDecl, _ r: inout ByteReader) throws(CacheCorrupt) {
        t.properties = try r.array { r throws(CacheCorrupt) in try property(&r) }
        t.functions = try r.array { r throws(CacheCorrupt) in try function(&r) }
        t.typealiases = try r.array { r throws(CacheCorrupt) in try alias(&r) }
        t.otherMemberAttributes = try r.array { r throws(CacheCorrupt) in try attribute(&r) }
        t.bodyReads = try r.strings()
        t.hashValueUses = try r.optional { r throws(CacheCorrupt) in try uses(&r) }
        t.associatedValueTypes = try r.strings()
        t.caseNames = try r.strings()
    }
}

/// The members of a cached file's types, decoded when the index first asks for a type
/// (a one-file lint looks at a few types of thousands).
final class DeferredMembers: DeferredMemberSource, @unchecked Sendable {
    private let data: [UInt8]
    private let ranges: [Range<Int>]
    /// The members were written without positions (a build system's summary, `SummaryFile`).
    private let omitsPositions: Bool

    init(data: [UInt8], ranges: [Range<Int>], omitsPositions: Bool = false) {
        self.data = data
        self.ranges = ranges
        self.omitsPositions = omitsPositions
    }

    /// `decl` (the skeleton of type `index` of the file) with its members. The pack was
    /// checksummed when read, so a failure here cannot happen short of a bug: the type
    /// then has no members, which no rule reports on.
    func complete(_ decl: TypeDecl, at index: Int) -> TypeDecl {
        var decl = decl
        guard ranges.indices.contains(index) else { return decl }
        let range = ranges[index]
        let whole = try? ByteReader.reading(data, from: range.lowerBound, to: range.upperBound) { [omitsPositions] r throws(CacheCorrupt) in
            r.omitsPositions = omitsPositions
            try SummaryCoding.members(of: &decl, &r)
            return r.isAtEnd
        }
        guard whole == true else {
            var bare = decl
            bare.properties = []; bare.functions = []; bare.typealiases = []
            bare.otherMemberAttributes = []; bare.bodyReads = []; bare.hashValueUses = nil
            bare.associatedValueTypes = []; bare.caseNames = []
            return bare
        }
        return decl
    }
}
