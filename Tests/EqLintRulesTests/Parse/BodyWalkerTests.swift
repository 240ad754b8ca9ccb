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
        #expect(facts.closures.map(\.parameters) == [["y"]])
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
        #expect(row.arguments.map { $0.label ?? "_" } == ["title", "onTap", "_", "onHold"])
        #expect(row.arguments.map(\.isClosureLiteral) == [false, true, true, true])
        #expect(row.arguments.map(\.isTrailing) == [false, false, true, true])
        #expect(row.modifiers.map(\.name) == ["padding", "equatable"])
        #expect(s.name(facts.calls[2].calleeToken) == "Cell")
        #expect(facts.closures.first { $0.parameters == ["item"] } != nil)
    }

    @Test func bareSelfAndCaptureLists() {
        let (_, facts) = walk("struct V { func f() { g { [weak self] in self?.x }; h(self) } }")
        #expect(facts.selfUses.count == 3)
    }
}
