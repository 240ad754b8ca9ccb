#!/usr/bin/env bash
# Drives EqLint's Bazel rules (bazel/eqlint.bzl) with a real Bazel, offline: Debian's
# bazel-bootstrap (4.2.3), installed with apt-get when `bazel` is missing. Tests/Bazel is a
# workspace with stand-ins for rules_swift's swift_library and swift_binary (same kind names,
# `srcs`, `deps`, `private_deps`, no compilation): App -> Components -> Models -(private)-> Support.
# A fresh copy of it (with bazel/ and the repository's WORKSPACE.bazel beside it, as
# @eqlint) is built in a temporary folder, with output bases in /tmp. Checks:
#   1. the aspect's reports: Components' Chip stores a TapAction, a closure type declared in
#      Models (equatable_unmarked_closure), and App builds Models' ParityBadge without
#      .equatable() (equatable_modifier_missing, Models reached through Components), and
#      App's ClearButton stores a closure type declared in App's generated source (a genrule:
#      summarized for App's lint, not linted); the findings of all the targets together are
#      exactly those of a whole-project `eqlint lint` of the same files; exit-code files,
#      summary lists (private_deps included), and one summarize and one lint action per
#      target (and one summarize of the generated source);
#   2. the SARIF reports pass the SARIF 2.1.0 schema (Tests/Schemas/sarif-2.1.0.json, with
#      Python's jsonschema) and their URIs are workspace-relative: no absolute path, no
#      bazel-out or execroot, no path of the temporary folders anywhere in them;
#   3. a body-only edit in Models re-runs exactly Models' summarize and lint actions (counted
#      by mnemonic in --execution_log_json_file), Models' summary keeps its bytes, and the
#      dependants' lint actions are cache hits; a declaration edit, for contrast, re-runs
#      the dependants' lint actions too;
#   4. a second copy of the workspace in another folder, with another output base, writes
#      byte-identical summaries and reports;
#   5. fix mode (--@eqlint//bazel:fix) writes a patch that `git apply` takes, after which
#      App's equatable_modifier_missing is gone; fail_on_violation (--@eqlint//bazel:fail_on_violation) fails
#      the build on Components' finding and passes on Models;
#   6. `bazel test //Components:lint` (an eqlint_test) fails on Chip's finding and passes
#      once it is suppressed with `// eqlint:disable:next equatable_unmarked_closure`;
#   7. the rules_lint adapter of docs/bazel.md, against a stand-in of rules_lint's helper API
#      (Tests/Bazel/tools/rules_lint_standin, not rules_lint), with its own mnemonic, runs in
#      the same build as the plain aspect and gives the same summaries and reports.
#   8. docs/bazel.md's offline walkthrough, as the page writes it, in an empty folder: every
#      block ends with the status the page gives and prints the output it shows (the first
#      block, which makes the archives, is done here with this binary and this checkout).
# Every Bazel command runs with --batch: no Bazel server outlives it.
# EQLINT_RELEASE names the eqlint binary; by default the static release build of
# scripts/release/release.sh (.build-release), built here when missing. Exit status 0 when every
# check passed.
set -uo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
BIN="${EQLINT_RELEASE:-}"
if [ -z "$BIN" ]; then
    swift build -c release --static-swift-stdlib --scratch-path "$ROOT/.build-release" --product eqlint \
        --package-path "$ROOT" > /dev/null || { echo "test_bazel.sh: the release build failed" >&2; exit 1; }
    BIN="$ROOT/.build-release/release/eqlint"
fi
[ -x "$BIN" ] || { echo "test_bazel.sh: no eqlint binary at $BIN" >&2; exit 1; }

if ! command -v bazel > /dev/null 2>&1; then
    echo "test_bazel.sh: installing bazel-bootstrap with apt-get"
    sudo=""
    [ "$(id -u)" -eq 0 ] || sudo="sudo -n"
    $sudo apt-get update -qq
    DEBIAN_FRONTEND=noninteractive $sudo apt-get install -y -qq --no-install-recommends bazel-bootstrap > /dev/null
fi
command -v bazel > /dev/null 2>&1 || { echo "test_bazel.sh: bazel could not be installed" >&2; exit 1; }

WORK="$(mktemp -d "${TMPDIR:-/tmp}/eqlint-bazel-test.XXXXXX")"
# Bazel leaves read-only files in its output bases.
trap 'chmod -R u+w "$WORK" 2> /dev/null; rm -rf "$WORK"' EXIT
START=$SECONDS

passed=0 failed=0
check() { # check NAME CONDITION-STATUS
    if [ "$2" -eq 0 ]; then passed=$((passed + 1)); echo "ok: $1"; else failed=$((failed + 1)); echo "FAIL: $1"; fi
}
show() { echo "--- $1 (last ${2:-40} lines)"; tail -n "${2:-40}" "$1"; echo "---"; }

# A fresh copy of the workspace at $1/Tests/Bazel, the repository's rules at $1, the binary
# as tools/eqlint.
make_copy() {
    mkdir -p "$1/Tests"
    cp -R "$ROOT/bazel" "$ROOT/WORKSPACE.bazel" "$ROOT/MODULE.bazel" "$ROOT/.bazelignore" "$1/"
    cp -R "$ROOT/Tests/Bazel" "$1/Tests/Bazel"
    cp "$BIN" "$1/Tests/Bazel/tools/eqlint"
}
# bz WORKSPACE OUTPUT_BASE LOG BAZEL-ARGS...: one Bazel command, its output in LOG; its status.
bz() {
    local ws="$1" ob="$2" log="$3"; shift 3
    (cd "$ws" && bazel --batch --output_base="$ob" "$@") > "$log" 2>&1
}
ASPECT=(--aspects=//tools:linters.bzl%eqlint)
OUT_GROUPS=(--output_groups=rules_lint_human,rules_lint_machine,eqlint_summaries)
# count_spawns LOG: "MNEMONIC COUNT" lines for the spawns Bazel executed (sorted).
count_spawns() {
    python3 - "$1" <<'EOF'
import collections, json, sys
text = open(sys.argv[1], encoding="utf-8").read()
decoder, i, counts = json.JSONDecoder(), 0, collections.Counter()
while True:
    while i < len(text) and text[i].isspace():
        i += 1
    if i >= len(text):
        break
    entry, i = decoder.raw_decode(text, i)
    counts[entry.get("mnemonic", "?")] += 1
for mnemonic in sorted(counts):
    print(mnemonic, counts[mnemonic])
EOF
}
# spawn_targets LOG MNEMONIC: the outputs' folders of that mnemonic's spawns (the targets).
spawn_targets() {
    python3 - "$1" "$2" <<'EOF'
import json, sys
text = open(sys.argv[1], encoding="utf-8").read()
decoder, i, found = json.JSONDecoder(), 0, []
while True:
    while i < len(text) and text[i].isspace():
        i += 1
    if i >= len(text):
        break
    entry, i = decoder.raw_decode(text, i)
    if entry.get("mnemonic") == sys.argv[2]:
        found.append(entry["actualOutputs"][0]["path"].split("/")[-2])
print(" ".join(sorted(found)))
EOF
}

make_copy "$WORK/one"
WS="$WORK/one/Tests/Bazel"
OB="$WORK/output-base-one"
BIN_DIR="$WS/bazel-bin"
TARGETS="Support Models Components App"
M=AspectRulesLintEqLint

# 1. The aspect over every target.
start=$SECONDS
bz "$WS" "$OB" "$WORK/build1.log" build //... "${ASPECT[@]}" "${OUT_GROUPS[@]}" --execution_log_json_file="$WORK/exec1.json"; r=$?
echo "first build (4 targets, Bazel started with --batch): $((SECONDS - start)) s"
check "bazel build //... with the aspect succeeds" $r
[ $r -eq 0 ] || show "$WORK/build1.log"
grep -q "^Components/Chip.swift:[0-9]*:[0-9]*: warning: .*\[equatable_unmarked_closure\]$" "$BIN_DIR/Components/Components.$M.out"
check "Components.$M.out reports the cross-target equatable_unmarked_closure (TapAction declared in Models)" $?
grep -q "^App/Screen.swift:[0-9]*:[0-9]*: warning: .*\[equatable_modifier_missing\]$" "$BIN_DIR/App/App.$M.out"
check "App.$M.out reports equatable_modifier_missing on Models' ParityBadge (reached through Components)" $?
grep -q "^App/ClearButton.swift:[0-9]*:[0-9]*: warning: .*\[equatable_unmarked_closure\]$" "$BIN_DIR/App/App.$M.out"
check "App.$M.out reports ClearButton's equatable_unmarked_closure, whose closure type is declared in App's generated (summarized, not linted) source" $?
# The reference: a whole-project lint of the same files, as one process sees them (in a copy
# that holds the generated source where the build wrote it).
mkdir -p "$WORK/reference" && cp -R "$ROOT/Tests/Bazel/." "$WORK/reference/"
cp "$BIN_DIR/App/GeneratedActions.swift" "$WORK/reference/App/"
(cd "$WORK/reference" && "$BIN" lint --config .eqlint.yml --strict --quiet --color never --no-cache Support Models Components App) \
    > "$WORK/whole.txt" 2> "$WORK/whole.err"
whole_status=$?
[ "$whole_status" -eq 1 ] && grep -q "^Components/Chip.swift:.*\[equatable_unmarked_closure\]$" "$WORK/whole.txt" \
    && grep -q "^App/Screen.swift:.*\[equatable_modifier_missing\]$" "$WORK/whole.txt" \
    && grep -q "^App/ClearButton.swift:.*\[equatable_unmarked_closure\]$" "$WORK/whole.txt"
check "the whole-project lint finds Chip's and ClearButton's unmarked closures and Screen's missing .equatable() (status $whole_status)" $?
cat "$WORK/whole.txt"
for t in $TARGETS; do cat "$BIN_DIR/$t/$t.$M.out"; done | sort > "$WORK/split.txt"
sort "$WORK/whole.txt" | diff - "$WORK/split.txt" > "$WORK/split.diff"
check "the targets' reports together are exactly the whole-project lint's findings" $?
[ -s "$WORK/split.diff" ] && cat "$WORK/split.diff"
codes=""
for t in $TARGETS; do codes="$codes $t=$(cat "$BIN_DIR/$t/$t.$M.out.exit_code" 2>&1)/$(cat "$BIN_DIR/$t/$t.$M.report.exit_code" 2>&1)"; done
[ "$codes" = " Support=0/0 Models=0/0 Components=1/1 App=1/1" ]
check "exit-code files (out/report; --strict):$codes" $?
[ "$(cat "$BIN_DIR/Models/Models.$M.summaries")" = "bazel-out/k8-fastbuild/bin/Support/Support.$M.eqsum" ]
check "Models' summary list holds its private_deps' summary (Support)" $?
[ "$(sort "$BIN_DIR/App/App.$M.summaries" | tr '\n' ' ')" = "bazel-out/k8-fastbuild/bin/App/App.$M.unlinted.eqsum bazel-out/k8-fastbuild/bin/Components/Components.$M.eqsum bazel-out/k8-fastbuild/bin/Models/Models.$M.eqsum bazel-out/k8-fastbuild/bin/Support/Support.$M.eqsum " ]
check "App's summary list holds the transitive summaries (Components, Models, Support) and that of its generated source" $?
spawns="$(count_spawns "$WORK/exec1.json" | tr '\n' ' ')"
[ "$spawns" = "$M 4 ${M}Summarize 5 Genrule 1 " ]
check "one summarize and one lint action per target, and one summarize of App's generated source (executed: $spawns)" $?
mkdir -p "$WORK/first"
for t in $TARGETS; do cp "$BIN_DIR/$t/$t.$M.eqsum" "$BIN_DIR/$t/$t.$M.out" "$BIN_DIR/$t/$t.$M.report" "$WORK/first/"; done

# 2. SARIF: the schema, and workspace-relative URIs.
for t in $TARGETS; do
    python3 "$ROOT/scripts/test/validate_report.py" "$ROOT/Tests/Schemas/sarif-2.1.0.json" "$BIN_DIR/$t/$t.$M.report" > "$WORK/validate.log" 2>&1
    check "$t.$M.report is valid against the SARIF 2.1.0 schema" $?
    [ $? -eq 0 ] || show "$WORK/validate.log" 20
done
python3 - "$WORK" "$BIN_DIR" $TARGETS > "$WORK/uris.log" 2>&1 <<'EOF'
import json, sys
work, bin_dir, targets = sys.argv[1], sys.argv[2], sys.argv[3:]
uris = []
for t in targets:
    path = f"{bin_dir}/{t}/{t}.AspectRulesLintEqLint.report"
    text = open(path, encoding="utf-8").read()
    for bad in (work, "/tmp/", "bazel-out", "execroot", "sandbox", "file:"):
        assert bad not in text, f"{path} holds {bad!r}"
    for run in json.loads(text)["runs"]:
        for result in run.get("results", []):
            for location in result.get("locations", []):
                artifact = location["physicalLocation"]["artifactLocation"]
                uri = artifact["uri"]
                assert not uri.startswith("/") and ":" not in uri and ".." not in uri.split("/"), uri
                assert artifact.get("uriBaseId") == "%SRCROOT%", artifact
                uris.append(uri)
assert sorted(set(uris)) == ["App/ClearButton.swift", "App/Screen.swift", "Components/Chip.swift"], uris
print("uris:", sorted(set(uris)))
EOF
check "every SARIF uri is workspace-relative (App/ClearButton.swift, App/Screen.swift, Components/Chip.swift; %SRCROOT%) and no report holds a path of this machine" $?
cat "$WORK/uris.log"

# 3. A body-only edit in Models, then a declaration edit.
python3 - "$WS/Models/Actions.swift" <<'EOF'
import sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
old = "count % 2 == 0 ? ParityWords.even : ParityWords.odd"
assert old in text
open(path, "w", encoding="utf-8").write(text.replace(old, "count.isMultiple(of: 2) ? ParityWords.even : ParityWords.odd"))
EOF
start=$SECONDS
bz "$WS" "$OB" "$WORK/build2.log" build //... "${ASPECT[@]}" "${OUT_GROUPS[@]}" --execution_log_json_file="$WORK/exec2.json"; r=$?
echo "build after a body-only edit in Models: $((SECONDS - start)) s"
check "the build after a body-only edit in Models succeeds" $r
spawns="$(count_spawns "$WORK/exec2.json" | tr '\n' ' ')"
where="$(spawn_targets "$WORK/exec2.json" "$M") / $(spawn_targets "$WORK/exec2.json" "${M}Summarize")"
[ "$spawns" = "$M 1 ${M}Summarize 1 " ] && [ "$where" = "Models / Models" ]
check "a body-only edit in Models runs only Models' two actions (executed: $spawns; lint/summarize of: $where); Components' and App's lint actions are cache hits" $?
cmp -s "$WORK/first/Models.$M.eqsum" "$BIN_DIR/Models/Models.$M.eqsum"
check "Models' summary has the same bytes after the body-only edit" $?
python3 - "$WS/Models/Actions.swift" <<'EOF'
import sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
old = "    public let perform: TapAction\n"
assert old in text
open(path, "w", encoding="utf-8").write(text.replace(old, old + "    public var subtitle: String? = nil\n"))
EOF
bz "$WS" "$OB" "$WORK/build3.log" build //... "${ASPECT[@]}" "${OUT_GROUPS[@]}" --execution_log_json_file="$WORK/exec3.json"; r=$?
spawns="$(count_spawns "$WORK/exec3.json" | tr '\n' ' ')"
where="$(spawn_targets "$WORK/exec3.json" "$M")"
[ $r -eq 0 ] && [ "$spawns" = "$M 3 ${M}Summarize 1 " ] && [ "$where" = "App Components Models" ]
check "a declaration edit in Models (a new property) re-runs its dependants' lint actions too (executed: $spawns; lint of: $where)" $?

# 4. Another folder, another output base: the same bytes.
make_copy "$WORK/two"
WS2="$WORK/two/Tests/Bazel"
OB2="$WORK/output-base-two"
bz "$WS2" "$OB2" "$WORK/build4.log" build //... "${ASPECT[@]}" "${OUT_GROUPS[@]}"; r=$?
check "the second copy builds with the aspect in another output base" $r
same=0
for t in $TARGETS; do
    for f in "$t.$M.eqsum" "$t.$M.out" "$t.$M.report"; do
        cmp -s "$WORK/first/$f" "$WS2/bazel-bin/$t/$f" || { same=1; echo "differs: $f"; }
    done
done
check "summaries, text and SARIF reports are byte-identical across the two folders and output bases" $same
echo "Models' summary: $(head -n 1 "$WORK/first/Models.$M.eqsum" | tr -cd '[:print:]') ($(wc -c < "$WORK/first/Models.$M.eqsum") bytes)"

# 5. Fix mode and fail_on_violation, in the second copy.
bz "$WS2" "$OB2" "$WORK/fix.log" build //App "${ASPECT[@]}" --output_groups=rules_lint_patch --@eqlint//bazel:fix; r=$?
patch="$WS2/bazel-bin/App/App.$M.patch"
[ $r -eq 0 ] && [ -s "$patch" ]
check "fix mode writes App.$M.patch" $?
[ $r -eq 0 ] || show "$WORK/fix.log"
cp "$patch" "$WORK/App.patch" 2> /dev/null
cat "$WORK/App.patch"
(cd "$WS2" && git apply --check "$WORK/App.patch" && git apply "$WORK/App.patch") > "$WORK/apply.log" 2>&1
check "git apply takes the patch" $?
[ -s "$WORK/apply.log" ] && cat "$WORK/apply.log"
grep -qF "ParityBadge(count: count).equatable()" "$WS2/App/Screen.swift"
check "the patched Screen.swift has .equatable()" $?
bz "$WS2" "$OB2" "$WORK/build5.log" build //App "${ASPECT[@]}" "${OUT_GROUPS[@]}"; r=$?
[ $r -eq 0 ] && ! grep -q "equatable_modifier_missing" "$WS2/bazel-bin/App/App.$M.out"
check "after the patch App's report has no equatable_modifier_missing" $?
bz "$WS2" "$OB2" "$WORK/fail.log" build //Components "${ASPECT[@]}" --output_groups=rules_lint_human --@eqlint//bazel:fail_on_violation; r=$?
[ $r -ne 0 ] && grep -q "Components/Chip.swift:.*\[equatable_unmarked_closure\]" "$WORK/fail.log"
check "with fail_on_violation the build of Components fails (status $r) and prints its finding" $?
bz "$WS2" "$OB2" "$WORK/pass.log" build //Models "${ASPECT[@]}" --output_groups=rules_lint_human --@eqlint//bazel:fail_on_violation; r=$?
check "with fail_on_violation the build of Models (no finding) succeeds" $r

# 6. bazel test: fails on the finding, passes once it is suppressed.
bz "$WS2" "$OB2" "$WORK/test1.log" test //Components:lint; r=$?
testlog="$WS2/bazel-testlogs/Components/lint/test.log"
[ $r -eq 3 ] && grep -q "Components/Chip.swift:.*\[equatable_unmarked_closure\]" "$testlog"
check "bazel test //Components:lint fails on Chip's finding (status $r, 3 = tests failed) and its log shows it" $?
[ $r -eq 3 ] || show "$WORK/test1.log"
python3 - "$WS2/Components/Chip.swift" <<'EOF'
import sys
path = sys.argv[1]
text = open(path, encoding="utf-8").read()
old = "    public let onTap: TapAction\n"
assert old in text
open(path, "w", encoding="utf-8").write(text.replace(old, "    // eqlint:disable:next equatable_unmarked_closure\n" + old))
EOF
bz "$WS2" "$OB2" "$WORK/test2.log" test //Components:lint; r=$?
check "bazel test //Components:lint passes once the finding is suppressed (status $r)" $r
[ $r -eq 0 ] || { show "$WORK/test2.log"; cat "$testlog"; }

# 7. The rules_lint adapter of docs/bazel.md (tools/linters_rules_lint.bzl), against a stand-in
#    of rules_lint's helper API (tools/rules_lint_standin, not rules_lint itself), with its own
#    mnemonic, in the same build as the first aspect; rules_lint's fix flag drives it.
bz "$WS2" "$OB2" "$WORK/adapter.log" build //... --aspects=//tools:linters.bzl%eqlint,//tools:linters_rules_lint.bzl%eqlint_rules_lint \
    "${OUT_GROUPS[@]}",rules_lint_patch --@aspect_rules_lint//lint:fix; r=$?
check "two aspects (mnemonics $M and ${M}Adapter) run in one build without a conflict" $r
[ $r -eq 0 ] || show "$WORK/adapter.log"
same=0
for t in $TARGETS; do
    for suffix in eqsum out report; do
        cmp -s "$WS2/bazel-bin/$t/$t.$M.$suffix" "$WS2/bazel-bin/$t/$t.${M}Adapter.$suffix" || { same=1; echo "differs: $t $suffix"; }
    done
done
[ -e "$WS2/bazel-bin/Components/Components.${M}Adapter.patch" ] && [ ! -e "$WS2/bazel-bin/Components/Components.$M.patch" ] || same=1
check "the adapter's summaries and reports equal the aspect's, and rules_lint's fix flag gives it (only it) a patch" $same

# 8. docs/bazel.md's "Trying it offline", block by block as the page writes it, in an empty
#    folder (scripts/test/bazel_walkthrough.py takes the blocks out of the page). In place of
#    its first block, which makes the two archives with release.sh and `git archive` of the
#    tag, the archives are made here under the names of the version the docs pin: the binary
#    tested here, packed as the release's archive, and `git archive` of this checkout
#    (uncommitted changes to tracked files included, through `git stash create`).
PIN="$(sed -n 's/.*The documentation pins EqLint `\([^`]*\)`.*/\1/p' "$ROOT/docs/releasing.md" | head -n 1)"
WALK="$WORK/walk" DIST="$WORK/walk/dist" WLOG="$WORK/walk-logs"
mkdir -p "$DIST/eqlint-$PIN-linux-x86_64"
cp "$BIN" "$DIST/eqlint-$PIN-linux-x86_64/eqlint"
tar -C "$DIST" -czf "$DIST/eqlint-$PIN-linux-x86_64.tar.gz" "eqlint-$PIN-linux-x86_64"
(cd "$DIST" && sha256sum "eqlint-$PIN-linux-x86_64.tar.gz" > "eqlint-$PIN-linux-x86_64.tar.gz.sha256")
tree="$(git -C "$ROOT" stash create)"
git -C "$ROOT" archive --format=tar.gz --prefix="eqlint-$PIN/" --output "$DIST/eqlint-$PIN.tar.gz" "${tree:-HEAD}"
[ -n "$PIN" ] && [ -s "$DIST/eqlint-$PIN.tar.gz" ]
check "the walkthrough's archives, as the docs' version $PIN names them" $?
python3 "$ROOT/scripts/test/bazel_walkthrough.py" "$ROOT/docs/bazel.md" "$WLOG" > "$WORK/walkthrough.sh"
check "docs/bazel.md's walkthrough blocks are read" $?
start=$SECONDS
(
    cd "$WALK" || exit 1
    export DIST WALK_OUTPUT_BASE="$WORK/output-base-walk"
    bazel() { command bazel --batch --output_base="$WALK_OUTPUT_BASE" "$@"; }
    export -f bazel
    bash "$WORK/walkthrough.sh"
)
echo "the walkthrough: $((SECONDS - start)) s"
while IFS=$'\t' read -r n want first; do
    [ "$want" = skipped ] && { echo "walkthrough block $n ($first): made here instead"; continue; }
    got="$(cat "$WLOG/$n.status" 2> /dev/null || echo none)"
    [ "$got" = "$want" ]
    check "walkthrough block $n ($first) ends with status $want (got $got)" $?
    [ "$got" = "$want" ] || show "$WLOG/$n.log"
    if [ -f "$WLOG/$n.expected" ]; then
        missing=0
        while IFS= read -r line; do grep -qxF -- "$line" "$WLOG/$n.log" || { missing=1; echo "not printed: $line"; }; done < "$WLOG/$n.expected"
        check "walkthrough block $n prints the output the page shows" $missing
    fi
done < "$WLOG/blocks.tsv"

echo "test_bazel.sh: $((SECONDS - START)) s"
echo "bazel: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
