# Sourced by test_nvim_lsp.sh and test_eglot.sh (needs ROOT, WORK, PROJECT and EQLINT):
# `editor_recipe MARK FILE` cuts the code block after `<!-- tested: MARK -->` out of
# docs/editors.md into FILE; `editor_row_project` writes the project both editors open and sets
# CLI_MESSAGE, the message the server must publish.

editor_recipe() {
    awk -v mark="<!-- tested: $1 -->" '$0 == mark { marked = 1; next }
         marked && /^```/ { if (inside) exit; inside = 1; next }
         inside { print }' "$ROOT/docs/editors.md" > "$2"
    if [ ! -s "$2" ]; then
        echo "FAIL: docs/editors.md has no code block marked 'tested: $1'"
        exit 1
    fi
}

# A project of its own (an empty .eqlint.yml, in a repository of its own: eqlint's project root,
# and the editor's), one view with a closure input, declared on an indented line where a comment
# with 'é' and '🎉' comes before the name.
editor_row_project() {
    if command -v git >/dev/null 2>&1; then
        git init -q "$PROJECT"
    else
        mkdir -p "$PROJECT/.git"
    fi
    printf 'opt_in_rules: [view_not_equatable]\n' > "$PROJECT/.eqlint.yml"
    cat > "$PROJECT/Row.swift" <<'SWIFT'
import SwiftUI

enum Rows {
    /* café 🎉 */ struct Row: View { let onTap: () -> Void; var body: some View { Text("x") } }
}
SWIFT
    (cd "$PROJECT" && "$EQLINT" lint --quiet --color never Row.swift) > "$WORK/cli.txt"
    echo "eqlint lint Row.swift: $(cat "$WORK/cli.txt")"
    # The message the server must publish: the command line's, for the same file.
    CLI_MESSAGE="$(sed -n 's/^Row\.swift:4:[0-9]*: warning: \(.*\) \[view_not_equatable\]$/\1/p' "$WORK/cli.txt")"
    if [ -z "$CLI_MESSAGE" ]; then
        echo "FAIL: eqlint lint reports no view_not_equatable warning on line 4 of Row.swift"
        exit 1
    fi
}
