#!/usr/bin/env python3
"""Scaling benchmark (not a test): does the lint stay linear in projects that use the @Equatable
macro, and what do the fixes cost?

Usage: scripts/bench/bench_scaling.py BIN [--sizes 1000,2000,4000,8000,16000] [--runs N] [--dir DIR]

For each size, a project made by scripts/bench/gen_macro_project.py (every file imports Equatable and
holds an @Equatable row view with an unmarked closure, whose unsafe fix is offered only when no
construction in the project passes a closure that would go stale) is linted with the fixes
computed, and again with EQLINT_NO_FIXES=1 (the same lint without fixes), in alternating runs.
It prints the best wall time of each, the time per file, the growth from the size four times
smaller, and the cost of the fixes. Goals (issue #20): 4x the files costs at most 4.5x the time,
and the lint with fixes within 10% of the lint without. Projects are kept in DIR (default
/tmp/eqlint-bench-macro) between runs.
"""
import argparse
import os
import shutil
import subprocess
import sys
import time

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


def project(base, n):
    path = os.path.join(base, f"files-{n}")
    stamp = os.path.join(path, ".bench-stamp")
    gen = os.path.join(ROOT, "scripts", "bench", "gen_macro_project.py")
    want = f"{n} {os.path.getmtime(gen)}"
    if os.path.exists(stamp) and open(stamp).read() == want:
        return path
    shutil.rmtree(path, ignore_errors=True)
    subprocess.run([sys.executable, gen, path, "--files", str(n)], check=True)
    os.makedirs(os.path.join(path, ".git"))  # a project root of its own
    with open(stamp, "w") as f:
        f.write(want)
    return path


def timed(cmd, env, cwd):
    t0 = time.perf_counter()
    rc = subprocess.run(cmd, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL).returncode
    if rc not in (0, 1):
        sys.exit(f"bench_scaling.py: {' '.join(cmd)} exited with {rc}")
    return time.perf_counter() - t0


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("bin")
    parser.add_argument("--sizes", default="1000,2000,4000,8000,16000")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--dir", default="/tmp/eqlint-bench-macro")
    args = parser.parse_args()
    binary = os.path.abspath(args.bin)
    sizes = [int(s) for s in args.sizes.split(",")]
    rows = []
    for n in sizes:
        path = project(args.dir, n)
        report = os.path.join(path, ".report.json")
        cmd = [binary, path, "--no-cache", "--quiet", "--format", "json", "--output", report]
        with_fixes, without = [], []
        plain = dict(os.environ)
        plain.pop("EQLINT_NO_FIXES", None)
        nofix = dict(plain, EQLINT_NO_FIXES="1")
        timed(cmd, plain, path)  # warm the page cache
        for _ in range(args.runs):
            with_fixes.append(timed(cmd, plain, path))
            without.append(timed(cmd, nofix, path))
        size = sum(os.path.getsize(os.path.join(d, f)) for d, _, fs in os.walk(path) for f in fs if f.endswith(".swift"))
        rows.append((n, size, min(with_fixes), min(without)))
    print(f"\nscaling: {binary}, a project using the @Equatable macro (scripts/bench/gen_macro_project.py), "
          f"best of {args.runs} alternating runs, {os.cpu_count()} cores")
    print(f"{'files':>7}{'MB':>7}{'lint s':>9}{'us/file':>9}{'x (n/4)':>9}{'no fixes s':>12}{'fixes cost':>12}")
    for k, (n, size, t, t0) in enumerate(rows):
        quarter = next((r for r in rows if r[0] * 4 == n), None)
        growth = f"{t / quarter[2]:.2f}" if quarter else "-"
        print(f"{n:>7}{size / 1e6:>7.1f}{t:>9.3f}{t / n * 1e6:>9.1f}{growth:>9}{t0:>12.3f}{(t / t0 - 1) * 100:>11.1f}%")


if __name__ == "__main__":
    main()
