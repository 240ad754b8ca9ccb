#!/usr/bin/env python3
"""Split lint against whole-project lint (docs/bazel.md, "Agreement").

For each project given: lint it whole; then cut it into parts (each top-level folder, and
the top-level files together; or each Swift file with --per-file), write one summary per
part with `eqlint summarize`, and lint each part with `eqlint lint --summaries-file` listing
the other parts' summaries, as a build system's actions would. The findings of the parts,
put together, are compared one by one (file, line, column, rule, message, severity) with
the whole-project lint's. Fixes are compared too, and reported apart. A PROJECT that is not a
repository root (a fixture case inside this repository) is linted whole as a project rooted at
its configuration's folder (`--summaries-file` with an empty list: every file linted, no other
file read), as its parts are.

Usage: scripts/corpus/split_lint.py [--eqlint BIN] [--per-file] [--config-text YAML] PROJECT ...
  --eqlint BIN        the binary (default $EQLINT_BIN, else .build/release/eqlint)
  --per-file          one part per Swift file instead of per top-level folder
  --config-text YAML  the configuration both lints use, written to PROJECT/.eqlint-split.yml
                      for the run and removed after (default: all rules, the opt-in
                      view_not_equatable too); a project's own .eqlint.yml is used when it
                      has one and this is not given

Prints, per project, the number of parts and findings, and every difference. Exit status:
0 when the findings agree everywhere, 1 when some differ, 2 when a run failed.
"""
import json
import os
import subprocess
import sys
import tempfile

DEFAULT_CONFIG = "opt_in_rules: [view_not_equatable]\n"
SKIPPED = {".build", ".git", "Pods", "Carthage", "DerivedData", ".swiftpm"}


def walk_swift(root):
    out = []
    for dirpath, dirnames, filenames in os.walk(root):
        dirnames[:] = sorted(d for d in dirnames if d not in SKIPPED and not d.startswith(".")
                             and not d.endswith(".docc")
                             and not (dirpath != root and os.path.exists(os.path.join(dirpath, d, ".git"))))
        for f in sorted(filenames):
            if f.endswith(".swift"):
                out.append(os.path.relpath(os.path.join(dirpath, f), root))
    return out


def parts_of(root, per_file):
    files = walk_swift(root)
    if per_file:
        return [[f] for f in files]
    groups = {}
    for f in files:
        head = f.split(os.sep, 1)[0] if os.sep in f else "."
        groups.setdefault(head, []).append(f)
    return [groups[k] for k in sorted(groups)]


def run(cmd, cwd, ok=(0, 1)):
    p = subprocess.run(cmd, cwd=cwd, stdout=subprocess.PIPE, stderr=subprocess.PIPE, text=True)
    if p.returncode not in ok:
        sys.stderr.write(f"split_lint: {' '.join(cmd)} exited {p.returncode}\n{p.stderr[-2000:]}\n")
        raise SystemExit(2)
    return p.stdout


def key(d):
    return (d["file"], d["line"], d["character"], d["rule_id"], d["reason"], d["severity"])


def fix_key(d):
    return json.dumps(d.get("fix"), sort_keys=True)


def compare(project, eqlint, per_file, config_text):
    root = os.path.abspath(project)
    own = os.path.join(root, ".eqlint.yml")
    config = own if (config_text is None and os.path.exists(own)) else os.path.join(root, ".eqlint-split.yml")
    made = config != own
    if made:
        with open(config, "w") as f:
            f.write(config_text or DEFAULT_CONFIG)
    try:
        with tempfile.TemporaryDirectory(prefix="eqlint-split-") as tmp:
            # A folder inside another repository (a fixture case) is a project of its own only
            # when its configuration's folder is the root: lint it so, with no summaries.
            rooted = [] if os.path.exists(os.path.join(root, ".git")) else ["--summaries-file", os.path.join(tmp, "none")]
            open(os.path.join(tmp, "none"), "w").close()
            whole = json.loads(run([eqlint, "lint", "--no-cache", "--quiet", "--format", "json", "--config", config] + rooted + ["."],
                                   root) or "[]")
            parts = parts_of(root, per_file)
            summaries = []
            for k, files in enumerate(parts):
                listing = os.path.join(tmp, f"part{k}.files")
                with open(listing, "w") as f:
                    f.write("\n".join(files) + "\n")
                out = os.path.join(tmp, f"part{k}.eqsum")
                run([eqlint, "summarize", "--out", out, "--config", config, f"@{listing}"], root, ok=(0,))
                summaries.append(out)
            split = []
            for k, files in enumerate(parts):
                listing = os.path.join(tmp, f"part{k}.others")
                with open(listing, "w") as f:
                    f.write("".join(s + "\n" for j, s in enumerate(summaries) if j != k))
                args = os.path.join(tmp, f"part{k}.files")
                split += json.loads(run([eqlint, "lint", "--quiet", "--format", "json", "--config", config,
                                         "--summaries-file", listing, f"@{args}"], root) or "[]")
    finally:
        if made:
            os.remove(config)
    whole_keys = {key(d): d for d in whole}
    split_keys = {key(d): d for d in split}
    missing = [whole_keys[k] for k in sorted(whole_keys.keys() - split_keys.keys())]
    extra = [split_keys[k] for k in sorted(split_keys.keys() - whole_keys.keys())]
    fixes = [k for k in sorted(whole_keys.keys() & split_keys.keys()) if fix_key(whole_keys[k]) != fix_key(split_keys[k])]
    name = os.path.basename(root.rstrip("/"))
    print(f"{name}: {len(parts)} parts, {len(whole)} findings whole, {len(split)} split: "
          f"{len(missing)} missing, {len(extra)} extra, {len(fixes)} with another fix")
    for d in missing:
        print(f"  missing in split: {d['file']}:{d['line']}:{d['character']} [{d['rule_id']}] {d['reason']}")
    for d in extra:
        print(f"  extra in split:   {d['file']}:{d['line']}:{d['character']} [{d['rule_id']}] {d['reason']}")
    for k in fixes:
        w, s = whole_keys[k].get("fix"), split_keys[k].get("fix")
        print(f"  fix differs: {k[0]}:{k[1]}:{k[2]} [{k[3]}] whole: {'none' if w is None else w['applicability']}, "
              f"split: {'none' if s is None else s['applicability']}")
    return not missing and not extra


def main(argv):
    eqlint = os.environ.get("EQLINT_BIN") or ".build/release/eqlint"
    per_file = False
    config_text = None
    projects = []
    i = 0
    while i < len(argv):
        a = argv[i]
        if a == "--eqlint":
            eqlint = argv[i + 1]; i += 1
        elif a == "--per-file":
            per_file = True
        elif a == "--config-text":
            config_text = argv[i + 1]; i += 1
        elif a in ("-h", "--help"):
            print(__doc__); return 0
        else:
            projects.append(a)
        i += 1
    if not projects:
        sys.stderr.write("split_lint: give at least one PROJECT (see --help)\n")
        return 2
    eqlint = os.path.abspath(eqlint)
    agree = True
    for p in projects:
        agree = compare(p, eqlint, per_file, config_text) and agree
    return 0 if agree else 1


if __name__ == "__main__":
    sys.exit(main(sys.argv[1:]))
