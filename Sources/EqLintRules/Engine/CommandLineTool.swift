#if canImport(Glibc)
import Glibc
#endif

/// The command line: arguments in, exit status out.
public enum CommandLineTool {
    public static func run(_ arguments: [String]) -> Int32 {
        guard let command = arguments.first else {
            writeError("eqlint: no command (try 'eqlint --help')")
            return 2
        }
        switch command {
        case "--version":
            Output.standard.write("eqlint \(eqlintVersion)\n")
            return 0
        case "facts":
            var paths: [String] = []
            var jobs = defaultJobs
            var rest = arguments.dropFirst()[...]
            while let argument = rest.popFirst() {
                switch argument {
                case "--files-from":
                    guard let list = rest.popFirst() else {
                        writeError("eqlint: --files-from needs a FILE")
                        return 2
                    }
                    guard let listed = readPathList(list) else {
                        writeError("eqlint: cannot read '\(list)'")
                        return 2
                    }
                    paths.append(contentsOf: listed)
                case "--jobs":
                    guard let value = rest.popFirst(), let n = Int(value), n > 0 else {
                        writeError("eqlint: --jobs needs a positive number")
                        return 2
                    }
                    jobs = n
                case "--":
                    paths.append(contentsOf: rest)
                    rest = []
                default:
                    if argument.hasPrefix("-") && argument != "-" {
                        writeError("eqlint: unknown option '\(argument)' for facts")
                        return 2
                    }
                    paths.append(argument)
                }
            }
            guard !paths.isEmpty else {
                writeError("eqlint: facts needs at least one PATH")
                return 2
            }
            FactsCommand.run(paths: paths, jobs: jobs) { Output.standard.write($0) }
            Output.standard.flush()
            return 0
        case "tokens":
            // Undocumented debugging aid: the lexer's tokens of one file.
            guard arguments.count == 2, case .success(let bytes) = FileReader.read(arguments[1]) else { return 2 }
            let source = SourceText(bytes: bytes)
            let lexed = Lexer.lex(source)
            for (i, t) in lexed.tokens.enumerated() {
                let (line, column) = source.lines.byteLocation(of: t.start)
                Output.standard.write("\(i) \(line):\(column) \(t.kind) [\(source.text(of: t))] partner=\(lexed.partner[i]) flags=\(t.flags.rawValue)\n")
            }
            for p in lexed.problems { Output.standard.write("problem \(p.offset): \(p.message)\n") }
            Output.standard.flush()
            return 0
        default:
            writeError("eqlint: unknown command '\(command)'")
            return 2
        }
    }

    /// Paths listed one per line in a file (`-` for standard input); blank lines skipped.
    static func readPathList(_ path: String) -> [String]? {
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

    public static var defaultJobs: Int { max(1, Int(sysconf(Int32(_SC_NPROCESSORS_ONLN)))) }

    static func writeError(_ line: String) { Output.error.write(line + "\n"); Output.error.flush() }
}

/// Buffered writes to a file descriptor.
public final class Output: @unchecked Sendable {
    public static let standard = Output(fd: 1)
    public static let error = Output(fd: 2)

    private let fd: Int32
    private var buffer: [UInt8] = []

    init(fd: Int32) { self.fd = fd }

    public func write(_ text: String) {
        buffer.append(contentsOf: text.utf8)
        if buffer.count > 1 << 20 { flush() }
    }

    public func flush() {
        var offset = 0
        while offset < buffer.count {
            let n = buffer.withUnsafeBytes { Glibc.write(fd, $0.baseAddress! + offset, $0.count - offset) }
            if n < 0 && errno == EINTR { continue }
            if n <= 0 { break }
            offset += n
        }
        buffer.removeAll(keepingCapacity: true)
    }
}
