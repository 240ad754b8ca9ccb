#!/usr/bin/env bash
# Drives EqLint's SwiftPM plugins for real, through the example package Examples/PluginDemo,
# which depends on this checkout by path:
#   1. a clean `swift build` of the example compiles eqlint and the build-tool plugin prints
#      the known warning (Account.swift:4:15, hashable_equatable_mismatch) with an absolute path;
#      the time of that clean build is printed;
#   2. every later build lints again and prints the warning again, without compiling the
#      target again;
#   3. in a copy of the example: removing .eqlint.yml does not break the build with "missing
#      inputs" (the next build lints with the defaults); restoring it, adding `strict: true`
#      and setting the rule to error severity each take effect on the next build, with no
#      `swift package clean`;
#   4. the command plugin (`swift package eqlint`, in the copy) lints the package and one target
#      (and, inside this repository, the example's targets only, not the repository's `included`), passes
#      options through (`--format github`, `--strict`, `--output`), fails on findings (and on a
#      non-empty `--diff`, saying so), passes
#      `rules`, `explain`, `init` and `--version` to eqlint, and its `--help` names `--target`.
# Builds go to a scratch folder of their own (EQLINT_PLUGIN_SCRATCH, default .build-plugins),
# never to .build. Exit status 0 when every check passed.
set -uo pipefail   # no -e: every check runs and is counted
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
DEMO="$ROOT/Examples/PluginDemo"
SCRATCH="${EQLINT_PLUGIN_SCRATCH:-$ROOT/.build-plugins}"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/eqlint-plugins.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

passed=0 failed=0
check() { # check NAME CONDITION-STATUS
    if [ "$2" -eq 0 ]; then passed=$((passed + 1)); echo "ok: $1"; else failed=$((failed + 1)); echo "FAIL: $1"; fi
}
contains() { grep -qF -- "$2" "$1"; }
show() { echo "--- $1 (last 40 lines)"; tail -n 40 "$1"; echo "---"; }

# The finding has a safe fix (a hash(into:) to insert), so the text report marks it `[*]`.
WARNING_ABS="$DEMO/Sources/DemoModels/Account.swift:4:15: warning: [*] 'Account' has a hand-written == that does not compare 'displayName'"
WARNING_REL="Sources/DemoModels/Account.swift:4:15: warning: [*] 'Account' has a hand-written == that does not compare 'displayName'"

# 1. Clean build: compiles eqlint for the host, runs the build-tool plugin.
rm -rf "$SCRATCH"
start=$(date +%s.%N)
status=0
swift build --package-path "$DEMO" --scratch-path "$SCRATCH" > "$WORK/build1.log" 2>&1 || status=$?
seconds=$(echo "$(date +%s.%N) $start" | awk '{ printf "%.1f", $1 - $2 }')
echo "clean build of Examples/PluginDemo (eqlint compiled from source): ${seconds} s"
check "clean build of the example succeeds (warnings do not fail it)" "$status"
contains "$WORK/build1.log" "$WARNING_ABS"; r=$?; check "the build prints the eqlint warning with an absolute path" $r
[ $r -eq 0 ] && [ "$status" -eq 0 ] || show "$WORK/build1.log"
grep -q "eqlint DemoModels" "$WORK/build1.log"; check "the build runs the 'eqlint DemoModels' command" $?
[ -n "$(find "$SCRATCH/plugins/outputs" -type d -path "*EqLintBuildTool/cache" 2>/dev/null)" ]
check "the index cache is kept in the plugin's work folder" $?
! ls "$SCRATCH"/*/debug/PluginDemo_DemoModels.resources >/dev/null 2>&1; check "the plugin adds no resource bundle to the target" $?

# 2. Rebuilds: every build lints again and shows the findings again, and compiles nothing more.
swift build --package-path "$DEMO" --scratch-path "$SCRATCH" > "$WORK/build2.log" 2>&1; check "an unchanged rebuild succeeds" $?
# (Someone editing this checkout's sources meanwhile relinks eqlint, which compiles the
# target again: then the next build is the unchanged one.)
if grep -q "Linking EqLint-tool\|Compiling DemoModels" "$WORK/build2.log"; then
    swift build --package-path "$DEMO" --scratch-path "$SCRATCH" > "$WORK/build2.log" 2>&1
fi
contains "$WORK/build2.log" "$WARNING_ABS"; r=$?; check "an unchanged rebuild shows the warning again" $r
[ $r -eq 0 ] || show "$WORK/build2.log"
! grep -q "Compiling DemoModels" "$WORK/build2.log"; check "an unchanged rebuild does not compile the target again" $?
swift build --package-path "$DEMO" --scratch-path "$SCRATCH" > "$WORK/build3.log" 2>&1
contains "$WORK/build3.log" "$WARNING_ABS"; check "and the build after it shows it again" $?
touch "$DEMO/Sources/DemoModels/Tag.swift"
swift build --package-path "$DEMO" --scratch-path "$SCRATCH" > "$WORK/build3.log" 2>&1; check "a rebuild after touching a source succeeds" $?
contains "$WORK/build3.log" "$WARNING_ABS"; check "a rebuild after touching a source shows the warning" $?

# 3. The configuration changes between builds: a copy of the example, depending on this
# checkout by absolute path, with a scratch folder of its own.
COPY="$WORK/demo"
cp -R "$DEMO" "$COPY"
rm -rf "$COPY/.build"
sed -i "s|path: \"../..\"|path: \"$ROOT\"|" "$COPY/Package.swift"
cp "$COPY/.eqlint.yml" "$WORK/config.yml"
build_copy() { swift build --package-path "$COPY" --scratch-path "$WORK/scratch-copy" > "$1" 2>&1; }
FINDING="$COPY/Sources/DemoModels/Account.swift:4:15:"
build_copy "$WORK/copy1.log"; r=$?
[ $r -eq 0 ] && contains "$WORK/copy1.log" "$FINDING warning:"; r=$?; check "the copy builds, with the warning" $r
[ $r -eq 0 ] || show "$WORK/copy1.log"

rm "$COPY/.eqlint.yml"
status=0; build_copy "$WORK/copy2.log" || status=$?
! grep -q "missing inputs" "$WORK/copy2.log"; r=$?; check "after rm .eqlint.yml, the build does not fail on 'missing inputs'" $r
contains "$WORK/copy2.log" "$FINDING error:"; r2=$?
check "after rm .eqlint.yml, the build lints with the defaults (rule at its default severity, error; status $status)" $r2
[ $r -eq 0 ] && [ $r2 -eq 0 ] || show "$WORK/copy2.log"

cp "$WORK/config.yml" "$COPY/.eqlint.yml"
build_copy "$WORK/copy3.log"; r=$?
[ $r -eq 0 ] && contains "$WORK/copy3.log" "$FINDING warning:"; r=$?
check "with .eqlint.yml back, the next build is green and shows the warning (no swift package clean)" $r
[ $r -eq 0 ] || show "$WORK/copy3.log"

printf '\nstrict: true\n' >> "$COPY/.eqlint.yml"
status=0; build_copy "$WORK/copy4.log" || status=$?
[ "$status" -ne 0 ] && contains "$WORK/copy4.log" "$FINDING warning:"; r=$?
check "after adding strict: true, the next build fails on the warning (status $status)" $r
[ $r -eq 0 ] || show "$WORK/copy4.log"
status=0; build_copy "$WORK/copy5.log" || status=$?
[ "$status" -ne 0 ] && contains "$WORK/copy5.log" "$FINDING warning:"; check "and the build after it fails again" $?

sed 's/severity: warning/severity: error/' "$WORK/config.yml" > "$COPY/.eqlint.yml"
status=0; build_copy "$WORK/copy6.log" || status=$?
[ "$status" -ne 0 ]; check "with the rule at error severity, the build fails (status $status)" $?
contains "$WORK/copy6.log" "$FINDING error: [*] 'Account'"; r=$?; check "the failing build prints the finding as an error" $r
[ $r -eq 0 ] || show "$WORK/copy6.log"
status=0; build_copy "$WORK/copy7.log" || status=$?
[ "$status" -ne 0 ] && contains "$WORK/copy7.log" "$FINDING error:"; check "the next build lints again and fails again" $?
cp "$WORK/config.yml" "$COPY/.eqlint.yml"
build_copy "$WORK/copy8.log"; check "with the configuration restored, the build is green again" $?

# 4. The command plugin, in the copy: a package at the root of its own project, as a user's
# is (inside this repository the example belongs to EqLint's project, and a plain `eqlint`
# there lints that project's `included` paths).
plugin() { swift package --package-path "$COPY" --scratch-path "$WORK/scratch-copy" eqlint "$@"; }
status=0
plugin > "$WORK/cmd1.out" 2> "$WORK/cmd1.err" || status=$?
check "swift package eqlint: exit status 0 with a warning" "$status"
contains "$WORK/cmd1.out" "$WARNING_REL"; r=$?; check "swift package eqlint prints the warning relative to the package" $r
[ $r -eq 0 ] || { show "$WORK/cmd1.out"; show "$WORK/cmd1.err"; }
cat "$WORK/cmd1.out" "$WORK/cmd1.err" | grep -qE "^eqlint: 0 errors, 1 warning in [0-9]+ files"
check "swift package eqlint prints eqlint's summary" $?

# The same inside this repository, whose root configuration names `included: [Sources]`: the
# plugin names the package's own target folders, so it lints the example, not EqLint's sources.
status=0
swift package --package-path "$DEMO" --scratch-path "$SCRATCH" eqlint --format json --quiet > "$WORK/inrepo.json" 2> "$WORK/inrepo.err" || status=$?
python3 - "$WORK/inrepo.json" <<'EOF'; r=$?
import json, sys
files = {d["file"] for d in json.load(open(sys.argv[1]))}
sys.exit(0 if files and all(f.startswith("Sources/DemoModels/") for f in files) else 1)
EOF
[ "$status" -eq 0 ] && [ $r -eq 0 ]; r=$?
check "swift package eqlint inside this repository lints the example's targets, not EqLint's sources" $r
[ $r -eq 0 ] || { show "$WORK/inrepo.json"; show "$WORK/inrepo.err"; }

plugin --target DemoModels --format github > "$WORK/cmd2.out" 2> "$WORK/cmd2.err"; check "--target DemoModels --format github: exit status 0" $?
grep -q "^::warning file=Sources/DemoModels/Account.swift,line=4,col=15,.*title=hashable_equatable_mismatch::" "$WORK/cmd2.out"
r=$?; check "--target passes the target's files and --format reaches eqlint" $r
[ $r -eq 0 ] || { show "$WORK/cmd2.out"; show "$WORK/cmd2.err"; }

status=0
plugin --target DemoModels --strict --quiet > "$WORK/cmd3.out" 2> "$WORK/cmd3.err" || status=$?
[ "$status" -ne 0 ]; check "--strict makes the command fail (status $status)" $?
contains "$WORK/cmd3.err" "eqlint exited with status 1"; check "the failure names eqlint's exit status" $?

# `--diff` exits 1 when there is a fix to show: the command says so, not "findings".
status=0
plugin --target DemoModels --diff > "$WORK/cmd3d.out" 2> "$WORK/cmd3d.err" || status=$?
[ "$status" -ne 0 ] && grep -q "^+++ b/.*Sources/DemoModels/Account.swift" "$WORK/cmd3d.out"; r=$?
check "--diff prints the fix as a diff, and the command fails (status $status)" $r
contains "$WORK/cmd3d.err" "eqlint exited with status 1: the diff is not empty" && ! contains "$WORK/cmd3d.err" "findings at error severity"
r2=$?; check "a non-empty diff is reported as that, not as findings at error severity" $r2
[ $r -eq 0 ] && [ $r2 -eq 0 ] || { show "$WORK/cmd3d.out"; show "$WORK/cmd3d.err"; }

swift package --package-path "$COPY" --scratch-path "$WORK/scratch-copy" --allow-writing-to-package-directory \
    eqlint --format sarif --output "$WORK/demo.sarif" > "$WORK/cmd4.out" 2> "$WORK/cmd4.err"
check "--allow-writing-to-package-directory eqlint --format sarif --output FILE: exit status 0" $?
python3 - "$WORK/demo.sarif" <<'EOF'; check "--output writes a SARIF log holding the finding" $?
import json, sys
log = json.load(open(sys.argv[1]))
results = log["runs"][0]["results"]
assert [r["ruleId"] for r in results] == ["hashable_equatable_mismatch"], results
assert results[0]["locations"][0]["physicalLocation"]["artifactLocation"]["uri"] == "Sources/DemoModels/Account.swift"
EOF

status=0
plugin --target NoSuchTarget > "$WORK/cmd5.out" 2>&1 || status=$?
[ "$status" -ne 0 ]; check "an unknown --target fails (status $status)" $?

# The command plugin passes eqlint's other commands through.
plugin rules > "$WORK/cmd6.out" 2> "$WORK/cmd6.err"; r=$?
[ $r -eq 0 ] && grep -q "^hashable_equatable_mismatch " "$WORK/cmd6.out"; r=$?
check "swift package eqlint rules lists the rules" $r
[ $r -eq 0 ] || { show "$WORK/cmd6.out"; show "$WORK/cmd6.err"; }
plugin rules --format json > "$WORK/cmd7.out" 2> "$WORK/cmd7.err"
python3 -c 'import json, sys; assert any(r["id"] == "view_not_equatable" for r in json.load(open(sys.argv[1])))' "$WORK/cmd7.out"
check "swift package eqlint rules --format json passes the option on" $?
plugin explain hashable_equatable_mismatch > "$WORK/cmd8.out" 2> "$WORK/cmd8.err"; r=$?
[ $r -eq 0 ] && grep -q "^hashable_equatable_mismatch" "$WORK/cmd8.out"; check "swift package eqlint explain RULE explains it" $?
status=0
plugin explain no_such_rule > "$WORK/cmd9.out" 2>&1 || status=$?
[ "$status" -ne 0 ]; check "swift package eqlint explain with an unknown rule fails (status $status)" $?
plugin --version > "$WORK/cmd10.out" 2> "$WORK/cmd10.err"; r=$?
[ $r -eq 0 ] && grep -q "^eqlint [0-9]" "$WORK/cmd10.out"; check "swift package eqlint --version prints eqlint's version" $?
plugin --help > "$WORK/cmd11.out" 2> "$WORK/cmd11.err"; r=$?
[ $r -eq 0 ] && contains "$WORK/cmd11.out" "--target NAME" && contains "$WORK/cmd11.out" "--format"; r=$?
check "swift package eqlint --help names --target and eqlint's lint options" $r
[ $r -eq 0 ] || { show "$WORK/cmd11.out"; show "$WORK/cmd11.err"; }
plugin lint --target DemoModels --quiet > "$WORK/cmd12.out" 2> "$WORK/cmd12.err"; r=$?
[ $r -eq 0 ] && contains "$WORK/cmd12.out" "$WARNING_REL"; check "swift package eqlint lint --target T: the same as without 'lint'" $?
rm "$COPY/.eqlint.yml"
swift package --package-path "$COPY" --scratch-path "$WORK/scratch-copy" --allow-writing-to-package-directory \
    eqlint init > "$WORK/cmd13.out" 2> "$WORK/cmd13.err"; r=$?
[ $r -eq 0 ] && [ -f "$COPY/.eqlint.yml" ] && grep -q "^# " "$COPY/.eqlint.yml"; r=$?
check "swift package eqlint init writes a commented .eqlint.yml into the package" $r
[ $r -eq 0 ] || { show "$WORK/cmd13.out"; show "$WORK/cmd13.err"; }

echo "plugins: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
