/// The declaration parser's properties: `var` and `let`, their annotations, initializers and
/// accessors.

extension DeclarationParser {
    // MARK: Properties

    mutating func parseVariable(_ keyword: Int, _ attributes: [Attribute], isStatic: Bool,
                                isLazy: Bool) -> Int {
        let isLet = s.isWord(keyword, "let")
        var i = keyword + 1
        var bindingIndex = 0
        // Properties go straight into their list (a copy of a property retains all it holds);
        // code the parser cannot read drops the declaration's earlier bindings again.
        let before = scope.type.map { types[$0].properties.count } ?? globalProperties.count
        while true {
            // The bound names: one token, or (a tuple pattern) a list.
            var single: Int? = nil
            var tupleNames: [Int] = []
            var isTuple = false
            if s.kind(i) == .leftParen {
                isTuple = true
                let end = s.after(i)
                for j in (i + 1)..<max(i + 1, end - 1) where s.isName(j) && !s.isWord(j, "_")
                    && s.kind(j + 1) != .colon {
                    tupleNames.append(j)
                }
                i = end
            } else if s.isName(i) {
                if !s.isWord(i, "_") { single = i }
                i += 1
            } else {
                if let t = scope.type {
                    types[t].properties.removeSubrange(before...)
                } else {
                    globalProperties.removeSubrange(before...)
                }
                return recover(at: keyword, "variable")
            }
            let (typeTokens, fusedEquals, initializer, closureLiteral, next) = annotationAndInitializer(i)
            i = next
            var stored = true, observers = false
            var bodies: [Range<Int>] = []
            if s.kind(i) == .leftBrace && (typeTokens != nil || initializer != nil),
               let close = s.partnerOf(i) {
                (stored, observers, bodies) = accessors(i, close)
                i = close + 1
            }
            let sources = stored ? [] : getterSources(bodies)
            // Called directly: `initializer.map(initializerFacts)` would capture a copy of the parser.
            var initial: (constant: Bool, constructed: String?) = (false, nil)
            if let initializer { initial = initializerFacts(initializer) }
            func add(_ name: Int) {
                let hasType = typeTokens != nil && !isTuple
                let typeText = hasType ? s.normalizedText(typeTokens!, trimmingLastBytes: fusedEquals ? 1 : 0) : nil
                let annotation = typeText.map(WrittenType.annotation)
                let property = Property(
                    name: s.name(name), nameOffset: s.tokens[name].start, nameEnd: s.tokens[name].end,
                    isLet: isLet, isStatic: isStatic, isStored: stored, isLazy: isLazy,
                    type: typeText,
                    typeTokens: hasType ? typeTokens : nil, wrappers: attributes,
                    hasClosureType: annotation?.isClosure ?? false,
                    closureShape: annotation?.shape,
                    initializerTokens: initializer, hasClosureLiteralInitializer: closureLiteral,
                    hasObservers: observers, accessorBodies: bodies, bindingIndex: bindingIndex,
                    isInTuplePattern: isTuple, isInIfConfig: scope.ifDepth > 0,
                    hasConstantInitializer: initial.constant, constructedType: initial.constructed,
                    getterSources: sources)
                if let t = scope.type {
                    if !sources.isDisjoint(with: .fresh) { types[t].freshIdentifiers.append(property.name) }
                    types[t].properties.append(property)
                } else {
                    globalProperties.append(property)
                }
            }
            if let single { add(single) }
            for name in tupleNames { add(name) }
            bindingIndex += 1
            guard s.kind(i) == .comma else { break }
            i += 1
        }
        return i
    }

    /// A short getter's identity sources (docs/rules.md, `foreach_unstable_identity`): a bounded
    /// look, for the computed identifiers another file's `ForEach` asks about.
    @inline(__always)
    func getterSources(_ bodies: [Range<Int>]) -> IdentitySources {
        guard let getter = bodies.first else { return [] }
        // Most computed properties have one accessor block.
        let length = bodies.count == 1 ? getter.count : bodies.reduce(0) { $0 + $1.count }
        guard length <= IdentitySources.getterLimit else { return [] }
        var sources: IdentitySources = []
        for body in bodies { sources.formUnion(s.identitySources(in: body)) }
        return sources
    }

    /// After a binding's names at `i`: its type annotation's tokens (`: T`), whether the type
    /// ends in a fused `=` (`: T<U>= x`), its initializer's tokens and whether that is a closure
    /// literal, and the token after them.
    @inline(__always)
    func annotationAndInitializer(_ at: Int)
        -> (type: Range<Int>?, fusedEquals: Bool, initializer: Range<Int>?, closureLiteral: Bool, next: Int) {
        var i = at
        var typeTokens: Range<Int>? = nil
        var fusedEquals = false
        if s.kind(i) == .colon {
            let start = i + 1
            i = s.skipType(start)
            typeTokens = start..<i
            fusedEquals = i > start && s.typeEndsWithFusedEquals(i)
        }
        var initializer: Range<Int>? = nil
        var closureLiteral = false
        if s.isOperator(i, "=") || fusedEquals {
            let start = fusedEquals ? i : i + 1
            i = skipExpression(start)
            initializer = start..<i
            closureLiteral = s.kind(start) == .leftBrace && s.after(start) == i
        }
        return (typeTokens, fusedEquals, initializer, closureLiteral, i)
    }

    /// The accessor block `{ ... }` from `open` to `close` of a property: whether the property
    /// is still stored (only `willSet`, `didSet`), whether it has observers, and the bodies of
    /// its accessors (the whole block for a getter written without `get`).
    @inline(__always)
    func accessors(_ open: Int, _ close: Int) -> (stored: Bool, observers: Bool, bodies: [Range<Int>]) {
        var stored = true, observers = false
        var bodies: [Range<Int>] = []
        let first = firstAccessorWord(open)
        if isAccessorKeyword(first) && !(s.isWord(first, "init") && s.kind(first + 1) != .leftParen
                                         && s.kind(first + 1) != .leftBrace) {
            var j = first
            while j < close {
                if isAccessorKeyword(j) {
                    if s.isWord(j, "willSet") || s.isWord(j, "didSet") { observers = true } else {
                        stored = false
                    }
                    j += 1
                    if s.kind(j) == .leftParen { j = s.after(j) }
                    while j < close && s.kind(j) != .leftBrace && !isAccessorKeyword(j) { j += 1 }
                    if s.kind(j) == .leftBrace, let end = s.partnerOf(j) {
                        bodies.append((j + 1)..<end)
                        j = end + 1
                    }
                } else {
                    j = s.kind(j) == .leftBrace ? s.after(j) : j + 1
                }
            }
        } else {
            stored = false
            bodies.append((open + 1)..<close)
        }
        return (stored, observers, bodies)
    }
}
