/// Where the project constructs its types (`Name(`, `Name {`): each file's constructed names,
/// and which names test code constructs that no other code does.
extension FileSummary {
    /// The `NameHash` of each name the lexer saw before `(`, `{` or `<` (backticks aside),
    /// sorted and distinct.
    static func constructedNames(_ file: ParsedFile) -> [Int] { constructedNames(file.lexed, file.source) }

    static func constructedNames(_ lexed: LexedFile, _ source: SourceText) -> [Int] {
        let constructions = lexed.constructions
        guard !constructions.isEmpty else { return [] }
        var hashes: [Int] = []
        hashes.reserveCapacity(constructions.count)
        lexed.tokens.withUnsafeBufferPointer { tokens in
            source.bytes.withUnsafeBufferPointer { bytes in
                for c in constructions {
                    let t = tokens[Int(c)]
                    let quoted = t.kind == .backtickIdentifier ? 1 : 0
                    let start = Int(t.start) + quoted, end = Int(t.end) - quoted
                    guard start < end, end <= bytes.count else { continue }
                    hashes.append(NameHash.of(UnsafeBufferPointer(rebasing: bytes[start..<end])))
                }
            }
        }
        hashes.sort()
        var kept = 0
        for h in hashes where kept == 0 || hashes[kept - 1] != h {
            hashes[kept] = h
            kept += 1
        }
        hashes.removeSubrange(kept...)
        return hashes
    }

    /// True when the file may construct a type by a name whose `NameHash` is `hash`.
    func mayConstruct(_ hash: Int) -> Bool {
        var lo = 0, hi = constructedNames.count
        while lo < hi {
            let mid = (lo + hi) / 2
            if constructedNames[mid] < hash { lo = mid + 1 } else { hi = mid }
        }
        return lo < constructedNames.count && constructedNames[lo] == hash
    }
}

extension ProjectIndex {
    /// The files that may construct a type by a name whose `NameHash` is `hash`, in order:
    /// every file's names are read once, on the first ask, into a table from name to files (a
    /// rule asking of each view, file by file, read every file at each ask: quadratic in a large
    /// project).
    func files(constructing hash: Int) -> [Int32] {
        constructorsTable.withLock { table in
            if table == nil {
                var made: [Int: [Int32]] = [:]
                for f in files.indices { for h in files[f].constructedNames { made[h, default: []].append(Int32(f)) } }
                table = made
            }
            return table![hash] ?? []
        }
    }

    /// True when test code constructs a simple name (`Name(`, `Name {`) and no other code does.
    func isConstructedInTestsOnly(hash: Int) -> Bool {
        recording?.testConstructions.insert(hash)
        return testConstructionTable { $0.inTests.contains(hash) && !$0.alsoElsewhere.contains(hash) }
    }

    /// True when test code constructs a simple name, whatever other code does.
    func isConstructedInTests(hash: Int) -> Bool {
        recording?.testConstructions.insert(hash)
        return testConstructionTable { $0.inTests.contains(hash) }
    }

    /// Asks the table of test constructions, worked out on first use: the names test files
    /// construct, then, only when there are some, which of them the other files construct too
    /// (one pass over every file either way).
    private func testConstructionTable(_ ask: (TestConstructions) -> Bool) -> Bool {
        testConstructions.withLock { table -> Bool in
            if table == nil {
                var built = TestConstructions()
                var others: [Int] = []
                for i in files.indices {
                    if Paths.isTestCode(files[i].path) { built.inTests.formUnion(files[i].constructedNames) } else { others.append(i) }
                }
                if !built.inTests.isEmpty {
                    for i in others {
                        for name in files[i].constructedNames where built.inTests.contains(name) { built.alsoElsewhere.insert(name) }
                    }
                }
                table = built
            }
            return ask(table!)
        }
    }
}

/// The names test code constructs, and those of them other code constructs too
/// (`ProjectIndex.isConstructedInTestsOnly(hash:)`).
struct TestConstructions: Sendable {
    var inTests: Set<Int> = []
    var alsoElsewhere: Set<Int> = []
}
