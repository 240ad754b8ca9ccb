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
}
