#!/usr/bin/env bash
# Compare `eqlint facts` with the swift-syntax reference (shared/tools/oracle)
# on a directory of Swift code, field by field (shared/tools/factdiff.py).
#
# Needs ../shared/tools beside this repository (the oracle and factdiff.py live there, not in
# the repository): a clone of the repository alone does not have them, and this script then
# says so and exits 2. Set ORACLE_BIN and FACTDIFF to use copies kept elsewhere.
#
# usage: scripts/dev/factcheck.sh [DIR]          DIR defaults to /tmp/corpus
#
# Environment:
#   EQLINT_SCRATCH  scratch path for the eqlint release build (default .build,
#                   relative to the repo root)
#   ORACLE_BIN      an existing oracle binary; skips building the oracle
#   ORACLE_DIR      where the oracle package is copied and built when
#                   ORACLE_BIN is unset (default /tmp/eqlint-oracle); reused if
#                   $ORACLE_DIR/.build/release/oracle already exists
#   FACTCHECK_OUT   output directory for oracle.jsonl, eqlint.jsonl, diff.txt
#                   (default: a new mktemp directory under /tmp)
#   FACTCHECK_SHOW  examples shown by factdiff.py (default 30)
#   MIN_AGREEMENT   if set (e.g. 99.5), exit 1 when overall agreement is lower
#
# Exit status: 0 on a completed comparison (factdiff.py itself always exits
# 0), 1 if MIN_AGREEMENT is set and not met, 2 on setup/build/run failures.
set -euo pipefail

die() { echo "factcheck: $*" >&2; exit 2; }

REPO_ROOT="$(cd "$(dirname "${BASH_SOURCE[0]}")/../.." && pwd)"
SHARED="$REPO_ROOT/../shared"
ORACLE_SRC="$SHARED/tools/oracle"
FACTDIFF="${FACTDIFF:-$SHARED/tools/factdiff.py}"

DIR="${1:-/tmp/corpus}"
[ -d "$DIR" ] || die "not a directory: $DIR"
[ -f "$FACTDIFF" ] || die "missing $FACTDIFF: the reference tools live in ../shared/tools beside the repository (not in a clone of it alone); set FACTDIFF and ORACLE_BIN to copies"
command -v python3 >/dev/null || die "python3 not found"

SHOW="${FACTCHECK_SHOW:-30}"
EQLINT_SCRATCH="${EQLINT_SCRATCH:-.build}"
OUT="${FACTCHECK_OUT:-$(mktemp -d /tmp/factcheck.XXXXXX)}"
mkdir -p "$OUT"

# --- oracle -----------------------------------------------------------------
if [ -n "${ORACLE_BIN:-}" ]; then
    [ -x "$ORACLE_BIN" ] || die "ORACLE_BIN is not an executable: $ORACLE_BIN"
    ORACLE="$ORACLE_BIN"
else
    ORACLE_DIR="${ORACLE_DIR:-/tmp/eqlint-oracle}"
    ORACLE="$ORACLE_DIR/.build/release/oracle"
    if [ ! -x "$ORACLE" ]; then
        [ -f "$ORACLE_SRC/Package.swift" ] || die "missing oracle package at $ORACLE_SRC"
        echo "== building oracle in $ORACLE_DIR (swift-syntax release build: several minutes)" >&2
        mkdir -p "$ORACLE_DIR"
        # ../shared is read-only: build a writable copy (without any .build).
        tar -C "$ORACLE_SRC" --exclude=./.build -cf - . | tar -C "$ORACLE_DIR" -xf -
        chmod -R u+w "$ORACLE_DIR"
        swift build -c release --package-path "$ORACLE_DIR" >&2 \
            || die "oracle build failed"
        [ -x "$ORACLE" ] || die "oracle build produced no $ORACLE"
    fi
fi

# --- eqlint -----------------------------------------------------------------
echo "== building eqlint (release, scratch $EQLINT_SCRATCH)" >&2
(cd "$REPO_ROOT" && swift build -c release --product eqlint \
    --scratch-path "$EQLINT_SCRATCH" >&2) || die "eqlint build failed"
EQLINT_BIN_DIR="$(cd "$REPO_ROOT" && swift build -c release --product eqlint \
    --scratch-path "$EQLINT_SCRATCH" --show-bin-path)"
EQLINT="$EQLINT_BIN_DIR/eqlint"
[ -x "$EQLINT" ] || die "no eqlint binary at $EQLINT"

# --- facts ------------------------------------------------------------------
# Both tools read the same list of files (every *.swift file under DIR, hidden
# folders included: eqlint's own walk skips those, as the README says ("Configuration"), and that
# is not a parser difference), so the "file" keys are the same on both sides.
find "$DIR" -name '*.swift' -type f | LC_ALL=C sort > "$OUT/files.txt"
run_facts() {  # NAME BINARY
    local name="$1" bin="$2" rc=0 start end
    start=$(date +%s.%N)
    "$bin" facts --files-from "$OUT/files.txt" > "$OUT/$name.jsonl" 2> "$OUT/$name.stderr" || rc=$?
    end=$(date +%s.%N)
    printf '== %-6s facts: %s lines, %.1fs, exit %d  (%s)\n' "$name" \
        "$(wc -l < "$OUT/$name.jsonl")" "$(awk -v a="$start" -v b="$end" 'BEGIN { print b - a }')" "$rc" \
        "$OUT/$name.jsonl"
    if [ "$rc" -ne 0 ]; then
        echo "   $name stderr (last lines):"
        tail -n 5 "$OUT/$name.stderr" | sed 's/^/     /'
    fi
    [ -s "$OUT/$name.jsonl" ] || die "$name facts wrote nothing (exit $rc); see $OUT/$name.stderr"
}

echo "== facts on $DIR -> $OUT"
run_facts oracle "$ORACLE"
run_facts eqlint "$EQLINT"

# --- compare ----------------------------------------------------------------
echo
python3 "$FACTDIFF" "$OUT/oracle.jsonl" "$OUT/eqlint.jsonl" --show "$SHOW" \
    | tee "$OUT/diff.txt"

SUMMARY="$(grep '^agreement: ' "$OUT/diff.txt" | tail -n 1 || true)"
[ -n "$SUMMARY" ] || die "factdiff.py printed no agreement line"
echo
echo "== $SUMMARY   (oracle = expected, eqlint = actual; full report $OUT/diff.txt)"

if [ -n "${MIN_AGREEMENT:-}" ]; then
    PCT="$(echo "$SUMMARY" | sed -E 's/^agreement: ([0-9.]+)%.*/\1/')"
    if ! python3 -c 'import sys; sys.exit(0 if float(sys.argv[1]) >= float(sys.argv[2]) else 1)' \
            "$PCT" "$MIN_AGREEMENT"; then
        echo "factcheck: agreement $PCT% is below MIN_AGREEMENT=$MIN_AGREEMENT%" >&2
        exit 1
    fi
fi
