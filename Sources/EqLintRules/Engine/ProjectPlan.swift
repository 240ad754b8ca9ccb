/// Splits a run's paths by project (README, "Use"): each project is linted with its own root
/// configuration and index, so paths from several projects in one run give each the findings it
/// would give alone.
package enum ProjectPlan {
    /// One project of the run: its root, its root configuration and its share of the paths.
    package struct Project {
        package var root: String
        package var configuration: Configuration
        package var paths: [String]
        /// The `--stdin-path` file belongs to this project.
        package var takesStandardInput = false

        package init(root: String, configuration: Configuration, paths: [String], takesStandardInput: Bool = false) {
            self.root = root
            self.configuration = configuration
            self.paths = paths
            self.takesStandardInput = takesStandardInput
        }
    }

    /// The projects of `paths` and `stdinPath`, in the order they are first named. With no
    /// path at all, the project of the current folder, linting its configured `included`
    /// paths, else the current folder. `explicit` (`--config FILE`) replaces every project's
    /// root configuration.
    /// With `rootIsConfigFolder` (a build system's actions, docs/bazel.md) and `--config FILE`
    /// given, every path belongs to one project rooted at FILE's folder: nothing above it is
    /// looked at, and the paths a summary records are relative to it.
    package static func projects(paths: [String], stdinPath: String?, explicit: String?, cwd: String,
                         rootIsConfigFolder: Bool = false) throws(ConfigError) -> [Project] {
        if rootIsConfigFolder, let explicit {
            let root = ProjectRoot.parent(of: Paths.absolute(explicit, base: cwd))
            var project = Project(root: root, configuration: try configuration(root: root, explicit: explicit, cwd: cwd), paths: paths)
            project.takesStandardInput = stdinPath != nil
            if paths.isEmpty && stdinPath == nil {
                let config = project.configuration
                project.paths = config.included.isEmpty ? ["."] : config.included.map { Paths.absolute($0, base: config.directory) }
            }
            return [project]
        }
        var finder = ProjectRoot()
        var projects: [Project] = []
        var slot: [String: Int] = [:]
        func project(of path: String) throws(ConfigError) -> Int {
            let root = finder.root(of: path, cwd: cwd)
            if let k = slot[root] { return k }
            projects.append(Project(root: root, configuration: try configuration(root: root, explicit: explicit, cwd: cwd), paths: []))
            slot[root] = projects.count - 1
            return projects.count - 1
        }
        for path in paths { projects[try project(of: path)].paths.append(path) }
        if let stdinPath { projects[try project(of: stdinPath)].takesStandardInput = true }
        if paths.isEmpty && stdinPath == nil {
            let k = try project(of: ".")
            let config = projects[k].configuration
            projects[k].paths = config.included.isEmpty ? ["."] : config.included.map { Paths.absolute($0, base: config.directory) }
        }
        return projects
    }

    /// `--config FILE` when given, else the root's `.eqlint.yml`, else the defaults.
    package static func configuration(root: String, explicit: String?, cwd: String) throws(ConfigError) -> Configuration {
        if let explicit {
            guard FileDiscovery.exists(explicit) else { throw ConfigError(file: explicit, "configuration file not found") }
            return try Configuration.load(path: explicit, directory: ProjectRoot.parent(of: Paths.absolute(explicit, base: cwd)))
        }
        let candidate = ProjectRoot.join(root, ".eqlint.yml")
        guard FileDiscovery.isRegularFile(candidate) else { return Configuration(directory: root) }
        return try Configuration.load(path: Paths.display(candidate, cwd: cwd), directory: root)
    }
}
