import Foundation
import Testing
@testable import EqLintRules

@Suite struct BodyWalkerTests {
    /// Walks the body of the first function of the first type.
    func walk(_ text: String) -> (TokenStream, BodyFacts) {
        let file = Parser.parse(SourceText(text))
        let s = TokenStream(file.lexed, file.source)
        let f = file.types[0].functions[0]
        let params = f.parameters.enumerated().map { ($0.element.name, -1 - $0.offset) }
        return (s, BodyWalker(s).walk(f.bodyTokens!, parameters: params))
    }

    @Test func localsShadowAndMembersDoNot() {
        let (_, facts) = walk("""
            struct V { func f(p: Int) {
              let a = 1
              if let b = opt { use(b, a, p, q, self.r) }
              for (i, x) in items { use(i, x) }
              guard let g = h else { return }
              items.map { y in y + g }
              other.q
              call(label: z)
            } }
            """)
        let locals = facts.references.filter { $0.declaration != nil }.map(\.name)
        let members = facts.references.filter { $0.declaration == nil }.map(\.name)
        #expect(Set(locals) == ["b", "a", "p", "i", "x", "g", "y"])
        #expect(members.contains("q") && members.contains("r") && members.contains("z") && members.contains("opt"))
        #expect(!members.contains("label"))
        #expect(facts.references.first { $0.name == "r" }?.isSelfMember == true)
        // The closure's parameter `y` is a local of its body.
        let ys = facts.references.filter { $0.name == "y" }
        #expect(!ys.isEmpty && ys.allSatisfy { $0.declaration != nil })
    }

    /// Labels are compared on their bytes when both sides are ASCII, else as `String` compares
    /// them (canonical equivalence): `é` written as one scalar or as `e` and an accent is one
    /// label, and the Kelvin sign is `K`.
    @Test func labelsCompareAsTheirText() {
        let (s, facts) = walk("struct V { func f() { Row(\u{E9}t\u{E9}: 1, \u{212A}: 2, ok: 3) } }")
        let arguments = facts.calls[0].arguments
        #expect(s.hasLabel(arguments[0], "e\u{301}te\u{301}") && s.hasLabel(arguments[0], "\u{E9}t\u{E9}"))
        #expect(!s.hasLabel(arguments[0], "ete") && !s.hasLabel(arguments[0], "\u{E9}t"))
        #expect(s.hasLabel(arguments[1], "K") && !s.hasLabel(arguments[1], "k"))
        #expect(s.hasLabel(arguments[2], "ok") && !s.hasLabel(arguments[2], "o") && !s.hasLabel(arguments[2], "okay"))
        #expect(!s.hasLabel(arguments[2], "\u{F6}k"))
    }

    @Test func callSitesWithLabelsTrailingClosuresAndModifiers() {
        let (s, facts) = walk("""
            struct V { func f() {
              Row(title: t, onTap: { save() }) { print(1) } onHold: { x }
                .padding()
                .equatable()
              ForEach(items) { item in Cell(item: item) }
            } }
            """)
        #expect(facts.calls.map(\.callee) == ["Row", "ForEach", "Cell"])
        let row = facts.calls[0]
        #expect(row.arguments.map { s.label(of: $0) ?? "_" } == ["title", "onTap", "_", "onHold"])
        #expect(s.hasLabel(row.arguments[0], "title") && !s.hasLabel(row.arguments[0], "titl")
                && !s.hasLabel(row.arguments[0], "titles") && !s.hasLabel(row.arguments[2], "title"))
        #expect(row.arguments.map(\.isClosureLiteral) == [false, true, true, true])
        #expect(row.arguments.map(\.isTrailing) == [false, false, true, true])
        #expect(s.modifierChain(row.end).map(\.name) == ["padding", "equatable"])
        #expect(s.name(facts.calls[2].calleeToken) == "Cell")
        // The closure's parameter `item` is a local of its body.
        let items = facts.references.filter { $0.name == "item" }
        #expect(!items.isEmpty && items.allSatisfy { $0.declaration != nil })
    }

    @Test func labelsInsideDeepBrackets() {
        // More than 64 open brackets: the innermost `(` still makes `label:` a label, and
        // a `[` innermost makes `key:` a reference (a dictionary literal's key).
        let depth = 70
        let open = String(repeating: "[", count: depth), close = String(repeating: "]", count: depth)
        let (_, facts) = walk("struct V { func f() { g(\(open)h(label: v, [key: w])\(close)) } }")
        let names = facts.references.map(\.name)
        #expect(names.contains("v") && names.contains("w") && names.contains("key"))
        #expect(!names.contains("label"))
    }

    @Test func innerScopesShadowAndEnd() {
        let (_, facts) = walk("""
            struct V { func f(a: Int) {
              do { let a = 2; let b = 3; use(a, b) }
              use(a, b)
              items.forEach { a in use(a) }
              use(a)
            } }
            """)
        // `a` means the block's `let`, then the parameter again, the closure's parameter,
        // and the parameter once more.
        let uses = facts.references.filter { $0.name == "a" }.compactMap(\.declaration)
        #expect(uses.count == facts.references.filter { $0.name == "a" }.count)
        let block = uses.first!, parameter = uses.last!
        #expect(block >= 0 && parameter == -1)
        #expect(uses.contains(-1) && uses.filter { $0 >= 0 && $0 != block }.count >= 1)
        // `b` is local inside the block only.
        let bs = facts.references.filter { $0.name == "b" }
        #expect(bs.count == 2 && bs[0].declaration != nil && bs[1].declaration == nil)
    }

    @Test func manyLocalsResolveThroughTheTable() {
        // 40,000 locals in one body, each read once; one shadowed in an inner block and read
        // again after it. Every read resolves to its own `let` (a search of every local at
        // every name would make this body cost a billion comparisons).
        let n = 40_000
        var text = "struct V { func f() {\n"
        for k in 0..<n { text += "let v\(k) = \(k); use(v\(k))\n" }
        text += "do { let v7 = 0; use(v7) }\nuse(v7, gone)\n} }"
        let (s, facts) = walk(text)
        let reads = facts.references.filter { $0.name.hasPrefix("v") }
        #expect(reads.count == n + 2)
        for r in reads.prefix(n) {
            // `use(vK)`: declared by the `vK` of `let vK = K; use(`, six tokens before.
            #expect(r.declaration == r.token - 6 && s.name(r.declaration!) == r.name)
        }
        let inner = reads[n], after = reads[n + 1]
        #expect(inner.declaration != after.declaration)
        #expect(after.declaration == reads[7].declaration)
        #expect(facts.references.first { $0.name == "gone" }?.declaration == nil)
    }

    /// The `while` of `repeat { } while c` waits for no block, and a statement left waiting
    /// for one (`if c` cut short) waits no longer than the closure holding it: the next
    /// closure's parameter is declared all the same.
    @Test func nothingLeftPendingOutlivesItsClosure() {
        let (_, facts) = walk("""
            struct V { func f() {
              repeat { n += 1 } while n < 3
              h { y in use(y) }
              g { if n }
              h { u in use(u) }
            } }
            """)
        for name in ["y", "u"] {
            let uses = facts.references.filter { $0.name == name }
            #expect(!uses.isEmpty && uses.allSatisfy { $0.declaration != nil }, "\(name)")
        }
    }

    /// A walk with a window passes over the blocks that end before it; what it records in the
    /// closures at the window's call site is what the whole walk records there.
    @Test func aWindowedWalkFindsWhatTheWholeWalkFinds() throws {
        let text = """
            struct V { func f(p: Int) {
              for x in xs { g { z in z } }
              repeat { k += 1 } while k < 3
              if a { let v = 1; use(v); g { if v } }
              let v = 2
              items.forEach { x in
                Row(title: "t", onTap: { print(v, x, p, w) }) { v }
                Text("a").onAppear { if x { let v = 3; print(v) } }
                Row(title: "u", onTap: { x in print(x, v) })
              }
            } }
            """
        let file = Parser.parse(SourceText(text))
        let s = TokenStream(file.lexed, file.source)
        let f = file.types[0].functions[0]
        let body = try #require(f.bodyTokens)
        let rows = body.filter { s.isWord($0, "Row") }
        let params = f.parameters.enumerated().map { ($0.element.name, -1 - $0.offset) }
        let walker = BodyWalker(s, callTokens: TokenSet(sorted: rows), problems: file.lexed.problems)
        let window = rows[0]..<s.constructionBound(rows[1])
        let windowed = walker.walk(body, parameters: params, window: window)
        let whole = BodyWalker(s).walk(body, parameters: params)
        func inClosures(_ facts: BodyFacts) -> [String] {
            let calls = facts.calls.filter { $0.callee == "Row" }
            let closures = calls.flatMap { $0.arguments.filter(\.isClosureLiteral).map(\.tokens) }
            return facts.references.filter { r in closures.contains { $0.contains(r.token) } }
                .map { "\($0.name)@\($0.token):\($0.declaration.map(String.init) ?? "member")" }
        }
        #expect(inClosures(windowed) == inClosures(whole))
        // `v` is the `let v = 2`, `x` the closure's parameter, `p` the function's.
        let kinds = inClosures(whole).map { $0.split(separator: "@")[0] + ($0.hasSuffix(":member") ? ":member" : ":local") }
        #expect(kinds == ["print:member", "v:local", "x:local", "p:local", "w:member", "v:local",
                          "x:local", "print:member", "x:local", "v:local"])
        let v = try #require(body.first { s.isWord($0, "v") && s.isOperator($0 + 1, "=") && s.kind($0 + 2) == .integerLiteral && s.text($0 + 2) == "2" })
        #expect(inClosures(whole).filter { $0.hasPrefix("v@") }.allSatisfy { $0.hasSuffix(":\(v)") })
    }

    @Test func bareSelfAndCaptureLists() {
        let (_, facts) = walk("struct V { func f() { g { [weak self] in self?.x }; h(self) } }")
        #expect(facts.selfUses.count == 3)
    }
}

/// The walk that reads member names only (the index's `body` and `hashValue` reads) must
/// give exactly what the full walk's references give.
@Suite struct MemberReadsTests {
    /// The full walk's answer: names no local declares, or written `self.name`, each once.
    static func expected(_ s: TokenStream, _ range: Range<Int>) -> [String] {
        var names: [String] = []
        for r in BodyWalker(s).walk(range).references
        where (r.declaration == nil || r.isSelfMember) && !names.contains(r.name) {
            names.append(r.name)
        }
        return names
    }

    static func check(_ bytes: [UInt8]) -> Int {
        let file = Parser.parse(SourceText(bytes: bytes))
        let s = TokenStream(file.lexed, file.source)
        var bodies = 0
        for decl in file.types {
            for p in decl.properties {
                for body in p.accessorBodies {
                    #expect(BodyWalker(s, membersReadOnly: true).walk(body).memberReads == expected(s, body))
                    bodies += 1
                }
            }
            for f in decl.functions {
                guard let body = f.bodyTokens else { continue }
                #expect(BodyWalker(s, membersReadOnly: true).walk(body).memberReads == expected(s, body))
                bodies += 1
            }
        }
        return bodies
    }

    @Test func everyFixtureBody() throws {
        var bodies = 0
        let root = TestSupport.fixtures
        let walker = FileManager.default.enumerator(atPath: root.path)
        while let relative = walker?.nextObject() as? String {
            guard relative.hasSuffix(".swift") else { continue }
            bodies += Self.check(Array(try Data(contentsOf: root.appendingPathComponent(relative))))
        }
        #expect(bodies > 200)
    }

    @Test func shadowingBackticksAndOddBytes() {
        let text = """
            struct V {
              var body: some View {
                let title = title
                VStack { Text(title); Text(`subtitle`); Text(self.title); Text(subtitle) }
                ForEach(items) { item in Row(item, caf\u{E9}, caf\u{E9}, count, `count`) }
                if let count { Text("\\(count)") }
                Text(a); Text(ab); Text(ba); Text(a)
              }
              var hashValue: Int { id.hashValue ^ self.id.hashValue ^ other }
            }
            """
        #expect(Self.check(Array(text.utf8)) == 2)
        // Bytes that are not UTF-8 inside names go by their repaired text.
        var bytes = Array("struct V { var body: some View { Text(ab\u{01}) + x".utf8)
        bytes += [0xC3, 0x28, 0x20, 0xFF, 0xFE, 0x2B, 0x20, 0x78, 0x20, 0x7D, 0x7D]
        _ = Self.check(bytes)
    }
}

@Suite struct NameTableTests {
    @Test func findsEveryKeyAndNothingElse() {
        let names = (0..<500).map { "Type\($0)" } + ["", "a", "Ω", String(repeating: "Long", count: 20), "A.B.C"]
        let table = NameTable(names.enumerated().map { ($0.element, $0.offset) })
        for (k, name) in names.enumerated() { #expect(table[name] == k) }
        for miss in ["Type500", "type1", "b", "A.B", "LongLong", " "] { #expect(table[miss] == nil) }
        #expect(NameTable<Int>([])["x"] == nil)
    }

    @Test func repeatedKeysKeepTheirLastValue() {
        let keys = ["A", "B", "A", "Ω.Long.Qualified.Name", "B", "A"]
        let table = NameTable(keys: keys, values: Array(keys.indices))
        #expect(table["A"] == 5 && table["B"] == 4 && table["Ω.Long.Qualified.Name"] == 3 && table["C"] == nil)
        #expect(table.contains("Ω.Long.Qualified.Name") && !table.contains("Ω.Long"))
        #expect(table.repeatedKeys == [2, 4, 5])
        let firsts = NameTable(keys: keys, values: Array(keys.indices), firstWins: true)
        #expect(firsts["A"] == 0 && firsts["B"] == 1)
        // Many keys: every one found with its own value.
        let many = (0..<5000).map { "Module\($0 % 7).Type\($0)" }
        let big = NameTable(keys: many, values: Array(many.indices))
        #expect(many.indices.allSatisfy { big[many[$0]] == $0 })
    }

    /// The tables take a key's slot from the low bits of its hash: numbered names (`Row138`,
    /// `Row139`) and long names differing only in the middle must spread over them as random
    /// ones would, or a lookup walks a long run of occupied slots.
    @Test func hashSpreadsNumberedNamesOverTheLowBits() {
        func spread(_ names: [String]) -> Double {
            let mask = 2 * names.count - 1  // a power of two minus one: 2 * 4096 - 1
            let slots = Set(names.map { name in Array(name.utf8).withUnsafeBufferPointer { NameHash.of($0) } & mask })
            return Double(slots.count) / Double(names.count)
        }
        // Random hashes fill about 79 % of as many distinct slots in a table twice the size.
        let families: [[String]] = [
            (0..<4096).map { "Row\($0)" },
            (0..<4096).map { "Item\($0)" },
            (0..<4096).map { "Feature\(String(1000 + $0))ScreenView" },
            (0..<4096).map { "AppFeatures.Settings\($0).ViewModelStorage" },
        ]
        for names in families { #expect(spread(names) > 0.7, "\(names[0])…") }
    }

    @Test func smallMapAnswersLikeADictionaryPastItsListLimit() {
        var map = SmallMap<String, Int>()
        var reference: [String: Int] = [:]
        for k in 0..<(3 * SmallMap<String, Int>.listLimit) {
            map["n\(k % 40)"] = k
            reference["n\(k % 40)"] = k
            if k % 5 == 0 { map["n\(k / 2)"] = nil; reference["n\(k / 2)"] = nil }
        }
        for k in 0..<60 { #expect(map["n\(k)"] == reference["n\(k)"]) }
    }

    @Test func byteNameSetMatchesRangesOfBytes() {
        let set = ByteNameSet(["Toggle", "Row", "Row", "", "ΩView", String(repeating: "X", count: 70)])
        let bytes = Array("let a = Toggle(Row) ToggleX Ro ΩView \(String(repeating: "X", count: 70)) \(String(repeating: "X", count: 69))".utf8)
        func has(_ word: String) -> Bool {
            let w = Array(word.utf8)
            guard let start = (0...(bytes.count - w.count)).first(where: { Array(bytes[$0..<($0 + w.count)]) == w }) else { return false }
            return set.flags(bytes, start..<(start + w.count)) != 0
        }
        #expect(has("Toggle") && has("Row") && has("ΩView") && has(String(repeating: "X", count: 70)))
        #expect(!has("ToggleX") && !has("Ro") && !has("let") && !has(String(repeating: "X", count: 69)))
        #expect(set.flags(bytes, 0..<0) == 0)
        #expect(ByteNameSet([]).isEmpty && !set.isEmpty)
        // A name given twice has both flags.
        let flagged = ByteNameSet(flagged: [("Row", 1), ("Row", 2), ("Cell", 2)])
        let text = Array("Row Cell Rows".utf8)
        #expect(flagged.flags(text, 0..<3) == 3 && flagged.flags(text, 4..<8) == 2 && flagged.flags(text, 9..<13) == 0)
    }
}
