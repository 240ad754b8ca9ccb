import Testing
@testable import EqLintRules

extension ProjectIndex {
    /// The `n`th type of the index named `name` (tests know types by name).
    func id(_ name: String, _ n: Int = 0) -> TypeID { typeIDs(named: name)[n] }
}

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
        #expect(ix.isView(ix.id("Card")) && ix.isEquatable(ix.id("Card")))
        #expect(ix.isEquatable(ix.id("User")) && ix.isHashable(ix.id("User")))
        #expect(ix.isEquatable(ix.id("Plain")) && !ix.isView(ix.id("Plain")))
        #expect(ix.entry(ix.id("Card")).extensions.count == 1)
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
        // The prepared types are the index's, each once: declarations in file order, then the
        // types only extended; two declarations of one name are two types.
        #expect(prepared.typeIDs.map(prepared.displayName)
                == ["Card", "Twice", "Model", "User", "Twice", "Outer", "Outer.Inner", "Row", "String", "Outside"])
        #expect(prepared.typeIDs == lazy.typeIDs && prepared.typeCount == prepared.typeIDs.count)
        for id in prepared.typeIDs {
            let name = prepared.displayName(id)
            #expect(prepared.isView(id) == lazy.isView(id), "\(name)")
            #expect(prepared.isEquatable(id) == lazy.isEquatable(id), "\(name)")
            #expect(prepared.isHashable(id) == lazy.isHashable(id), "\(name)")
            #expect(prepared.hasEquatableMacro(id) == lazy.hasEquatableMacro(id), "\(name)")
            #expect(prepared.closureProperties(of: id).map(\.name) == lazy.closureProperties(of: id).map(\.name))
        }
        let ix = prepared
        #expect(prepared.isView(ix.id("Outer.Inner")) && prepared.isEquatable(ix.id("Card")) && prepared.hasEquatableMacro(ix.id("Row")))
        #expect(prepared.isHashable(ix.id("Outside")) && prepared.isHashable(ix.id("User")) && !prepared.isView(ix.id("Twice", 0)))
        #expect(prepared.isEquatable(ix.id("Twice", 1)) && !prepared.isEquatable(ix.id("Twice", 0)))
    }

    @Test func refinementIsTransitiveAndConfigurable() {
        var settings = IndexSettings()
        settings.viewProtocols = ["AppView"]
        settings.equatableTypes = ["Money"]
        let ix = index([
            "protocol A: SwiftUI.View {}\nprotocol B: A {}\nstruct V: B { let x: Int }",
            "struct W: AppView {}\nstruct Price: Money {}\nclass NotAView: View {}",
        ], settings: settings)
        #expect(ix.isView(ix.id("V")) && ix.isView(ix.id("W")))
        #expect(!ix.isView(ix.id("NotAView")))  // a View is a struct
        #expect(ix.isEquatable(ix.id("Price")))
    }

    @Test func nestedNamesAmbiguityAndTypealiases() {
        let ix = index([
            "enum Outer { struct Row {} }\nenum Other { struct Row {} }\nstruct Unique {}",
            "typealias Action = () -> Void\ntypealias MaybeAction = Action?\nstruct S { typealias Inner = (Int) -> Void\n let a: MaybeAction\n let b: Inner\n let c: Int\n var d = { }\n let e = { 1 }() }",
        ])
        let top = Place(file: FileID(0), type: nil)
        // A nested type is seen from inside its enclosing type or by a qualified name only.
        #expect(ix.resolveType("Row", from: top) == nil)
        #expect(ix.resolve("Row", from: top) == .outside("Row"))
        #expect(ix.resolveType("Row", from: Place(file: FileID(0), type: 0)) == ix.id("Outer.Row"))
        #expect(ix.resolveType("Other.Row", from: top) == ix.id("Other.Row"))
        #expect(ix.resolveType("Unique", from: top) == ix.id("Unique"))
        #expect(ix.isClosureProperty(ix.primary(ix.id("S"))!.properties[0], of: ix.id("S")))
        let props = ix.primary(ix.id("S"))!.properties
        #expect(props.map { ix.isClosureProperty($0, of: ix.id("S")) } == [true, true, false, true, false])
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
        #expect(ix.isView(ix.id("Screen")) && !ix.hasAmbiguousConformance(ix.id("Screen")))
        // A generic parameter is never a project typealias.
        let box = ix.primary(ix.id("Box"))!
        #expect(!ix.isClosureProperty(box.properties[0], of: ix.id("Box")))
        // Duplicates: the same file wins, then the nearest directory; a tie is unknown.
        #expect(ix.resolveType("Item", from: Place(file: FileID(2), type: 1)) == ix.id("Item", 0))
        #expect(ix.resolveType("Item", from: Place(file: FileID(4), type: 0)) == nil)
        #expect(ix.isEquatable(ix.id("Item", 0)) && !ix.isEquatable(ix.id("Item", 1)))
        // `#if` alternatives in one file: the extension attaches to both; they agree.
        #expect(ix.isEquatable(ix.id("Alt", 0)) && ix.isEquatable(ix.id("Alt", 1)))
        #expect(ix.resolveType("Alt", from: Place(file: FileID(5), type: nil)) == ix.id("Alt", 0))
        #expect(ix.displayName(ix.id("Alt", 1)) == "Alt")
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
        #expect(ix.resolve("Element", from: Place(file: FileID(0), type: 0)) == .genericParameter)
        #expect(ix.resolve("Element", from: Place(file: FileID(0), type: 1)) == .genericParameter)
        #expect(ix.resolve("Element", from: Place(file: FileID(1), type: 0)) == .alias("Element"))
        #expect(ix.isClosureProperty(ix.primary(ix.id("Row"))!.properties[0], of: ix.id("Row")))
    }

    @Test func duplicateTypealiasesArePickedLikeTypes() {
        let ix = ProjectIndex(files: [
            ("App/Models/Action.swift", "private typealias Action = () -> Void\nstruct AppRow { let a: Action }"),
            ("AppTV/Models/Action.swift", "private typealias Action = String\nstruct TVRow { let a: Action }"),
            ("App/Views/Other.swift", "struct Other { let a: Action }"),
            ("Shared/Both.swift", "struct Both { let a: Action }"),
        ].map { FileSummary(path: $0.0, file: Parser.parse(SourceText($0.1))) })
        #expect(ix.isClosureProperty(ix.primary(ix.id("AppRow"))!.properties[0], of: ix.id("AppRow")))
        #expect(!ix.isClosureProperty(ix.primary(ix.id("TVRow"))!.properties[0], of: ix.id("TVRow")))
        // The nearest directory wins; a tie is unknown (no closure: silent).
        #expect(ix.isClosureProperty(ix.primary(ix.id("Other"))!.properties[0], of: ix.id("Other")))
        #expect(ix.functionShape(.named("Action"), from: Place(file: FileID(3), type: 0)) == nil)
    }

    /// docs/architecture.md, "Name resolution": one reading of a written type, typealiases
    /// followed in one place; every classifier asks it.
    @Test func writtenTypesResolveThroughTypealiases() {
        let ix = index([
            """
            final class CartStore {}
            typealias Store = CartStore
            typealias MaybeStore = Store?
            typealias Count = Int
            typealias Action = @MainActor () -> Void
            typealias Loop = Loop2
            typealias Loop2 = Loop
            typealias Model = Equatable & Identifiable
            struct Box<Value> { let v: Value }
            """,
            "#if os(iOS)\ntypealias Probe = (String) -> Void\n#else\ntypealias Probe = String\n#endif",
        ])
        let top = Place(file: FileID(0), type: nil)
        func resolve(_ text: String, from place: Place = top) -> ResolvedType { ix.resolveWrittenType(text, from: place) }
        let store = ResolvedType(.project(ix.id("CartStore")))
        #expect(resolve("Store") == store && resolve("CartStore") == store)
        #expect(resolve("MaybeStore") == ResolvedType(.project(ix.id("CartStore")), isOptional: true))
        #expect(resolve("Optional<Store>") == resolve("MaybeStore") && resolve("Store!") == resolve("MaybeStore"))
        #expect(resolve("Count") == ResolvedType(.outside("Int", arguments: [])))
        #expect(resolve("Swift.Int") == resolve("Count") && resolve("SwiftUI.Binding<Count>") == resolve("Binding<Int>"))
        #expect(resolve("[Store]") == ResolvedType(.array(store)) && resolve("Set<Count>") == ResolvedType(.set(resolve("Int"))))
        #expect(resolve("[String: Store]") == ResolvedType(.dictionary(key: resolve("String"), value: store)))
        #expect(resolve("(Count, label: Store)") == ResolvedType(.tuple([resolve("Int"), store])))
        #expect(resolve("Action") == ResolvedType(.function(parameters: "", result: "Void"), isDecorated: true))
        #expect(resolve("Loop") == ResolvedType(.unknown))
        #expect(resolve("Model") == ResolvedType(.composition([resolve("Equatable"), resolve("Identifiable")])))
        let box = ix.declarationRef(of: ix.id("Box"))!
        #expect(resolve("Value", from: Place(file: box.file, type: box.type)) == ResolvedType(.genericParameter))
        // `#if` alternatives that differ: a question is answered only when they agree.
        let probe = resolve("Probe", from: Place(file: FileID(1), type: nil))
        guard case .alternatives(let both) = probe.kind else { Issue.record("\(probe)"); return }
        #expect(both.count == 2 && ix.isClosure(probe) == nil && probe.answer { _ in true } == true)
        // An optional layer around alternatives is each alternative's.
        let maybe = resolve("Probe?", from: Place(file: FileID(1), type: nil))
        #expect(maybe.answer { $0.isOptional } == true && probe.answer { $0.isOptional } == false)
        // The classifiers, through the typealiases.
        #expect(ix.isClosure(resolve("Action")) == true && ix.isClosure(resolve("Store")) == false)
        #expect(ix.isClassOrActor(resolve("MaybeStore")) && ix.isReference(resolve("Binding<Count>")) && !ix.isReference(resolve("Count")))
        #expect(ix.resolveType("Store", from: top) == ix.id("CartStore"))
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
        #expect(ix.equalityKind(of: ix.id("M")) == .macro)
        #expect(ix.equalityKind(of: ix.id("H")) == .handWritten)
        #expect(ix.equalityKind(of: ix.id("S")) == .synthesized)
        #expect(ix.comparedInputs(of: ix.id("M")).map(\.name) == ["a"])
        #expect(ix.handWrittenEquality(of: ix.id("H"))?.function.memberUses?.names == ["a"])
        #expect(ix.handWrittenEquality(of: ix.id("H"))?.function.memberUses?.memberwiseTerms == ["a"])
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

    @Test func observersAndObservationStorageAcrossFiles() {
        let ix = index([
            "struct Filter: Equatable { var text: String; var sort: Int }\nstruct Row: Equatable { var title: String }",
            """
            struct Screen: View {
                let filter: Filter?
                @State var rows: [Row] = []
                let store: Store
                var body: some View {
                    List { }
                        .onChange(of: filter) { _, new in print(new?.sort ?? 0) }
                        .task(id: self.rows) { }
                        .onChange(of: store.filter) { }
                }
            }
            struct Store { var filter: Filter }
            """,
            """
            @Observable final class Model {
                var pinned = Row(title: "")
                var history: IdentifiedArrayOf<Row> = []
                var filters: [Filter]?
                var count = 0
            }
            """,
        ])
        let filter = ix.id("Filter"), row = ix.id("Row")
        // Every value declared as the type (optional or not, or an array of it), by any path.
        #expect(ix.observers(of: filter).map(\.site.value.names) == [["filter"], ["store", "filter"]])
        #expect(ix.observers(of: filter).first?.site.kind == .onChange && ix.observers(of: filter).first?.location.file == FileID(1))
        #expect(ix.observers(of: row).map(\.site.kind) == [.task])
        #expect(ix.observers(of: ix.id("Store")).isEmpty)
        // The first stored property Observation tracks that holds the type.
        #expect(ix.observationStorage(of: row)?.site.name == "pinned")
        #expect(ix.observationStorage(of: filter)?.site.name == "filters")
        #expect(ix.observationStorage(of: ix.id("Screen")) == nil)
    }
}
