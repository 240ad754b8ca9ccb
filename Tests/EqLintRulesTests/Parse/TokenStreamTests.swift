import Testing
@testable import EqLintRules

/// The token stream's lookups that read bytes instead of making strings answer what the
/// strings would.
@Suite struct TokenStreamTests {
    func stream(_ text: String) -> TokenStream {
        let file = Parser.parse(SourceText(text))
        return TokenStream(file.lexed, file.source)
    }

    @Test func theTokenStartingAtAnOffset() {
        let text = "a.onChange(of: x) // onChange\nlet s = \"onChange\""
        let s = stream(text)
        let offsets = OnchangeDuplicateAction.offsets(ofOnChange: Array(text.utf8))
        #expect(offsets.count == 3)
        // The first is a token of its own; the others are inside a comment and a string.
        let k = s.token(startingAt: offsets[0])
        #expect(k.map { s.text($0) } == "onChange")
        #expect(k.map { s.kind($0 - 1) } == .period)
        #expect(s.token(startingAt: offsets[1]) == nil)
        #expect(s.token(startingAt: 1) == 1 && s.text(1) == ".")
        #expect(s.token(startingAt: text.utf8.count + 5) == nil)
    }

    @Test func sameTextAgreesWithTheStrings() {
        // `K` and the Kelvin sign are canonically equivalent: the strings are equal, the bytes
        // are not. So are a precomposed and a decomposed `é`.
        let s = stream("save(K, \u{212A}, é, e\u{301}, K, save, Save)")
        var compared = 0
        for i in s.tokens.indices {
            for j in s.tokens.indices {
                #expect(s.sameText(i, j) == (s.text(i) == s.text(j)), "\(s.text(i)) \(s.text(j))")
                compared += 1
            }
        }
        #expect(compared > 100)
        #expect(s.sameText(2, 4))
    }

    /// A method's base name is its name up to `(`, compared on the bytes when both are ASCII
    /// and as text otherwise (`é` as one scalar or as `e` and an accent).
    @Test func methodBaseNames() {
        #expect(RuleContext.hasBaseName("save(_:)", "save"))
        #expect(RuleContext.hasBaseName("save", "save"))
        #expect(RuleContext.hasBaseName("save()", "save"))
        #expect(!RuleContext.hasBaseName("saveAll()", "save"))
        #expect(!RuleContext.hasBaseName("sav()", "save"))
        #expect(!RuleContext.hasBaseName("(x:)", "save"))
        #expect(RuleContext.hasBaseName("", ""))
        #expect(RuleContext.hasBaseName("caf\u{E9}(x:)", "cafe\u{301}"))
        #expect(!RuleContext.hasBaseName("caf\u{E9}s(x:)", "cafe\u{301}"))
    }
}
