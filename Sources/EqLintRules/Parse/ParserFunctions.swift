/// The declaration parser's functions (with initializers and subscripts), their parameters, and
/// typealiases.

extension DeclarationParser {
    // MARK: Functions

    mutating func parseFunction(_ kind: FunctionKind, _ keyword: Int, _ attributes: [Attribute],
                                _ isStatic: Bool) -> Int {
        var i = keyword + 1
        var baseName: String
        var nameToken = keyword
        var isOperator = false
        switch kind {
        case .function:
            if s.isName(i) {
                baseName = s.name(i)
            } else if s.kind(i) == .operator || s.kind(i) == .period {
                baseName = s.text(i)
                isOperator = true
                // `==<T>` lexes as one operator; its `<` opens the generic clause.
                nameToken = i
                if baseName.count > 1 && baseName.hasSuffix("<") && s.kind(i + 1) != .leftParen {
                    baseName.removeLast()
                    var j = i + 1
                    var depth = 1
                    while j < scope.close && depth > 0 && s.kind(j) != .leftBrace {
                        if s.is(j, ">") { depth -= 1 }
                        j += 1
                    }
                    i = j - 1
                }
            } else {
                return recover(at: keyword, "function")
            }
            if !isOperator { nameToken = i }
            i += 1
        case .initializer:
            baseName = "init"
            if s.isOptionalMark(i) && !s.tokens[i].hasSpaceBefore { i += 1 }
        case .subscript:
            baseName = "subscript"
        }
        if s.isOperator(i, "<") { i = s.skipAngles(i) }
        guard s.kind(i) == .leftParen else { return recover(at: keyword, "function signature") }
        let parameters = parseParameters(i, isOperator: isOperator, isSubscript: kind == .subscript)
        i = s.after(i)
        while i < scope.close {
            if s.isOperator(i, "->") {
                i = s.skipType(i + 1)
            } else if s.isWord(i, "async") || s.isWord(i, "throws") || s.isWord(i, "rethrows")
                        || s.isWord(i, "reasync") {
                i += 1
                if s.kind(i) == .leftParen && s.isWord(i - 1, "throws") { i = s.after(i) }
            } else if s.isWord(i, "where") {
                i += 1
                while i < scope.close && s.kind(i) != .leftBrace && s.kind(i) != .rightBrace
                        && !(s.tokens[i].hasNewlineBefore && isDeclarationStart(i)) {
                    i = s.kind(i) == .leftParen || s.kind(i) == .leftBracket ? s.after(i) : i + 1
                }
            } else {
                break
            }
        }
        var body: Range<Int>? = nil
        if s.kind(i) == .leftBrace, let close = s.partnerOf(i) {
            body = (i + 1)..<close
            i = close + 1
        }
        let function = Function(kind: kind, name: Self.signature(baseName, parameters), baseName: baseName,
                                nameOffset: s.tokens[nameToken].start, nameEnd: s.tokens[nameToken].end,
                                isStatic: isStatic, parameters: parameters, attributes: attributes,
                                bodyTokens: body)
        if let t = scope.type { types[t].functions.append(function) } else {
            globalFunctions.append(function)
        }
        return i
    }

    func parseParameters(_ open: Int, isOperator: Bool, isSubscript: Bool) -> [Parameter] {
        guard let close = s.partnerOf(open) else { return [] }
        var out: [Parameter] = []
        var i = open + 1
        while i < close {
            var names: [Int] = []
            while s.kind(i) == .at { i = s.skipAttribute(i) }
            while s.isName(i) && names.count < 2 && s.kind(i) != .colon {
                names.append(i)
                i += 1
            }
            var type = ""
            if s.kind(i) == .colon {
                let start = i + 1
                i = s.skipType(start)
                type = s.normalizedText(start..<i)
            }
            while i < close && s.kind(i) != .comma {
                if s.kind(i) == .leftParen || s.kind(i) == .leftBracket || s.kind(i) == .leftBrace {
                    i = s.after(i)
                } else if s.isOperator(i, "<") && s.isName(i - 1) {
                    i = s.skipAngles(i)
                } else {
                    i += 1
                }
            }
            i += 1
            guard let first = names.first else { continue }
            let label: String
            if isOperator || (isSubscript && names.count < 2) { label = "_" } else { label = s.name(first) }
            out.append(Parameter(label: label, name: s.name(names[names.count - 1]), type: type))
        }
        return out
    }

    // MARK: Typealias

    mutating func parseTypealias(_ keyword: Int) -> Int {
        var i = keyword + 1
        guard s.isName(i) else { return recover(at: keyword, "typealias") }
        let nameToken = i
        i += 1
        if s.isOperator(i, "<") { i = s.skipAngles(i) }
        guard s.isOperator(i, "=") else { return skipStatement(i) }
        let start = i + 1
        i = s.skipType(start)
        let name = s.name(nameToken)
        let target = s.normalizedText(start..<i)
        let alias = Typealias(name: scope.qualifiedName.isEmpty ? name : scope.qualifiedName + "." + name,
                              shape: WrittenType(target).closureShape,
                              target: target, targetTokens: start..<i,
                              offset: s.tokens[nameToken].start)
        typealiases.append(alias)
        if let t = scope.type { types[t].typealiases.append(alias) }
        return i
    }
    /// `save(_:to:)`: the base name and each parameter's label with a colon, made in one
    /// allocation (the parser makes one for every function of the project).
    static func signature(_ baseName: String, _ parameters: [Parameter]) -> String {
        var length = baseName.utf8.count + 2
        for p in parameters { length += p.label.utf8.count + 1 }
        return String(unsafeUninitializedCapacity: length) { out in
            var k = 0
            func put(_ text: String) {
                let copied = text.utf8.withContiguousStorageIfAvailable { bytes -> Int in
                    guard let from = bytes.baseAddress, let to = out.baseAddress else { return 0 }
                    (to + k).update(from: from, count: bytes.count)
                    return bytes.count
                }
                if let copied { k += copied; return }
                for b in text.utf8 { out[k] = b; k += 1 }
            }
            put(baseName)
            out[k] = UInt8(ascii: "("); k += 1
            for p in parameters {
                put(p.label)
                out[k] = UInt8(ascii: ":"); k += 1
            }
            out[k] = UInt8(ascii: ")"); k += 1
            return k
        }
    }
}
