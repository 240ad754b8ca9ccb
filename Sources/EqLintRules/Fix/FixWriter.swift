/// Writes a fixed source over its file for `--fix`: once, atomically (a temporary file
/// beside it, then a rename), with the file's permissions, and only while the file still
/// holds the bytes that were linted. Whatever goes wrong, the original stays intact and
/// the answer is a one-line reason.
///
/// A symbolic link is written through: the file it points to gets the fixed text and the
/// link stays a link (a rename over the link would have replaced it with a copy).
public enum FixWriter {
    /// Writes `fixed` at `path`; nil when done, else why not. `beforeRename` runs between
    /// writing the temporary file and the last check (tests change the file there).
    public static func write(_ fixed: [UInt8], over original: [UInt8], at path: String,
                             beforeRename: () -> Void = {}) -> String? {
        var target = path
        var link = stat()
        guard lstat(path, &link) == 0 else { return "cannot fix '\(path)': \(FileReader.errorText(errno))" }
        if (link.st_mode & S_IFMT) == S_IFLNK {
            guard let resolved = realpath(path, nil) else {
                return "cannot fix '\(path)': the symbolic link points to nothing (\(FileReader.errorText(errno)))"
            }
            target = String(cString: resolved)
            free(resolved)
        }
        var info = stat()
        guard stat(target, &info) == 0 else { return "cannot fix '\(path)': \(FileReader.errorText(errno))" }
        guard (info.st_mode & S_IFMT) == S_IFREG else { return "cannot fix '\(path)': not a regular file" }
        // The mode bits, not `access`: root may write anything, but a read-only file says
        // its owner does not want it changed.
        guard info.st_mode & 0o222 != 0, access(target, W_OK) == 0 else {
            return "cannot fix '\(path)': the file is read-only; left unchanged"
        }
        guard unchanged(target, original) else {
            return "cannot fix '\(path)': the file changed since it was linted; left unchanged (run eqlint again)"
        }
        // The one atomic write (`AtomicWrite`), with the file's exact mode and, where
        // allowed, its owner; refused when the file changed while it was being fixed.
        var options = AtomicWrite.Options()
        options.mode = mode_t(info.st_mode & 0o7777)
        options.owner = (info.st_uid, info.st_gid)
        options.tag = "fix"
        do throws(AtomicWrite.Failure) {
            try AtomicWrite.write(to: target, options, fill: { fd in fixed.withUnsafeBytes { writeFully(fd, $0) } }) {
                beforeRename()
                return unchanged(target, original)
            }
        } catch {
            switch error {
            case .create(let code): return "cannot fix '\(path)': cannot write beside it: \(FileReader.errorText(code))"
            case .refused: return "cannot fix '\(path)': the file changed while it was being fixed; left unchanged (run eqlint again)"
            case .write(let code), .rename(let code): return "cannot fix '\(path)': \(FileReader.errorText(code)); left unchanged"
            }
        }
        return nil
    }

    /// True when the file at `path` holds exactly `bytes`.
    static func unchanged(_ path: String, _ bytes: [UInt8]) -> Bool {
        guard case .success(let now) = FileReader.read(path) else { return false }
        return now == bytes
    }
}
