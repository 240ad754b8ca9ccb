/// Path arithmetic without Foundation: absolute forms, relative display, globs.
public enum Paths {
    public static var currentDirectory: String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` made absolute against `base`, with `.` and `..` resolved lexically.
    public static func absolute(_ path: String, base: String = currentDirectory) -> String {
        let joined = path.hasPrefix("/") ? path : base + "/" + path
        var parts: [Substring] = []
        for part in joined.split(separator: "/", omittingEmptySubsequences: true) {
            if part == "." { continue }
            if part == ".." { if !parts.isEmpty { parts.removeLast() }; continue }
            parts.append(part)
        }
        return "/" + parts.joined(separator: "/")
    }

    /// `path` relative to `base` when it lies under it, else nil.
    public static func relative(_ path: String, to base: String) -> String? {
        let a = absolute(path), b = absolute(base)
        if a == b { return "." }
        let prefix = b == "/" ? "/" : b + "/"
        return a.hasPrefix(prefix) ? String(a.dropFirst(prefix.count)) : nil
    }

    /// `path` relative to `base`, with `..` steps when it lies outside it (`../Shared/A.swift`).
    public static func relativeWithParents(_ path: String, to base: String) -> String {
        let a = absolute(path).split(separator: "/"), b = absolute(base).split(separator: "/")
        var common = 0
        while common < a.count && common < b.count && a[common] == b[common] { common += 1 }
        let up = Array(repeating: "..", count: b.count - common)
        let parts = up + a[common...].map(String.init)
        return parts.isEmpty ? "." : parts.joined(separator: "/")
    }

    /// How reports print a path: relative to the current directory when under it, else absolute.
    public static func display(_ path: String, cwd: String = currentDirectory) -> String {
        // Fast paths: a clean absolute path under `cwd` loses its prefix; a relative path
        // without `.` or `..` parts is already in display form.
        if path.hasPrefix("/") && cwd != "/" && path.utf8.count > cwd.utf8.count + 1 && path.hasPrefix(cwd)
            && path.utf8[path.utf8.index(path.utf8.startIndex, offsetBy: cwd.utf8.count)] == UInt8(ascii: "/") {
            let rest = path.utf8.dropFirst(cwd.utf8.count + 1)
            let tail = String(decoding: rest, as: UTF8.self)
            if !tail.contains("/./") && !tail.contains("/../") && !tail.hasPrefix("./") && !tail.hasPrefix("../")
                && !tail.contains("//") && !tail.hasSuffix("/.") && !tail.hasSuffix("/..") {
                return tail
            }
        }
        var p = Substring(path)
        while p.hasPrefix("./") { p = p.dropFirst(2) }
        if !p.isEmpty && !p.hasPrefix("/") && !p.hasPrefix("../") && p != ".." && !p.contains("/./")
            && !p.contains("/../") && !p.hasSuffix("/..") && !p.hasSuffix("/.") && !p.contains("//") {
            return String(p)
        }
        return relative(path, to: cwd) ?? absolute(path, base: cwd)
    }

    /// Glob match on a relative path: `*` and `?` stay within a path component, `**` spans
    /// components. A pattern without wildcards also matches everything under it (a folder).
    public static func matches(_ pattern: String, _ path: String) -> Bool {
        var pattern = pattern
        while pattern.hasPrefix("./") { pattern.removeFirst(2) }
        while pattern.hasSuffix("/") && pattern.count > 1 { pattern.removeLast() }
        if !pattern.contains(where: { $0 == "*" || $0 == "?" }) {
            return path == pattern || path.hasPrefix(pattern + "/")
        }
        let p = Array(pattern.utf8), s = Array(path.utf8)
        // Also match a folder pattern such as `Sources/*/Generated` against files under it.
        for end in [s.count] + s.indices.filter({ s[$0] == UInt8(ascii: "/") }) {
            if glob(p, Array(s[0..<end])) { return true }
        }
        return false
    }

    static func glob(_ p: [UInt8], _ s: [UInt8]) -> Bool {
        // Iterative DP over (pattern index, string index): linear in |p|·|s|, no recursion.
        var reachable = [Bool](repeating: false, count: s.count + 1)
        reachable[0] = true
        var pi = 0
        while pi < p.count {
            var next = [Bool](repeating: false, count: s.count + 1)
            let c = p[pi]
            if c == UInt8(ascii: "*") && pi + 1 < p.count && p[pi + 1] == UInt8(ascii: "*") {
                // `**` (and `**/`): any run of characters, slashes included.
                var skip = 2
                if pi + 2 < p.count && p[pi + 2] == UInt8(ascii: "/") { skip = 3 }
                var seen = false
                for i in 0...s.count {
                    if reachable[i] { seen = true }
                    if seen {
                        // With `**/`, zero components or any prefix ending in `/`.
                        if skip == 3 { next[i] = next[i] || reachable[i] || (i > 0 && s[i - 1] == UInt8(ascii: "/")) }
                        else { next[i] = true }
                    }
                }
                pi += skip
            } else if c == UInt8(ascii: "*") {
                var active = false
                for i in 0...s.count {
                    if reachable[i] { active = true }
                    if active { next[i] = true }
                    if i < s.count && s[i] == UInt8(ascii: "/") { active = false }
                }
                pi += 1
            } else {
                for i in 0..<s.count where reachable[i] {
                    if (c == UInt8(ascii: "?") && s[i] != UInt8(ascii: "/")) || c == s[i] { next[i + 1] = true }
                }
                pi += 1
            }
            reachable = next
        }
        return reachable[s.count]
    }
}
