/// Writes files whole or not at all: into a temporary file beside the target, then a
/// rename. An interrupt (SIGINT, SIGTERM) removes the temporary file, so no reader ever
/// sees a half-written report or baseline.
///
/// `durable` files (a baseline, a new configuration: files people keep and commit) are also
/// synced to the disk before the rename, so that not even a power cut leaves them empty.
/// Reports and the cache are made again by the next run: they are renamed unsynced, which
/// spares each run a wait for the disk (a few milliseconds for a report of megabytes).
public enum AtomicFile {
    /// The text from the string's own storage (a report can be megabytes: no copy).
    public static func write(_ text: String, to path: String, durable: Bool = true) throws(ConfigError) {
        var text = text
        try write(to: path, durable: durable) { fd in text.withUTF8 { writeFully(fd, UnsafeRawBufferPointer($0)) } }
    }

    /// Byte pieces one after another (a JSON report as rendered).
    public static func write(chunks: [[UInt8]], to path: String, durable: Bool = true) throws(ConfigError) {
        try write(to: path, durable: durable) { fd in
            chunks.allSatisfy { chunk in chunk.withUnsafeBytes { writeFully(fd, $0) } }
        }
    }

    public static func write(bytes: [UInt8], to path: String, durable: Bool = true) throws(ConfigError) {
        try write(to: path, durable: durable) { fd in bytes.withUnsafeBytes { writeFully(fd, $0) } }
    }

    /// `fill` writes the contents to the temporary file's descriptor (false, with errno set,
    /// when it cannot); then the file is synced (when `durable`) and renamed over `path`.
    private static func write(to path: String, durable: Bool, _ fill: (Int32) -> Bool) throws(ConfigError) {
        let slash = path.lastIndex(of: "/")
        let directory = slash.map { String(path[..<$0]) } ?? "."
        let name = slash.map { String(path[path.index(after: $0)...]) } ?? path
        let temporary = (directory.isEmpty ? "" : directory + "/") + ".\(name).eqlint-\(getpid()).tmp"
        TemporaryFile.track(temporary)
        defer { TemporaryFile.track(nil) }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, 0o644)
        guard fd >= 0 else { throw failure(path, errno) }
        guard fill(fd) else {
            let code = errno
            close(fd); unlink(temporary)
            throw failure(path, code)
        }
        guard !durable || fsync(fd) == 0 || errno == EINVAL, close(fd) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure(path, code)
        }
        guard rename(temporary, path) == 0 else {
            let code = errno
            unlink(temporary)
            throw failure(path, code)
        }
    }

    static func failure(_ path: String, _ code: Int32) -> ConfigError {
        ConfigError(file: nil, "cannot write '\(path)': \(FileReader.errorText(code))")
    }
}

/// The temporary file being written, removed by the signal handler on interrupt.
enum TemporaryFile {
    nonisolated(unsafe) static var current: UnsafeMutablePointer<CChar>? = nil
    nonisolated(unsafe) static var installed = false

    static func track(_ path: String?) {
        if !installed {
            installed = true
            signal(SIGINT, handler)
            signal(SIGTERM, handler)
        }
        let old = current
        current = path.map { strdup($0) }
        free(old)
    }

    static let handler: @convention(c) (Int32) -> Void = { sig in
        if let path = TemporaryFile.current { unlink(path) }
        _exit(128 + sig)
    }
}
