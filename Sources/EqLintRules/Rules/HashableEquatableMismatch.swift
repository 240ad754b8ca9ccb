/// Flags Hashable types whose hash can differ for equal values, where the project hashes them.
struct HashableEquatableMismatch: Rule {
    static let meta = RuleMeta(
        id: "hashable_equatable_mismatch",
        name: "Hashable and Equatable disagree", severity: .error,
        summary: "A Hashable type the project hashes can hash equal values differently.",
        explanation: """
            Equal values must hash equally: sets, dictionaries, diffable data sources and SwiftUI's \
            identities (identifiers, tags, navigation values, focus values) find values by hash \
            first, and tell apart equal values that hash differently. Reported only for a type the \
            project hashes: written as a `Set`'s element, a dictionary's key or a diffable \
            identifier, in `navigationDestination(for: T.self)`, as the `id` of an `Identifiable` \
            type or the value of a `@FocusState`; a value of it iterated under `id: \\.self`, tagged, \
            given to `NavigationLink(value:)`, appended to a `NavigationPath` or hashed by hand; or \
            a stored property or associated value of a hashed type whose hash includes it. The \
            message names the first place that hashes it. Three ways to break this: a struct's or \
            enum's hand-written `==` next to the synthesized hash (which hashes every stored \
            property and associated value; a class gets no synthesized hash), for an enum a case \
            whose associated value the `switch (lhs, rhs)` binds to `_` or to a name it never \
            compares, or matches as `(.c, .c)`; a hand-written `hash(into:)` or `hashValue` that \
            combines a property `==` does not compare; and `@Equatable` on a type that gets \
            `Hashable` other than by a plain `Hashable` entry in its own inheritance clause, so the \
            macro writes no `hash(into:)` and the synthesized one hashes properties the macro's `==` \
            skips. An `==` that compares `hashValue` compares what the hash combines. An `==` on \
            `Self` in a project protocol the type conforms to is its hand-written `==`, and a \
            `hash(into:)` in such a protocol next to it its hand-written hash, reported there once \
            for each hashed type that gets it.
            """,
        knownProblems: "An enum's `==` is read only as a `switch (lhs, rhs)` in the file declaring the enum. What other modules hash is unknown: a library whose clients hash its types sets `report_unhashed: true`.",
        options: [.bool("report_unhashed", default: false,
                        "Also report types nothing in the project hashes (a library whose clients hash them).")],
        triggering: [
            "struct User: Hashable {\n    let id: Int\n    var name: String\n    static func == (lhs: User, rhs: User) -> Bool { lhs.id == rhs.id }\n}\nvar signedIn: Set<User> = []",
            "enum Filter: Hashable {\n    case all\n    case tag(name: String, color: Int)\n    static func == (lhs: Filter, rhs: Filter) -> Bool {\n        switch (lhs, rhs) {\n        case (.all, .all): return true\n        case (.tag(let a, _), .tag(let b, _)): return a == b\n        default: return false\n        }\n    }\n}\nvar pinned: Set<Filter> = []",
        ],
        passing: [
            "struct User: Hashable {\n    let id: Int\n    var name: String\n    static func == (lhs: User, rhs: User) -> Bool { lhs.id == rhs.id }\n    func hash(into hasher: inout Hasher) { hasher.combine(id) }\n}\nvar signedIn: Set<User> = []",
            "struct User: Hashable {\n    let id: Int\n    var name: String\n    static func == (lhs: User, rhs: User) -> Bool { lhs.id == rhs.id }\n}\nvar signedIn: [User] = []",
        ],
        fixes: [.safe("Form 1: insert `hash(into:)` right after `==`, combining exactly the properties `==` compares, in its order (`public` when `==` is); only when `==` is a memberwise comparison (`lhs.a == rhs.a && …`) of stored properties, or of computed ones whose type is known to be Hashable (a standard type, a project type declared Hashable, a project enum with a raw type), so that the inserted code compiles."),
                .unsafe("Form 2: remove each `hasher.combine(p)` / `p.hash(into:)` statement of a property `==` does not compare.")])

    /// `report_unhashed`: types nothing in the project hashes are reported too.
    let reportUnhashed: Bool

    init(options: RuleOptions) { reportUnhashed = options.bool("report_unhashed") }

    func check(_ ctx: inout RuleContext) {
        let types = ctx.file.types, ids = ctx.typeIDs
        var seen = Set<TypeID>(minimumCapacity: types.count)
        for t in types.indices where types[t].kind != .protocol {
            guard let id = ids[t], seen.insert(id).inserted, ctx.index.isHashable(id),
                  let kind = ctx.index.primaryKind(id), kind != .protocol else { continue }
            check(id, &ctx)
        }
        // Form 2 with `hash(into:)` on `Self` in a protocol (extension): reported at it, once per
        // conforming type that gets it (docs/rules.md, `hashable_equatable_mismatch`).
        for t in types.indices where types[t].kind == .protocol || types[t].kind == .extension {
            guard types[t].functions.contains(where: { !$0.isStatic && $0.name == "hash(into:)" }),
                  let id = ids[t], ctx.index.primaryKind(id) == .protocol else { continue }
            for conformer in ctx.index.types(hashingWith: DeclarationRef(file: ctx.fileIndex, type: t)) {
                // The index's declaration: a file parsed again for its rules has no member uses.
                guard let f = ctx.index.handWrittenHashInto(of: conformer)?.function else { continue }
                form2(conformer, combined: f.memberUses?.names ?? [], hashInto: f, at: f.nameOffset..<f.nameEnd, member: "hash(into:)", &ctx)
            }
        }
    }

    private func check(_ id: TypeID, _ ctx: inout RuleContext) {
        let index = ctx.index
        guard let primaryRef = index.declarationRef(of: id) else { return }
        // A synthesized == compares every stored property: no form below can apply.
        let kind = index.equalityKind(of: id)
        guard kind != .synthesized else { return }
        let primary = index.declaration(primaryRef)
        let equality = index.handWrittenEquality(of: id)
        let hashInto = index.handWrittenHashInto(of: id)
        let hashValue = hashInto == nil ? index.handWrittenHashValue(of: id) : nil
        if primary.kind == .enum && kind == .handWritten && hashInto == nil && hashValue == nil {
            enumForm1(id, primaryRef, primary, equality, &ctx)
            return
        }
        // An `==` whose comparison cannot be read (identity, a helper taking the whole value,
        // the hash itself) is not second-guessed.
        if equality?.function.memberUses?.isOpaque == true { return }
        if let hashInto {
            // A protocol's `hash(into:)` is reported where it is written (`check(_:)`).
            let owner = index.typeID(file: hashInto.ref.file, type: hashInto.ref.type)
            guard ctx.isHere(hashInto.ref), owner.flatMap(index.primaryKind) != .protocol else { return }
            form2(id, combined: hashInto.function.memberUses?.names ?? [], hashInto: hashInto.function,
                  at: hashInto.function.nameOffset..<hashInto.function.nameEnd, member: "hash(into:)", &ctx)
            return
        }
        if let hashValue {
            guard ctx.isHere(hashValue.ref) else { return }
            form2(id, combined: hashValue.uses.names, hashInto: nil, at: hashValue.property.nameOffset..<hashValue.property.nameEnd,
                  member: "hashValue", &ctx)
            return
        }
        guard ctx.isHere(primaryRef) else { return }
        // A constant (`let kind = Kind.name`) is the same in every value: it cannot make
        // equal values hash differently.
        let stored = index.storedProperties(of: id).filter { !$0.isConstant }
        let at = primary.nameOffset..<primary.nameEnd
        switch kind {
        case .handWritten:
            // Form 1: synthesized hash over every stored property, hand-written ==; a struct (a
            // class gets no synthesized hash; an enum is `enumForm1`).
            guard primary.kind == .struct, let compared = ctx.comparedByEquality(of: id, methods: false) else { return }
            let missing = stored.map(\.name).filter { !compared.contains($0) }
            // Whether something hashes it is asked only now, of a mismatch found.
            guard !missing.isEmpty, let hashed = hashing(id, ctx) else { return }
            // What `hash(into:)` may combine and still compile: a stored property (the synthesized
            // hash combined it), or a computed one of a type known to be Hashable.
            let place = Place(file: primaryRef.file, type: primaryRef.type)
            let known = Set(stored.map(\.name)).union(primary.properties.filter {
                !$0.isStatic && !$0.isStored && $0.type.map { Self.isKnownHashable(index.resolveWrittenType($0, from: place), index) } == true
            }.map(\.name))
            let fix = equality.flatMap { ctx.isHere($0.ref) ? hashFix(after: $0.function, known: known, ctx) : nil }
            let compares = equality.map { [ctx.place($0.ref, $0.function.nameOffset, $0.function.nameEnd, "the hand-written ==")] }
            ctx.report(.synthesizedHash(primary.name, missing, hashed.clause), at: at, symbol: primary.name, fix: fix,
                       related: hashed.places + (compares ?? []))
        case .macro:
            // Form 3: Hashable from elsewhere than a plain `Hashable` in the own clause.
            guard !primary.inherits.contains("Hashable") else { return }
            let compared = Set(index.comparedInputs(of: id).map(\.name))
            let missing = stored.map(\.name).filter { !compared.contains($0) }
            guard !missing.isEmpty, let hashed = hashing(id, ctx) else { return }
            ctx.report(.macroWithoutHash(primary.name, missing, hashed.clause), at: at, symbol: primary.name, related: hashed.places)
        case .synthesized:
            return
        }
    }

    /// Form 2 for type `id`: what its hand-written hash combines (`combined`) must be compared by
    /// `==`; reported at `at`, the hash's name in this file.
    private func form2(_ id: TypeID, combined: [String], hashInto: Function?, at: Range<UInt32>, member: String,
                       _ ctx: inout RuleContext) {
        let index = ctx.index
        // An `==` whose comparison cannot be read (identity: `lhs === rhs`) is not second-guessed.
        if index.handWrittenEquality(of: id)?.function.memberUses?.isOpaque == true { return }
        let compared: Set<String>
        switch index.equalityKind(of: id) {
        case .synthesized: return
        case .macro: compared = Set(index.comparedInputs(of: id).map(\.name))
        case .handWritten:
            // Comparing or combining a computed property counts as the stored properties its
            // getter reads (form 2, docs/rules.md, `hashable_equatable_mismatch`); comparing
            // hashes, what the hash combines.
            guard let reads = ctx.comparedByEquality(of: id, methods: false) else { return }
            compared = reads
        }
        guard let expanded = ctx.expandingMembers(combined, of: id, methods: false) else { return }
        let stored = index.storedProperties(of: id).filter { !$0.isConstant }
        let storedNames = Set(stored.map(\.name))
        var missing = combined.filter { storedNames.contains($0) && !compared.contains($0) }
        for p in stored where expanded.contains(p.name) && !compared.contains(p.name) && !missing.contains(p.name) {
            missing.append(p.name)
        }
        guard !missing.isEmpty, let hashed = hashing(id, ctx) else { return }
        let name = index.displayName(id)
        let fix = hashInto.flatMap { uncombining(missing, in: $0, ctx) }
        let compares = index.handWrittenEquality(of: id).map {
            [ctx.place($0.ref, $0.function.nameOffset, $0.function.nameEnd, "the == it disagrees with")]
        }
        ctx.report(.hashesUncompared(name, missing, hashed.clause), at: at, symbol: name + "." + member, fix: fix,
                   related: hashed.places + (compares ?? []))
    }

    /// Form 1 of an enum: the associated values the `switch (lhs, rhs)` of its `==` leaves out
    /// where it matches a case against itself (bound to `_` or to a name it never reads, or a
    /// case matched as `(.c, .c)`). The cases and the `==` are read from this file's tokens.
    private func enumForm1(_ id: TypeID, _ ref: DeclarationRef, _ decl: TypeDecl, _ equality: (ref: DeclarationRef, function: Function)?,
                           _ ctx: inout RuleContext) {
        guard ctx.isHere(ref), let equality, ctx.isHere(equality.ref), let body = equality.function.bodyTokens else { return }
        let s = ctx.tokens
        var matched: [String: PayloadComparison?] = [:]
        for (name, comparison) in s.payloadComparisons(in: body, parameters: equality.function.parameters.map(\.name)) {
            matched.updateValue(comparison, forKey: name)
        }
        guard !matched.isEmpty else { return }
        var missing: [String] = [], named: Set<String> = []
        for c in s.enumCases(in: decl.bodyTokens) where !c.labels.isEmpty && named.insert(c.name).inserted {
            // A case matched first by a pattern not taken apart, or never against itself, is not read.
            guard let entry = matched[c.name], let comparison = entry else { continue }
            let left: [Int]
            switch comparison {
            case .none: left = Array(c.labels.indices)
            case .positions(let compared) where compared.count == c.labels.count: left = c.labels.indices.filter { !compared[$0] }
            // One name for all of them (`.c(let pair)`).
            case .positions(let compared) where compared.count == 1: left = compared[0] ? [] : Array(c.labels.indices)
            case .positions: continue
            }
            missing += left.map { "." + c.name + "." + (c.labels[$0] ?? String($0)) }
        }
        guard !missing.isEmpty, let hashed = hashing(id, ctx) else { return }
        let compares = ctx.place(equality.ref, equality.function.nameOffset, equality.function.nameEnd, "the hand-written ==")
        ctx.report(.synthesizedHashOfEnum(decl.name, missing, hashed.clause), at: decl.nameOffset..<decl.nameEnd, symbol: decl.name,
                   related: hashed.places + [compares])
    }

    /// Where the project hashes `id`, for a finding about it: the place (first among the
    /// finding's related ones) and the clause of the message naming it; nil, for no finding,
    /// when nothing hashes it and `report_unhashed` is off (docs/architecture.md, "Hashed").
    private func hashing(_ id: TypeID, _ ctx: RuleContext) -> (places: [RelatedPlace], clause: String)? {
        let index = ctx.index
        guard let site = index.hashSite(of: id) else { return reportUnhashed ? ([], "") : nil }
        let name = index.displayName(id)
        let place = RelatedPlace(path: index.files[site.file].path, range: site.offset..<site.offset, message: "where '\(name)' is hashed")
        return ([place], Message.hashedAt(name, RelatedPlace.marker(0), within: index.hashedWithin(id).map(index.displayName)))
    }
}

extension Message {
    fileprivate static func synthesizedHash(_ type: String, _ names: [String], _ hashed: String) -> Message {
        // Form 1 (docs/rules.md, `hashable_equatable_mismatch`): at most five names, and how many
        // more there are.
        let shown = quotedList(names, atMost: 5)
        return "'\(type)' has a hand-written == that does not compare \(shown), but its synthesized hash combines \(names.count == 1 ? "it" : "them"): equal values can hash differently\(hashed)"
    }

    fileprivate static func synthesizedHashOfEnum(_ type: String, _ payloads: [String], _ hashed: String) -> Message {
        let shown = quotedList(payloads, atMost: 5)
        let one = payloads.count == 1
        return "'\(type)' has a hand-written == that does not compare the associated value\(one ? "" : "s") \(shown), but its synthesized hash combines \(one ? "it" : "them"): equal values can hash differently\(hashed)"
    }

    fileprivate static func hashesUncompared(_ type: String, _ names: [String], _ hashed: String) -> Message {
        "the hash of '\(type)' combines \(quotedList(names)), which its == does not compare: equal values can hash differently\(hashed)"
    }

    fileprivate static func macroWithoutHash(_ type: String, _ names: [String], _ hashed: String) -> Message {
        "'\(type)' uses @Equatable but gets Hashable other than by a plain 'Hashable' in its own declaration, so the macro writes no hash(into:) and the synthesized hash combines \(quotedList(names)), which == skips: equal values can hash differently\(hashed)"
    }

    /// The clause naming where a type is hashed (`at`, a place the workspace writes in as
    /// `file:line`), and why that matters; fingerprints read the message without it.
    fileprivate static func hashedAt(_ type: String, _ at: String, within: String?) -> String {
        let part = within.map { " as part of '\($0)'" } ?? ""
        return "; '\(type)' is hashed\(part) at \(at), where a set, dictionary or SwiftUI identity can then tell equal values apart"
    }
}
