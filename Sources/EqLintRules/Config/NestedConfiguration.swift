extension Configuration {
    /// `nested`, a `.eqlint.yml` in a folder below this configuration's, applied on top of it
    /// (README, "Configuration"): its lists add to these, its `rules:` entries override these key
    /// by key (severity, then each option), and its `excluded` patterns stay relative to its own
    /// folder.
    public func applying(_ nested: Configuration) -> Configuration {
        var out = self
        if !nested.excluded.isEmpty { out.nestedExclusions.append((nested.directory, nested.excluded)) }
        out.disabledRules.formUnion(nested.disabledRules)
        out.optInRules.formUnion(nested.optInRules)
        for (id, settings) in nested.rules {
            var merged = out.rules[id] ?? RuleSettings()
            if let severity = settings.severity { merged.severity = severity }
            merged.options.merge(settings.options) { _, new in new }
            out.rules[id] = merged
        }
        out.skippedPropertyWrappers += nested.skippedPropertyWrappers.filter { !out.skippedPropertyWrappers.contains($0) }
        out.referencePropertyWrappers += nested.referencePropertyWrappers.filter { !out.referencePropertyWrappers.contains($0) }
        out.equatableTypes += nested.equatableTypes.filter { !out.equatableTypes.contains($0) }
        out.referenceTypes += nested.referenceTypes.filter { !out.referenceTypes.contains($0) }
        out.viewProtocols += nested.viewProtocols.filter { !out.viewProtocols.contains($0) }
        return out
    }

    /// True when `path` (absolute) is excluded by this file's patterns or a nested file's.
    public func excludes(_ path: String) -> Bool {
        if !excluded.isEmpty, let relative = Paths.relative(path, to: directory),
           excluded.contains(where: { Paths.matches($0, relative) }) {
            return true
        }
        for (folder, patterns) in nestedExclusions {
            guard let relative = Paths.relative(path, to: folder) else { continue }
            if patterns.contains(where: { Paths.matches($0, relative) }) { return true }
        }
        return false
    }

    /// True when some file may be excluded.
    public var excludesAnything: Bool { !excluded.isEmpty || !nestedExclusions.isEmpty }
}

/// The configurations of one project: the root's, and one for each folder below the project
/// root that holds a `.eqlint.yml` (applied on top of its parent folder's). Files are
/// matched to the nearest one by their folder; each folder is looked at once.
final class ConfigurationTree {
    /// Slot 0 is the root configuration; the others are nested ones, already merged.
    private(set) var configurations: [Configuration]
    let projectRoot: String
    let cwd: String
    private var slotOfFolder: [String: Int] = [:]

    init(root: Configuration, projectRoot: String, cwd: String) {
        configurations = [root]
        self.projectRoot = projectRoot
        self.cwd = cwd
        slotOfFolder[projectRoot] = 0
    }

    /// The slot of each file (paths as displayed, in any order). A nested configuration that
    /// is invalid, or sets a key only the root may set, stops the run with its file, line
    /// and column; files are taken in order, so the error named is the same on every run.
    func slots(for files: [String]) throws(ConfigError) -> [Int] {
        var out: [Int] = []
        out.reserveCapacity(files.count)
        var lastFolder: Substring = "", lastSlot = 0, hasLast = false
        for path in files {
            // Files of one folder come together: the folder is compared, not looked up.
            // On the UTF-8 bytes: a `Character` search pays for grapheme breaking on every path.
            let folder = path[..<(Paths.lastSlash(path) ?? path.startIndex)]
            if !hasLast || !Self.sameBytes(folder, lastFolder) {
                lastSlot = try slot(ofFolder: Paths.absolute(folder.isEmpty ? "." : String(folder), base: cwd))
                lastFolder = folder
                hasLast = true
            }
            out.append(lastSlot)
        }
        return out
    }

    /// True when two folders are the same bytes (byte for byte, not Unicode equivalence): on
    /// the contiguous UTF-8 when both have it; a generic `elementsEqual` of the two UTF-8 views
    /// steps an iterator per byte, once for every file.
    static func sameBytes(_ a: Substring, _ b: Substring) -> Bool {
        guard a.utf8.count == b.utf8.count else { return false }
        let fast = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y in
                for k in 0..<x.count where x[k] != y[k] { return false }
                return true
            }
        }
        return (fast ?? nil) ?? a.utf8.elementsEqual(b.utf8)
    }

    /// The slot of an absolute folder: the nearest configuration at or above it, up to the
    /// project root; folders outside the project get the root's.
    func slot(ofFolder folder: String) throws(ConfigError) -> Int {
        // The folders between `folder` and the nearest one already known, innermost first.
        var pending: [String] = []
        var current = folder
        var known = 0
        while true {
            if let slot = slotOfFolder[current] { known = slot; break }
            guard Paths.isWithin(current, projectRoot), current != "/" else { known = 0; break }
            pending.append(current)
            current = ProjectRoot.parent(of: current)
        }
        for dir in pending.reversed() {
            let candidate = ProjectRoot.join(dir, ".eqlint.yml")
            if FileDiscovery.isRegularFile(candidate) {
                let nested = try Configuration.load(path: Paths.display(candidate, cwd: cwd), directory: dir, nested: true)
                configurations.append(configurations[known].applying(nested))
                known = configurations.count - 1
            }
            slotOfFolder[dir] = known
        }
        return known
    }

    /// What the index needs from every configuration of the project: the index is the whole
    /// project's, so the type and wrapper lists of nested files join the root's.
    var indexSettings: IndexSettings {
        var merged = configurations[0]
        for nested in configurations.dropFirst() {
            merged.skippedPropertyWrappers += nested.skippedPropertyWrappers
            merged.referencePropertyWrappers += nested.referencePropertyWrappers
            merged.equatableTypes += nested.equatableTypes
            merged.referenceTypes += nested.referenceTypes
            merged.viewProtocols += nested.viewProtocols
        }
        return merged.indexSettings
    }
}
