import Testing
@testable import EqLintRules

@Suite struct SuppressionsTests {
    /// ASCII comments are read on their bytes, others by characters: both readings must give
    /// the same words for every ASCII comment.
    @Test func byteAndCharacterReadingsAgree() throws {
        let pieces = ["//", "/*", "*/", " ", "\t", "*", ",", "\r\n", "\n", "\r", " - ", "//", "-", "/",
                      "eqlint:", "eqlint", "disable", "disable:next", "view_not_equatable", "all", "x"]
        var random = SeededGenerator(seed: 5)
        var comments = [
            "// eqlint:disable:this view_not_equatable", "/* eqlint:disable a, b */", "//eqlint:enable all - why",
            "/** eqlint:disable:next x // more */", "/* eqlint:disable a\r\nb */", "/*eqlint:*/", "// eqlint:",
            "///  *eqlint:disable a,,b\tc", "/* eqlint:disable a - b - c */", "// eqlint :disable", "/* eqlint:disable",
        ]
        for _ in 0..<3000 {
            var text = Bool.random(using: &random) ? "//" : "/*"
            for _ in 0..<Int.random(in: 0...8, using: &random) { text += pieces.randomElement(using: &random)! }
            if Bool.random(using: &random) { text += "eqlint:" }
            for _ in 0..<Int.random(in: 0...6, using: &random) { text += pieces.randomElement(using: &random)! }
            comments.append(text)
        }
        for comment in comments {
            let bytes = Array(comment.utf8)
            let byBytes = Suppressions.asciiCommandWords(bytes, 0..<bytes.count)
            let byCharacters = Suppressions.commandWords(Substring(comment))
            #expect(byBytes == byCharacters, "\(comment.debugDescription)")
        }
        func words(_ text: String) -> [String]? {
            let bytes = Array(text.utf8)
            return Suppressions.asciiCommandWords(bytes, 0..<bytes.count)
        }
        #expect(words("/* eqlint:disable a\r\nb */") == ["disable", "a", "b"])
        #expect(words("// eqlint:disable:this r - reason // x") == ["disable:this", "r"])
        #expect(words("// not eqlint:disable r") == nil)
        // A comment that is not ASCII is read by characters.
        let source = SourceText("let a = 1 // eqlint:disable:this r - é\n")
        let comment = Lexer.lex(source).comments[0]
        #expect(Suppressions.commandWords(comment, source)?.map(\.text) == ["disable:this", "r"])
        // Each word's place is its bytes in the file, read by characters or by bytes alike.
        for text in ["let a = 1 // eqlint:disable:this r, q - é\n", "let a = 1 // eqlint:disable:this r, q - e\n",
                     "let é = 1 /* eqlint:disable  r\tq */\n"] {
            let source = SourceText(text)
            let comment = Lexer.lex(source).comments[0]
            let words = try #require(Suppressions.commandWords(comment, source))
            for word in words {
                #expect(String(decoding: source.bytes[Int(word.range.lowerBound)..<Int(word.range.upperBound)], as: UTF8.self) == word.text,
                        "\(text.debugDescription): \(word)")
            }
            #expect(words.map(\.text).suffix(2) == ["r", "q"])
        }
    }

    /// Issue #37: a line and a rule find their comments by lookup, not by a walk of every
    /// comment: the same lines are suppressed, and every comment that suppresses a finding (on
    /// its line, or as a region holding it) is marked used, even when it is one of thousands.
    @Test func regionsAndLineCommentsAreFoundByLookup() {
        let text = """
            // eqlint:disable a
            x // eqlint:disable:this b
            // eqlint:enable a
            // eqlint:disable a // eqlint:enable a
            y /* eqlint:disable:this a */ /* eqlint:disable:this a */ /* eqlint:disable:this b */
            // eqlint:disable:next all
            z
            // eqlint:disable a
            // eqlint:enable all
            // eqlint:disable b

            """
        let source = SourceText(text)
        var s = Suppressions.read(Lexer.lex(source).comments, source: source, knownIDs: ["a", "b"])
        let suppressed = (0...12).map { line in ["a", "b"].filter { s.isSuppressed($0, line: line) } }
        // Line 4's `enable` follows a second `//`: not a command. Line 8's `disable a` finds
        // `a` disabled already; line 9 closes the region of line 4; line 10's lasts to the end.
        #expect(suppressed == [[], ["a"], ["a", "b"], [], ["a"], ["a", "b"], ["a"], ["a", "b"], ["a"], [], ["b"], ["b"], []])
        #expect(s.suppress("a", line: 5) && s.suppress("a", line: 5) && !s.suppress("a", line: 3))
        // Both comments of line 5 naming `a`, and the region of line 4 holding line 5.
        #expect(s.directives.map(\.used) == [false, false, true, true, true, false, false, false, false])
        #expect(s.suppress("b", line: 11) && s.directives.last?.used == true)
    }
}
