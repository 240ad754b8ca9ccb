import EqLintRules

/// `eqlint init`: writes a commented default `.eqlint.yml`; never overwrites one.
enum InitCommand {
    static func run(_ arguments: [String]) throws(ConfigError) -> Int32 {
        guard arguments.isEmpty else {
            throw ConfigError(file: nil, "init takes no arguments, not '\(arguments[0])' (see 'eqlint init --help')")
        }
        let path = ".eqlint.yml"
        guard !FileDiscovery.exists(path) else {
            throw ConfigError(file: path, "already exists; eqlint init never overwrites a configuration")
        }
        try AtomicFile.write(template(), to: path)
        Output.standard.write("eqlint: wrote \(path)\n")
        Output.standard.flush()
        return 0
    }

    /// The default configuration, every key commented, rules listed from the registry.
    static func template() -> String {
        var out = """
            # EqLint configuration. Paths are relative to this file. In a folder below the
            # project's root configuration it is a nested one: its lists add to the parent's,
            # its `rules:` override the parent's, and `included`, `baseline` and `strict` stay
            # in the root file.
            # Reference: `eqlint rules`, `eqlint explain RULE_ID`.

            # Folders and files to lint and index (default: this folder).
            # included: [Sources]
            # Paths and globs (*, **, ?) left out of linting and indexing; nothing by default.
            # (.build, .git, .swiftpm, Pods, Carthage, DerivedData, *.docc and hidden folders
            # are never walked.) For example:
            # excluded: [Sources/Generated, "**/*.generated.swift"]

            # Rules to turn off, and opt-in rules to turn on. Every rule is on by default but
            # view_not_equatable: whether re-running a view's body costs anything depends on how
            # often its parent updates, which the source does not show. Teams that make every
            # view diffable as a policy (Equatable, or with inputs SwiftUI can compare) turn it on:
            # opt_in_rules: [view_not_equatable]
            disabled_rules: []
            opt_in_rules: []

            # Per-rule severity (error, warning, note) and options.
            rules:

            """
        for meta in Registry.all {
            // An opt-in rule's summary may say so itself (`view_not_equatable`'s does).
            let optIn = meta.isOptIn && !meta.summary.contains("(opt-in)") ? " (opt-in)" : ""
            out += "  # \(meta.summary)\(optIn)\n  \(meta.id):\n    severity: \(meta.severity.rawValue)\n"
            for option in meta.options { out += "    \(option.name): \(option.defaultText)  # \(option.summary)\n" }
        }
        out += """

            # Property wrappers equality skips, beyond SwiftUI's (they are read live, too).
            skipped_property_wrappers: []
            # Wrappers read through shared storage, beyond Binding, FocusedBinding and Query.
            reference_property_wrappers: []
            # Types from outside the project known to be Equatable.
            equatable_types: []
            # Types from outside the project known to be classes (a stale copy still reaches
            # their current state), beyond UIKit's and AppKit's, Combine's and TCA's Store.
            reference_types: []
            # Protocols from outside the project that refine View.
            view_protocols: []

            # A baseline of accepted findings (see `--write-baseline`).
            # baseline: .eqlint-baseline.json

            # Warnings also fail the run.
            # strict: true

            """
        return out
    }
}
