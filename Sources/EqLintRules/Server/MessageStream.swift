import Dispatch

/// LSP's base protocol: JSON-RPC message bodies framed by `Content-Length` headers. Bytes go
/// in as they arrive, in chunks of any size; whole frames come out. Never reads past what it
/// was given, and keeps work linear in the input (the header search resumes where it
/// stopped; consumed bytes are dropped in bulk).
struct MessageFramer {
    enum Frame: Equatable {
        /// A message body (not yet checked to be JSON).
        case body([UInt8])
        /// A header block without a usable `Content-Length`: the block is dropped.
        case badHeader(String)
    }

    /// A header block longer than this is garbage: dropped, and reported as a bad header.
    static let maxHeader = 1 << 16
    /// A declared body longer than this is refused (its header is reported as bad).
    static let maxBody = 1 << 30

    private var buffer: [UInt8] = []
    /// The first byte not yet consumed.
    private var start = 0
    /// Where the search for the header's end resumes.
    private var scanned = 0
    /// The length of the body being waited for, once its header is read.
    private var pending: Int?

    init() {}

    mutating func append<C: Collection>(_ bytes: C) where C.Element == UInt8 {
        // Consumed bytes go once they are most of the buffer: each byte moves at most once more.
        if start > 0 && start >= buffer.count / 2 {
            buffer.removeSubrange(..<start)
            scanned -= start
            start = 0
        }
        buffer.append(contentsOf: bytes)
    }

    /// The next whole frame, or nil until more bytes arrive.
    mutating func next() -> Frame? {
        if pending == nil {
            var i = max(start, scanned)
            var end: Int?
            while i + 3 < buffer.count {
                if buffer[i + 3] != 0x0A { i += buffer[i + 3] == 0x0D ? 1 : 4; continue }
                if buffer[i] == 0x0D && buffer[i + 1] == 0x0A && buffer[i + 2] == 0x0D { end = i; break }
                i += 1
            }
            // A block with no CRLF CRLF in its first `maxHeader` bytes (+ 3, the end's own) is
            // too long, however the bytes arrived: its first `maxHeader + 1` bytes are dropped.
            if (end ?? buffer.count - 3) - start > MessageFramer.maxHeader {
                let text = String(decoding: buffer[start..<(start + 200)], as: UTF8.self)
                start += MessageFramer.maxHeader + 1
                scanned = max(start, end ?? buffer.count - 3)
                return .badHeader(text + "…")
            }
            guard let end else {
                scanned = max(start, buffer.count - 3)
                return nil
            }
            let header = String(decoding: buffer[start..<end], as: UTF8.self)
            start = end + 4
            scanned = start
            var length: Int?
            for line in header.split(separator: "\r\n") {
                // ":Content-Length: 5" has no field name (and "Content-Length:" no value).
                let parts = line.split(separator: ":", maxSplits: 1, omittingEmptySubsequences: false)
                guard parts.count == 2 else { continue }
                if parts[0].trimmingSpaces.lowercased() == "content-length" { length = Int(parts[1].trimmingSpaces) }
            }
            guard let length, length >= 0, length <= MessageFramer.maxBody else { return .badHeader(header) }
            pending = length
        }
        guard let length = pending, buffer.count - start >= length else { return nil }
        let body = Array(buffer[start..<(start + length)])
        start += length
        scanned = start
        pending = nil
        return .body(body)
    }
}

/// The server's input: a reader thread frames messages as they arrive, and the server takes
/// everything that has arrived at once, so that a burst (a flurry of keystrokes, a request and
/// its cancellation) is seen together.
final class MessageInbox: @unchecked Sendable {
    private let queue = Locked<(frames: [MessageFramer.Frame], closed: Bool)>(([], false))
    private let arrived = DispatchSemaphore(value: 0)

    /// Starts reading `fd` on a thread of its own.
    init(reading fd: Int32) {
        let thread = DispatchQueue(label: "eqlint.lsp.input")
        thread.async { [self] in
            var framer = MessageFramer()
            var chunk = [UInt8](repeating: 0, count: 1 << 16)
            while true {
                let n = chunk.withUnsafeMutableBytes { systemRead(fd, $0.baseAddress, $0.count) }
                if n < 0 && errno == EINTR { continue }
                guard n > 0 else { break }
                framer.append(chunk[..<n])
                var frames: [MessageFramer.Frame] = []
                while let frame = framer.next() { frames.append(frame) }
                guard !frames.isEmpty else { continue }
                queue.withLock { $0.frames += frames }
                arrived.signal()
            }
            queue.withLock { $0.closed = true }
            arrived.signal()
        }
    }

    /// Every frame that has arrived, waiting for one when there is none; `closed` once the
    /// input has ended (the frames are then the last ones).
    func takeAll() -> (frames: [MessageFramer.Frame], closed: Bool) {
        while true {
            let taken = queue.withLock { state -> ([MessageFramer.Frame], Bool) in
                defer { state.frames = [] }
                return (state.frames, state.closed)
            }
            if !taken.0.isEmpty || taken.1 { return taken }
            arrived.wait()
        }
    }

    /// True when more frames are waiting (a later change makes the current work stale).
    var hasWaiting: Bool { queue.withLock { !$0.frames.isEmpty } }
}

/// Writes framed messages to the output.
struct MessageWriter {
    let output: Int32

    func send(_ message: JSON) {
        let body = Array(message.serialized.utf8)
        let framed = Array("Content-Length: \(body.count)\r\n\r\n".utf8) + body
        _ = framed.withUnsafeBytes { writeFully(output, $0) }
    }
}

extension Substring {
    var trimmingSpaces: Substring {
        var s = self
        while let f = s.first, f == " " || f == "\t" { s = s.dropFirst() }
        while let l = s.last, l == " " || l == "\t" { s = s.dropLast() }
        return s
    }
}
