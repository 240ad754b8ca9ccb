#!/usr/bin/env bash
# Drives EqLint's SwiftPM plugins for real, through the example package Examples/PluginDemo,
# which depends on this checkout by path:
#   1. a clean `swift build` of the example compiles eqlint and the build-tool plugin prints
#      the known warning (Account.swift:4:15, hashable_equatable_mismatch) with an absolute path;
#      the time of that clean build is printed;
#   2. a second build with nothing changed does not lint again; touching a source does;
#   3. the same package with the rule at error severity fails the build, and keeps failing;
#   4. the command plugin (`swift package eqlint`) lints the package and one target, passes
#      options through (`--format github`, `--strict`, `--output`), and fails on findings.
# Builds go to a scratch folder of their own (EQLINT_PLUGIN_SCRATCH, default .build-plugins),
# never to .build. Exit status 0 when every check passed.
set -uo pipefail   # no -e: every check runs and is counted
ROOT="$(cd "$(dirname "$0")/.." && pwd)"
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

WARNING_ABS="$DEMO/Sources/DemoModels/Account.swift:4:15: warning: 'Account' has a hand-written == that does not compare 'displayName'"
WARNING_REL="Sources/DemoModels/Account.swift:4:15: warning: 'Account' has a hand-written == that does not compare 'displayName'"

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

# 2. Incremental builds: nothing changed, nothing linted; a source touched, linted again.
swift build --package-path "$DEMO" --scratch-path "$SCRATCH" > "$WORK/build2.log" 2>&1; check "an unchanged rebuild succeeds" $?
# (Someone editing this checkout's sources meanwhile relinks eqlint, a legitimate reason to
# lint again: then the next build is the unchanged one.)
if grep -q "Linking EqLint-tool" "$WORK/build2.log"; then
    swift build --package-path "$DEMO" --scratch-path "$SCRATCH" > "$WORK/build2.log" 2>&1
fi
! grep -q "eqlint DemoModels" "$WORK/build2.log"; check "an unchanged rebuild does not lint again" $?
touch "$DEMO/Sources/DemoModels/Tag.swift"
swift build --package-path "$DEMO" --scratch-path "$SCRATCH" > "$WORK/build3.log" 2>&1; check "a rebuild after touching a source succeeds" $?
contains "$WORK/build3.log" "$WARNING_ABS"; check "a rebuild after touching a source lints again" $?

# 3. Error severity fails the build: a copy of the example with the rule at error severity,
# depending on this checkout by absolute path.
cp -R "$DEMO" "$WORK/demo-error"
python3 - "$WORK/demo-error" "$ROOT" <<'EOF'
import sys, pathlib
demo, root = pathlib.Path(sys.argv[1]), sys.argv[2]
manifest = demo / "Package.swift"
manifest.write_text(manifest.read_text().replace('path: "../.."', 'path: "%s"' % root))
config = demo / ".eqlint.yml"
config.write_text(config.read_text().replace("severity: warning", "severity: error"))
EOF
status=0
swift build --package-path "$WORK/demo-error" --scratch-path "$WORK/scratch-error" > "$WORK/build4.log" 2>&1 || status=$?
[ "$status" -ne 0 ]; check "an error-severity finding fails the build (status $status)" $?
contains "$WORK/build4.log" "$WORK/demo-error/Sources/DemoModels/Account.swift:4:15: error: 'Account'"; r=$?
check "the failing build prints the finding as an error" $r
[ $r -eq 0 ] || show "$WORK/build4.log"
status=0
swift build --package-path "$WORK/demo-error" --scratch-path "$WORK/scratch-error" > "$WORK/build5.log" 2>&1 || status=$?
[ "$status" -ne 0 ] && contains "$WORK/build5.log" "Account.swift:4:15: error:"; check "the next build lints again and fails again" $?

# 4. The command plugin.
plugin() { swift package --package-path "$DEMO" --scratch-path "$SCRATCH" eqlint "$@"; }
status=0
plugin > "$WORK/cmd1.out" 2> "$WORK/cmd1.err" || status=$?
check "swift package eqlint: exit status 0 with a warning" "$status"
contains "$WORK/cmd1.out" "$WARNING_REL"; r=$?; check "swift package eqlint prints the warning relative to the package" $r
[ $r -eq 0 ] || { show "$WORK/cmd1.out"; show "$WORK/cmd1.err"; }
cat "$WORK/cmd1.out" "$WORK/cmd1.err" | grep -qF "eqlint: 0 errors, 1 warning in 2 files"
check "swift package eqlint prints eqlint's summary" $?

plugin --target DemoModels --format github > "$WORK/cmd2.out" 2> "$WORK/cmd2.err"; check "--target DemoModels --format github: exit status 0" $?
grep -q "^::warning file=Sources/DemoModels/Account.swift,line=4,col=15,.*title=hashable_equatable_mismatch::" "$WORK/cmd2.out"
r=$?; check "--target passes the target's files and --format reaches eqlint" $r
[ $r -eq 0 ] || { show "$WORK/cmd2.out"; show "$WORK/cmd2.err"; }

status=0
plugin --target DemoModels --strict --quiet > "$WORK/cmd3.out" 2> "$WORK/cmd3.err" || status=$?
[ "$status" -ne 0 ]; check "--strict makes the command fail (status $status)" $?
contains "$WORK/cmd3.err" "eqlint exited with status 1"; check "the failure names eqlint's exit status" $?

swift package --package-path "$DEMO" --scratch-path "$SCRATCH" --allow-writing-to-package-directory \
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

echo "plugins: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
