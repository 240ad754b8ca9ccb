#!/usr/bin/env bash
# Lint the real-app corpus listed in docs/corpus.tsv, one app at a time, each as its own
# project (`cd APP && eqlint --format json --no-cache --output REPORT .`), then print a
# markdown table of findings per rule per app with totals, and the time of the lint of all
# apps next to `cat` of all their .swift files (best of N runs, warm page cache).
#
# Usage: scripts/corpus/corpus.sh [--eqlint BIN] [--corpus DIR] [--out FILE] [--reports DIR]
#                          [--runs N] [--timeout S] [--only NAME]... [--fetch-instructions]
#   --eqlint BIN    binary to run (default $EQLINT_BIN, else .build/release/eqlint, else
#                   `eqlint` on PATH)
#   --corpus DIR    where the apps are checked out, one folder per `name` column of
#                   docs/corpus.tsv (default $EQLINT_CORPUS, else /work/corpus)
#   --out FILE      also write the markdown summary to FILE; unless --reports is given the
#                   JSON reports then go to FILE without its extension (e.g. --out
#                   /work/corpus-out/before.md puts them in /work/corpus-out/before/)
#   --reports DIR   folder for the reports (default /work/corpus-out/<UTC timestamp>):
#                   NAME.json (the report of the first run), NAME.stderr, summary.md
#   --runs N        timed runs of the whole corpus (default 3); the best is reported
#   --timeout S     seconds before one app's lint counts as hung (default 600)
#   --only NAME     lint only this app (repeatable)
#   --fetch-instructions   print the commands that recreate the corpus, then exit
#
# Exit status: 0 when every app was linted (eqlint's status 0 or 1; 1 just means findings),
# 1 when some app failed (status 2, a crash, a timeout, an unreadable report, a missing
# folder), 2 for bad arguments. Each failure is listed under the tables with the tail of
# its standard error. Later runs' reports are compared with the first's: output must be
# byte-identical from run to run.
#
# Recreating the corpus (what --fetch-instructions prints): for each line of
# docs/corpus.tsv after the header,
#     git clone https://github.com/OWNER/REPO DIR/NAME
#     git -C DIR/NAME checkout --detach COMMIT
# (a shallow `git init; git fetch --depth 1 origin COMMIT; git checkout FETCH_HEAD` is
# enough). Each app keeps its own .git, so the app's folder is its project root.
# swift_files/swift_lines in the TSV are `git ls-files '*.swift'` and their newline count
# at that commit. The timing's `cat` reads the files eqlint walks: every *.swift outside
# hidden folders, .build, Pods, Carthage, DerivedData and *.docc.
set -euo pipefail
abspath() { python3 -c 'import os,sys; print(os.path.abspath(sys.argv[1]))' "$1"; }
ROOT=$(cd "$(dirname "$0")/../.." && pwd)
TSV=$ROOT/docs/corpus.tsv

bin=${EQLINT_BIN:-} corpus=${EQLINT_CORPUS:-/work/corpus} out= reports= runs=3 timeout_s=600
only=() fetch_instructions=0
while (($#)); do
    case $1 in
        --eqlint) bin=${2:?--eqlint needs a value}; shift ;;
        --corpus) corpus=${2:?--corpus needs a value}; shift ;;
        --out) out=${2:?--out needs a value}; shift ;;
        --reports) reports=${2:?--reports needs a value}; shift ;;
        --runs) runs=${2:?--runs needs a value}; shift ;;
        --timeout) timeout_s=${2:?--timeout needs a value}; shift ;;
        --only) only+=("${2:?--only needs a value}"); shift ;;
        --fetch-instructions) fetch_instructions=1 ;;
        -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
        *) echo "corpus.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
    shift
done
[[ $runs =~ ^[1-9][0-9]*$ ]] || { echo "corpus.sh: --runs wants a positive integer" >&2; exit 2; }
[[ $timeout_s =~ ^[1-9][0-9]*$ ]] || { echo "corpus.sh: --timeout wants a positive integer" >&2; exit 2; }
[[ -f $TSV ]] || { echo "corpus.sh: $TSV not found" >&2; exit 2; }
corpus=$(abspath "$corpus")

# The apps: name, repo, commit (header skipped).
names=() repos=() commits=()
while IFS=$'\t' read -r name repo commit _; do
    [[ -n $name && $name != name ]] || continue
    if ((${#only[@]})); then
        keep=0; for o in "${only[@]}"; do [[ $o == "$name" ]] && keep=1; done
        ((keep)) || continue
    fi
    names+=("$name") repos+=("$repo") commits+=("$commit")
done < "$TSV"
for o in "${only[@]}"; do
    cut -f1 "$TSV" | grep -qxF -- "$o" || { echo "corpus.sh: --only $o: no such app in $TSV" >&2; exit 2; }
done
((${#names[@]})) || { echo "corpus.sh: no app selected from $TSV" >&2; exit 2; }

if ((fetch_instructions)); then
    echo "# recreate the corpus in $corpus (from docs/corpus.tsv)"
    echo "mkdir -p '$corpus'"
    for i in "${!names[@]}"; do
        d="$corpus/${names[i]}"
        echo "git init -q '$d' && git -C '$d' fetch -q --depth 1 https://github.com/${repos[i]} ${commits[i]} && git -C '$d' checkout -q --detach FETCH_HEAD"
    done
    exit 0
fi

if [[ -z $bin ]]; then
    if [[ -x $ROOT/.build/release/eqlint ]]; then bin=$ROOT/.build/release/eqlint
    else bin=eqlint; fi
fi
if [[ $bin == */* ]]; then bin=$(abspath "$bin"); else bin=$(command -v "$bin" || true); fi
[[ -n $bin && -x $bin ]] || { echo "corpus.sh: no eqlint binary (use --eqlint BIN)" >&2; exit 2; }

if [[ -z $reports ]]; then
    if [[ -n $out ]]; then reports=${out%.*}; [[ $reports != "$out" ]] || reports=$out.d
    else reports=/work/corpus-out/$(date -u +%Y%m%dT%H%M%SZ); fi
fi
reports=$(abspath "$reports")
[[ -z $out ]] || out=$(abspath "$out")
mkdir -p "$reports"
scratch=$(mktemp -d)
trap 'rm -rf "$scratch"' EXIT

now() { date +%s%N; }
# The .swift files eqlint walks in an app, NUL-separated, in $scratch/NAME.files.
list_files() {
    (cd "$corpus/$1" && find . -mindepth 1 -type d \( -name '.*' -o -name .build -o -name Pods -o -name Carthage \
        -o -name DerivedData -o -name '*.docc' \) -prune -o -name '*.swift' -type f -print0) > "$scratch/$1.files"
}
cat_app() { (cd "$corpus/$1" && xargs -0 -r cat < "$scratch/$1.files"); }

echo "eqlint: $bin ($("$bin" --version 2>&1 | head -1))" >&2
echo "corpus: $corpus (${#names[@]} apps), reports: $reports, runs: $runs" >&2

declare -A rc lint_best cat_best status_note
for name in "${names[@]}"; do
    if [[ -d $corpus/$name ]]; then
        list_files "$name"
        cat_app "$name" > /dev/null  # warm the page cache
        (cd "$corpus/$name" && git rev-parse HEAD 2>/dev/null) > "$scratch/$name.head" || true
    else
        rc[$name]=missing
    fi
done

printf 'run\tlint_ns\tcat_ns\n' > "$reports/rounds.tsv"
for ((run = 1; run <= runs; run++)); do
    echo "run $run/$runs" >&2
    round_lint=0 round_cat=0
    for name in "${names[@]}"; do
        [[ ${rc[$name]:-} != missing ]] || continue
        if ((run == 1)); then dest=$reports; else dest=$scratch/run$run; mkdir -p "$dest"; fi
        rm -f "$dest/$name.json"
        t0=$(now)
        set +e
        (cd "$corpus/$name" && timeout "$timeout_s" "$bin" --format json --no-cache --color never \
            --output "$dest/$name.json" .) > "$dest/$name.stdout" 2> "$dest/$name.stderr"
        code=$?
        set -e
        t1=$(now)
        cat_app "$name" > /dev/null
        t2=$(now)
        dl=$((t1 - t0)) dc=$((t2 - t1))
        round_lint=$((round_lint + dl)) round_cat=$((round_cat + dc))
        if ((run == 1)); then
            rc[$name]=$code
            lint_best[$name]=$dl cat_best[$name]=$dc
            [[ -s $dest/$name.stdout ]] || rm -f "$dest/$name.stdout"
            ((code == 0 || code == 1)) || echo "  $name: exit $code" >&2
        else
            ((dl < lint_best[$name])) && lint_best[$name]=$dl
            ((dc < cat_best[$name])) && cat_best[$name]=$dc
            if [[ ${rc[$name]} != "$code" ]]; then
                status_note[$name]+="run $run exited $code, run 1 exited ${rc[$name]}; "
            elif [[ -f $reports/$name.json ]] && ! cmp -s "$reports/$name.json" "$dest/$name.json"; then
                status_note[$name]+="run $run's report differs from run 1's; "
            fi
        fi
    done
    printf '%s\t%s\t%s\n' "$run" "$round_lint" "$round_cat" >> "$reports/rounds.tsv"
done

# What python reads: one line per app.
{
    printf 'name\tcommit_expected\tcommit_found\trc\tlint_ns\tcat_ns\tcat_files\tcat_bytes\tnote\n'
    for i in "${!names[@]}"; do
        name=${names[i]}
        if [[ ${rc[$name]} == missing ]]; then
            printf '%s\t%s\t\tmissing\t\t\t\t\t%s\n' "$name" "${commits[i]}" "folder $corpus/$name not found"
            continue
        fi
        nfiles=$(tr -cd '\0' < "$scratch/$name.files" | wc -c)
        nbytes=$(cat_app "$name" | wc -c)
        printf '%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\t%s\n' "$name" "${commits[i]}" "$(cat "$scratch/$name.head")" \
            "${rc[$name]}" "${lint_best[$name]}" "${cat_best[$name]}" "$nfiles" "$nbytes" "${status_note[$name]:-}"
    done
} > "$reports/runs.tsv"

set +e
python3 - "$reports" "$bin" "$runs" "$TSV" <<'PY' > "$reports/summary.md"
import json, os, re, sys
reports, binary, runs, tsv = sys.argv[1], sys.argv[2], int(sys.argv[3]), sys.argv[4]
apps = []
with open(os.path.join(reports, "runs.tsv"), encoding="utf-8") as f:
    header = f.readline().rstrip("\n").split("\t")
    for line in f:
        apps.append(dict(zip(header, line.rstrip("\n").split("\t"))))
lines_of = {}
with open(tsv, encoding="utf-8") as f:
    f.readline()
    for line in f:
        cols = line.rstrip("\n").split("\t")
        if len(cols) >= 5:
            lines_of[cols[0]] = int(cols[4])

rule_order = []
try:
    import subprocess
    rules = json.loads(subprocess.run([binary, "rules", "--format", "json"], capture_output=True,
                                      text=True, check=True).stdout)
    rule_order = [r["id"] for r in rules]
except Exception:
    pass

failures = []
counts = {}      # app -> rule -> n
severities = {}  # app -> severity -> n
for a in apps:
    name = a["name"]
    counts[name], severities[name] = {}, {}
    if a["rc"] == "missing":
        failures.append((name, "missing", a["note"], ""))
        continue
    err_path = os.path.join(reports, name + ".stderr")
    err = open(err_path, encoding="utf-8", errors="replace").read() if os.path.exists(err_path) else ""
    tail = "\n".join(err.strip().splitlines()[-5:])
    m = re.search(r"in (\d+) files?", err)
    a["walked"] = m.group(1) if m else ""
    if a["rc"] not in ("0", "1"):
        what = {"124": "timeout", "2": "exit 2"}.get(a["rc"], "exit " + a["rc"])
        if a["rc"].isdigit() and int(a["rc"]) > 128:
            what = "crash (signal %d)" % (int(a["rc"]) - 128)
        failures.append((name, what, a["note"], tail))
    elif a["note"]:
        failures.append((name, "unstable", a["note"], ""))
    if a["commit_found"] and a["commit_found"] != a["commit_expected"]:
        failures.append((name, "other commit", "checked out %s, docs/corpus.tsv says %s"
                         % (a["commit_found"][:12], a["commit_expected"][:12]), ""))
    path = os.path.join(reports, name + ".json")
    try:
        diags = json.load(open(path, encoding="utf-8"))
    except Exception as e:
        if a["rc"] in ("0", "1"):
            failures.append((name, "bad report", str(e), tail))
        continue
    for d in diags:
        r = d.get("rule_id", "?")
        counts[name][r] = counts[name].get(r, 0) + 1
        s = str(d.get("severity", "?")).lower()
        severities[name][s] = severities[name].get(s, 0) + 1

seen = {r for c in counts.values() for r in c}
cols = [r for r in rule_order if r in seen] + sorted(seen - set(rule_order))
quiet = [r for r in rule_order if r not in seen]

out = []
out.append("## Findings per rule per app\n")
out.append("eqlint: `%s`; reports: `%s`\n" % (binary, reports))
out.append("| app | " + " | ".join(cols) + " | total | errors |")
out.append("| --- |" + " ---: |" * (len(cols) + 2))
tot = {r: 0 for r in cols}
for a in apps:
    name = a["name"]
    if a["rc"] == "missing":
        out.append("| %s | " % name + " | ".join("-" for _ in cols) + " | - | - |")
        continue
    c = counts[name]
    for r in cols:
        tot[r] += c.get(r, 0)
    mark = "" if a["rc"] in ("0", "1") else " (!)"
    out.append("| %s%s | " % (name, mark) + " | ".join(str(c.get(r, 0)) for r in cols)
               + " | %d | %d |" % (sum(c.values()), severities[name].get("error", 0)))
out.append("| **total** | " + " | ".join("**%d**" % tot[r] for r in cols)
           + " | **%d** | **%d** |" % (sum(tot.values()), sum(s.get("error", 0) for s in severities.values())))
if quiet:
    out.append("\nNo findings: " + ", ".join(quiet) + ".")

def s(ns):
    return "%.3f" % (int(ns) / 1e9)
out.append("\n## Time (best of %d, warm page cache)\n" % runs)
out.append("| app | files | lines | exit | lint s | cat s | lint/cat | lines/s |")
out.append("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
tl = tc = tlines = tfiles = 0
for a in apps:
    if a["rc"] == "missing":
        continue
    l, c = int(a["lint_ns"]), int(a["cat_ns"])
    tl += l; tc += c; tfiles += int(a["cat_files"]); n = lines_of.get(a["name"], 0); tlines += n
    files = a["cat_files"] if not a["walked"] or a["walked"] == a["cat_files"] else "%s (eqlint %s)" % (a["cat_files"], a["walked"])
    out.append("| %s | %s | %d | %s | %s | %s | %.1f | %s |" % (
        a["name"], files, n, a["rc"], s(l), s(c), l / c if c else 0,
        "{:,}".format(int(n / (l / 1e9))) if l else "-"))
out.append("| sum of the bests | %d | %d | | %s | %s | %.1f | %s |" % (
    tfiles, tlines, s(tl), s(tc), tl / tc if tc else 0, "{:,}".format(int(tlines / (tl / 1e9))) if tl else "-"))
rounds = []
with open(os.path.join(reports, "rounds.tsv"), encoding="utf-8") as f:
    f.readline()
    for line in f:
        r, l, c = line.split("\t")
        rounds.append((int(l), int(c)))
if rounds:
    bl, bc = min(r[0] for r in rounds), min(r[1] for r in rounds)
    out.append("| **all apps, best run** | %d | %d | | **%s** | **%s** | **%.1f** | %s |" % (
        tfiles, tlines, s(bl), s(bc), bl / bc if bc else 0, "{:,}".format(int(tlines / (bl / 1e9))) if bl else "-"))
    out.append("\nRuns (lint s / cat s): " + ", ".join("%s / %s" % (s(l), s(c)) for l, c in rounds) + ".")
out.append("\nlint = `cd APP && eqlint --format json --no-cache --output R .` (wall time, one process per app); "
           "cat = `find` + `xargs cat > /dev/null` of the same .swift files. Per app: the best of its runs; "
           "all apps: the best run's total.")
if failures:
    out.append("\n## Problems\n")
    for name, what, note, tail in failures:
        out.append("- **%s**: %s%s" % (name, what, (": " + note) if note else ""))
        if tail:
            out.append("  ```\n" + "\n".join("  " + t for t in tail.splitlines()) + "\n  ```")
print("\n".join(out))
sys.exit(1 if failures else 0)
PY
status=$?
set -e
cat "$reports/summary.md"
[[ -z $out ]] || { mkdir -p "$(dirname "$out")"; cp "$reports/summary.md" "$out"; }
echo "reports in $reports" >&2
exit $((status == 0 ? 0 : 1))
