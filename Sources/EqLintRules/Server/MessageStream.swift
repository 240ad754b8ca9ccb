/// JSON-RPC messages framed by `Content-Length` headers (LSP's base protocol), read from a
/// file descriptor and written to another.
struct MessageStream {
    /// What one read of the input gives.
    enum Incoming {
        /// A message body (not yet checked to be JSON).
        case body([UInt8])
        /// A header block without a usable `Content-Length`: the block is dropped.
        case badHeader(String)
        /// The input closed.
        case end
    }

    let input: Int32
    let output: Int32
    private var buffer: [UInt8] = []
    private var closed = false

    init(input: Int32 = 0, output: Int32 = 1) {
        self.input = input
        self.output = output
    }

    /// Reads more of the input; false when it has closed.
    private mutating func fill() -> Bool {
        guard !closed else { return false }
        var chunk = [UInt8](repeating: 0, count: 1 << 16)
        while true {
            let n = chunk.withUnsafeMutableBytes { systemRead(input, $0.baseAddress, $0.count) }
            if n < 0 && errno == EINTR { continue }
            guard n > 0 else { closed = true; return false }
            buffer.append(contentsOf: chunk[..<n])
            return true
        }
    }

    private func headerEnd() -> Int? {
        guard buffer.count >= 4 else { return nil }
        for i in 0...(buffer.count - 4) where buffer[i] == 0x0D && buffer[i + 1] == 0x0A && buffer[i + 2] == 0x0D && buffer[i + 3] == 0x0A {
            return i
        }
        return nil
    }

    mutating func next() -> Incoming {
        var end = headerEnd()
        while end == nil {
            guard fill() else { return .end }
            end = headerEnd()
        }
        let header = String(decoding: buffer[..<end!], as: UTF8.self)
        buffer.removeFirst(end! + 4)
        var length: Int?
        for line in header.split(separator: "\r\n") {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            if parts[0].trimmingSpaces.lowercased() == "content-length" { length = Int(parts[1].trimmingSpaces) }
        }
        guard let length, length >= 0 else { return .badHeader(header) }
        while buffer.count < length {
            guard fill() else { return .end }
        }
        let body = Array(buffer[..<length])
        buffer.removeFirst(length)
        return .body(body)
    }

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
