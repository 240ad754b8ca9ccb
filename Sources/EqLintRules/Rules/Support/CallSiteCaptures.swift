/// What closure literals passed at constructions of views capture that can change
/// (docs/rules.md, `closure_captures_state`). One analysis serves three questions:
/// - `closure_captures_state`'s findings: closures that equality ignores now;
/// - the fixes that would mark closures ignored (`ConditionSettlement`): closures a fix may mark;
/// - `representable_stale_closure`'s: closures a representable hands to UIKit or AppKit once,
///   which matter only when a construction passes one capturing changing state.
struct ClosureArgument {
    enum Kind { case ignored, ignoredUnderFix, handedOver }

    /// A set of kinds, a bit each (asked about once per file: no hashing, no allocation).
    struct Kinds: OptionSet {
        let rawValue: UInt8
        static let ignored = Kinds(rawValue: 1)
        static let ignoredUnderFix = Kinds(rawValue: 2)
        static let handedOver = Kinds(rawValue: 4)

        init(rawValue: UInt8) { self.rawValue = rawValue }

        init(_ kind: Kind) {
            switch kind {
            case .ignored: self = .ignored
            case .ignoredUnderFix: self = .ignoredUnderFix
            case .handedOver: self = .handedOver
            }
        }
    }
    var kind: Kind
    /// The view's display name and the closure property: the `View.property` symbol.
    var shown: String
    var property: Property
    var view: TypeID
    /// What the closure captures that can change, in order, each with its first token.
    var captures: [Capture]

    var symbol: String { shown + "." + property.name }
}

/// One captured name: `count`, or `self` (made by calling `call`, when a method call made it).
struct Capture {
    var name: String
    var token: Int
    /// The instance method whose call captures `self`, and the plain properties it reads (nil
    /// when some method on the way is not in the file).
    var call: (method: String, reads: [String]?)? = nil
    /// The call is a read of a computed property (`summary`), not a method's call.
    var readsProperty = false

    /// How the message shows it (`'count'`, `'self' by calling 'save()'`, `'self' by reading
    /// 'summary'`), made only for a finding.
    var shown: String {
        guard let call else { return "'\(name)'" }
        let which = call.reads.map { " (which reads \(quotedList($0)))" } ?? ""
        return readsProperty ? "'self' by reading '\(call.method)'\(which)" : "'self' by calling '\(call.method)()'\(which)"
    }
}

extension RuleContext {
    /// The closure literals passed at this file's constructions of views, of the kinds asked,
    /// that capture a value that can change.
    func closureArguments(_ kinds: ClosureArgument.Kinds) -> [ClosureArgument] {
        // One analysis per file for closure_captures_state's kind and the engine's conditions.
        let all = conditionKinds.union([.ignored])
        guard kinds.isSubset(of: all) else { return computeClosureArguments(kinds) }
        if walked.closureArguments == nil { walked.closureArguments = computeClosureArguments(all) }
        let found = walked.closureArguments!
        return kinds == all ? found : found.filter { kinds.contains(ClosureArgument.Kinds($0.kind)) }
    }

    private func computeClosureArguments(_ kinds: ClosureArgument.Kinds) -> [ClosureArgument] {
        var siteKinds: CallSiteKinds = []
        if kinds.contains(.ignored) { siteKinds.insert(.ignoredClosures) }
        if kinds.contains(.ignoredUnderFix) { siteKinds.formUnion(markableViews) }
        if kinds.contains(.handedOver) { siteKinds.insert(.handedOverClosures) }
        let mentions = callSiteMentions(siteKinds)
        guard !mentions.isEmpty else { return [] }
        var out: [ClosureArgument] = []
        // What each owner holds, worked out at its first capture question and shared by its
        // bodies (with what its methods read, as far as worked out).
        var owners = Owners()
        // The walks read call sites at the mentions only: a construction elsewhere is of no view
        // these kinds ask about (a view's call-site kinds are exactly what `viewClosures` asks).
        for body in bodies(holding: mentions, readingCallsAt: TokenSet(sorted: mentions)) {
            // Only the constructions at the mentions are read: the walk ends after the last.
            guard let window = constructionWindow(mentions, in: body.range) else { continue }
            let walked = body.facts(within: window)
            var owner: OwnerValues?
            // An unapplied method may stand where a representable's closure goes (`onCommit: save`).
            for call in walked.calls where kinds.contains(.handedOver) || call.arguments.contains(where: \.isClosureLiteral) {
                // The view's facts are the index's, read in place: nothing to keep per view.
                guard let view = index.resolveType(call.callee, from: body.place),
                      let facts = viewClosures(index.facts(view), kinds) else { continue }
                // A name passed whole as a compared input re-renders the view when it changes.
                // Once a fix marks the closures, they are compared inputs no more; a closure a
                // representable keeps is not refreshed by any re-render.
                let excused = Excused(arguments: call.arguments, facts: facts, underFix: false)
                let excusedUnderFix = Excused(arguments: call.arguments, facts: facts, underFix: true)
                var usedTrailing = false
                for argument in call.arguments where argument.isClosureLiteral {
                    let property: Property?
                    if let label = argument.labelToken {
                        property = facts.closures.first { tokens.isName(label, equalTo: $0.name) }
                    } else if argument.isTrailing && !usedTrailing {
                        usedTrailing = true
                        property = facts.closures.first { p in !call.arguments.contains { tokens.hasLabel($0, p.name) } }
                    } else {
                        property = nil
                    }
                    guard let p = property else { continue }
                    var around: ClosureSurroundings?
                    func add(_ kind: ClosureArgument.Kind, excusing: Excused) {
                        if owner == nil { owner = ownerValues(body, sharedIn: &owners) }
                        if around == nil { around = surroundings(of: argument.tokens, call: call, within: body.range) }
                        // The engine's conditions ask only whether the closure captures, and
                        // where first: the rest is not looked for.
                        let captures = self.captures(in: argument.tokens, body: body, facts: walked, owner: owner!,
                                                     excused: excusing, around: around!, firstOnly: kind != .ignored)
                        guard !captures.isEmpty else { return }
                        out.append(ClosureArgument(kind: kind, shown: index.displayName(view), property: p, view: view,
                                                   captures: captures))
                    }
                    // Each kind on its own: the answer for one kind never depends on which
                    // others are asked with it (the results are shared, filtered by kind).
                    if kinds.contains(.ignored) && facts.facts.isEquatable && facts.facts.equalityIgnores(p) {
                        add(.ignored, excusing: excused)
                    }
                    if facts.isAssumed(p.name) {
                        add(.ignoredUnderFix, excusing: excusedUnderFix)
                    }
                    if facts.isHandedOver(p.name) {
                        add(.handedOver, excusing: .none)
                    }
                }
                guard kinds.contains(.handedOver) else { continue }
                unappliedMethods(call, facts, view) { () -> OwnerValues in
                    if owner == nil { owner = ownerValues(body, sharedIn: &owners) }
                    return owner!
                } found: { out.append($0) }
            }
        }
        return out
    }

    /// docs/rules.md, `representable_stale_closure`: an unapplied method of the constructing
    /// struct (`onCommit: save`) passed to a closure a representable may keep, when it reads a
    /// value that can change.
    private func unappliedMethods(_ call: CallSite, _ facts: ViewClosures, _ view: TypeID, owner: () -> OwnerValues,
                                  found: (ClosureArgument) -> Void) {
        for argument in call.arguments where !argument.isClosureLiteral {
            guard let label = argument.labelToken,
                  let p = facts.closures.first(where: { tokens.isName(label, equalTo: $0.name) }), facts.isHandedOver(p.name)
            else { continue }
            var j = argument.tokens.lowerBound
            if tokens.isWord(j, "self") && tokens.kind(j + 1) == .period { j += 2 }
            guard tokens.isName(j), j + 1 == argument.tokens.upperBound else { continue }
            let values = owner()
            let name = tokens.name(j)
            guard values.methods.contains(name), selfCounts(values) else { continue }
            var visiting: [String] = []
            guard let read = reads(ofMethod: name, values, visiting: &visiting), !read.isEmpty else { continue }
            found(ClosureArgument(kind: .handedOver, shown: index.displayName(view), property: p, view: view,
                                  captures: [Capture(name: "self", token: j, call: (name, read))]))
        }
    }

    /// docs/rules.md, `representable_stale_closure`: the constructions in the project (outside
    /// previews and test code) that pass `view`'s closure properties a closure literal, or an
    /// unapplied method of the constructing struct, reading a value that can change, in report
    /// order; read from the files that may construct it, once per view.
    func capturingConstructions(of view: TypeID) -> [ConstructionFact] {
        index.recording?.constructions.insert(ProjectIndex.nameHash(index.entry(view).name.simpleTypeName))
        let memo = index.keptTable { CapturingFacts() }
        if let known = memo.table.withLock({ $0[view] }) { return known }
        let hash = ProjectIndex.nameHash(index.entry(view).name.simpleTypeName)
        let shown = index.displayName(view)
        var found: [ConstructionFact] = []
        for f in index.files(constructing: hash).map(Int.init) where !Paths.isTestCode(index.files[f].path) {
            let id = FileID(f)
            guard let text = id == fileIndex ? file : index.parsedText(id) else { continue }
            var reader = RuleContext(file: text, index: index, fileIndex: id)
            reader.conditionKinds = [.handedOver]
            let previews = ProjectIndex.previewRanges(text, reader.tokens, index)
            for argument in reader.closureArguments([.handedOver]) where argument.view == view {
                let token = argument.captures.first?.token ?? 0
                guard !previews.contains(where: { $0.contains(token) }),
                      let fact = argument.fact(.capturing, path: index.files[id].path, tokens: reader.tokens) else { continue }
                found.append(ConstructionFact(question: .capturing, property: PropertyRef(view: shown, property: argument.property.name),
                                              path: fact.path, range: fact.range, captured: fact.captured))
            }
        }
        found.sort(by: ConstructionFact.inOrder)
        memo.table.withLock { $0[view] = found }
        return found
    }

    /// The tokens from the first of `mentions` in `range` to the end of the last construction
    /// at one of them (generic arguments, parentheses and trailing closures, however the call
    /// reads them): every closure argument the analysis reads is inside. Nil when no mention is
    /// in `range`.
    func constructionWindow(_ mentions: [Int], in range: Range<Int>) -> Range<Int>? {
        var k = Self.firstMention(mentions, atOrAfter: range.lowerBound)
        guard k < mentions.count, mentions[k] < range.upperBound else { return nil }
        let start = mentions[k]
        var end = start + 1
        while k < mentions.count && mentions[k] < range.upperBound {
            end = max(end, tokens.constructionBound(mentions[k]))
            k += 1
        }
        return start..<min(end, range.upperBound)
    }

    /// What the analysis asks of a constructed view: the index's facts, read in place, for the
    /// kinds asked.
    struct ViewClosures {
        let facts: ProjectIndex.TypeFacts
        let kinds: ClosureArgument.Kinds
        /// A fix of a rule that runs may mark the view's closures.
        let isMarkable: Bool

        var closures: PropertyList { facts.closureProperties }

        /// A closure a fix may mark ignored.
        func isAssumed(_ name: String) -> Bool {
            kinds.contains(.ignoredUnderFix) && isMarkable && facts.closuresAFixMayIgnore.contains { $0.name == name }
        }

        /// A closure a representable keeps (no reference wrapper).
        func isHandedOver(_ name: String) -> Bool {
            kinds.contains(.handedOver) && facts.representableClosures.contains { $0.name == name }
        }
    }

    func viewClosures(_ facts: ProjectIndex.TypeFacts, _ kinds: ClosureArgument.Kinds) -> ViewClosures? {
        guard facts.isView else { return nil }
        let ignoresAny = kinds.contains(.ignored) && facts.isEquatable && facts.closureProperties.contains { facts.equalityIgnores($0) }
        let isMarkable = !facts.callSite.isDisjoint(with: markableViews)
        guard ignoresAny || (kinds.contains(.ignoredUnderFix) && isMarkable && !facts.closuresAFixMayIgnore.isEmpty)
                || (kinds.contains(.handedOver) && !facts.representableClosures.isEmpty) else { return nil }
        return ViewClosures(facts: facts, kinds: kinds, isMarkable: isMarkable)
    }

    /// True when `range` is `name` or `self.name`, whole.
    func isWholeName(_ range: Range<Int>, _ name: String) -> Bool {
        let s = tokens
        if range.count == 1 && s.isName(range.lowerBound) { return s.isName(range.lowerBound, equalTo: name) }
        if range.count == 3 && s.isWord(range.lowerBound, "self") && s.kind(range.lowerBound + 1) == .period
            && s.isName(range.lowerBound + 2) { return s.isName(range.lowerBound + 2, equalTo: name) }
        return false
    }

    /// The names a construction passes whole as compared inputs (`name`, `self.name`): a
    /// change of one re-renders the view, so a closure capturing it is not stale. Under a fix,
    /// the inputs it marks are compared no more. Asked name by name, without lists.
    struct Excused {
        let arguments: [Argument]
        let facts: ViewClosures?
        let underFix: Bool

        static let none = Excused(arguments: [], facts: nil, underFix: false)

        func contains(_ name: String, in ctx: RuleContext) -> Bool {
            guard let facts else { return false }
            for argument in arguments where !argument.isClosureLiteral {
                guard let labelToken = argument.labelToken, ctx.isWholeName(argument.tokens, name),
                      let label = facts.facts.comparedInputs.first(where: { ctx.tokens.isName(labelToken, equalTo: $0.name) })?.name
                else { continue }
                if !underFix || !facts.isAssumed(label) { return true }
            }
            return false
        }
    }

    /// The stored properties and instance methods of a body's owner, and what each of its
    /// methods (declared in this file) reads. Whether a stored property is a plain value (and
    /// so whether a capture of `self` counts) is worked out when a capture asks.
    /// One per owner and file, shared by the questions of its bodies: a class, so that what a
    /// question works out stays for the next without copying it back.
    final class OwnerValues {
        var methods: [String] = []
        /// Computed instance properties (but `body`): reading one reads `self` through its getter.
        var computed: [String] = []
        var stored = PropertyList()
        /// Where the owner is declared, for the lookups of its properties' types.
        var place: Place?
        /// By position in `stored`: whether the property is a plain value, once asked. The
        /// first 64 are bits of `asked` and `plain`; past them, `plainness` (0: not asked yet,
        /// 1: plain, 2: not), made at the first question there.
        var asked: UInt64 = 0, plain: UInt64 = 0
        var plainness: [UInt8] = []
        /// Whether any stored property is a plain value: then a capture of `self` counts.
        var anyPlain: Bool?
        /// The owner, whose method bodies `reads(ofMethod:)` looks up.
        var type: TypeID?
        /// Per method base name asked so far: the plain properties it reads, transitively; nil
        /// when it or some method on the way is not in this file (unknown: it may read any).
        /// A list: a file asks about a few methods of an owner.
        var methodReads: [(name: String, reads: [String]?)] = []
    }

    /// The owners a file's bodies have had so far: the latest apart (bodies come owner by
    /// owner, and most files have one), the others in a map made when a second owner comes.
    struct Owners {
        var latest: (type: TypeID, values: OwnerValues)?
        var others = SmallMap<TypeID, OwnerValues>()
    }

    /// The owner's values from `owners`, made and kept there at the first of its bodies.
    func ownerValues(_ body: CodeBody, sharedIn owners: inout Owners) -> OwnerValues {
        guard let type = body.owner else { return ownerValues(body) }
        if let latest = owners.latest, latest.type == type { return latest.values }
        let values = owners.others[type] ?? ownerValues(body)
        if let latest = owners.latest { owners.others[latest.type] = latest.values }
        owners.latest = (type, values)
        return values
    }

    func ownerValues(_ body: CodeBody) -> OwnerValues {
        let values = OwnerValues()
        guard let owner = body.owner, let ref = index.declarationRef(of: owner),
              index.kind(ref) == .struct || index.kind(ref) == .enum else { return values }
        let facts = index.facts(owner)
        values.stored = facts.storedProperties
        values.place = Place(file: ref.file, type: ref.type)
        values.methods = facts.methods
        values.type = owner
        for (_, decl) in index.declarations(of: owner) {
            for p in decl.properties where !p.isStored && !p.isStatic && p.name != "body" { values.computed.append(p.name) }
        }
        return values
    }

    /// Only plain values go stale; reference wrappers and class instances are read live.
    func isPlainValue(_ p: Property, _ owner: OwnerValues) -> Bool {
        guard let place = owner.place else { return !index.hasReferenceWrapper(p) }
        guard !index.hasReferenceWrapper(p, at: place) else { return false }
        // docs/architecture.md, "Value that can change": a constant never carries a change.
        if p.isConstant { return false }
        if let type = p.type ?? p.constructedType, index.isReference(index.resolveWrittenType(type, from: place)) { return false }
        // Fixed at every construction of the view: every instance keeps the value it was made with.
        if let view = owner.type, index.isView(view), index.isFixedAtEveryConstruction(p.name, of: view) { return false }
        return true
    }

    /// True when a stored property of the owner named `name` is a plain value.
    func isPlain(_ name: String, _ owner: OwnerValues) -> Bool {
        let stored = owner.stored
        for k in stored.indices where stored[k].name == name && isPlain(at: k, owner) { return true }
        return false
    }

    /// Whether the owner's stored property at position `k` is a plain value, worked out once.
    func isPlain(at k: Int, _ owner: OwnerValues) -> Bool {
        if k < 64 {
            let bit: UInt64 = 1 << UInt64(k)
            if owner.asked & bit == 0 {
                owner.asked |= bit
                if isPlainValue(owner.stored[k], owner) { owner.plain |= bit }
            }
            return owner.plain & bit != 0
        }
        let j = k - 64
        if owner.plainness.isEmpty { owner.plainness = [UInt8](repeating: 0, count: owner.stored.count - 64) }
        if owner.plainness[j] == 0 { owner.plainness[j] = isPlainValue(owner.stored[k], owner) ? 1 : 2 }
        return owner.plainness[j] == 1
    }

    /// True when the owner holds a plain value: a capture of `self` then reaches a value that
    /// can go stale.
    func selfCounts(_ owner: OwnerValues) -> Bool {
        if let known = owner.anyPlain { return known }
        let any = owner.stored.indices.contains { isPlain(at: $0, owner) }
        owner.anyPlain = any
        return any
    }

    /// The bodies in this file of the owner's methods whose base name is `name` (`save(_:)` for
    /// `save`), in order (types by where their bodies start, functions by where theirs do).
    func methodBodies(of owner: TypeID, named name: String) -> [CodeBody] {
        var ownerTypes: [Int] = [], starts: [Int] = []
        var getters = false
        let ids = typeIDs
        for t in file.types.indices where ids[t] == owner {
            ownerTypes.append(file.types[t].bodyTokens.lowerBound)
            for f in file.types[t].functions where Self.hasBaseName(f.name, name) {
                if let body = f.bodyTokens { starts.append(body.lowerBound) }
            }
            // A computed property's getter reads like a method's body.
            for p in file.types[t].properties where p.name == name && !p.isStored && !p.isStatic {
                for accessor in p.accessorBodies { starts.append(accessor.lowerBound); getters = true }
            }
        }
        guard !starts.isEmpty else { return [] }
        return bodies(where: { starts.contains($0.lowerBound) }, skippingType: { !ownerTypes.contains($0.lowerBound) },
                      functionsOnly: !getters)
    }

    /// What the owner's methods (or computed properties) named `name` declared in other files
    /// read, walked in those files' text; nil when one of those files has no text here.
    func otherFileBodies(of owner: TypeID, named name: String) -> [BodyFacts]? {
        var out: [BodyFacts] = []
        for (ref, decl) in index.declarations(of: owner) where ref.file != fileIndex {
            var ranges: [(Range<Int>, [(String, Int)])] = []
            for f in decl.functions where Self.hasBaseName(f.name, name) {
                if let body = f.bodyTokens { ranges.append((body, f.parameters.enumerated().map { ($0.element.name, -1 - $0.offset) })) }
            }
            for p in decl.properties where p.name == name && !p.isStored && !p.isStatic {
                for accessor in p.accessorBodies { ranges.append((accessor, [])) }
            }
            guard !ranges.isEmpty else { continue }
            guard let other = index.parsedText(ref.file) else { return nil }
            let walker = BodyWalker(TokenStream(other.lexed, other.source))
            for (range, parameters) in ranges { out.append(walker.walk(range, parameters: parameters)) }
        }
        return out
    }

    /// True when a function's name (`save(_:)`, `save`) has the base name `name`: on the bytes
    /// when both are ASCII, else as text (canonical equivalence).
    static func hasBaseName(_ function: String, _ name: String) -> Bool {
        var function = function, name = name
        let onBytes: Bool? = function.withUTF8 { f in
            name.withUTF8 { n -> Bool? in
                var k = 0
                while k < f.count && f[k] != UInt8(ascii: "(") {
                    if f[k] >= 0x80 { return nil }
                    k += 1
                }
                if n.contains(where: { $0 >= 0x80 }) { return nil }
                return k == n.count && (k == 0 || memcmp(f.baseAddress!, n.baseAddress!, k) == 0)
            }
        }
        if let onBytes { return onBytes }
        let utf8 = function.utf8
        return String(Substring(utf8[..<(utf8.firstIndex(of: UInt8(ascii: "(")) ?? utf8.endIndex)])) == name
    }

    /// The plain properties a method of the owner reads, following the methods it calls;
    /// nil when one of them is not declared in this file.
    func reads(ofMethod name: String, _ owner: OwnerValues, visiting: inout [String]) -> [String]? {
        if let known = owner.methodReads.first(where: { $0.name == name }) { return known.reads }
        var walks = (owner.type.map { methodBodies(of: $0, named: name) } ?? []).map(\.facts)
        // Declared in another file of the type: read there (docs/architecture.md, "Value that can change").
        if walks.isEmpty, let type = owner.type { walks = otherFileBodies(of: type, named: name) ?? [] }
        guard !walks.isEmpty else {
            owner.methodReads.append((name, nil))
            return nil
        }
        guard !visiting.contains(name) else { return [] }
        visiting.append(name)
        var found: [String] = []
        for facts in walks {
            for r in facts.references where r.declaration == nil || r.isSelfMember {
                if (r.isCalled && owner.methods.contains(r.name)) || (!r.isCalled && owner.computed.contains(r.name)) {
                    guard let inner = reads(ofMethod: r.name, owner, visiting: &visiting) else {
                        owner.methodReads.append((name, nil))
                        return nil
                    }
                    for p in inner where !found.contains(p) { found.append(p) }
                } else if !found.contains(r.name) && isPlain(r.name, owner) {
                    found.append(r.name)
                }
            }
        }
        owner.methodReads.append((name, found))
        return found
    }

    /// The names a closure literal captures that can change while the view stays equal, in
    /// order of first appearance, each with the token of its first capture and how the message
    /// shows it (`'count'`, `'self' by calling 'save()'`). With `firstOnly`, the list starts
    /// with the same capture and may stop there: the references come in order of their tokens,
    /// so none is looked at after the first that captures (nor a method's reads worked out for it).
    func captures(in closure: Range<Int>, body: CodeBody, facts: BodyFacts, owner: OwnerValues,
                  excused: Excused, around: ClosureSurroundings, firstOnly: Bool = false) -> [Capture] {
        // An excused name is never one: it is left out as it comes (asked last, as it reads the
        // call's arguments: most names are no plain value, and are out before).
        var events: [Capture] = []
        let selfIsWeak = around.weak.contains("self")
        for r in facts.references where closure.contains(r.token) {
            if firstOnly && !events.isEmpty { break }
            if let declaration = r.declaration, !r.isSelfMember {
                // A local, parameter or enclosing closure's parameter from around the call;
                // names declared inside the closure itself never count, nor local functions
                // (values only: `let`/`var`, parameters), nor one that cannot change
                // (docs/architecture.md, "Value that can change").
                if !closure.contains(declaration) && !tokens.isWord(declaration - 1, "func") && !around.weak.contains(r.name)
                    && !around.isIdentityBound(r.name, declaration: declaration, at: r.token, tokens)
                    && !localCannotChange(declaration, body, owner) && !excused.contains(r.name, in: self) {
                    events.append(Capture(name: r.name, token: r.token))
                }
            } else if !(r.isCalled && owner.methods.contains(r.name)) && !around.idNames.contains(r.name) && isPlain(r.name, owner)
                        && !excused.contains(r.name, in: self) {
                events.append(Capture(name: r.name, token: r.token))
            } else if (r.isCalled && owner.methods.contains(r.name)) || (!r.isCalled && owner.computed.contains(r.name)),
                      !selfIsWeak && selfCounts(owner) && !excused.contains("self", in: self) {
                // An implicit `self`, named by the call (or the computed property read) that makes
                // it; when its body is at hand, only if it reads a plain value, which the message names.
                var visiting: [String] = []
                let read = reads(ofMethod: r.name, owner, visiting: &visiting)
                if let read, read.isEmpty { continue }
                events.append(Capture(name: "self", token: r.token, call: (r.name, read), readsProperty: !r.isCalled))
            }
        }
        if !selfIsWeak, facts.selfUses.contains(where: closure.contains), selfCounts(owner), !excused.contains("self", in: self) {
            for token in facts.selfUses where closure.contains(token) {
                events.append(Capture(name: "self", token: token))
                if firstOnly { break }
            }
        }
        guard events.count > 1 else { return events }
        // Each name once, at its first capture: the list kept in place.
        events.sort { $0.token < $1.token }
        var kept = 0
        for k in events.indices where !events[..<kept].contains(where: { $0.name == events[k].name }) {
            events[kept] = events[k]
            kept += 1
        }
        events.removeSubrange(kept...)
        return events
    }

    /// True when the local or parameter declared at `declaration` cannot change
    /// (docs/architecture.md, "Value that can change"): of a reference type, a constant, or
    /// initialised from a name that cannot change (`let draft = self.draft`, a reference).
    func localCannotChange(_ declaration: Int, _ body: CodeBody, _ owner: OwnerValues) -> Bool {
        if isReference(declaredType(declaration, body), body) { return true }
        if isConstantLocal(declaration, body) { return true }
        guard let (name, member) = initialName(ofLocal: declaration) else { return false }
        // A stored property of the owner, whole: it cannot change when it is no plain value.
        if member || owner.stored.contains(where: { $0.name == name }) {
            return owner.stored.contains { $0.name == name } && !isPlain(name, owner)
        }
        // A global constant of this file (`let supportEmail = "help@example.com"`).
        return file.globalProperties.contains { $0.name == name && $0.isConstant }
    }

    /// The type a local or parameter is declared with (`let x: T`, `(x: T)`, a function's
    /// parameter) or constructed as by its initial value (`let store = CartStore()`), as
    /// written; nil when neither says.
    func declaredType(_ declaration: Int, _ body: CodeBody) -> String? {
        if declaration < 0 { return body.parameterType(declaration) }
        let s = tokens
        if s.kind(declaration + 1) == .colon {
            var j = declaration + 2
            while s.isWord(j, "inout") { j += 1 }
            let end = s.skipType(j)
            return end > j ? s.normalizedText(j..<end) : nil
        }
        // `= CartStore()`, `= CartStore.init(…)`, `= Module.CartStore()`.
        guard s.isOperator(declaration + 1, "="), s.isName(declaration + 2) else { return nil }
        var j = declaration + 2
        while s.kind(j + 1) == .period && s.isName(j + 2) && !s.isWord(j + 2, "init") { j += 2 }
        if s.kind(j + 1) == .period && s.isWord(j + 2, "init") { j += 2 }
        guard s.kind(j + 1) == .leftParen || (s.kind(j + 1) == .leftBrace && !s.isWord(j, "init")) else { return nil }
        return s.isWord(j, "init") ? s.name(j - 2) : s.name(j)
    }

    /// `Binding<…>` (or another reference property wrapper's type), or a class or actor the
    /// index knows, written in `body` (through optionals in any spelling and typealiases).
    func isReference(_ type: String?, _ body: CodeBody) -> Bool {
        guard let type else { return false }
        return index.isReference(index.resolveWrittenType(type, from: body.place))
    }
}

/// `RuleContext.capturingConstructions(of:)`'s answers, kept with the index.
final class CapturingFacts: @unchecked Sendable {
    let table = Locked<[TypeID: [ConstructionFact]]>([:])
}

/// A construction that passes a view's closure property a closure literal capturing a value
/// that can change (docs/architecture.md, "Cross-file checks"): the typed fact the conditions of
/// `representable_stale_closure`'s findings and of the fixes that mark closures read, with where
/// it is and what it captures first, for the message that names it.
public struct ConstructionFact: Sendable, Equatable {
    public enum Question: Sendable, Equatable {
        /// The closure would be stale once a fix marks the property ignored.
        case staleUnderFix
        /// The closure captures a value that can change (a representable may keep it).
        case capturing
    }
    public var question: Question
    public var property: PropertyRef
    /// The constructing file, as the index shows it, and its first capture's bytes.
    public var path: String
    public var range: Range<UInt32>
    /// How a message shows the first capture: `'count'`, `'self' by calling 'save()'`.
    public var captured: String

    /// Facts in report order: by path, then where.
    static func inOrder(_ a: ConstructionFact, _ b: ConstructionFact) -> Bool {
        a.path != b.path ? Paths.precedes(a.path, b.path) : a.range.lowerBound < b.range.lowerBound
    }
}

extension ClosureArgument {
    /// The fact this argument is, for `question`, in the file at `path`.
    func fact(_ question: ConstructionFact.Question, path: String, tokens: TokenStream) -> ConstructionFact? {
        guard let first = captures.first else { return nil }
        let t = tokens.tokens[first.token]
        return ConstructionFact(question: question, property: PropertyRef(view: shown, property: property.name), path: path,
                                range: t.start..<t.end, captured: first.shown)
    }
}
