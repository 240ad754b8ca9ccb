/// The fuzz target's language-server inputs (`FuzzPipeline`): the server's message framing and
/// JSON reader on arbitrary bytes.
extension FuzzPipeline {
    /// The byte that marks an input as the language server's input stream (the rest of it).
    public static let serverSelector: UInt8 = 0x01

    /// The language server's input stream when `bytes` is one: an input starting with
    /// `Content-Length` is a stream as it is; an input starting with `serverSelector` (0x01) is
    /// the stream that follows it, so that the fuzzer can also put garbage before the first
    /// header. Every other input is Swift source for `run`.
    public static func serverStream(_ bytes: [UInt8]) -> [UInt8]? {
        if bytes.first == serverSelector { return Array(bytes.dropFirst()) }
        let header = Array("Content-Length".utf8)
        return bytes.starts(with: header) ? bytes : nil
    }

    /// What the fuzz target runs: the server's reader on a server input, else the pipeline.
    @discardableResult
    public static func runAny(_ bytes: [UInt8]) throws(Failure) -> Int {
        if let stream = serverStream(bytes) { return try runServerInput(stream) }
        return try run(bytes)
    }

    /// The JSON-RPC reader on `stream` as it would arrive on the server's input: the frames
    /// `MessageFramer` takes out are the same whether the bytes arrive at once, one at a time
    /// or in chunks of sizes derived from the bytes (taken after every chunk or only after
    /// some), and the same as `referenceFrames`, a plain reading of the base protocol; the
    /// bytes still pending come out when the stream goes on (no byte is lost or read twice);
    /// every body and the stream itself that parse as JSON serialize to text that parses back
    /// to the same value and serializes to the same text.
    @discardableResult
    public static func runServerInput(_ stream: [UInt8]) throws(Failure) -> Int {
        let expected = referenceFrames(stream)
        var sink = expected.frames.count

        // Whole, byte by byte, and in pseudo-random chunks seeded by the bytes.
        var random = SplitMix(seed: stream.reduce(UInt64(0xcbf2_9ce4_8422_2325)) { ($0 ^ UInt64($1)) &* 0x100_0000_01b3 })
        var framers: [(name: String, framer: MessageFramer)] = []
        for chunking in ["at once", "byte by byte", "in chunks"] {
            var framer = MessageFramer()
            var frames: [MessageFramer.Frame] = []
            var at = 0
            while at < stream.count {
                var size = stream.count
                var take = true
                if chunking == "byte by byte" { size = 1 }
                if chunking == "in chunks" {
                    let r = random.next()
                    size = 1 + Int((r >> 8) % (UInt64(1) << (r % 14)))
                    take = r >> 60 != 0 || at + size >= stream.count
                }
                let end = min(stream.count, at + size)
                framer.append(stream[at..<end])
                at = end
                if take { while let frame = framer.next() { frames.append(frame) } }
            }
            try compare(frames, expected.frames, "the frames read \(chunking)")
            framers.append((chunking, framer))
        }

        // The pending bytes: complete a body being waited for, end a header being read, and
        // add one more message; the frames that follow are those of the longer stream.
        var more = [UInt8](repeating: 0x20, count: min(expected.bodyMissing ?? 0, 1 << 17))
        more += Array("\r\n\r\nContent-Length: 2\r\n\r\n{}".utf8)
        let longer = referenceFrames(stream + more).frames.dropFirst(expected.frames.count)
        for (chunking, var framer) in framers {
            framer.append(more)
            var frames: [MessageFramer.Frame] = []
            while let frame = framer.next() { frames.append(frame) }
            try compare(frames, Array(longer), "the frames after more bytes (read \(chunking))")
        }

        for frame in expected.frames {
            guard case .body(let body) = frame else { continue }
            sink &+= try checkJSONRoundTrip(body)
        }
        sink &+= try checkJSONRoundTrip(stream)
        return sink
    }

    static func compare(_ actual: [MessageFramer.Frame], _ expected: [MessageFramer.Frame], _ what: String) throws(Failure) {
        guard actual != expected else { return }
        let k = zip(actual, expected).prefix { $0 == $1 }.count
        func show(_ frames: [MessageFramer.Frame]) -> String {
            guard k < frames.count else { return "nothing" }
            switch frames[k] {
            case .body(let b): return "a body of \(b.count) bytes"
            case .badHeader(let h): return "a bad header of \(h.utf8.count) bytes"
            }
        }
        throw Failure(description: "\(what): \(actual.count) frames, expected \(expected.count); frame \(k) is \(show(actual)), expected \(show(expected))")
    }

    /// JSON that parses serializes to text that parses back to the same value, and
    /// serializes to the same text again.
    static func checkJSONRoundTrip(_ bytes: [UInt8]) throws(Failure) -> Int {
        guard let value = JSON.parse(bytes) else { return 0 }
        let text = value.serialized
        guard let again = JSON.parse(Array(text.utf8)) else {
            throw Failure(description: "serialized JSON does not parse: \(text.prefix(200))")
        }
        guard again == value else { throw Failure(description: "serialized JSON parses to another value: \(text.prefix(200))") }
        guard Array(again.serialized.utf8) == Array(text.utf8) else {
            throw Failure(description: "serializing JSON twice gives different text: \(text.prefix(200))")
        }
        return text.utf8.count
    }

    /// The base protocol read plainly, all bytes at hand: a header block ends at the first
    /// CRLF CRLF; the last `Content-Length` line in it gives the body's length; a block without
    /// a usable one is a bad header; a block longer than `MessageFramer.maxHeader` bytes is a
    /// bad header of its first `maxHeader + 1` bytes. `bodyMissing`: the bytes still missing
    /// from the body being waited for at the end.
    static func referenceFrames(_ s: [UInt8]) -> (frames: [MessageFramer.Frame], bodyMissing: Int?) {
        var frames: [MessageFramer.Frame] = []
        var at = 0
        var from = 0  // no CRLF CRLF starts before this (and at or after `at`)
        while true {
            var end: Int?
            var i = max(at, from)
            while i + 3 < s.count {
                if s[i] == 0x0D && s[i + 1] == 0x0A && s[i + 2] == 0x0D && s[i + 3] == 0x0A { end = i; break }
                i += 1
            }
            from = end ?? max(at, s.count - 3)
            if (end ?? s.count - 3) - at > MessageFramer.maxHeader {
                frames.append(.badHeader(String(decoding: s[at..<(at + 200)], as: UTF8.self) + "…"))
                at += MessageFramer.maxHeader + 1
                continue
            }
            guard let end else { return (frames, nil) }
            let header = String(decoding: s[at..<end], as: UTF8.self)
            at = end + 4
            var length: Int?
            for line in header.split(separator: "\r\n") {
                guard let colon = line.firstIndex(of: ":") else { continue }
                let name = line[..<colon].trimmingSpaces.lowercased()
                if name == "content-length" { length = Int(line[line.index(after: colon)...].trimmingSpaces) }
            }
            guard let length, length >= 0, length <= MessageFramer.maxBody else {
                frames.append(.badHeader(header))
                continue
            }
            guard s.count - at >= length else { return (frames, length - (s.count - at)) }
            frames.append(.body(Array(s[at..<(at + length)])))
            at += length
        }
    }

    /// A small deterministic generator (SplitMix64).
    struct SplitMix {
        var state: UInt64
        init(seed: UInt64) { state = seed }
        mutating func next() -> UInt64 {
            state &+= 0x9E37_79B9_7F4A_7C15
            var z = state
            z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
            z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
            return z ^ (z >> 31)
        }
    }
}
