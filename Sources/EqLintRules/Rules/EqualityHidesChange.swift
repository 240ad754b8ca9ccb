/// Flags a partial hand-written `==` of values kept where Observation, `onChange` or `task(id:)`
/// skip a new value `==` to the old one.
struct EqualityHidesChange: Rule {
    static let meta = RuleMeta(
        id: "equality_hides_change",
        name: "Equality hides change", severity: .warning,
        summary: "A partial hand-written == of values Observation, onChange(of:) or task(id:) skip when equal.",
        explanation: """
            A struct's hand-written `==` is partial when it does not compare a stored property \
            that the project reads outside `==` and `hash(into:)` (not a constant, not a closure, \
            no skipped wrapper). Where a new value `==` to the old one is skipped, a change to such \
            a property alone is never seen. Two places skip it. First, a stored property of an \
            `@Observable` class or of The Composable Architecture's `@ObservableState` struct, \
            declared as the type (or an `Optional` or array of it): the setter these macros \
            generate calls `shouldNotifyObservers(old, new)`, which is `old != new` for an \
            `Equatable` value, and does not notify when it is false (Observation: \
            `lib/Macros/Sources/ObservationMacros/ObservableMacro.swift` in swiftlang/swift, from \
            pull request 78151, merged by February 2025, so in Swift 6.2 at the latest and maybe \
            6.1; pull request 79518 of February 2025 kept `didSet` running and the value stored, \
            unseen. TCA: `ObservableStateMacro.swift`, \
            from pointfreeco/swift-composable-architecture pull request 3751, August 2025, in its \
            1.22 releases). So `model.episode = refreshed` is never shown when `refreshed == \
            model.episode`; a change made in place (`model.episode.playCount += 1`) is not \
            compared and still notifies. Second, the value of `.onChange(of:)` or `.task(id:)` (a \
            property declared as the type, or an `Optional` or array of it, read bare or through \
            `self`) whose action or task reads an ignored property: SwiftUI runs the action \
            (restarts the task) only when the new value is not `==` to the old one. \
            `.animation(_:value:)` is no such use: it never stops a view from updating. Not \
            reported for classes (their `==` is about identity, and they are changed in place), \
            nor for an identity-keyed `==` (an `id`, `UUID` or `ObjectIdentifier` property, see \
            `equatable_unmarked_closure`) that compares nothing else when an edited copy cannot \
            share its key: the key is a `let` minted where the value is made (`let id = UUID()`, \
            or `UUID()` in every initializer) and every ignored property is a `let`. Any other \
            identity-keyed `==` is reported: replacing an element with an edited copy of the same \
            `id` (a server's refreshed poll) notifies nobody. Reported at the `==`, once per type, \
            naming the ignored properties (at most five) and the first use.
            """,
        knownProblems: """
            Reads are matched by name across the project (`x.p` anywhere counts for a property \
            `p`). An action that reads the property through a method it calls, a watched value \
            that is a member of another value (`.onChange(of: store.draft)`), and swift-perception's \
            `@Perceptible` are not read. An `==` declared in a protocol extension is not checked. \
            A build system's summaries carry no reads (`lint --summaries-file`): a property read \
            only in a dependency of the target (which cannot name the target's types, but may read \
            them through a protocol it declares) is not counted.
            """,
        triggering: ["""
            struct Episode: Equatable {
                let id: Int
                var playCount: Int
                static func == (lhs: Episode, rhs: Episode) -> Bool { lhs.id == rhs.id }
            }
            @Observable final class Player {
                var current: Episode?
            }
            struct PlayCount: View {
                let player: Player
                var body: some View { Text("\\(player.current?.playCount ?? 0)") }
            }
            """],
        passing: ["""
            struct Episode: Equatable {
                let id: Int
                var playCount: Int
                static func == (lhs: Episode, rhs: Episode) -> Bool { lhs.id == rhs.id && lhs.playCount == rhs.playCount }
            }
            @Observable final class Player {
                var current: Episode?
            }
            struct PlayCount: View {
                let player: Player
                var body: some View { Text("\\(player.current?.playCount ?? 0)") }
            }
            """])

    init(options: RuleOptions) {}

    func check(_ ctx: inout RuleContext) {
        let types = ctx.file.types
        for t in types.indices where types[t].kind == .struct || types[t].kind == .enum || types[t].kind == .extension {
            // The type's hand-written == is declared here, or this declaration has nothing to say.
            guard types[t].functions.contains(where: { $0.baseName == "==" }), let id = ctx.typeIDs[t] else { continue }
            check(id, declaredIn: t, &ctx)
        }
    }

    /// Type `id`, whose declaration `t` of this file may hold its hand-written `==`.
    private func check(_ id: TypeID, declaredIn t: Int, _ ctx: inout RuleContext) {
        let index = ctx.index
        guard let equality = index.handWrittenEquality(of: id), equality.ref == DeclarationRef(file: ctx.fileIndex, type: t),
              let kind = index.primaryKind(id), kind == .struct || kind == .enum, index.isEquatable(id),
              // An == cut short (its brace never closed) compares what cannot be known.
              equality.function.bodyTokens != nil, equality.function.memberUses?.isOpaque != true,
              // What == compares, through its computed properties and methods; silent when one is elsewhere.
              let compared = ctx.comparedByEquality(of: id, methods: true) else { return }
        let candidates = index.storedProperties(of: id).filter { p in
            !compared.contains(p.name) && !p.isConstant && !index.hasSkippedWrapper(p) && !index.isClosureProperty(p, of: id)
        }
        // The project's tables are made only now, for a partial ==.
        guard !candidates.isEmpty else { return }
        // A place that skips equal values first (cheap: the project's observers and storage);
        // whether each left-out property is read somewhere only then (a pass over every file).
        guard firstUse(of: id, reading: candidates.map(\.name), index) != nil else { return }
        let entry = index.entry(id)
        let bodyReads = Set(([entry.declaration].compactMap { $0 } + entry.extensions).flatMap { index.bodyReads($0) })
        let ignored = candidates.filter { bodyReads.contains($0.name) || index.isReadSomewhere(leftOutMember: $0.name) }
        guard !ignored.isEmpty else { return }
        let keys = index.identityKeys(among: index.equalityCompares(of: id) ?? [], of: id)
        let keyedOnly = !keys.isEmpty && Set(index.equalityCompares(of: id) ?? []).isSubset(of: keys)
        if keyedOnly && ignored.allSatisfy(\.isLet) && keys.allSatisfy({ ctx.isMintedKey($0, of: id) }) { return }
        guard let use = firstUse(of: id, reading: ignored.map(\.name), index) else { return }
        let shown = index.displayName(id)
        let place = RelatedPlace(path: index.files[use.location.file].path,
                                 range: use.location.offset..<(use.location.offset + UInt32(use.length)), message: use.what)
        let f = equality.function
        ctx.report(.hides(shown, ignored.map(\.name), onlyKeys: keyedOnly ? keys : nil, use, at: RelatedPlace.marker(0)),
                   at: f.nameOffset..<f.nameEnd, symbol: shown + "." + f.name, related: [place])
    }

    /// A place that skips a new value `==` to the old one.
    struct Use {
        enum Kind { case observable(owner: String, property: String), observableState(owner: String, property: String)
                    case onChange(value: String), task(value: String) }
        var kind: Kind
        var location: UseLocation
        /// Bytes of the name the place is shown at.
        var length: Int
        var what: String
    }

    /// The first use of `id` (in file order, then by place): a stored property Observation tracks,
    /// or an `onChange(of:)` or `task(id:)` of a property declared as it whose action reads one of
    /// `ignored`.
    private func firstUse(of id: TypeID, reading ignored: [String], _ index: ProjectIndex) -> Use? {
        var uses: [Use] = []
        if let stored = index.observationStorage(of: id) {
            let owner = index.typeID(file: stored.location.file, type: Int(stored.site.owner)).map(index.displayName) ?? "?"
            let name = stored.site.name
            let kind: Use.Kind = stored.site.kind == .observable ? .observable(owner: owner, property: name)
                : .observableState(owner: owner, property: name)
            uses.append(Use(kind: kind, location: stored.location, length: name.utf8.count,
                            what: "'\(name)' of '\(owner)' holds values of this type"))
        }
        let reads = Set(ignored.map { name -> Int in
            var name = name
            return name.withUTF8 { NameHash.of($0) }
        })
        // docs/rules.md, `equality_hides_change`: a property declared as the type, read bare or through `self`.
        if let watch = index.observers(of: id).first(where: { o in
            o.site.value.names.count == 1 && o.site.value.elementOf == nil && o.site.actionReads.contains(where: reads.contains)
        }) {
            let value = watch.site.value.names[0]
            let onChange = watch.site.kind == .onChange
            uses.append(Use(kind: onChange ? .onChange(value: value) : .task(value: value), location: watch.location,
                            length: onChange ? 8 : 4, what: onChange ? "'.onChange(of: \(value))' here" : "'.task(id: \(value))' here"))
        }
        return uses.min { ($0.location.file, $0.location.offset) < ($1.location.file, $1.location.offset) }
    }
}

extension Message {
    fileprivate static func hides(_ type: String, _ ignored: [String], onlyKeys keys: [String]?, _ use: EqualityHidesChange.Use,
                                  at place: String) -> Message {
        let names = quotedList(ignored, atMost: 5)
        let them = ignored.count == 1 ? "it" : "them"
        let subject = keys.map { "== of '\(type)' compares only its key \(quotedList($0)) and ignores \(names)" }
            ?? "== of '\(type)' ignores \(names)"
        let alone = keys.map { "an edited copy with the same \(quotedList($0))" } ?? "a change to \(names) alone"
        switch use.kind {
        case .observable(let owner, let property):
            return "\(subject), and @Observable '\(owner)' keeps values of it in '\(property)' (\(place)): \(observation(keys, names)); compare \(them) in =="
        case .observableState(let owner, let property):
            return "\(subject), and @ObservableState '\(owner)' keeps values of it in '\(property)' (\(place)): \(observation(keys, names)); compare \(them) in =="
        case .onChange(let value):
            return "\(subject), which the action of .onChange(of: \(value)) at \(place) reads: onChange does not run for a new value == to the old one, so \(alone) never runs it; compare \(them) in =="
        case .task(let value):
            return "\(subject), which the task of .task(id: \(value)) at \(place) reads: task(id:) does not restart for a new value == to the old one, so \(alone) never restarts it; compare \(them) in =="
        }
    }

    /// What Observation's skip of equal values does to such a type.
    fileprivate static func observation(_ keys: [String]?, _ names: String) -> String {
        let unseen = keys.map { "an edited copy with the same \(quotedList($0))" } ?? "a new value that differs only in \(names)"
        return "Observation does not notify an assignment of a value == to the current one, so \(unseen) is never seen"
    }
}
