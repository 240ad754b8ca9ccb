import Testing
@testable import EqLintRules

/// `WrittenType`, the one reader of type text: every spelling of an optional is one layer, and
/// the answers do not depend on how the optional is written.
@Suite struct TypeTextTests {
    func core(_ text: String) -> String { String(WrittenType(text).core) }

    @Test func everySpellingOfAnOptionalIsOneLayer() {
        for text in ["Int?", "Int!", "Optional<Int>", "Swift.Optional<Int>", " Int? ", "(Int)?", "Optional<(Int)>"] {
            let type = WrittenType(text)
            #expect(type.core == "Int", "\(text)")
            #expect(type.optionalLayers == 1, "\(text)")
            #expect(!type.isFunction && !type.isDecorated, "\(text)")
            #expect(type.name == "Int", "\(text)")
        }
        #expect(WrittenType("Int").optionalLayers == 0)
        #expect(WrittenType("Int??").optionalLayers == 2)
        #expect(WrittenType("Optional<Int?>").optionalLayers == 2)
        #expect(WrittenType("Optional<Optional<Int>>!").optionalLayers == 3)
        #expect(core("Swift.Optional<Optional<Foo.Bar>>") == "Foo.Bar")
    }

    /// The byte reader `WrittenType` uses gives the answers of the same steps taken on
    /// `Substring` (`ReferenceReading` below), on every spelling here with trailing optional
    /// layers and spaces.
    @Test func bytesAgreeWithTheSubstringReading() {
        let bases = ["Int", "Swift.Int", "`Type`", "[Int]", "[String: Int]", "[[Int]]", "Binding<Bool>", "Optional<Int>",
                     "Swift.Optional<Int>", "Optionals<Int>", "Optional", "Foo<Bar>.Baz", "Foo & Bar", "Result<A, B>",
                     "Foo<(Int)->Void>", "(Int)", "()->Void", "(()->Void)", "@Sendable()->Void", "some View", "any P",
                     "X.Type", "Int...", "[Int]->Void", "Zed<Optional<Int>>", "A<B>?", "lower", "lower<T>", "_Private",
                     "(Int)->Int?", "((Int)->Void)?", "@MainActor@Sendable(Item)->Row", "@convention(c)(Int)->Void",
                     "@differentiable(reverse)(Float)->Float", "@escaping()->Void", "inout Int", "sending()->Void",
                     "isolated(x) Actor", "nonisolated(unsafe) Int", "each T", "repeat each T", "__owned Foo",
                     "Optional<()->Void>", "Swift.Optional<Optional<Foo.Bar>>", "Optional< >", "Optional<>", "( )",
                     "(a: Int)", "(Int, Int)", "(Int)?", "((Int))", "(@Sendable()->Void)?", "Optional<(Int)->Void>!",
                     "@", "(", "[", "?", "some", "any(P)", "Dictionary<String, [Int]>", "Foo<A->B>", "é", "Éclair?"]
        var checked = 0
        for base in bases {
            for suffix in ["", "?", "!", "??", " ?", "?!", " ? ! "] {
                for text in [base + suffix, " " + base + suffix] {
                    let bytes = WrittenType(Substring(text)), reference = ReferenceReading(Substring(text))
                    #expect(bytes.text == reference.text, "\(text)")
                    #expect(bytes.core == reference.core, "\(text)")
                    #expect(bytes.optionalLayers == reference.layers, "\(text)")
                    #expect(bytes.isDecorated == reference.decorated, "\(text)")
                    #expect(bytes.hasGenericOptional == reference.generic, "\(text)")
                    #expect((bytes.name != nil) == TypeText.isDottedName(reference.core), "\(text)")
                    checked += 1
                }
            }
        }
        #expect(checked == bases.count * 14)
        // Past the reading's bound on its steps, its answer stands.
        for many in ["Int" + String(repeating: "?", count: 300), String(repeating: "some ", count: 300) + "View"] {
            #expect(WrittenType(many).core == ReferenceReading(Substring(many)).core)
            #expect(WrittenType(many).optionalLayers == ReferenceReading(Substring(many)).layers)
        }
    }

    /// The parser's `annotation` and the index's `conformanceNames` read the bytes themselves:
    /// they answer what `WrittenType` answers, on the spellings above and compositions of them.
    @Test func shortcutsAgreeWithWrittenType() {
        let texts = ["Int", "Int?", "`Type`", "`Type`?", "[Int]", "Binding<Bool>", "Optional<()->Void>", "(()->Void)?",
                     "@Sendable()->Void", "(Int)->Int?", "some View", "Foo<Bar>.Baz", "Optional<(Int)->Void>!", "(a: Int)",
                     "Swift.Optional<Optional<Foo.Bar>>", "@", "(", "?", "é", "Éclair?", " Int ", "((Int))", "",
                     "Equatable & Sendable", "@MainActor View", "@unchecked Sendable", "~Copyable", "any P & Q",
                     "P<A> & Q<B>", "A & & B", "&", " & Hashable ", "Foo<A & B>", "@retroactive Identifiable"]
        for text in texts {
            let written = WrittenType(text)
            let annotation = WrittenType.annotation(text)
            if !TypeText.isPlainName(text) {
                #expect(annotation.isClosure == written.isFunctionWithoutGenericOptionals, "\(text)")
                #expect(annotation.shape == written.closureShape, "\(text)")
            }
            let reference: [String] = text.split(separator: "&").compactMap { part in
                let core = WrittenType(part).core
                guard !core.hasPrefix("~") else { return nil }
                let name = TypeText.baseName(core)
                return name.isEmpty ? nil : String(name)
            }
            // Text with none of these bytes is one name as it stands, without a reading.
            if text.utf8.contains(where: { "&@~< ".utf8.contains($0) }) {
                #expect(ProjectIndex.conformanceNames(text) == reference, "\(text)")
            }
        }
    }

    @Test func closureTypesInEverySpelling() {
        for text in ["()->Void", "(()->Void)?", "(()->Void)!", "Optional<()->Void>", "Swift.Optional<()->Void>",
                     "((()->Void))?", "@Sendable()->Void", "(@MainActor@Sendable()->Void)?",
                     "Optional<(@Sendable()->Void)?>", "Optional<Optional<()->Void>>", "@escaping()->Void",
                     "@convention(c)()->Void", "sending()->Void"] {
            let type = WrittenType(text)
            #expect(type.isFunction, "\(text)")
            #expect(type.closureShape == .function, "\(text)")
            #expect(type.signature?.parameters == "", "\(text)")
            #expect(type.signature?.result == "Void", "\(text)")
        }
        #expect(WrittenType("(()->Void)?").isOptional)
        #expect(WrittenType("Optional<()->Void>").isOptional)
        #expect(WrittenType("@Sendable()->Void").isDecorated)
    }

    @Test func aFunctionKeepsItsResult() {
        // The `?` of `() -> Int?` is the result's: no optional closure.
        let type = WrittenType("()->Int?")
        #expect(type.isFunction && !type.isOptional)
        #expect(type.core == "()->Int?")
        #expect(type.signature?.result == "Int")
        let signature = WrittenType("(Item,Proxy)async throws->Optional<Content>").signature
        #expect(signature?.parameters == "Item,Proxy")
        #expect(signature?.result == "Content")
        #expect(WrittenType("(Int)throws(E)->Void").isFunction)
        #expect(WrittenType("nonisolated(nonsending)()async->Void").isFunction)
    }

    @Test func whatIsNoFunction() {
        for text in ["Int", "Optional<Array<()->Void>>", "[()->Void]", "(label:()->Void)", "(()->Void).Type",
                     "Handler<()->Void>", "(Int,()->Void)", "()"] {
            #expect(!WrittenType(text).isFunction, "\(text)")
        }
        // The facts' `closure`: not through `Optional<…>`.
        #expect(WrittenType("Optional<()->Void>").isFunctionWithoutGenericOptionals == false)
        #expect(WrittenType("(Optional<()->Void>)?").isFunctionWithoutGenericOptionals == false)
        #expect(WrittenType("(()->Void)?").isFunctionWithoutGenericOptionals)
        #expect(WrittenType("@Sendable()->Void").isFunctionWithoutGenericOptionals)
        #expect(WrittenType("Optional<Int>").hasGenericOptional && !WrittenType("Int?").hasGenericOptional)
    }

    @Test func arraysAndDictionariesInEitherSpelling() {
        for text in ["[Int]", "Array<Int>", "Swift.Array<Int>", "[Int]?", "Optional<Array<Int>>"] {
            #expect(WrittenType(text).collection == .array("Int"), "\(text)")
        }
        for text in ["[String:Int]", "Dictionary<String,Int>", "Swift.Dictionary<String, Int>", "[String:Int]!"] {
            #expect(WrittenType(text).collection == .dictionary(key: "String", value: "Int"), "\(text)")
        }
        #expect(WrittenType("[String:[Int:()->Void]]").collection == .dictionary(key: "String", value: "[Int:()->Void]"))
        #expect(WrittenType("Set<Int>").collection == nil)
        #expect(WrittenType("Array<Int>.Index").collection == nil)
    }

    @Test func namesAndGenericArguments() {
        let type = WrittenType("Handler<Action,[String:Int]>?")
        #expect(type.baseName == "Handler")
        #expect(type.genericArguments == ["Action", "[String:Int]"])
        #expect(type.name == nil)
        #expect(type.closureShape == .other)
        #expect(WrittenType("Swift.Optional<Foo.Bar>").closureShape == .named("Foo.Bar"))
        #expect(WrittenType("`Type`?").closureShape == .named("Type"))
        #expect(WrittenType("Binding<Int>").genericArguments == ["Int"])
        #expect(WrittenType("Binding<Int>").isOptional == false)
        // The angles must close at the end.
        #expect(WrittenType("Array<Int>.Index").genericArguments == nil)
        #expect(WrittenType("Optional<Int>.Wrapped").isOptional == false)
        #expect(WrittenType("Foo<()->Void>").genericArguments == ["()->Void"])
    }

    @Test func specifiersTuplesAndOddText() {
        let some = WrittenType("some View")
        #expect(some.core == "View" && some.isDecorated)
        #expect(core("any Model") == "Model")
        #expect(core("inout [Int]") == "[Int]")
        #expect(WrittenType("(a:Int,String)").tupleElements == ["Int", "String"])
        #expect(core("(x:Int)") == "(x:Int)")
        for text in ["", "?", "!", "Optional<>", "()", "((", ">", "@", "Optional<", "<<>>"] {
            _ = WrittenType(text).closureShape
            _ = WrittenType(text).collection
            _ = WrittenType(text).signature
        }
        #expect(WrittenType("Optional<>").optionalLayers == 0)
    }
}

/// The reading `WrittenType` makes of a type's text, step by step on `Substring`: the reference
/// the byte reader (`TypeBytes`) is checked against.
struct ReferenceReading {
    var text: Substring
    var core: Substring
    var layers = 0
    var decorated = false
    var generic = false

    init(_ given: Substring) {
        var t = TypeText.trim(given)
        text = t
        var steps = 0
        while steps < 256, let first = t.utf8.first {
            steps += 1
            if first == UInt8(ascii: "@") {
                t = TypeText.trim(Self.droppingAttribute(t))
                decorated = true
                continue
            }
            if let rest = Self.droppingSpecifier(t) {
                t = TypeText.trim(rest)
                decorated = true
                continue
            }
            if first == UInt8(ascii: "(") && TypeText.arrow(t) != nil { break }
            if let last = t.utf8.last, last == UInt8(ascii: "?") || last == UInt8(ascii: "!") {
                t = TypeText.trim(t[..<t.utf8.index(before: t.utf8.endIndex)])
                layers += 1
                continue
            }
            if let inner = Self.optionalArgument(t) {
                t = TypeText.trim(inner)
                layers += 1
                generic = true
                continue
            }
            if let inner = Self.parenthesized(t) {
                t = TypeText.trim(inner)
                continue
            }
            break
        }
        core = t
    }

    /// The inside of `( T )` when the parentheses hold one unlabelled type, not a tuple (`()`,
    /// `(A, B)`, `(label: A)`).
    static func parenthesized(_ t: Substring) -> Substring? {
        let u = t.utf8
        guard TypeText.first(t) == 0x28, TypeText.last(t) == 0x29, TypeText.matching(t) == u.index(before: u.endIndex) else { return nil }
        let inner = t[u.index(after: u.startIndex)..<u.index(before: u.endIndex)]
        guard !TypeText.trim(inner).isEmpty, TypeText.topLevel(inner, 0x2C).isEmpty, TypeText.topLevel(inner, 0x3A).isEmpty else { return nil }
        return inner
    }

    /// For `Optional<T>` or `Swift.Optional<T>` spanning all of `t`, T.
    static func optionalArgument(_ t: Substring) -> Substring? {
        let u = t.utf8
        guard u.last == UInt8(ascii: ">") else { return nil }
        let rest: Substring
        if u.starts(with: "Optional<".utf8) { rest = t[u.index(u.startIndex, offsetBy: 8)...] }
        else if u.starts(with: "Swift.Optional<".utf8) { rest = t[u.index(u.startIndex, offsetBy: 14)...] }
        else { return nil }
        guard TypeText.closingAngle(t, from: rest.startIndex) == u.index(before: u.endIndex) else { return nil }
        let inner = t[u.index(after: rest.startIndex)..<u.index(before: u.endIndex)]
        return TypeText.trim(inner).isEmpty ? nil : inner
    }

    /// `t` after its leading attribute: `@Sendable`, `@MainActor` (normalized text has no space
    /// before a `(`: `@MainActor(Entry)->Row`), or `@convention(c)` with its arguments.
    static func droppingAttribute(_ t: Substring) -> Substring {
        let u = t.utf8
        var i = u.index(after: u.startIndex)
        let nameStart = i
        while i < u.endIndex, TypeText.isNameByte(u[i]) || u[i] == UInt8(ascii: ".") { i = u.index(after: i) }
        let name = t[nameStart..<i]
        // Only these type attributes take arguments; after any other, `(` opens the function type.
        if (name == "convention" || name == "differentiable"), i < u.endIndex, u[i] == 0x28,
           let close = TypeText.matching(t[i...]) {
            i = u.index(after: close)
        }
        return t[i...]
    }

    /// `t` after a leading ownership or opaque-type specifier (`some View` → `View`), with its
    /// argument for `isolated(…)` and `nonisolated(…)`; nil when `t` starts with none.
    static func droppingSpecifier(_ t: Substring) -> Substring? {
        let u = t.utf8
        guard let first = u.first, (first >= 0x61 && first <= 0x7A) || first == 0x5F else { return nil }
        var i = u.startIndex
        while i < u.endIndex, TypeText.isNameByte(u[i]) { i = u.index(after: i) }
        guard i < u.endIndex, u[i] == 0x20 || u[i] == 0x28 || u[i] == 0x40 || u[i] == 0x5B else { return nil }
        switch t[..<i] {
        case "inout", "borrowing", "consuming", "sending", "some", "any", "each", "repeat", "__owned",
             "__shared", "__consuming":
            return t[i...]
        case "isolated", "nonisolated":
            if u[i] == 0x28, let close = TypeText.matching(t[i...]) { return t[u.index(after: close)...] }
            return t[i...]
        default:
            return nil
        }
    }
}
