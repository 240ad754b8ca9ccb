/// A type as written, with the place it is written at (names in it are looked up from there).
struct WrittenTypeAt {
    var text: String
    var place: Place
}

extension RuleContext {
    /// The declared type (docs/rules.md, `foreach_unstable_identity`) of the plain path whose
    /// first token is `first` in `body` (`items`, `self.items`, `store.items`,
    /// `model?.state.items`): the first name's annotation (a local's, a parameter's or a
    /// property's of the enclosing type), or the type its initial value constructs; a `ForEach`
    /// element's is the element type of its collection; each later name's is its declared type in
    /// the type before it, through the index. Nil when any step is unknown (the rule then stays
    /// silent).
    func declaredType(ofPathAt first: Int, _ names: [String], in body: CodeBody, collections: [RowCollection],
                      depth: Int = 0) -> WrittenTypeAt? {
        guard let head = names.first, depth < 4 else { return nil }
        var current: WrittenTypeAt?
        if tokens.isWord(first, "self") {
            current = body.owner.flatMap { declaredType(ofMember: head, of: $0) }
        } else if let local = localDeclaration(of: first, in: body) {
            current = declaredType(ofLocal: local, in: body, collections: collections, depth: depth)
        } else {
            current = body.owner.flatMap { declaredType(ofMember: head, of: $0) }
        }
        for name in names.dropFirst() {
            guard let type = current, let core = WrittenType(type.text).name,
                  let key = index.resolveType(String(core), from: type.place) else { return nil }
            current = declaredType(ofMember: name, of: key)
        }
        return current
    }

    /// The element type of a collection type (`[T]`, `Array<T>`, `Set<T>`, `ContiguousArray<T>`,
    /// `ArraySlice<T>`, `OrderedSet<T>`, `IdentifiedArrayOf<T>`; optionals stripped), at the
    /// collection's place.
    func elementType(of collection: WrittenTypeAt) -> WrittenTypeAt? {
        let written = WrittenType(collection.text)
        if case .array(let element)? = written.collection { return WrittenTypeAt(text: String(element), place: collection.place) }
        let base = written.baseName.split(separator: ".").last ?? ""
        guard let arguments = written.genericArguments else { return nil }
        switch base {
        case "Set", "ContiguousArray", "ArraySlice", "OrderedSet", "IdentifiedArrayOf":
            return arguments.count == 1 ? WrittenTypeAt(text: String(arguments[0]), place: collection.place) : nil
        case "IdentifiedArray":
            return arguments.count == 2 ? WrittenTypeAt(text: String(arguments[1]), place: collection.place) : nil
        default:
            return nil
        }
    }

    /// The type of `x[i]` for `x` of a collection type: an array's element, a dictionary's value
    /// (optional), at the collection's place.
    func subscriptResult(of collection: WrittenTypeAt) -> WrittenTypeAt? {
        if case .dictionary(_, let value)? = WrittenType(collection.text).collection {
            return WrittenTypeAt(text: String(value), place: collection.place)
        }
        return elementType(of: collection)
    }

    /// The project type a written type names (optionals stripped), by its key.
    func typeKey(_ type: WrittenTypeAt) -> TypeID? {
        guard let core = WrittenType(type.text).name else { return nil }
        return index.resolveType(String(core), from: type.place)
    }

    /// The first non-static property named `name` of the project type `key` (its declaration,
    /// then its extensions, in any file), with the declaration holding it.
    func property(named name: String, ofType key: TypeID) -> (property: Property, ref: DeclarationRef)? {
        let entry = index.entry(key)
        for ref in [entry.declaration].compactMap({ $0 }) + entry.extensions {
            let found = index.withDeclaration(ref) { decl in decl.pointee.properties.first { $0.name == name && !$0.isStatic } }
            if let found { return (found, ref) }
        }
        return nil
    }

    /// The declared type of the property `name` of type `key`: its annotation, or, declared in
    /// this file, the type its initial value constructs.
    func declaredType(ofMember name: String, of key: TypeID) -> WrittenTypeAt? {
        guard let (p, ref) = property(named: name, ofType: key) else { return nil }
        let place = Place(file: ref.file, type: ref.type)
        if let type = p.type { return WrittenTypeAt(text: type, place: place) }
        guard isHere(ref), let initial = p.initializerTokens, let constructed = initialValueType(initial.lowerBound) else { return nil }
        return WrittenTypeAt(text: constructed, place: place)
    }

    /// The token declaring the local or parameter that name token `token` of `body` names, nil
    /// when it names none (a member, or something global). A declaration comes before its uses:
    /// when no earlier token of the body spells the name (a look back over a bounded stretch)
    /// and no parameter has it, it names none; else the body's walk, done once, knows.
    func localDeclaration(of token: Int, in body: CodeBody) -> Int? {
        let s = tokens
        var earlier = false
        var j = token - 1
        let floor = max(body.range.lowerBound, token - 4096)
        while j >= floor {
            if s.kind(j) == .identifier && s.tokens[j].length == s.tokens[token].length && s.kind(j - 1) != .period
                && s.sameText(j, token) {
                earlier = true
                break
            }
            j -= 1
        }
        if !earlier && floor == body.range.lowerBound && !body.declaresParameter(s.name(token)) { return nil }
        let references = body.facts.references
        // The walk records references in token order.
        var lo = 0, hi = references.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if references[mid].token < token { lo = mid + 1 } else { hi = mid }
        }
        guard lo < references.count, references[lo].token == token else { return nil }
        return references[lo].declaration
    }

    /// The declared type of the local or parameter declared at `declaration`: a parameter's
    /// type, a local's annotation or the type its initial value constructs, a row collection's
    /// element (`ForEach(sections) { section in … }`: the element type of `sections`).
    func declaredType(ofLocal declaration: Int, in body: CodeBody, collections: [RowCollection], depth: Int) -> WrittenTypeAt? {
        if declaration < 0 {
            return body.parameterType(declaration).map { WrittenTypeAt(text: $0, place: body.place) }
        }
        let s = tokens
        if s.kind(declaration + 1) == .colon {
            let end = s.skipType(declaration + 2)
            guard end > declaration + 2 else { return nil }
            let fused = s.typeEndsWithFusedEquals(end) ? 1 : 0
            return WrittenTypeAt(text: s.normalizedText(declaration + 2..<end, trimmingLastBytes: fused), place: body.place)
        }
        if s.isOperator(declaration + 1, "="), let constructed = initialValueType(declaration + 2) {
            return WrittenTypeAt(text: constructed, place: body.place)
        }
        // A parameter of a row collection's content closure: its element.
        for c in Self.collections(before: declaration, in: collections) where c.member.range == body.range {
            guard c.content.contains(where: { $0.contains(declaration) }),
                  let (names, first) = plainPath(c.data).map({ ($0, c.data.lowerBound) }),
                  let collection = declaredType(ofPathAt: first, names, in: body, collections: collections, depth: depth + 1)
            else { continue }
            return elementType(of: collection)
        }
        return nil
    }

    /// The type an initial value starting at `start` constructs: `Name(…)`, `Name.init(…)` or
    /// `Name { … }` (after `try` or `await`), alone or as the last operand of `??`
    /// (`try Config.load() ?? Config()`), ending the statement.
    func initialValueType(_ start: Int) -> String? {
        let s = tokens
        var j = start
        while s.isWord(j, "try") || s.isWord(j, "await") {
            j += 1
            if s.isOptionalMark(j) { j += 1 }
        }
        // The last top-level `??` of the statement, a bounded look ahead.
        var operand = j
        var k = j
        for _ in 0..<256 {
            guard let kind = s.kind(k), k == j || !s.tokens[k].hasNewlineBefore || kind == .period || kind == .operator,
                  kind != .semicolon, kind != .rightBrace, kind != .rightParen, kind != .comma else { break }
            if s.isOperator(k, "??") { operand = k + 1 }
            k = kind == .leftParen || kind == .leftBracket || kind == .leftBrace ? s.after(k) : k + 1
        }
        guard let name = constructedName(operand) else { return nil }
        let end = s.constructionBound(s.isWord(operand + 2, "init") ? operand + 2 : operand)
        return end == k ? name : nil
    }

    /// `Name(…)`, `Name.init(…)` or `Name { … }` starting at `start`: the name.
    func constructedName(_ start: Int) -> String? {
        let s = tokens
        guard s.kind(start) == .identifier else { return nil }
        let name = s.name(start)
        guard let first = name.utf8.first, first >= UInt8(ascii: "A") && first <= UInt8(ascii: "Z") else { return nil }
        if s.kind(start + 1) == .leftParen || s.kind(start + 1) == .leftBrace { return name }
        if s.kind(start + 1) == .period && s.isWord(start + 2, "init") && s.kind(start + 3) == .leftParen { return name }
        return nil
    }
}
