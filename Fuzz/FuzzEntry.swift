// The libFuzzer entry point: `FuzzPipeline` (the whole pipeline) on arbitrary bytes.
// Built by scripts/fuzz.sh together with Sources/EqLintRules as one module; not part of
// the package (libFuzzer brings its own `main`).

@_cdecl("LLVMFuzzerTestOneInput")
public func fuzzOneInput(_ data: UnsafePointer<UInt8>, _ size: Int) -> Int32 {
    do {
        let sink = try FuzzPipeline.run(Array(UnsafeBufferPointer(start: data, count: size)))
        return sink == -1 ? 1 : 0
    } catch {
        fatalError(error.description)
    }
}
