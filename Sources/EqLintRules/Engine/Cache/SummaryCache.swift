/// The index facts of every file of a project, kept between runs so that linting one file
/// (an editor on save, a pre-commit hook) reads and parses only that file.
///
/// One pack file per project root under the cache folder. An entry is keyed by the file's
/// content hash: it is trusted without reading the file while its size, modification time
/// and inode are unchanged, and otherwise when the file's bytes hash the same (a checkout
/// or a `touch` that changed nothing costs a read, not a parse). The pack ends in a checksum
/// and carries the format and tool versions: a corrupt, truncated or foreign pack is
/// ignored and rebuilt, never trusted. It is replaced by rename, so concurrent runs
/// sharing a cache never see a half-written pack.
package final class SummaryCache: @unchecked Sendable {
    struct Stamp: Equatable, Sendable {
        var size: Int
        var modified: Int
        var inode: Int
    }

    struct Entry {
        var stamp: Stamp
        var contentHash: UInt64
        var bytes: Range<Int>
    }

    static let magic: [UInt8] = Array("EQLC".utf8)
    static let formatVersion = 14

    let path: String
    private let data: [UInt8]
    private let entries: [String: Entry]
    /// Summaries of this run, written back by `save` (filled by one thread at a time).
    private var fresh: [String: (Stamp, UInt64, FileSummary)] = [:]
    private var reused: Set<String> = []
    /// Entries reused for their content under a new stamp.
    private var restamped: [String: Stamp] = [:]

    /// The default cache folder: `$XDG_CACHE_HOME/eqlint`, else `~/.cache/eqlint`.
    package static var defaultDirectory: String? {
        if let xdg = getenv("XDG_CACHE_HOME").map({ String(cString: $0) }), xdg.hasPrefix("/") { return xdg + "/eqlint" }
        if let home = getenv("HOME").map({ String(cString: $0) }), !home.isEmpty { return home + "/.cache/eqlint" }
        return nil
    }

    /// Opens (or starts) the pack for a project identified by `key` (its root and settings).
    init(directory: String, key: String) {
        path = directory + "/index-" + Fingerprint.fnv(key) + ".bin"
        var loaded: [String: Entry] = [:]
        var bytes: [UInt8] = []
        if case .success(let read) = FileReader.read(path), let parsed = SummaryCache.parse(read) {
            bytes = read
            loaded = parsed
        }
        data = bytes
        entries = loaded
    }

    /// Entries of a pack, or nil when it is not one of ours, of this version, and whole.
    static func parse(_ bytes: [UInt8]) -> [String: Entry]? {
        guard bytes.count >= magic.count + 8, Array(bytes[0..<magic.count]) == magic else { return nil }
        let body = bytes.count - 8
        var sum: UInt64 = 0
        for k in 0..<8 { sum |= UInt64(bytes[body + k]) << (8 * UInt64(k)) }
        guard sum == checksum(bytes, upTo: body) else { return nil }
        return try? ByteReader.reading(bytes, from: magic.count, to: body) { r throws(CacheCorrupt) -> [String: Entry]? in
            guard try r.int() == formatVersion, try r.string() == eqlintVersion else { return nil }
            var entries: [String: Entry] = [:]
            let n = try r.count()
            entries.reserveCapacity(n)
            for _ in 0..<n {
                let file = try r.string()
                let stamp = Stamp(size: try r.int(), modified: try r.int(), inode: try r.int())
                let hash = UInt64(bitPattern: Int64(try r.int()))
                let length = try r.count()
                entries[file] = Entry(stamp: stamp, contentHash: hash, bytes: r.position..<(r.position + length))
                r.position += length
            }
            return r.isAtEnd ? entries : nil
        } ?? nil
    }

    /// A 64-bit checksum of `bytes[0..<end]`, eight bytes a step (a pack is megabytes).
    static func checksum(_ bytes: [UInt8], upTo end: Int) -> UInt64 {
        bytes.withUnsafeBytes { raw -> UInt64 in
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325 ^ UInt64(end)
            var i = 0
            while i + 8 <= end {
                hash = (hash ^ raw.loadUnaligned(fromByteOffset: i, as: UInt64.self)) &* 0x9E37_79B9_7F4A_7C15
                hash ^= hash >> 31
                i += 8
            }
            while i < end {
                hash = (hash ^ UInt64(raw[i])) &* 0x0000_0100_0000_01B3
                i += 1
            }
            hash ^= hash >> 33
            hash = hash &* 0xFF51_AFD7_ED55_8CCD
            return hash ^ (hash >> 33)
        }
    }

    /// The file's size, modification time (ns) and inode, or nil when it cannot be stat'ed.
    static func stamp(_ path: String) -> Stamp? {
        var info = stat()
        guard stat(path, &info) == 0 else { return nil }
        #if canImport(Darwin)
        let time = info.st_mtimespec
        #else
        let time = info.st_mtim
        #endif
        return Stamp(size: Int(info.st_size), modified: Int(time.tv_sec) &* 1_000_000_000 &+ Int(time.tv_nsec),
                     inode: Int(info.st_ino))
    }

    /// The cached summary of a file whose stamp has not changed.
    func summary(for file: String, stamp: Stamp) -> FileSummary? {
        guard let entry = entries[file], entry.stamp == stamp else { return nil }
        return decode(file, entry)
    }

    /// The cached summary of a file whose stamp changed but whose bytes did not.
    func summary(for file: String, contentHash: UInt64) -> FileSummary? {
        guard let entry = entries[file], entry.contentHash == contentHash else { return nil }
        return decode(file, entry)
    }

    private func decode(_ file: String, _ entry: Entry) -> FileSummary? {
        let read = try? ByteReader.reading(data, from: entry.bytes.lowerBound, to: entry.bytes.upperBound) {
            r throws(CacheCorrupt) -> (summary: FileSummary, memberRanges: [Range<Int>])? in
            let read = try SummaryCoding.read(&r, deferringMembers: true)
            return r.isAtEnd ? read : nil
        }
        guard let (summary, ranges) = read ?? nil, summary.path == file else { return nil }
        var deferred = summary
        deferred.deferredMembers = DeferredMembers(data: data, ranges: ranges)
        return deferred
    }

    /// A file's content hash (64 bits; what an entry is keyed by).
    static func contentHash(_ bytes: [UInt8]) -> UInt64 { checksum(bytes, upTo: bytes.count) }

    /// What a run learned of one file, for `record`.
    enum Outcome {
        /// Read from the pack under its stamp.
        case reused
        /// Read from the pack because its bytes hash the same; `stamp` is its new one.
        case reusedForContent(Stamp)
        /// Parsed: its stamp, content hash and facts.
        case parsed(Stamp, UInt64, FileSummary)
        /// Unreadable, or not to be kept.
        case none
    }

    /// True when the pack holds a summary of these exact bytes of `file`.
    func knows(_ file: String, contentHash: UInt64) -> Bool { entries[file]?.contentHash == contentHash }

    /// The outcome of a file parsed again whose bytes the pack already holds (its summary
    /// need not be made), or nil when they are new.
    func unchanged(_ file: String, contentHash: UInt64, stamp: Stamp) -> Outcome? {
        guard let entry = entries[file], entry.contentHash == contentHash else { return nil }
        return entry.stamp == stamp ? .reused : .reusedForContent(stamp)
    }

    /// Records this run's facts; files not recorded are dropped from the pack.
    func record(_ outcomes: [(String, Outcome)]) {
        for (file, outcome) in outcomes {
            switch outcome {
            case .reused: reused.insert(file)
            case .reusedForContent(let stamp): reused.insert(file); restamped[file] = stamp
            case .parsed(let stamp, let hash, let summary):
                // A file parsed again (it was linted) but unchanged keeps its cached entry.
                if let entry = entries[file], entry.contentHash == hash {
                    reused.insert(file)
                    if entry.stamp != stamp { restamped[file] = stamp }
                } else {
                    fresh[file] = (stamp, hash, summary)
                }
            case .none: continue
            }
        }
    }

    /// Writes the pack if anything changed. Failures are silent: the cache is an
    /// optimization, never a reason to fail a lint.
    func save(jobs: Int = 1) {
        let unchanged = fresh.isEmpty && restamped.isEmpty && reused.count == entries.count
        guard !unchanged else { return }
        var w = ByteWriter()
        w.int(SummaryCache.formatVersion)
        w.string(eqlintVersion)
        var files: [(String, Stamp, UInt64, [UInt8])] = []
        for file in reused.sorted() {
            guard let entry = entries[file] else { continue }
            files.append((file, restamped[file] ?? entry.stamp, entry.contentHash, Array(data[entry.bytes])))
        }
        // New summaries are encoded on `jobs` threads (a first run encodes every file).
        let new = fresh.sorted(by: { Paths.precedes($0.key, $1.key) })
        let encoded = ParallelMap.map(Array(new.indices), jobs: jobs) { k -> [UInt8] in
            var one = ByteWriter()
            SummaryCoding.write(new[k].value.2, &one)
            return one.bytes
        }
        for (k, (file, value)) in new.enumerated() { files.append((file, value.0, value.1, encoded[k])) }
        w.int(files.count)
        for (file, stamp, hash, bytes) in files {
            w.string(file)
            w.int(stamp.size); w.int(stamp.modified); w.int(stamp.inode)
            w.int(Int(Int64(bitPattern: hash)))
            w.int(bytes.count)
            w.bytes.append(contentsOf: bytes)
        }
        var out = SummaryCache.magic + w.bytes
        let sum = SummaryCache.checksum(out, upTo: out.count)
        for k in 0..<8 { out.append(UInt8((sum >> (8 * UInt64(k))) & 0xFF)) }
        let directory = String(path[..<(path.lastIndex(of: "/") ?? path.startIndex)])
        Directories.create(directory)
        try? AtomicFile.write(bytes: out, to: path, durable: false)
    }
}

enum Directories {
    /// `mkdir -p`, ignoring failures (callers find out when they write).
    static func create(_ path: String) {
        var current = ""
        for part in path.split(separator: "/", omittingEmptySubsequences: true) {
            current += "/" + part
            mkdir(current, 0o755)
        }
    }
}
