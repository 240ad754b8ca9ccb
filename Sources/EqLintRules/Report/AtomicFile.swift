/// Writes reports, baselines and summaries whole or not at all, through the one atomic
/// write (`AtomicWrite`): no reader ever sees a half-written report or baseline.
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

    /// `fill` writes the contents; the one atomic write (`AtomicWrite`) does the rest.
    private static func write(to path: String, durable: Bool, _ fill: (Int32) -> Bool) throws(ConfigError) {
        var options = AtomicWrite.Options()
        options.durable = durable
        do throws(AtomicWrite.Failure) {
            try AtomicWrite.write(to: path, options, fill: fill)
        } catch {
            throw failure(path, error.code)
        }
    }

    static func failure(_ path: String, _ code: Int32) -> ConfigError {
        ConfigError(file: nil, "cannot write '\(path)': \(FileReader.errorText(code))")
    }
}
