#!/usr/bin/env python3
"""Benchmark `eqlint lsp` (not a test) on one project folder, next to the one-shot lint.

Usage: scripts/bench/bench_lsp.py --project DIR [options]
       scripts/bench/bench_lsp.py --make-corpus5 DIR [--corpus-src DIR]

It speaks LSP to the server itself (a small JSON-RPC client over the child's pipes, standard
library only) and measures:
  * start: from writing `initialize` (workspaceFolders = DIR; window.workDoneProgress and
    dynamic registration of watched files declared; the server's requests answered with null)
    to the first `textDocument/publishDiagnostics` of a document opened right after
    `initialized`, and to the `$/progress` `end` of the indexing when the server sends one;
    repeated --starts times (a fresh server each time), medians shown;
  * typing: --edits `didChange`s, each inserting one character into a function body of that
    document (an incremental range edit, versions increasing), each waiting for the publish
    carrying its version: median and 95th percentile (nearest rank) of the latency;
  * declaration changes: as many `didChange`s, each adding a stored property
    (`var eqlintBenchN: Int = 0`) to a struct of the document: the expensive path;
  * bursts: --bursts times, 20 one-character changes in one write: the time to the publish of
    the last version, and how many publishes of earlier versions came (coalescing);
  * the server's VmHWM and VmRSS (/proc/PID/status) after indexing and after the edits;
  * the one-shot `eqlint lint --quiet DIR`: median wall time and peak resident memory
    (wait4's ru_maxrss) of --lint-runs runs after one warm-up run.
Then a table with the targets of issue 16 (first diagnostics under 2 s with a warm cache, a
change answered at a median under 20 ms and a 95th percentile under 50 ms, memory under twice
the one-shot lint's peak) and whether each is met. The edits are never saved: no file of DIR
is written.

Warm (the default): the warm-up lint, then one uncounted server start (the server may keep a
cache pack of its own beside the lint's), then the measured starts.

The document (unless --file): among the files the warm-up lint reports a finding in, those
with a one-line `func ... {` and a one-line `struct ... {`, the one of median size.

Cache: both the lint and the server run with XDG_CACHE_HOME=--cache-home (default
/tmp/eqlint-bench-lsp/cache), so the index cache is CACHE_HOME/eqlint (eqlint's default is
$XDG_CACHE_HOME/eqlint, else ~/.cache/eqlint; see `eqlint lint --help`). --cold deletes
CACHE_HOME/eqlint before each server start.

Options:
  --eqlint BIN       binary (default $EQLINT, else .build/release/eqlint)
  --project DIR      the project folder (one workspace folder)
  --file PATH        the document to open and edit (default: chosen as above)
  --edits N          edits per kind (default 200)
  --starts N         server starts measured (default 3; the edits run in the last)
  --bursts N         bursts of 20 changes (default 5; 0 for none)
  --lint-runs N      timed one-shot lints (default 3)
  --cold             delete the cache before each server start
  --cache-home DIR   XDG_CACHE_HOME for the runs (default /tmp/eqlint-bench-lsp/cache)
  --timeout S        longest wait for the first diagnostics or the indexing's end (default 600)
  --edit-timeout S   longest wait for one edit's publish (default 30)
  --json             print the figures as JSON instead of the table
  --make-corpus5 DIR build DIR/copy1..copy5, each a copy (hard links where possible) of
                     every app of docs/corpus.tsv under --corpus-src (default /work/corpus)
                     without their .git folders, and DIR/.eqlint.yml, so DIR is one project;
                     with --project too, the benchmark runs afterwards
The machine this was written on has 2 cores shared with other work: figures are noisy;
compare medians over several invocations.
"""
import argparse
import json
import os
import re
import shutil
import statistics
import subprocess
import sys
import tempfile
import threading
import time
import urllib.parse

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
TYPED = "let v = 1; "  # typed one character at a time, cyclically
BURST = 20


def fail(msg):
    sys.exit(f"bench_lsp.py: {msg}")


def note(msg):
    print(f"bench_lsp: {msg}", file=sys.stderr, flush=True)


# ---------------------------------------------------------------- JSON-RPC client

class Client:
    """An LSP client over a child's stdin/stdout. A reader thread timestamps every message on
    arrival, answers the server's requests with a null result at once, and appends each message
    to `log` as (time, message); `wait` scans the log."""

    def __init__(self, cmd, env, stderr_path):
        self.stderr_file = open(stderr_path, "wb")
        self.proc = subprocess.Popen(cmd, stdin=subprocess.PIPE, stdout=subprocess.PIPE,
                                     stderr=self.stderr_file, env=env, bufsize=0)
        self.pid = self.proc.pid
        self.write_lock = threading.Lock()
        self.cond = threading.Condition()
        self.log = []  # (perf_counter at arrival, message)
        self.eof = False
        self.bad_frames = []
        self.next_id = 0
        self.reader = threading.Thread(target=self._read, daemon=True)
        self.reader.start()

    def _read(self):
        out = self.proc.stdout
        try:
            while True:
                length = None
                while True:
                    line = out.readline()
                    if not line:
                        return
                    line = line.rstrip(b"\r\n")
                    if not line:
                        break
                    name, _, value = line.partition(b":")
                    if name.strip().lower() == b"content-length":
                        length = int(value.strip())
                if length is None:
                    self.bad_frames.append("a header without Content-Length")
                    continue
                body = b""
                while len(body) < length:
                    chunk = out.read(length - len(body))
                    if not chunk:
                        return
                    body += chunk
                t = time.perf_counter()
                try:
                    msg = json.loads(body)
                except ValueError as e:
                    self.bad_frames.append(f"a body that is not JSON ({e})")
                    continue
                if isinstance(msg, dict) and "method" in msg and "id" in msg:
                    self._write({"jsonrpc": "2.0", "id": msg["id"], "result": None})
                with self.cond:
                    self.log.append((t, msg))
                    self.cond.notify_all()
        finally:
            with self.cond:
                self.eof = True
                self.cond.notify_all()

    def _write(self, obj):
        body = json.dumps(obj, ensure_ascii=False).encode()
        data = b"Content-Length: %d\r\n\r\n" % len(body) + body
        with self.write_lock:
            t = time.perf_counter()
            try:
                self.proc.stdin.write(data)
                self.proc.stdin.flush()
            except (BrokenPipeError, OSError):
                pass
        return t

    def write_many(self, objs):
        """Several messages in one write(); returns the time before it."""
        data = b""
        for obj in objs:
            body = json.dumps(obj, ensure_ascii=False).encode()
            data += b"Content-Length: %d\r\n\r\n" % len(body) + body
        with self.write_lock:
            t = time.perf_counter()
            self.proc.stdin.write(data)
            self.proc.stdin.flush()
        return t

    def request(self, method, params):
        self.next_id += 1
        return self.next_id, self._write({"jsonrpc": "2.0", "id": self.next_id, "method": method, "params": params})

    def notify(self, method, params):
        return self._write({"jsonrpc": "2.0", "method": method, "params": params})

    def mark(self):
        with self.cond:
            return len(self.log)

    def wait(self, pred, timeout, since=0):
        """The first logged (index, time, message) from `since` on with pred(message), waiting up
        to `timeout` seconds; None on timeout or when the server's output ended."""
        deadline = time.perf_counter() + timeout
        i = since
        with self.cond:
            while True:
                while i < len(self.log):
                    t, msg = self.log[i]
                    if pred(msg):
                        return i, t, msg
                    i += 1
                left = deadline - time.perf_counter()
                if self.eof or left <= 0:
                    return None
                self.cond.wait(left)

    def messages(self):
        with self.cond:
            return list(self.log)

    def close(self, timeout=30):
        """shutdown, exit; the exit status (None if it had to be killed)."""
        status = None
        if self.proc.poll() is None:
            rid, _ = self.request("shutdown", None)
            self.wait(lambda m: m.get("id") == rid and "method" not in m, timeout)
            self.notify("exit", None)
            try:
                self.proc.stdin.close()
            except OSError:
                pass
            try:
                status = self.proc.wait(timeout)
            except subprocess.TimeoutExpired:
                self.proc.kill()
                self.proc.wait()
        else:
            status = self.proc.returncode
        self.reader.join(5)
        self.stderr_file.close()
        return status


def proc_memory(pid):
    """VmHWM and VmRSS of a process in MB (10^6 bytes), from /proc/PID/status."""
    out = {}
    try:
        with open(f"/proc/{pid}/status") as f:
            for line in f:
                key, _, value = line.partition(":")
                if key in ("VmHWM", "VmRSS"):
                    out[key] = int(value.split()[0]) * 1024 / 1e6
    except OSError:
        pass
    return out


# ---------------------------------------------------------------- helpers

def file_uri(path):
    return "file://" + urllib.parse.quote(os.path.abspath(path), safe="/")


def uri_path(uri):
    return urllib.parse.unquote(urllib.parse.urlparse(uri).path) if uri else None


def utf16_len(s):
    return len(s.encode("utf-16-le")) // 2


def percentile(values, p):
    """Nearest rank: the smallest value with at least p % of the values at or below it."""
    s = sorted(values)
    k = max(1, -(-len(s) * p // 100))
    return s[int(k) - 1]


def swift_files(folder):
    out = []
    for root, dirs, names in os.walk(folder):
        dirs[:] = [d for d in dirs if d != ".git"]
        out += [os.path.join(root, n) for n in names if n.endswith(".swift")]
    return out


FUNC_LINE = re.compile(r"^[ \t]*(?:[@\w().,: ]+[ \t]+)?func[ \t]+\S[^\n]*\{[ \t]*$")
STRUCT_LINE = re.compile(r"^([ \t]*)(?:[@\w()]+[ \t]+)*struct[ \t]+\w+[^\n{}]*\{[ \t]*$")


def edit_sites(text):
    """(func line, column after its `{` in UTF-16 units) and (struct line, its indentation),
    or None for either."""
    func = struct = None
    for n, line in enumerate(text.split("\n")):
        if line.lstrip().startswith("//"):
            continue
        if func is None and FUNC_LINE.match(line) and "protocol" not in line:
            func = (n, utf16_len(line[: line.rindex("{") + 1]))
        m = STRUCT_LINE.match(line)
        if struct is None and m:
            struct = (n, m.group(1))
    return func, struct


def run_lint(binary, project, env, extra, stdout):
    """One `eqlint lint ... PROJECT`: (wall s, peak RSS MB, status)."""
    t0 = time.perf_counter()
    p = subprocess.Popen([binary, "lint", *extra, project], stdout=stdout, stderr=subprocess.PIPE, env=env)
    err = p.stderr.read()
    p.stderr.close()
    _, status, usage = os.wait4(p.pid, 0)
    dt = time.perf_counter() - t0
    p.returncode = os.waitstatus_to_exitcode(status)
    if p.returncode not in (0, 1):
        fail(f"`{binary} lint {' '.join(extra)} {project}` exited {p.returncode}: {err.decode(errors='replace')[-2000:]}")
    return dt, usage.ru_maxrss * 1024 / 1e6, p.returncode


def choose_file(project, report_path):
    with open(report_path) as f:
        findings = json.load(f)
    counts = {}
    for d in findings:
        path = d.get("file")
        if path:
            path = os.path.normpath(os.path.join(project, path))
            counts[path] = counts.get(path, 0) + 1
    eligible = []
    for path in counts:
        try:
            with open(path, encoding="utf-8") as f:
                text = f.read()
        except (OSError, UnicodeDecodeError):
            continue
        func, struct = edit_sites(text)
        if func and struct:
            eligible.append((len(text.encode()), path))
    eligible.sort()
    if eligible:
        return eligible[len(eligible) // 2][1], len(findings)
    return None, len(findings)


# ---------------------------------------------------------------- one server session

def session(args, env, doc, text, edit, workdir, k):
    """Start a server, measure its start; with edit=True also the edits. A dict of figures."""
    project = args.project
    res = {"anomalies": []}
    uri = file_uri(doc)
    same_doc = lambda m: m.get("method") == "textDocument/publishDiagnostics" and \
        uri_path((m.get("params") or {}).get("uri")) == os.path.abspath(doc)
    t_spawn = time.perf_counter()
    c = Client([args.eqlint, "lsp"], env, os.path.join(workdir, f"server-stderr-{k}.txt"))
    res["pid"] = c.pid
    try:
        init_id, t0 = c.request("initialize", {
            "processId": os.getpid(),
            "clientInfo": {"name": "bench_lsp.py"},
            "rootUri": file_uri(project),
            "rootPath": project,
            "workspaceFolders": [{"uri": file_uri(project), "name": os.path.basename(project)}],
            "capabilities": {
                "general": {"positionEncodings": ["utf-16"]},
                "window": {"workDoneProgress": True},
                "workspace": {"workspaceFolders": True,
                              "didChangeWatchedFiles": {"dynamicRegistration": True}},
                "textDocument": {
                    "synchronization": {"dynamicRegistration": False, "didSave": True},
                    "publishDiagnostics": {"relatedInformation": True, "versionSupport": True,
                                           "codeDescriptionSupport": True},
                },
            },
        })
        res["spawn_to_initialize_s"] = t0 - t_spawn
        got = c.wait(lambda m: m.get("id") == init_id and "method" not in m, args.timeout)
        if got is None:
            res["anomalies"].append("no response to initialize")
            return res
        if "error" in got[2]:
            res["anomalies"].append(f"initialize failed: {got[2]['error']}")
            return res
        res["initialize_response_s"] = got[1] - t0
        caps = got[2].get("result", {}).get("capabilities", {})
        res["position_encoding"] = caps.get("positionEncoding", "utf-16")
        c.notify("initialized", {})
        version = 1
        c.notify("textDocument/didOpen", {"textDocument": {"uri": uri, "languageId": "swift",
                                                             "version": version, "text": text}})
        got = c.wait(same_doc, args.timeout)
        if got is None:
            res["anomalies"].append(f"no publishDiagnostics for the opened document within {args.timeout} s")
            return res
        first_i, t_first, m = got
        res["first_publish_s"] = t_first - t0
        res["first_publish_findings"] = len(m["params"].get("diagnostics", []))
        res["first_publish_version"] = m["params"].get("version")

        # Indexing progress: the create request, begin, reports, end.
        is_create = lambda m: m.get("method") == "window/workDoneProgress/create"
        is_prog = lambda kind: lambda m: m.get("method") == "$/progress" and \
            ((m.get("params") or {}).get("value") or {}).get("kind") == kind
        started = c.wait(lambda m: is_create(m) or is_prog("begin")(m), args.progress_grace)
        end = None
        if started:
            res["progress_created"] = c.wait(is_create, 0) is not None
            begin = c.wait(is_prog("begin"), args.timeout)
            if begin:
                res["progress_begin_s"] = begin[1] - t0
                res["progress_title"] = begin[2]["params"]["value"].get("title")
            end = c.wait(is_prog("end"), args.timeout)
            if end is None:
                res["anomalies"].append("$/progress began but no end came")
            else:
                res["progress_end_s"] = end[1] - t0
                res["progress_end_message"] = end[2]["params"]["value"].get("message")
                res["progress_reports"] = sum(1 for _, m in c.messages() if is_prog("report")(m))
        if end:
            after = first_i if first_i > end[0] else None
            if after is None:
                got = c.wait(same_doc, args.progress_grace, since=end[0])
                if got:
                    after = got[0]
                else:
                    res["anomalies"].append("the document opened during indexing was not published again when it ended")
            if after is not None:
                t, m = c.messages()[after]
                res["publish_after_index_s"] = t - t0
                res["publish_after_index_findings"] = len(m["params"].get("diagnostics", []))
        else:
            time.sleep(0.5)  # no end to wait for: let the server settle before reading its memory
        res["registered"] = [r.get("method") for _, m in c.messages()
                             if m.get("method") == "client/registerCapability"
                             for r in (m.get("params") or {}).get("registrations", [])]
        res["memory_after_index"] = proc_memory(c.pid)
        if not edit:
            return res

        # Typing into the function body.
        (fline, fcol), (sline, indent) = edit_sites(text)
        lines = text.split("\n")  # the client's copy, to check the server's at the end

        def change(rng, new_text):
            nonlocal version, lines
            version += 1
            n, col16 = rng["start"]["line"], rng["start"]["character"]
            line, i = lines[n], 0
            while utf16_len(line[:i]) < col16:
                i += 1
            lines = lines[:n] + (line[:i] + new_text + line[i:]).split("\n") + lines[n + 1:]
            return {"jsonrpc": "2.0", "method": "textDocument/didChange", "params": {
                "textDocument": {"uri": uri, "version": version},
                "contentChanges": [{"range": rng, "text": new_text}]}}

        def at(line, col):
            return {"start": {"line": line, "character": col}, "end": {"line": line, "character": col}}

        def timed_edits(make, count, label):
            lat, missing, counts = [], 0, []
            for i in range(count):
                msg = make(i)
                v = version
                since = c.mark()
                ts = c.write_many([msg])
                got = c.wait(lambda m: same_doc(m) and (m["params"].get("version") or 0) >= v,
                             args.edit_timeout, since)
                if got is None:
                    missing += 1
                    if c.eof:
                        res["anomalies"].append(f"{label}: the server's output ended at edit {i + 1}")
                        break
                    continue
                lat.append((got[1] - ts) * 1000)
                counts.append(len(got[2]["params"].get("diagnostics", [])))
                if args.interval:
                    time.sleep(args.interval / 1000)
            if missing:
                res["anomalies"].append(f"{label}: {missing} of {count} publishes did not come within {args.edit_timeout} s")
            out = {"count": len(lat), "missing": missing}
            if lat:
                out.update(median_ms=statistics.median(lat), p95_ms=percentile(lat, 95),
                           min_ms=min(lat), max_ms=max(lat), findings_min=min(counts), findings_max=max(counts))
            return out

        col = fcol

        def typed(i):
            nonlocal col
            msg = change(at(fline, col), TYPED[i % len(TYPED)])
            col += 1
            return msg

        res["typing"] = timed_edits(typed, args.edits, "typing")
        res["typing_site"] = f"line {fline + 1}, after the `{{` of a func"
        res["declaration"] = timed_edits(
            lambda i: change(at(sline + 1, 0), f"{indent}    var eqlintBench{i + 1}: Int = 0\n"),
            args.edits, "declaration changes")
        res["declaration_site"] = f"struct at line {sline + 1}"
        if sline < fline:
            fline += args.edits  # the added lines pushed the func down

        # Bursts: 20 keystrokes in one write.
        bursts = []
        intermediate = 0
        for b in range(args.bursts):
            msgs = [typed(i) for i in range(BURST)]
            first_v, last_v = version - BURST + 1, version
            since = c.mark()
            ts = c.write_many(msgs)
            got = c.wait(lambda m: same_doc(m) and (m["params"].get("version") or 0) >= last_v,
                         args.edit_timeout, since)
            if got is None:
                res["anomalies"].append(f"burst {b + 1}: no publish of version {last_v} within {args.edit_timeout} s")
                continue
            bursts.append((got[1] - ts) * 1000)
            intermediate += sum(1 for t, m in c.messages()[since:got[0]]
                                if same_doc(m) and first_v <= (m["params"].get("version") or 0) < last_v)
        if bursts:
            res["bursts"] = {"count": len(bursts), "changes_each": BURST, "median_ms": statistics.median(bursts),
                             "max_ms": max(bursts), "intermediate_publishes": intermediate}
        time.sleep(0.2)  # a late publish would show in the checks below
        res["memory_after_edits"] = proc_memory(c.pid)

        # Whole-session checks: versions never go back; log warnings; errors.
        last = 0
        back = 0
        for _, m in c.messages():
            if same_doc(m):
                v = m["params"].get("version")
                if v is None:
                    res["anomalies"].append("a publish without a version")
                elif v < last:
                    back += 1
                else:
                    last = v
        if back:
            res["anomalies"].append(f"{back} publishes went back in version")
        res["final_version"] = version
        res["last_published_version"] = last

        # The last publish against the one-shot lint of the client's copy of the text.
        final = [m for _, m in c.messages() if same_doc(m)][-1]["params"]
        p = subprocess.run([args.eqlint, "lint", "--format", "json", "--quiet", "--stdin-path", doc],
                           input="\n".join(lines).encode(), capture_output=True, env=env)
        try:
            expected = sorted((d["rule_id"], d["line"]) for d in json.loads(p.stdout))
            got = sorted((d.get("code"), d["range"]["start"]["line"] + 1) for d in final.get("diagnostics", []))
            res["final_check"] = {"version": final.get("version"), "server": got, "lint_stdin": expected,
                                  "agree": got == expected and final.get("version") == version}
            if not res["final_check"]["agree"]:
                res["anomalies"].append(f"the last publish (version {final.get('version')}: {got}) differs from "
                                        f"`lint --stdin-path` of the edited text (version {version}: {expected})")
        except (ValueError, KeyError) as e:
            res["anomalies"].append(f"could not check the last publish: {e}: {p.stderr.decode(errors='replace')[-500:]}")
        return res
    finally:
        for _, m in c.messages():
            if "error" in m and "method" not in m:
                res["anomalies"].append(f"error response: {m['error']}")
            if m.get("method") == "window/logMessage" and (m.get("params") or {}).get("type") in (1, 2):
                res.setdefault("log_warnings", []).append(m["params"].get("message"))
        res["bad_frames"] = c.bad_frames
        status = c.close()
        res["exit_status"] = status
        if status != 0:
            res["anomalies"].append(f"exit status {status} after shutdown and exit")
        if res["anomalies"]:
            try:
                with open(c.stderr_file.name, errors="replace") as f:
                    res["server_stderr_tail"] = f.read()[-2000:]
            except OSError:
                pass


# ---------------------------------------------------------------- the 5x corpus

def make_corpus5(dest, src, copies=5):
    apps = []
    with open(os.path.join(ROOT, "docs", "corpus.tsv")) as f:
        for row in list(f)[1:]:
            if row.strip():
                apps.append(row.split("\t")[0])
    missing = [a for a in apps if not os.path.isdir(os.path.join(src, a))]
    if missing:
        fail(f"not in {src}: {', '.join(missing)}")
    dest = os.path.abspath(dest)
    os.makedirs(dest, exist_ok=True)
    for k in range(1, copies + 1):
        if os.path.lexists(os.path.join(dest, f"copy{k}")):
            fail(f"{dest}/copy{k} exists: remove the copies first")
    files = swift = links = symlinks = 0
    for k in range(1, copies + 1):
        for app in apps:
            base = os.path.join(src, app)
            for root, dirs, names in os.walk(base):
                dirs[:] = [d for d in dirs if d != ".git"]  # a .git would make each app its own project
                out = os.path.join(dest, f"copy{k}", app, os.path.relpath(root, base))
                os.makedirs(out, exist_ok=True)
                for d in dirs:  # symbolic links to folders are listed here and not walked
                    if os.path.islink(os.path.join(root, d)):
                        os.symlink(os.readlink(os.path.join(root, d)), os.path.join(out, d))
                        symlinks += 1
                for n in names:
                    if n == ".git":
                        continue
                    s, t = os.path.join(root, n), os.path.join(out, n)
                    if os.path.islink(s):
                        os.symlink(os.readlink(s), t)
                        symlinks += 1
                        continue
                    try:
                        os.link(s, t)
                        links += 1
                    except OSError:
                        shutil.copy2(s, t)
                    files += 1
                    swift += n.endswith(".swift")
    with open(os.path.join(dest, ".eqlint.yml"), "w") as f:
        f.write("# One project: five copies of the real-app corpus of docs/corpus.tsv, without their\n"
                "# .git folders (scripts/bench/bench_lsp.py --make-corpus5). Default rules.\n")
    note(f"{dest}: {copies} copies of {len(apps)} apps: {files} files ({swift} Swift; {links} of them "
         f"hard links) and {symlinks} symbolic links; {dest}/.eqlint.yml makes it one project")
    return {"files": files, "swift_files": swift, "hard_links": links, "symbolic_links": symlinks}


# ---------------------------------------------------------------- main

def main():
    ap = argparse.ArgumentParser(usage=argparse.SUPPRESS, description=__doc__,
                                 formatter_class=argparse.RawDescriptionHelpFormatter, add_help=True)
    ap.add_argument("--eqlint", default=os.environ.get("EQLINT") or os.path.join(ROOT, ".build", "release", "eqlint"))
    ap.add_argument("--project")
    ap.add_argument("--file")
    ap.add_argument("--edits", type=int, default=200)
    ap.add_argument("--starts", type=int, default=3)
    ap.add_argument("--bursts", type=int, default=5)
    ap.add_argument("--lint-runs", type=int, default=3)
    ap.add_argument("--interval", type=float, default=0, help="pause in ms after each edit's publish")
    ap.add_argument("--cold", action="store_true")
    ap.add_argument("--cache-home", default="/tmp/eqlint-bench-lsp/cache")
    ap.add_argument("--timeout", type=float, default=600)
    ap.add_argument("--edit-timeout", type=float, default=30)
    ap.add_argument("--progress-grace", type=float, default=3,
                    help="seconds to wait for a $/progress begin, or a publish after its end (default 3)")
    ap.add_argument("--json", action="store_true")
    ap.add_argument("--make-corpus5", metavar="DIR")
    ap.add_argument("--corpus-src", default="/work/corpus")
    args = ap.parse_args()
    if args.make_corpus5:
        make_corpus5(args.make_corpus5, args.corpus_src)
        if not args.project:
            return 0
    if not args.project:
        fail("--project DIR is required (or --make-corpus5 DIR)")
    if args.edits < 1 or args.starts < 1 or args.lint_runs < 1 or args.bursts < 0:
        fail("--edits, --starts and --lint-runs must be at least 1, --bursts at least 0")
    args.project = os.path.abspath(args.project)
    if not os.path.isdir(args.project):
        fail(f"--project {args.project} is not a folder")
    if "/" in args.eqlint:
        args.eqlint = os.path.abspath(args.eqlint)
    elif shutil.which(args.eqlint):
        args.eqlint = shutil.which(args.eqlint)
    if not os.access(args.eqlint, os.X_OK):
        fail(f"no eqlint binary at {args.eqlint} (--eqlint BIN or EQLINT)")

    t_total = time.perf_counter()
    env = dict(os.environ, XDG_CACHE_HOME=os.path.abspath(args.cache_home))
    env.pop("EQLINT_TIMING", None)
    cache_dir = os.path.join(env["XDG_CACHE_HOME"], "eqlint")
    os.makedirs(env["XDG_CACHE_HOME"], exist_ok=True)
    workdir = tempfile.mkdtemp(prefix="eqlint-bench-lsp-")
    out = {"binary": args.eqlint,
           "binary_mtime": time.strftime("%Y-%m-%d %H:%M:%S %Z", time.localtime(os.path.getmtime(args.eqlint))),
           "project": args.project, "cache": "cold" if args.cold else "warm", "cache_dir": cache_dir}
    swift = swift_files(args.project)
    out["swift_files"] = len(swift)
    out["swift_mb"] = sum(os.path.getsize(p) for p in swift) / 1e6
    note(f"{args.project}: {len(swift)} Swift files, {out['swift_mb']:.1f} MB; binary {args.eqlint} ({out['binary_mtime']})")

    # Warm-up lint (warms the cache; its report picks the document), then the timed lints.
    report = os.path.join(workdir, "report.json")
    note("warm-up lint (JSON report)")
    dt, _, _ = run_lint(args.eqlint, args.project, env, ["--format", "json", "--quiet", "--output", report], subprocess.DEVNULL)
    out["warmup_lint_s"] = dt
    walls, peaks = [], []
    for i in range(args.lint_runs):
        dt, peak, _ = run_lint(args.eqlint, args.project, env, ["--quiet"], subprocess.DEVNULL)
        walls.append(dt)
        peaks.append(peak)
    out["lint"] = {"runs": args.lint_runs, "wall_median_s": statistics.median(walls), "walls_s": walls,
                   "peak_rss_median_mb": statistics.median(peaks), "peak_rss_mb": peaks}
    note(f"one-shot lint: median {out['lint']['wall_median_s']:.3f} s, peak {out['lint']['peak_rss_median_mb']:.0f} MB")

    if args.file:
        doc = os.path.abspath(args.file)
        with open(report) as f:
            out["project_findings"] = len(json.load(f))
    else:
        doc, out["project_findings"] = choose_file(args.project, report)
        if doc is None:
            fail("no file with a finding has a one-line `func ... {` and `struct ... {`: pass --file")
    with open(doc, encoding="utf-8") as f:
        text = f.read()
    func, struct = edit_sites(text)
    if not func or not struct:
        fail(f"{doc} needs a one-line `func ... {{` and a one-line `struct ... {{`")
    out["document"] = {"path": doc, "bytes": len(text.encode()), "lines": text.count("\n") + 1}

    if not args.cold:
        # The server may keep its own cache pack beside the lint's: one uncounted start warms it.
        note("warm-up server start (not counted)")
        t = time.perf_counter()
        r = session(args, env, doc, text, False, workdir, 0)
        r["session_s"] = time.perf_counter() - t
        out["warmup_start"] = r
        if "first_publish_s" in r:
            note(f"  first publish {r['first_publish_s']:.3f} s" +
                 (f", indexing end {r['progress_end_s']:.3f} s" if "progress_end_s" in r else ""))
        for a in r["anomalies"]:
            note(f"  ! {a}")
    starts = []
    for k in range(1, args.starts + 1):
        if args.cold and os.path.isdir(cache_dir):
            shutil.rmtree(cache_dir)
        last = k == args.starts
        note(f"server start {k}/{args.starts}{' with the edits' if last else ''}")
        t = time.perf_counter()
        r = session(args, env, doc, text, last, workdir, k)
        r["session_s"] = time.perf_counter() - t
        starts.append(r)
        if "first_publish_s" in r:
            note(f"  first publish {r['first_publish_s']:.3f} s" +
                 (f", indexing end {r['progress_end_s']:.3f} s" if "progress_end_s" in r else ", no $/progress end") +
                 f"; session {r['session_s']:.1f} s")
        for a in r["anomalies"]:
            note(f"  ! {a}")
    out["starts"] = starts
    out["total_s"] = time.perf_counter() - t_total
    shutil.rmtree(workdir, ignore_errors=True)

    def med(key):
        vals = [s[key] for s in starts if key in s]
        return statistics.median(vals) if vals else None

    out["first_publish_median_s"] = med("first_publish_s")
    out["progress_end_median_s"] = med("progress_end_s")
    out["publish_after_index_median_s"] = med("publish_after_index_s")
    final = starts[-1]
    lint_peak = out["lint"]["peak_rss_median_mb"]
    hwm = (final.get("memory_after_edits") or final.get("memory_after_index") or {}).get("VmHWM")
    targets = []
    fp = out["first_publish_median_s"]
    after = out["publish_after_index_median_s"]
    fp_val = fmt_s(fp) + (f" (after indexing: {after:.3f} s)" if after is not None and fp is not None and after > fp else "")
    targets.append(("first diagnostics (median of starts)", fp_val, "< 2 s" + (" (warm; this run is cold)" if args.cold else ""),
                    None if fp is None else fp < 2))
    for kind, label in (("typing", "didChange → publish, typing"), ("declaration", "didChange → publish, struct field added")):
        e = final.get(kind) or {}
        ok = None if "median_ms" not in e else (e["median_ms"] < 20 and e["p95_ms"] < 50 and not e["missing"])
        val = "no figures" if "median_ms" not in e else \
            f"median {e['median_ms']:.1f} ms, p95 {e['p95_ms']:.1f} ms" + (f", {e['missing']} missing" if e["missing"] else "")
        targets.append((label, val, "median < 20 ms, p95 < 50 ms", ok))
    targets.append(("server VmHWM vs one-shot lint peak", "n/a" if hwm is None else f"{hwm:.0f} MB vs {lint_peak:.0f} MB ({hwm / lint_peak:.2f}×)",
                    "< 2×", None if hwm is None else hwm < 2 * lint_peak))
    out["targets"] = [{"measure": a, "value": b, "target": c, "met": d} for a, b, c, d in targets]

    if args.json:
        json.dump(out, sys.stdout, indent=2)
        print()
    else:
        print_table(out, args)
    return 0


def fmt_s(v):
    return "n/a" if v is None else f"{v:.3f} s"


def fmt_mem(m):
    return "n/a" if not m else f"VmHWM {m.get('VmHWM', 0):.0f} MB, VmRSS {m.get('VmRSS', 0):.0f} MB"


def print_table(out, args):
    d = out["document"]
    final = out["starts"][-1]
    print(f"eqlint lsp benchmark: {out['project']}")
    print(f"  {out['swift_files']} Swift files, {out['swift_mb']:.1f} MB; {out['project_findings']} findings (one-shot lint)")
    print(f"  binary {out['binary']} (modified {out['binary_mtime']}); cache {out['cache']} ({out['cache_dir']})")
    print(f"  document {d['path']} ({d['lines']} lines, {d['bytes']} bytes)")
    print(f"  2 shared cores: figures are noisy; medians over {len(out['starts'])} server starts, "
          f"{args.edits} edits per kind, {out['lint']['runs']} lint runs")
    print()
    rows = []
    w = out.get("warmup_start")
    if w:
        rows.append(("warm-up start (after the lints only)", fmt_s(w.get("first_publish_s")) + " to the first publish, " +
                     (fmt_s(w.get("progress_end_s")) if "progress_end_s" in w else "no $/progress") + " to the indexing end"))
    for i, s in enumerate(out["starts"], 1):
        prog = fmt_s(s.get("progress_end_s")) if "progress_end_s" in s else "no $/progress"
        rows.append((f"start {i}: initialize → first publish", fmt_s(s.get("first_publish_s")) +
                     (f" ({s['first_publish_findings']} findings)" if "first_publish_findings" in s else "")))
        rows.append((f"start {i}: initialize → indexing end", prog +
                     (f" ({s['progress_end_message']})" if s.get("progress_end_message") else "")))
        if "publish_after_index_s" in s and s.get("publish_after_index_s") != s.get("first_publish_s"):
            rows.append((f"start {i}: publish after indexing", fmt_s(s["publish_after_index_s"]) +
                         f" ({s['publish_after_index_findings']} findings)"))
        rows.append((f"start {i}: memory after indexing", fmt_mem(s.get("memory_after_index"))))
    for kind, label in (("typing", "typing (1 char in a func body)"), ("declaration", "struct field added")):
        e = final.get(kind) or {}
        if "median_ms" in e:
            rows.append((label, f"median {e['median_ms']:.1f} ms, p95 {e['p95_ms']:.1f} ms, "
                                f"min {e['min_ms']:.1f}, max {e['max_ms']:.1f} ({e['count']} publishes, {e['missing']} missing)"))
    if "bursts" in final:
        b = final["bursts"]
        rows.append((f"bursts of {b['changes_each']} changes in one write",
                     f"median {b['median_ms']:.1f} ms to the last version's publish, max {b['max_ms']:.1f} ms; "
                     f"{b['intermediate_publishes']} publishes of earlier versions over {b['count']} bursts"))
    rows.append(("memory after the edits", fmt_mem(final.get("memory_after_edits"))))
    if "final_check" in final:
        fc = final["final_check"]
        rows.append(("last publish vs `lint --stdin-path`", ("same" if fc["agree"] else "DIFFERENT") +
                     f" findings (rule, line): {len(fc['server'])} in version {fc['version']}"))
    lint = out["lint"]
    rows.append(("one-shot lint", f"median wall {lint['wall_median_s']:.3f} s, peak RSS {lint['peak_rss_median_mb']:.0f} MB"))
    rows.append(("benchmark run", f"{out['total_s']:.1f} s"))
    w = max(len(a) for a, _ in rows)
    for a, b in rows:
        print(f"  {a.ljust(w)}  {b}")
    print()
    t = [("measure", "value", "target", "met")] + [
        (x["measure"], x["value"], x["target"], {True: "yes", False: "NO", None: "n/a"}[x["met"]]) for x in out["targets"]]
    widths = [max(len(r[i]) for r in t) for i in range(4)]
    for r in t:
        print("  " + "  ".join(c.ljust(widths[i]) for i, c in enumerate(r)).rstrip())
    sessions = list(enumerate(out["starts"], 1)) + ([("warm-up", out["warmup_start"])] if "warmup_start" in out else [])
    anomalies = [(i, a) for i, s in sessions for a in s["anomalies"]]
    warnings = [(i, a) for i, s in sessions for a in s.get("log_warnings", [])]
    if anomalies or warnings:
        print()
        for i, a in anomalies:
            print(f"  start {i}: ! {a}")
        for i, a in warnings[:10]:
            print(f"  start {i}: window/logMessage: {a}")


if __name__ == "__main__":
    sys.exit(main())
