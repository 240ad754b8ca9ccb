#!/usr/bin/env python3
"""Proof of the fixes on real code (issue #15): run `eqlint --fix --unsafe-fixes` over a copy
of every app of the corpus, then check that

  - every changed file still parses with no new error (`swiftc -parse`, the compiler's own
    parser, on the file before and after) and no new `invalid_source` finding;
  - the same with the swift-syntax reference parser (`../shared/tools/oracle`, see its
    README): `oracle facts --stats` names no file with syntax errors that it did not name
    before fixing, `eqlint facts` reads every changed file, and `../shared/tools/factdiff.py`
    finds no more disagreement between `eqlint facts` and `oracle facts` on the fixed file
    than on the original. The oracle lives outside the repository: without it (no --oracle,
    $ORACLE_BIN, /tmp/eqlint-oracle/.build/release/oracle or
    ../shared/tools/oracle/.build/release/oracle) this check is skipped, and said so;
  - the fixed findings are gone (findings that had an applied fix, by fingerprint);
  - a second run changes nothing (`--diff --unsafe-fixes` prints no diff), except fixes that
    waited for it because they overlapped another.

The same parser checks then run on every fix fixture (Fixtures/fixes: X.swift against its
expected output X.fixed.swift or X.unsafe.fixed.swift), since few rules' fixes apply on the
corpus. Prints the fixes applied by rule.

Usage: scripts/corpus/fix_corpus.py [--eqlint BIN] [--corpus DIR] [--work DIR] [--swiftc BIN]
                             [--oracle BIN] [--factdiff FILE]
The copy holds the apps' .swift files, Package.swift and .eqlint.yml files, and a .git
marker per app (each app is its own project), and the changed files' originals under
WORK/.before/. Prints markdown tables; exit 1 on any broken file, new disagreement or fixed
finding still reported."""
import argparse, collections, json, os, re, shutil, subprocess, sys, tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))


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


def find_oracle(given):
    """The oracle binary, or None: --oracle, $ORACLE_BIN, then where scripts/dev/factcheck.sh
    builds it, then a build in place."""
    if given:
        return given
    for candidate in (os.environ.get("ORACLE_BIN"), "/tmp/eqlint-oracle/.build/release/oracle",
                      os.path.join(ROOT, "..", "shared", "tools", "oracle", ".build", "release", "oracle")):
        if candidate and os.access(candidate, os.X_OK):
            return os.path.abspath(candidate)
    return None


def facts(binary, paths, work, name, stats=False):
    """`BINARY facts` on PATHS: {path: record} and, with `stats` (the oracle), the paths it
    names as parsed with syntax errors."""
    if not paths:
        return {}, set()
    listing = os.path.join(work, f".{name}.files")
    with open(listing, "w") as h:
        h.write("".join(p + "\n" for p in paths))
    r = run([binary, "facts", *(["--stats"] if stats else []), "--files-from", listing], work)
    if r.returncode != 0 or not r.stdout.strip():
        sys.exit(f"{binary} facts failed (exit {r.returncode}): {r.stderr.strip()[:500]}")
    records = {}
    for line in r.stdout.splitlines():
        if line.strip():
            record = json.loads(line)
            records[record["file"]] = record
    syntax = {line[len("syntax errors: "):] for line in r.stderr.splitlines() if line.startswith("syntax errors: ")}
    return records, syntax


def disagreements(factdiff, expected, actual, work):
    """Facts on which `factdiff.py EXPECTED ACTUAL` (one file's records) finds the two
    disagree, and its report."""
    paths = []
    for side, record in (("expected", expected), ("actual", actual)):
        path = os.path.join(work, f".factdiff.{side}.jsonl")
        with open(path, "w") as h:
            h.write(json.dumps(record) + "\n")
        paths.append(path)
    out = run([sys.executable, factdiff, *paths, "--show", "10"], work).stdout
    total = agree = 0
    for line in out.splitlines():
        m = re.search(r"\((\d+)/(\d+)\)$", line.strip())
        if m and line.startswith("  "):
            agree += int(m.group(1))
            total += int(m.group(2))
    if "agreement:" not in out:
        sys.exit(f"factdiff.py printed no agreement line:\n{out}")
    return total - agree, total, out


def check_parsers(items, swiftc_errors, eqlint, oracle, skip_oracle, factdiff, work, failures):
    """ITEMS: (label, original, fixed, invalid_source before, after), paths relative to WORK.
    Prints the parse errors of each parser before and after, and how far `eqlint facts` and
    `oracle facts` disagree before and after; adds what got worse to FAILURES."""
    befores = [it[1] for it in items]
    afters = [it[2] for it in items]
    eq_before, _ = facts(eqlint, befores, work, "eqlint-before")
    eq_after, _ = facts(eqlint, afters, work, "eqlint-after")
    eqlint_errors = [0, 0]
    for label, b, f, invalid_before, invalid_after in items:
        flags = ["error" in eq_before[b] or invalid_before > 0, "error" in eq_after[f] or invalid_after > 0]
        eqlint_errors[0] += flags[0]
        eqlint_errors[1] += flags[1]
        if flags[1] and not flags[0]:
            failures.append(f"{label}: eqlint reads the fixed file with an error ({eq_after[f].get('error', 'invalid_source')})")
    print("| parser | before | after |")
    print("| --- | ---: | ---: |")
    print(f"| `swiftc -parse` | {swiftc_errors[0]} | {swiftc_errors[1]} |")
    print(f"| eqlint (`facts` error or `invalid_source`) | {eqlint_errors[0]} | {eqlint_errors[1]} |")
    if skip_oracle:
        print("| swift-syntax oracle | skipped | skipped |")
        print()
        print(f"The oracle check was skipped: {skip_oracle}.")
        return
    or_before, syntax_before = facts(oracle, befores, work, "oracle-before", stats=True)
    or_after, syntax_after = facts(oracle, afters, work, "oracle-after", stats=True)
    bad = lambda records, syntax, p: p in syntax or "error" in records[p]
    print(f"| swift-syntax oracle (`facts --stats`) | {sum(bad(or_before, syntax_before, p) for p in befores)} "
          f"| {sum(bad(or_after, syntax_after, p) for p in afters)} |")
    differ, total, grew = [0, 0], [0, 0], 0
    for label, b, f, _, _ in items:
        if bad(or_after, syntax_after, f) and not bad(or_before, syntax_before, b):
            failures.append(f"{label}: the oracle finds a syntax error after fixing")
        d0, t0, _ = disagreements(factdiff, or_before[b], eq_before[b], work)
        d1, t1, out = disagreements(factdiff, or_after[f], eq_after[f], work)
        differ[0] += d0
        differ[1] += d1
        total[0] += t0
        total[1] += t1
        if d1 > d0:
            grew += 1
            examples = out[out.find("examples"):out.find("agreement:")].strip() if "examples" in out else ""
            failures.append(f"{label}: eqlint and the oracle disagree on {d1} facts after fixing, {d0} before\n  {examples}")
    print()
    print("| `eqlint facts` against `oracle facts` (factdiff.py) | facts | in disagreement |")
    print("| --- | ---: | ---: |")
    print(f"| before fixing | {total[0]} | {differ[0]} |")
    print(f"| after fixing | {total[1]} | {differ[1]} |")
    print()
    print(f"Files with more disagreement after fixing: {grew}.")


def main():
    ap = argparse.ArgumentParser()
    ap.add_argument("--eqlint", default=os.environ.get("EQLINT_BIN", os.path.join(ROOT, ".build/release/eqlint")))
    ap.add_argument("--corpus", default=os.environ.get("EQLINT_CORPUS", "/work/corpus"))
    ap.add_argument("--work", default=None)
    ap.add_argument("--swiftc", default=shutil.which("swiftc") or "/opt/swift/usr/bin/swiftc")
    ap.add_argument("--oracle", default=None, help="the swift-syntax reference (../shared/tools/oracle, built)")
    ap.add_argument("--factdiff", default=os.path.join(ROOT, "..", "shared", "tools", "factdiff.py"))
    args = ap.parse_args()
    work = os.path.abspath(args.work or tempfile.mkdtemp(prefix="eqlint-fixcorpus-"))
    eqlint = os.path.abspath(args.eqlint)
    oracle = find_oracle(args.oracle)
    if oracle and not os.access(oracle, os.X_OK):
        sys.exit(f"fix_corpus: --oracle {oracle} is not an executable")
    skip_oracle = None
    if not oracle:
        skip_oracle = ("no swift-syntax oracle found (--oracle, $ORACLE_BIN, /tmp/eqlint-oracle/.build/release/oracle, "
                       "../shared/tools/oracle/.build/release/oracle); build one with `swift build -c release` in a "
                       "writable copy of ../shared/tools/oracle, or let scripts/dev/factcheck.sh build it")
    elif not os.path.isfile(args.factdiff):
        skip_oracle = f"no {args.factdiff}"
    if skip_oracle:
        print(f"fix_corpus: SKIPPING the oracle check: {skip_oracle}", file=sys.stderr)
    rows, failures = [], []
    by_rule = collections.Counter()
    changed_files = []   # (app, rel): originals under WORK/.before/APP/REL, fixed under WORK/APP/REL
    invalid = {}         # (app, rel) -> (invalid_source findings before, after)
    swiftc_errors = [0, 0]
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
        for rel in sorted(changed):
            fixed = os.path.join(app, rel)
            original = os.path.join(work, ".before", name, rel)
            os.makedirs(os.path.dirname(original), exist_ok=True)
            with open(original, "wb") as h:
                h.write(originals[rel])
            errors = (parse_errors(args.swiftc, original), parse_errors(args.swiftc, fixed))
            swiftc_errors[0] += errors[0] > 0
            swiftc_errors[1] += errors[1] > 0
            if errors[1] > errors[0]:
                broken += 1
                failures.append(f"{name}/{rel}: new swiftc -parse error after fixing")
            changed_files.append((name, rel))
            invalid[(name, rel)] = tuple(sum(d["rule_id"] == "invalid_source" and d["file"] == rel for d in report_)
                                         for report_ in (before, after))
        invalid_before = sum(d["rule_id"] == "invalid_source" for d in before)
        invalid_after = sum(d["rule_id"] == "invalid_source" for d in after)
        if invalid_after > invalid_before:
            failures.append(f"{name}: invalid_source {invalid_before} -> {invalid_after}")
        remaining = {d["fingerprint"] for d in after}
        # A fix that overlapped another waits for the next run: its finding may remain, still with a fix.
        waiting = {d["fingerprint"] for d in after if "fix" in d}
        still = [d for d in fixable if d["fingerprint"] in remaining and d["fingerprint"] not in waiting]
        for d in fixable:
            if d["fingerprint"] not in waiting:
                by_rule[(d["rule_id"], d["fix"]["applicability"])] += 1
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

    print()
    print("| rule | fixes applied (safe) | fixes applied (unsafe) |")
    print("| --- | ---: | ---: |")
    for rule in sorted({r for r, _ in by_rule}):
        print(f"| `{rule}` | {by_rule[(rule, 'safe')]} | {by_rule[(rule, 'unsafe')]} |")

    # Each changed file, before and after, through both parsers.
    print()
    print(f"Changed files: {len(changed_files)}. Files with a parse error, before fixing -> after:")
    print()
    items = [(f"{a}/{rel}", os.path.join(".before", a, rel), os.path.join(a, rel)) + invalid[(a, rel)]
             for a, rel in changed_files]
    check_parsers(items, swiftc_errors, eqlint, oracle, skip_oracle, args.factdiff, work, failures)

    # Every rule's fix on its fixture (the corpus has findings of few rules with a fix): the
    # fixture before and its expected output after `--fix` (`X.fixed.swift`) or
    # `--fix --unsafe-fixes` (`X.unsafe.fixed.swift`), which the tests check eqlint writes.
    fixtures = os.path.join(ROOT, "Fixtures", "fixes")
    if os.path.isdir(fixtures):
        base = os.path.join(work, ".fixtures")
        pairs = []
        for rule in sorted(os.listdir(fixtures)):
            for f in sorted(os.listdir(os.path.join(fixtures, rule))):
                for suffix in (".unsafe.fixed.swift", ".fixed.swift"):
                    if f.endswith(suffix):
                        stem = f[:-len(suffix)]
                        pairs.append((rule, stem + ".swift", f))
                        break
        for side in ("before", "after"):
            os.makedirs(os.path.join(base, side, ".git"), exist_ok=True)
        for rule, original, fixed in pairs:
            for side, f in (("before", original), ("after", fixed)):
                dst = os.path.join(base, side, rule, fixed)  # the same name on both sides
                os.makedirs(os.path.dirname(dst), exist_ok=True)
                shutil.copyfile(os.path.join(fixtures, rule, f), dst)
        lints = [report(eqlint, os.path.join(base, side), []) for side in ("before", "after")]
        items = [(f"{rule}/{fixed}", os.path.join(".fixtures", "before", rule, fixed), os.path.join(".fixtures", "after", rule, fixed))
                 + tuple(sum(d["rule_id"] == "invalid_source" and d["file"] == os.path.join(rule, fixed) for d in lint) for lint in lints)
                 for rule, original, fixed in pairs]
        errors = [sum(parse_errors(args.swiftc, os.path.join(work, it[k])) > 0 for it in items) for k in (1, 2)]
        for it in items:
            if parse_errors(args.swiftc, os.path.join(work, it[2])) > parse_errors(args.swiftc, os.path.join(work, it[1])):
                failures.append(f"Fixtures/fixes/{it[0]}: new swiftc -parse error after fixing")
        print()
        print(f"Every rule's fix on its fixture (`Fixtures/fixes`, {len(items)} files), files with a parse error, "
              "the fixture -> its expected output:")
        print()
        check_parsers(items, errors, eqlint, oracle, skip_oracle, args.factdiff, work, failures)

    for f in failures:
        print("- " + f)
    return 1 if failures else 0


if __name__ == "__main__":
    sys.exit(main())
