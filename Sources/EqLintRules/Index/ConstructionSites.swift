/// Where the project constructs its types (`Name(`, `Name {`): each file's constructed names,
/// and per name whether test code, other code or both construct it.
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
    /// Where a simple name is constructed (`Name(`, `Name {`): `.outsideTests`, `.inTests`,
    /// both or neither.
    func constructionPlaces(ofHash hash: Int) -> ConstructionPlaces {
        constructionPlaces.withLock { table -> ConstructionPlaces in
            if table == nil {
                var built: [Int: ConstructionPlaces] = [:]
                for file in files {
                    let place: ConstructionPlaces = Paths.isTestCode(file.path) ? .inTests : .outsideTests
                    for name in file.constructedNames { built[name, default: []].formUnion(place) }
                }
                table = built
            }
            return table![hash] ?? []
        }
    }
}

/// Where files construct a name (`ProjectIndex.constructionPlaces(ofHash:)`).
struct ConstructionPlaces: OptionSet, Sendable {
    let rawValue: UInt8
    /// Some file outside test code constructs it.
    static let outsideTests = ConstructionPlaces(rawValue: 1)
    /// Some test file constructs it.
    static let inTests = ConstructionPlaces(rawValue: 2)
}
