/// Reads whole files with POSIX calls: one allocation per file, no Foundation copies.
public enum FileReader {
    public enum Failure: Error, Equatable, Sendable {
        case noSuchFile, isDirectory, unreadable(String)

        public var message: String {
            switch self {
            case .noSuchFile: return "no such file"
            case .isDirectory: return "is a directory"
            case .unreadable(let why): return "cannot read file: \(why)"
            }
        }
    }

    public static func read(_ path: String) -> Result<[UInt8], Failure> {
        let fd = open(path, O_RDONLY)
        guard fd >= 0 else {
            return .failure(errno == ENOENT ? .noSuchFile : .unreadable(errorText(errno)))
        }
        defer { close(fd) }
        var info = stat()
        guard fstat(fd, &info) == 0 else { return .failure(.unreadable(errorText(errno))) }
        if (info.st_mode & S_IFMT) == S_IFDIR { return .failure(.isDirectory) }
        // Read straight into the array's storage, without zeroing it first. Files may grow
        // while read, or be pipes: read until end of file, growing the storage as needed.
        var capacity = max(Int(info.st_size), 0) + 1
        var failure: Int32 = 0
        // A regular file whose read stops short exactly at the size `fstat` gave has ended:
        // no second call to be told so.
        let size = (info.st_mode & S_IFMT) == S_IFREG ? Int(info.st_size) : nil
        var bytes = [UInt8](unsafeUninitializedCapacity: capacity) { buffer, count in
            count = readAll(fd, into: buffer, &failure, endsAt: size)
        }
        while failure == 0 && bytes.count == capacity {
            // Filled to the brim: the file grew, or is a pipe. Read the rest into more room.
            capacity *= 2
            bytes += [UInt8](unsafeUninitializedCapacity: capacity - bytes.count) { buffer, count in
                count = readAll(fd, into: buffer, &failure)
            }
        }
        guard failure == 0 else { return .failure(.unreadable(errorText(failure))) }
        return .success(bytes)
    }

    /// Reads until the buffer is full or the file ends; the count read. A failure other
    /// than an interruption is left in `failure`. `endsAt`: a regular file's size; a read
    /// that returns less than asked and reaches it is the end (pipes, and some network file
    /// systems, return what they have so far: they are read until a read returns nothing).
    private static func readAll(_ fd: Int32, into buffer: UnsafeMutableBufferPointer<UInt8>, _ failure: inout Int32,
                                endsAt size: Int? = nil) -> Int {
        var used = 0
        while used < buffer.count {
            let asked = buffer.count - used
            let got = systemRead(fd, buffer.baseAddress! + used, asked)
            if got < 0 {
                if errno == EINTR { continue }
                failure = errno
                return used
            }
            if got == 0 { break }
            used += got
            if got < asked && used == size { break }
        }
        return used
    }

    /// Reads all of standard input.
    public static func readStandardInput() -> [UInt8] {
        var bytes = [UInt8]()
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while true {
            let got = chunk.withUnsafeMutableBytes { systemRead(0, $0.baseAddress, 65_536) }
            if got < 0 && errno == EINTR { continue }
            if got <= 0 { break }
            bytes.append(contentsOf: chunk[0..<got])
        }
        return bytes
    }

    static func errorText(_ code: Int32) -> String {
        guard let text = strerror(code) else { return "error \(code)" }
        return String(cString: text)
    }
}
