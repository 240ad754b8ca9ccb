/// Reading types and attributes: how far they reach, and what shape they have.
extension TokenStream {
    /// The index after a bracketed group starting at `i` (its partner + 1), or `i + 1`
    /// when the bracket is unbalanced.
    @inline(__always) func after(_ i: Int) -> Int {
        if let p = partnerOf(i) { return p + 1 }
        return i + 1
    }

    /// The end of an attribute starting at the `@` at `i`: `@Name`, `@A.B`, `@Name<T>`,
    /// and an argument list written right after the name.
    func skipAttribute(_ i: Int) -> Int {
        var j = i + 1
        guard isName(j) else { return j }
        j += 1
        while kind(j) == .period && isName(j + 1) && !tokens[j].hasSpaceBefore { j += 2 }
        if isOperator(j, "<") && !tokens[j].hasSpaceBefore { j = skipAngles(j) }
        if kind(j) == .leftParen && !tokens[j].hasSpaceBefore { j = after(j) }
        return j
    }

    /// The dotted name of the attribute at `i`, backticks removed, generic arguments dropped.
    func attributeName(_ i: Int) -> String {
        var j = i + 1
        guard isName(j) else { return "" }
        var name = self.name(j)
        j += 1
        while kind(j) == .period && isName(j + 1) && !tokens[j].hasSpaceBefore {
            name += "." + self.name(j + 1)
            j += 2
        }
        return name
    }

    /// Skips generic angle brackets starting at the `<` at `i`. Angles are counted in
    /// operator tokens made of `<`, `>`, `?`, `!` (`>>`, `>?`); other brackets are
    /// jumped. Returns `i + 1` when no closing angle is found before a `{`, `}`, `;` or
    /// `=`, so a stray `<` never swallows code.
    func skipAngles(_ i: Int) -> Int {
        var depth = 0
        var j = i
        while j < count {
            switch tokens[j].kind {
            case .operator:
                if self.is(j, "->") { j += 1; continue }
                let t = tokens[j]
                var closesHere = false
                for k in Int(t.start)..<Int(t.end) {
                    switch bytes[k] {
                    case UInt8(ascii: "<"): depth += 1
                    case UInt8(ascii: ">"):
                        depth -= 1
                        if depth == 0 { closesHere = true }
                    case UInt8(ascii: "?"), UInt8(ascii: "!"), UInt8(ascii: "-"),
                         UInt8(ascii: "&"), UInt8(ascii: "."), UInt8(ascii: "~"):
                        continue
                    default:
                        return i + 1
                    }
                    if closesHere { break }
                }
                if closesHere || depth <= 0 { return j + 1 }
                j += 1
            case .leftParen, .leftBracket:
                j = after(j)
            case .leftBrace, .rightBrace, .semicolon, .rightParen, .rightBracket:
                return i + 1
            default:
                j += 1
            }
        }
        return i + 1
    }

    /// Words that may stand before a type: ownership and opaque-type specifiers.
    func isTypeSpecifier(_ i: Int) -> Bool {
        guard kind(i) == .identifier || kind(i) == .keyword else { return false }
        return isWord(i, "inout") || isWord(i, "borrowing") || isWord(i, "consuming")
            || isWord(i, "sending") || isWord(i, "some") || isWord(i, "any") || isWord(i, "each")
            || isWord(i, "repeat") || isWord(i, "__owned") || isWord(i, "__shared")
            || isWord(i, "isolated") || isWord(i, "nonisolated") || isWord(i, "__consuming")
    }

    /// The index after a specifier word, with its argument when written right after it
    /// (`nonisolated(nonsending)`).
    func afterSpecifier(_ i: Int) -> Int {
        if kind(i + 1) == .leftParen && !tokens[i + 1].hasSpaceBefore
            && (isWord(i, "nonisolated") || isWord(i, "isolated")) {
            return after(i + 1)
        }
        return i + 1
    }

    /// True when the type ending just before `end` ends in an operator token fused with
    /// the `=` of an initializer (`Array<Int>>=[]`, `Set<Int>?=nil`).
    func typeEndsWithFusedEquals(_ end: Int) -> Bool {
        guard kind(end - 1) == .operator, tokens[end - 1].length > 1 else { return false }
        return bytes[Int(tokens[end - 1].end) - 1] == UInt8(ascii: "=")
    }

    /// The index after the type starting at `i` (or `i` when none starts there).
    func skipType(_ start: Int) -> Int {
        var i = start
        while i < count {
            // Attributes and specifiers: `@escaping`, `@Sendable`, `inout`, `some`, `~Copyable`.
            while i < count {
                if kind(i) == .at { i = skipAttribute(i) }
                else if isTypeSpecifier(i) && (isName(i + 1) || kind(i + 1) == .leftParen
                                               || kind(i + 1) == .leftBracket || kind(i + 1) == .at) {
                    i = afterSpecifier(i)
                } else if isOperator(i, "~") { i += 1 }
                else { break }
            }
            guard let k = kind(i) else { return i }
            switch k {
            case .leftParen, .leftBracket:
                i = after(i)
            case .identifier, .backtickIdentifier:
                i += 1
                if isOperator(i, "<") && !tokens[i].hasSpaceBefore { i = skipAngles(i) }
            case .keyword where isWord(i, "Self") || isWord(i, "Any"):
                i += 1
                if isOperator(i, "<") && !tokens[i].hasSpaceBefore { i = skipAngles(i) }
            default:
                return i
            }
            // Postfix: `.Member`, `.Type`, generic arguments, `?`, `!`, `...`.
            while i < count {
                if kind(i) == .period && isName(i + 1) {
                    i += 2
                    if isOperator(i, "<") && !tokens[i].hasSpaceBefore { i = skipAngles(i) }
                } else if isOptionalMark(i) && !tokens[i].hasSpaceBefore {
                    i += 1
                } else if isOperator(i, "...") {
                    i += 1
                } else {
                    break
                }
            }
            // Effects and arrow of a function type; `&` of a composition.
            var j = i
            while isWord(j, "async") || isWord(j, "throws") || isWord(j, "rethrows")
                    || isWord(j, "reasync") {
                j += 1
                if kind(j) == .leftParen && !tokens[j].hasSpaceBefore && isWord(j - 1, "throws") {
                    j = after(j)
                }
            }
            if isOperator(j, "->") || isOperator(j, "&") {
                i = j + 1
                continue
            }
            return i
        }
        return i
    }
}

/// A type annotation's shape for the closure-property test.
public enum ClosureShape: Sendable, Equatable {
    /// A function type, possibly optional or attributed.
    case function
    /// A plain (dotted) type name: a typealias to resolve through the index, or any type.
    case named(String)
    case other
}

extension WrittenType {
    /// A property annotation's facts: the facts' `closure` (not through `Optional<…>`,
    /// docs/architecture.md, "The facts dump") and its closure shape. A plain name, as most
    /// annotations are, is answered without taking the text apart.
    static func annotation(_ text: String) -> (isClosure: Bool, shape: ClosureShape) {
        if TypeText.isPlainName(text) { return (false, .named(text)) }
        // `isFunctionWithoutGenericOptionals` and `closureShape` of `WrittenType(text)`, read on
        // the bytes (the substrings a `WrittenType` is made of cost more than the reading).
        var text = text
        return text.withUTF8 { b -> (isClosure: Bool, shape: ClosureShape) in
            let shape = TypeBytes.shape(b)
            let core = shape.core
            if !core.isEmpty && b[core.lowerBound] == UInt8(ascii: "(") && TypeBytes.arrow(b, core) != nil {
                return (!shape.genericOptional, .function)
            }
            guard shape.coreIsName else { return (false, .other) }
            let name = String(decoding: UnsafeBufferPointer(rebasing: b[core]), as: UTF8.self)
            // Backticks are no part of a name (`` `Type` ``).
            return (false, .named(name.utf8.contains(UInt8(ascii: "`")) ? String(name.filter { $0 != "`" }) : name))
        }
    }

    /// What the annotation is once attributes, parentheses and optionals in any spelling are
    /// stripped (docs/architecture.md, "Closure property").
    var closureShape: ClosureShape {
        if isFunction { return .function }
        guard let name else { return .other }
        // Backticks are no part of a name (`` `Type` ``).
        if TypeText.contains(name, UInt8(ascii: "`")) { return .named(String(name.filter { $0 != "`" })) }
        return .named(String(name))
    }
}
