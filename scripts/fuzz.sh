#!/usr/bin/env bash
# Fuzz the whole pipeline with libFuzzer for a given time.
#
# usage: scripts/fuzz.sh [SECONDS] [JOBS]     (defaults: 60 seconds, 1 fork job)
#
# Builds Fuzz/FuzzEntry.swift with Sources/EqLintRules as one module under
# -sanitize=fuzzer,address into .build-fuzz/, seeds a corpus from Fixtures/ (kept in
# .build-fuzz/corpus between runs), and runs. Crashes and hangs land in .build-fuzz/findings/
# as crash-*/timeout-* files; keep each as a regression test in
# Tests/EqLintRulesTests/Fuzz/Inputs/ (FuzzRegressionTests lints every file there).
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_TO_RUN="${1:-60}"
JOBS="${2:-1}"
OUT=.build-fuzz
mkdir -p "$OUT/corpus" "$OUT/findings"

# Compile a snapshot of the sources, so edits made while it builds cannot break the build.
if [ ! -x "$OUT/eqlint-fuzz" ] || [ -n "$(find Sources/EqLintRules Fuzz -newer "$OUT/eqlint-fuzz" -name '*.swift' | head -1)" ]; then
    echo "fuzz: building $OUT/eqlint-fuzz" >&2
    rm -rf "$OUT/src" && mkdir -p "$OUT/src" && cp -R Sources/EqLintRules Fuzz "$OUT/src/"
    mapfile -t sources < <(find "$OUT/src" -name '*.swift' | LC_ALL=C sort)
    swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name EqLintFuzz \
        "${sources[@]}" -o "$OUT/eqlint-fuzz.new" 2> "$OUT/build.log" || { cat "$OUT/build.log" >&2; exit 2; }
    mv "$OUT/eqlint-fuzz.new" "$OUT/eqlint-fuzz"
fi

if [ -z "$(ls -A "$OUT/corpus")" ]; then
    find Fixtures -name '*.swift' -print0 | while IFS= read -r -d '' f; do
        cp "$f" "$OUT/corpus/$(echo "$f" | tr '/ ' '__')"
    done
fi

# Fork mode keeps fuzzing past a finding (each is still written to findings/); its
# per-job logs land in $OUT.
ROOT="$PWD"
cd "$OUT"
"$ROOT/$OUT/eqlint-fuzz" corpus \
    -max_total_time="$SECONDS_TO_RUN" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
    -fork="$JOBS" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
    -artifact_prefix=findings/ -print_final_stats=1 \
    2>&1 | tee last-run.log | grep -E "^#[0-9]+ +(DONE|pulse)|stat::|ERROR|SUMMARY|crash-|timeout-" || true
echo "fuzz: findings in $OUT/findings: $(ls findings | wc -l)" >&2
