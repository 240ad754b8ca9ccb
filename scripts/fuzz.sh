#!/usr/bin/env bash
# Fuzz the whole pipeline with libFuzzer for a given time.
#
# usage: scripts/fuzz.sh [SECONDS] [JOBS]     (defaults: 60 seconds, 1 fork job)
#
# Builds Fuzz/FuzzEntry.swift with Sources/EqLintRules as one module under
# -sanitize=fuzzer,address into .build-fuzz/, seeds a corpus from Fixtures/ (kept in
# .build-fuzz/corpus between runs), and runs. Crashes and hangs land in .build-fuzz/findings/
# as crash-*/timeout-* files; keep each as a regression test in
# Tests/EqLintRulesTests/Fuzz/ (FuzzRegressionTests lints every file there).
set -euo pipefail
cd "$(dirname "$0")/.."
SECONDS_TO_RUN="${1:-60}"
JOBS="${2:-1}"
OUT=.build-fuzz
mkdir -p "$OUT/corpus" "$OUT/findings"

mapfile -t sources < <(find Sources/EqLintRules -name '*.swift' | LC_ALL=C sort)
if [ ! -x "$OUT/eqlint-fuzz" ] || [ -n "$(find Sources/EqLintRules Fuzz -newer "$OUT/eqlint-fuzz" -name '*.swift' | head -1)" ]; then
    echo "fuzz: building $OUT/eqlint-fuzz" >&2
    swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name EqLintFuzz \
        "${sources[@]}" Fuzz/FuzzEntry.swift -o "$OUT/eqlint-fuzz"
fi

if [ -z "$(ls -A "$OUT/corpus")" ]; then
    find Fixtures -name '*.swift' -print0 | while IFS= read -r -d '' f; do
        cp "$f" "$OUT/corpus/$(echo "$f" | tr '/ ' '__')"
    done
fi

# Fork mode keeps fuzzing past a finding (each is still written to findings/).
"$OUT/eqlint-fuzz" "$OUT/corpus" \
    -max_total_time="$SECONDS_TO_RUN" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
    -fork="$JOBS" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
    -artifact_prefix="$OUT/findings/" -print_final_stats=1 \
    2>&1 | tee "$OUT/last-run.log" | grep -E "^#[0-9]+ +(DONE|pulse)|stat::|ERROR|SUMMARY|crash-|timeout-" || true
echo "fuzz: findings in $OUT/findings: $(ls "$OUT/findings" | wc -l)" >&2
