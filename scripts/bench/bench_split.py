#!/usr/bin/env python3
"""Benchmark (not a test): the build-system split (docs/bazel.md) against one process.

A synthetic corpus (scripts/bench/gen_corpus.py) is cut into about --targets targets: `Shared`
(used by every other target) and the app's feature folders in contiguous blocks, each
depending on Shared and on one earlier target picked at random (seeded). Then, as a Bazel
aspect would run them, in parallel over the targets on --workers processes:
  - one `eqlint summarize` per target (its own files only: no action waits for another);
  - one `eqlint lint --summaries-file` per target, with the summaries of its transitive
    dependencies.
Printed, at each --scales size: the single-process lint's wall and CPU time; the total CPU of
all actions; the longest chain of actions (a summarize, then the lint that reads it: the
wall time on a farm with a core per action); the wall time here; and, after an edit inside a
function body in Shared, whether Shared's summary kept its bytes (then no dependant's lint
action runs again) and the time of the actions that do run again.

Usage: scripts/bench/bench_split.py [--eqlint BIN] [--scales 1,5] [--targets 200] [--workers N]
                              [--dir DIR] [--seed N]
  --scales   sizes as multiples of bench.sh's default corpus (40 MB, 8,000 files)
  --dir      where the corpora go (default /tmp/eqlint-split-bench; regenerated per size)
"""
import os
import random
import shutil
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def timed(cmd, cwd):
    """Runs cmd; returns (status, wall seconds, CPU seconds of the process)."""
    start = time.monotonic()
    p = subprocess.Popen(cmd, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.PIPE)
    _, status, usage = os.wait4(p.pid, 0)
    wall = time.monotonic() - start
    err = p.stderr.read().decode(errors="replace")
    p.stderr.close()
    code = os.waitstatus_to_exitcode(status)
    if code not in (0, 1):
        sys.exit(f"bench_split: {' '.join(cmd[:3])} ... exited {code}: {err[-500:]}")
    return code, wall, usage.ru_utime + usage.ru_stime


def targets_of(corpus, count, seed):
    """[(name, [files]), ...] and each target's direct dependencies (indices)."""
    shared, features = [], {}
    for dirpath, _, files in os.walk(corpus):
        rel = os.path.relpath(dirpath, corpus)
        swift = sorted(os.path.join(rel, f) for f in files if f.endswith(".swift"))
        if not swift:
            continue
        if rel.split(os.sep)[0] == "Shared":
            shared += swift
        else:
            features[rel] = swift
    folders = sorted(features)
    blocks = max(1, min(count - 1, len(folders)))
    per = -(-len(folders) // blocks)
    targets = [("Shared", sorted(shared))]
    for k in range(0, len(folders), per):
        targets.append((f"T{len(targets)}", sorted(f for d in folders[k:k + per] for f in features[d])))
    rng = random.Random(seed)
    deps = [[]] + [[0] + ([rng.randrange(1, t)] if t > 1 else []) for t in range(1, len(targets))]
    return targets, deps


def transitive(deps, t):
    seen, todo = set(), list(deps[t])
    while todo:
        d = todo.pop()
        if d not in seen:
            seen.add(d)
            todo += deps[d]
    return sorted(seen)


def body_edit(corpus, files):
    """Puts a statement inside the first function body of Shared; returns the file edited."""
    for f in files:
        path = os.path.join(corpus, f)
        lines = open(path).read().split("\n")
        for i, line in enumerate(lines):
            s = line.strip()
            if s.startswith(("func ", "private func ", "public func ", "static func ")) and s.endswith("{") \
                    and "->" not in s:
                lines.insert(i + 1, "        _ = 0")
                open(path, "w").write("\n".join(lines))
                return f
    sys.exit("bench_split: no function body to edit in Shared")


def run_size(eqlint, scale, count, workers, base_dir, seed):
    corpus = os.path.join(base_dir, f"x{scale}")
    mb, files = 40 * scale, 8000 * scale
    if os.path.exists(corpus):
        shutil.rmtree(corpus)
    subprocess.run([sys.executable, os.path.join(ROOT, "scripts/bench/gen_corpus.py"), "--mb", str(mb), "--files", str(files),
                    "--seed", str(seed), corpus], check=True, stdout=subprocess.DEVNULL)
    with open(os.path.join(corpus, ".eqlint.yml"), "w") as f:
        f.write("opt_in_rules: [view_not_equatable]\n")
    targets, deps = targets_of(corpus, count, seed)
    work = tempfile.mkdtemp(prefix="eqlint-split-")
    config = ".eqlint.yml"

    best = None
    for _ in range(2):
        r = timed([eqlint, "lint", "--no-cache", "--quiet", "--config", config, "."], corpus)
        best = r if best is None or r[1] < best[1] else best
    single_wall, single_cpu = best[1], best[2]

    def files_arg(t):
        path = os.path.join(work, f"t{t}.files")
        with open(path, "w") as f:
            f.write("\n".join(targets[t][1]) + "\n")
        return "@" + path

    def summarize(t):
        return timed([eqlint, "summarize", "--jobs", "1", "--out", os.path.join(work, f"t{t}.eqsum"), "--config", config,
                      files_arg(t)], corpus)

    def lint(t):
        listing = os.path.join(work, f"t{t}.deps")
        with open(listing, "w") as f:
            f.write("".join(os.path.join(work, f"t{d}.eqsum") + "\n" for d in transitive(deps, t)))
        return timed([eqlint, "lint", "--jobs", "1", "--quiet", "--config", config, "--summaries-file", listing,
                      "--exit-code-file", os.path.join(work, f"t{t}.code"), "--format", "sarif",
                      "--output", os.path.join(work, f"t{t}.sarif"), files_arg(t)], corpus)

    start = time.monotonic()
    with ThreadPoolExecutor(workers) as pool:
        sums = list(pool.map(summarize, range(len(targets))))
        lints = list(pool.map(lint, range(len(targets))))
    split_wall = time.monotonic() - start
    chain = max(max((sums[d][1] for d in transitive(deps, t)), default=0) + lints[t][1] for t in range(len(targets)))
    sum_cpu, lint_cpu = sum(s[2] for s in sums), sum(s[2] for s in lints)
    users = sum(1 for t in range(1, len(targets)) if 0 in transitive(deps, t))

    before = open(os.path.join(work, "t0.eqsum"), "rb").read()
    edited = body_edit(corpus, targets[0][1])
    again_sum = summarize(0)
    unchanged = open(os.path.join(work, "t0.eqsum"), "rb").read() == before
    again_lint = lint(0)
    rerun = [again_sum, again_lint] if unchanged else [again_sum] + [lint(t) for t in range(len(targets))]
    shutil.rmtree(work)

    n_files = sum(len(t[1]) for t in targets)
    print(f"\n## {scale}x corpus: {n_files} files, {mb} MB, {len(targets)} targets, {workers} workers\n")
    print("| measure | seconds |")
    print("| --- | --- |")
    print(f"| one process: wall (best of 2) | {single_wall:.2f} |")
    print(f"| one process: CPU | {single_cpu:.2f} |")
    print(f"| split: CPU of {len(targets)} summarize actions | {sum_cpu:.2f} |")
    print(f"| split: CPU of {len(targets)} lint actions | {lint_cpu:.2f} |")
    print(f"| split: CPU in all ({(sum_cpu + lint_cpu) / single_cpu:.2f}x one process) | {sum_cpu + lint_cpu:.2f} |")
    print(f"| split: longest chain (a summarize, then a lint) | {chain:.2f} |")
    print(f"| split: wall here on {workers} workers | {split_wall:.2f} |")
    print(f"| body-only edit in Shared ({edited}; {users} targets depend on it): summary unchanged: "
          f"{'yes' if unchanged else 'NO'}; {len(rerun)} actions run again | {sum(r[1] for r in rerun):.2f} |")
    return unchanged


def main(argv):
    eqlint = os.environ.get("EQLINT_BIN") or os.path.join(ROOT, ".build/release/eqlint")
    scales, count, workers, base, seed = [1, 5], 200, os.cpu_count() or 2, "/tmp/eqlint-split-bench", 1
    i = 0
    while i < len(argv):
        a = argv[i]
        if a in ("-h", "--help"):
            print(__doc__)
            return 0
        if i + 1 >= len(argv):
            sys.exit(f"bench_split: {a} needs a value")
        v = argv[i + 1]
        if a == "--eqlint": eqlint = v
        elif a == "--scales": scales = [int(x) for x in v.split(",")]
        elif a == "--targets": count = int(v)
        elif a == "--workers": workers = int(v)
        elif a == "--dir": base = v
        elif a == "--seed": seed = int(v)
        else: sys.exit(f"bench_split: unknown argument {a} (see --help)")
        i += 2
    eqlint = os.path.abspath(eqlint) if os.sep in eqlint else (shutil.which(eqlint) or eqlint)
    os.makedirs(base, exist_ok=True)
    print(f"# eqlint split lint (scripts/bench/bench_split.py), {time.strftime('%Y-%m-%d', time.gmtime())}")
    ok = all([run_size(eqlint, s, count, workers, base, seed) for s in scales])
    return 0 if ok else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
