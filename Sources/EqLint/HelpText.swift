import EqLintRules

/// `--help` texts.
enum HelpText {
    static let main = """
        eqlint \(eqlintVersion): finds equality hazards in SwiftUI code.

        USAGE
          eqlint [lint] [PATH ...] [options]   lint files and folders (default: the configured
                                               `included` paths, else the current folder)
          eqlint rules [--format text|json|markdown]
          eqlint explain RULE                  a rule's full description and examples
          eqlint facts PATH ...                what the parser saw, as JSON Lines
          eqlint summarize --out FILE PATH ... a summary of these files, for build systems
          eqlint init                          write a commented default .eqlint.yml
          eqlint lsp                           a language server on standard input and output
          eqlint --version | --help
          eqlint COMMAND --help                what COMMAND does and its options

        An argument @FILE stands for the arguments in FILE, one a line.

        """ + lint

    static let lint = """
        LINT OPTIONS
          --config FILE          configuration (default: the .eqlint.yml of each path's
                                 project root, found from the path: the highest folder
                                 holding one up to the nearest .git, else the repository)
          --fix                  apply the safe fixes to the files (each written once,
                                 atomically), then report what remains
          --unsafe-fixes         with --fix or --diff, also the unsafe fixes (review them)
          --diff                 print the fixes as a unified diff (git apply takes it)
                                 instead of writing them; exit 1 when there is any
          --format FORMAT        text (default), json, sarif or github
          --output FILE          write the report to FILE atomically (default: standard output)
          --baseline FILE        do not report the findings recorded in FILE
          --write-baseline FILE  record all current findings in FILE and exit 0
          --stdin-path PATH      lint standard input as if it were the file PATH
          --files-from FILE      read paths to lint, one per line (- for standard input)
          --strict               warnings also make the exit status 1
          --enable RULE          turn a rule on (repeatable)
          --disable RULE         turn a rule off (repeatable)
          --only RULE            run only these rules (repeatable)
          --jobs N               worker threads (default: the number of cores)
          --cache-path DIR       where to keep the index cache between runs
                                 (default: $XDG_CACHE_HOME/eqlint or ~/.cache/eqlint)
          --no-cache             neither read nor write the cache
          --summaries-file LIST  build systems: the summaries listed in LIST (one path a
                                 line, from eqlint summarize) stand in for every other
                                 file of the project; no other file is read
          --exit-code-file FILE  write the exit status to FILE and exit 0 (a run that
                                 could not be done still exits 2)
          --path-prefix-map FROM=TO
                                 rewrite a path prefix in every report (repeatable)
          --quiet                no summary line on standard error
          --color WHEN           auto (default: on a terminal, unless NO_COLOR is set),
                                 always or never

        EXIT STATUS
          0  nothing at error severity (nor warning, under --strict)
          1  at least one such finding
          2  the run could not be done: bad arguments or configuration, a missing path,
             an unknown rule, a report that could not be written, a file --fix could
             not write (read-only, changed since it was linted)

        """

    static let facts = """
        USAGE
          eqlint facts [--files-from FILE] [--jobs N] PATH ...

        Prints one JSON object per Swift file: the declarations the rules work from.

        OPTIONS
          --files-from FILE      read paths, one per line (- for standard input)
          --jobs N               worker threads (default: the number of cores)

        """

    static let summarize = """
        USAGE
          eqlint summarize --out FILE [--config FILE] [--files-from FILE] [--jobs N] PATH ...

        Writes a summary of these Swift files: what the index holds of each (types,
        conformances, members, typealiases, the names each constructs), for
        `eqlint lint --summaries-file` in a build system's actions (docs/bazel.md). The
        same files give the same bytes from any folder, machine or --jobs; an edit inside
        a function body leaves it unchanged. Paths in it are relative to the project root:
        the folder of --config FILE when given. Reads nothing but these files and the
        configuration.

        OPTIONS
          --out FILE             where to write the summary (atomically)
          --config FILE          configuration; its folder is the project root
          --files-from FILE      read paths, one per line (- for standard input)
          --jobs N               worker threads (default: the number of cores)

        """

    static let rules = """
        USAGE
          eqlint rules [--format text|json|markdown]

        Lists every rule: id, default severity, on by default or opt-in, one-line summary.

        OPTIONS
          --format FORMAT        text (default), json, or markdown (the rules reference)

        """

    static let explain = """
        USAGE
          eqlint explain RULE

        Prints a rule's full description: what it finds, why it matters, known problems, its
        options, and an example that triggers it and one that does not. `eqlint rules` lists
        the ids.

        """

    static let initialize = """
        USAGE
          eqlint init

        Writes a commented default .eqlint.yml in the current folder, listing every rule with
        its severity and options. Never overwrites an existing file.

        """

    static let lsp = """
        USAGE
          eqlint lsp [--stdio]

        A language server (LSP 3.17, JSON-RPC with Content-Length framing) on standard input
        and output, for editors. It indexes each workspace folder once (its project) and keeps
        the index in memory; open documents are linted from their unsaved text on open, change
        and save, and a change re-publishes the other open documents whose findings it changes.
        Offers diagnostics, quick fixes, a suppression comment, `source.fixAll.eqlint` and
        hover; watches `*.swift` and `.eqlint.yml` on disk. Exits with 0 after `shutdown` and
        `exit`, else 1 when `exit` comes or its input closes. `--stdio` (standard input and
        output, the only transport) is accepted for clients that pass it. Setup: docs/editors.md.

        """

    /// The help of `command`, for `eqlint COMMAND --help` and `eqlint help COMMAND`.
    static func of(_ command: String) -> String? {
        switch command {
        case "lint": "USAGE\n  eqlint [lint] [PATH ...] [options]\n\n" + lint
        case "rules": rules
        case "explain": explain
        case "init": initialize
        case "facts": facts
        case "summarize": summarize
        case "lsp": lsp
        default: nil
        }
    }
}
