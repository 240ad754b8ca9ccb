import Foundation
@testable import EqLintRules

/// Paths and small helpers shared by the tests.
enum TestSupport {
    /// The package root, found from this file's path.
    static let packageRoot: URL = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    static var fixtures: URL { packageRoot.appendingPathComponent("Fixtures") }

    /// Swift files directly in a fixtures folder, sorted.
    static func swiftFiles(in folder: String) -> [URL] {
        let dir = fixtures.appendingPathComponent(folder)
        let names = (try? FileManager.default.contentsOfDirectory(atPath: dir.path)) ?? []
        return names.filter { $0.hasSuffix(".swift") }.sorted().map { dir.appendingPathComponent($0) }
    }

    static func lex(_ text: String) -> (SourceText, LexedFile) {
        let source = SourceText(text)
        return (source, Lexer.lex(source))
    }

    /// `kind:text` for every token.
    static func tokenSummary(_ text: String) -> [String] {
        let (source, lexed) = lex(text)
        return lexed.tokens.map { "\($0.kind):\(source.text(of: $0))" }
    }
}
