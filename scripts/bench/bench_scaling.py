#!/usr/bin/env python3
"""Scaling benchmark (not a test): does the lint stay linear in projects that use the @Equatable
macro, and what do the fixes cost?

Usage: scripts/bench/bench_scaling.py BIN [--sizes 1000,2000,4000,8000,16000] [--long-line-sizes 3000,12000]
                                         [--runs N] [--dir DIR]

For each size, a project made by scripts/bench/gen_macro_project.py (every file imports Equatable and
holds an @Equatable row view with an unmarked closure, whose unsafe fix is offered only when no
construction in the project passes a closure that would go stale) is linted with the fixes
computed, and again with EQLINT_NO_FIXES=1 (the same lint without fixes), in alternating runs.
It prints the best wall time of each, the time per file, the growth from the size four times
smaller, and the cost of the fixes. Goals (issue #20): 4x the files costs at most 4.5x the time,
and the lint with fixes within 10% of the lint without. Projects are kept in DIR (default
/tmp/eqlint-bench-macro) between runs.

Then the long-line check (issue #37: a 5 MB file of one line took minutes): for each of
--long-line-sizes, a one-file project whose file is one line of that many views
(scripts/bench/gen_long_line.py), each a `view_not_equatable` finding, linted with
`--enable view_not_equatable`; and the same line in a file that imports Equatable, where each
finding also has a fix whose edits are placed on that line. It prints the best time of
each, the findings, the time per finding and the growth from the size four times smaller
(issue #37's goal: 4x the findings on one line costs at most 5x the time), in wall time and
in CPU time (user + system, which a busy machine disturbs less). Figures only: no
time makes the script fail. An empty --sizes or --long-line-sizes skips that part.
"""
import argparse
import json
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


def long_line_project(base, n, macro):
    path = os.path.join(base, f"long-line-{n}" + ("-macro" if macro else ""))
    stamp = os.path.join(path, ".bench-stamp")
    gen = os.path.join(ROOT, "scripts", "bench", "gen_long_line.py")
    want = f"{n} {macro} {os.path.getmtime(gen)}"
    if os.path.exists(stamp) and open(stamp).read() == want:
        return path
    shutil.rmtree(path, ignore_errors=True)
    subprocess.run([sys.executable, gen, path, "--views", str(n)] + (["--macro"] if macro else []), check=True)
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
    parser.add_argument("--long-line-sizes", default="3000,12000")
    parser.add_argument("--runs", type=int, default=5)
    parser.add_argument("--dir", default="/tmp/eqlint-bench-macro")
    args = parser.parse_args()
    binary = os.path.abspath(args.bin)
    sizes = [int(s) for s in args.sizes.split(",") if s]
    if sizes:
        project_scaling(binary, sizes, args)
    long_sizes = [int(s) for s in args.long_line_sizes.split(",") if s]
    if long_sizes:
        long_line_scaling(binary, long_sizes, args)


def project_scaling(binary, sizes, args):
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


def timed_cpu(cmd, env, cwd):
    """One run: wall seconds and the child's CPU seconds (user + system), which a busy machine
    disturbs less."""
    t0 = time.perf_counter()
    p = subprocess.Popen(cmd, env=env, cwd=cwd, stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
    _, status, usage = os.wait4(p.pid, 0)
    wall = time.perf_counter() - t0
    if os.waitstatus_to_exitcode(status) not in (0, 1):
        sys.exit(f"bench_scaling.py: {' '.join(cmd)} exited with {os.waitstatus_to_exitcode(status)}")
    return wall, usage.ru_utime + usage.ru_stime


def long_line_scaling(binary, sizes, args):
    env = dict(os.environ)
    env.pop("EQLINT_NO_FIXES", None)
    rows = []
    for n in sizes:
        row = {"views": n}
        for kind, macro in (("plain", False), ("fixes", True)):
            path = long_line_project(args.dir, n, macro)
            report = os.path.join(path, ".report.json")
            cmd = [binary, path, "--no-cache", "--quiet", "--enable", "view_not_equatable",
                   "--format", "json", "--output", report]
            timed(cmd, env, path)  # warm the page cache
            runs = [timed_cpu(cmd, env, path) for _ in range(args.runs)]
            row[kind] = (min(w for w, _ in runs), min(c for _, c in runs))
            with open(report) as f:
                findings = json.load(f)
            row[kind + " findings"] = len(findings)
            row[kind + " with fix"] = sum(1 for d in findings if "fix" in d)
            row["size"] = os.path.getsize(os.path.join(path, "LongLine.swift"))
        rows.append(row)
    print(f"\nlong line: {binary}, one file of one line of N views (scripts/bench/gen_long_line.py), "
          f"--enable view_not_equatable, best wall and best CPU (user + system) of {args.runs} runs, "
          f"{os.cpu_count()} cores; 'with fixes': the file imports Equatable, so each finding has a fix")
    print(f"{'views':>7}{'MB':>6}{'findings':>10}{'wall s':>8}{'cpu s':>8}{'us/find':>9}{'x (n/4)':>12}"
          f"   {'with fixes':>10}{'wall s':>8}{'cpu s':>8}{'x (n/4)':>12}")
    for r in rows:
        quarter = next((q for q in rows if q["views"] * 4 == r["views"]), None)
        def growth(kind):
            if not quarter:
                return "-"
            return f"{r[kind][0] / quarter[kind][0]:.2f}/{r[kind][1] / max(quarter[kind][1], 1e-9):.2f}"
        found, (wall, cpu), (wall_f, cpu_f) = r["plain findings"], r["plain"], r["fixes"]
        print(f"{r['views']:>7}{r['size'] / 1e6:>6.1f}{found:>10}{wall:>8.3f}{cpu:>8.3f}{wall / max(found, 1) * 1e6:>9.1f}"
              f"{growth('plain'):>12}   {r['fixes with fix']:>10}{wall_f:>8.3f}{cpu_f:>8.3f}{growth('fixes'):>12}")
    print("x (n/4): wall/CPU time against the size four times smaller (issue #37's goal: at most 5)")


if __name__ == "__main__":
    main()
