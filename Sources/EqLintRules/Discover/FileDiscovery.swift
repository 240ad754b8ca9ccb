/// Turns command-line paths into the sorted list of Swift files to read.
///
/// Directories are walked for `*.swift` files. Folders named `.build`, `.git`, `Pods`,
/// `Carthage`, `DerivedData`, `.swiftpm`, folders whose name ends in `.docc` (DocC
/// catalogs: their Swift files are tutorial snippets, not the project's code), and hidden
/// folders, are skipped unless named on the command line (or a path inside them is). Symbolic links met during a walk are not followed: a link to a
/// place inside the walked tree would list its files twice, a link out of the tree is
/// not the tree's, and a link loop then cannot loop. A link named on the command line
/// is read like the file or folder it points to.
public enum FileDiscovery {
    public static let skippedDirectoryNames: Set<String> = [
        ".build", ".git", "Pods", "Carthage", "DerivedData", ".swiftpm",
    ]

    /// One command-line path's files: the path itself when it is not a directory, else
    /// every Swift file under it, sorted by UTF-8 bytes.
    public struct Expansion: Sendable {
        public var files: [String]
        /// Directories that could not be listed (path, reason).
        public var unreadable: [(String, String)]
        public var exists: Bool
        /// Folders below the walked one that hold `.git`: other repositories, so other projects
        /// (README, "Use"), whose files are not this walk's. Sorted.
        public var repositories: [String] = []
        /// The path is a folder (walked), not a file.
        public var isDirectory = false
    }

    /// `jobs` threads list the folders of each level of the tree side by side.
    public static func expand(_ path: String, jobs: Int = 1) -> Expansion {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return Expansion(files: [path], unreadable: [], exists: lstat(path, &info) == 0)
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            return Expansion(files: [path], unreadable: [], exists: true)
        }
        var files: [String] = []
        var unreadable: [(String, String)] = []
        var repositories: [String] = []
        let root = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        var level = [root]
        var depth = 0
        while !level.isEmpty {
            let listings = ParallelMap.map(level, jobs: jobs, list)
            for (folder, listing) in zip(level, listings) {
                // A `.git` boundary ends a project: a repository inside the walked folder is its own.
                if depth > 0 && listing.isRepository {
                    repositories.append(folder)
                    continue
                }
                files += listing.files
                if let failure = listing.failure { unreadable.append(failure) }
            }
            level = zip(level, listings).flatMap { depth > 0 && $1.isRepository ? [] : $1.folders }
            depth += 1
        }
        files = sortedPaths(files, jobs: jobs)
        unreadable.sort { Paths.precedes($0.0, $1.0) }
        repositories.sort(by: Paths.precedes)
        return Expansion(files: files, unreadable: unreadable, exists: true, repositories: repositories, isDirectory: true)
    }

    /// `paths` in `Paths.precedes` order: a large list as two halves sorted side by side,
    /// then merged.
    static func sortedPaths(_ paths: [String], jobs: Int) -> [String] {
        guard jobs > 1, paths.count >= 4096 else { return paths.sorted(by: Paths.precedes) }
        let halves = ParallelMap.map([0..<paths.count / 2, paths.count / 2..<paths.count], jobs: 2) {
            paths[$0].sorted(by: Paths.precedes)
        }
        let a = halves[0], b = halves[1]
        var merged: [String] = []
        merged.reserveCapacity(paths.count)
        var i = 0, j = 0
        while i < a.count && j < b.count {
            if Paths.precedes(b[j], a[i]) { merged.append(b[j]); j += 1 } else { merged.append(a[i]); i += 1 }
        }
        merged += a[i...]
        merged += b[j...]
        return merged
    }

    /// One folder's Swift files and the folders to walk under it, or why it cannot be listed.
    struct Listing: Sendable {
        var files: [String] = []
        var folders: [String] = []
        var failure: (String, String)?
        /// The folder holds `.git` (a folder, or the file of a submodule or worktree).
        var isRepository = false
    }

    static func list(_ dir: String) -> Listing {
        var listing = Listing()
        guard let handle = opendir(dir) else {
            listing.failure = (dir, FileReader.errorText(errno))
            return listing
        }
        defer { closedir(handle) }
        // The folder's path and a `/`, the prefix of every entry's path.
        var prefix = Array(dir.utf8)
        if dir != "/" { prefix.append(UInt8(ascii: "/")) }
        while let entry = readdir(handle) {
            // Names are looked at on their bytes: only the entries kept become strings.
            let kept: String? = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String? in
                let bytes = raw.bindMemory(to: UInt8.self)
                let length = bytes.firstIndex(of: 0) ?? bytes.count
                let name = UnsafeBufferPointer(rebasing: bytes[0..<length])
                if name.first == UInt8(ascii: ".") && (length == 1 || (length == 2 && name[1] == UInt8(ascii: "."))) {
                    return nil
                }
                if length == 4 && name[0] == UInt8(ascii: ".") && name[1] == UInt8(ascii: "g") && name[2] == UInt8(ascii: "i")
                    && name[3] == UInt8(ascii: "t") {
                    listing.isRepository = true
                    return nil
                }
                func full() -> String {
                    String(unsafeUninitializedCapacity: prefix.count + length) { out in
                        _ = out.initialize(from: prefix)
                        _ = UnsafeMutableBufferPointer(rebasing: out[prefix.count...]).initialize(from: name)
                        return prefix.count + length
                    }
                }
                // The entry's type from the directory itself saves a stat per file; file
                // systems that do not record it answer unknown, and then lstat says.
                var kind = entryKind(entry.pointee.d_type)
                if kind == .unknown {
                    var entryInfo = stat()
                    guard lstat(full(), &entryInfo) == 0 else { return nil }
                    let mode = entryInfo.st_mode & S_IFMT
                    kind = mode == S_IFDIR ? .directory : mode == S_IFREG ? .file : .other
                }
                switch kind {
                case .directory:
                    if name.first == UInt8(ascii: ".") || isDocCCatalog(name)
                        || skippedDirectoryNames.contains(String(decoding: name, as: UTF8.self)) { return nil }
                    listing.folders.append(full())
                    return nil
                case .file:
                    let suffix = ".swift".utf8
                    guard length >= suffix.count, zip(name[(length - suffix.count)...], suffix).allSatisfy({ $0 == $1 }) else {
                        return nil
                    }
                    return full()
                case .other, .unknown:
                    return nil  // links, sockets, devices
                }
            }
            if let kept { listing.files.append(kept) }
        }
        return listing
    }

    /// A folder name ending in `.docc`.
    static func isDocCCatalog(_ name: UnsafeBufferPointer<UInt8>) -> Bool {
        let suffix = ".docc".utf8
        return name.count > suffix.count && zip(name[(name.count - suffix.count)...], suffix).allSatisfy { $0 == $1 }
    }

    enum EntryKind { case directory, file, other, unknown }

    static func entryKind(_ type: UInt8) -> EntryKind {
        switch Int32(type) {
        case Int32(DT_DIR): return .directory
        case Int32(DT_REG): return .file
        case Int32(DT_UNKNOWN): return .unknown
        default: return .other
        }
    }

    /// True when something exists at `path` (following links).
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// True when `path` names a regular file (following links).
    public static func isRegularFile(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFREG
    }

    /// True when `path` names a directory (following links).
    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
