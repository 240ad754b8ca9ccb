import Testing
@testable import EqLintRules

@Suite struct ProjectIndexTests {
    func index(_ files: [String], settings: IndexSettings = IndexSettings()) -> ProjectIndex {
        let summaries = files.enumerated().map { i, text in
            FileSummary(path: "F\(i).swift", file: Parser.parse(SourceText(text)))
        }
        return ProjectIndex(files: summaries, settings: settings)
    }

    @Test func conformancesFromExtensionsInOtherFiles() {
        let ix = index([
            "struct Card: View { let title: String }",
            "extension Card: Equatable {}\nprotocol Model: Hashable {}\nstruct User: Model { let id: Int }",
            "struct Plain { let a: Int }\nextension Plain: @MainActor Swift.Equatable & Sendable {}",
        ])
        #expect(ix.isView("Card") && ix.isEquatable("Card"))
        #expect(ix.isEquatable("User") && ix.isHashable("User"))
        #expect(ix.isEquatable("Plain") && !ix.isView("Plain"))
        #expect(ix.entry("Card")?.extensions.count == 1)
    }

    @Test func preparedAnswersAreTheLazyOnes() {
        let files = [
            "struct Card: View { let title: String }\nstruct Twice {}\nextension String { var x: Int { 1 } }",
            "extension Card: Equatable {}\nprotocol Model: Hashable {}\nstruct User: Model { let id: Int; let onTap: () -> Void }",
            "struct Twice: Equatable {}\nextension Outside: Hashable {}\nenum Outer { struct Inner: View, Equatable { var body: some View { Text(\"\") } } }",
            "@Equatable struct Row: View { let action: () -> Void }\nextension Outside: View {}",
        ]
        let lazy = index(files), prepared = index(files)
        prepared.prepare(jobs: 2)
        // The prepared names are the index's types, each once: declarations in file order, then
        // the types only extended.
        #expect(prepared.orderedNames == ["Card", "Twice#0", "Model", "User", "Twice#1", "Outer", "Outer.Inner", "Row", "String", "Outside"])
        #expect(prepared.typeCount == prepared.orderedNames.count && prepared.orderedNames.allSatisfy { prepared.entry($0) != nil })
        for name in prepared.orderedNames + ["Missing", "Text"] {
            #expect(prepared.isView(name) == lazy.isView(name), "\(name)")
            #expect(prepared.isEquatable(name) == lazy.isEquatable(name), "\(name)")
            #expect(prepared.isHashable(name) == lazy.isHashable(name), "\(name)")
            #expect(prepared.hasEquatableMacro(name) == lazy.hasEquatableMacro(name), "\(name)")
            #expect(prepared.closureProperties(of: name).map(\.name) == lazy.closureProperties(of: name).map(\.name))
        }
        #expect(prepared.isView("Outer.Inner") && prepared.isEquatable("Card") && prepared.hasEquatableMacro("Row"))
        #expect(prepared.isHashable("Outside") && prepared.isHashable("User") && !prepared.isView("Twice#0"))
        #expect(prepared.isEquatable("Twice#1") && !prepared.isEquatable("Twice#0"))
    }

    @Test func refinementIsTransitiveAndConfigurable() {
        var settings = IndexSettings()
        settings.viewProtocols = ["AppView"]
        settings.equatableTypes = ["Money"]
        let ix = index([
            "protocol A: SwiftUI.View {}\nprotocol B: A {}\nstruct V: B { let x: Int }",
            "struct W: AppView {}\nstruct Price: Money {}\nclass NotAView: View {}",
        ], settings: settings)
        #expect(ix.isView("V") && ix.isView("W"))
        #expect(!ix.isView("NotAView"))  // a View is a struct
        #expect(ix.isEquatable("Price"))
    }

    @Test func nestedNamesAmbiguityAndTypealiases() {
        let ix = index([
            "enum Outer { struct Row {} }\nenum Other { struct Row {} }\nstruct Unique {}",
            "typealias Action = () -> Void\ntypealias MaybeAction = Action?\nstruct S { typealias Inner = (Int) -> Void\n let a: MaybeAction\n let b: Inner\n let c: Int\n var d = { }\n let e = { 1 }() }",
        ])
        let top = Place(file: 0, type: nil)
        // A nested type is seen from inside its enclosing type or by a qualified name only.
        #expect(ix.resolveType("Row", from: top) == nil)
        #expect(ix.resolve("Row", from: top) == .outside("Row"))
        #expect(ix.resolveType("Row", from: Place(file: 0, type: 0)) == "Outer.Row")
        #expect(ix.resolveType("Other.Row", from: top) == "Other.Row")
        #expect(ix.resolveType("Unique", from: top) == "Unique")
        #expect(ix.isClosureProperty(ix.primary("S")!.properties[0], of: "S"))
        let props = ix.primary("S")!.properties
        #expect(props.map { ix.isClosureProperty($0, of: "S") } == [true, true, false, true, false])
    }

    @Test func revisionTwoNameResolution() {
        let ix = ProjectIndex(files: [
            ("Gen/L10n.swift", "enum L10n { enum A { enum View {} }\n enum B { enum View {} } }\ntypealias Value = () -> Void"),
            ("App/Screen.swift", "struct Screen: View { let title: String }\nstruct Box<Value> { let v: Value }"),
            ("App/Models/Item.swift", "private struct Item: Equatable {}\nstruct UseItem { let item: Item }"),
            ("AppTV/Models/Item.swift", "private struct Item {}"),
            ("Shared/Both.swift", "struct UsesItem { let item: Item }"),
            ("App/Alt.swift", "#if os(iOS)\nstruct Alt: View {}\n#else\nstruct Alt: View {}\n#endif\nextension Alt: Equatable {}"),
        ].map { FileSummary(path: $0.0, file: Parser.parse(SourceText($0.1))) })
        // SwiftGen's nested `View`s never hide SwiftUI's from other code.
        #expect(ix.isView("Screen") && !ix.hasAmbiguousConformance("Screen"))
        // A generic parameter is never a project typealias.
        let box = ix.primary("Box")!
        #expect(!ix.isClosureProperty(box.properties[0], of: "Box"))
        // Duplicates: the same file wins, then the nearest directory; a tie is unknown.
        #expect(ix.resolveType("Item", from: Place(file: 2, type: 1)) == "Item#0")
        #expect(ix.resolveType("Item", from: Place(file: 4, type: 0)) == nil)
        #expect(ix.isEquatable("Item#0") && !ix.isEquatable("Item#1"))
        // `#if` alternatives in one file: the extension attaches to both; they agree.
        #expect(ix.isEquatable("Alt#0") && ix.isEquatable("Alt#1"))
        #expect(ix.resolveType("Alt", from: Place(file: 5, type: nil)) == "Alt#0")
        #expect(ix.displayName("Alt#1") == "Alt")
    }

    @Test func associatedTypesAreGenericParameters() {
        let ix = index([
            "typealias Element = () -> Void\nprotocol Feed { associatedtype Element\n var first: Element { get } }\nextension Feed { }",
            "struct Row { let e: Element }",
        ])
        // Inside the protocol (and its extensions) `Element` is its associated type; elsewhere
        // the project's typealias.
        let feed = ix.files[0].types[0]
        #expect(feed.genericParameters == ["Element"])
        #expect(ix.resolve("Element", from: Place(file: 0, type: 0)) == .genericParameter)
        #expect(ix.resolve("Element", from: Place(file: 0, type: 1)) == .genericParameter)
        #expect(ix.resolve("Element", from: Place(file: 1, type: 0)) == .alias("Element"))
        #expect(ix.isClosureProperty(ix.primary("Row")!.properties[0], of: "Row"))
    }

    @Test func duplicateTypealiasesArePickedLikeTypes() {
        let ix = ProjectIndex(files: [
            ("App/Models/Action.swift", "private typealias Action = () -> Void\nstruct AppRow { let a: Action }"),
            ("AppTV/Models/Action.swift", "private typealias Action = String\nstruct TVRow { let a: Action }"),
            ("App/Views/Other.swift", "struct Other { let a: Action }"),
            ("Shared/Both.swift", "struct Both { let a: Action }"),
        ].map { FileSummary(path: $0.0, file: Parser.parse(SourceText($0.1))) })
        #expect(ix.isClosureProperty(ix.primary("AppRow")!.properties[0], of: "AppRow"))
        #expect(!ix.isClosureProperty(ix.primary("TVRow")!.properties[0], of: "TVRow"))
        // The nearest directory wins; a tie is unknown (no closure: silent).
        #expect(ix.isClosureProperty(ix.primary("Other")!.properties[0], of: "Other"))
        #expect(ix.functionShape(.named("Action"), from: Place(file: 3, type: 0)) == nil)
    }

    @Test func equalityKindsAndComparedInputs() {
        let ix = index([
            """
            @Equatable struct M: View { let a: Int; @EquatableIgnored var b: Int; @State var c = 0; static let d = 1; lazy var e = 2; var f: Int { 1 } }
            struct H: Equatable { let a: Int; let b: Int
              static func == (lhs: H, rhs: H) -> Bool { lhs.a == rhs.a } }
            struct S: Equatable { let a: Int }
            """,
        ])
        #expect(ix.equalityKind(of: "M") == .macro)
        #expect(ix.equalityKind(of: "H") == .handWritten)
        #expect(ix.equalityKind(of: "S") == .synthesized)
        #expect(ix.comparedInputs(of: "M").map(\.name) == ["a"])
        #expect(ix.handWrittenEquality(of: "H")?.function.memberUses?.names == ["a"])
        #expect(ix.handWrittenEquality(of: "H")?.function.memberUses?.memberwiseTerms == ["a"])
    }

    @Test func memberUsesOfEqualityAndHashing() {
        let file = Parser.parse(SourceText("""
            struct T: Hashable {
              let a: Int; let b: [Int]; let c: Int
              static func ==(l: T, r: T) -> Bool { return (l.a == r.a) && r.b.count == l.b.count }
              func hash(into h: inout Hasher) { h.combine(a); h.combine(self.b); c.hash(into: &h) }
            }
            struct U { let x: Int; var hashValue: Int { x ^ self.y } }
            """))
        let eq = file.types[0].functions[0].memberUses!
        #expect(eq.names == ["a", "b"] && eq.memberwiseTerms == nil)
        #expect(file.types[0].functions[1].memberUses?.names == ["a", "b", "c"])
        #expect(file.types[1].hashValueUses?.names == ["x", "y"])
    }

    @Test func simpleTypeNameIsTheLastNonEmptyComponent() {
        for name in ["A.B.C", "C", "A.", "", "A..B", ".A", "...", "Outer.Inner<T>"] {
            #expect(name.simpleTypeName == String(name.split(separator: ".").last ?? ""), "\(name)")
        }
    }

    /// The names a file may construct a type by are known from its summary (the stale-capture
    /// check of the fixes finds the files constructing a view without reading any file's text).
    @Test func summariesKnowWhatTheirFileConstructs() {
        let text = "struct S { var body: some View { Row(title: \"a\") { x() }; `Toggle`(on: true); List { EmptyView() }; Box<Int>.make(); helper(1) } }"
        let summary = FileSummary(path: "F.swift", file: Parser.parse(SourceText(text)))
        func hash(_ name: String) -> Int { Array(name.utf8).withUnsafeBufferPointer { NameHash.of($0) } }
        for name in ["Row", "Toggle", "List", "EmptyView", "Box"] {
            #expect(summary.mayConstruct(hash(name)), "\(name)")
        }
        for name in ["helper", "x", "Card"] {
            #expect(!summary.mayConstruct(hash(name)), "\(name)")
        }
        #expect(summary.constructedNames == summary.constructedNames.sorted())
        #expect(Set(summary.constructedNames).count == summary.constructedNames.count)
    }
}
