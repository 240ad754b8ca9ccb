/// Flags Hashable types whose hash can differ for equal values.
struct HashableEquatableMismatch: Rule {
    static let meta = RuleMeta(
        id: "hashable_equatable_mismatch",
        name: "Hashable and Equatable disagree", severity: .error,
        summary: "A Hashable type hashes properties that its == does not compare.",
        explanation: """
            Equal values must hash equally: sets and dictionaries find values by hash first. Three \
            ways to break this: a struct's hand-written `==` next to the synthesized hash (which \
            hashes every stored property; a class gets no synthesized hash); a hand-written \
            `hash(into:)` or `hashValue` that combines a property `==` does not compare; and \
            `@Equatable` on a type that gets `Hashable` other than by a plain `Hashable` entry in its \
            own inheritance clause, so the macro writes no `hash(into:)` and the synthesized one \
            hashes properties the macro's `==` skips. An `==` that compares `hashValue` compares \
            what the hash combines. An `==` on `Self` in a project protocol the type conforms to is \
            its hand-written `==`, and a `hash(into:)` in such a protocol next to it its hand-written \
            hash.
            """,
        triggering: ["struct User: Hashable {\n    let id: Int\n    var name: String\n    static func == (lhs: User, rhs: User) -> Bool { lhs.id == rhs.id }\n}"],
        passing: ["struct User: Hashable {\n    let id: Int\n    var name: String\n    static func == (lhs: User, rhs: User) -> Bool { lhs.id == rhs.id }\n    func hash(into hasher: inout Hasher) { hasher.combine(id) }\n}"],
        fixes: [.safe("Form 1: insert `hash(into:)` right after `==`, combining exactly the properties `==` compares, in its order (`public` when `==` is); only when `==` is a memberwise comparison (`lhs.a == rhs.a && …`) of stored properties, or of computed ones whose type is known to be Hashable (a standard type, a project type declared Hashable, a project enum with a raw type), so that the inserted code compiles."),
                .unsafe("Form 2: remove each `hasher.combine(p)` / `p.hash(into:)` statement of a property `==` does not compare.")])

    init(options: RuleOptions) {}

    static let hashableTypes: Set<String> = [
        "String", "Int", "Int64", "Int32", "UInt", "UInt64", "Bool", "Double", "Float", "Character",
        "UUID", "URL", "Date", "Data", "ObjectIdentifier", "Substring",
    ]

    /// Raw types an enum may have (`enum Kind: String`); such an enum is Hashable.
    static let rawValueTypes: Set<String> = [
        "String", "Character", "Int", "Int8", "Int16", "Int32", "Int64", "UInt", "UInt8", "UInt16",
        "UInt32", "UInt64", "Double", "Float",
    ]

    /// A standard Hashable type, a project type the index knows as Hashable, or a project enum
    /// with a raw type, which Swift makes Hashable: `hasher.combine` of it compiles.
    static func isKnownHashable(_ type: ResolvedType, _ index: ProjectIndex) -> Bool {
        type.answer { t -> Bool in
            guard !t.isOptional, !t.isDecorated else { return false }
            switch t.kind {
            case .outside(let name, let arguments): return arguments.isEmpty && hashableTypes.contains(name)
            case .project(let id):
                if index.isHashable(id) { return true }
                guard index.primaryKind(id) == .enum, let ref = index.declarationRef(of: id),
                      let raw = index.declaration(ref).inherits.first else { return false }
                return rawValueTypes.contains(raw)
            default: return false
            }
        } ?? false
    }

    func check(_ ctx: inout RuleContext) {
        let types = ctx.file.types, ids = ctx.typeIDs
        var seen = Set<TypeID>(minimumCapacity: types.count)
        for t in types.indices where types[t].kind != .protocol {
            guard let id = ids[t], seen.insert(id).inserted, ctx.index.isHashable(id), ctx.index.primaryKind(id) != nil else { continue }
            check(id, &ctx)
        }
    }

    private func check(_ id: TypeID, _ ctx: inout RuleContext) {
        let index = ctx.index
        guard let primaryRef = index.declarationRef(of: id) else { return }
        // A synthesized == compares every stored property: no form below can apply.
        let kind = index.equalityKind(of: id)
        guard kind != .synthesized else { return }
        let primary = index.declaration(primaryRef)
        // A constant (`let kind = Kind.name`) is the same in every value: it cannot make
        // equal values hash differently.
        let stored = index.storedProperties(of: id).filter { !$0.isConstant }
        let equality = index.handWrittenEquality(of: id)
        // An `==` whose comparison cannot be read (identity, a helper taking the whole value,
        // the hash itself) is not second-guessed.
        if equality?.function.memberUses?.isOpaque == true { return }
        let hashInto = index.handWrittenHashInto(of: id)
        let hashValue = hashInto == nil ? index.handWrittenHashValue(of: id) : nil

        if let hash = hashInto.map({ ($0.ref, $0.function.memberUses?.names ?? [], $0.function.nameOffset, $0.function.nameEnd) })
            ?? hashValue.map({ ($0.ref, $0.uses.names, $0.property.nameOffset, $0.property.nameEnd) }) {
            // Form 2: what the hand-written hash combines must be compared by ==.
            guard ctx.isHere(hash.0) else { return }
            let compared: Set<String>
            switch kind {
            case .synthesized: return
            case .macro: compared = Set(index.comparedInputs(of: id).map(\.name))
            case .handWritten:
                // Comparing or combining a computed property counts as the stored properties its
                // getter reads (form 2, docs/rules.md, `hashable_equatable_mismatch`); comparing
                // hashes, what the hash combines.
                guard let reads = ctx.comparedByEquality(of: id, methods: false) else { return }
                compared = reads
            }
            guard let combined = ctx.expandingMembers(hash.1, of: id, methods: false) else { return }
            let storedNames = Set(stored.map(\.name))
            var missing = hash.1.filter { storedNames.contains($0) && !compared.contains($0) }
            for p in stored where combined.contains(p.name) && !compared.contains(p.name) && !missing.contains(p.name) {
                missing.append(p.name)
            }
            guard !missing.isEmpty else { return }
            let fix = hashInto.flatMap { uncombining(missing, in: $0.function, ctx) }
            let compares = equality.map { [ctx.place($0.ref, $0.function.nameOffset, $0.function.nameEnd, "the == it disagrees with")] }
            ctx.report(.hashesUncompared(primary.name, missing), at: hash.2..<hash.3,
                       symbol: primary.name + "." + (hashInto != nil ? "hash(into:)" : "hashValue"), fix: fix,
                       related: compares ?? [])
            return
        }
        guard ctx.isHere(primaryRef) else { return }
        let at = primary.nameOffset..<primary.nameEnd
        switch kind {
        case .handWritten:
            // Form 1: synthesized hash over every stored property, hand-written ==; structs only
            // (a class gets no synthesized hash).
            guard primary.kind == .struct, let compared = ctx.comparedByEquality(of: id, methods: false) else { return }
            let missing = stored.map(\.name).filter { !compared.contains($0) }
            guard !missing.isEmpty else { return }
            // What `hash(into:)` may combine and still compile: a stored property (the synthesized
            // hash combined it), or a computed one of a type known to be Hashable.
            let place = Place(file: primaryRef.file, type: primaryRef.type)
            let known = Set(stored.map(\.name)).union(primary.properties.filter {
                !$0.isStatic && !$0.isStored && $0.type.map { Self.isKnownHashable(index.resolveWrittenType($0, from: place), index) } == true
            }.map(\.name))
            let fix = equality.flatMap { ctx.isHere($0.ref) ? hashFix(after: $0.function, known: known, ctx) : nil }
            let compares = equality.map { [ctx.place($0.ref, $0.function.nameOffset, $0.function.nameEnd, "the hand-written ==")] }
            ctx.report(.synthesizedHash(primary.name, missing), at: at, symbol: primary.name, fix: fix, related: compares ?? [])
        case .macro:
            // Form 3: Hashable from elsewhere than a plain `Hashable` in the own clause.
            guard !primary.inherits.contains("Hashable") else { return }
            let compared = Set(index.comparedInputs(of: id).map(\.name))
            let missing = stored.map(\.name).filter { !compared.contains($0) }
            guard !missing.isEmpty else { return }
            ctx.report(.macroWithoutHash(primary.name, missing), at: at, symbol: primary.name)
        case .synthesized:
            return
        }
    }
}

extension Message {
    fileprivate static func synthesizedHash(_ type: String, _ names: [String]) -> Message {
        // Form 1 (docs/rules.md, `hashable_equatable_mismatch`): at most five names, and how many
        // more there are.
        let shown = quotedList(names, atMost: 5)
        return "'\(type)' has a hand-written == that does not compare \(shown), but its synthesized hash combines \(names.count == 1 ? "it" : "them"): equal values can hash differently"
    }

    fileprivate static func hashesUncompared(_ type: String, _ names: [String]) -> Message {
        "the hash of '\(type)' combines \(quotedList(names)), which its == does not compare: equal values can hash differently"
    }

    fileprivate static func macroWithoutHash(_ type: String, _ names: [String]) -> Message {
        "'\(type)' uses @Equatable but gets Hashable other than by a plain 'Hashable' in its own declaration, so the macro writes no hash(into:) and the synthesized hash combines \(quotedList(names)), which == skips: equal values can hash differently"
    }
}
