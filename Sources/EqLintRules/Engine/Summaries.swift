/// Target summaries for build systems (docs/bazel.md), as the command line reads and writes
/// them: the bytes of a summary (`SummaryFile`), and the summaries a `--summaries-file` lists.
package enum Summaries {
    package static func encode(_ files: [FileSummary]) -> [UInt8] { SummaryFile.encode(files) }

    /// The summaries listed in `list` (one path a line), as `lint --summaries-file` reads them;
    /// a file that cannot be read, or is not a summary this eqlint reads, stops the run.
    package static func read(list: String) throws(ConfigError) -> [FileSummary] {
        guard let paths = PathList.read(list) else { throw ConfigError(file: nil, "cannot read '\(list)'") }
        var files: [FileSummary] = []
        for path in paths {
            guard case .success(let bytes) = FileReader.read(path) else { throw ConfigError(file: nil, "cannot read summary '\(path)'") }
            do throws(SummaryFile.Unreadable) {
                files += try SummaryFile.decode(bytes)
            } catch {
                throw ConfigError(file: path, error.reason)
            }
        }
        return files
    }
}

/// Paths listed one per line in a file (`-` for standard input); blank lines skipped.
package enum PathList {
    package static func read(_ path: String) -> [String]? {
        let bytes: [UInt8]
        if path == "-" {
            bytes = FileReader.readStandardInput()
        } else {
            guard case .success(let read) = FileReader.read(path) else { return nil }
            bytes = read
        }
        return String(decoding: bytes, as: UTF8.self)
            .split(whereSeparator: { $0 == "\n" || $0 == "\r\n" || $0 == "\r" })
            .map(String.init).filter { !$0.isEmpty }
    }
}
