#!/usr/bin/env python3
"""Proof of the fixes on real code (issue #15): run `eqlint --fix --unsafe-fixes` over a copy
of every app of the corpus, then check that

  - every changed file still parses with no new error (`swiftc -parse`, the compiler's own
    parser, on the file before and after) and no new `invalid_source` finding;
  - the fixed findings are gone (findings that had an applied fix, by fingerprint);
  - a second run changes nothing (`--diff --unsafe-fixes` prints no diff), except fixes that
    waited for it because they overlapped another.

Usage: scripts/fix_corpus.py [--eqlint BIN] [--corpus DIR] [--work DIR] [--swiftc BIN]
The copy holds the apps' .swift files, Package.swift and .eqlint.yml files, and a .git
marker per app (each app is its own project). Prints a markdown table; exit 1 on any
broken file or fixed finding still reported."""
import argparse, json, os, shutil, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))


def run(cmd, cwd):
    return subprocess.run(cmd, cwd=cwd, capture_output=True, text=True)


def report(eqlint, app, extra):
    out = tempfile.mktemp(suffix=".json")
    r = run([eqlint, "--format", "json", "--no-cache", "--quiet", "--output", out, *extra, "."], app)
    if r.returncode not in (0, 1):
        sys.exit(f"eqlint failed in {app}: {r.stderr}")
    with open(out) as f:
        data = json.load(f)
    os.unlink(out)
    return data


def parse_errors(swiftc, path):
    r = run([swiftc, "-parse", path], os.path.dirname(path))
    return r.stderr.count(": error:")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--eqlint", default=os.environ.get("EQLINT_BIN", os.path.join(ROOT, ".build/release/eqlint")))
    ap.add_argument("--corpus", default=os.environ.get("EQLINT_CORPUS", "/work/corpus"))
    ap.add_argument("--work", default=None)
    ap.add_argument("--swiftc", default=shutil.which("swiftc") or "/opt/swift/usr/bin/swiftc")
    args = ap.parse_args()
    work = args.work or tempfile.mkdtemp(prefix="eqlint-fixcorpus-")
    eqlint = os.path.abspath(args.eqlint)
    rows, failures = [], []
    for name in sorted(os.listdir(args.corpus)):
        source = os.path.join(args.corpus, name)
        if not os.path.isdir(source):
            continue
        app = os.path.join(work, name)
        originals = {}
        for dirpath, dirnames, filenames in os.walk(source):
            dirnames[:] = [d for d in dirnames if d != ".git"]
            for f in filenames:
                if f.endswith(".swift") or f == ".eqlint.yml":
                    src = os.path.join(dirpath, f)
                    if os.path.islink(src) or not os.path.isfile(src):
                        continue
                    rel = os.path.relpath(src, source)
                    dst = os.path.join(app, rel)
                    os.makedirs(os.path.dirname(dst), exist_ok=True)
                    shutil.copyfile(src, dst)
                    if f.endswith(".swift"):
                        with open(src, "rb") as h:
                            originals[rel] = h.read()
        os.makedirs(os.path.join(app, ".git"), exist_ok=True)
        before = report(eqlint, app, [])
        fixable = [d for d in before if "fix" in d]
        r = run([eqlint, "--fix", "--unsafe-fixes", "--no-cache", "--quiet", "--format", "json", "."], app)
        if r.returncode not in (0, 1):
            failures.append(f"{name}: --fix exited {r.returncode}: {r.stderr.strip()[:300]}")
        after = report(eqlint, app, [])
        changed = []
        for rel, data in originals.items():
            with open(os.path.join(app, rel), "rb") as h:
                if h.read() != data:
                    changed.append(rel)
        broken = 0
        for rel in changed:
            fixed = os.path.join(app, rel)
            original = os.path.join(work, ".original.swift")
            with open(original, "wb") as h:
                h.write(originals[rel])
            if parse_errors(args.swiftc, fixed) > parse_errors(args.swiftc, original):
                broken += 1
                failures.append(f"{name}/{rel}: new parse error after fixing")
        invalid_before = sum(d["rule_id"] == "invalid_source" for d in before)
        invalid_after = sum(d["rule_id"] == "invalid_source" for d in after)
        if invalid_after > invalid_before:
            failures.append(f"{name}: invalid_source {invalid_before} -> {invalid_after}")
        remaining = {d["fingerprint"] for d in after}
        # A fix that overlapped another waits for the next run: its finding may remain, still with a fix.
        still = [d for d in fixable if d["fingerprint"] in remaining
                 and not any(a["fingerprint"] == d["fingerprint"] and "fix" in a for a in after)]
        for d in still:
            failures.append(f"{name}/{d['file']}:{d['line']}: fixed finding still reported: {d['rule_id']}: {d['reason']}")
        second = run([eqlint, "--diff", "--unsafe-fixes", "--no-cache", "--quiet", "."], app)
        second_files = second.stdout.count("\n+++ b/")
        rows.append((name, len(before), len(fixable), sum(d["fix"]["applicability"] == "safe" for d in fixable),
                     len(changed), broken, len(after), len(still), second_files))
    print("| app | findings | with a fix | safe | files changed | new parse errors | findings after | fixed still reported | files changed by a 2nd run |")
    print("| --- | ---: | ---: | ---: | ---: | ---: | ---: | ---: | ---: |")
    for row in rows:
        print("| " + " | ".join(str(x) for x in row) + " |")
    total = [sum(r[i] for r in rows) for i in range(1, 9)]
    print("| **total** | " + " | ".join(str(x) for x in total) + " |")
    for f in failures:
        print("- " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
