import Testing
@testable import EqLintRules

@Suite struct ServerJSONTests {
    @Test func parsesEscapesAndSurrogatePairs() {
        let text = #"{"a": "\u00e9\ud83c\udf89\n\"\\\/", "b": [1, -2.5, 1e3, true, false, null], "c": {}}"#
        let value = JSON.parse(Array(text.utf8))
        #expect(value?["a"]?.string == "é🎉\n\"\\/")
        #expect(value?["b"] == .array([.number(1), .number(-2.5), .number(1000), .bool(true), .bool(false), .null]))
        #expect(value?["c"] == .object([]))
        #expect(value?["b"]?.array?.first?.int == 1)
    }

    @Test func rejectsWhatIsNotJSON() {
        for text in ["", "{", #"{"a": }"#, "[1,]", "01x", #""\x""#, "{} {}", "\"a\nb\"", "nul"] {
            #expect(JSON.parse(Array(text.utf8)) == nil, "\(text)")
        }
    }

    @Test func writesWhatItReads() {
        let value = JSON.object([("s", .string("é🎉\u{1}\"\\\n")), ("n", .int(42)), ("x", .number(0.5)), ("a", .array([.null, .bool(true)]))])
        #expect(value.serialized == #"{"s":"é🎉\u0001\"\\\n","n":42,"x":0.5,"a":[null,true]}"#)
        #expect(JSON.parse(Array(value.serialized.utf8)) == value)
    }
}

@Suite struct ServerDocumentTests {
    let document = ServerDocument(uri: "file:///a.swift", path: "/a.swift", version: 1, bytes: Array("a\r\n/* é🎉 */ x\rlast".utf8))

    @Test func convertsColumnsToEachEncoding() {
        // 'x' is the 10th character of line 2: after 'é' (2 bytes, 1 unit) and '🎉' (4 bytes, 2 units).
        #expect(document.position(line: 2, column: 10, .utf16) == LSPPosition(line: 1, character: 10))
        #expect(document.position(line: 2, column: 10, .utf8) == LSPPosition(line: 1, character: 13))
        #expect(document.position(line: 3, column: 1, .utf16) == LSPPosition(line: 2, character: 0))
        let x = Array("a\r\n/* é🎉 */ ".utf8).count
        #expect(document.position(ofByte: x, .utf16) == LSPPosition(line: 1, character: 10))
        #expect(document.offset(of: LSPPosition(line: 1, character: 10), .utf16) == x)
        #expect(document.offset(of: LSPPosition(line: 1, character: 13), .utf8) == x)
        // Past the line's end: clamped before its break.
        #expect(document.offset(of: LSPPosition(line: 0, character: 50), .utf16) == 1)
    }

    @Test func appliesEdits() {
        var edited = document
        edited.apply("🎈", in: LSPRange(start: LSPPosition(line: 1, character: 4), end: LSPPosition(line: 1, character: 6)), .utf16)
        #expect(String(decoding: edited.bytes, as: UTF8.self) == "a\r\n/* é🎈 */ x\rlast")
        edited.apply("", in: LSPRange(start: LSPPosition(line: 0, character: 1), end: LSPPosition(line: 2, character: 0)), .utf8)
        #expect(String(decoding: edited.bytes, as: UTF8.self) == "alast")
        #expect(edited.indentation(ofLine: 0) == ("", "\n"))
    }

    @Test func pathsOfFileURIs() {
        #expect(LanguageServer.path(of: "file:///tmp/My%20App/A.swift") == "/tmp/My App/A.swift")
        #expect(LanguageServer.path(of: "file://localhost/tmp/A.swift") == "/tmp/A.swift")
        #expect(LanguageServer.path(of: "untitled:Untitled-1") == nil)
    }
}
