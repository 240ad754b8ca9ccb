#!/usr/bin/env bash
# Runs the Neovim recipes of docs/editors.md, as written there, in Debian's headless Neovim:
#   1. `makeprg`/`errorformat` (block `tested: neovim-makeprg`): `:make!` on two fixture files;
#      the quickfix list (getqflist(), written as JSON) must hold exactly eqlint's findings,
#      with file, line, column, type (E/W) and text, and every `// expect:` line of the fixture.
#   2. the `vim.diagnostic` snippet (block `tested: neovim-diagnostics`): opening a file lints
#      it; an unsaved fix in the buffer clears the finding (the text goes through
#      --stdin-path, the file on disk still has the problem); writing keeps it clear.
# EQLINT names the binary (default .build/debug/eqlint, which `swift build` makes).
set -uo pipefail   # no -e: every check runs and is counted
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
EQLINT="${EQLINT:-$ROOT/.build/debug/eqlint}"
if [ ! -x "$EQLINT" ]; then
    echo "test_neovim.sh: no eqlint binary at $EQLINT: run 'swift build' first, or set EQLINT" >&2
    exit 1
fi
if ! command -v nvim >/dev/null 2>&1; then
    echo "test_neovim.sh: Neovim is not installed (apt-get install neovim)" >&2
    exit 1
fi
echo "using $(nvim --version | head -1) and $("$EQLINT" --version)"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/eqlint-neovim.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
mkdir -p "$WORK/bin" "$WORK/project/.git"
# view_not_equatable is opt-in; this project turns it on (its findings are what the recipes show).
printf 'opt_in_rules: [view_not_equatable]\n' > "$WORK/project/.eqlint.yml"
ln -s "$EQLINT" "$WORK/bin/eqlint"
export PATH="$WORK/bin:$PATH"
NVIM=(timeout 120 nvim --headless --clean -n -i NONE)

passed=0 failed=0
check() { # check NAME STATUS
    if [ "$2" -eq 0 ]; then passed=$((passed + 1)); echo "ok: $1"; else failed=$((failed + 1)); echo "FAIL: $1"; fi
}

# The recipes, cut out of the documentation: the code block after each `<!-- tested: NAME -->`.
python3 - "$ROOT/docs/editors.md" "$WORK" <<'EOF' || { echo "FAIL: cannot extract the recipes from docs/editors.md"; exit 1; }
import re, sys
doc, work = open(sys.argv[1]).read(), sys.argv[2]
for name, out in [("neovim-makeprg", "makeprg.vim"), ("neovim-diagnostics", "diagnostics.lua")]:
    m = re.search(r"<!-- tested: %s -->\n```\w*\n(.*?)\n```" % re.escape(name), doc, re.S)
    assert m, "no block marked 'tested: %s'" % name
    open("%s/%s" % (work, out), "w").write(m.group(1) + "\n")
EOF

# ------------------------------------------------------------ 1. makeprg / errorformat / :make
cat > "$WORK/dump_qf.vim" <<'EOF'
let s:items = map(getqflist(), {_, e -> {'filename': bufname(e.bufnr), 'lnum': e.lnum, 'col': e.col, 'type': e.type, 'text': e.text, 'valid': e.valid}})
call writefile([json_encode(s:items)], $QF_OUT)
EOF
for fixture in view_not_equatable/basic.swift hashable_equatable_mismatch/rev4_hashed_by_collections.swift; do
    name="$(basename "$fixture")"
    cp "$ROOT/Fixtures/$fixture" "$WORK/project/$name"
    (cd "$WORK/project" && QF_OUT="$WORK/$name.qf.json" "${NVIM[@]}" "$name" \
        -c "source $WORK/makeprg.vim" -c "silent make!" -c "source $WORK/dump_qf.vim" -c "qa!") \
        > "$WORK/$name.nvim.log" 2>&1
    check "nvim :make! on $name runs" $?
    (cd "$WORK/project" && eqlint --quiet --format json "$name" > "$WORK/$name.report.json")
    python3 - "$WORK/$name.qf.json" "$WORK/$name.report.json" "$WORK/project/$name" <<'EOF'
import json, sys
qf = json.load(open(sys.argv[1]))
report = json.load(open(sys.argv[2]))
# A finding with a safe fix is marked `[*]` before its message in the text report.
mark = lambda d: "[*] " if (d.get("fix") or {}).get("applicability") == "safe" else ""
expected = [{"filename": d["file"], "lnum": d["line"], "col": d["character"],
             "type": d["severity"][0].lower(), "text": "%s%s [%s]" % (mark(d), d["reason"], d["rule_id"]), "valid": 1}
            for d in report]
assert report, "eqlint found nothing in the fixture"
assert qf == expected, "quickfix list:\n%s\nexpected (from eqlint's JSON report):\n%s" % (
    json.dumps(qf, indent=1), json.dumps(expected, indent=1))
expect_lines = [i + 1 for i, line in enumerate(open(sys.argv[3])) if "// expect:" in line]
assert sorted({e["lnum"] for e in qf}) == expect_lines, (expect_lines, qf)
print("  quickfix: %d entries, e.g. %s:%d:%d %s %s" % (len(qf), qf[0]["filename"], qf[0]["lnum"], qf[0]["col"], qf[0]["type"], qf[0]["text"][:60]))
EOF
    r=$?; check "the quickfix list of $name holds eqlint's findings (file, line, col, type, text)" $r
    [ $r -eq 0 ] || cat "$WORK/$name.nvim.log"
done
python3 - "$WORK/basic.swift.qf.json" "$WORK/rev4_hashed_by_collections.swift.qf.json" "$WORK/project/basic.swift" "$WORK/project/rev4_hashed_by_collections.swift" <<'EOF'
import json, sys
warn, err = json.load(open(sys.argv[1])), json.load(open(sys.argv[2]))
row = next(i + 1 for i, line in enumerate(open(sys.argv[3])) if line.startswith("struct PlaylistRow"))
assert {k: warn[0][k] for k in ("filename", "lnum", "col", "type")} == {"filename": "basic.swift", "lnum": row, "col": 8, "type": "w"}, warn[0]
assert warn[0]["text"].startswith("'PlaylistRow' is not Equatable") and warn[0]["text"].endswith("[view_not_equatable]"), warn[0]
tag = next(i + 1 for i, line in enumerate(open(sys.argv[4])) if line.startswith("struct Tag"))
assert {k: err[0][k] for k in ("filename", "lnum", "col", "type")} == {"filename": "rev4_hashed_by_collections.swift", "lnum": tag, "col": 8, "type": "e"}, err[0]
assert err[0]["text"].startswith("[*] 'Tag' has a hand-written == that does not compare 'label'"), err[0]
EOF
check "known entries: basic.swift, struct PlaylistRow:8 W (view_not_equatable), rev4_hashed_by_collections.swift, struct Tag:8 E [*]" $?

# ------------------------------------------------------------ 2. vim.diagnostic via --stdin-path
cat > "$WORK/project/Card.swift" <<'EOF'
import SwiftUI

struct Card: View {
    let badge: AnyView
    var body: some View { badge }
}
EOF
cat > "$WORK/dump_diagnostics.lua" <<'EOF'
local items = {}
for _, d in ipairs(vim.diagnostic.get(0)) do
  table.insert(items, { lnum = d.lnum, col = d.col, severity = d.severity, message = d.message, source = d.source })
end
vim.fn.writefile({ vim.fn.json_encode(items) }, os.getenv("DIAG_OUT") .. "." .. vim.g.eqlint_step .. ".json")
EOF
cat > "$WORK/steps.vim" <<EOF
luafile $WORK/diagnostics.lua
edit Card.swift
let g:eqlint_step = 'opened'
luafile $WORK/dump_diagnostics.lua
call setline(3, 'struct Card: View, Equatable {')
EqLint
let g:eqlint_step = 'edited'
luafile $WORK/dump_diagnostics.lua
write
let g:eqlint_step = 'written'
luafile $WORK/dump_diagnostics.lua
qa!
EOF
(cd "$WORK/project" && DIAG_OUT="$WORK/diag" "${NVIM[@]}" -c "source $WORK/steps.vim") > "$WORK/diag.nvim.log" 2>&1
check "nvim with the vim.diagnostic snippet runs" $?
python3 - "$WORK/diag" <<'EOF'
import json, sys
load = lambda step: json.load(open("%s.%s.json" % (sys.argv[1], step)))
opened = load("opened")
assert len(opened) == 1, opened
d = opened[0]
assert (d["lnum"], d["col"], d["severity"], d["source"]) == (2, 7, 2, "eqlint"), d
assert d["message"].startswith("'Card' is not Equatable") and d["message"].endswith("[view_not_equatable]"), d
EOF
r=$?; check "on open: one WARN diagnostic at Card.swift:3:8 (0-based 2:7)" $r
[ $r -eq 0 ] || cat "$WORK/diag.nvim.log"
python3 -c 'import json,sys; assert json.load(open(sys.argv[1])) in ([], {}), open(sys.argv[1]).read()' "$WORK/diag.edited.json"
check "after an unsaved fix and :EqLint: no diagnostic (the buffer's text was linted)" $?
python3 -c 'import json,sys; assert json.load(open(sys.argv[1])) in ([], {}), open(sys.argv[1]).read()' "$WORK/diag.written.json"
check "after :write: still none" $?
grep -q "struct Card: View, Equatable {" "$WORK/project/Card.swift"; check "the fix was written to disk by :write" $?

# Columns: eqlint counts characters, Neovim bytes; the recipe converts.
printf 'import SwiftUI\n/* caf\xc3\xa9 \xf0\x9f\x8e\x89 */ struct Foo: View {\n    let badge: AnyView\n    var body: some View { badge }\n}\n' > "$WORK/project/Cafe.swift"
cat > "$WORK/cafe.vim" <<EOF
luafile $WORK/diagnostics.lua
edit Cafe.swift
let g:eqlint_step = 'cafe'
luafile $WORK/dump_diagnostics.lua
qa!
EOF
(cd "$WORK/project" && DIAG_OUT="$WORK/diag" "${NVIM[@]}" -c "source $WORK/cafe.vim") > "$WORK/cafe.nvim.log" 2>&1
python3 - "$WORK/diag.cafe.json" "$WORK/project/Cafe.swift" <<'EOF'
import json, sys
d = json.load(open(sys.argv[1]))
line = open(sys.argv[2], "rb").read().split(b"\n")[1]
assert len(d) == 1 and d[0]["lnum"] == 1 and d[0]["col"] == line.index(b"Foo"), (d, line.index(b"Foo"))
EOF
check "on a line with 'é' and '🎉', the diagnostic's column is the name's byte offset" $?

echo "neovim: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
