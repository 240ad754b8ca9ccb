#!/usr/bin/env python3
"""Checks docs/eqlint-workflow.yml and eqlint's GitHub outputs against GitHub's formats.

GitHub itself cannot run here, so this runs what it would run and checks what it consumes:
  * the workflow parses as YAML, asks for the permissions code scanning needs, uploads the
    file its SARIF step writes with github/codeql-action/upload-sarif, and has a
    `--format github` step;
  * every step, in order, as GitHub runs it, over a sample project (an error, warnings, a
    note, a file name that needs escaping): each `run:` script with `bash -e -o pipefail`,
    with the workflow's `env:`, `$GITHUB_PATH` honoured between steps and the cache step
    missing. The build step fetches the EQLINT_REF the workflow pins from a clone of this
    repository standing in for https://github.com/eqlint/eqlint (a ref that does not exist
    there fails the test, as it would fail the workflow, except the release being cut: a tag
    not made yet that names this checkout's version stands for its last commit) and builds it with
    `swift build -c release --product eqlint`: about a minute. The SARIF step then passes on findings and
    writes a SARIF 2.1.0 log valid against Tests/Schemas; the upload step finds its file;
    the annotations step fails (error severity) and prints one workflow command per finding;
  * every command line matches the workflow-command syntax
    `::error|warning|notice file=F,line=N,col=N,endLine=N,endColumn=N,title=RULE::MESSAGE`
    (GitHub's form, with the end of the range; docs/github-actions.md), with GitHub's escapes, and unescapes to
    the same findings as the JSON report of the same binary.

Exit status 0 when all checks pass.
"""
import json
import os
import re
import shutil
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
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

# ------------------------------------------------------------------ every step, run in order
UPSTREAM = "https://github.com/eqlint/eqlint"
work = tempfile.mkdtemp(prefix="eqlint-github.")
try:
    # This repository's history stands in for the published one.
    upstream = os.path.join(work, "upstream.git")
    subprocess.run(["git", "clone", "--quiet", "--bare", ROOT, upstream], check=True)
    # EQLINT_REF names a release tag (docs/releasing.md, "Versions and pinning"). On the commit
    # a release is cut from, the tag is made once the checks pass (docs/releasing.md, step 3):
    # when the tag is missing and names the version this checkout's eqlint has (Version.swift),
    # this checkout's last commit stands in for it. Any other missing ref fails the build step.
    ref = str((workflow.get("env") or {}).get("EQLINT_REF", ""))
    known = subprocess.run(["git", "-C", upstream, "rev-parse", "--verify", "--quiet", ref + "^{commit}"],
                           capture_output=True).returncode == 0
    with open(os.path.join(ROOT, "Sources", "EqLintRules", "Version.swift"), encoding="utf-8") as f:
        version = re.search(r'eqlintVersion = "([^"]+)"', f.read())
    if ref and not known and version and version.group(1) == ref:
        head = subprocess.run(["git", "-C", ROOT, "rev-parse", "HEAD"], check=True, capture_output=True,
                              text=True).stdout.strip()
        subprocess.run(["git", "-C", upstream, "tag", ref, head], check=True)
        print(f"note: no tag {ref} yet; this checkout's last commit, {head[:12]}, which is version {ref}, "
              f"stands in for it (uncommitted changes are not in it)")
    repo = os.path.join(work, "repo")  # the user's repository, checked out
    os.makedirs(os.path.join(repo, ".git"))
    github_path = os.path.join(work, "github_path")
    open(github_path, "w").close()
    env = dict(os.environ, GITHUB_ACTIONS="true", CI="true", GITHUB_PATH=github_path,
               GITHUB_WORKSPACE=repo)
    env.pop("NO_COLOR", None)
    env.update({k: str(v) for k, v in (workflow.get("env") or {}).items()})
    check("the workflow pins EQLINT_REF", bool(env.get("EQLINT_REF")), workflow.get("env"))
    with open(os.path.join(repo, ".eqlint.yml"), "w") as f:
        f.write("opt_in_rules: [onchange_duplicate_action]\n")
    with open(os.path.join(repo, "User.swift"), "w") as f:
        f.write("struct User: Hashable {\n    let id: Int\n    var name: String\n"
                "    static func == (lhs: User, rhs: User) -> Bool { lhs.id == rhs.id }\n}\n"
                "let signedIn: Set<User> = []\n")
    # A closure in an @Equatable type, which the macro rejects: a warning in every revision of the rules.
    card = "import SwiftUI\n\n@Equatable\nstruct Card {\n    let title: String\n    let onTap: () -> Void\n}\n"
    with open(os.path.join(repo, "Card.swift"), "w") as f:
        f.write(card)
    os.makedirs(os.path.join(repo, "Odd dir"))
    with open(os.path.join(repo, "Odd dir", "Badge, 100%: new.swift"), "w") as f:
        f.write(card.replace("Card", "Badge"))
    with open(os.path.join(repo, "Chain.swift"), "w") as f:  # a note
        f.write("struct Chain: View {\n    @State var a = 0\n    @State var b = 0\n    func save() { Task { } }\n"
                "    var body: some View {\n        Text(\"x\")\n            .onChange(of: a) { save() }\n"
                "            .onChange(of: b) { save() }\n    }\n}\n")

    def condition_holds(step):
        """The `if:` of the workflow's steps, as GitHub would read it here: the cache misses,
        and the event is a push to the repository itself."""
        condition = step.get("if")
        if condition is None:
            return True
        known = {"steps.eqlint-cache.outputs.cache-hit != 'true'": True,
                 "github.event_name == 'push' || github.event.pull_request.head.repo.full_name == github.repository": True}
        check(f"the condition of '{step.get('name')}' is one this test knows", condition in known, condition)
        return known.get(condition, True)

    results = {}
    for number, step in enumerate(steps):
        name = step.get("name") or step.get("uses") or f"step {number + 1}"
        if not condition_holds(step):
            continue
        uses = step.get("uses", "")
        if uses.startswith("actions/checkout@") or uses.startswith("actions/cache@"):
            continue  # the sample is the checkout; the cache misses
        if uses.startswith("github/codeql-action/upload-sarif@"):
            sarif_file = step.get("with", {}).get("sarif_file", "")
            check("the upload step finds the file it uploads", os.path.exists(os.path.join(repo, sarif_file)), sarif_file)
            continue
        script = step["run"].replace(UPSTREAM, "file://" + upstream)
        # Steps see the PATH entries earlier steps added to $GITHUB_PATH, first.
        added = [line.strip() for line in open(github_path) if line.strip()]
        step_env = dict(env, PATH=os.pathsep.join(list(reversed(added)) + [os.environ["PATH"]]))
        result = subprocess.run(["bash", "--noprofile", "--norc", "-e", "-o", "pipefail", "-c", script],
                                cwd=repo, env=step_env, capture_output=True, text=True)
        results[id(step)] = result
        print(f"step '{name}': exit status {result.returncode}")
        if step is github_steps[0]:
            check("the annotations step fails on an error-severity finding (status 1)", result.returncode == 1,
                  result.stderr[-2000:])
        else:
            check(f"step '{name}' succeeds", result.returncode == 0, (result.stdout + result.stderr)[-3000:])
            if result.returncode != 0:
                break

    installed = [os.path.join(line.strip(), "eqlint") for line in open(github_path) if line.strip()]
    EQLINT = next((b for b in installed if os.access(b, os.X_OK)), None)
    check("the workflow built eqlint and put it on PATH", EQLINT is not None, installed)
    need(EQLINT is not None and id(github_steps[0]) in results, "the workflow's steps did not all run")
    env["PATH"] = os.path.dirname(EQLINT) + os.pathsep + os.environ["PATH"]

    sarif_path = os.path.join(repo, output.group(1))
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
                            cwd=repo, env=env, capture_output=True, text=True)
    check("the SARIF step fails when eqlint cannot run (status 2)", broken.returncode != 0, broken.returncode)

    annotations = results[id(github_steps[0])]
    report = json.loads(subprocess.run([EQLINT, "--quiet", "--format", "json"], cwd=repo, env=env,
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
          odd and odd[0].startswith("::warning file=Odd dir/Badge%2C 100%25%3A new.swift,line=6,col=9,"), odd)
finally:
    shutil.rmtree(work, ignore_errors=True)

print(f"github: {passed} passed, {failed} failed")
sys.exit(0 if failed == 0 else 1)
