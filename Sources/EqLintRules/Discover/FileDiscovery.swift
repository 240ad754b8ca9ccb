/// Turns command-line paths into the sorted list of Swift files to read.
///
/// Directories are walked for `*.swift` files. Folders named `.build`, `.git`, `Pods`,
/// `Carthage`, `DerivedData`, `.swiftpm`, and hidden folders, are skipped unless named on
/// the command line. Symbolic links met during a walk are not followed: a link to a
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
    }

    public static func expand(_ path: String) -> Expansion {
        var info = stat()
        guard stat(path, &info) == 0 else {
            return Expansion(files: [path], unreadable: [], exists: lstat(path, &info) == 0)
        }
        guard (info.st_mode & S_IFMT) == S_IFDIR else {
            return Expansion(files: [path], unreadable: [], exists: true)
        }
        var files: [String] = []
        var unreadable: [(String, String)] = []
        let root = path.hasSuffix("/") && path.count > 1 ? String(path.dropLast()) : path
        var pending = [root]
        while let dir = pending.popLast() {
            guard let handle = opendir(dir) else {
                unreadable.append((dir, FileReader.errorText(errno)))
                continue
            }
            while let entry = readdir(handle) {
                let name = withUnsafeBytes(of: entry.pointee.d_name) { raw -> String in
                    let bytes = raw.bindMemory(to: UInt8.self)
                    let length = bytes.firstIndex(of: 0) ?? bytes.count
                    return String(decoding: bytes[0..<length], as: UTF8.self)
                }
                if name == "." || name == ".." { continue }
                let full = dir == "/" ? "/" + name : dir + "/" + name
                var entryInfo = stat()
                guard lstat(full, &entryInfo) == 0 else { continue }
                switch entryInfo.st_mode & S_IFMT {
                case S_IFDIR:
                    if name.hasPrefix(".") || skippedDirectoryNames.contains(name) { continue }
                    pending.append(full)
                case S_IFREG:
                    if name.hasSuffix(".swift") { files.append(full) }
                default:
                    continue  // links, sockets, devices
                }
            }
            closedir(handle)
        }
        files.sort { $0.utf8.lexicographicallyPrecedes($1.utf8) }
        return Expansion(files: files, unreadable: unreadable, exists: true)
    }

    /// True when something exists at `path` (following links).
    public static func exists(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0
    }

    /// True when `path` names a directory (following links).
    public static func isDirectory(_ path: String) -> Bool {
        var info = stat()
        return stat(path, &info) == 0 && (info.st_mode & S_IFMT) == S_IFDIR
    }
}
