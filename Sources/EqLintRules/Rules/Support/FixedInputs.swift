/// docs/architecture.md, "Fixed at every construction": a stored property P of a view V that
/// can never change for one instance of V, because every construction `V(…)` in the project
/// (outside previews and test code; at least one) passes P a constant expression, an
/// identity-bound value, or a stored property of the constructing view that is itself fixed
/// (followed up to four views deep), or leaves P a constant default. Read from the files that
/// may construct V (`FileTexts`), worked out once per property (`ProjectIndex.fixedInputs`).
extension ProjectIndex {
    /// How many views' constructions are followed past V's own.
    static let fixedDepth = 4

    /// True when `property` of `view` is fixed at every construction.
    public func isFixedAtEveryConstruction(_ property: String, of view: TypeID) -> Bool {
        let key = PropertyKey(type: view, name: property)
        recording?.constructions.insert(Self.nameHash(entries[view.index].name.simpleTypeName))
        if let known = fixedInputs.withLock({ $0[key] }) { return known }
        var stack: [PropertyKey] = []
        let answer = fixed(key, depth: 0, stack: &stack).fixed
        return answer
    }

    static func nameHash(_ name: String) -> Int {
        var name = name
        return name.withUTF8 { NameHash.of($0) }
    }

    /// The answer for `key`, and whether it leaned on a property still being worked out (a
    /// cycle): such an answer is not kept.
    private func fixed(_ key: PropertyKey, depth: Int, stack: inout [PropertyKey]) -> (fixed: Bool, provisional: Bool) {
        if depth > Self.fixedDepth { return (false, false) }
        if let known = fixedInputs.withLock({ $0[key] }) { return (known, false) }
        // A value forwarded around a cycle: fixed when what enters it from outside is.
        if stack.contains(key) { return (true, true) }
        stack.append(key)
        defer { stack.removeLast() }
        let found = evaluate(key, depth: depth, stack: &stack)
        // At least one construction must enter from outside a cycle; inside one, the answer
        // waits on the property that started it.
        let root = stack.count == 1
        let answer = found.all && (found.entered || (!root && found.provisional))
        if !found.provisional || root { fixedInputs.withLock { $0[key] = answer } }
        return (answer, found.provisional && !root)
    }

    /// Whether every construction passes a fixed value (`all`), some from outside any cycle
    /// (`entered`), and some through a property still being worked out (`provisional`).
    private func evaluate(_ key: PropertyKey, depth: Int, stack: inout [PropertyKey]) -> (all: Bool, entered: Bool, provisional: Bool) {
        // A wrapped property is judged by its wrapper ("Settled"); a view another module may
        // construct is never fixed.
        guard let p = storedProperties(of: key.type).first(where: { $0.name == key.name }), p.wrappers.isEmpty,
              let declared = declarationRef(of: key.type), let home = parsedText(declared.file),
              !Self.isPublic(declared, home) else { return (false, false, false) }
        if p.isConstant { return (true, true, false) }
        let sites = constructions(of: key.type)
        guard let sites, !sites.isEmpty else { return (false, false, false) }
        let initializers = explicitInitializers(of: key.type, home: home, declared: declared)
        var provisional = false, entered = false
        for site in sites {
            guard let file = parsedText(site.file) else { return (false, false, false) }
            let s = TokenStream(file.lexed, file.source)
            switch reach(key.name, of: p, at: site, s, initializers) {
            case .none:
                // Left its default: fixed only when the default is constant.
                guard p.hasConstantInitializer else { return (false, false, false) }
                entered = true
            case .argument(let tokens):
                let value = fixedValue(tokens, at: site, s, file, depth: depth, stack: &stack)
                guard value.fixed else { return (false, false, false) }
                if value.provisional { provisional = true } else { entered = true }
            case .transformed:
                return (false, false, false)
            }
        }
        return (true, entered, provisional)
    }

    /// A construction of a view: the file, the callee's token, and the type whose body holds it.
    struct ConstructionSite {
        var file: FileID
        var call: CallSite
        var owner: Int?
    }

    /// Every construction of `view` in the project outside previews and test code; nil when
    /// one cannot be read (a file without text) or the view is named where its constructions
    /// cannot all be known (`items.map(View.init)`).
    func constructions(of view: TypeID) -> [ConstructionSite]? {
        let simple = entries[view.index].name.simpleTypeName
        let hash = Self.nameHash(simple)
        var out: [ConstructionSite] = []
        for f in self.files(constructing: hash).map(Int.init) where !Paths.isTestCode(files[f].path) {
            guard let file = parsedText(FileID(f)) else { return nil }
            let s = TokenStream(file.lexed, file.source)
            // `View.init` named but not called (`items.map(View.init)`): constructions nobody can follow.
            for i in 0..<s.count where s.kind(i) == .identifier && s.isWord(i + 2, "init") && s.kind(i + 1) == .period
                && s.kind(i + 3) != .leftParen && s.isName(i, equalTo: simple) { return nil }
            let previews = Self.previewRanges(file, s, self)
            for c in file.lexed.constructions {
                let i = Int(c)
                guard s.isName(i, equalTo: simple), !previews.contains(where: { $0.contains(i) }) else { continue }
                let owner = Self.enclosingType(of: i, in: file.types)
                guard resolveType(s.name(i), from: Place(file: FileID(f), type: owner)) == view else { continue }
                guard let call = s.callSite(at: i, allowTrailingOnly: true) else { continue }
                out.append(ConstructionSite(file: FileID(f), call: call, owner: owner))
            }
        }
        return out
    }

    /// Where an argument of a construction goes.
    enum Reach {
        /// No argument reaches the property: it keeps its default.
        case none
        /// This argument's tokens reach it whole.
        case argument(Range<Int>)
        /// An `init` assigns it something else than a parameter, whole.
        case transformed
    }

    /// The `init`s the view declares (its explicit ones), each with its parameter labels and the
    /// properties it assigns a parameter to bare (`self.p = p`), or otherwise.
    struct Initializer {
        var labels: [String]
        var names: [String]
        var bare: [String: String]
        var assignedOtherwise: Set<String>
    }

    func explicitInitializers(of view: TypeID, home: ParsedFile, declared: DeclarationRef) -> [Initializer] {
        var out: [Initializer] = []
        for (ref, decl) in declarations(of: view) where ref == declared {
            let s = TokenStream(home.lexed, home.source)
            for f in decl.functions where f.kind == .initializer && !f.isStatic {
                guard let body = f.bodyTokens else { continue }
                let names = f.parameters.map(\.name)
                var bare: [String: String] = [:], otherwise: Set<String> = []
                for a in s.assignments(in: body, where: { _, _ in true }) {
                    let target = s.name(a.target)
                    if a.value.count == 1, s.isName(a.value.lowerBound), names.contains(s.name(a.value.lowerBound)) {
                        bare[target] = s.name(a.value.lowerBound)
                    } else {
                        otherwise.insert(target)
                    }
                }
                out.append(Initializer(labels: f.parameters.map { $0.label }, names: names, bare: bare,
                                       assignedOtherwise: otherwise))
            }
        }
        return out
    }

    /// The argument of a construction that reaches `name` (the memberwise initializer's label,
    /// or a parameter an explicit `init` assigns bare to it).
    func reach(_ name: String, of p: Property, at site: ConstructionSite, _ s: TokenStream, _ initializers: [Initializer]) -> Reach {
        let arguments = site.call.arguments
        if initializers.isEmpty {
            guard let argument = arguments.first(where: { s.hasLabel($0, name) }) else { return .none }
            return .argument(argument.tokens)
        }
        let labels = arguments.map { $0.labelToken.map { s.name($0) } ?? "_" }
        // The `init` whose labels hold the construction's, in order.
        guard let chosen = initializers.first(where: { Self.holds($0.labels, labels) }) else { return .transformed }
        if chosen.assignedOtherwise.contains(name) { return .transformed }
        guard let parameter = chosen.bare[name], let k = chosen.names.firstIndex(of: parameter) else { return .none }
        let label = chosen.labels[k]
        guard let argument = arguments.first(where: { ($0.labelToken.map { s.name($0) } ?? "_") == label }) else { return .none }
        return .argument(argument.tokens)
    }

    static func holds(_ all: [String], _ some: [String]) -> Bool {
        var k = 0
        for label in all where k < some.count && label == some[k] { k += 1 }
        return k == some.count
    }

    /// Whether an argument's value is fixed: a constant expression, an identity-bound value, or
    /// a stored property of the constructing view that is itself fixed.
    private func fixedValue(_ tokens: Range<Int>, at site: ConstructionSite, _ s: TokenStream, _ file: ParsedFile,
                            depth: Int, stack: inout [PropertyKey]) -> (fixed: Bool, provisional: Bool) {
        let place = Place(file: site.file, type: site.owner)
        if s.isConstantExpression(tokens, place, self) { return (true, false) }
        var j = tokens.lowerBound
        if s.isWord(j, "self") && s.kind(j + 1) == .period { j += 2 }
        guard s.isName(j) else { return (false, false) }
        var end = j + 1
        var member: String?
        if s.kind(end) == .period && s.isName(end + 1) { member = s.name(end + 1); end += 2 }
        guard end == tokens.upperBound else { return (false, false) }
        let name = s.name(j)
        // Identity-bound: the element of a `ForEach` (or a sheet's item) whose content builds it.
        var at = site.call.start - 1
        var looked = 0
        while looked < 8, let brace = s.enclosingBrace(before: at, from: 0) {
            looked += 1
            if let bound = s.boundParameter(ofBlockAt: brace), s.isName(bound.token, equalTo: name) {
                return ((bound.member == nil && member == nil) || (bound.member != nil && bound.member == member), false)
            }
            at = brace - 1
        }
        for modifier in s.modifierChain(site.call.end) where modifier.name == "id" {
            let paren = modifier.nameToken + 1
            if s.isName(paren + 1) && s.isName(paren + 1, equalTo: name) && member == nil { return (true, false) }
        }
        // A stored property of the constructing view.
        guard member == nil, let owner = site.owner, let ownerID = typeID(file: site.file, type: owner),
              storedProperties(of: ownerID).contains(where: { $0.name == name }) else { return (false, false) }
        return fixed(PropertyKey(type: ownerID, name: name), depth: depth + 1, stack: &stack)
    }

    /// True when the declaration at `ref` is `public` or `open` (read from its file's tokens).
    static func isPublic(_ ref: DeclarationRef, _ home: ParsedFile) -> Bool {
        let s = TokenStream(home.lexed, home.source)
        guard let name = s.token(startingAt: Int(home.types[ref.type].nameOffset)) else { return false }
        var j = name - 2
        while j >= 0 && (s.kind(j) == .keyword || s.kind(j) == .identifier) && !s.tokens[j + 1].hasNewlineBefore || j == name - 2 {
            if s.isWord(j, "public") || s.isWord(j, "open") { return true }
            if s.kind(j) != .keyword && s.kind(j) != .identifier { break }
            j -= 1
            if j < name - 6 { break }
        }
        return false
    }

    /// The token ranges of a file's preview-only code: `#Preview` bodies and the bodies of types
    /// conforming to `PreviewProvider`.
    static func previewRanges(_ file: ParsedFile, _ s: TokenStream, _ index: ProjectIndex) -> [Range<Int>] {
        var out = file.macroBodies
        for t in file.types where t.inherits.contains(where: { $0.hasSuffix("PreviewProvider") }) { out.append(t.bodyTokens) }
        return out
    }
}
