/// The language server's lifecycle and projects: `initialize`, indexing the workspace folders with
/// progress, loading each project (and its broken configurations) and watched-file changes.

extension LanguageServer {
    // MARK: Lifecycle

    func initialize(_ params: JSON) -> JSON {
        let capabilities = params["capabilities"]
        let offered = capabilities?["general"]?["positionEncodings"]?.array?.compactMap(\.string) ?? []
        // The first the client lists that we speak; UTF-16 when it lists none of ours.
        encoding = offered.lazy.compactMap(PositionEncoding.init(rawValue:)).first ?? .utf16
        clientShowsProgress = capabilities?["window"]?["workDoneProgress"]?.bool == true
        clientWatchesFiles = capabilities?["workspace"]?["didChangeWatchedFiles"]?["dynamicRegistration"]?.bool == true
        if let given = params["workspaceFolders"]?.array {
            folders = given.compactMap { $0["uri"]?.string.flatMap(LanguageServer.path(of:)) }
        } else if let root = params["rootUri"]?.string.flatMap(LanguageServer.path(of:)) ?? params["rootPath"]?.string {
            folders = [root]
        }
        initialized = true
        let serverCapabilities: JSON = .object([
            ("positionEncoding", .string(encoding.rawValue)),
            ("textDocumentSync", .object([
                ("openClose", .bool(true)),
                ("change", .int(2)),
                ("save", .object([("includeText", .bool(false))])),
            ])),
            ("hoverProvider", .bool(true)),
            ("codeActionProvider", .object([
                ("codeActionKinds", .array([.string("quickfix"), .string(LanguageServer.fixAllKind)])),
            ])),
            ("workspace", .object([
                ("workspaceFolders", .object([("supported", .bool(true)), ("changeNotifications", .bool(true))])),
            ])),
        ])
        return .object([
            ("capabilities", serverCapabilities),
            ("serverInfo", .object([("name", .string("eqlint")), ("version", .string(eqlintVersion))])),
        ])
    }

    /// After `initialized`: watch the files, and index every workspace folder, with progress
    /// when the client shows it.
    func indexWorkspace() {
        if clientWatchesFiles {
            // JSON files for the configured baselines, whatever their names.
            let watchers: [JSON] = ["**/*.swift", "**/.eqlint.yml", "**/*.json"].map { .object([("globPattern", .string($0))]) }
            sendRequest("client/registerCapability", .object([("registrations", .array([.object([
                ("id", .string("eqlint/watched-files")),
                ("method", .string("workspace/didChangeWatchedFiles")),
                ("registerOptions", .object([("watchers", .array(watchers))])),
            ])]))]))
        }
        let roots = folders.map { workspaces.root(of: $0) }
        guard !roots.isEmpty else { return }
        if clientShowsProgress {
            sendRequest("window/workDoneProgress/create", .object([("token", .string(LanguageServer.progressToken))]))
            progress([("kind", .string("begin")), ("title", .string("eqlint: indexing")), ("percentage", .int(0))])
        }
        var files = 0
        for (k, root) in roots.enumerated() {
            if clientShowsProgress {
                progress([("kind", .string("report")), ("message", .string(root)), ("percentage", .int(100 * k / roots.count))])
            }
            files += project(root: root)?.fileCount ?? 0
        }
        if clientShowsProgress {
            progress([("kind", .string("end")), ("message", .string("\(files) files in \(roots.count) project\(roots.count == 1 ? "" : "s")"))])
        }
    }

    func progress(_ value: [(String, JSON)]) {
        send(notification: "$/progress", .object([("token", .string(LanguageServer.progressToken)), ("value", .object(value))]))
    }

    // MARK: Projects

    /// The project at `root`, loaded on first use; nil (said once) when its configuration
    /// cannot be read. `shown`: the error already shown for it, not shown again.
    func project(root: String, shown: ConfigError? = nil) -> LintWorkspace? {
        do {
            guard let (workspace, isNew) = try workspaces.workspace(root: root) else { return nil }
            if isNew {
                // The open documents it indexes stand in for the disk: its own, and those of
                // projects nested below its root.
                for uri in documents.keys.sorted() {
                    guard let document = documents[uri], workspace.contains(document.path),
                          document.bytes.count <= LanguageServer.maxDocumentBytes else { continue }
                    workspace.setText(document.path, document.bytes)
                }
            }
            return workspace
        } catch {
            broken(root, error, shown: shown)
            return nil
        }
    }

    /// The project at `root` cannot be read: its documents get no findings; the error is
    /// shown unless it is `shown`.
    func broken(_ root: String, _ error: ConfigError, shown: ConfigError?) {
        workspaces.markBroken(root, error)
        if error.description != shown?.description {
            send(notification: "window/showMessage", .object([
                ("type", .int(1)), ("message", .string("eqlint: \(error.description)")),
            ]))
        }
    }

    /// Projects whose configuration could not be read and that hold one of `paths` are loaded
    /// again, their documents linted again (an error already shown is not shown again).
    func retryBrokenProjects(containing paths: [String]) {
        var roots: Set<String> = []
        for path in paths {
            for root in workspaces.broken.keys where path.hasPrefix(root == "/" ? "/" : root + "/") { roots.insert(root) }
        }
        for root in roots.sorted() {
            let shown = workspaces.retry(root)
            guard project(root: root, shown: shown) != nil else { continue }
            for uri in documents.keys.sorted() where documents[uri]?.projectRoot == root { changed(uri) }
        }
    }

    /// Projects that met a nested configuration they cannot read (for a file new to them)
    /// are dropped as if it had been found at load; their documents are linted again.
    func dropBrokenProjects() {
        for workspace in workspaces.all {
            guard let error = workspace.configurationError else { continue }
            let root = workspace.root
            broken(root, error, shown: nil)
            for uri in documents.keys.sorted() where documents[uri]?.projectRoot == root { changed(uri) }
        }
    }

    /// Projects neither a workspace folder nor an open document needs any more are let go.
    func dropUnusedProjects() {
        var used = Set(folders.map { workspaces.root(of: $0) })
        for document in documents.values { if let root = document.projectRoot { used.insert(root) } }
        workspaces.keep(only: used)
    }

    /// Files changed on the disk: each project re-reads its own; a configuration file changed
    /// reloads every project (roots may move) and re-lints every open document.
    func watchedFilesChanged(_ changes: [JSON]) {
        var configurationChanged = false
        var swiftFiles: [String] = []
        for change in changes {
            guard let path = change["uri"]?.string.flatMap(LanguageServer.path(of:)) else { continue }
            if path.hasSuffix("/.eqlint.yml") { configurationChanged = true; continue }
            if path.hasSuffix(".json") {
                // A configured baseline rewritten (`eqlint --write-baseline`): read it again.
                for workspace in workspaces.all where workspace.baselinePath == path { workspace.reloadBaseline() }
                continue
            }
            guard path.hasSuffix(".swift") else { continue }
            workspaces.diskChanged(path)
            swiftFiles.append(path)
        }
        // A project whose configuration could not be read (it names an `included` folder that
        // did not exist) may read now that files come and go in it.
        if !configurationChanged { retryBrokenProjects(containing: swiftFiles) }
        guard configurationChanged else { return }
        workspaces.reset()
        for root in Set(folders.map { workspaces.root(of: $0) }) { _ = project(root: root) }
        for uri in documents.keys.sorted() { changed(uri) }
    }
}
