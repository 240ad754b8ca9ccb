/// Reads, at parse time, what `==`, `hash(into:)` and `hashValue` bodies do with the type's
/// properties (docs/architecture.md, "References in code", and the forms of
/// docs/rules.md, `hashable_equatable_mismatch`).
enum MemberUsesReader {
    /// `bodies: false` leaves `bodyReads` empty (see `fillBodyReads`).
    static func fill(_ file: inout ParsedFile, bodies: Bool = true) {
        let s = TokenStream(file.lexed, file.source)
        for t in file.types.indices {
            for f in file.types[t].functions.indices {
                let function = file.types[t].functions[f]
                guard let body = function.bodyTokens else { continue }
                if function.baseName == "==" && function.parameters.count == 2 {
                    file.types[t].functions[f].memberUses = equality(s, body, function.parameters.map(\.name))
                } else if function.name == "hash(into:)", let hasher = function.parameters.first?.name {
                    file.types[t].functions[f].memberUses = MemberUses(names: hashed(s, body, hasher),
                                                                        memberwiseTerms: nil)
                }
            }
            if bodies { file.types[t].bodyReads = bodyReads(of: file.types[t], s) }
            if let p = file.types[t].properties.first(where: { $0.name == "hashValue" && !$0.isStatic }),
               let body = p.accessorBodies.first {
                file.types[t].hashValueUses = MemberUses(names: BodyWalker(s, membersReadOnly: true).walk(body).memberReads,
                                                         memberwiseTerms: nil)
            }
        }
    }

    /// Reads the `bodyReads` that `Parser.parse(_:readsBodies: false)` left for later.
    static func fillBodyReads(_ file: inout ParsedFile) {
        guard file.bodyReadsDeferred else { return }
        let s = TokenStream(file.lexed, file.source)
        for t in file.types.indices { file.types[t].bodyReads = bodyReads(of: file.types[t], s) }
        file.bodyReadsDeferred = false
    }

    /// What the getter of a type's `body` property reads of its members (empty without one).
    static func bodyReads(of type: TypeDecl, _ s: TokenStream) -> [String] {
        guard let p = type.properties.first(where: { $0.name == "body" && !$0.isStatic }),
              let body = p.accessorBodies.first else { return [] }
        return BodyWalker(s, membersReadOnly: true).walk(body).memberReads
    }

    /// Names read as `P.name` on either parameter, and the memberwise shape if any.
    static func equality(_ s: TokenStream, _ body: Range<Int>, _ parameters: [String]) -> MemberUses {
        var names: [String] = []
        var opaque = false, hashes = false
        for i in body where s.isName(i) && s.kind(i - 1) != .period && parameters.contains(s.name(i)) {
            guard s.kind(i + 1) == .period, s.isName(i + 2) else {
                opaque = true  // the value is passed or compared whole
                continue
            }
            let name = s.name(i + 2)
            if name == "hashValue" || name == "hash" {
                hashes = true
                continue
            }
            if !names.contains(name) { names.append(name) }
        }
        var uses = MemberUses(names: names, memberwiseTerms: memberwiseTerms(s, body, parameters))
        uses.isOpaque = opaque
        uses.comparesHash = hashes
        return uses
    }

    /// `A.p == B.p && …` (any order of A and B, `return` and redundant parentheses ignored,
    /// around operands, terms or groups of terms): the names, or nil for any other body.
    static func memberwiseTerms(_ s: TokenStream, _ body: Range<Int>, _ parameters: [String]) -> [String]? {
        var lo = body.lowerBound, hi = body.upperBound
        if s.isWord(lo, "return") { lo += 1 }
        if s.kind(hi - 1) == .semicolon { hi -= 1 }
        guard lo < hi else { return nil }
        var names: [String] = []
        var pending = [lo..<hi]
        while let next = pending.popLast() {
            let range = peel(next, s)
            guard !range.isEmpty else { return nil }
            // A group joined by `&&` at its top level splits into its terms.
            var parts: [Range<Int>] = []
            var start = range.lowerBound, i = range.lowerBound, equals: Int? = nil
            while i < range.upperBound {
                if s.kind(i) == .leftParen || s.kind(i) == .leftBracket || s.kind(i) == .leftBrace {
                    i = s.after(i)
                    continue
                }
                if s.isOperator(i, "&&") { parts.append(start..<i); start = i + 1 }
                if s.isOperator(i, "==") && equals == nil { equals = i }
                i += 1
            }
            if !parts.isEmpty {
                parts.append(start..<range.upperBound)
                pending.append(contentsOf: parts.reversed())
                continue
            }
            // One term: `A.p == B.p`, each operand possibly in parentheses.
            guard let eq = equals else { return nil }
            let left = peel(range.lowerBound..<eq, s), right = peel((eq + 1)..<range.upperBound, s)
            guard left.count == 3, right.count == 3 else { return nil }
            let a = left.lowerBound, b = right.lowerBound
            guard s.isName(a), s.kind(a + 1) == .period, s.isName(a + 2),
                  s.isName(b), s.kind(b + 1) == .period, s.isName(b + 2) else { return nil }
            let l = s.name(a), r = s.name(b)
            guard l != r, parameters.contains(l), parameters.contains(r), s.name(a + 2) == s.name(b + 2) else { return nil }
            names.append(s.name(a + 2))
        }
        return names
    }

    /// Removes parentheses enclosing the whole range, repeatedly.
    static func peel(_ range: Range<Int>, _ s: TokenStream) -> Range<Int> {
        var r = range
        while r.count >= 2, s.kind(r.lowerBound) == .leftParen, s.partnerOf(r.lowerBound) == r.upperBound - 1 {
            r = (r.lowerBound + 1)..<(r.upperBound - 1)
        }
        return r
    }

    /// Properties combined into the hasher: `h.combine(p)`, `h.combine(self.p)`,
    /// `p.hash(into: &h)`, `self.p.hash(into: &h)`.
    static func hashed(_ s: TokenStream, _ body: Range<Int>, _ hasher: String) -> [String] {
        var names: [String] = []
        func add(_ name: String) { if !names.contains(name) { names.append(name) } }
        for i in body {
            if s.isName(i) && s.name(i) == hasher && s.kind(i + 1) == .period && s.isWord(i + 2, "combine")
                && s.kind(i + 3) == .leftParen {
                var j = i + 4
                if s.isWord(j, "self") && s.kind(j + 1) == .period { j += 2 }
                if s.isName(j) { add(s.name(j)) }
            } else if s.isWord(i, "hash") && s.kind(i - 1) == .period && s.kind(i + 1) == .leftParen
                        && s.isWord(i + 2, "into") && s.isName(i - 2) {
                let receiver = i - 2
                if s.kind(receiver - 1) == .period {
                    // `self.p.hash(into:)` counts; `other.p.hash(into:)` does not.
                    guard s.isWord(receiver - 2, "self"), s.kind(receiver - 3) != .period else { continue }
                } else if s.isWord(receiver, "self") {
                    continue
                }
                let j = receiver
                add(s.name(j))
            }
        }
        return names
    }
}
