import EqLintRules

/// glibc's allocator, set up for a lint that holds a whole project in memory.
public enum HeapTuning {
    /// Asks glibc to grow each heap 64 MiB at a time.
    ///
    /// A lint keeps every file's tokens and declarations until the rules are done: about six
    /// times the source, in small blocks. By default glibc grows a thread's heap a few pages
    /// at a time, with one `mprotect` call per step (13,000 of them on a 40 MB project). A
    /// large top pad makes each new heap writable in one step. Pages are still only touched,
    /// and counted in the resident size, when used. Call it before any thread starts.
    public static func apply() {
        #if canImport(Glibc)
        // `mallopt` is in <malloc.h>, which the Glibc module leaves out. M_TOP_PAD is -2.
        typealias MallOpt = @convention(c) (Int32, Int32) -> Int32
        guard let symbol = dlsym(UnsafeMutableRawPointer(bitPattern: 0), "mallopt") else { return }
        _ = unsafeBitCast(symbol, to: MallOpt.self)(-2, 64 << 20)
        #endif
    }
}
