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

    /// The short ways (a dotted name; a name, bracketed or generic type with trailing `?` / `!`)
    /// give the long way's answers.
    @Test func shortWaysAgreeWithTheLongWay() {
        let bases = ["Int", "Swift.Int", "`Type`", "[Int]", "[String: Int]", "[[Int]]", "Binding<Bool>", "Optional<Int>",
                     "Swift.Optional<Int>", "Optionals<Int>", "Optional", "Foo<Bar>.Baz", "Foo & Bar", "Result<A, B>",
                     "Foo<(Int)->Void>", "(Int)", "()->Void", "(()->Void)", "@Sendable()->Void", "some View", "any P",
                     "X.Type", "Int...", "[Int]->Void", "Zed<Optional<Int>>", "A<B>?", "lower", "lower<T>", "_Private"]
        var checked = 0
        for base in bases {
            for suffix in ["", "?", "!", "??", " ?", "?!", " ? ! "] {
                for text in [base + suffix, " " + base + suffix] {
                    let quick = WrittenType(Substring(text)), long = WrittenType(Substring(text), quick: false)
                    #expect(quick.core == long.core, "\(text)")
                    #expect(quick.optionalLayers == long.optionalLayers, "\(text)")
                    #expect(quick.isDecorated == long.isDecorated, "\(text)")
                    #expect(quick.hasGenericOptional == long.hasGenericOptional, "\(text)")
                    #expect(quick.name == long.name, "\(text)")
                    checked += 1
                }
            }
        }
        #expect(checked == bases.count * 14)
        // Past the long way's bound on its steps, its answer stands.
        let many = "Int" + String(repeating: "?", count: 300)
        #expect(WrittenType(many).core == WrittenType(Substring(many), quick: false).core)
        #expect(WrittenType(many).optionalLayers == 256)
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
