import Testing
@testable import EqLintRules

/// The constructions the stale-capture check of the fixes reads are those of the views a fix of
/// a rule that runs may mark: `@Equatable` views (`equatable_unmarked_closure`) and views that
/// are not Equatable (`view_not_equatable`, opt-in), each kind only where its rule runs.
@Suite struct MarkableViewsTests {
    static let source = """
        import SwiftUI
        import Equatable
        struct Plain: View { let title: String; let onTap: () -> Void; var body: some View { Text(title) } }
        @Equatable struct Marked: View { let title: String; let onTap: () -> Void; var body: some View { Text(title) } }
        struct Screen: View {
            var count = 0
            var body: some View {
                VStack {
                    Plain(title: "a", onTap: { print(count) })
                    Marked(title: "b", onTap: { print(count) })
                }
            }
        }
        """

    func staleUnderFixes(_ markable: CallSiteKinds) -> [String] {
        let file = Parser.parse(SourceText(Self.source))
        let index = ProjectIndex(files: [FileSummary(path: "Screen.swift", file: file)])
        let linter = FileLinter(index: index, conditions: [.ignoredUnderFix], markableViews: markable)
        return linter.lint(file, at: 0, profile: RuleProfile(readingOnly: Configuration(directory: "/"), enabled: []))
            .facts.filter { $0.question == .staleUnderFix }.map { $0.property.view + "." + $0.property.property }.sorted()
    }

    @Test func eachKindOfViewIsReadOnlyForTheRuleThatMayMarkIt() {
        let index = ProjectIndex(files: [FileSummary(path: "Screen.swift", file: Parser.parse(SourceText(Self.source)))])
        #expect(index.callSiteKinds("Marked") == .closuresAFixMayIgnore)
        #expect(index.callSiteKinds("Plain") == .closuresAnEquatableFixMayIgnore)
        #expect(staleUnderFixes(.closuresMarkable) == ["Marked.onTap", "Plain.onTap"])
        #expect(staleUnderFixes(.closuresAFixMayIgnore) == ["Marked.onTap"])
        #expect(staleUnderFixes(.closuresAnEquatableFixMayIgnore) == ["Plain.onTap"])
        #expect(staleUnderFixes([]).isEmpty)
    }
}
