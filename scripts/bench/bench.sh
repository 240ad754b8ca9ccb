#!/usr/bin/env bash
# Benchmark eqlint (not a test): release build time, then `facts` and `lint` throughput on a
# synthetic SwiftUI corpus, next to `cat` reading the same files from a warm page cache.
#
# Usage: scripts/bench/bench.sh [--clean-build] [--no-build] [--regen] [--runs N] [--mb N] [--files N] [--seed N]
#   --clean-build   remove the scratch directory first and build what a fresh clone's
#                   `swift build -c release` builds (every product, and the copy of eqlint the
#                   plugins run, which SwiftPM compiles a second time for the host): the row
#                   "build (clean)", with its CPU time and the load average around it
#   --no-build      measure the binary already in the scratch directory
#   --regen         regenerate the corpus even when its stamp matches
#   --runs N        timed runs per step (default $BENCH_RUNS or 3); best and median are shown
#   --mb/--files/--seed   corpus parameters for scripts/bench/gen_corpus.py (default 40, 8000, 1)
#   --corpus DIR    measure an existing folder of Swift code instead of the synthetic corpus
#                   (e.g. the real-app corpus of docs/corpus.tsv; nothing is generated or removed)
#   --compare BIN   also time `lint` with another binary (say, a build of the previous commit),
#                   runs alternating with the measured binary's: the row "lint (compare)"; and,
#                   when the real-app corpus of docs/corpus.tsv is checked out ($EQLINT_CORPUS,
#                   else /work/corpus), both binaries over it with scripts/bench/bench_corpus.sh
#   --instructions  with --compare: the corpus comparison also counts instructions
#                   (callgrind, --jobs 1; robust to the machine's load; minutes)
#   --scaling       also run scripts/bench/bench_scaling.py: a project using the @Equatable macro at
#                   1k, 2k, 4k, 8k and 16k files, time per file, and what the fixes cost; then
#                   the long-line check (one file of one line of 3,000 and 12,000 views, a finding
#                   each, with and without fixes: time per finding, growth from 3,000 to 12,000)
#   --long-line     also run the long-line check alone (bench_scaling.py --sizes '')
#   --split         also run scripts/bench/bench_split.py: the build-system split (docs/bazel.md) of
#                   the synthetic corpus at 1x and 5x, cut into about 200 targets, against one
#                   process: total CPU, longest chain of actions, a body-only edit's re-run
#   --test-time     also time the README's test command from a fresh clone of HEAD: a clean
#                   `swift build --build-tests`, then `swift test --skip-build` (minutes)
# Environment:
#   EQLINT_BIN   binary to measure (a path or a command name); set, it skips the build
#   SCRATCH      build directory (default .build-bench; relative paths from the repo root)
#   BENCH_DIR    corpus directory (default /tmp/eqlint-bench-corpus; relative paths from the caller's)
#   BENCH_NO_GNU_TIME=1  measure peak memory with os.wait4 even when GNU time is there
# MB means 10^6 bytes. Peak RSS is the measured process's own (GNU `time -v`, else wait4's rusage).
# The language server (`eqlint lsp`) has its own benchmark: scripts/bench/bench_lsp.py --help.
set -euo pipefail
abspath() { python3 -c 'import os,sys; print(os.path.abspath(sys.argv[1]))' "$1"; }
DIR=$(abspath "${BENCH_DIR:-/tmp/eqlint-bench-corpus}")
EQLINT_BIN=${EQLINT_BIN:-}
[[ $EQLINT_BIN != */* ]] || EQLINT_BIN=$(abspath "$EQLINT_BIN")  # the runs below change directory
cd "$(dirname "$0")/../.."
ROOT=$PWD

clean_build=0 no_build=0 regen=0 corpus= compare= scaling=0 long_line=0 split=0 test_time=0 instructions=0
runs=${BENCH_RUNS:-3} mb=40 files=8000 seed=1
while (($#)); do
    case $1 in
        --clean-build) clean_build=1 ;;
        --no-build) no_build=1 ;;
        --regen) regen=1 ;;
        --runs) runs=$2; shift ;;
        --mb) mb=$2; shift ;;
        --files) files=$2; shift ;;
        --seed) seed=$2; shift ;;
        --corpus) corpus=$(abspath "$2"); shift ;;
        --compare) compare=$2; [[ $compare != */* ]] || compare=$(abspath "$compare"); shift ;;
        --scaling) scaling=1 ;;
        --long-line) long_line=1 ;;
        --split) split=1 ;;
        --instructions) instructions=1 ;;
        --test-time) test_time=1 ;;
        -h|--help) awk 'NR > 1 && /^#/ { sub(/^# ?/, ""); print; next } NR > 1 { exit }' "$0"; exit 0 ;;
        *) echo "bench.sh: unknown argument '$1' (see --help)" >&2; exit 2 ;;
    esac
    shift
done
[[ $runs =~ ^[1-9][0-9]*$ ]] || { echo "bench.sh: --runs must be a positive integer" >&2; exit 2; }

SCRATCH=${SCRATCH:-.build-bench}
now() { python3 -c 'import time; print(f"{time.time():.6f}")'; }
say() { printf 'bench: %s\n' "$*" >&2; }

# (a) Build. A clean build only on request: removing the scratch directory costs minutes.
build_kind=skipped build_s= build_cpu= build_load=
if [[ -n $EQLINT_BIN ]]; then
    BIN=$EQLINT_BIN
    ((clean_build == 0)) || say "EQLINT_BIN is set: --clean-build ignored, nothing is built"
else
    if ((no_build == 0)); then
        if ((clean_build)); then
            case $(python3 -c 'import os,sys; print(os.path.realpath(sys.argv[1]))' "$SCRATCH") in
                /|"$ROOT"|"${HOME:-/}") echo "bench.sh: refusing to remove SCRATCH=$SCRATCH" >&2; exit 2 ;;
            esac
            rm -rf -- "$SCRATCH"
            build_kind=clean
        elif [[ -d $SCRATCH ]]; then
            build_kind=incremental
        else
            build_kind="clean, eqlint only"  # nothing to reuse yet
        fi
        # A clean build is a fresh clone's `swift build -c release` (what issue 22's goal is
        # about); an incremental one rebuilds the measured product only.
        build_cmd=(swift build -c release --scratch-path "$SCRATCH")
        ((clean_build)) || build_cmd+=(--product eqlint)
        say "${build_cmd[*]} ($build_kind)"
        # Wall and CPU time (user + system of the compilers); the load average before and after
        # says how busy the machine was: the wall time means little on a busy machine.
        read -r build_s build_cpu build_load < <(python3 - "${build_cmd[@]}" <<'PY'
import os, resource, subprocess, sys, time
load0 = os.getloadavg()[0]
t0 = time.time()
rc = subprocess.run(sys.argv[1:], stdout=sys.stderr).returncode
wall = time.time() - t0
u = resource.getrusage(resource.RUSAGE_CHILDREN)
if rc != 0:
    sys.exit(rc)
print(f"{wall:.3f} {u.ru_utime + u.ru_stime:.1f} {load0:.1f}->{os.getloadavg()[0]:.1f}")
PY
        ) || { echo "bench.sh: the build failed" >&2; exit 1; }
    fi
    BIN=$(swift build -c release --scratch-path "$SCRATCH" --show-bin-path)/eqlint
fi
command -v "$BIN" > /dev/null || { echo "bench.sh: no eqlint binary at '$BIN' (build it, or set EQLINT_BIN)" >&2; exit 2; }

# (b) Corpus: regenerated when its parameters or the generator changed. A directory without
# our stamp is never removed.
GEN=$ROOT/scripts/bench/gen_corpus.py
gen_sha=$(python3 -c 'import hashlib,sys; print(hashlib.sha256(open(sys.argv[1],"rb").read()).hexdigest()[:16])' "$GEN")
stamp="gen_corpus.py mb=$mb files=$files seed=$seed sha256=$gen_sha"
STAMP_FILE=$DIR/.bench-stamp
if [[ -n $corpus ]]; then
    [[ -d $corpus ]] || { echo "bench.sh: --corpus $corpus is not a folder" >&2; exit 2; }
    DIR=$corpus
    say "corpus: $DIR (as it is)"
elif ((regen == 0)) && [[ -f $STAMP_FILE && "$(cat "$STAMP_FILE")" == "$stamp" ]]; then
    say "corpus: reusing $DIR ($stamp)"
else
    if [[ -e $DIR ]]; then
        if [[ -f $STAMP_FILE || -z "$(ls -A "$DIR")" ]]; then
            rm -rf -- "$DIR"
        else
            echo "bench.sh: $DIR exists and was not made by bench.sh; remove it or set BENCH_DIR" >&2
            exit 2
        fi
    fi
    partial="$DIR.partial.$$"
    trap 'rm -rf -- "$partial"' EXIT
    say "corpus: generating into $DIR ($stamp)"
    python3 "$GEN" "$partial" --mb "$mb" --files "$files" --seed "$seed" >&2
    printf '%s\n' "$stamp" > "$partial/.bench-stamp"
    mv -- "$partial" "$DIR"
    trap - EXIT
fi

# (c)-(e) Timing runs and the table.
BIN=$BIN COMPARE=$compare DIR=$DIR RUNS=$runs BUILD_KIND=$build_kind BUILD_S=$build_s BUILD_CPU=$build_cpu \
BUILD_LOAD=$build_load python3 - <<'PY'
import json, os, shutil, statistics, subprocess, sys, tempfile, time

BIN, DIR, RUNS = os.environ["BIN"], os.path.abspath(os.environ["DIR"]), int(os.environ["RUNS"])
DARWIN = sys.platform == "darwin"

paths = []
for root, _, names in os.walk(DIR):  # what `find DIR -name '*.swift'` lists
    paths += [os.path.join(root, n) for n in names if n.endswith(".swift")]
n_files, n_bytes = len(paths), sum(os.path.getsize(p) for p in paths)
if n_files == 0:
    sys.exit(f"bench.sh: no .swift files under {DIR}")

def gnu_time():
    """/usr/bin/time if it is GNU time (`-v` reports the maximum resident set size)."""
    if os.environ.get("BENCH_NO_GNU_TIME") == "1" or not os.access("/usr/bin/time", os.X_OK):
        return None
    try:
        out = subprocess.run(["/usr/bin/time", "-v", "true"], capture_output=True, text=True, timeout=10)
    except (OSError, subprocess.SubprocessError):
        return None
    return "/usr/bin/time" if out.returncode == 0 and "Maximum resident set size" in out.stderr else None

TIME = gnu_time()
tmp = tempfile.mkdtemp(prefix="eqlint-bench-")

def run(cmd, stdout=subprocess.DEVNULL, cwd=DIR):
    """One run: (wall seconds, peak RSS in MB or None, exit status, stderr text)."""
    err_path, rss_path = os.path.join(tmp, "stderr"), os.path.join(tmp, "rss")
    with open(err_path, "wb") as err:
        if TIME:
            t0 = time.perf_counter()
            rc = subprocess.run([TIME, "-v", "-o", rss_path] + cmd, stdout=stdout, stderr=err, cwd=cwd).returncode
            dt = time.perf_counter() - t0
            rss = None
            if os.path.exists(rss_path):
                with open(rss_path, errors="replace") as f:
                    for line in f:
                        if "Maximum resident set size" in line:
                            rss = int(line.rsplit(":", 1)[1]) / 1024  # kB
        else:
            # The child's own rusage, as a wrapper's getrusage(RUSAGE_CHILDREN) would give.
            t0 = time.perf_counter()
            p = subprocess.Popen(cmd, stdout=stdout, stderr=err, cwd=cwd)
            _, status, usage = os.wait4(p.pid, 0)
            dt = time.perf_counter() - t0
            p.returncode = rc = os.waitstatus_to_exitcode(status)
            rss = usage.ru_maxrss / (1024 * 1024 if DARWIN else 1024)
    with open(err_path, errors="replace") as f:
        return dt, rss, rc, f.read()

def timed(name, cmd, ok=(0,), before=None, produced=None):
    """RUNS runs; a row for the table, or a note when the command failed (an accepted exit
    status that did not write `produced` is a failure too)."""
    times, rss = [], []
    for _ in range(RUNS):
        if before:
            before()
        dt, mem, rc, err = run(cmd)
        if rc not in ok or (produced and not os.path.exists(produced)):
            last = (err.strip().splitlines() or ["(no output)"])[-1][:160]
            why = f"exit status {rc}" + ("" if rc not in ok else f", no {os.path.basename(produced)} written")
            return None, f"{name}: failed, {why}: {last}"
        times.append(dt)
        if mem is not None:
            rss.append(mem)
    return {"name": name, "best": min(times), "median": statistics.median(times),
            "rss": max(rss) if rss else None}, None

rows, notes = [], []
build_kind, build_s = os.environ["BUILD_KIND"], os.environ["BUILD_S"]
if build_s:
    rows.append({"name": f"build ({build_kind})", "best": float(build_s), "median": None, "rss": None, "nothroughput": True})
    notes.append(f"build ({build_kind}): {build_s} s wall, {os.environ['BUILD_CPU']} s CPU (compilers' user + system), "
                 f"load average {os.environ['BUILD_LOAD']} (start -> end), {os.cpu_count()} cores"
                 + ("; every product, as `swift build -c release` in a fresh clone" if build_kind == "clean" else "")
                 + ("; the goal of issue 22 is under 60 s on 2 cores" if build_kind == "clean" else ""))
else:
    notes.append("build: skipped" + (" (EQLINT_BIN set)" if os.environ.get("EQLINT_BIN") else " (--no-build)"))

# (c) cat: once to warm the page cache, then timed.
CAT = ["bash", "-c", 'find "$1" -name "*.swift" -print0 | xargs -0 cat > /dev/null', "bench", DIR]
run(CAT)
cat_row, note = timed("cat", CAT)
if note:
    sys.exit("bench.sh: " + note)
rows.append(cat_row)

# (d) facts. Runs happen in the corpus directory so that no project config or sources around
# the caller's directory join in.
row, note = timed("facts", [BIN, "facts", DIR])
rows.append(row) if row else notes.append(note)

# (e) lint, when the binary has it; exit status 1 only means diagnostics were found.
# The report goes to a file, not /dev/null: `--output` writes atomically (temp file + rename),
# which must not be pointed at a device.
try:
    has_lint = subprocess.run([BIN, "lint", "--help"], stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL,
                              cwd=DIR, timeout=60).returncode == 0
except (OSError, subprocess.SubprocessError):
    has_lint = False
if not has_lint:
    notes.append(f"lint: skipped (`{os.path.basename(BIN)} lint --help` failed: no lint command yet?)")
else:
    report = os.path.join(tmp, "lint.json")
    def remove_report():
        if os.path.exists(report):
            os.remove(report)
    COMPARE = os.environ.get("COMPARE", "")
    lint_args = ["lint", DIR, "--format", "json", "--output", report, "--no-cache"]
    if COMPARE:
        # Both binaries in alternating runs, so that a slow spell of the machine falls on both.
        both = {BIN: [], COMPARE: []}
        for _ in range(RUNS):
            for b in (COMPARE, BIN):  # the measured binary last: its report stays for the checks below
                remove_report()
                dt, mem, rc, err = run([b] + lint_args)
                if rc in (0, 1):
                    both[b].append((dt, mem))
        for b, name in ((COMPARE, "lint (compare)"),):
            if both[b]:
                mems = [m for _, m in both[b] if m is not None]
                rows.append({"name": name, "best": min(t for t, _ in both[b]),
                             "median": statistics.median(t for t, _ in both[b]), "rss": max(mems) if mems else None})
                notes.append(f"lint (compare): {COMPARE}, runs alternating with the measured binary's")
            else:
                notes.append(f"lint (compare): {COMPARE} failed")
    if COMPARE and both[BIN]:
        mems = [m for _, m in both[BIN] if m is not None]
        row, note = {"name": "lint", "best": min(t for t, _ in both[BIN]),
                     "median": statistics.median(t for t, _ in both[BIN]), "rss": max(mems) if mems else None}, None
    else:
        row, note = timed("lint", [BIN] + lint_args, ok=(0, 1),
                          before=remove_report, produced=report)
    if row:
        rows.append(row)
        try:
            with open(report) as f:
                notes.append(f"lint: {len(json.load(f))} diagnostics in the JSON report")
        except (OSError, ValueError, TypeError) as e:
            notes.append(f"lint: report not readable as a JSON array ({e.__class__.__name__})")
    else:
        notes.append(note)
    # (e2) `--fix` with nothing to fix costs a plain lint (issue #15). On a corpus that has
    # fixes, `--fix` would change it: `--diff` (which writes nothing) is timed instead.
    probe = subprocess.run([BIN, "lint", DIR, "--diff", "--no-cache", "--quiet"], capture_output=True, cwd=DIR)
    if probe.returncode not in (0, 1):
        notes.append("lint --fix: skipped (no --diff in this binary?)")
    else:
        flag = "--diff" if probe.stdout else "--fix"
        row, note = timed(f"lint {flag}", [BIN, "lint", DIR, flag, "--no-cache", "--quiet"], ok=(0, 1))
        rows.append(row) if row else notes.append(note)
        if probe.stdout:
            notes.append(f"lint --diff: {probe.stdout.count(b'+++ b/')} files have fixes, so --fix is not timed (it would change the corpus)")
    # (f) one file of the project with a warm index cache: what an editor pays on save.
    one = sorted(os.path.relpath(p, DIR) for p in paths)[n_files // 2]
    cache_dir = os.path.join(tmp, "cache")
    one_cmd = [BIN, one, "--quiet", "--cache-path", cache_dir]
    run(one_cmd)  # warm the cache
    row, note = timed("lint 1 file, warm", one_cmd, ok=(0, 1))
    if row:
        row["nothroughput"] = True
        rows.append(row)
        notes.append(f"lint 1 file, warm: {one}, the rest of its project read from the index cache")
    else:
        notes.append(note)
    # The warm one-file answer must be the full lint's answer for that file.
    if os.path.exists(report):
        one_json = os.path.join(tmp, "one.json")
        run([BIN, one, "--format", "json", "--output", one_json, "--cache-path", cache_dir])
        try:
            def key(d):
                return (d["line"], d["character"], d["rule_id"], d["reason"])
            with open(report) as f:
                full = sorted(key(d) for d in json.load(f) if os.path.realpath(os.path.join(DIR, d["file"])) == os.path.realpath(os.path.join(DIR, one)))
            with open(one_json) as f:
                alone = sorted(key(d) for d in json.load(f))
            notes.append(f"lint 1 file, warm: {len(alone)} diagnostics, "
                         + ("the same as the full lint's for that file" if alone == full
                            else f"DIFFERENT from the full lint's {len(full)} for that file"))
        except (OSError, ValueError, TypeError, KeyError) as e:
            notes.append(f"lint 1 file, warm: could not compare with the full lint ({e.__class__.__name__})")
shutil.rmtree(tmp, ignore_errors=True)

def fmt(x, spec):
    return "-" if x is None else format(x, spec)

print(f"\neqlint benchmark: {BIN}")
print(f"corpus: {DIR}: {n_files} files, {n_bytes / 1e6:.1f} MB; {os.cpu_count()} cores; "
      f"best and median of {RUNS} runs; peak RSS via {'GNU time -v' if TIME else 'wait4 rusage'}")
print(f"{'step':<20}{'best s':>9}{'median s':>10}{'MB/s':>9}{'files/s':>10}{'peak MB':>9}{'x cat':>8}")
for r in rows:
    thr = not r.get("nothroughput")
    mbps = n_bytes / 1e6 / r["best"] if thr else None
    fps = n_files / r["best"] if thr else None
    ratio = r["best"] / cat_row["best"] if thr else None
    print(f"{r['name']:<20}{r['best']:>9.3f}{fmt(r['median'], '>10.3f'):>10}{fmt(mbps, '>9.1f'):>9}"
          f"{fmt(fps, '>10.0f'):>10}{fmt(r['rss'], '>9.1f'):>9}{fmt(ratio, '>8.1f'):>8}")
for n in notes:
    print("note: " + n)
PY

# (f2) With --compare: both binaries over the real-app corpus, each app its own project.
if [[ -n $compare ]]; then
    real_corpus=${EQLINT_CORPUS:-/work/corpus}
    first_app=$(awk -F'\t' 'NR == 2 { print $1 }' "$ROOT/docs/corpus.tsv")
    if [[ -n $first_app && -d $real_corpus/$first_app ]]; then
        echo
        echo "real-app corpus (scripts/bench/bench_corpus.sh), compared binary first:"
        flags=(--corpus "$real_corpus" --runs "$runs")
        ((instructions == 0)) || flags+=(--instructions)
        "$ROOT/scripts/bench/bench_corpus.sh" "${flags[@]}" "$compare" "$BIN" || echo "bench.sh: the real-app corpus comparison failed" >&2
    else
        echo "note: real-app corpus comparison skipped: no $real_corpus/$first_app (scripts/corpus/corpus.sh --fetch-instructions)"
    fi
fi

# (g) Scaling in a project that uses the macro (issue #20), and on one long line (issue #37).
if ((scaling)); then
    python3 "$ROOT/scripts/bench/bench_scaling.py" "$BIN" --runs "$runs"
elif ((long_line)); then
    python3 "$ROOT/scripts/bench/bench_scaling.py" "$BIN" --runs "$runs" --sizes ''
fi

# (g2) The build-system split (issue #23).
if ((split)); then
    python3 "$ROOT/scripts/bench/bench_split.py" --eqlint "$BIN"
fi

# (h) The README's test command from a fresh clone: what a newcomer waits for.
if ((test_time)); then
    clone=$(mktemp -d /tmp/eqlint-test-time.XXXXXX)
    git clone --quiet "$ROOT" "$clone/eqlint"
    t0=$(now)
    (cd "$clone/eqlint" && swift build --build-tests > "$clone/build.log" 2>&1) || { tail -20 "$clone/build.log" >&2; exit 1; }
    t1=$(now)
    (cd "$clone/eqlint" && swift test --skip-build > "$clone/test.log" 2>&1) || { tail -30 "$clone/test.log" >&2; exit 1; }
    t2=$(now)
    python3 -c 'import sys; b, t = float(sys.argv[2]) - float(sys.argv[1]), float(sys.argv[3]) - float(sys.argv[2]); print(f"\nswift test from a fresh clone: {b + t:.0f} s ({b:.0f} s building, {t:.0f} s testing)")' "$t0" "$t1" "$t2"
    rm -rf "$clone"
fi
