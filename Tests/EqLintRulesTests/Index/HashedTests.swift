import Testing
@testable import EqLintRules

/// docs/architecture.md, "Hashed": which project types some code hashes (`ProjectIndex.hashSite(of:)`).
@Suite struct HashedTests {
    func index(_ files: [String]) -> ProjectIndex {
        let summaries = files.enumerated().map { i, text in
            FileSummary(path: "F\(i).swift", file: Parser.parse(SourceText(text)))
        }
        return ProjectIndex(files: summaries, settings: IndexSettings())
    }

    /// The names of the types hashed, sorted.
    func hashed(_ ix: ProjectIndex) -> [String] {
        ix.typeIDs.filter { ix.hashSite(of: $0) != nil }.map(ix.displayName).sorted()
    }

    @Test func throughStoredPropertiesAssociatedValuesAndHandWrittenHashes() {
        let ix = index([
            """
            struct Row: Hashable {
                let kind: Kind
                let tags: [Tag]
                enum Kind: Hashable { case a, b(Detail) }
                struct Unused: Hashable { let x: Int }
            }
            struct Detail: Hashable { let note: Note? }
            struct Note: Hashable { let text: String }
            struct Tag: Hashable { let name: String }
            struct Story: Hashable {
                let id: Int
                let cover: Cover
                let author: Byline
                static func == (a: Story, b: Story) -> Bool { a.id == b.id }
                func hash(into hasher: inout Hasher) { hasher.combine(author) }
            }
            struct Cover: Hashable { let url: String }
            struct Byline: Hashable { let name: String }
            final class Box: Hashable { let inside: Cover }
            """,
            "final class Cache { var rows: Set<Row> = []; var stories: [Story: Int] = [:]; var boxes: Set<Box> = [] }",
        ])
        #expect(hashed(ix) == ["Box", "Byline", "Detail", "Note", "Row", "Row.Kind", "Story", "Tag"])
        // A type hashed as part of another names it, and the place that hashes that one.
        let note = ix.id("Note")
        #expect(ix.hashedWithin(note).map(ix.displayName) == "Row" && ix.hashSite(of: note)?.file == FileID(1))
        #expect(ix.hashedWithin(ix.id("Row")) == nil)
    }

    @Test func typesHashedThroughThemselvesEndTheWalk() {
        // A tree, two types holding each other, a recursive enum, and a long chain: each type
        // is followed once.
        var chain = (0..<3000).map { "struct C\($0): Hashable { let next: C\($0 + 1)?; let back: C0? }" }
        chain.append("struct C3000: Hashable { let root: C0 }")
        let ix = index([
            """
            struct Node: Hashable { let children: [Node] }
            struct A: Hashable { let b: [B] }
            struct B: Hashable { let a: [A] }
            indirect enum Expr: Hashable { case leaf(Int), add(Expr, Expr), list([Expr]) }
            var seen: Set<Node> = []
            var pairs: [A: Int] = [:]
            var exprs: Set<Expr> = []
            var chains: Set<C0> = []
            """,
            chain.joined(separator: "\n"),
        ])
        let names = hashed(ix)
        #expect(names.count == 4 + 3001 && names.contains("Expr") && names.contains("B") && names.contains("C3000"))
        #expect(ix.hashedWithin(ix.id("C3000")).map(ix.displayName) == "C0")
    }

    @Test func identifiersFocusValuesNavigationAndTags() {
        let ix = index([
            """
            protocol Entity: Identifiable {}
            struct Order: Entity { let id: OrderNumber }
            struct OrderNumber: Hashable { let value: Int }
            struct Shipment: Identifiable { let id: Int; let note: Note }
            struct Note: Hashable { let text: String }
            enum Tab: Identifiable { case a; var id: Self { self } }
            struct Person { let key: PersonKey }
            extension Person: Identifiable { var id: PersonKey { key } }
            struct PersonKey: Hashable { let raw: String }
            enum Field: Hashable { case name, email }
            enum Route: Hashable { case detail(Int), home }
            enum Step: Hashable { case cart }
            struct Size: Hashable { let code: String }
            struct Plain: Hashable { let v: Int }
            struct Screen: View {
                @FocusState private var focus: Field?
                @State private var path = NavigationPath()
                @State private var list: [Plain] = []
                @State private var size = Size(code: "M")
                var body: some View {
                    Picker("Size", selection: $size) { Text("S").tag(0) }
                    NavigationLink("x", value: Route.detail(1))
                    Button("y") { path.append(Step.cart); list.append(Plain(v: 1)) }
                    Text("z").tag(unknown.deep.path)
                }
            }
            """,
        ])
        #expect(hashed(ix) == ["Field", "OrderNumber", "PersonKey", "Route", "Size", "Step", "Tab"])
    }

    @Test func ifConfigAlternativesAreEachHashed() {
        let ix = index([
            "#if os(iOS)\nstruct Key: Hashable { let a: Int }\n#else\nstruct Key: Hashable { let b: Int }\n#endif\nvar keys: Set<Key> = []",
        ])
        #expect(ix.typeIDs.filter { ix.displayName($0) == "Key" }.allSatisfy { ix.hashSite(of: $0) != nil })
    }

    @Test func theFirstPlaceInFileOrderIsKept() {
        let ix = index([
            "struct Tag: Hashable { let name: String }\nstruct Holder: Hashable { let tag: Tag }",
            "var a: Set<Holder> = []",
            "var b: Set<Tag> = []",
        ])
        let site = ix.hashSite(of: ix.id("Tag"))
        #expect(site?.file == FileID(1) && ix.hashedWithin(ix.id("Tag")).map(ix.displayName) == "Holder")
    }
}
