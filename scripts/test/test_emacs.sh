#!/usr/bin/env bash
# Runs the Emacs recipes of docs/editors.md, as written there, in Debian's Emacs (batch mode)
# with Debian's Flycheck package:
#   1. compilation mode (block `tested: emacs-compile`): a Swift buffer's compile-command runs
#      eqlint; every line is parsed as a message of the right file, line, column and type
#      (error 2, warning 1, note 0 = information), exactly eqlint's findings;
#   2. the Flycheck checker (block `tested: emacs-flycheck`): on a fixture it reports eqlint's
#      findings (line, column, level, message); an unsaved fix in the buffer removes that
#      finding (the text goes through --stdin-path; the file on disk is unchanged).
# A stand-in `swift-mode` (a mode derived from prog-mode) replaces the swift-mode package,
# which Debian does not ship. EQLINT names the binary (default .build/debug/eqlint).
set -uo pipefail   # no -e: every check runs and is counted
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
EQLINT="${EQLINT:-$ROOT/.build/debug/eqlint}"
if [ ! -x "$EQLINT" ]; then
    echo "test_emacs.sh: no eqlint binary at $EQLINT: run 'swift build' first, or set EQLINT" >&2
    exit 1
fi
if ! command -v emacs >/dev/null 2>&1 || ! emacs --batch --eval "(require 'flycheck)" >/dev/null 2>&1; then
    echo "test_emacs.sh: Emacs with Flycheck is not installed (apt-get install emacs-nox elpa-flycheck)" >&2
    exit 1
fi
echo "using $(emacs --version | head -1), $(emacs --batch --eval "(progn (require 'flycheck) (princ (locate-library \"flycheck\")))" 2>/dev/null) and $("$EQLINT" --version)"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/eqlint-emacs.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
PROJECT="$WORK/project"
mkdir -p "$WORK/bin" "$PROJECT/.git"
ln -s "$EQLINT" "$WORK/bin/eqlint"
export PATH="$WORK/bin:$PATH"

passed=0 failed=0
check() { # check NAME STATUS
    if [ "$2" -eq 0 ]; then passed=$((passed + 1)); echo "ok: $1"; else failed=$((failed + 1)); echo "FAIL: $1"; fi
}

python3 - "$ROOT/docs/editors.md" "$WORK" <<'EOF' || { echo "FAIL: cannot extract the recipes from docs/editors.md"; exit 1; }
import re, sys
doc, work = open(sys.argv[1]).read(), sys.argv[2]
for name, out in [("emacs-compile", "compile-recipe.el"), ("emacs-flycheck", "flycheck-recipe.el")]:
    m = re.search(r"<!-- tested: %s -->\n```\w*\n(.*?)\n```" % re.escape(name), doc, re.S)
    assert m, "no block marked 'tested: %s'" % name
    open("%s/%s" % (work, out), "w").write(m.group(1) + "\n")
EOF

printf 'opt_in_rules: [view_not_equatable]\n' > "$PROJECT/.eqlint.yml"
# Two views SwiftUI can never find equal (an AnyView input each): the test makes the first
# Equatable in the buffer, and Flycheck must then report the second alone.
cat > "$PROJECT/basic.swift" <<'SWIFT'
import SwiftUI

struct NightlyCalendar: View {
    let header: AnyView
    var body: some View { header }
}

struct PlaylistRow: View {
    let artwork: AnyView
    var body: some View { artwork }
}
SWIFT
cp "$ROOT/Fixtures/hashable_equatable_mismatch/rev4_hashed_by_collections.swift" "$PROJECT/"
# A note: two onChange running the same costly action on values that change together.
printf 'import SwiftUI\n\nstruct Filters: View {\n    let model: Model\n    var body: some View {\n        Text("x")\n            .onChange(of: model.query) { reload() }\n            .onChange(of: model.scope) { reload() }\n    }\n    func reload() { Task { await model.fetch() } }\n}\n' > "$PROJECT/Filters.swift"
cp "$PROJECT/basic.swift" "$WORK/basic.swift.orig"
(cd "$PROJECT" && eqlint --quiet --format json > "$WORK/all.json"; eqlint --quiet --format json basic.swift > "$WORK/basic.json")

cat > "$WORK/test.el" <<EOF
(require 'compile)
(require 'json)
(define-derived-mode swift-mode prog-mode "Swift")
(add-to-list 'auto-mode-alist '("\\\\.swift\\\\'" . swift-mode))
(load-file "$WORK/compile-recipe.el")
(load-file "$WORK/flycheck-recipe.el")

(defun eqlint-test-write (file data)
  (with-temp-file file (insert (json-encode data))))

;; 1. Compilation mode, with the compile-command the recipe gives Swift buffers.
(find-file "$PROJECT/basic.swift")
(eqlint-test-write "$WORK/compile-command.json" compile-command)
(compile compile-command)
(with-current-buffer "*compilation*"
  ;; Until the sentinel has written its last line: the process may exit before all of its
  ;; output has been read from the pty.
  (let ((deadline (+ (float-time) 60)))
    (while (and (< (float-time) deadline)
                (not (save-excursion (goto-char (point-max))
                                     (re-search-backward "^Compilation \\(finished\\|exited\\)" nil t))))
      (accept-process-output nil 0.1)))
  (when (fboundp 'compilation--ensure-parse) (compilation--ensure-parse (point-max)))
  (let ((pos (point-min)) (seen nil) (items nil))
    (while (setq pos (next-single-property-change pos 'compilation-message))
      (let ((msg (get-text-property pos 'compilation-message))
            (line (line-number-at-pos pos)))
        (when (and msg (not (member line seen)))
          (push line seen)
          (let ((loc (compilation--message->loc msg)))
            (push \`((file . ,(caar (compilation--loc->file-struct loc)))
                    (line . ,(compilation--loc->line loc))
                    (column . ,(compilation--loc->col loc))
                    (type . ,(compilation--message->type msg)))
                  items)))))
    (eqlint-test-write "$WORK/compile.json" (vconcat (nreverse items)))
    (eqlint-test-write "$WORK/compile-lines.json" (count-lines (point-min) (point-max)))))

;; 2. Flycheck, on the saved file and then on an unsaved edit.
(defun eqlint-test-flycheck (file)
  (flycheck-buffer)
  (let ((deadline (+ (float-time) 60)))
    (while (and (flycheck-running-p) (< (float-time) deadline)) (accept-process-output nil 0.05)))
  (eqlint-test-write file
    (vconcat (mapcar (lambda (e) \`((line . ,(flycheck-error-line e)) (column . ,(flycheck-error-column e))
                                   (level . ,(symbol-name (flycheck-error-level e)))
                                   (message . ,(flycheck-error-message e))
                                   (checker . ,(symbol-name (flycheck-error-checker e)))))
                     flycheck-current-errors))))
(with-current-buffer (find-file "$PROJECT/basic.swift")
  (flycheck-mode 1)
  (eqlint-test-write "$WORK/checker.json" (symbol-name (flycheck-get-checker-for-buffer)))
  (eqlint-test-flycheck "$WORK/flycheck-saved.json")
  (goto-char (point-min))
  (re-search-forward "^struct NightlyCalendar: View {")
  (replace-match "struct NightlyCalendar: View, Equatable {")
  (eqlint-test-flycheck "$WORK/flycheck-edited.json"))
EOF
(cd "$PROJECT" && timeout 180 emacs --batch -l "$WORK/test.el") > "$WORK/emacs.log" 2>&1
r=$?; check "emacs --batch runs the recipes" $r
[ $r -eq 0 ] || tail -20 "$WORK/emacs.log"

python3 - "$WORK" <<'EOF'
import json, sys
work = sys.argv[1]
load = lambda name: json.load(open("%s/%s" % (work, name)))
results = {}
def test(name, fn):
    try:
        fn(); print("ok:", name); results[name] = True
    except Exception as e:
        print("FAIL:", name, "\n ", repr(e)[:2000]); results[name] = False

everything, basic = load("all.json"), load("basic.json")
def compile_command():
    assert load("compile-command.json").startswith("eqlint "), load("compile-command.json")
test("the recipe sets compile-command in Swift buffers", compile_command)
types = {"Error": 2, "Warning": 1, "Note": 0}
def compile_messages():
    got = load("compile.json")
    want = [{"file": d["file"], "line": d["line"], "column": d["character"], "type": types[d["severity"]]} for d in everything]
    assert got == want, "compilation buffer:\n%s\nexpected (eqlint's JSON report):\n%s" % (got, want)
    assert {m["type"] for m in got} == {0, 1, 2}, got
test("compilation mode parses every finding: file, line, column, error/warning/info", compile_messages)
levels = {"Error": "error", "Warning": "warning", "Note": "info"}
def flycheck_expected(report):
    # A finding with a safe fix is marked `[*]` before its message in the text report.
    mark = lambda d: "[*] " if (d.get("fix") or {}).get("applicability") == "safe" else ""
    return [{"line": d["line"], "column": d["character"], "level": levels[d["severity"]],
             "message": "%s%s [%s]" % (mark(d), d["reason"], d["rule_id"]), "checker": "eqlint"} for d in report]
def checker():
    assert load("checker.json") == "eqlint", load("checker.json")
test("Flycheck picks the eqlint checker for Swift buffers", checker)
def saved():
    got, want = load("flycheck-saved.json"), flycheck_expected(basic)
    assert got == want and len(got) == 2, "flycheck:\n%s\nexpected:\n%s" % (got, want)
test("Flycheck reports eqlint's findings (line, column, level, message)", saved)
def edited():
    got = load("flycheck-edited.json")
    assert [e["line"] for e in got] == [8], got
test("after an unsaved fix, Flycheck drops that finding (the buffer's text was linted)", edited)
open("%s/counts" % work, "w").write("%d %d\n" % (sum(results.values()), len(results) - sum(results.values())))
EOF
read -r p f < "$WORK/counts" 2>/dev/null || { p=0; f=1; echo "FAIL: the results could not be checked"; }
passed=$((passed + p)); failed=$((failed + f))
cmp -s "$PROJECT/basic.swift" "$WORK/basic.swift.orig"; check "the file on disk was not changed" $?

echo "emacs: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
