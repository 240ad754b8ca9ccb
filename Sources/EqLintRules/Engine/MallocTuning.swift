/// glibc's allocator, tuned for a run that touches a few hundred megabytes in many small
/// pieces: transparent huge pages for the heap and a 64 MB top pad cut page faults and
/// TLB misses by about a tenth of a large run's time. glibc reads its tunables only at
/// start-up, from `GLIBC_TUNABLES`, so the command line sets them and executes itself
/// again, once, before doing anything else.
///
/// Nothing happens when `GLIBC_TUNABLES` is already set (the user's settings win), when
/// `EQLINT_MALLOC_TUNED` is set (the second start, or a user opting out), or off glibc.
/// If the new start fails, the run simply goes on untuned.
public enum MallocTuning {
    public static let tunables = "glibc.malloc.hugetlb=1:glibc.malloc.top_pad=67108864"
    public static let marker = "EQLINT_MALLOC_TUNED"

    /// How this process's allocator was set up (for `EQLINT_TIMING`).
    static var state: String {
        guard let tunables = getenv("GLIBC_TUNABLES").map({ String(cString: $0) }) else { return "default" }
        return getenv(marker) != nil && tunables == MallocTuning.tunables ? "tuned" : "GLIBC_TUNABLES=\(tunables)"
    }

    public static func restartTunedIfNeeded() {
        #if os(Linux) && canImport(Glibc)
        guard getenv("GLIBC_TUNABLES") == nil, getenv(marker) == nil else { return }
        setenv(marker, "1", 1)
        setenv("GLIBC_TUNABLES", tunables, 1)
        var arguments: [UnsafeMutablePointer<CChar>?] = CommandLine.arguments.map { strdup($0) }
        arguments.append(nil)
        execv("/proc/self/exe", &arguments)
        // Still here: the restart failed. Go on as we are, without the variables.
        unsetenv("GLIBC_TUNABLES")
        for case let argument? in arguments { free(argument) }
        #endif
    }
}
