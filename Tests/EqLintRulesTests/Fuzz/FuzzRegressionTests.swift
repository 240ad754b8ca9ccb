import Foundation
import Testing
@testable import EqLintRules

/// Every input the fuzzer (scripts/fuzz/fuzz.sh) found a crash or hang with, kept here and run
/// through the same code as the fuzz target (`FuzzPipeline.runAny`: the language server's
/// reader for an input starting with `Content-Length` or 0x01, else the lint pipeline): it must
/// finish without crashing or breaking an invariant.
@Suite struct FuzzRegressionTests {
    static var inputs: [URL] {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Inputs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".bin") }.sorted().map { dir.appendingPathComponent($0) }
    }

    /// The fuzz target's pipeline itself.
    static func runPipeline(_ bytes: [UInt8]) throws {
        try FuzzPipeline.runAny(bytes)
    }

    static func framed(_ body: String) -> String {
        "Content-Length: \(body.utf8.count)\r\n\r\n" + body
    }

    /// The folder is where the findings are (an empty list would test nothing).
    @Test func findingsAreThere() {
        #expect(Self.inputs.count >= 3)
    }

    @Test(arguments: inputs)
    func findingStaysFixed(_ url: URL) throws {
        let data = try Data(contentsOf: url)
        try Self.runPipeline([UInt8](data))
    }

    @Test func modifierWithArgumentsAtTheEndOfTheFile() throws {
        for tail in ["struct A { private(set", "private(set) public(", "struct A { nonisolated(unsafe)", "fileprivate(set)"] {
            try Self.runPipeline(Array(tail.utf8))
        }
    }

    @Test func truncatedMultibyteSequenceAtEndOfFile() throws {
        for lead: UInt8 in [0xC3, 0xE2, 0xF0] {
            try Self.runPipeline(Array("struct A { let é".utf8) + [lead])
            try Self.runPipeline(Array("let x = a ".utf8) + [lead])
        }
    }

    // MARK: The language server's reader

    @Test func serverInputsAreRouted() {
        #expect(FuzzPipeline.serverStream(Array(Self.framed("{}").utf8)) != nil)
        #expect(FuzzPipeline.serverStream([0x01] + Array("garbage".utf8)) == Array("garbage".utf8))
        #expect(FuzzPipeline.serverStream(Array("import SwiftUI".utf8)) == nil)
    }

    @Test func framedMessages() throws {
        let initialize = #"{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":"file:///tmp/x","capabilities":{}}}"#
        let open = #"{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///tmp/x/A.swift","languageId":"swift","version":1,"text":"struct A: View {\n\tvar body: some View { Text(\"é \u00e9 \ud83d\ude00\") }\n}\n"}}}"#
        let stream = Self.framed(initialize) + Self.framed(open) + "Content-Length: x\r\n\r\n" + Self.framed("[1, -0, 2.5e-3, 1E+2, true, null]")
        try Self.runPipeline(Array(stream.utf8))
        try Self.runPipeline([0x01] + Array(("junk\r\n\r\n" + stream + "Content-Length: 99\r\n\r\n{").utf8))
    }

    /// A header line with nothing before its colon names no field, one with nothing after it
    /// gives no length (found by the fuzzer: the framer read ":Content-Length: 5" as a length).
    @Test func headerLineWithoutFieldName() {
        var framer = MessageFramer()
        framer.append(Array(":Content-Length: 2\r\n\r\n{}Content-Length:\r\n\r\n".utf8))
        #expect(framer.next() == .badHeader(":Content-Length: 2"))
        #expect(framer.next() == .badHeader("{}Content-Length:"))
        #expect(framer.next() == nil)
    }

    /// A number too large for a `Double` is no JSON number here: read as infinity it would be
    /// written back as `null`.
    @Test func numberOutOfRange() throws {
        #expect(JSON.parse(Array("1e999".utf8)) == nil)
        #expect(JSON.parse(Array("[-1e400]".utf8)) == nil)
        #expect(JSON.parse(Array("1e-999".utf8)) == .number(0))
        try Self.runPipeline(Array(Self.framed(#"{"id":1e999}"#).utf8))
    }

    /// A header block longer than `MessageFramer.maxHeader` is reported the same however the
    /// bytes arrive (longer than the fuzzer's inputs, hence written here).
    @Test func overlongHeader() throws {
        let limit = MessageFramer.maxHeader
        for garbage in [limit - 3, limit - 1, limit, limit + 1, limit + 2, limit + 500] {
            let stream = Array("X-Pad: ".utf8) + [UInt8](repeating: 0x61, count: garbage - 7) + Array("\r\n\r\n".utf8)
                + Array(Self.framed("{}").utf8)
            try FuzzPipeline.runServerInput(stream)
        }
        try FuzzPipeline.runServerInput([UInt8](repeating: 0x62, count: limit + 70_000))
    }
}
