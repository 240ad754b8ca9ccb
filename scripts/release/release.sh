#!/usr/bin/env bash
# Builds the release binaries of eqlint for this machine's platform and checks them.
#
#   scripts/release/release.sh [--output DIR]      (default DIR: dist)
#
# 1. `swift build -c release --static-swift-stdlib` (scratch folder EQLINT_RELEASE_SCRATCH,
#    default .build-release): the Swift runtime is linked in, so the binary needs only the
#    C libraries every Linux has (libc, libm, libstdc++, libgcc_s).
# 2. Checks the binary with the toolchain's libraries out of reach: `ldd` lists no Swift
#    library and no run path leads into the toolchain; then, in a mount namespace where the
#    toolchain's lib/swift folder is an empty tmpfs (`unshare`: as root, in a user namespace,
#    or through `sudo -n`), with LD_LIBRARY_PATH empty, `eqlint --version` prints the version and a lint
#    of Fixtures/ gives the same report, byte for byte, as with the toolchain in reach. Where
#    no namespace can be made, the script says so and checks with LD_LIBRARY_PATH empty only.
# 3. Writes into DIR:
#      eqlint-VERSION-linux-ARCH.tar.gz         eqlint-VERSION-linux-ARCH/{eqlint,README.md}
#      eqlint-VERSION-linux-ARCH.tar.gz.sha256  `sha256sum -c` reads it
#      eqlint.artifactbundle.zip                a SwiftPM artifact bundle (SE-0305) holding the
#                                               same binary, for a `binaryTarget`
#      eqlint.artifactbundle.zip.checksum       `swift package compute-checksum` of the zip:
#                                               the `checksum:` of a `binaryTarget(url:checksum:)`
# VERSION is what the binary's `--version` prints; ARCH is `uname -m`. The bundle holds one
# variant, this machine's triple; a release for several platforms merges the variants' folders
# and `info.json` entries (not done yet). Files are stamped with the last commit's time, so
# two runs on the same commit and toolchain give the same archives.
set -euo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
cd "$ROOT"

OUT="dist"
while [ $# -gt 0 ]; do
    case "$1" in
        --output) OUT="$2"; shift 2 ;;
        -h|--help) sed -n '2,/^set -euo/p' "$0" | sed '$d; s/^# \{0,1\}//'; exit 0 ;;
        *) echo "release.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
done
mkdir -p "$OUT"
OUT="$(cd "$OUT" && pwd)"
SCRATCH="${EQLINT_RELEASE_SCRATCH:-$ROOT/.build-release}"
fail() { echo "release.sh: $*" >&2; exit 1; }

# 1. Build.
build=(swift build -c release --static-swift-stdlib --scratch-path "$SCRATCH" --product eqlint)
echo "release.sh: ${build[*]}"
"${build[@]}"
bin_dir="$("${build[@]}" --show-bin-path)"
binary="$bin_dir/eqlint"
triple="$(basename "$(dirname "$bin_dir")")"          # e.g. x86_64-unknown-linux-gnu
version="$("$binary" --version | awk '{ print $2 }')"
arch="$(uname -m)"
[ -n "$version" ] || fail "'eqlint --version' printed no version"
case "$triple" in *-linux-*) ;; *) fail "this script makes Linux releases; the build's triple is '$triple'" ;; esac
name="eqlint-$version-linux-$arch"
echo "release.sh: eqlint $version for $triple"

# 2. Check that the binary runs without the toolchain.
swift_bin="$(readlink -f "$(command -v swift)")"
toolchain_lib="$(dirname "$(dirname "$swift_bin")")/lib/swift"   # e.g. /opt/swift/usr/lib/swift
if ldd "$binary" | grep -q 'libswift\|libFoundation\|libdispatch\|libBlocksRuntime'; then
    ldd "$binary" >&2
    fail "the binary still links Swift's shared libraries"
fi
if readelf -d "$binary" | grep -E 'RPATH|RUNPATH' | grep -qF "$(dirname "$toolchain_lib")"; then
    fail "the binary's run path leads into the toolchain"
fi
echo "ok: ldd lists no Swift library: $(ldd "$binary" | awk '{ print $1 }' | tr '\n' ' ')"

work="$(mktemp -d "${TMPDIR:-/tmp}/eqlint-release.XXXXXX")"
trap 'rm -rf "$work"' EXIT
cp "$binary" "$work/eqlint"
# Runs the binary twice, with the toolchain in reach and without: `--version`, and a lint of
# Fixtures/ (text report on stdout, messages on stderr, exit status into NAME.status).
cat > "$work/run.sh" <<'EOF'
work="$1" name="$2"
"$work/eqlint" --version > "$work/$name.version" 2>&1
"$work/eqlint" lint Fixtures --no-cache --quiet --color never > "$work/$name.out" 2> "$work/$name.err"
echo $? > "$work/$name.status"
EOF
sh "$work/run.sh" "$work" reference
# In a mount namespace, the toolchain's lib/swift becomes an empty tmpfs.
cat > "$work/hidden.sh" <<'EOF'
lib="$1" work="$2"
mount -t tmpfs -o size=1m none "$lib" || exit 3
[ ! -e "$lib/linux/libswiftCore.so" ] || { echo "the toolchain's libswiftCore.so is still in reach" >&2; exit 3; }
LD_LIBRARY_PATH= sh "$work/run.sh" "$work" hidden
EOF
# A mount namespace: as root, else in a user namespace, else through sudo (where allowed).
namespace=()
for candidate in "unshare --mount" "unshare --mount --map-root-user" "sudo -n unshare --mount"; do
    if $candidate true 2>/dev/null; then read -r -a namespace <<< "$candidate"; break; fi
done
if [ -d "$toolchain_lib" ] && [ ${#namespace[@]} -gt 0 ]; then
    "${namespace[@]}" sh "$work/hidden.sh" "$toolchain_lib" "$work" \
        || fail "cannot hide $toolchain_lib"
    echo "ok: with $toolchain_lib hidden and LD_LIBRARY_PATH empty, the binary runs"
else
    echo "release.sh: cannot hide $toolchain_lib here (no mount namespace): checking with LD_LIBRARY_PATH empty only"
    LD_LIBRARY_PATH= sh "$work/run.sh" "$work" hidden
fi
[ "$(cat "$work/hidden.version")" = "eqlint $version" ] || fail "--version printed: $(cat "$work/hidden.version")"
echo "ok: eqlint --version prints 'eqlint $version'"
status="$(cat "$work/hidden.status")"
[ "$status" -le 2 ] && [ -s "$work/hidden.out" ] || fail "eqlint lint Fixtures exited with status $status: $(head -c 500 "$work/hidden.err")"
for part in out err status; do
    cmp -s "$work/reference.$part" "$work/hidden.$part" || fail "the lint of Fixtures differs without the toolchain ($part)"
done
echo "ok: the lint of Fixtures gives the same report, byte for byte ($(wc -l < "$work/hidden.out") lines, exit status $status)"

# 3. The archives. Every file gets the last commit's time; tar and zip list them sorted.
stamp="$(git log -1 --format=%ct 2>/dev/null || echo 0)"
stage="$work/stage"
mkdir -p "$stage/$name" "$stage/eqlint.artifactbundle/eqlint-$version-$triple/bin"
install -m 755 "$binary" "$stage/$name/eqlint"
install -m 644 README.md "$stage/$name/README.md"
install -m 755 "$binary" "$stage/eqlint.artifactbundle/eqlint-$version-$triple/bin/eqlint"
cat > "$stage/eqlint.artifactbundle/info.json" <<EOF
{
    "schemaVersion": "1.0",
    "artifacts": {
        "eqlint": {
            "version": "$version",
            "type": "executable",
            "variants": [
                {
                    "path": "eqlint-$version-$triple/bin/eqlint",
                    "supportedTriples": ["$triple"]
                }
            ]
        }
    }
}
EOF
find "$stage" -exec touch -h -d "@$stamp" {} +

tarball="$name.tar.gz"
rm -f "$OUT/$tarball" "$OUT/$tarball.sha256" "$OUT/eqlint.artifactbundle.zip" "$OUT/eqlint.artifactbundle.zip.checksum"
tar -C "$stage" --sort=name --owner=0 --group=0 --numeric-owner --mtime="@$stamp" -cf - "$name" \
    | gzip -9 -n > "$OUT/$tarball"
(cd "$OUT" && sha256sum "$tarball" > "$tarball.sha256")
(cd "$stage" && find eqlint.artifactbundle | LC_ALL=C sort | zip -q -X -@ "$OUT/eqlint.artifactbundle.zip")
swift package --package-path "$ROOT" compute-checksum "$OUT/eqlint.artifactbundle.zip" > "$OUT/eqlint.artifactbundle.zip.checksum"
[ "$(cat "$OUT/eqlint.artifactbundle.zip.checksum")" = "$(sha256sum "$OUT/eqlint.artifactbundle.zip" | awk '{ print $1 }')" ] \
    || fail "compute-checksum disagrees with sha256sum"

echo "release.sh: wrote into $OUT:"
(cd "$OUT" && ls -l "$tarball" "$tarball.sha256" eqlint.artifactbundle.zip eqlint.artifactbundle.zip.checksum \
    | awk '{ printf "  %-45s %10s bytes\n", $9, $5 }')
echo "  $tarball: $(cut -d' ' -f1 "$OUT/$tarball.sha256")"
echo "  eqlint.artifactbundle.zip checksum: $(cat "$OUT/eqlint.artifactbundle.zip.checksum")"
