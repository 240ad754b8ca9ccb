/// The workspaces a long-running front holds (the language server), one per project root:
/// each path's project found as README, "Use" says, loaded on first use and kept until let go.
public final class LintWorkspaces {
    private var loaded: [String: LintWorkspace] = [:]
    /// Roots whose configuration could not be read (said once, by the first `workspace`).
    private var broken: Set<String> = []
    private var finder = ProjectRoot()
    private let jobs: Int

    public init(jobs: Int) { self.jobs = jobs }

    /// The project root of the absolute path `absolute`.
    public func root(of absolute: String) -> String { finder.root(of: absolute, cwd: "/") }

    /// The workspace at `root`, loaded on first use. A configuration that cannot be read throws
    /// the first time; after that the root gives nil, until `reset`.
    public func workspace(root: String) throws(ConfigError) -> LintWorkspace? {
        if let known = loaded[root] { return known }
        guard !broken.contains(root) else { return nil }
        do {
            let workspace = try LintWorkspace(root: root, jobs: jobs)
            loaded[root] = workspace
            return workspace
        } catch {
            broken.insert(root)
            throw error
        }
    }

    /// The workspace at `root` when it is loaded.
    public func loadedWorkspace(root: String) -> LintWorkspace? { loaded[root] }

    /// Lets go of every workspace whose root is not in `roots`.
    public func keep(only roots: Set<String>) {
        for root in loaded.keys where !roots.contains(root) { loaded[root] = nil }
    }

    /// A Swift file changed, appeared or disappeared on the disk.
    public func diskChanged(_ absolute: String) {
        for workspace in loaded.values where workspace.contains(absolute) { workspace.diskChanged(absolute) }
    }

    /// A configuration file changed: every workspace is let go, and roots are found again.
    public func reset() {
        loaded = [:]
        broken = []
        finder = ProjectRoot()
    }
}
