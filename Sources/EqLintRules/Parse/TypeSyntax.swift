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

    /// Strips one leading attribute or specifier, or one trailing `?` / `!`, from the type
    /// in `lo..<hi`; false when there is none.
    func peelDecoration(_ lo: inout Int, _ hi: inout Int) -> Bool {
        if kind(lo) == .at { lo = skipAttribute(lo); return true }
        if isTypeSpecifier(lo) && lo + 1 < hi { lo = afterSpecifier(lo); return true }
        if isOptionalMark(hi - 1) { hi -= 1; return true }
        return false
    }

    /// The facts' `closure` (docs/architecture.md, "The facts dump"): the type in `range` is a
    /// function type once attributes, specifiers, unlabelled one-element parentheses and trailing
    /// `?`/`!` are stripped. With `stripOptional`, `Optional<…>` and `Swift.Optional<…>` are
    /// stripped too (docs/architecture.md, "Closure property").
    func isFunctionType(_ range: Range<Int>, stripOptional: Bool = false) -> Bool {
        var lo = range.lowerBound, hi = range.upperBound
        var sharedClosers = 0
        var guardCount = 0
        while lo < hi && guardCount < 10_000 {
            guardCount += 1
            if peelDecoration(&lo, &hi) { continue }
            if kind(lo) == .leftParen, let p = partnerOf(lo) {
                if p == hi - 1 {
                    // Unlabelled single element only: `(label: () -> Void)` is a tuple.
                    if isName(lo + 1) && kind(lo + 2) == .colon { return false }
                    if isName(lo + 1) && isName(lo + 2) && kind(lo + 3) == .colon { return false }
                    var j = lo + 1
                    while j < p {
                        if kind(j) == .comma { return false }
                        if kind(j) == .leftParen || kind(j) == .leftBracket { j = after(j) } else {
                            if isOperator(j, "<") { j = skipAngles(j) } else { j += 1 }
                        }
                    }
                    if lo + 1 == p { return false }
                    lo += 1; hi -= 1
                    continue
                }
                var j = p + 1
                while isWord(j, "async") || isWord(j, "throws") || isWord(j, "rethrows") {
                    j += 1
                    if kind(j) == .leftParen && isWord(j - 1, "throws") { j = after(j) }
                }
                return j < hi && isOperator(j, "->")
            }
            if stripOptional, let inner = optionalArgument(lo, hi, sharedClosers: &sharedClosers) {
                lo = inner.lowerBound; hi = inner.upperBound
                continue
            }
            return false
        }
        return false
    }

    /// What a type annotation is once attributes, parentheses, `?`, `!` and `Optional<…>` are
    /// stripped (docs/architecture.md, "Closure property").
    func closureShape(_ range: Range<Int>) -> ClosureShape {
        if isFunctionType(range, stripOptional: true) { return .function }
        var lo = range.lowerBound, hi = range.upperBound
        var sharedClosers = 0
        var steps = 0
        while lo < hi && steps < 10_000 {
            steps += 1
            if peelDecoration(&lo, &hi) { continue }
            if kind(lo) == .leftParen, partnerOf(lo) == hi - 1 { lo += 1; hi -= 1; continue }
            if let inner = optionalArgument(lo, hi, sharedClosers: &sharedClosers) {
                lo = inner.lowerBound; hi = inner.upperBound
                continue
            }
            break
        }
        guard lo < hi else { return .other }
        // Most annotations are one name (`String`, `Action`).
        if hi - lo == 1 { return isName(lo) ? .named(name(lo)) : .other }
        var i = lo
        var parts: [String] = []
        while i < hi {
            guard isName(i) else { return .other }
            parts.append(name(i))
            i += 1
            if i < hi {
                guard kind(i) == .period else { return .other }
                i += 1
            }
        }
        return .named(parts.joined(separator: "."))
    }

    /// For `Optional<T>` or `Swift.Optional<T>` spanning exactly `lo..<hi`, the range of T.
    /// Nested optionals can close together in one token (`Optional<Optional<T>>`): the outer
    /// one counts the inner closers in `sharedClosers`, and an inner `Optional<…` whose
    /// closer lies in that token (right after `hi`) spends one.
    func optionalArgument(_ lo: Int, _ hi: Int, sharedClosers: inout Int) -> Range<Int>? {
        var i = lo
        if isWord(i, "Swift") && kind(i + 1) == .period { i += 2 }
        guard isWord(i, "Optional"), isOperator(i + 1, "<") else { return nil }
        let end = skipAngles(i + 1)
        if sharedClosers > 0 && end == hi + 1 && i + 2 < hi {
            sharedClosers -= 1
            return (i + 2)..<hi
        }
        guard end == hi, end > i + 2 else { return nil }
        // The closing token is `>` alone, or `>` fused with postfix marks (`>!`, `>?`), which
        // strip like any trailing `?` / `!`, or with the closers of nested optionals (`>>`).
        let t = tokens[hi - 1]
        guard t.kind == .operator, bytes[Int(t.start)] == UInt8(ascii: ">") else { return nil }
        var closers = 0
        var k = Int(t.start)
        while k < Int(t.end) && bytes[k] == UInt8(ascii: ">") { closers += 1; k += 1 }
        while k < Int(t.end) {
            guard bytes[k] == UInt8(ascii: "?") || bytes[k] == UInt8(ascii: "!") else { return nil }
            k += 1
        }
        sharedClosers = closers - 1
        return (i + 2)..<(hi - 1)
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
