#!/usr/bin/env bash
# Benchmark (not a test): two or more eqlint binaries over the real-app corpus of
# docs/corpus.tsv, each app linted as its own project (`cd APP && eqlint .`, JSON report, no
# cache), in alternating runs so that a slow spell of the machine falls on all of them.
#
# Usage: scripts/bench/bench_corpus.sh [--corpus DIR] [--runs N] [--instructions] BIN [BIN ...]
#   --corpus DIR     where the apps are checked out (default $EQLINT_CORPUS, else /work/corpus)
#   --runs N         timed runs of the whole corpus per binary (default 5)
#   --instructions   also count the instructions of one run of each binary with
#                    `valgrind --tool=callgrind` and --jobs 1 (the same count every time, whatever
#                    else the machine does; about a minute per binary)
# Prints, per binary: the best and mean wall time of the whole corpus, and the instructions.
set -euo pipefail
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
corpus=${EQLINT_CORPUS:-/work/corpus} runs=5 instructions=0 bins=()
while (($#)); do
    case $1 in
        --corpus) corpus=$2; shift ;;
        --runs) runs=$2; shift ;;
        --instructions) instructions=1 ;;
        -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
        *) bins+=("$(cd "$(dirname "$1")" && pwd)/$(basename "$1")") ;;
    esac
    shift
done
((${#bins[@]})) || { echo "bench_corpus.sh: name at least one binary (see --help)" >&2; exit 2; }
names=$(tail -n +2 "$ROOT/docs/corpus.tsv" | cut -f1)
for n in $names; do [[ -d $corpus/$n ]] || { echo "bench_corpus.sh: $corpus/$n is missing (scripts/corpus/corpus.sh --fetch-instructions)" >&2; exit 2; }; done
report=$(mktemp)
trap 'rm -f "$report"' EXIT

lint_all() { # BIN [extra arguments]: lint every app once
    local bin=$1; shift
    for n in $names; do (cd "$corpus/$n" && "$bin" --format json --no-cache --output "$report" --quiet "$@" . 2>/dev/null || [[ $? -eq 1 ]]); done
}

declare -A times
for ((r = 0; r < runs; r++)); do
    for b in "${bins[@]}"; do
        t0=$(date +%s.%N)
        lint_all "$b"
        t1=$(date +%s.%N)
        times[$b]+="$(python3 -c "print($t1 - $t0)") "
    done
done
echo "corpus: $(echo "$names" | wc -l) apps of docs/corpus.tsv under $corpus; $runs alternating runs; $(nproc) cores"
for b in "${bins[@]}"; do
    python3 - "$b" ${times[$b]} <<'PY'
import statistics, sys
b, ts = sys.argv[1], [float(x) for x in sys.argv[2:]]
print(f"{b}: best {min(ts):.3f} s, mean {statistics.mean(ts):.3f} s")
PY
    if ((instructions)); then
        total=0
        for n in $names; do
            # eqlint exits 1 when it finds something: only the count matters here.
            c=$( (cd "$corpus/$n" && valgrind --tool=callgrind --callgrind-out-file=/dev/null "$b" --format json --no-cache \
                --output "$report" --quiet --jobs 1 . 2>&1 || true) | awk '/refs:/ { gsub(",", "", $4); print $4 }')
            [[ -n $c ]] || { echo "bench_corpus.sh: no instruction count for $n with $b" >&2; exit 1; }
            total=$((total + c))
        done
        echo "  instructions (callgrind, --jobs 1): $total"
    fi
done
