import Testing
@testable import EqLintRules

@Suite struct LexerTests {
    @Test func numbers() {
        #expect(TestSupport.tokenSummary("0b1010 0o17 0xFF 0x1.8p3 0x1p-2 1_000 1e10 1.5e-3 3.14 0.5") == [
            "integerLiteral:0b1010", "integerLiteral:0o17", "integerLiteral:0xFF",
            "floatLiteral:0x1.8p3", "floatLiteral:0x1p-2", "integerLiteral:1_000",
            "floatLiteral:1e10", "floatLiteral:1.5e-3", "floatLiteral:3.14", "floatLiteral:0.5",
        ])
        // `1...2` is a range, `t.0.1` tuple access: a dot not followed by a digit ends a number.
        #expect(TestSupport.tokenSummary("1...2") == ["integerLiteral:1", "operator:...", "integerLiteral:2"])
    }

    @Test func identifiersAndKeywords() {
        #expect(TestSupport.tokenSummary("struct some lazy actor `class` $0 $name café _$id _") == [
            "keyword:struct", "identifier:some", "identifier:lazy", "identifier:actor",
            "backtickIdentifier:`class`", "dollarIdentifier:$0", "dollarIdentifier:$name",
            "identifier:café", "identifier:_$id", "keyword:_",
        ])
        #expect(TestSupport.tokenSummary("`raw name with spaces`") == ["backtickIdentifier:`raw name with spaces`"])
    }

    @Test func operators() {
        #expect(TestSupport.tokenSummary("a?.b! ?? c -> d ... ..< x != y ≈ z .+. &h") == [
            "identifier:a", "operator:?", "period:.", "identifier:b", "operator:!", "operator:??",
            "identifier:c", "operator:->", "identifier:d", "operator:...", "operator:..<",
            "identifier:x", "operator:!=", "identifier:y", "operator:≈", "identifier:z",
            "operator:.+.", "operator:&", "identifier:h",
        ])
        #expect(TestSupport.tokenSummary("Array<Optional<Int>>?") == [
            "identifier:Array", "operator:<", "identifier:Optional", "operator:<",
            "identifier:Int", "operator:>>?",
        ])
    }

    @Test func strings() {
        #expect(TestSupport.tokenSummary(#""a \"q\" b""#) == [#"stringLiteral:"a \"q\" b""#])
        #expect(TestSupport.tokenSummary(##"#"raw \(x) "quoted""#"##) == [##"stringLiteral:#"raw \(x) "quoted""#"##])
        #expect(TestSupport.tokenSummary(##"#"""#"##) == [##"stringLiteral:#"""#"##])
        #expect(TestSupport.tokenSummary("\"\"\"\n  multi \"\" line\n  \"\"\" x") == [
            "stringLiteral:\"\"\"\n  multi \"\" line\n  \"\"\"", "identifier:x",
        ])
        #expect(TestSupport.tokenSummary("\"\\u{1F600}\"") == ["stringLiteral:\"\\u{1F600}\""])
    }

    @Test func interpolationNestsStringsClosuresAndComments() {
        let text = #""a\(f("b\(c)", { x in /* ) */ x }))d" e"#
        #expect(TestSupport.tokenSummary(text) == [
            #"stringSegment:"a"#, #"interpolationOpen:\("#, "identifier:f", "leftParen:(",
            #"stringSegment:"b"#, #"interpolationOpen:\("#, "identifier:c", "interpolationClose:)",
            #"stringSegment:""#, "comma:,", "leftBrace:{", "identifier:x", "keyword:in",
            "identifier:x", "rightBrace:}", "rightParen:)", "interpolationClose:)", #"stringSegment:d""#,
            "identifier:e",
        ])
        let (_, lexed) = TestSupport.lex(text)
        #expect(lexed.problems.isEmpty)
        #expect(lexed.partner[1] == 16 && lexed.partner[16] == 1)
        // Raw strings interpolate only with their own number of `#`.
        #expect(TestSupport.tokenSummary(##"#"\(no) \#(yes)"#"##) == [
            ##"stringSegment:#"\(no) "##, ##"interpolationOpen:\#("##, "identifier:yes",
            "interpolationClose:)", ##"stringSegment:"#"##,
        ])
    }

    @Test func regexLiteralsAndDivision() {
        #expect(TestSupport.tokenSummary("let r = /ab+c[/]/") == [
            "keyword:let", "identifier:r", "operator:=", "regexLiteral:/ab+c[/]/",
        ])
        #expect(TestSupport.tokenSummary("a / b / c") == [
            "identifier:a", "operator:/", "identifier:b", "operator:/", "identifier:c",
        ])
        #expect(TestSupport.tokenSummary("x/y/z") == [
            "identifier:x", "operator:/", "identifier:y", "operator:/", "identifier:z",
        ])
        #expect(TestSupport.tokenSummary("f(/a b/)") == [
            "identifier:f", "leftParen:(", "regexLiteral:/a b/", "rightParen:)",
        ])
        #expect(TestSupport.tokenSummary("#/a/b/# ##/x/#y/##") == ["regexLiteral:#/a/b/#", "regexLiteral:##/x/#y/##"])
        #expect(TestSupport.tokenSummary("#/\n  a # comment\n/# x") == ["regexLiteral:#/\n  a # comment\n/#", "identifier:x"])
    }

    @Test func commentsGoToTheSideTable() {
        let (source, lexed) = TestSupport.lex("a // line\n/* outer /* inner */ still */ b /// doc\nc")
        #expect(lexed.tokens.map { source.text(of: $0) } == ["a", "b", "c"])
        #expect(lexed.comments.map { source.text(of: $0) } == [
            "// line", "/* outer /* inner */ still */", "/// doc",
        ])
        #expect(lexed.tokens[1].hasNewlineBefore && lexed.tokens[2].hasNewlineBefore)
        #expect(!lexed.tokens[0].hasNewlineBefore && lexed.tokens[0].hasSpaceAfter)
    }

    @Test func poundAttributesShebangAndBOM() {
        #expect(TestSupport.tokenSummary("#if DEBUG\n#elseif os(iOS)\n#else\n#endif") == [
            "pound:#if", "identifier:DEBUG", "pound:#elseif", "identifier:os", "leftParen:(",
            "identifier:iOS", "rightParen:)", "pound:#else", "pound:#endif",
        ])
        #expect(TestSupport.tokenSummary("@Equatable(isolation: .main) #Preview { } #selector(f)") == [
            "at:@", "identifier:Equatable", "leftParen:(", "identifier:isolation", "colon::",
            "period:.", "identifier:main", "rightParen:)", "pound:#Preview", "leftBrace:{",
            "rightBrace:}", "pound:#selector", "leftParen:(", "identifier:f", "rightParen:)",
        ])
        let (source, lexed) = TestSupport.lex("\u{FEFF}#!/usr/bin/env swift\nlet x")
        #expect(lexed.comments.count == 1 && source.text(of: lexed.comments[0]) == "#!/usr/bin/env swift")
        #expect(lexed.tokens.map { source.text(of: $0) } == ["let", "x"])
    }

    @Test func lineTableHandlesCRLFAndLoneCR() {
        let source = SourceText("a\r\nb\rc\nd")
        #expect(source.lines.count == 4)
        #expect(source.lines.byteLocation(of: 3) == (2, 1))
        #expect(source.lines.byteLocation(of: 5) == (3, 1))
        #expect(source.lines.byteLocation(of: 7) == (4, 1))
        let unicode = SourceText("let é = 1")
        #expect(unicode.lines.byteLocation(of: 8) == (1, 9))
        #expect(unicode.lines.scalarLocation(of: 8, in: unicode.bytes) == (1, 8))
    }

    /// The lexer's list of construction places is exactly the names with a capital first
    /// letter (backticks aside) followed by `(`, `{` or the operator `<`.
    @Test func constructionsAreEveryCapitalNameBeforeAnOpener() throws {
        var inputs: [[UInt8]] = ["Foo(a) Bar{ } Baz<Int>() `Qux`(1) lower() A.B(c) X <Y D<<E F< G ( ", "T?(x)", "\"\\(Text(v))\""]
            .map { Array($0.utf8) }
        let fixtures = FileManager.default.enumerator(at: TestSupport.fixtures, includingPropertiesForKeys: nil)!
        for case let url as URL in fixtures where url.pathExtension == "swift" { inputs.append(Array(try Data(contentsOf: url))) }
        var random = SeededGenerator(seed: 5)
        let alphabet = Array("Aa`(){}<> .\n".utf8)
        for _ in 0..<300 { inputs.append((0..<Int.random(in: 1...40, using: &random)).map { _ in alphabet.randomElement(using: &random)! }) }
        for bytes in inputs {
            let source = SourceText(bytes: bytes)
            let lexed = Lexer.lex(source)
            var expected: [Int32] = []
            for i in lexed.tokens.indices.dropLast() {
                let t = lexed.tokens[i], next = lexed.tokens[i + 1]
                guard t.kind == .identifier || t.kind == .backtickIdentifier else { continue }
                let at = Int(t.start) + (t.kind == .backtickIdentifier ? 1 : 0)
                guard at < bytes.count, bytes[at] >= UInt8(ascii: "A"), bytes[at] <= UInt8(ascii: "Z") else { continue }
                if next.kind == .leftParen || next.kind == .leftBrace || (next.kind == .operator && source.text(of: next) == "<") {
                    expected.append(Int32(i))
                }
            }
            #expect(lexed.constructions == expected, "\(String(decoding: bytes.prefix(60), as: UTF8.self))")
        }
    }

    @Test func tokensAreEightBytesAndLongRunsComeInPieces() {
        #expect(MemoryLayout<Token>.stride == 8)
        let t = Token(kind: .blockComment, flags: [.spaceBefore, .spaceAfter], start: 7, length: 12345)
        #expect(t.kind == .blockComment && t.flags == [.spaceBefore, .spaceAfter] && t.start == 7 && t.end == 12352)
        // An identifier and a comment longer than a token holds: pieces of the same kind, back to back.
        let long = Token.maxLength + 10
        var text = Array("let ".utf8) + [UInt8](repeating: UInt8(ascii: "a"), count: long) + Array(" = 1 //".utf8)
        text += [UInt8](repeating: UInt8(ascii: "c"), count: long)
        let lexed = Lexer.lex(SourceText(bytes: text))
        #expect(lexed.tokens.map(\.kind) == [.keyword, .identifier, .identifier, .operator, .integerLiteral])
        #expect(lexed.tokens[1].length == UInt32(Token.maxLength) && lexed.tokens[2].start == lexed.tokens[1].end)
        #expect(lexed.tokens[2].end == UInt32(4 + long) && !lexed.tokens[2].hasSpaceBefore)
        #expect(lexed.comments.count == 2 && lexed.comments[1].start == lexed.comments[0].end)
        #expect(Int(lexed.comments[1].end) == text.count && lexed.partner.count == lexed.tokens.count)
    }

    @Test func lineTableAgreesWithAPlainScan() {
        // Files without a carriage return take the `memchr` path; the others the byte scan.
        func plain(_ bytes: [UInt8]) -> [UInt32] {
            var starts: [UInt32] = [0]
            var i = 0
            while i < bytes.count {
                if bytes[i] == 10 { starts.append(UInt32(i + 1)) }
                if bytes[i] == 13 {
                    if i + 1 < bytes.count && bytes[i + 1] == 10 { i += 1 }
                    starts.append(UInt32(i + 1))
                }
                i += 1
            }
            return starts
        }
        var rng = SeededGenerator(seed: 7)
        for round in 0..<300 {
            let alphabet: [UInt8] = round % 2 == 0 ? [10, 32, 97, 0xC3, 0xA9, 9] : [10, 13, 32, 97, 0]
            let bytes = (0..<Int(rng.next() % 200)).map { _ in alphabet[Int(rng.next() % UInt64(alphabet.count))] }
            #expect(LineTable(bytes).starts == plain(bytes))
        }
        #expect(LineTable([]).starts == [0])
        #expect(LineTable([10]).starts == [0, 1])
    }

    @Test func problemsPointAtTheOpeningDelimiter() {
        func firstProblem(_ text: String) -> SourceProblem? { TestSupport.lex(text).1.problems.first }
        #expect(firstProblem("let s = \"abc\nlet t = 1")?.offset == 8)
        #expect(firstProblem("x\n\"\"\"\nnever closed")?.offset == 2)
        #expect(firstProblem("a /* /* */ b")?.kind == .unterminated(.blockComment))
        #expect(firstProblem("let s = \"\\(a\"")?.offset == 8)
        #expect(TestSupport.lex("f(a]").1.problems.contains(SourceProblem(.unopened(UInt8(ascii: "]")), at: 3)))
        #expect(firstProblem("struct A {")?.kind == .unclosed(UInt8(ascii: "{")))
        #expect(firstProblem("x = #\"raw")?.kind == .unterminated(.stringLiteral))
        #expect(SourceText(bytes: [0x61, 0xC3, 0x28]).firstInvalidUTF8 == 1)
        #expect(SourceText(bytes: [0xED, 0xA0, 0x80]).firstInvalidUTF8 == 0)  // a surrogate
        #expect(SourceText("é€😀").firstInvalidUTF8 == nil)
    }

    /// Tokens, comments and the whitespace between them cover every byte exactly once.
    @Test(arguments: TestSupport.swiftFiles(in: "facts"))
    func tokensCoverEveryByte(_ url: URL) throws {
        guard case .success(let bytes) = FileReader.read(url.path) else { Issue.record("unreadable"); return }
        let source = SourceText(bytes: bytes)
        let lexed = Lexer.lex(source)
        let pieces = (lexed.tokens + lexed.comments).sorted { $0.start < $1.start }
        var offset = source.bomLength
        for piece in pieces {
            #expect(Int(piece.start) >= offset, "overlap at \(piece.start) in \(url.lastPathComponent)")
            for i in offset..<max(offset, Int(piece.start)) {
                #expect([32, 9, 10, 13, 11, 12, 0].contains(bytes[i]),
                        "byte \(i) of \(url.lastPathComponent) is in no token")
            }
            offset = max(offset, Int(piece.end))
        }
        for i in offset..<bytes.count { #expect([32, 9, 10, 13].contains(bytes[i])) }
    }

    /// A lint run keeps thousands of lexed files compacted between its passes: compacting
    /// changes no token, partner or comment; partners are mutual and join matching brackets.
    @Test func compactedFilesKeepTheirTokensAndPartners() throws {
        var inputs: [[UInt8]] = []
        let fixtures = FileManager.default.enumerator(at: TestSupport.fixtures, includingPropertiesForKeys: nil)!
        for case let url as URL in fixtures where url.pathExtension == "swift" {
            inputs.append(Array(try Data(contentsOf: url)))
        }
        inputs += [
            "f(a[1], { x in \"\\(g(x))\" }) }", "((]", "[(])", "\"\\(a(b]\" c)", "{ ( } )", "\"\\((\"",
            "let s = \"\\(x) \\(y(\"z\\(1)\"))\"", "#\"\\#(a)\"#", ")))(((", "\"\\(\n)\" )",
        ].map { Array($0.utf8) }
        var random = SeededGenerator(seed: 11)
        let alphabet = Array("(){}[]\"\\#/ \nax".utf8)
        for _ in 0..<400 {
            inputs.append((0..<Int.random(in: 1...60, using: &random)).map { _ in alphabet.randomElement(using: &random)! })
        }
        for (k, bytes) in inputs.enumerated() {
            let lexed = Lexer.lex(SourceText(bytes: bytes))
            var kept = lexed
            kept.compactForLater()
            #expect(kept.partner == lexed.partner && kept.tokens == lexed.tokens && kept.comments == lexed.comments)
            #expect(kept.tokens.capacity <= kept.tokens.count + kept.tokens.count / 16 + 8)
            #expect(lexed.partner.count == lexed.tokens.count, "input \(k)")
            for (i, j) in lexed.partner.enumerated() where j >= 0 {
                let open = lexed.tokens[min(i, Int(j))].kind, close = lexed.tokens[max(i, Int(j))].kind
                #expect(lexed.partner[Int(j)] == Int32(i), "input \(k): partners not mutual")
                #expect([(TokenKind.leftParen, TokenKind.rightParen), (.leftBracket, .rightBracket), (.leftBrace, .rightBrace),
                         (.interpolationOpen, .interpolationClose)].contains { $0 == (open, close) }, "input \(k)")
            }
        }
        #expect(inputs.count > 500)
    }
}

import Foundation
