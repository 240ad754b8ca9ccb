import Testing
@testable import EqLintRules

/// `TokenStream.equalitySwitch`: which cases a `switch (lhs, rhs)` matches against themselves
/// before it gives `false` (docs/rules.md, `equality_not_reflexive`), and what it makes of code
/// it does not understand.
@Suite struct EqualitySwitchTests {
    /// The reading of the first `==` of the first type of `text`.
    func read(_ text: String) -> EqualitySwitch? {
        let file = Parser.parse(SourceText(text))
        let s = TokenStream(file.lexed, file.source)
        guard let f = file.types.first?.functions.first(where: { $0.baseName == "==" }), let body = f.bodyTokens else { return nil }
        return s.equalitySwitch(in: body, parameters: f.parameters.map(\.name))
    }

    func equality(_ cases: String) -> String {
        "enum E: Equatable {\n  case a, b(Int), c\n  static func == (l: E, r: E) -> Bool {\n    switch (l, r) {\n\(cases)\n    }\n  }\n}"
    }

    @Test func matchedCasesBeforeTheDefault() throws {
        let found = try #require(read(equality("case (.a, .a), (.b(let x), .b(let y)) where x == y: return true\ndefault: return false")))
        #expect(found.matched == ["a", "b"] && !found.matchesEveryCase)
    }

    @Test func aDefaultThatComparesIsNoFalse() {
        #expect(read(equality("case (.a, .a): return true\ndefault: return l.hashValue == r.hashValue")) == nil)
    }

    @Test(arguments: [
        ("case (.a, _): return true\ndefault: return false", ["a"], false),
        ("case (_, Self.c): return true\ndefault: return false", ["c"], false),
        ("case let (.b(x), .b(y)): return x == y\ncase _: return false", ["b"], false),
        ("case (.a, .c): return true\ndefault: return false", [], false),
        ("case let (x, y) where x.id == y.id: return true\ndefault: return false", [], true),
        ("case (_, _) where l.id == 1: return true\ndefault: return false", [], true),
        ("case (.a, .a): return true\ncase (_, _): return false", ["a"], false),
    ] as [(String, [String], Bool)])
    func patterns(_ cases: String, _ matched: [String], _ every: Bool) throws {
        let found = try #require(read(equality(cases)), "\(cases)")
        #expect(found.matched == Set(matched) && found.matchesEveryCase == every, "\(cases)")
    }

    @Test func aReturnFalseAfterTheSwitch() throws {
        let text = "enum E: Equatable {\n  case a, b\n  static func == (l: E, r: E) -> Bool {\n    switch (r, l) {\n    case (.a, .a): return true\n    default: break\n    }\n    return false\n  }\n}"
        let found = try #require(read(text))
        #expect(found.matched == ["a"])
        let file = Parser.parse(SourceText(text))
        let s = TokenStream(file.lexed, file.source)
        #expect(s.text(found.falseAt.lowerBound) == "return" && s.text(found.falseAt.upperBound) == "false")
    }

    @Test func aSwitchOverOneParameterOrAPropertyIsNotRead() {
        #expect(read(equality("").replacingOccurrences(of: "switch (l, r)", with: "switch (l, l)")) == nil)
        #expect(read(equality("case (.a, .a): return true\ndefault: return false")
            .replacingOccurrences(of: "switch (l, r)", with: "switch (l.kind, r.kind)")) == nil)
    }

    /// Cut short anywhere, the `==` gives an answer or none, and never traps.
    @Test func everyPrefixOfAnEquality() {
        let text = equality("case (.a, .a), (.b(let x), .b(let y)) where x > 0 ? x == y : false: return true\ncase _: return false")
        let bytes = Array(text.utf8)
        for n in 0...bytes.count {
            let file = Parser.parse(SourceText(bytes: Array(bytes[0..<n])))
            let s = TokenStream(file.lexed, file.source)
            for f in file.types.flatMap(\.functions) where f.baseName == "==" {
                if let body = f.bodyTokens { _ = s.equalitySwitch(in: body, parameters: f.parameters.map(\.name)) }
            }
        }
    }

    /// Twenty thousand cases, each matched by a label of its own: read in one pass.
    @Test func manyLabels() throws {
        let n = 20_000
        let cases = (0..<n).map { "c\($0)" }
        let labels = cases.map { "case (.\($0), .\($0)): return true" }.joined(separator: "\n")
        let text = "enum E: Equatable {\n  case \(cases.joined(separator: ", "))\n  static func == (l: E, r: E) -> Bool {\n    switch (l, r) {\n\(labels)\n    default: return false\n    }\n  }\n}"
        let found = try #require(read(text))
        #expect(found.matched.count == n)
        #expect(Parser.parse(SourceText(text)).types.first?.caseNames.count == n)
    }

    /// `payloadComparisons`: what the pattern matching a case against itself compares of its
    /// associated values (docs/rules.md, `hashable_equatable_mismatch`, form 1 of an enum).
    func payloads(_ cases: String) -> [String] {
        let file = Parser.parse(SourceText(equality(cases)))
        let s = TokenStream(file.lexed, file.source)
        guard let f = file.types.first?.functions.first(where: { $0.baseName == "==" }), let body = f.bodyTokens else { return [] }
        return s.payloadComparisons(in: body, parameters: f.parameters.map(\.name)).map { name, comparison in
            switch comparison {
            case nil: return "\(name) ?"
            case .none?: return "\(name) none"
            case .positions(let p)?: return "\(name) " + p.map { $0 ? "y" : "n" }.joined()
            }
        }
    }

    @Test(arguments: [
        ("case (.a, .a), (.b, .b): return true\ndefault: return false", ["a none", "b none"]),
        ("case (.b(let x), .b(_)): return true\ndefault: return false", ["b n"]),
        ("case (.b(let x), .b(let y)): return x == y\ndefault: return false", ["b y"]),
        ("case (.b(let x), .b(let y)): return x > 0\ndefault: return false", ["b n"]),
        ("case let (.b(x), .b(y)) where x == y: return true\ndefault: return false", ["b y"]),
        ("case (.b(0), .b(0)): return true\ndefault: return false", ["b y"]),
        ("case (.b(let x), .b): return x > 0\ndefault: return false", ["b n"]),
        ("case (.b(v: let x), .b(v: let y)): return x == y\ndefault: return false", ["b y"]),
        // A pattern matching every case ends the reading: what follows is not the first match.
        ("case (.a, .a): return true\ncase let (x, y): return x.id == y.id\ncase (.b(_), .b(_)): return true", ["a none"]),
        ("case (.b, _): return true\ndefault: return false", ["b ?"]),
    ] as [(String, [String])])
    func payloadsCompared(_ cases: String, _ expected: [String]) {
        #expect(payloads(cases) == expected, "\(cases)")
    }

    @Test func enumCasesWithTheirLabels() {
        let file = Parser.parse(SourceText("""
            enum E {
              case a, b(Int, label: String) = 3
              indirect case c(E)
              func f() { switch self { case .a: break; default: break } }
              struct Inner { enum X { case z } }
              #if DEBUG
              case d(x: Int)
              #endif
            }
            """))
        let s = TokenStream(file.lexed, file.source)
        let cases = s.enumCases(in: file.types[0].bodyTokens).map { "\($0.name)(\($0.labels.map { $0 ?? "_" }.joined(separator: ",")))" }
        #expect(cases == ["a()", "b(_,label)", "c(_)", "d(x)"])
    }
}
