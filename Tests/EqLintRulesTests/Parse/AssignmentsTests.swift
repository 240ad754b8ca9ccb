import Foundation
import Testing
@testable import EqLintRules

/// What an `init`'s body is read as: its assignment statements, its local bindings, and whether
/// a value is a construction, whole (`observed_object_created_in_view`, derived inputs).
@Suite struct AssignmentsTests {
    func stream(_ text: String) -> (TokenStream, Range<Int>) {
        let file = Parser.parse(SourceText(text))
        let s = TokenStream(file.lexed, file.source)
        let body = file.types.first?.functions.first?.bodyTokens ?? 0..<0
        return (s, body)
    }

    @Test func assignmentStatements() {
        let (s, body) = stream("struct V {\n  init(a: Int) {\n    self.x = a\n    _y = .init(wrappedValue: Y(a: a,\n      b: 2))\n    if a > 0 { z = 1 }\n    f(w: 1)\n  }\n}")
        let found = s.assignments(in: body) { _, _ in true }
        #expect(found.map { s.name($0.target) } == ["x", "_y", "z"])
        #expect(found.map(\.isThroughSelf) == [true, false, false])
        #expect(s.normalizedText(found[1].value) == ".init(wrappedValue:Y(a:a,b:2))")
    }

    @Test func localBindings() {
        let (s, body) = stream("struct V {\n  init(o: O) {\n    let a = o.x, b: Int = 2\n    var (c, d) = (1, 2)\n    if let e = o.y { }\n    switch o {\n    case .p(let f, _): break\n    case let .q(g, h): break\n    default: break\n    }\n  }\n}")
        let found = s.localBindings(in: body)
        #expect(found.map { $0.names.map(s.name) } == [["a"], ["c", "d"], ["e"], ["f"], ["g", "h"]])
        #expect(found.map { $0.value.map { s.normalizedText($0) } } == ["o.x", "(1,2)", "o.y", nil, nil])
    }

    @Test(arguments: [
        ("Model()", "Model"), ("Model(a: 1) { }", "Model"), ("Feed<Int>.init()", "Feed"), ("A.B(x)", "A.B"),
        (".init(scope: s)", nil), ("Model.shared", "-"), ("Model.make()", "-"), ("Model().configured()", "-"), ("model", "-"),
    ] as [(String, String?)])
    func wholeConstructions(_ value: String, _ type: String?) {
        let file = Parser.parse(SourceText("let v = " + value))
        let s = TokenStream(file.lexed, file.source)
        let c = s.wholeConstruction(3..<s.count)
        if type == "-" { #expect(c == nil, "\(value)") } else { #expect(c != nil && c?.type == type, "\(value)") }
    }

    /// A view with two thousand `@ObservedObject` properties, each constructed in its `init`: its
    /// `init` is read once for all of them.
    @Test func manyObservedPropertiesInOneView() throws {
        let n = 2_000
        let properties = (0..<n).map { "  @ObservedObject var m\($0): Model" }.joined(separator: "\n")
        let assignments = (0..<n).map { "    _m\($0) = ObservedObject(wrappedValue: Model())" }.joined(separator: "\n")
        let text = "import SwiftUI\nstruct V: View {\n\(properties)\n  init() {\n\(assignments)\n  }\n  var body: some View { Text(\"\") }\n}\n"
        let found = try LintWorkspace.lint(sources: [("V.swift", Array(text.utf8))],
                                           request: LintRequest(configuration: Configuration(directory: "/")))
        #expect(found.filter { $0.ruleID == "observed_object_created_in_view" }.count == n)
    }

    /// Cut short anywhere, a view creating its objects is linted without trapping.
    @Test func everyPrefixOfAView() throws {
        let text = "struct V: View {\n  @ObservedObject var m: Model\n  init(a: Int) {\n    let b = a\n    switch b { case let .x(c): self.m = Model(c) default: _m = .init(wrappedValue: .init(b)) }\n  }\n  var body: some View { Text(\"\") }\n}\n"
        let bytes = Array(text.utf8)
        for n in stride(from: 0, through: bytes.count, by: 3) {
            _ = try LintWorkspace.lint(sources: [("V.swift", Array(bytes[0..<n]))],
                                       request: LintRequest(configuration: Configuration(directory: "/")))
        }
    }
}
