/// What a rule sees of one file: its declarations and tokens, its code bodies (walked on
/// first use), and the project index for everything in other files.
public struct RuleContext {
    public let file: ParsedFile
    public let tokens: TokenStream
    public let index: ProjectIndex
    /// This file in `index.files`.
    public let fileIndex: FileID
    let walked = WalkedBodies()
    var diagnostics: [Diagnostic] = []
    /// Rules compute fixes (all runs but the benchmark's baseline, `EQLINT_NO_FIXES`).
    public var wantsFixes = true
    /// The constructions the engine asks about after the rules (`closureArguments`): those of
    /// views whose closures an unsafe fix may mark ignored, and of representables that may
    /// keep a closure. Their call sites are read in the same walk as the rules'.
    var conditionKinds: ClosureArgument.Kinds = []
    /// The views whose constructions `.ignoredUnderFix` asks about: those of the fixing rules
    /// that run somewhere in the project (`CallSiteKinds.closuresMarkable`, or part of it).
    var markableViews: CallSiteKinds = .closuresMarkable
    /// The running rule's id and severity (not its whole `RuleMeta`: a copy of that per rule
    /// and file retained every string it holds).
    var currentRule: (id: RuleID, severity: Severity)?

    init(file: ParsedFile, index: ProjectIndex, fileIndex: FileID) {
        self.file = file
        self.tokens = TokenStream(file.lexed, file.source)
        self.index = index
        self.fileIndex = fileIndex
    }

    /// Every body of code in the file, walked once, on first use.
    public var bodies: [CodeBody] {
        if let done = walked.bodies { return done }
        // Call sites are read only where the call-site rules may find something: at the names
        // of the views they look for (and `EquatableView`); every other construction is skipped.
        let all = CodeBody.all(in: file, fileIndex: fileIndex, tokens: tokens, typeIDs: typeIDs, callTokens: callTokens)
        walked.bodies = all
        return all
    }

    /// The bodies that hold one of `mentions`, in file order: from `bodies` when some rule
    /// gathered them, else only these are made (most of a file's bodies hold none), their
    /// walks reading call sites at `calls` (all of `callTokens` when nil).
    func bodies(holding mentions: [Int], readingCallsAt calls: TokenSet? = nil) -> [CodeBody] {
        bodies(where: { Self.contains(mentions, within: $0) }, skippingType: { !Self.contains(mentions, within: $0) },
               readingCallsAt: calls)
    }

    /// The bodies whose range `keep` accepts, in file order: from `bodies` when some rule
    /// gathered them, else only these are made; the members of a type whose body's range
    /// `skippingType` names are not looked at (it holds none that `keep` accepts); with
    /// `functionsOnly`, `keep` accepts functions' bodies only.
    func bodies(where keep: (Range<Int>) -> Bool, skippingType: (Range<Int>) -> Bool = { _ in false },
                functionsOnly: Bool = false, readingCallsAt calls: TokenSet? = nil) -> [CodeBody] {
        if let done = walked.bodies { return done.filter { keep($0.range) } }
        return CodeBody.all(in: file, fileIndex: fileIndex, tokens: tokens, typeIDs: typeIDs, callTokens: calls ?? callTokens,
                            keeping: keep, skippingType: skippingType, functionsOnly: functionsOnly)
    }

    /// The `body` accessors of the file's types and extensions whose type `wanted` accepts, in
    /// file order (types by where their bodies start, accessors by where theirs do).
    func bodyAccessors(ofTypes wanted: (TypeID) -> Bool) -> [CodeBody] {
        var types: [Int] = [], starts: [Int] = []
        for t in file.types.indices where typeIDs[t].map(wanted) == true {
            types.append(file.types[t].bodyTokens.lowerBound)
            for p in file.types[t].properties where p.name == "body" {
                for accessor in p.accessorBodies { starts.append(accessor.lowerBound) }
            }
        }
        guard !starts.isEmpty else { return [] }
        return bodies(where: { starts.contains($0.lowerBound) }, skippingType: { !types.contains($0.lowerBound) })
            .filter { $0.kind == .accessor(property: "body") }
    }

    /// The tokens where the walker reads call sites: the names of the views the call-site rules
    /// look for, and every construction of `EquatableView` (`equatable_modifier_missing`).
    var callTokens: TokenSet {
        if let done = walked.callTokens { return done }
        let s = tokens
        var views: [Int] = []
        s.bytes.withUnsafeBufferPointer { bytes in
            for c in file.lexed.constructions {
                let r = s.nameBytes(Int(c))
                if r.count == 13 && memcmp(bytes.baseAddress! + r.lowerBound, "EquatableView", 13) == 0 { views.append(Int(c)) }
            }
        }
        // The mentions' own list when there is no `EquatableView` (most files): no copy.
        let mentions = callSiteMentions(callSiteKinds)
        let set = TokenSet(sorted: views.isEmpty ? mentions : (mentions + views).sorted())
        walked.callTokens = set
        return set
    }

    /// Every call-site kind this run looks for.
    var callSiteKinds: CallSiteKinds {
        var kinds: CallSiteKinds = [.ignoredClosures, .customEquality]
        if conditionKinds.contains(.ignoredUnderFix) { kinds.formUnion(markableViews) }
        if conditionKinds.contains(.handedOver) { kinds.insert(.handedOverClosures) }
        return kinds
    }

    /// True when the file mentions a type name at whose constructions call-site rules of
    /// these kinds may find something: a cheap token scan that lets those rules skip the
    /// files that construct none of the views they care about.
    public func mentionsCallSite(_ kind: CallSiteKinds) -> Bool { !callSiteMentions(kind).isEmpty }

    /// True when a body's tokens mention such a name: only those bodies are walked.
    public func mentionsCallSite(_ kind: CallSiteKinds, in range: Range<Int>) -> Bool {
        Self.contains(callSiteMentions(kind), within: range)
    }

    /// True when a sorted list of tokens holds one in `range`.
    static func contains(_ mentions: [Int], within range: Range<Int>) -> Bool {
        let k = firstMention(mentions, atOrAfter: range.lowerBound)
        return k < mentions.count && mentions[k] < range.upperBound
    }

    /// The position in a sorted list of tokens of the first one at or after `token` (the
    /// list's count when there is none).
    static func firstMention(_ mentions: [Int], atOrAfter token: Int) -> Int {
        var lo = 0, hi = mentions.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if mentions[mid] < token { lo = mid + 1 } else { hi = mid }
        }
        return lo
    }

    /// Tokens naming a type whose constructions call-site rules of these kinds look at, in order.
    func callSiteMentions(_ kinds: CallSiteKinds) -> [Int] {
        let all = callSiteMentionKinds
        // Most files mention no such name, or only names of the kinds asked (or none): then
        // the list is the whole one, not a copy, or empty.
        if all.tokens.isEmpty || !all.every.isDisjoint(with: kinds) { return all.tokens }
        if all.union.isDisjoint(with: kinds) { return [] }
        // One slot per set of kinds: every raw value has its own (no two sets share one).
        let slot = Int(kinds.rawValue)
        if walked.mentions.isEmpty {
            walked.mentions = [[Int]?](repeating: nil, count: Int(UInt8.max) + 1)
        } else if let done = walked.mentions[slot] {
            return done
        }
        var out: [Int] = []
        for (token, of) in zip(all.tokens, all.kinds) where of & kinds.rawValue != 0 { out.append(token) }
        walked.mentions[slot] = out
        return out
    }

    /// Every token naming a type at whose constructions some call-site rule looks, in order,
    /// with the kinds it is for: the file is scanned once, however many sets of kinds the rules
    /// and the walk ask about.
    private var callSiteMentionKinds: MentionKinds {
        if let done = walked.mentionKinds { return done }
        var out = MentionKinds()
        let s = tokens
        if let names = index.preparedCallSiteFlags() {
            // Prepared index: the names are known up front; tokens are matched on their bytes.
            if !names.isEmpty {
                // Only where a type may be constructed: a name elsewhere starts no call site.
                for c in file.lexed.constructions {
                    let i = Int(c), t = s.tokens[i]
                    // A backticked name (`` `Toggle`(…) ``) is probed without its backticks.
                    let quoted = t.kind == .backtickIdentifier ? 1 : 0
                    let start = Int(t.start) + quoted, end = Int(t.end) - quoted
                    guard start < end else { continue }
                    let first = s.bytes[start]
                    guard first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { continue }
                    let kinds = CallSiteKinds(rawValue: names.flags(s.bytes, start..<end))
                    if !kinds.isEmpty { out.append(i, kinds) }
                }
            }
        } else {
            var answers: [String: CallSiteKinds] = [:]
            for c in file.lexed.constructions {
                let i = Int(c), t = s.tokens[i]
                let first = s.bytes[Int(t.start) + (t.kind == .backtickIdentifier ? 1 : 0)]
                guard first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { continue }
                let name = s.name(i)
                let kinds = answers[name] ?? {
                    let answer = index.callSiteKinds(name)
                    answers[name] = answer
                    return answer
                }()
                if !kinds.isEmpty { out.append(i, kinds) }
            }
        }
        walked.mentionKinds = out
        return out
    }

    /// The types of the file's type declarations, in order: a declaration's own (no lookup), an
    /// extension's the one it attaches to (nil when it attaches to none). Worked out once per file.
    public var typeIDs: [TypeID?] {
        if let done = walked.typeIDs { return done }
        let ids = file.types.indices.map { index.typeID(file: fileIndex, type: $0) }
        walked.typeIDs = ids
        return ids
    }

    /// The place of a type of this file, for name lookups from inside it.
    public func place(ofType t: Int) -> Place { Place(file: fileIndex, type: t) }

    /// Byte ranges of preview-only code: the bodies of types conforming to `PreviewProvider`
    /// (docs/architecture.md, "Skipped by default"); nothing is reported inside them.
    var previewRanges: [Range<UInt32>] {
        if let done = walked.previewRanges { return done }
        var out: [Range<UInt32>] = []
        // A cheap look at the text first: almost no type lists a preview provider.
        for t in file.types.indices where file.types[t].inherits.contains(where: {
            ($0.hasSuffix("PreviewProvider") || $0.hasByte(UInt8(ascii: "&")))
                && ProjectIndex.conformanceNames($0).contains { $0 == "PreviewProvider" || $0 == "SwiftUI.PreviewProvider" }
        }) {
            let body = file.types[t].bodyTokens
            guard !body.isEmpty else { continue }
            out.append(tokens.tokens[body.lowerBound].start..<tokens.tokens[body.upperBound - 1].end)
        }
        walked.previewRanges = out
        return out
    }

    /// True when `ref` points into this file.
    public func isHere(_ ref: DeclarationRef) -> Bool { ref.file == fileIndex }

    /// Records a finding of the running rule at a byte range, with its fix if it has one.
    public mutating func report(_ message: Message, at range: Range<UInt32>, symbol: String, fix: Fix? = nil,
                                related: [RelatedPlace] = []) {
        guard let rule = currentRule else { return }
        let fix = wantsFixes ? fix : nil
        if !previewRanges.isEmpty && previewRanges.contains(where: { $0.contains(range.lowerBound) }) { return }
        var d = Diagnostic(ruleID: rule.id, severity: rule.severity, path: index.files[fileIndex].path, range: range,
                           message: message.text, symbol: symbol, fix: fix)
        d.related = related
        diagnostics.append(d)
    }

    /// Records a finding at a token.
    public mutating func report(_ message: Message, atToken i: Int, symbol: String, fix: Fix? = nil,
                                related: [RelatedPlace] = []) {
        let t = tokens.tokens[i]
        report(message, at: t.start..<t.end, symbol: symbol, fix: fix, related: related)
    }

    /// A second place of a finding: bytes `start..<end` of the file holding declaration `ref`.
    public func place(_ ref: DeclarationRef, _ start: UInt32, _ end: UInt32, _ what: String) -> RelatedPlace {
        RelatedPlace(path: index.files[ref.file].path, range: start..<end, message: what)
    }

    /// The name of the declaration `ref` as a second place.
    public func place(ofDeclaration ref: DeclarationRef, _ what: String) -> RelatedPlace {
        let t = index.files[ref.file].types[ref.type]
        return place(ref, t.nameOffset, t.nameEnd, what)
    }

    /// Line endings and indentation of the file, for the edits of fixes.
    public var layout: SourceLayout { SourceLayout(file.source) }

    /// `layout.indentUnit`, which reads every line's start, read once a file: a file of
    /// thousands of types, a fix each, was quadratic (found with issue #37).
    public var indentUnit: String {
        if let unit = walked.indentUnit { return unit }
        let unit = layout.indentUnit
        walked.indentUnit = unit
        return unit
    }

    /// The index of the token starting at `offset`, if one does.
    public func token(startingAt offset: UInt32) -> Int? {
        var lo = 0, hi = tokens.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if tokens.tokens[mid].start < offset { lo = mid + 1 } else { hi = mid }
        }
        return lo < tokens.count && tokens.tokens[lo].start == offset ? lo : nil
    }
}

/// The walked bodies of one file, filled on first use (one file is checked by one thread).
final class WalkedBodies {
    var bodies: [CodeBody]?
    var typeIDs: [TypeID?]?
    var previewRanges: [Range<UInt32>]?
    /// `RuleContext.callTokens`, made once.
    var callTokens: TokenSet?
    /// By `CallSiteKinds` raw value (each set of kinds its own slot), made at the first.
    var mentions: [[Int]?] = []
    /// Every mention with its kinds (`callSiteMentionKinds`), scanned once.
    var mentionKinds: MentionKinds?
    /// `closureArguments` for every kind the run asks about, computed once.
    var closureArguments: [ClosureArgument]?
    /// `RuleContext.indentUnit`, made at the first fix that asks.
    var indentUnit: String?
    /// `RuleContext.importingEquatable()`, made at the first fix that asks (nil inside: none).
    var importingEquatable: TextEdit??
    /// The positions in `bodies` in the order of the bodies' starts (`body(holding:)`).
    var bodyOrder: [Int]?
    /// `foreach_unstable_identity`'s row collections (`rowCollections()`), read once.
    var rowCollections: [RowCollection]?
    /// The places of the file that change a property named so, whatever its type
    /// (`mutationSites(named:)`), gathered at the first question.
    var mutationSites: [String: [Int]]?
}

/// A file's mentions of names call-site rules look at: tokens in order, each with its kinds.
struct MentionKinds {
    private(set) var tokens: [Int] = []
    /// Each mention's `CallSiteKinds`, raw.
    private(set) var kinds: [UInt8] = []
    /// The kinds some mention is for, and those every mention is for.
    private(set) var union: CallSiteKinds = []
    private(set) var every: CallSiteKinds = []

    mutating func append(_ token: Int, _ of: CallSiteKinds) {
        every = tokens.isEmpty ? of : every.intersection(of)
        union.formUnion(of)
        tokens.append(token)
        kinds.append(of.rawValue)
    }
}

/// A stretch of code in a file with what the walker found in it, and whom it belongs to.
public struct CodeBody {
    public enum Kind: Equatable {
        case function(String)
        /// A getter, setter, observer or computed property body.
        case accessor(property: String)
        /// A stored property's initializer expression.
        case initializer(property: String)
        /// A top-level macro expansion such as `#Preview { }`.
        case macro
    }

    public let kind: Kind
    /// The enclosing type, nil at top level (and in an extension of nothing the index knows).
    public let owner: TypeID?
    /// Where the body is, for name lookups from it.
    public let place: Place
    /// Attributes of the member (`@ViewBuilder`).
    public let attributes: [Attribute]
    public let range: Range<Int>
    /// The file's walks, shared by its bodies; this body's is `walks.facts(slot)`.
    private let walks: BodyWalks
    private let slot: Int

    /// What the walker finds in the body, walked on first use (most rules need a few
    /// bodies of a file, when any).
    public var facts: BodyFacts { walks.facts(slot) }

    /// What the walker finds inside `window` (references and uses of `self` inside the closure
    /// literals passed at the call sites it reads; call sites up to its end): the whole walk's
    /// facts (a superset) when it was done, else a walk that ends at the window's end and is
    /// not kept.
    func facts(within window: Range<Int>) -> BodyFacts { walks.facts(slot, within: window) }

    /// The type, as written, of the enclosing function's parameter declared at `token` (the
    /// walker's negative tokens: `-1 - position`); nil for anything else.
    public func parameterType(_ token: Int) -> String? {
        guard token < 0, case .function(let parameters) = walks.parameters(slot) else { return nil }
        let k = -1 - token
        return k < parameters.count ? parameters[k].type : nil
    }

    /// True when the enclosing function declares a parameter named `name`.
    public func declaresParameter(_ name: String) -> Bool {
        guard case .function(let parameters) = walks.parameters(slot) else { return false }
        return parameters.contains { $0.name == name }
    }

    public var isViewBuilder: Bool { attributes.contains { $0.name == "ViewBuilder" || $0.name == "SwiftUI.ViewBuilder" } }

    /// The file's bodies, in order (its types' members, then the top level's, then macro
    /// bodies), those whose range `keeping` accepts; the members of a type whose body's range
    /// `skippingType` names are not looked at (it holds none that `keeping` accepts); with
    /// `functionsOnly`, only functions' bodies.
    static func all(in file: ParsedFile, fileIndex: FileID, tokens: TokenStream, typeIDs: [TypeID?], callTokens: TokenSet,
                    keeping: (Range<Int>) -> Bool = { _ in true },
                    skippingType: (Range<Int>) -> Bool = { _ in false }, functionsOnly: Bool = false) -> [CodeBody] {
        var out: [CodeBody] = []
        let walks = BodyWalks(BodyWalker(tokens, callTokens: callTokens, problems: file.lexed.problems))
        var place = Place(file: fileIndex, type: nil)
        // Asked before a body's kind and attributes are made: most bodies looked at are not kept.
        func keeps(_ range: Range<Int>) -> Bool { !range.isEmpty && keeping(range) }
        func add(_ kind: Kind, _ owner: TypeID?, _ attributes: [Attribute], _ range: Range<Int>,
                 _ parameters: BodyWalks.Parameters) {
            out.append(CodeBody(kind: kind, owner: owner, place: place, attributes: attributes, range: range,
                                walks: walks, slot: walks.add(range, parameters)))
        }
        func addMembers(_ functions: [Function], _ properties: [Property], owner: TypeID?) {
            // Members are read in place: most properties have no code at all.
            for k in functions.indices {
                guard let body = functions[k].bodyTokens, keeps(body) else { continue }
                add(.function(functions[k].name), owner, functions[k].attributes, body,
                    functions[k].parameters.isEmpty ? .none : .function(functions[k].parameters))
            }
            if functionsOnly { return }
            for k in properties.indices where properties[k].initializerTokens != nil || !properties[k].accessorBodies.isEmpty {
                if let initializer = properties[k].initializerTokens, keeps(initializer) {
                    add(.initializer(property: properties[k].name), owner, properties[k].wrappers, initializer, .none)
                }
                for body in properties[k].accessorBodies where keeps(body) {
                    add(.accessor(property: properties[k].name), owner, properties[k].wrappers, body, .accessor)
                }
            }
        }
        for t in file.types.indices {
            let range = file.types[t].bodyTokens
            if !range.isEmpty && skippingType(range) { continue }
            place = Place(file: fileIndex, type: t)
            addMembers(file.types[t].functions, file.types[t].properties, owner: typeIDs[t])
        }
        place = Place(file: fileIndex, type: nil)
        addMembers(file.globalFunctions, file.globalProperties, owner: nil)
        if !functionsOnly { for range in file.macroBodies where keeps(range) { add(.macro, nil, [], range, .none) } }
        return out
    }
}

/// The walks of one file's bodies, each done on first use (one file is checked by one thread).
final class BodyWalks {
    /// The names a body declares at its top, known before its walk.
    enum Parameters {
        case none
        /// A function's parameters (each a name at a negative token: before the body).
        case function([Parameter])
        /// An accessor's implicit `newValue` and `oldValue`.
        case accessor

        var names: [(String, Int)] {
            switch self {
            case .none: return []
            case .function(let parameters): return parameters.enumerated().map { ($0.element.name, -1 - $0.offset) }
            case .accessor: return Self.accessorNames
            }
        }

        /// An accessor's names, made once.
        static let accessorNames: [(String, Int)] = [("newValue", -1), ("oldValue", -2)]
    }

    private let walker: BodyWalker
    private var pending: [(range: Range<Int>, parameters: Parameters)] = []
    private var done: [BodyFacts?] = []

    init(_ walker: BodyWalker) { self.walker = walker }

    func add(_ range: Range<Int>, _ parameters: Parameters) -> Int {
        pending.append((range, parameters))
        done.append(nil)
        return pending.count - 1
    }

    func parameters(_ slot: Int) -> Parameters { pending[slot].parameters }

    func facts(_ slot: Int) -> BodyFacts {
        if let facts = done[slot] { return facts }
        let facts = walker.walk(pending[slot].range, parameters: pending[slot].parameters.names)
        done[slot] = facts
        return facts
    }

    func facts(_ slot: Int, within window: Range<Int>) -> BodyFacts {
        if let facts = done[slot] { return facts }
        return walker.walk(pending[slot].range, parameters: pending[slot].parameters.names, window: window)
    }
}
