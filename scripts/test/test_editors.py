#!/usr/bin/env python3
"""Runs the VS Code and Xcode recipes of docs/editors.md against real eqlint output.

Neither editor runs on Linux, so this checks what each consumes, using the blocks marked
`<!-- tested: NAME -->` in docs/editors.md as written:
  * vscode-tasks: the tasks.json parses as JSON; each task's command, run in a sample
    project (with ${file} and ${workspaceFolder} filled in), prints lines that the problem
    matcher's regular expression (compiled with Python's `re`, whose syntax agrees with
    JavaScript's for this expression) matches in full, and whose groups (file, line,
    column, severity, message, code) are those of eqlint's JSON report; absolute paths match too.
  * xcode-run-script: the build phase script, run by bash with SRCROOT and DERIVED_FILE_DIR
    set as Xcode sets them, prints only lines of the form Xcode turns into issues
    (`/absolute/path:line:column: error|warning|note: message`) naming existing files, and
    exits 1 on an error-severity finding; without eqlint on PATH it warns and exits 0.
(The Neovim recipes run in a real Neovim: scripts/test/test_neovim.sh.)

EQLINT names the binary (default .build/debug/eqlint). Exit status 0 when all checks pass.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
EQLINT = os.environ.get("EQLINT", os.path.join(ROOT, ".build", "debug", "eqlint"))
passed = failed = 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print("ok:", name)
    else:
        failed += 1
        print("FAIL:", name, ("\n" + str(detail)) if detail else "")


if not os.access(EQLINT, os.X_OK):
    print(f"test_editors.py: no eqlint binary at {EQLINT}: run 'swift build' first, or set EQLINT", file=sys.stderr)
    sys.exit(1)

doc = open(os.path.join(ROOT, "docs", "editors.md"), encoding="utf-8").read()


def block(name):
    m = re.search(r"<!-- tested: %s -->\n```\w*\n(.*?)\n```" % re.escape(name), doc, re.S)
    if not m:
        print(f"test_editors.py: docs/editors.md has no block marked 'tested: {name}'", file=sys.stderr)
        sys.exit(1)
    return m.group(1)


work = tempfile.mkdtemp(prefix="eqlint-editors.")
try:
    project = os.path.join(work, "App")
    os.makedirs(os.path.join(project, ".git"))
    os.makedirs(os.path.join(project, "Sources", "Views"))
    bin_dir = os.path.join(work, "bin")
    os.makedirs(bin_dir)
    os.symlink(EQLINT, os.path.join(bin_dir, "eqlint"))
    env = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ["PATH"])
    with open(os.path.join(project, ".eqlint.yml"), "w") as f:
        f.write("opt_in_rules: [view_not_equatable]\n")
    with open(os.path.join(project, "Sources", "User.swift"), "w") as f:
        f.write("struct User: Hashable {\n    let id: Int\n    var name: String\n"
                "    static func == (lhs: User, rhs: User) -> Bool { lhs.id == rhs.id }\n}\n"
                "let signedIn: Set<User> = []\n")
    with open(os.path.join(project, "Sources", "Views", "Profile Card.swift"), "w") as f:
        f.write("import SwiftUI\n\nstruct ProfileCard: View {\n    let name: String\n    let onTap: () -> Void\n"
                "    var body: some View { Text(name) }\n}\n")
    # A note: two onChange running the same costly action on values that change together.
    with open(os.path.join(project, "Sources", "Views", "Filters.swift"), "w") as f:
        f.write("import SwiftUI\n\nstruct Filters: View {\n    let model: Model\n    var body: some View {\n        Text(\"x\")\n            .onChange(of: model.query) { reload() }\n            .onChange(of: model.scope) { reload() }\n    }\n    func reload() { Task { await model.fetch() } }\n}\n")

    def json_report(cwd, *paths):
        out = subprocess.run([EQLINT, "--quiet", "--format", "json", *paths], cwd=cwd, env=env,
                             capture_output=True, text=True).stdout
        return json.loads(out)

    # ------------------------------------------------------------ VS Code
    tasks = json.loads(block("vscode-tasks"))
    check("tasks.json parses as JSON, with tasks", isinstance(tasks.get("tasks"), list) and tasks["tasks"])
    current_file = os.path.join(project, "Sources", "Views", "Profile Card.swift")
    for task in tasks["tasks"]:
        matcher = task["problemMatcher"]
        pattern = matcher["pattern"]
        regexp = re.compile(pattern["regexp"])
        check("%s: matcher groups file/line/column/severity/message/code" % task["label"],
              [pattern[k] for k in ("file", "line", "column", "severity", "message", "code")] == [1, 2, 3, 4, 5, 6], pattern)
        command = task["command"].replace("${file}", current_file).replace("${workspaceFolder}", project)
        run = subprocess.run(command, shell=True, cwd=project, env=env, capture_output=True, text=True)
        lines = run.stdout.splitlines()
        args = [current_file] if "${file}" in task["command"] else []
        report = json_report(project, *args)
        check("%s: the command runs and reports findings" % task["label"], run.returncode in (0, 1) and report and lines,
              (run.returncode, run.stderr))
        check("%s: one line per finding" % task["label"], len(lines) == len(report), (lines, len(report)))
        for line, finding in zip(lines, report):
            m = regexp.fullmatch(line)
            got = m and (m.group(1), int(m.group(2)), int(m.group(3)), m.group(4), m.group(5), m.group(6))
            # A finding with a safe fix is marked `[*]` before its message (as ruff marks it).
            mark = "[*] " if (finding.get("fix") or {}).get("applicability") == "safe" else ""
            want = (finding["file"], finding["line"], finding["character"], finding["severity"].lower(),
                    mark + finding["reason"], finding["rule_id"])
            check("%s: %s:%d matched as %s" % (task["label"], finding["file"], finding["line"], want[3]), got == want, (line, got, want))
    # Absolute paths (a file outside the folder eqlint runs from) match as well.
    outside = subprocess.run([EQLINT, "--quiet", "--color", "never", current_file], cwd=bin_dir, env=env,
                             capture_output=True, text=True).stdout.splitlines()
    regexp = re.compile(tasks["tasks"][0]["problemMatcher"]["pattern"]["regexp"])
    check("absolute paths match, in full", outside and all(
        (m := regexp.fullmatch(line)) and m.group(1) == current_file for line in outside), outside)
    severities = {m.group(4) for line in subprocess.run([EQLINT, "--quiet"], cwd=project, env=env, capture_output=True,
                                                        text=True).stdout.splitlines() if (m := regexp.fullmatch(line))}
    check("errors, warnings and notes all match (VS Code reads 'note' as information)", severities == {"error", "warning", "note"}, severities)

    # ------------------------------------------------------------ Xcode run script
    script = block("xcode-run-script")
    derived = os.path.join(work, "DerivedData", "App.build", "DerivedSources")
    os.makedirs(derived)
    xcode_env = dict(env, SRCROOT=project, DERIVED_FILE_DIR=derived, PROJECT_DIR=project)
    run = subprocess.run(["bash", "-c", script], cwd=work, env=xcode_env, capture_output=True, text=True)
    check("Xcode script: exit status 1 on an error-severity finding (fails the build)", run.returncode == 1, (run.returncode, run.stderr))
    issue = re.compile(r"^(/[^:]+):(\d+):(\d+): (error|warning|note): (.+)$")
    lines = run.stdout.splitlines()
    report = json_report(project)
    check("Xcode script: one line per finding", len(lines) == len(report) and lines, (lines, report))
    for line, finding in zip(lines, report):
        m = issue.match(line)
        ok = bool(m) and os.path.isfile(m.group(1)) and m.group(1) == os.path.join(project, finding["file"]) \
            and (int(m.group(2)), int(m.group(3)), m.group(4)) == (finding["line"], finding["character"], finding["severity"].lower())
        check("Xcode script: %s:%d in Xcode's issue form with an absolute path" % (finding["file"], finding["line"]), ok, line)
    bare_env = dict(xcode_env, PATH="/usr/bin:/bin")
    missing = subprocess.run(["bash", "-c", script], cwd=work, env=bare_env, capture_output=True, text=True)
    check("Xcode script without eqlint: a warning line and exit status 0",
          missing.returncode == 0 and missing.stdout.startswith("warning: eqlint is not installed"), (missing.returncode, missing.stdout))
finally:
    shutil.rmtree(work, ignore_errors=True)

print(f"editors: {passed} passed, {failed} failed")
sys.exit(0 if failed == 0 else 1)
