/// Path arithmetic without Foundation: absolute forms, relative display, globs.
public enum Paths {
    /// True for a path in a test target or of a test file: a folder named `Tests`, or ending
    /// in `Tests` or `Mocks` (`UnitTests`, `AppTests`), or a file ending in `Tests.swift`.
    static func isTestCode(_ path: String) -> Bool {
        var path = path
        return path.withUTF8 { p in
            // Components are `start..<end`; the last one is the file's name.
            var end = p.count
            while end > 0 && p[end - 1] == UInt8(ascii: "/") { end -= 1 }
            var start = end
            while start > 0 && p[start - 1] != UInt8(ascii: "/") { start -= 1 }
            if endsWith(p, start, end, "Tests.swift") || endsWith(p, start, end, "Test.swift") { return true }
            while start > 0 {
                end = start - 1
                while end > 0 && p[end - 1] == UInt8(ascii: "/") { end -= 1 }
                start = end
                while start > 0 && p[start - 1] != UInt8(ascii: "/") { start -= 1 }
                guard start < end else { continue }
                if endsWith(p, start, end, "Tests") || endsWith(p, start, end, "Mocks")
                    || (end - start == 4 && endsWith(p, start, end, "Mock")) { return true }
            }
            return false
        }
    }

    /// True when bytes `start..<end` of `p` end with `suffix` (ASCII).
    private static func endsWith(_ p: UnsafeBufferPointer<UInt8>, _ start: Int, _ end: Int, _ suffix: StaticString) -> Bool {
        let n = suffix.utf8CodeUnitCount
        guard end - start >= n else { return false }
        let s = suffix.utf8Start
        for k in 0..<n where p[end - n + k] != s[k] { return false }
        return true
    }

    public static var currentDirectory: String {
        var buffer = [CChar](repeating: 0, count: 4096)
        guard getcwd(&buffer, buffer.count) != nil else { return "." }
        return String(decoding: buffer.prefix { $0 != 0 }.map { UInt8(bitPattern: $0) }, as: UTF8.self)
    }

    /// `path` made absolute against `base`, with `.` and `..` resolved lexically.
    public static func absolute(_ path: String, base: @autoclosure () -> String = currentDirectory) -> String {
        var joined = path.hasPrefix("/") ? path : base() + "/" + path
        // Fast path: already clean (no empty, `.` or `..` component).
        if joined.withUTF8({ p in p.count == 1 || isCleanRelative(UnsafeBufferPointer(rebasing: p[1...])) }) {
            return joined
        }
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
        var a = absolute(path), b = absolute(base)
        // On the contiguous bytes: file names are bytes, and a `Character` walk (or the generic
        // one over the UTF-8 view) costs more than the rest. Two texts that differ in their
        // bytes but not as `String`s compare (the same path) are the same path here too.
        let found = a.withUTF8 { p in
            b.withUTF8 { q -> (same: Bool, rest: String?) in
                if p.elementsEqual(q) { return (true, nil) }
                // Under `b`: its bytes, then `/` (every absolute path is under `/`).
                let isRoot = q.count == 1 && q[0] == UInt8(ascii: "/")
                let prefix = isRoot ? 1 : q.count + 1
                guard p.count >= prefix, isRoot || p[q.count] == UInt8(ascii: "/"),
                      q.isEmpty || memcmp(p.baseAddress!, q.baseAddress!, isRoot ? 1 : q.count) == 0 else { return (false, nil) }
                return (false, String(decoding: UnsafeBufferPointer(rebasing: p[prefix...]), as: UTF8.self))
            }
        }
        if found.same || (found.rest == nil && a == b) { return "." }
        return found.rest
    }

    /// The index of a path's last `/` (nil when it has none), found on its contiguous UTF-8:
    /// the generic `lastIndex(of:)` of the UTF-8 view steps an index per byte.
    public static func lastSlash(_ path: String) -> String.Index? {
        let found = path.utf8.withContiguousStorageIfAvailable { b -> Int? in
            var k = b.count - 1
            while k >= 0 && b[k] != UInt8(ascii: "/") { k -= 1 }
            return k >= 0 ? k : nil
        }
        guard let found else { return path.utf8.lastIndex(of: UInt8(ascii: "/")) }
        return found.map { path.utf8.index(path.utf8.startIndex, offsetBy: $0) }
    }

    /// True when `path` is `base` or lies under it: `relative(path, to: base) != nil`, on the
    /// bytes, without making the relative path.
    public static func isWithin(_ path: String, _ base: String) -> Bool {
        var a = absolute(path), b = absolute(base)
        return a.withUTF8 { p in
            b.withUTF8 { q in
                if q.count == 1 && q[0] == UInt8(ascii: "/") { return p.first == UInt8(ascii: "/") }
                guard p.count >= q.count, memcmp(p.baseAddress!, q.baseAddress!, q.count) == 0 else { return false }
                return p.count == q.count || p[q.count] == UInt8(ascii: "/")
            }
        }
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
        // No current folder (the language server's projects): every path shown absolute.
        if cwd.isEmpty { return absolute(path, base: "/") }
        // Fast paths: a clean absolute path under `cwd` loses its prefix; a relative path
        // without `.` or `..` parts is already in display form. Both decided on bytes.
        var path = path
        if let shown = path.withUTF8({ p -> String? in
            var start = 0
            if p.first == UInt8(ascii: "/") {
                guard cwd != "/" else { return nil }
                let under = cwd.utf8.withContiguousStorageIfAvailable { c -> Bool in
                    p.count > c.count + 1 && p[c.count] == UInt8(ascii: "/")
                        && memcmp(p.baseAddress!, c.baseAddress!, c.count) == 0
                }
                guard under == true else { return nil }
                start = cwd.utf8.count + 1
            } else {
                while start + 1 < p.count && p[start] == UInt8(ascii: ".") && p[start + 1] == UInt8(ascii: "/") { start += 2 }
            }
            let rest = UnsafeBufferPointer(rebasing: p[start...])
            return isCleanRelative(rest) ? String(decoding: rest, as: UTF8.self) : nil
        }) {
            return shown
        }
        return relative(path, to: cwd) ?? absolute(path, base: cwd)
    }

    /// True for a non-empty relative path with no empty, `.` or `..` component.
    static func isCleanRelative(_ p: UnsafeBufferPointer<UInt8>) -> Bool {
        guard !p.isEmpty, p[0] != UInt8(ascii: "/") else { return false }
        var componentStart = 0
        for i in 0...p.count {
            guard i == p.count || p[i] == UInt8(ascii: "/") else { continue }
            let length = i - componentStart
            if length == 0 { return false }
            if p[componentStart] == UInt8(ascii: ".") && (length == 1 || (length == 2 && p[componentStart + 1] == UInt8(ascii: "."))) {
                return false
            }
            componentStart = i + 1
        }
        return true
    }

    /// Orders paths by their UTF-8 bytes (the order of every list eqlint prints).
    public static func precedes(_ a: String, _ b: String) -> Bool {
        let ordered = a.utf8.withContiguousStorageIfAvailable { x in
            b.utf8.withContiguousStorageIfAvailable { y -> Bool in
                let n = min(x.count, y.count)
                if n > 0 {
                    let c = memcmp(x.baseAddress!, y.baseAddress!, n)
                    if c != 0 { return c < 0 }
                }
                return x.count < y.count
            }
        }
        // Bridged or otherwise non-contiguous strings: the same order, the slow way.
        return (ordered ?? nil) ?? a.utf8.lexicographicallyPrecedes(b.utf8)
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
