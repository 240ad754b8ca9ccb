/// Finds the project a path belongs to, from the path itself and never from the current directory
/// (README, "Use"), so that the same command gives the same findings wherever it is run from.
///
/// From the path's folder (a folder path: itself) up to the nearest folder holding `.git`
/// (the repository root), the root is the highest folder holding a `.eqlint.yml`, else the
/// repository root: a repository with several local packages is one project. Outside any
/// repository it is the highest folder holding a `.eqlint.yml`, else the nearest holding
/// `Package.swift`, else the path's own folder.
public struct ProjectRoot {
    /// Each folder's answer, so that a thousand files of one folder cost one walk.
    private var known: [String: String] = [:]

    public init() {}

    /// The project root of `path`: absolute, lexically clean, without a trailing `/`.
    public mutating func root(of path: String, cwd: String) -> String {
        let absolute = Paths.absolute(path, base: cwd)
        let start = FileDiscovery.isDirectory(absolute) ? absolute : Self.parent(of: absolute)
        if let done = known[start] { return done }
        let found = Self.find(from: start)
        known[start] = found
        return found
    }

    /// The walk up from `start`, one folder at a time (paths are lexical: a symbolic link
    /// on the way is a folder like any other, never resolved).
    static func find(from start: String) -> String {
        var highestConfig: String? = nil
        var nearestPackage: String? = nil
        var folder = start
        while true {
            if FileDiscovery.isRegularFile(join(folder, ".eqlint.yml")) { highestConfig = folder }
            if FileDiscovery.exists(join(folder, ".git")) { return highestConfig ?? folder }
            if nearestPackage == nil && FileDiscovery.isRegularFile(join(folder, "Package.swift")) { nearestPackage = folder }
            guard folder != "/" else { break }
            folder = parent(of: folder)
        }
        return highestConfig ?? nearestPackage ?? start
    }

    /// `/a/b` → `/a`; `/a` → `/`.
    static func parent(of path: String) -> String {
        // On the bytes: the separator is the byte `/`, and a `Character` search walks graphemes.
        guard let slash = Paths.lastSlash(path), slash != path.utf8.startIndex else { return "/" }
        return String(path[..<slash])
    }

    static func join(_ folder: String, _ name: String) -> String { folder == "/" ? "/" + name : folder + "/" + name }
}
