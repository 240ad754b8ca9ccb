import Foundation
import Testing
@testable import EqLintRules

/// `UseScanner`: what a file does with values and types other files' rules ask about.
@Suite struct UseScannerTests {
    static func uses(_ source: String) -> UseFacts { UseScanner.scan(Parser.parse(SourceText(source))) }

    static func hash(_ name: String) -> Int {
        var name = name
        return name.withUTF8 { NameHash.of($0) }
    }

    static let screen = """
        struct Ticket: Identifiable, Hashable {
            let id: UUID
            var title: String
            var isDone = false
        }
        struct Queue: View {
            @State private var tickets: [Ticket] = []
            @State private var selection: Tab = .open
            @State private var path = NavigationPath()
            let seen: Set<Ticket.ID>
            var byTab: [Tab: Int] = [:]
            var body: some View {
                NavigationStack(path: $path) {
                    ForEach(tickets, id: \\.self) { ticket in
                        Row(title: ticket.title)
                            .tag(ticket)
                    }
                    Picker("Tab", selection: $selection) {
                        Text("Open").tag(.open)
                        Text("Done").tag(Tab.done)
                    }
                    .onChange(of: selection) { old, new in reload(new.rawValue) }
                    .navigationDestination(for: Ticket.self) { TicketView(ticket: $0) }
                }
            }
            func finish(_ t: inout Ticket) {
                t.isDone = true
                tickets.append(t)
                path.append(t)
                let key = t.hashValue
            }
        }
        """

    @Test func hashSitesOfEveryKind() {
        let u = Self.uses(Self.screen)
        var kinds: [String] = []
        for site in u.hashSites {
            switch site.kind {
            case .type(let t): kinds.append("type \(t)")
            case .value(let p): kinds.append("value \(p.names.joined(separator: ".")) \(p.declaredType ?? "?") \(p.elementOf?.joined(separator: ".") ?? "-")")
            case .elements(let p): kinds.append("elements \(p.names.joined(separator: ".")) \(p.declaredType ?? "?")")
            case .appended(let v, let to): kinds.append("appended \(v.names.joined(separator: ".")) to \(to.names.joined(separator: ".")) \(to.declaredType ?? "?")")
            }
        }
        #expect(kinds == [
            "type Ticket.ID", "type Tab", "elements tickets [Ticket]", "value ticket [Ticket] tickets",
            "value selection Tab -", "value selection Tab -", "type Tab", "type Ticket", "appended t to path NavigationPath",
            "value t Ticket -",
        ])
    }

    @Test func writesAndReads() {
        let u = Self.uses(Self.screen)
        let written = Set(u.writes.map(\.name))
        #expect(written.contains(Self.hash("isDone")))
        #expect(written.contains(Self.hash("tickets")))
        #expect(written.contains(Self.hash("path")))
        #expect(written.contains(Self.hash("selection")))
        #expect(!written.contains(Self.hash("title")))
        #expect(u.reads.contains(Self.hash("title")))
        #expect(u.observers.count == 1)
        #expect(u.observers.first?.value.names == ["selection"])
        #expect(u.observers.first?.actionReads.contains(Self.hash("rawValue")) == true)
    }

    @Test func equalityAndHashBodiesReadNothing() {
        let u = Self.uses("""
            struct Filter: Equatable {
                var query: String
                var modified: Bool
                static func == (a: Filter, b: Filter) -> Bool { a.query == b.query && a.modified == b.modified }
            }
            """)
        #expect(!u.reads.contains(Self.hash("modified")))
    }

    @Test func assignedMembersAreNotRead() {
        let u = Self.uses("""
            func update(_ m: Model) {
                m.draft = Draft()
                m.count += 1
                m.items.append(1)
                m.flag.toggle()
                if m.total == 2 { }
            }
            struct Box {
                var value: Int
                var other: Int
                mutating func reset() { value = 0; other += 1 }
            }
            """)
        #expect(!u.reads.contains(Self.hash("draft")) && !u.reads.contains(Self.hash("value")))
        for read in ["count", "items", "flag", "total", "other"] { #expect(u.reads.contains(Self.hash(read)), "\(read)") }
    }

    @Test func bareReadsInExtensions() {
        let u = Self.uses("""
            struct Workout { var heartRate: Int; var kind: String }
            extension Workout { var summary: String { "\\(heartRate)" } }
            extension Remote {
                var label: String { "\\(pace) \\(format(distance))" }
                func scaled(by factor: Double) -> Double { let local = factor; return local * ratio }
                var mapped: [Int] { items.map { item in item + offset } }
            }
            """)
        // The file's own type, read bare in its extension; another file's type's names, bare.
        for read in ["heartRate", "pace", "distance", "ratio", "items", "offset"] { #expect(u.reads.contains(Self.hash(read)), "\(read)") }
        // Not a call, a parameter, a local, a closure's parameter or a type.
        for unread in ["kind", "format", "factor", "local", "item", "String", "Double"] {
            #expect(!u.reads.contains(Self.hash(unread)), "\(unread)")
        }
    }

    @Test func actionsReadMembersThroughValues() {
        let u = Self.uses("""
            struct Screen: View {
                var region: Region?
                var level = 0
                var body: some View {
                    Color.clear
                        .onChange(of: region) { _, new in
                            level = new?.zoom ?? self.fallback
                            sort(.title, mode)
                            _ = items.map { $0.weight }
                        }
                        .task(id: self.region) { await load(region?.center) }
                }
            }
            """)
        #expect(u.observers.count == 2)
        let change = Set(u.observers[0].actionReads), task = Set(u.observers[1].actionReads)
        #expect(change == Set(["zoom", "map", "weight"].map(Self.hash)))
        #expect(task == [Self.hash("center")])
        #expect(u.observers[1].value.names == ["region"] && u.observers[1].value.declaredType == "Region?")
    }

    @Test func storageObservationTracks() {
        let u = Self.uses("""
            @Observable final class Player {
                var current: Episode?
                var settings = Settings(speed: 1)
                var queue: [Episode] = []
                let id = UUID()
                static var shared: Player?
                var title: String { current?.title ?? "" }
                @ObservationIgnored var cache: Cache?
                lazy var formatter = Formatter()
                var untyped = makeThing()
            }
            @Observation.Observable class Qualified { var step: Step = .one }
            final class Store: ObservableObject { @Published var draft = Draft() }
            struct Feature {
                @ObservableState
                struct State: Equatable {
                    var rows: IdentifiedArrayOf<Row> = []
                    @Presents var alert: AlertState<Action>?
                    @Shared(.appStorage("k")) var count = 0
                    @ObservationStateIgnored var scratch = Scratch()
                }
            }
            @ObservableState enum Path { case a(Row) }
            """)
        let sites = u.storage.map { "\($0.kind == .observable ? "O" : "S") \($0.name): \($0.type)" }
        #expect(sites == ["O current: Episode?", "O settings: Settings", "O queue: [Episode]", "O step: Step", "S rows: IdentifiedArrayOf<Row>"])
        #expect(u.storage.allSatisfy { $0.owner >= 0 })
    }

    /// The targeted pass finds what the full one finds of the observers, the storage and the reads
    /// of the names asked (the observers' values without their declared types), on every fixture
    /// and on the cases above: a lint mixing cached files and files kept parsed answers alike.
    @Test func targetedPassAgreesWithTheFullOne() throws {
        let root = TestSupport.fixtures
        let paths = (FileManager.default.subpaths(atPath: root.path) ?? []).filter { $0.hasSuffix(".swift") }.sorted()
        var sources = try paths.map { [UInt8](try Data(contentsOf: root.appendingPathComponent($0))) }
        sources += [Self.screen, "extension Remote { var a: Int { b + c(d) }; func f(x: Int) { let y = x; _ = y + z } }"].map { Array($0.utf8) }
        #expect(sources.count > 100)
        for bytes in sources {
            let file = Parser.parse(SourceText(bytes: bytes))
            let full = UseScanner.scan(file)
            // Every name some read of the file hashes, less one in three, and a name read nowhere.
            var asked = ["neverReadAnywhere"]
            for (k, token) in file.lexed.tokens.enumerated() where token.kind == .identifier && k % 3 != 0 {
                asked.append(file.source.text(of: token))
            }
            let names = ByteNameSet(asked)
            let targeted = UseScanner.scanObserversAndReads(file.lexed, file.source, types: file.types, of: names)
            let askedHashes = Set(asked.map(Self.hash))
            #expect(targeted.reads == full.reads.filter { askedHashes.contains($0) })
            #expect(targeted.storage == full.storage)
            #expect(targeted.observers.map { [$0.kind == .task ? "task" : "onChange", "\($0.offset)", "\($0.owner)"] + $0.value.names }
                    == full.observers.map { [$0.kind == .task ? "task" : "onChange", "\($0.offset)", "\($0.owner)"] + $0.value.names })
            #expect(targeted.observers.map(\.actionReads) == full.observers.map(\.actionReads))
            #expect(targeted.writes.isEmpty && targeted.hashSites.isEmpty)
            // No name asked: the observers found from the bytes, and the storage.
            let observersOnly = UseScanner.scanObserversAndReads(file.lexed, file.source, types: file.types, of: ByteNameSet([String]()))
            #expect(observersOnly.observers == targeted.observers && observersOnly.storage == targeted.storage && observersOnly.reads.isEmpty)
        }
    }

    @Test func badInputIsLinear() {
        let deep = String(repeating: "ForEach(x, id: \\.self) { a in .tag(", count: 20000)
        let u = Self.uses(deep)
        // At most two sites a repetition: the iteration, and the construction tagged.
        #expect(u.hashSites.count <= 2 * 20000)
    }

    /// Revision 4's other hash sites: a `@FocusState`'s value, `T.c(…)` and constructions given
    /// to `.tag` or `NavigationLink(value:)` or appended, `hashValue` on `self`, `id: \\.hashValue`.
    @Test func focusCasesWithValuesAndSelf() {
        let u = Self.uses("""
            struct Form: View {
                @FocusState private var field: Field?
                @FocusState var plain: Bool
                var id: Int { hashValue }
                var other: Int { self.hashValue }
                var body: some View {
                    NavigationLink("a", value: Route.detail(id: 1))
                    Text("b").tag(Tab.inbox(unread: 0))
                    Text("c").tag(Outer.Item(name: "x"))
                    Button("d") { path.append(Route.detail(id: 2)) }
                    ForEach(items, id: \\.hashValue) { Text($0.name) }
                }
            }
            """)
        let kinds = u.hashSites.map { site -> String in
            switch site.kind {
            case .type(let t): return "type \(t)"
            case .value(let p): return "value \(p.names.joined(separator: "."))"
            case .elements(let p): return "elements \(p.names.joined(separator: "."))"
            case .appended(let v, let to): return "appended \(v.declaredType ?? v.names.joined(separator: ".")) to \(to.names.joined(separator: "."))"
            }
        }
        #expect(kinds == ["type Field?", "type Bool", "value self", "value self", "type Route", "type Tab", "type Outer.Item",
                          "appended Route to path", "elements items"])
    }

    /// `UseScanner.hashSites`, the fast path of the hashed table, finds what the whole scan
    /// finds: on every fixture, the samples here, and code cut short.
    @Test func hashSitesAloneAreTheScansOnes() throws {
        var texts = [Self.screen, Self.screen.replacingOccurrences(of: ".tag(", with: ".other(")]
        texts.append("struct A { var s: Set<Tag> = []; var d: [Key: Int] = [:]; @FocusState var f: Field?\n var body: some View { X().navigationDestination(for: Route.self) { _ in } } }")
        texts.append("func f(path: NavigationPath) { var p = path; p.append(Route.a) }")
        texts.append("struct B { var id: Int { hashValue } }\nlet x = [Cell: [Row]]()\nlet y = Dictionary<Key, Set<Value>>()")
        let root = TestSupport.fixtures
        for case let url as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)! where url.pathExtension == "swift" {
            texts.append(String(decoding: try Data(contentsOf: url), as: UTF8.self)) // some fixtures are not UTF-8
        }
        for text in texts + texts.map({ String($0.prefix($0.count / 2)) }) {
            let file = Parser.parse(SourceText(text))
            #expect(UseScanner.hashSites(file.lexed, file.source, types: file.types) == UseScanner.scan(file).hashSites, "\(text.prefix(200))")
        }
    }

    @Test func cutShortInputStaysLinear() {
        // Closures, extensions and observers that never close, repeated: every look is bounded.
        let open = String(repeating: "extension X { var a: Int { b.onChange(of: c) { _, d in d?.e ", count: 5000)
        let u = Self.uses(open + "\n@Observable class M { var v: T = T(")
        #expect(u.observers.count <= 5000)
    }

    /// `UseScanner.writes`, the targeted pass of `ProjectIndex.writes(ofMember:)`, finds what the
    /// whole scan finds of the names asked: on every fixture, the samples here, and code cut short.
    @Test func writesAloneAreTheScansOnes() throws {
        var texts = [Self.screen]
        texts.append("struct A { var n = 0; var s: [Int] = []\n mutating func f(_ b: inout B) { n += 1; s.append(1); b.title = \"\"; g(&b.count); _ = $model.name; `n` = 2 }\n init() { n = 3 } }")
        let root = TestSupport.fixtures
        for case let url as URL in FileManager.default.enumerator(at: root, includingPropertiesForKeys: nil)! where url.pathExtension == "swift" {
            texts.append(String(decoding: try Data(contentsOf: url), as: UTF8.self))
        }
        var compared = 0
        for text in texts + texts.map({ String($0.prefix($0.count / 2)) }) {
            let file = Parser.parse(SourceText(text))
            let full = UseScanner.scan(file).writes
            let s = TokenStream(file.lexed, file.source)
            var names: [Int: String] = [:]
            for i in 0..<s.count where s.kind(i) == .identifier || s.kind(i) == .backtickIdentifier || s.kind(i) == .dollarIdentifier {
                var name = s.kind(i) == .dollarIdentifier ? String(s.name(i).dropFirst()) : s.name(i)
                names[name.withUTF8 { NameHash.of($0) }] = name
            }
            let asked = Set(full.map(\.name)).compactMap { names[$0] }
            for name in asked.sorted() {
                var n = name
                let hash = n.withUTF8 { NameHash.of($0) }
                let alone = UseScanner.writes(file.lexed, file.source, types: file.types, of: ByteNameSet([name]))
                #expect(alone == full.filter { $0.name == hash }, "\(name) in \(text.prefix(200))")
                compared += 1
            }
            // A name nothing writes: nothing found.
            #expect(UseScanner.writes(file.lexed, file.source, types: file.types, of: ByteNameSet(["zzNotWritten"])).isEmpty)
        }
        #expect(compared > 100)
    }

    /// The byte search that lets a file without `onChange` or `task(` skip the observers' pass.
    @Test func spellsFindsAWordAnywhere() {
        #expect(UseScanner.spells(Array("onChange".utf8), "onChange", pivot: 2))
        #expect(UseScanner.spells(Array("x.task(id: 1)".utf8), "task(", pivot: 3))
        #expect(UseScanner.spells(Array("a.onChange".utf8), "onChange", pivot: 2))
        #expect(!UseScanner.spells(Array("onChang".utf8), "onChange", pivot: 2))
        #expect(!UseScanner.spells(Array("Change onC hange".utf8), "onChange", pivot: 2))
        #expect(!UseScanner.spells(Array("task (".utf8), "task(", pivot: 3))
        #expect(!UseScanner.spells([], "task(", pivot: 3))
    }
}
