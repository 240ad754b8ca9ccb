/// Which types' declarations mention which names (an inheritance entry, a stored property's
/// type, an associated value, a typealias's target), inverted: what an edit of a declaration
/// may change the answers about (`LintWorkspace.dependents(of:)`). Made from every file on the
/// first declaration edit, then kept up to date file by file, so that an edit costs the file's
/// declarations, not the project's (it was made anew at each edit: over a second on 34,000
/// files).
final class WorkspaceMentions {
    /// Each file's pairs (the simple name mentioned, the simple name of the declaration
    /// mentioning it), by path.
    private var pairs: [String: [(word: String, owner: String)]] = [:]
    /// For each simple name mentioned: the declarations mentioning it, with how many times.
    private var mentionedBy: [String: [String: Int]] = [:]

    /// The pairs of the file at `f` of `index`, from its declarations with their members.
    static func pairs(ofFile f: Int, in index: ProjectIndex) -> [(word: String, owner: String)] {
        var out: [(word: String, owner: String)] = []
        func note(_ text: String, in owner: String) {
            NameWords.each(in: text) { word in if word != owner { out.append((word, owner)) } }
        }
        let file = index.files[f]
        for t in file.types.indices {
            let decl = index.declaration(DeclarationRef(file: FileID(f), type: t))
            let owner = decl.name.simpleTypeName
            for inherited in decl.inherits { note(inherited, in: owner) }
            for p in decl.properties { if let type = p.type { note(type, in: owner) } }
            for associated in decl.associatedValueTypes { note(associated, in: owner) }
            for alias in decl.typealiases { note(alias.target, in: alias.name.simpleTypeName) }
        }
        for alias in file.typealiases { note(alias.target, in: alias.name.simpleTypeName) }
        return out
    }

    /// Every file of `index`.
    init(_ index: ProjectIndex) {
        for f in index.files.indices { set(index.files[f].path, Self.pairs(ofFile: f, in: index)) }
    }

    /// The file at `path` now has these pairs (none: it is gone).
    func set(_ path: String, _ new: [(word: String, owner: String)]) {
        for (word, owner) in pairs[path] ?? [] {
            mentionedBy[word]?[owner]? -= 1
            if mentionedBy[word]?[owner] == 0 { mentionedBy[word]?[owner] = nil }
        }
        for (word, owner) in new { mentionedBy[word, default: [:]][owner, default: 0] += 1 }
        pairs[path] = new.isEmpty ? nil : new
    }

    /// The simple names of `names` and of every declaration mentioning one of them, transitively.
    func dependents(of names: Set<String>) -> Set<String> {
        var out = names
        var work = Array(names)
        while let name = work.popLast() {
            for dependent in (mentionedBy[name] ?? [:]).keys where out.insert(dependent).inserted { work.append(dependent) }
        }
        return out
    }
}
