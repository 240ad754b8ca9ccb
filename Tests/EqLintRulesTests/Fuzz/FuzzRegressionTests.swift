import Foundation
import Testing
@testable import EqLintRules

/// Every input the fuzzer (scripts/fuzz.sh) found a crash or hang with, kept here and run
/// through the same pipeline as the fuzz target: it must finish without crashing.
@Suite struct FuzzRegressionTests {
    static var inputs: [URL] {
        let dir = URL(fileURLWithPath: #filePath).deletingLastPathComponent().appendingPathComponent("Inputs")
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".bin") }.sorted().map { dir.appendingPathComponent($0) }
    }

    /// The fuzz target's pipeline itself.
    static func runPipeline(_ bytes: [UInt8]) throws {
        try FuzzPipeline.run(bytes)
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
}
