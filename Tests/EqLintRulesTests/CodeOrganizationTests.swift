import Foundation
import Testing
@testable import EqLintRules

/// The map of docs/architecture.md, enforced. Everything is one module, so the compiler lets
/// any file use any type; this test reads the sources instead (as SwiftFormat's
/// `CodeOrganizationTests` does) and fails when a folder uses a type declared in a folder its
/// layer may not use, unless the use is one of the known exceptions below. It also keeps the
/// sources' citations inside the repository.
@Suite struct CodeOrganizationTests {
    /// The package root, from this file's own path, so any clone works.
    static let root = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// What each folder of `Sources/EqLintRules` may use besides itself (docs/architecture.md,
    /// "Layers"). A subfolder belongs to the longest key it starts with (`Rules/Support` is
    /// `Rules`); `EqLint` is the command-line front, `Sources/EqLint`. The files directly in
    /// `Sources/EqLintRules` (the version) and those of `Basics` may be used by all.
    static let mayUse: [String: Set<String>] = [
        "Basics": [],
        "Read": [],
        "Lex": ["Read"],
        "Discover": ["Read"],
        "Parse": ["Lex", "Read"],
        "Index": ["Parse", "Lex", "Read", "Discover"],
        "Resolve": ["Index", "Parse", "Lex", "Read"],
        "Fix": ["Lex", "Read"],
        "Rules": ["Resolve", "Index", "Parse", "Lex", "Read", "Discover", "Fix"],
        "Suppress": ["Fix", "Lex", "Read"],
        "Config": ["Rules", "Index", "Discover", "Read"],
        "Report": ["Rules", "Fix", "Config", "Discover", "Read"],
        "Engine/Cache": ["Report", "Index", "Parse", "Lex", "Read", "Discover"],
        "Engine": ["Engine/Cache", "Report", "Config", "Suppress", "Rules", "Fix", "Resolve", "Index", "Parse",
                   "Lex", "Read", "Discover"],
        "Server": ["Engine", "Rules", "Fix", "Config", "Discover", "Read"],
        "EqLint": ["Engine", "Engine/Cache", "Server", "Report", "Config", "Suppress", "Rules", "Fix", "Resolve", "Index", "Parse", "Lex", "Read", "Discover"],
    ]

    /// A use the layers forbid that the code makes today: from a folder (or one file, as a
    /// path below `Sources/EqLintRules`) to some types, and why. Each must still be needed:
    /// an exception nothing uses any more fails the test, so the list only shrinks.
    struct Exception {
        let from: [String]
        let types: [String]
        let why: String
    }

    static let exceptions: [Exception] = [
        Exception(from: ["Index"], types: ["NameResolver", "Place", "Resolution", "ResolvedType"],
                  why: "ProjectIndex builds the resolver and answers resolve(_:from:), its queries take a Place, and the classifiers its facts are made of are predicates over a ResolvedType: lookup has not left the index yet"),
    ]

    /// One Swift file of `Sources`: its path from the package root, its folder's key in
    /// `mayUse` (nil when no key covers it), and its path below `Sources/EqLintRules`.
    struct SourceFile {
        let path: String
        let folder: String?
        let local: String
        let source: SourceText
        let lexed: LexedFile
    }

    static func swiftFiles(under folder: String) -> [String] {
        let base = root.appendingPathComponent(folder).path
        let found = FileManager.default.enumerator(atPath: base)?.compactMap { $0 as? String } ?? []
        return found.filter { $0.hasSuffix(".swift") }.sorted().map { folder + "/" + $0 }
    }

    static func read(_ path: String) -> [UInt8] {
        FileManager.default.contents(atPath: root.appendingPathComponent(path).path).map { [UInt8]($0) } ?? []
    }

    static let sourceFiles: [SourceFile] = {
        let library = "Sources/EqLintRules/"
        return (swiftFiles(under: "Sources/EqLintRules") + swiftFiles(under: "Sources/EqLint")).map { path in
            let source = SourceText(bytes: read(path))
            let local: String
            let folder: String?
            if path.hasPrefix(library) {
                local = String(path.dropFirst(library.count))
                let directory = local.split(separator: "/").dropLast().joined(separator: "/")
                folder = directory.isEmpty ? "" : mayUse.keys.filter { directory == $0 || directory.hasPrefix($0 + "/") }
                    .max { $0.count < $1.count }
            } else {
                local = path
                folder = "EqLint"
            }
            return SourceFile(path: path, folder: folder, local: local, source: source, lexed: Lexer.lex(source))
        }
    }()

    /// The type names a file declares: at the top level (`struct`, `enum`, `class`,
    /// `protocol`, `actor`, `typealias` outside any braces), and at any depth (nested types
    /// shadow other folders' names inside their file). An extension declares nothing.
    static func declarations(_ file: SourceFile) -> (topLevel: Set<String>, all: Set<String>) {
        var topLevel: Set<String> = [], all: Set<String> = []
        let tokens = file.lexed.tokens
        var depth = 0
        for (i, t) in tokens.enumerated() {
            switch t.kind {
            case .leftBrace: depth += 1
            case .rightBrace: depth = max(0, depth - 1)
            case .keyword, .identifier:
                guard i + 1 < tokens.count, i == 0 || tokens[i - 1].kind != .period else { continue }
                let introduces = t.kind == .keyword
                    ? ["struct", "enum", "class", "protocol", "typealias"].contains { isWord(t, $0, in: file) }
                    : isWord(t, "actor", in: file)
                let next = tokens[i + 1]
                guard introduces, next.kind == .identifier || next.kind == .backtickIdentifier else { continue }
                let name = name(of: next, in: file)
                all.insert(name)
                if depth == 0 { topLevel.insert(name) }
            default: continue
            }
        }
        return (topLevel, all)
    }

    /// True when the token's bytes are `word` (no text is made).
    static func isWord(_ token: Token, _ word: StaticString, in file: SourceFile) -> Bool {
        guard Int(token.length) == word.utf8CodeUnitCount else { return false }
        let start = Int(token.start)
        return file.source.bytes.withUnsafeBufferPointer { bytes in
            (0..<word.utf8CodeUnitCount).allSatisfy { bytes[start + $0] == word.utf8Start[$0] }
        }
    }

    static func name(of token: Token, in file: SourceFile) -> String {
        let text = file.source.text(of: token)
        return token.kind == .backtickIdentifier ? String(text.dropFirst().dropLast()) : text
    }

    /// The first byte of a name token, backtick aside.
    static func firstByte(of token: Token, in file: SourceFile) -> UInt8 {
        let at = Int(token.start) + (token.kind == .backtickIdentifier ? 1 : 0)
        return at < file.source.bytes.count ? file.source.bytes[at] : 0
    }

    /// Where a reference is excused, if it is.
    static func exception(for file: SourceFile, _ type: String) -> (Int, String)? {
        for (k, e) in exceptions.enumerated() where e.types.contains(type) {
            if let from = e.from.first(where: { $0 == file.local || $0 == file.folder }) { return (k, from) }
        }
        return nil
    }

    @Test func foldersUseOnlyWhatTheirLayerAllows() {
        let files = Self.sourceFiles
        #expect(files.count > 50, "no sources found under \(Self.root.path)/Sources")
        var declaredIn: [String: Set<String>] = [:]
        var declarations: [String: (topLevel: Set<String>, all: Set<String>)] = [:]
        var problems: [String] = []
        for file in files {
            guard let folder = file.folder else {
                problems.append("\(file.path): its folder has no layer; add it to docs/architecture.md, \"Layers\", and to `mayUse`")
                continue
            }
            let declared = Self.declarations(file)
            declarations[file.path] = declared
            for name in declared.topLevel { declaredIn[name, default: []].insert(folder) }
        }
        // Only a token starting like some declared name can be one: no text for the others.
        let firsts = Set(declaredIn.keys.compactMap(\.utf8.first))
        var used: Set<String> = []
        for file in files {
            guard let folder = file.folder, let allowed = Self.mayUse[folder], let own = declarations[file.path] else { continue }
            let tokens = file.lexed.tokens
            for (i, t) in tokens.enumerated() where t.kind == .identifier || t.kind == .backtickIdentifier {
                if i > 0 && tokens[i - 1].kind == .period { continue }  // a member, not a type
                guard firsts.contains(Self.firstByte(of: t, in: file)) else { continue }
                let name = Self.name(of: t, in: file)
                guard let homes = declaredIn[name], !own.all.contains(name), !homes.contains(folder),
                      !homes.contains(""), !homes.contains("Basics"), homes.isDisjoint(with: allowed) else { continue }
                if let (k, from) = Self.exception(for: file, name) {
                    used.insert("\(k) \(from) \(name)")
                    continue
                }
                let line = file.source.lines.byteLocation(of: t.start).line
                let home = homes.sorted().joined(separator: ", ")
                let may = allowed.isEmpty ? "nothing else" : "only " + allowed.sorted().joined(separator: ", ")
                problems.append("\(file.path):\(line): '\(name)' is declared in \(home)/, but \(folder) may use \(may) "
                                + "(docs/architecture.md, \"Layers\"): move the code, or list the use under \"Known exceptions\" with its reason")
            }
        }
        for (k, e) in Self.exceptions.enumerated() {
            for from in e.from {
                for type in e.types where !used.contains("\(k) \(from) \(type)") {
                    problems.append("exception no longer needed: \(from) uses no '\(type)'; remove it from `exceptions` and docs/architecture.md")
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) layering problem(s):\n\(problems.joined(separator: "\n"))")
    }

    /// docs/architecture.md shows the same layers and exceptions as this test enforces.
    @Test func architectureDocumentShowsTheseRules() throws {
        let doc = try String(contentsOf: Self.root.appendingPathComponent("docs/architecture.md"), encoding: .utf8)
        /// The rows of a section's table: the backticked words of each cell.
        func rows(_ heading: String) -> [[[String]]] {
            guard let start = doc.range(of: "\n## \(heading)\n") else { return [] }
            let rest = doc[start.upperBound...]
            let section = rest.range(of: "\n## ").map { rest[..<$0.lowerBound] } ?? rest
            return section.split(separator: "\n").filter { $0.hasPrefix("| `") }.map { line in
                line.split(separator: "|").map { cell in
                    cell.split(separator: "`", omittingEmptySubsequences: false).enumerated()
                        .filter { $0.offset % 2 == 1 }.map { String($0.element) }
                }
            }
        }
        var layers: [String: Set<String>] = [:]
        for row in rows("Layers") where row.count >= 2 && row[0].count == 1 { layers[row[0][0]] = Set(row[1]) }
        let differing = Set(layers.keys).union(Self.mayUse.keys).sorted().filter { layers[$0] != Self.mayUse[$0] }.map {
            "\($0): the table says \(layers[$0].map { $0.sorted().description } ?? "nothing (no row)"), "
                + "`mayUse` says \(Self.mayUse[$0].map { $0.sorted().description } ?? "nothing (no key)")"
        }
        #expect(differing.isEmpty, "the \"Layers\" table of docs/architecture.md differs from `mayUse`:\n\(differing.joined(separator: "\n"))")
        var documented: Set<String> = []
        for row in rows("Known exceptions") where row.count >= 2 {
            for from in row[0] { for type in row[1] { documented.insert("\(from) \(type)") } }
        }
        let enforced = Set(Self.exceptions.flatMap { e in e.from.flatMap { from in e.types.map { "\(from) \($0)" } } })
        #expect(documented == enforced,
                "\"Known exceptions\" of docs/architecture.md: missing \(enforced.subtracting(documented).sorted()), extra \(documented.subtracting(enforced).sorted())")
        let documentedLong = Set(rows("Long functions").filter { $0.count >= 2 && $0[0].count == 1 && $0[1].count == 1 }
            .map { "\($0[0][0]) \($0[1][0])" })
        let enforcedLong = Set(Self.longFunctions.map { "\($0.file) \($0.function)" })
        #expect(documentedLong == enforcedLong,
                "\"Long functions\" of docs/architecture.md: missing \(enforcedLong.subtracting(documentedLong).sorted()), extra \(documentedLong.subtracting(enforcedLong).sorted())")
    }

    /// The longest body a function, initializer, subscript or deinitializer may have, in lines
    /// from its `{` to its `}` (docs/architecture.md, "Long functions").
    static let longestBody = 80

    /// A function allowed a longer body, and why: a file below `Sources` (`EqLintRules/...` or
    /// `EqLint/...`) and the function's name (`init`, `subscript`, `deinit` for those). Each
    /// must still be over the limit: one that no longer is fails the test, so the list only
    /// shrinks.
    struct LongFunction {
        let file: String
        let function: String
        let why: String
    }

    static let longFunctions: [LongFunction] = [
    ]

    /// A body of a `func`, `init`, `subscript` or `deinit` (not `self.init(`, `.init(`): its
    /// name, the line of its keyword, and the lines of its braces. A declaration without a
    /// body (a protocol's requirement) has none: the search for its `{` stops at a `}` or at
    /// the next declaration's keyword.
    struct FunctionBody {
        let name: String
        let line: Int
        let lines: Int
    }

    static func functionBodies(_ file: SourceFile) -> [FunctionBody] {
        let tokens = file.lexed.tokens
        let stops: [StaticString] = ["func", "init", "subscript", "deinit", "var", "let", "case", "struct", "class",
                                     "enum", "protocol", "extension", "typealias", "associatedtype", "import"]
        var bodies: [FunctionBody] = []
        for (i, t) in tokens.enumerated() where t.kind == .keyword {
            let kinds: [StaticString] = ["func", "init", "subscript", "deinit"]
            guard kinds.contains(where: { isWord(t, $0, in: file) }), i == 0 || tokens[i - 1].kind != .period else { continue }
            let isFunc = isWord(t, "func", in: file)
            let name = isFunc && i + 1 < tokens.count ? Self.name(of: tokens[i + 1], in: file) : file.source.text(of: t)
            // The body's `{`: the first at no depth of `(`, `[` after the keyword.
            var depth = 0, j = i + 1, open: Int?
            search: while j < tokens.count {
                let u = tokens[j]
                switch u.kind {
                case .leftParen, .leftBracket: depth += 1
                case .rightParen, .rightBracket: depth -= 1
                case .leftBrace where depth == 0: open = j; break search
                case .rightBrace where depth == 0: break search
                case .keyword where depth == 0 && stops.contains(where: { isWord(u, $0, in: file) }): break search
                default: break
                }
                j += 1
            }
            guard let open else { continue }
            var braces = 0, close = open
            while close < tokens.count {
                if tokens[close].kind == .leftBrace { braces += 1 }
                if tokens[close].kind == .rightBrace { braces -= 1; if braces == 0 { break } }
                close += 1
            }
            guard close < tokens.count else { continue }
            let lines = file.source.lines
            let first = lines.byteLocation(of: tokens[open].start).line
            let last = lines.byteLocation(of: tokens[close].start).line
            bodies.append(FunctionBody(name: name, line: lines.byteLocation(of: t.start).line, lines: last - first + 1))
        }
        return bodies
    }

    /// No function body is longer than `longestBody` lines, unless `longFunctions` lists it
    /// with its reason; a listed one must still be longer.
    @Test func functionsAreShort() {
        var problems: [String] = []
        var stillLong: Set<String> = []
        for file in Self.sourceFiles {
            let key = String(file.path.dropFirst("Sources/".count))
            for body in Self.functionBodies(file) where body.lines > Self.longestBody {
                if Self.longFunctions.contains(where: { $0.file == key && $0.function == body.name }) {
                    stillLong.insert("\(key) \(body.name)")
                    continue
                }
                problems.append("\(file.path):\(body.line): '\(body.name)' has a body of \(body.lines) lines, over \(Self.longestBody): "
                                + "split it by job, or list it under \"Long functions\" of docs/architecture.md and in `longFunctions` with its reason")
            }
        }
        for e in Self.longFunctions where !stillLong.contains("\(e.file) \(e.function)") {
            problems.append("exception no longer needed: \(e.file) '\(e.function)' is not over \(Self.longestBody) lines (or is gone); "
                            + "remove it from `longFunctions` and docs/architecture.md")
        }
        #expect(problems.isEmpty, "\(problems.count) long function(s):\n\(problems.joined(separator: "\n"))")
    }

    /// True when `needle` occurs in `bytes` (in `range` of them, when given): `memchr` to each
    /// candidate first byte, `memcmp` for the rest.
    static func find(_ needle: String, in bytes: [UInt8], _ range: Range<Int>? = nil) -> Bool {
        let pattern = Array(needle.utf8)
        let range = range ?? 0..<bytes.count
        return bytes.withUnsafeBufferPointer { hay in
            pattern.withUnsafeBufferPointer { p in
                guard let base = hay.baseAddress, let start = p.baseAddress, let first = p.first,
                      range.count >= p.count else { return false }
                var at = base + range.lowerBound
                let last = base + range.upperBound - p.count
                while at <= last {
                    guard let hit = memchr(at, Int32(first), last - at + 1) else { return false }
                    let candidate = hit.assumingMemoryBound(to: UInt8.self)
                    if memcmp(candidate, start, p.count) == 0 { return true }
                    at = UnsafePointer(candidate) + 1
                }
                return false
            }
        }
    }

    /// Neither the library nor the command line imports Foundation: linking it (with its ICU
    /// data) costs every process millions of instructions of dynamic linking before `main`,
    /// a cost the one-file lint of an editor's save pays each time (docs/architecture.md).
    @Test func sourcesDoNotImportFoundation() {
        var found: [String] = []
        for path in Self.swiftFiles(under: "Sources") {
            let text = String(decoding: Self.read(path), as: UTF8.self)
            for line in text.split(separator: "\n") where line.hasPrefix("import ") || line.hasPrefix("@_exported import ") {
                let module = line.split(separator: " ").last.map(String.init) ?? ""
                if module == "Foundation" || module.hasPrefix("Foundation") { found.append("\(path): \(line)") }
            }
        }
        #expect(found.isEmpty, "import of Foundation in the sources:\n\(found.joined(separator: "\n"))")
    }

    /// The sources name the repository's own documents, never files a clone does not have
    /// (not even in a string); a `docs/…` file or README section a comment cites exists.
    @Test func sourcesCiteOnlyTheRepositorysDocuments() throws {
        let outside = ["RULES", "INTERFACE", "FACTS", "STYLE"].map { $0 + ".md" }
        var headings: [String: Set<String>] = [:]
        func headingsOf(_ document: String) -> Set<String>? {
            if let known = headings[document] { return known }
            guard let text = try? String(contentsOf: Self.root.appendingPathComponent(document), encoding: .utf8) else { return nil }
            let found = Set(text.split(separator: "\n").filter { $0.hasPrefix("#") }.map {
                String($0.drop { $0 == "#" }.drop { $0 == " " })
            })
            headings[document] = found
            return found
        }
        var problems: [String] = []
        let sourcesByPath = Dictionary(uniqueKeysWithValues: Self.sourceFiles.map { ($0.path, $0) })
        for path in Self.swiftFiles(under: "Sources") + Self.swiftFiles(under: "Tests") {
            let bytes = sourcesByPath[path]?.source.bytes ?? Self.read(path)
            for name in outside where Self.find(name, in: bytes) {
                let text = String(decoding: bytes, as: UTF8.self)
                for (k, line) in text.split(separator: "\n", omittingEmptySubsequences: false).enumerated() where line.contains(name) {
                    problems.append("\(path):\(k + 1): names \(name), which is not in the repository; cite docs/ or README instead")
                }
            }
            guard Self.find("docs/", in: bytes) || Self.find("README", in: bytes) else { continue }
            // The sources are lexed already; a test file is lexed here.
            let lexed = sourcesByPath[path].map { ($0.source, $0.lexed) } ?? {
                let source = SourceText(bytes: bytes)
                return (source, Lexer.lex(source))
            }()
            let source = lexed.0
            for comment in lexed.1.comments {
                let range = Int(comment.start)..<Int(comment.end)
                guard Self.find("docs/", in: bytes, range) || Self.find("README", in: bytes, range) else { continue }
                let first = source.lines.byteLocation(of: comment.start).line
                let lines = source.text(of: comment).split(separator: "\n", omittingEmptySubsequences: false)
                for (k, line) in lines.enumerated() where line.contains("docs/") || line.contains("README") {
                    for match in line.matches(of: /(docs\/[A-Za-z0-9_.-]+\.md|README)(?:, ("[^"]+"|`[a-z_]+`))?/) {
                        let document = match.1 == "README" ? "README.md" : String(match.1)
                        guard let known = headingsOf(document) else {
                            problems.append("\(path):\(first + k): cites \(document), which does not exist")
                            continue
                        }
                        guard let quoted = match.2 else { continue }
                        let section = quoted.hasPrefix("\"") ? String(quoted.dropFirst().dropLast()) : String(quoted)
                        if !known.contains(section) {
                            problems.append("\(path):\(first + k): \(document) has no section \(quoted)")
                        }
                    }
                }
            }
        }
        #expect(problems.isEmpty, "\(problems.count) citation problem(s):\n\(problems.joined(separator: "\n"))")
    }
}
