/// A target's summary for build systems (`eqlint summarize`, `lint --summaries-file`; see
/// docs/bazel.md): what the index holds of each file, in the cache's encoding, without
/// byte offsets and token ranges, and without the members a file reads (no rule asks a
/// dependency's reads: it cannot name a dependant's types). A body-only edit that changes no
/// declaration, and no assignment, hash site or watched value, leaves the summary's bytes
/// unchanged, so a build system's lint actions of the dependants stay cached.
///
/// Layout: the header line `eqlint-summary <version>`, then the files (paths relative to
/// the project root, sorted), each as `SummaryCoding.write` without positions followed by
/// the names it constructs, then an 8-byte checksum of everything before it.
enum SummaryFile {
    static let formatVersion = 6
    static var header: [UInt8] { Array("eqlint-summary \(formatVersion)\n".utf8) }

    /// The bytes of a summary of `files` (each path relative to the project root).
    static func encode(_ files: [FileSummary]) -> [UInt8] {
        let sorted = files.sorted { Paths.precedes($0.path, $1.path) }
        var w = ByteWriter()
        w.omitsPositions = true
        w.bytes = header
        w.array(sorted) { w, s in
            SummaryCoding.write(s, &w)
            w.array(s.constructedNames) { w, h in w.int(h) }
            var uses = s.uses
            uses.reads = []
            SummaryCoding.write(uses, &w)
        }
        let sum = SummaryCache.checksum(w.bytes, upTo: w.bytes.count)
        for k in 0..<8 { w.bytes.append(UInt8(truncatingIfNeeded: sum >> (8 * UInt64(k)))) }
        return w.bytes
    }

    /// Why bytes are not a summary this eqlint reads.
    struct Unreadable: Error {
        var reason: String
        init(_ reason: String) { self.reason = reason }
    }

    /// The files of a summary; an error for bytes that are not a summary, are of another
    /// format version, or are damaged.
    static func decode(_ bytes: [UInt8]) throws(Unreadable) -> [FileSummary] {
        let newline = bytes.prefix(64).firstIndex(of: UInt8(ascii: "\n"))
        let line = newline.map { String(decoding: bytes[..<$0], as: UTF8.self) } ?? ""
        guard line.hasPrefix("eqlint-summary "), let newline else {
            throw Unreadable("not an eqlint summary (it does not start with 'eqlint-summary')")
        }
        guard line == "eqlint-summary \(formatVersion)" else {
            throw Unreadable("summary format '\(line.dropFirst("eqlint-summary ".count))' is not the one this eqlint reads (\(formatVersion)); summarize again with this eqlint")
        }
        let body = bytes.count - 8
        guard body > newline else { throw Unreadable("the summary is truncated") }
        var sum: UInt64 = 0
        for k in 0..<8 { sum |= UInt64(bytes[body + k]) << (8 * UInt64(k)) }
        guard sum == SummaryCache.checksum(bytes, upTo: body) else {
            throw Unreadable("the summary is damaged (its checksum does not match)")
        }
        // Each type's members are decoded when the index first asks for the type, as the
        // cache's are: a target's lint reads every dependency's summary and asks about few types.
        let files = try? ByteReader.reading(bytes, from: newline + 1, to: body) { r throws(CacheCorrupt) -> [FileSummary]? in
            r.omitsPositions = true
            let files = try r.array { r throws(CacheCorrupt) -> FileSummary in
                var (s, ranges) = try SummaryCoding.read(&r, deferringMembers: true)
                s.constructedNames = try r.array { r throws(CacheCorrupt) in try r.int() }
                s.uses = try SummaryCoding.readUses(&r)
                if !ranges.isEmpty { s.deferredMembers = DeferredMembers(data: bytes, ranges: ranges, omitsPositions: true) }
                return s
            }
            return r.isAtEnd ? files : nil
        }
        guard let files = files ?? nil else { throw Unreadable("the summary is damaged (it cannot be decoded)") }
        return files
    }
}
