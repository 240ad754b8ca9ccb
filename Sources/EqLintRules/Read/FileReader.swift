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
        var bytes = [UInt8](repeating: 0, count: max(Int(info.st_size), 0) + 1)
        var used = 0
        // Files may grow while read, or be pipes: read until end of file.
        while true {
            if used == bytes.count { bytes.append(contentsOf: repeatElement(0, count: bytes.count)) }
            let got = bytes.withUnsafeMutableBytes { raw in
                systemRead(fd, raw.baseAddress! + used, raw.count - used)
            }
            if got < 0 {
                if errno == EINTR { continue }
                return .failure(.unreadable(errorText(errno)))
            }
            if got == 0 { break }
            used += got
        }
        bytes.removeSubrange(used...)
        return .success(bytes)
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
