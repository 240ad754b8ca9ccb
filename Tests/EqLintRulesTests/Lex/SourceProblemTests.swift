import Testing
@testable import EqLintRules

/// `invalid_source` messages name the character a reader can find in the file.
@Suite struct SourceProblemTests {
    @Test func unexpectedCharacterIsNamed() {
        #expect(messages("let a = 1 # 2\n") == ["unexpected character '#'"])
        #expect(messages("let a = ` b\n") == ["unexpected character '`'"])
        // Control bytes and DEL print nothing visible: their code point stands in.
        #expect(messages("let a = 1\u{7}\n") == ["unexpected character U+0007"])
        #expect(messages("let a = 1\u{7F}\n") == ["unexpected character U+007F"])
    }

    private func messages(_ text: String) -> [String] {
        TestSupport.lex(text).1.problems.map(\.message)
    }
}
