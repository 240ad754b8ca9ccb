/// The one routine that writes a file whole or not at all, behind reports, baselines,
/// summaries, the cache and `--fix`: the contents go to a temporary file beside the target,
/// which is synced (when `durable`) and renamed over it. An interrupt (SIGINT, SIGTERM)
/// removes the temporary file, so no reader ever sees a half-written file.
enum AtomicWrite {
    struct Options {
        /// Permission bits of the new file (set exactly, whatever the umask).
        var mode: mode_t = 0o644
        /// Owner and group to give the new file, where allowed.
        var owner: (uid_t, gid_t)? = nil
        /// Synced to the disk before the rename.
        var durable = true
        /// Goes into the temporary file's name (`.NAME.eqlint-TAG-PID.tmp`).
        var tag = ""
    }

    enum Failure: Error {
        /// The temporary file could not be made beside the target.
        case create(Int32)
        /// Writing, syncing or closing it failed.
        case write(Int32)
        /// `check` said no before the rename.
        case refused
        case rename(Int32)

        var code: Int32 {
            switch self {
            case .create(let c), .write(let c), .rename(let c): c
            case .refused: 0
            }
        }
    }

    /// Writes what `fill` writes to the descriptor (false, with `errno` set, when it cannot)
    /// over `target`; `check` runs once the temporary file is complete, just before the
    /// rename, and may refuse it (the target changed meanwhile, say).
    static func write(to target: String, _ options: Options = Options(), fill: (Int32) -> Bool,
                      check: () -> Bool = { true }) throws(Failure) {
        let slash = target.lastIndex(of: "/")
        let directory = slash.map { String(target[..<$0]) } ?? "."
        let name = slash.map { String(target[target.index(after: $0)...]) } ?? target
        let tag = options.tag.isEmpty ? "" : options.tag + "-"
        let temporary = (directory.isEmpty ? "" : directory + "/") + ".\(name).eqlint-\(tag)\(getpid()).tmp"
        TemporaryFile.track(temporary)
        defer { TemporaryFile.track(nil) }
        let fd = open(temporary, O_WRONLY | O_CREAT | O_TRUNC, options.mode)
        guard fd >= 0 else { throw .create(errno) }
        _ = fchmod(fd, options.mode)
        if let (uid, gid) = options.owner { _ = fchown(fd, uid, gid) }
        guard fill(fd) else {
            let code = errno
            close(fd); unlink(temporary)
            throw .write(code)
        }
        guard !options.durable || fsync(fd) == 0 || errno == EINVAL, close(fd) == 0 else {
            let code = errno
            unlink(temporary)
            throw .write(code)
        }
        guard check() else {
            unlink(temporary)
            throw .refused
        }
        guard rename(temporary, target) == 0 else {
            let code = errno
            unlink(temporary)
            throw .rename(code)
        }
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
