#!/usr/bin/env bash
# Drives the release for real:
#   1. scripts/release/release.sh builds the static binary, checks it with the toolchain's libraries
#      hidden, and writes the archive, the artifact bundle and their checksums into
#      EQLINT_RELEASE_OUT (default dist/); the time it takes is printed;
#   2. the archive and its SHA-256 file agree (`sha256sum -c`), the archive holds
#      eqlint-VERSION-linux-ARCH/eqlint, which prints the version, and VERSION is the binary's;
#   3. the bundle's info.json is SE-0305's (schemaVersion 1.0, one `executable` artifact whose
#      variants name their supportedTriples and a path that is in the zip), and its checksum
#      is `swift package compute-checksum`'s;
#   4. Examples/BinaryPluginDemo, with the bundle copied beside its manifest, builds without
#      compiling EqLint: its build-tool plugin runs the bundle's eqlint and prints the known
#      warning; the next build prints it again.
# Builds go to scratch folders of their own (.build-release, .build-binary-demo), never to
# .build. Exit status 0 when every check passed.
set -uo pipefail   # no -e: every check runs and is counted
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
OUT="${EQLINT_RELEASE_OUT:-$ROOT/dist}"
DEMO="$ROOT/Examples/BinaryPluginDemo"
SCRATCH="$ROOT/.build-binary-demo"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/eqlint-release-test.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

passed=0 failed=0
check() { # check NAME CONDITION-STATUS
    if [ "$2" -eq 0 ]; then passed=$((passed + 1)); echo "ok: $1"; else failed=$((failed + 1)); echo "FAIL: $1"; fi
}
show() { echo "--- $1 (last 40 lines)"; tail -n 40 "$1"; echo "---"; }

# 1. The release.
start=$SECONDS
bash "$ROOT/scripts/release/release.sh" --output "$OUT" > "$WORK/release.log" 2>&1; r=$?
echo "scripts/release/release.sh (static release build and checks): $((SECONDS - start)) s"
check "scripts/release/release.sh succeeds" $r
grep '^ok: \|^release.sh: cannot hide' "$WORK/release.log"
[ $r -eq 0 ] || { show "$WORK/release.log"; echo "release: cannot go on without a release"; exit 1; }
grep -q "^ok: with .* hidden and LD_LIBRARY_PATH empty, the binary runs" "$WORK/release.log"
check "the binary was run with the toolchain's libraries hidden" $?

# 2. The archive.
tarball="$(cd "$OUT" && ls eqlint-*-linux-"$(uname -m)".tar.gz)"
version="${tarball#eqlint-}"; version="${version%-linux-*}"
(cd "$OUT" && sha256sum --quiet -c "$tarball.sha256"); check "sha256sum -c $tarball.sha256" $?
mkdir "$WORK/unpacked" && tar -xzf "$OUT/$tarball" -C "$WORK/unpacked"
binary="$WORK/unpacked/${tarball%.tar.gz}/eqlint"
[ -x "$binary" ]; check "the archive holds ${tarball%.tar.gz}/eqlint" $?
[ "$("$binary" --version)" = "eqlint $version" ]; check "the archived binary prints 'eqlint $version'" $?
grep -rqF "eqlintVersion = \"$version\"" "$ROOT/Sources"; check "the version is the code's (eqlintVersion in Sources)" $?
! ldd "$binary" | grep -q libswift; check "ldd shows no libswift library" $?

# 3. The artifact bundle.
mkdir "$WORK/bundle" && unzip -q "$OUT/eqlint.artifactbundle.zip" -d "$WORK/bundle"; check "the bundle unzips" $?
python3 - "$WORK/bundle/eqlint.artifactbundle" "$version" "$(uname -m)" <<'EOF'; check "info.json: schemaVersion 1.0, an executable 'eqlint', variants with supportedTriples and an existing path" $?
import json, os, sys
bundle, version, arch = sys.argv[1:]
info = json.load(open(os.path.join(bundle, "info.json")))
assert info["schemaVersion"] == "1.0", info
artifact = info["artifacts"]["eqlint"]
assert artifact["type"] == "executable" and artifact["version"] == version, artifact
assert artifact["variants"], artifact
for variant in artifact["variants"]:
    assert any(t.startswith(arch + "-") and "-linux-" in t for t in variant["supportedTriples"]), variant
    path = os.path.join(bundle, variant["path"])
    assert os.access(path, os.X_OK), path
EOF
[ "$(cat "$OUT/eqlint.artifactbundle.zip.checksum")" = "$(swift package --package-path "$ROOT" compute-checksum "$OUT/eqlint.artifactbundle.zip")" ]
check "eqlint.artifactbundle.zip.checksum is swift package compute-checksum's" $?

# 4. A package whose build-tool plugin uses the bundle through a binaryTarget.
cp "$OUT/eqlint.artifactbundle.zip" "$DEMO/eqlint.artifactbundle.zip"
rm -rf "$SCRATCH"
WARNING="$DEMO/Sources/DemoModels/Account.swift:4:15: warning: [*] 'Account' has a hand-written == that does not compare 'displayName'"
start=$(date +%s.%N)
swift build --package-path "$DEMO" --scratch-path "$SCRATCH" > "$WORK/demo1.log" 2>&1; r=$?
echo "clean build of Examples/BinaryPluginDemo: $(echo "$(date +%s.%N) $start" | awk '{ printf "%.1f", $1 - $2 }') s"
check "Examples/BinaryPluginDemo builds" $r
grep -qF "$WARNING" "$WORK/demo1.log"; r2=$?; check "its build-tool plugin prints the warning" $r2
[ $r -eq 0 ] && [ $r2 -eq 0 ] || show "$WORK/demo1.log"
! grep -qE "Compiling (EqLint|EqLintRules) |EqLintRules|EqLint-tool" "$WORK/demo1.log"; check "the build log compiles nothing of EqLint" $?
[ -z "$(find "$SCRATCH" -name 'EqLintRules*' -o -name 'EqLint.build' -o -name 'EqLint-tool*' | head -1)" ]
check "the scratch folder holds no EqLint module or tool" $?
swift build -v --package-path "$DEMO" --scratch-path "$SCRATCH" > "$WORK/demo2.log" 2>&1; r=$?
[ $r -eq 0 ] && grep -qF "$WARNING" "$WORK/demo2.log"; check "the next build prints the warning again" $?
grep -q "eqlint.artifactbundle/eqlint-$version-[^/]*/bin/eqlint" "$WORK/demo2.log"; r=$?
check "the plugin runs the bundle's eqlint" $r
[ $r -eq 0 ] || show "$WORK/demo2.log"

echo "release: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
