/// Flags rows whose identity does not follow the data they show: by position, by a mutable whole
/// value, or made anew at every update.
struct ForeachUnstableIdentity: Rule {
    static let meta = RuleMeta(
        id: "foreach_unstable_identity",
        name: "ForEach unstable identity", severity: .warning,
        summary: "Rows identified by position, by a whole value that is edited, or by an identity made anew on every update.",
        explanation: """
            SwiftUI keeps a row's state (`@State`, `@StateObject`, focus, a text field's editing, a \
            running transition) for as long as the row's identity stays the same. Three ways to get \
            that identity wrong are reported. **By position**: a `ForEach` (or a `List` or `Table` \
            over data) over `x.indices` or `0..<x.count`, or over `x.enumerated()` or \
            `zip(x.indices, x)` identified by `\\.offset` or `\\.0`, while the same type removes, \
            inserts or moves elements of `x` (`remove(at:)`, `remove(atOffsets:)`, \
            `removeAll(where:)`, `removeFirst`, `removeLast`, `insert(_:at:)`, \
            `move(fromOffsets:toOffset:)`, or `.onDelete`/`.onMove` on it), or while its rows take \
            bindings into it (`$x[i]`): after a removal each row's state belongs to another \
            element, and a binding to a removed index traps. **By the whole value**: `id: \\.self` \
            over a project struct that is `Identifiable` or has a stored `id`, with a `var` the \
            project assigns or mutates outside the type's initializers, while the row holds state \
            (the view the content builds declares `@State`, `@StateObject` or `@FocusState`, or \
            the content applies `.transition` or `.animation`): each edit gives the row a new \
            identity, so its state is lost and it fades out and in; `ForEach(items)` (or \
            `id: \\.id`) keeps it. **Made anew**: an `.id(…)` in a `body` whose argument calls \
            `UUID()`, `Date()`, `Date.now` or `.random(in:)`, on a project view holding state or \
            with `.transition` or `.animation` in its chain (a `ProgressView` restarted this way \
            is a known workaround and never reported), or a `ForEach` whose elements' identifier is \
            a computed property returning such a value: every update makes the views anew.
            """,
        knownProblems: """
            Assignments and mutations of a property are found by the property's name, whatever the \
            type of the value they are made on, and only in the file being linted: a property \
            assigned only in another file counts as never assigned.
            """,
        triggering: [
            "struct Names: View {\n    @State private var names: [String] = []\n    var body: some View {\n        List {\n            ForEach(names.indices, id: \\.self) { i in\n                TextField(\"Name\", text: $names[i])\n            }\n            .onDelete { names.remove(atOffsets: $0) }\n        }\n    }\n}",
            "struct Item: Identifiable, Hashable {\n    let id: Int\n    var title: String\n}\nstruct Row: View {\n    let item: Item\n    @State private var isExpanded = false\n    var body: some View { Text(item.title) }\n}\nstruct Items: View {\n    @State private var items: [Item] = []\n    var body: some View {\n        ForEach(items, id: \\.self) { item in Row(item: item) }\n            .onAppear { items[0].title = \"First\" }\n    }\n}",
            "struct Editor: View {\n    @State private var text = \"\"\n    var body: some View { TextEditor(text: $text) }\n}\nstruct Screen: View {\n    var body: some View { Editor().id(UUID()) }\n}",
        ],
        passing: [
            "struct Item: Identifiable, Hashable {\n    let id: Int\n    var title: String\n}\nstruct Row: View {\n    let item: Item\n    @State private var isExpanded = false\n    var body: some View { Text(item.title) }\n}\nstruct Items: View {\n    @State private var items: [Item] = []\n    var body: some View {\n        ForEach(items) { item in Row(item: item) }\n            .onAppear { items[0].title = \"First\" }\n    }\n}",
            "struct Scores: View {\n    let scores: [Int]\n    var body: some View {\n        ForEach(scores.indices, id: \\.self) { i in Text(\"\\(scores[i])\") }\n    }\n}",
            "struct Spinner: View {\n    var body: some View { ProgressView().id(UUID()) }\n}",
        ],
        fixes: [.unsafe("Remove the `id: \\.self` argument when the element type is `Identifiable` (by the whole value), so that rows are identified by their `id`.")])

    init(options: RuleOptions) {}

    func check(_ ctx: inout RuleContext) {
        let collections = ctx.rowCollections()
        if !collections.isEmpty { checkCollections(collections, &ctx) }
        checkIDModifiers(&ctx)
    }

    /// Forms 1, 2 and the `ForEach` of form 3, for each row collection of the file.
    private func checkCollections(_ collections: [RowCollection], _ ctx: inout RuleContext) {
        // Per type (the type's own members in this file): its edits of arrays, read once.
        var edits: [TypeID?: [String: PositionEdit]] = [:]
        var mutations: [String: MutationSite?] = [:]
        for c in collections {
            let key = ctx.rowKey(c)
            if let data = ctx.positionalData(c, key: key) {
                let owner = ctx.owner(of: c.member)
                if edits[owner] == nil {
                    let members = owner.map { ctx.memberRanges(ofType: $0) } ?? [(c.member.range, c.member.name)]
                    edits[owner] = ctx.positionEdits(in: members)
                }
                checkByPosition(c, data, edits: edits[owner] ?? [:], &ctx)
                continue
            }
            switch key {
            case .wholeValue: checkWholeValue(c, collections, mutations: &mutations, &ctx)
            case .elementID, .property: checkComputedIdentifier(c, key, collections, &ctx)
            case .offset, .other: continue
            }
        }
    }

    /// Form 1: rows by position, with a removal, insertion or move of the array in the type, an
    /// `.onDelete`/`.onMove` on the collection, or bindings into the array in its rows.
    private func checkByPosition(_ c: RowCollection, _ data: PositionalData, edits: [String: PositionEdit],
                                 _ ctx: inout RuleContext) {
        let s = ctx.tokens
        let array = data.path.joined(separator: ".")
        var related: [RelatedPlace] = []
        let message: Message
        if let m = s.modifierChain(c.call.end).first(where: { $0.name == "onDelete" || $0.name == "onMove" }) {
            let verb = m.name == "onDelete" ? "removes" : "moves"
            message = .byPosition(c.call.callee, data.written, use: "its '.\(m.name)'", verb: verb, array)
        } else if let edit = edits[array] {
            let member = edit.memberRange == c.member.range ? nil : edit.member
            let verb = edit.method.hasPrefix("insert") ? "inserts" : edit.method.hasPrefix("move") ? "moves" : "removes"
            let use = "'\(array).\(edit.method)'" + (member.map { " in '\($0)'" } ?? "")
            message = .byPosition(c.call.callee, data.written, use: use, verb: verb, array)
            let t = s.tokens[edit.token]
            related = [RelatedPlace(path: ctx.index.files[ctx.fileIndex].path, range: t.start..<t.end,
                                    message: "'\(edit.method)' \(verb) elements of '\(array)'")]
        } else if let binding = ctx.positionBinding(to: data.path, in: c.content) {
            message = .bindingByPosition(c.call.callee, data.written, binding.written)
        } else {
            return
        }
        ctx.report(message, atToken: c.call.calleeToken, symbol: Self.symbol(c.member, ctx), related: related)
    }

    /// Form 2: `id: \.self` over a project struct with an identifier of its own and a `var` the
    /// project changes, while the rows hold state.
    private func checkWholeValue(_ c: RowCollection, _ collections: [RowCollection], mutations: inout [String: MutationSite?],
                                 _ ctx: inout RuleContext) {
        let content = c.content
        guard !content.isEmpty, let element = elementKey(c, collections, ctx),
              ctx.index.primaryKind(element) == .struct else { return }
        let identifiable = ctx.index.isIdentifiable(element)
        let id = ctx.property(named: "id", ofType: element)?.property
        // docs/rules.md, `foreach_unstable_identity`: `Identifiable` with an `id` not computed from
        // `self` or `hashValue`, or a stored `id`.
        let hasOwnID = id.map { $0.isStored || (identifiable && !$0.getterSources.contains(.wholeSelf)) } ?? identifiable
        guard hasOwnID else { return }
        let variables = ctx.index.storedProperties(of: element).filter { !$0.isLet && $0.name != "id" }
        guard !variables.isEmpty, let state = ctx.rowState(in: content, from: ctx.place(of: c.member)) else { return }
        var found: (name: String, site: MutationSite)?
        ctx.index.prepareWrites(ofMembers: variables.map(\.name))
        for p in variables {
            let key = "\(element.position)\u{1F}" + p.name
            if mutations[key] == nil {
                mutations[key] = .some(ProjectMutations.isAssignedOrMutated(property: p.name, ofType: element, ctx: ctx))
            }
            if let site = mutations[key] ?? nil { found = (p.name, site); break }
        }
        guard let (name, site) = found else { return }
        let s = ctx.tokens
        let shown = ctx.index.displayName(element)
        // The change's place, written in as `file:line` by the workspace (fingerprints ignore it).
        let file = " (\(RelatedPlace.marker(0)))"
        let advice = identifiable ? "'\(c.call.callee)(\(s.spacedText(c.data)))'" : "'id: \\.id'"
        var related = [RelatedPlace(path: ctx.index.files[site.file].path, range: site.range, message: "'\(name)' \(site.how) here")]
        let held: String
        switch state {
        case .view(let view, let wrapper, let property, let place):
            held = "'\(view)' loses its @\(wrapper) '\(property)'"
            if let place { related.append(place) }
        case .modifier(let modifier, _):
            held = "the row is removed and inserted again, running its '.\(modifier)'"
        }
        // The unsafe fix (docs/rules.md, `foreach_unstable_identity`): `ForEach(items)` identifies
        // rows by `id`, unless that `id` is itself made anew at each read.
        var fix: Fix?
        if identifiable, id?.getterSources.isDisjoint(with: .fresh) ?? true, let k = c.idArgument, k > 0,
           !c.call.arguments[k - 1].tokens.isEmpty, !c.call.arguments[k].tokens.isEmpty {
            let from = s.tokens[c.call.arguments[k - 1].tokens.upperBound - 1].end
            let to = s.tokens[c.call.arguments[k].tokens.upperBound - 1].end
            fix = Fix(.unsafe, "remove id: \\.self", edits: [.delete(from..<to)])
        }
        let changed = "'\(name)' is \(site.how) in '\(site.member)'\(file)"
        ctx.report(.wholeValue(c.call.callee, shown, changed: changed, held: held, advice: advice),
                   atToken: c.call.calleeToken, symbol: Self.symbol(c.member, ctx), fix: fix, related: related)
    }

    /// Form 3 at a collection: its elements' identifier (the key path's property, or `id` of
    /// `Identifiable` elements) is a computed property returning a value made anew at each read.
    private func checkComputedIdentifier(_ c: RowCollection, _ key: RowKey, _ collections: [RowCollection],
                                         _ ctx: inout RuleContext) {
        let name: String
        switch key {
        case .property(let p): name = p
        case .elementID: name = "id"
        default: return
        }
        // Most projects have no such property at all: nothing more is asked then.
        guard ctx.index.mintsIdentity(named: name), let element = elementKey(c, collections, ctx),
              let (p, ref) = ctx.property(named: name, ofType: element), !p.isStored,
              let fresh = p.getterSources.intersection(.fresh).freshSpelling,
              key != .elementID || ctx.index.isIdentifiable(element) else { return }
        let shown = ctx.index.displayName(element)
        let related = [RelatedPlace(path: ctx.index.files[ref.file].path, range: p.nameOffset..<p.nameEnd,
                                    message: "'\(shown).\(name)' calls '\(fresh)' at every read")]
        ctx.report(.computedIdentifier(c.call.callee, shown + "." + name, fresh), atToken: c.call.calleeToken,
                   symbol: Self.symbol(c.member, ctx), related: related)
    }

    /// The project type of the collection's elements, from the declared type of its data.
    private func elementKey(_ c: RowCollection, _ collections: [RowCollection], _ ctx: RuleContext) -> TypeID? {
        guard let path = ctx.plainPath(c.data), let body = ctx.codeBody(c.member),
              let collection = ctx.declaredType(ofPathAt: c.data.lowerBound, path, in: body, collections: collections),
              let element = ctx.elementType(of: collection) else { return nil }
        return ctx.typeKey(element)
    }

    /// Form 3 at `.id(…)`: in a `body`, an argument calling `UUID()`, `Date()`, `Date.now` or
    /// `.random(in:)`, on a project view holding state or with `.transition`/`.animation` in its
    /// chain; never on a `ProgressView`.
    private func checkIDModifiers(_ ctx: inout RuleContext) {
        let s = ctx.tokens
        var getters: [(range: Range<Int>, type: Int)] = []
        ctx.file.types.withUnsafeBufferPointer { types in
            for t in types.indices {
                for p in types[t].properties where !p.accessorBodies.isEmpty && p.name == "body" && !p.isStatic {
                    for range in p.accessorBodies { getters.append((range, t)) }
                }
            }
        }
        guard !getters.isEmpty else { return }
        // This rule is on by default, so every view pays for this look: the C library's `memchr`
        // finds each `(` in the bytes of its getter, `.id` is compared before it, and the token
        // there is found by a binary search; most getters have none.
        var found: [(period: Int, type: Int)] = []
        for (range, t) in getters where !range.isEmpty && range.upperBound <= s.count {
            let bytes = Int(s.tokens[range.lowerBound].start)..<Int(s.tokens[range.upperBound - 1].end)
            for offset in Self.offsets(ofIDModifierIn: bytes, s.bytes) {
                if let j = s.token(startingAt: offset), s.kind(j) == .period && s.isWord(j + 1, "id") && s.kind(j + 2) == .leftParen {
                    found.append((j, t))
                }
            }
        }
        // Each chain is read once, however many `.id` it holds: a walk back stops at the `.id`
        // before it in the chain, whose chain is known. A chain is keyed by its view's name token,
        // or, when the walk back finds no view (or one whose chain misses this `.id`), by
        // `-1 - period`: the modifiers from this `.id` on, the view unknown.
        var chains: [Int: (view: String?, modifiers: [Modifier])] = [:]
        var bases: [Int: Int] = [:]
        for (j, t) in found {
            var base = ctx.chainBase(before: j, known: bases) ?? (-1 - j)
            if chains[base] == nil {
                if base >= 0 {
                    let call = s.callSite(at: base, allowTrailingOnly: true)
                    chains[base] = (call?.callee, s.modifierChain(call?.end ?? base + 1))
                } else {
                    chains[base] = (nil, s.modifierChain(-1 - base))
                }
            }
            if !Self.holds(chains[base]?.modifiers ?? [], j + 1) {
                base = -1 - j
                chains[base] = (nil, s.modifierChain(j))
            }
            bases[j] = base
            guard let chain = chains[base], let close = s.partnerOf(j + 2), close > j + 2,
                  let fresh = s.identitySources(in: j + 3..<close).intersection(.fresh).freshSpelling else { continue }
            checkIDModifier(at: j, fresh: fresh, chain: chain, place: ctx.place(ofType: t),
                            symbol: (ctx.typeIDs[t].map { ctx.index.displayName($0) } ?? ctx.file.types[t].name) + ".body", &ctx)
        }
    }

    /// The offsets of every `.id(` (its `.`) in `range` of the bytes.
    static func offsets(ofIDModifierIn range: Range<Int>, _ bytes: [UInt8]) -> [Int] {
        bytes.withUnsafeBufferPointer { b in
            var out: [Int] = []
            guard let base = b.baseAddress, range.lowerBound >= 0, range.upperBound <= b.count else { return out }
            var i = range.lowerBound + 3
            while i < range.upperBound, let hit = memchr(base + i, Int32(UInt8(ascii: "(")), range.upperBound - i) {
                let at = UnsafePointer<UInt8>(hit.assumingMemoryBound(to: UInt8.self)) - base
                if b[at - 1] == UInt8(ascii: "d") && b[at - 2] == UInt8(ascii: "i") && b[at - 3] == UInt8(ascii: ".") {
                    out.append(at - 3)
                }
                i = at + 1
            }
            return out
        }
    }

    /// The `.id(…)` at `period`, calling `fresh`, in a chain of modifiers on `view` (a
    /// construction's callee; nil when the chain starts otherwise).
    private func checkIDModifier(at period: Int, fresh: String, chain: (view: String?, modifiers: [Modifier]),
                                 place: Place, symbol: String, _ ctx: inout RuleContext) {
        let s = ctx.tokens
        let view = chain.view
        // docs/rules.md, `foreach_unstable_identity`: a `ProgressView` restarted this way is never
        // reported, whatever else its chain holds.
        if let view, view == "ProgressView" || view.hasSuffix(".ProgressView") { return }
        let held: String
        var related: [RelatedPlace] = []
        if let view, let key = ctx.index.resolveType(view, from: place), ctx.index.isView(key),
           let (wrapper, p) = ctx.stateProperty(of: key) {
            held = "'\(ctx.index.displayName(key))' is made anew and its @\(wrapper) '\(p.name)' is lost"
            if let ref = ctx.property(named: p.name, ofType: key)?.ref {
                related.append(RelatedPlace(path: ctx.index.files[ref.file].path, range: p.nameOffset..<p.nameEnd,
                                            message: "'\(p.name)' is lost at every update"))
            }
        } else if let m = chain.modifiers.first(where: { $0.name == "transition" || $0.name == "animation" }) {
            held = "the view is removed and inserted again, running its '.\(m.name)'"
        } else {
            return
        }
        let t0 = s.tokens[period], t1 = s.tokens[period + 1]
        ctx.report(.madeAnew(fresh, held: held), at: t0.start..<t1.end, symbol: symbol, related: related)
    }

    /// True when a chain (its modifiers in order) has a modifier named at token `name`.
    static func holds(_ modifiers: [Modifier], _ name: Int) -> Bool {
        var lo = 0, hi = modifiers.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if modifiers[mid].nameToken < name { lo = mid + 1 } else { hi = mid }
        }
        return lo < modifiers.count && modifiers[lo].nameToken == name
    }

    /// `Owner.member` of the member holding a finding.
    static func symbol(_ member: MemberBody, _ ctx: RuleContext) -> String {
        ctx.owner(of: member).map { ctx.index.displayName($0) + "." + member.name } ?? member.name
    }
}

extension Message {
    fileprivate static func byPosition(_ callee: String, _ data: String, use: String, verb: String, _ array: String) -> Message {
        "'\(callee)' identifies its rows by position ('\(data)') while \(use) \(verb) elements of '\(array)': after that each row's state (@State, focus, a text field's editing) belongs to another element; identify rows by a stable id"
    }

    fileprivate static func bindingByPosition(_ callee: String, _ data: String, _ binding: String) -> Message {
        "'\(callee)' identifies its rows by position ('\(data)') and its rows take bindings by position ('\(binding)'): after a removal each row's state belongs to another element, and a binding to a removed index traps; identify rows by a stable id"
    }

    fileprivate static func wholeValue(_ callee: String, _ element: String, changed: String, held: String, advice: String) -> Message {
        "'\(callee)' identifies each row by its whole '\(element)' value (id: \\.self), and \(changed): every edit gives the row a new identity, so \(held); use \(advice)"
    }

    fileprivate static func computedIdentifier(_ callee: String, _ identifier: String, _ fresh: String) -> Message {
        "'\(callee)' identifies its rows by '\(identifier)', a computed property that calls '\(fresh)': a read that returns a new value gives the row a new identity, so updates make the rows anew (their state lost, the rows inserted again); store the identifier instead"
    }

    fileprivate static func madeAnew(_ fresh: String, held: String) -> Message {
        "this .id(…) calls '\(fresh)', so the view gets a new identity on every update of 'body': \(held) each time; key it by a stable value"
    }
}
