// The libFuzzer entry point: `FuzzPipeline.runAny` on arbitrary bytes. An input starting with
// `Content-Length`, or with the byte 0x01 (the stream is the rest), is the language server's
// input stream: the JSON-RPC reader (`MessageFramer`, `JSON`) runs on it. Every other input is
// Swift source for the whole lint pipeline. With EQLINT_FUZZ_SERVER set (`scripts/fuzz/fuzz.sh
// SECONDS JOBS server`) every input is a server input: one without either prefix is the
// stream itself, and replays (FuzzRegressionTests) with 0x01 in front.
// Built by scripts/fuzz/fuzz.sh together with Sources/EqLintRules as one module; not part of
// the package (libFuzzer brings its own `main`).
#if canImport(Glibc)
import Glibc
#elseif canImport(Darwin)
import Darwin
#endif

private let serverOnly = getenv("EQLINT_FUZZ_SERVER") != nil

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    let bytes = Array(UnsafeBufferPointer(start: data, count: size))
    do {
        let sink = serverOnly
            ? try FuzzPipeline.runServerInput(FuzzPipeline.serverStream(bytes) ?? bytes)
            : try FuzzPipeline.runAny(bytes)
        return sink == -1 ? 1 : 0
    } catch {
        fatalError(error.description)
    }
}
