/// The declaration parser's types: generic requirements, type and extension declarations, and
/// recovery from code it does not understand.

/// Type bodies nested deeper than this are read as opaque code (names would grow
/// quadratically with depth otherwise).
private let maximumTypeNesting = 200

extension DeclarationParser {
    // MARK: Types

    /// `Name: Constraint` starting at name token `i`, up to a top-level `,`, `>` closing the
    /// generic clause, `where` or `{` (before `limit`), as normalized text.
    func requirement(_ i: Int, limit: Int) -> String? {
        var j = i + 2
        while j < limit && s.kind(j) != .comma && s.kind(j) != .leftBrace && !s.isWord(j, "where")
            && !(s.isOperator(j, ">") && s.kind(j - 1) != .operator) {
            if s.tokens[j].hasNewlineBefore && isDeclarationStart(j) { break }
            j = s.isOperator(j, "<") ? s.skipAngles(j) : s.kind(j) == .leftParen || s.kind(j) == .leftBracket ? s.after(j) : j + 1
        }
        guard j > i + 2 else { return nil }
        return s.name(i) + ": " + s.normalizedText((i + 2)..<j)
    }

    mutating func parseType(_ kind: TypeKind, _ keyword: Int, _ attributes: [Attribute]) -> Int {
        var i = keyword + 1
        let name: String
        let nameStart = i
        var generics: [String] = []
        var constraints: [String] = []
        if kind == .extension {
            i = s.skipType(i)
            guard i > nameStart else { return recover(at: keyword, "extension") }
            name = extendedTypeName(nameStart..<i)
        } else {
            guard s.isName(i) else { return recover(at: keyword, "type declaration") }
            name = s.name(i)
            i += 1
            if s.isOperator(i, "<") {
                let end = s.skipAngles(i)
                var j = i + 1
                while j < end {
                    if s.isName(j) && (j == i + 1 || s.kind(j - 1) == .comma) {
                        generics.append(s.name(j))
                        if s.kind(j + 1) == .colon, let text = requirement(j, limit: end - 1) { constraints.append(text) }
                    }
                    j = s.kind(j) == .leftParen || s.kind(j) == .leftBracket ? s.after(j) : j + 1
                }
                i = end
            }
        }
        let nameEnd = s.tokens[max(nameStart, i - 1)].end
        var inherits: [String] = []
        if s.kind(i) == .colon {
            repeat {
                let entry = i + 1
                i = s.skipType(entry)
                guard i > entry else { break }
                inherits.append(s.normalizedText(entry..<i))
            } while s.kind(i) == .comma
        }
        if s.isWord(i, "where") {
            var clauseStart = true
            while i < scope.close && s.kind(i) != .leftBrace && s.kind(i) != .rightBrace {
                if s.tokens[i].hasNewlineBefore && isDeclarationStart(i) { break }
                if clauseStart && s.isName(i) && s.kind(i + 1) == .colon, let text = requirement(i, limit: scope.close) {
                    constraints.append(text)
                }
                clauseStart = s.kind(i) == .comma || s.isWord(i, "where")
                i = s.kind(i) == .leftParen || s.kind(i) == .leftBracket ? s.after(i) : i + 1
            }
        }
        let parent = scope
        let qualified = parent.qualifiedName.isEmpty ? name : parent.qualifiedName + "." + name
        let hasBody = s.kind(i) == .leftBrace
        let close = hasBody ? (s.partnerOf(i) ?? parent.close) : i
        let decl = TypeDecl(kind: kind, name: qualified, simpleName: name,
                            nameOffset: s.tokens[nameStart].start, nameEnd: nameEnd,
                            inherits: inherits, attributes: attributes, genericParameters: generics,
                            parent: parent.type, bodyTokens: hasBody ? (i + 1)..<max(i + 1, close) : i..<i)
        types.append(decl)
        if !constraints.isEmpty { types[types.count - 1].genericConstraints = constraints }
        guard hasBody else {
            recoveries.append(SourceProblem(.unparsed("type body"), at: s.tokens[nameStart].start))
            return skipStatement(i)
        }
        if stack.count > maximumTypeNesting { return close + 1 }
        stack.append(Scope(close: close, ownsClose: s.partnerOf(i) != nil, type: types.count - 1,
                           qualifiedName: qualified))
        return i + 1
    }

    /// An extension's name: dotted identifiers without generic arguments; other type
    /// forms (`[String]`, `Int?`) as normalized text.
    func extendedTypeName(_ range: Range<Int>) -> String {
        var parts: [String] = []
        var i = range.lowerBound
        while i < range.upperBound {
            guard s.isName(i) else { return s.normalizedText(range) }
            parts.append(s.name(i))
            i += 1
            if s.isOperator(i, "<") { i = s.skipAngles(i) }
            if i == range.upperBound { break }
            guard s.kind(i) == .period else { return s.normalizedText(range) }
            i += 1
        }
        return parts.joined(separator: ".")
    }

    mutating func recover(at i: Int, _ what: String) -> Int {
        recoveries.append(SourceProblem(.unparsed(what), at: s.tokens[i].start))
        return skipStatement(i + 1)
    }
}
