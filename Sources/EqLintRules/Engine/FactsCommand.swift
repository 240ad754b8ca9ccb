import Dispatch

/// Runs `eqlint facts`: files read and parsed on all cores, lines written in order.
public enum FactsCommand {
    /// Expands `paths`, parses every file and writes one JSON line per file to `write`.
    /// Returns the number of files.
    @discardableResult
    public static func run(paths: [String], jobs: Int, write: (String) -> Void) -> Int {
        var files: [String] = []
        for path in paths { files.append(contentsOf: FileDiscovery.expand(path).files) }
        let batch = 512
        var start = 0
        while start < files.count {
            let slice = Array(files[start..<min(start + batch, files.count)])
            let results = ParallelMap.map(slice, jobs: jobs) { line(for: $0) }
            var chunk = ""
            for line in results { chunk += line; chunk += "\n" }
            write(chunk)
            start += batch
        }
        return files.count
    }

    /// The facts line of one file, reported under `displayPath` (default: `path`).
    public static func line(for path: String, displayPath: String? = nil) -> String {
        let shown = displayPath ?? path
        switch FileReader.read(path) {
        case .failure(let failure):
            return FactsDump.errorLine(path: shown, message: failure.message)
        case .success(let bytes):
            let source = SourceText(bytes: bytes)
            if source.firstInvalidUTF8 != nil {
                return FactsDump.errorLine(path: shown, message: "not valid UTF-8")
            }
            return FactsDump.line(path: shown, file: Parser.parse(source))
        }
    }
}
