/// The workspaces a long-running front holds (the language server), one per project root:
/// each path's project found as README, "Use" says, loaded on first use and kept until let go,
/// and the roots whose configuration could not be read, with the error.
public final class LintWorkspaces {
    private var loaded: [String: LintWorkspace] = [:]
    /// Roots whose configuration could not be read: no workspace is loaded for them until
    /// `retry` (or `reset`).
    public private(set) var broken: [String: ConfigError] = [:]
    private var finder = ProjectRoot()
    private let jobs: Int

    public init(jobs: Int) { self.jobs = jobs }

    /// The project root of the absolute path `absolute`.
    public func root(of absolute: String) -> String { finder.root(of: absolute, cwd: "/") }

    /// The workspace at `root`, loaded on first use (`isNew`); nil for a root marked broken.
    /// Throws when the configuration cannot be read (the caller says so and marks it broken).
    public func workspace(root: String) throws(ConfigError) -> (workspace: LintWorkspace, isNew: Bool)? {
        if let known = loaded[root] { return (known, false) }
        guard broken[root] == nil else { return nil }
        let workspace = try LintWorkspace(root: root, jobs: jobs)
        loaded[root] = workspace
        return (workspace, true)
    }

    /// The workspace at `root` when it is loaded.
    public func loadedWorkspace(root: String) -> LintWorkspace? { loaded[root] }

    /// Every loaded workspace, by root.
    public var all: [LintWorkspace] { loaded.keys.sorted().compactMap { loaded[$0] } }

    /// `root` cannot be read: its workspace (if any) is let go until `retry`.
    public func markBroken(_ root: String, _ error: ConfigError) {
        loaded[root] = nil
        broken[root] = error
    }

    /// `root` may be read again; the error it had, if any.
    public func retry(_ root: String) -> ConfigError? { broken.removeValue(forKey: root) }

    /// Lets go of every workspace whose root is not in `roots`.
    public func keep(only roots: Set<String>) {
        for root in loaded.keys where !roots.contains(root) { loaded[root] = nil }
    }

    /// A Swift file changed, appeared or disappeared on the disk.
    public func diskChanged(_ absolute: String) {
        for workspace in all where workspace.contains(absolute) { workspace.diskChanged(absolute) }
    }

    /// A configuration file changed: every workspace is let go, and roots are found again.
    public func reset() {
        loaded = [:]
        broken = [:]
        finder = ProjectRoot()
    }
}
