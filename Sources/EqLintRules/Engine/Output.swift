/// Buffered writes to a file descriptor.
public final class Output: @unchecked Sendable {
    public static let standard = Output(fd: 1)
    public static let error = Output(fd: 2)

    private let fd: Int32
    private var buffer: [UInt8] = []

    init(fd: Int32) { self.fd = fd }

    public func write(_ text: String) {
        var text = text
        text.withUTF8 { write(bytes: UnsafeRawBufferPointer($0)) }
    }

    /// Small pieces gather in the buffer; a large one (a whole report) goes straight out
    /// after it, not copied.
    public func write(bytes: UnsafeRawBufferPointer) {
        if bytes.count >= 1 << 16 {
            flush()
            _ = writeFully(fd, bytes)
            return
        }
        buffer.append(contentsOf: bytes)
        if buffer.count > 1 << 20 { flush() }
    }

    public func flush() {
        _ = buffer.withUnsafeBytes { writeFully(fd, $0) }
        buffer.removeAll(keepingCapacity: true)
    }
}

/// Wall-clock seconds for the summary line.
public enum Clock {
    public static func now() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_MONOTONIC, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }

    /// CPU seconds of the whole process, user and system, all threads.
    public static func processCPU() -> Double {
        var t = timespec()
        clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &t)
        return Double(t.tv_sec) + Double(t.tv_nsec) / 1e9
    }
}
