#!/usr/bin/env python3
"""Checks docs/eqlint-workflow.yml and eqlint's GitHub outputs against GitHub's formats.

GitHub itself cannot run here, so this checks what it consumes:
  * the workflow parses as YAML, asks for the permissions code scanning needs, uploads the
    file its SARIF step writes with github/codeql-action/upload-sarif, and has a
    `--format github` step;
  * its two lint steps' `run:` scripts, run with `bash -e -o pipefail` as GitHub runs them,
    over a sample project (an error, warnings, a note, a file name that needs escaping):
    the SARIF step passes on findings and writes a SARIF 2.1.0 log valid against the schema in
    Tests/Schemas; the annotations step fails (error severity) and prints one workflow
    command per finding;
  * every command line matches the workflow-command syntax
    `::error|warning|notice file=F,line=N,col=N,endLine=N,endColumn=N,title=RULE::MESSAGE`
    (INTERFACE.md's form, with the end of the range),
    with GitHub's escapes, and unescapes to the same findings as the JSON report.

EQLINT names the binary (default .build/debug/eqlint). Exit status 0 when all checks pass.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.abspath(__file__)))
EQLINT = os.environ.get("EQLINT", os.path.join(ROOT, ".build", "debug", "eqlint"))
SARIF_SCHEMA = os.path.join(ROOT, "Tests", "Schemas", "sarif-2.1.0.json")

passed = failed = 0


def check(name, ok, detail=""):
    global passed, failed
    if ok:
        passed += 1
        print("ok:", name)
    else:
        failed += 1
        print("FAIL:", name, ("\n" + str(detail)) if detail else "")


def need(condition, message):
    if not condition:
        print("test_github.py:", message, file=sys.stderr)
        sys.exit(1)


need(os.access(EQLINT, os.X_OK), f"no eqlint binary at {EQLINT}: run 'swift build' first, or set EQLINT")
try:
    import yaml
    import jsonschema
except ImportError as error:
    need(False, f"{error.name} is not installed (python3 -m pip install pyyaml jsonschema)")
need(os.path.exists(SARIF_SCHEMA), f"the SARIF schema is missing: {SARIF_SCHEMA}")

# ------------------------------------------------------------------ the workflow file
with open(os.path.join(ROOT, "docs", "eqlint-workflow.yml"), encoding="utf-8") as f:
    workflow = yaml.safe_load(f)
check("the workflow parses as YAML", isinstance(workflow, dict))
triggers = workflow.get("on", workflow.get(True))  # YAML 1.1 reads the key `on` as true
check("it runs on pushes and pull requests", isinstance(triggers, dict) and "push" in triggers and "pull_request" in triggers, triggers)
check("the workflow's default token is read-only", workflow.get("permissions") == {"contents": "read"}, workflow.get("permissions"))
job = workflow["jobs"]["eqlint"]
permissions = job.get("permissions", {})
check("the job may upload to code scanning (security-events: write, contents: read)",
      permissions.get("security-events") == "write" and permissions.get("contents") == "read", permissions)
steps = job["steps"]
check("every step is a mapping with `uses` or `run`", all(isinstance(s, dict) and ("uses" in s or "run" in s) for s in steps))
check("it checks out the repository", any(s.get("uses", "").startswith("actions/checkout@") for s in steps))
check("it installs Swift (container image or setup action)",
      str(job.get("container", "")).startswith("swift:") or any("setup-swift" in s.get("uses", "") for s in steps))
check("it builds eqlint", any("swift build -c release" in s.get("run", "") for s in steps))
sarif_steps = [s for s in steps if "--format sarif" in s.get("run", "")]
github_steps = [s for s in steps if "--format github" in s.get("run", "")]
uploads = [s for s in steps if s.get("uses", "").startswith("github/codeql-action/upload-sarif@")]
check("one SARIF step, one upload step, one annotations step", len(sarif_steps) == 1 and len(uploads) == 1 and len(github_steps) == 1)
sarif_run = sarif_steps[0]["run"]
output = re.search(r"--output\s+(\S+)", sarif_run)
check("the upload uses codeql-action v3 and uploads the file the SARIF step writes",
      uploads[0]["uses"].endswith("@v3") and output and uploads[0].get("with", {}).get("sarif_file") == output.group(1),
      (uploads[0], sarif_run))
check("the upload comes after the SARIF step", steps.index(sarif_steps[0]) < steps.index(uploads[0]))

# ------------------------------------------------------------------ the lint steps, run
work = tempfile.mkdtemp(prefix="eqlint-github.")
try:
    os.makedirs(os.path.join(work, ".git"))
    bin_dir = os.path.join(work, ".eqlint-bin")
    os.makedirs(bin_dir)
    os.symlink(EQLINT, os.path.join(bin_dir, "eqlint"))
    env = dict(os.environ, PATH=bin_dir + os.pathsep + os.environ["PATH"], GITHUB_ACTIONS="true", CI="true")
    env.pop("NO_COLOR", None)
    with open(os.path.join(work, ".eqlint.yml"), "w") as f:
        f.write("opt_in_rules: [onchange_duplicate_action]\n")
    with open(os.path.join(work, "User.swift"), "w") as f:
        f.write("struct User: Hashable {\n    let id: Int\n    var name: String\n"
                "    static func == (lhs: User, rhs: User) -> Bool { lhs.id == rhs.id }\n}\n")
    # A closure input: a view SwiftUI cannot compare, a warning under every revision of the rules.
    card = "import SwiftUI\n\nstruct Card: View {\n    let onTap: () -> Void\n    var body: some View { Text(\"\") }\n}\n"
    with open(os.path.join(work, "Card.swift"), "w") as f:
        f.write(card)
    os.makedirs(os.path.join(work, "Odd dir"))
    with open(os.path.join(work, "Odd dir", "Badge, 100%: new.swift"), "w") as f:
        f.write(card.replace("Card", "Badge"))
    shutil.copy(os.path.join(ROOT, "Fixtures", "onchange_duplicate_action", "off_by_default.swift"), work)

    def run_step(script):
        return subprocess.run(["bash", "--noprofile", "--norc", "-e", "-o", "pipefail", "-c", script],
                              cwd=work, env=env, capture_output=True, text=True)

    sarif = run_step(sarif_run)
    check("the SARIF step passes on findings (status 0)", sarif.returncode == 0, sarif.stderr)
    sarif_path = os.path.join(work, output.group(1))
    log = json.load(open(sarif_path)) if os.path.exists(sarif_path) else None
    check("the SARIF step writes the file the upload names", log is not None)
    if log is not None:
        errors = list(jsonschema.Draft4Validator(json.load(open(SARIF_SCHEMA))).iter_errors(log))
        check("the SARIF log is valid SARIF 2.1.0", not errors, [e.message for e in errors[:5]])
        levels = sorted({r["level"] for r in log["runs"][0]["results"]})
        check("the SARIF log holds errors, warnings and notes", levels == ["error", "note", "warning"], levels)
        uris = [r["locations"][0]["physicalLocation"]["artifactLocation"] for r in log["runs"][0]["results"]]
        check("SARIF paths are relative to %SRCROOT%", all(u.get("uriBaseId") == "%SRCROOT%" and not u["uri"].startswith("/") for u in uris), uris)
    broken = subprocess.run(["bash", "-e", "-c", sarif_run.replace("eqlint ", "eqlint --config missing.yml ", 1)],
                            cwd=work, env=env, capture_output=True, text=True)
    check("the SARIF step fails when eqlint cannot run (status 2)", broken.returncode != 0, broken.returncode)

    annotations = run_step(github_steps[0]["run"])
    check("the annotations step fails on an error-severity finding (status 1)", annotations.returncode == 1, annotations.returncode)
    report = json.loads(subprocess.run([EQLINT, "--quiet", "--format", "json"], cwd=work, env=env,
                                       capture_output=True, text=True).stdout)

    # GitHub's syntax: ::COMMAND PROPERTY=VALUE,...::MESSAGE, values and message escaped.
    syntax = re.compile(r"^::(error|warning|notice) "
                        r"file=([^,:]+),line=(\d+),col=(\d+),endLine=(\d+),endColumn=(\d+),title=([^,:]+)"
                        r"::([^\r\n]*)$")

    def unescape(value):
        return (value.replace("%0D", "\r").replace("%0A", "\n").replace("%3A", ":")
                .replace("%2C", ",").replace("%25", "%"))

    lines = annotations.stdout.splitlines()
    check("one workflow command per finding", len(lines) == len(report) and len(report) >= 4, (len(lines), len(report)))
    commands = {"Error": "error", "Warning": "warning", "Note": "notice"}
    for line, finding in zip(lines, report):
        m = syntax.match(line)
        if not m:
            check("matches the workflow-command syntax: " + line, False)
            continue
        command, file, l, c, el, ec, title, message = m.groups()
        got = (command, unescape(file), int(l), int(c), int(el), int(ec), unescape(title), unescape(message))
        want = (commands[finding["severity"]], finding["file"], finding["line"], finding["character"],
                finding["end_line"], finding["end_character"], finding["rule_id"], finding["reason"])
        check("%s:%d: %s command matches the syntax and the finding" % (finding["file"], finding["line"], command), got == want, (got, want))
    odd = [line for line in lines if "Odd dir" in line]
    check("a file name with ',', ':' and '%' is escaped",
          odd and odd[0].startswith("::warning file=Odd dir/Badge%2C 100%25%3A new.swift,line=3,col=8,"), odd)
finally:
    shutil.rmtree(work, ignore_errors=True)

print(f"github: {passed} passed, {failed} failed")
sys.exit(0 if failed == 0 else 1)
