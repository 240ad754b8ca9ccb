"""Helpers for the end-to-end tests of `eqlint lsp` (see conftest.py for how to run them).

- `Project`: a temporary project folder (with an empty `.eqlint.yml`) holding real files.
- `EqLintClient`: pytest-lsp's `LanguageClient`, recording every `publishDiagnostics`,
  `client/registerCapability` and progress message in order, with waits that time out.
- `RawServer`: the server over plain pipes with `Content-Length` framing, for the messages
  a well-behaved client cannot send (malformed JSON, requests before `initialize`).
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import os
import queue
import subprocess
import threading
import time
from pathlib import Path
from typing import Any, Callable

from lsprotocol import types
from pytest_lsp import LanguageClient
from pytest_lsp import client as pytest_lsp_client

REPO = Path(__file__).resolve().parents[2]
EQLINT = str(Path(os.environ.get("EQLINT", REPO / ".build" / "debug" / "eqlint")).absolute())
# Every wait on the server ends after this many seconds.
TIMEOUT = float(os.environ.get("EQLINT_LSP_TIMEOUT", "20"))
INDEXING_TOKEN = "eqlint/indexing"
RULES_URL = "https://github.com/eqlint/eqlint/blob/main/docs/rules.md#"


# The tests check the server through view_not_equatable's findings, an opt-in rule: their
# projects turn it on, as a team that wants it would.
DEFAULT_CONFIG = "opt_in_rules: [view_not_equatable]\n"


def server_env(cache: Path) -> dict[str, str]:
    """The server's environment: ours, with a cache folder of the test's own."""
    return dict(os.environ, XDG_CACHE_HOME=str(cache))


# ---------------------------------------------------------------- projects and text


class Project:
    """A project folder: `.eqlint.yml` (empty unless given) and the files written into it."""

    def __init__(self, root: Path, config: str = DEFAULT_CONFIG):
        self.root = root
        root.mkdir(parents=True, exist_ok=True)
        (root / ".eqlint.yml").write_text(config)

    def path(self, name: str) -> Path:
        return self.root / name

    def uri(self, name: str) -> str:
        return self.path(name).as_uri()

    def write(self, name: str, text: str) -> str:
        path = self.path(name)
        path.parent.mkdir(parents=True, exist_ok=True)
        path.write_text(text, encoding="utf-8")
        return path.as_uri()

    def delete(self, name: str) -> str:
        path = self.path(name)
        path.unlink()
        return path.as_uri()

    @property
    def folder(self) -> types.WorkspaceFolder:
        return types.WorkspaceFolder(uri=self.root.as_uri(), name=self.root.name)


def units(ch: str, encoding: str) -> int:
    """The length of one character in the encoding's code units."""
    if encoding == "utf-8":
        return len(ch.encode("utf-8", "surrogatepass"))
    return 2 if ord(ch) > 0xFFFF else 1


def offset(text: str, position: types.Position, encoding: str = "utf-16") -> int:
    """The index in `text` of an LSP position counted in `encoding` code units."""
    lines = text.split("\n")
    assert position.line <= len(lines), f"line {position.line} is past the end"
    start = sum(len(line) + 1 for line in lines[: position.line])
    line = lines[position.line] if position.line < len(lines) else ""
    counted = 0
    for i, ch in enumerate(line):
        if counted >= position.character:
            assert counted == position.character, f"character {position.character} splits a character"
            return start + i
        counted += units(ch, encoding)
    assert counted == position.character, f"character {position.character} is past the line's end ({counted})"
    return start + len(line)


def position(text: str, index: int, encoding: str = "utf-16") -> types.Position:
    """The LSP position of `text[index]`."""
    before = text[:index]
    line = before.count("\n")
    column = before[before.rfind("\n") + 1 :]
    return types.Position(line=line, character=sum(units(ch, encoding) for ch in column))


def span(text: str, needle: str, encoding: str = "utf-16", occurrence: int = 0) -> types.Range:
    """The range of the `occurrence`-th `needle` in `text`."""
    index = -1
    for _ in range(occurrence + 1):
        index = text.index(needle, index + 1)
    return types.Range(start=position(text, index, encoding), end=position(text, index + len(needle), encoding))


def apply_edits(text: str, edits, encoding: str = "utf-16") -> str:
    """`text` with LSP text edits applied (their ranges refer to the original text)."""
    located = sorted(
        ((offset(text, e.range.start, encoding), offset(text, e.range.end, encoding), e.new_text) for e in edits),
        reverse=True,
    )
    for start, end, new in located:
        text = text[:start] + new + text[end:]
    return text


def rng(start_line: int, start_char: int, end_line: int, end_char: int) -> types.Range:
    return types.Range(
        start=types.Position(line=start_line, character=start_char),
        end=types.Position(line=end_line, character=end_char),
    )


def as_tuple(r: types.Range) -> tuple[int, int, int, int]:
    return (r.start.line, r.start.character, r.end.line, r.end.character)


def codes(diagnostics) -> list[str]:
    return [d.code for d in diagnostics]


def cli_fix(source: str, workdir: Path) -> str:
    """What `eqlint lint --fix` makes of `source`, alone in a project of its own."""
    project = Project(workdir)
    path = project.path("Fixed.swift")
    path.write_text(source, encoding="utf-8")
    subprocess.run(
        [EQLINT, "lint", "--fix", "--quiet", "--no-cache", str(path)],
        env=server_env(workdir / ".cache"),
        capture_output=True,
        timeout=TIMEOUT,
        check=False,
    )
    return path.read_text(encoding="utf-8")


# ---------------------------------------------------------------- the pytest-lsp client


class EqLintClient(LanguageClient):
    """pytest-lsp's client, keeping everything the server sends in arrival order."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self.publishes: list[types.PublishDiagnosticsParams] = []
        self.registrations: list[types.Registration] = []
        # ("create", token) for window/workDoneProgress/create, ("progress", token, value) for $/progress.
        self.progress_events: list[tuple] = []
        self.encoding = "utf-16"
        self.shut_down = False
        self._arrived = asyncio.Event()

    # -- recording (called by the handlers registered in `make_client`)

    def record(self) -> None:
        self._arrived.set()

    async def until(self, condition: Callable[[], Any], what: str, timeout: float = TIMEOUT):
        """Waits until `condition()` is truthy, woken by each message the server sends."""
        deadline = time.monotonic() + timeout
        while True:
            self._arrived.clear()
            result = condition()
            if result:
                return result
            if self._server is not None and self._server.returncode is not None:
                raise AssertionError(f"the server exited ({self._server.returncode}) while waiting for {what}")
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise AssertionError(f"timed out after {timeout:g} s waiting for {what}")
            with contextlib.suppress(asyncio.TimeoutError):
                await asyncio.wait_for(self._arrived.wait(), min(remaining, 0.5))

    # -- lifecycle

    async def start(
        self,
        folders: list[Project] | None = None,
        *,
        root: Project | None = None,
        root_path: Project | None = None,
        encodings: list[str] | None = None,
        progress: bool = False,
        watch: bool = False,
    ) -> types.InitializeResult:
        """`initialize` (the folders as workspace folders; `root` as rootUri, `root_path` as
        rootPath) then `initialized`."""
        capabilities = types.ClientCapabilities(
            general=types.GeneralClientCapabilities(position_encodings=encodings) if encodings is not None else None,
            window=types.WindowClientCapabilities(work_done_progress=True) if progress else None,
            workspace=types.WorkspaceClientCapabilities(
                workspace_folders=True,
                did_change_watched_files=types.DidChangeWatchedFilesClientCapabilities(dynamic_registration=True),
            )
            if watch
            else None,
        )
        params = types.InitializeParams(
            capabilities=capabilities,
            root_uri=root.root.as_uri() if root else None,
            root_path=str(root_path.root) if root_path else None,
            workspace_folders=[f.folder for f in folders] if folders else None,
        )
        result = await asyncio.wait_for(self.initialize_session(params), TIMEOUT)
        self.encoding = str(getattr(result.capabilities.position_encoding, "value", result.capabilities.position_encoding))
        return result

    async def indexed(self) -> list:
        """Waits for the `end` of the first indexing's progress; its values in order."""

        def values():
            found = [e[2] for e in self.progress_events if e[0] == "progress" and e[1] == INDEXING_TOKEN]
            return found if found and found[-1].kind == "end" else None

        return await self.until(values, "the end of the indexing progress")

    async def shutdown_and_exit(self) -> int:
        await asyncio.wait_for(self.shutdown_async(None), TIMEOUT)
        self.shut_down = True
        self.exit(None)
        return await self.exit_status()

    async def exit_status(self, timeout: float = TIMEOUT) -> int:
        assert self._server is not None
        return await asyncio.wait_for(self._server.wait(), timeout)

    async def finish(self) -> None:
        """Teardown: ends the server however the test left it."""
        server = self._server
        if server is not None and server.returncode is None:
            if self.capabilities is not None and not self.shut_down and self.error is None:
                with contextlib.suppress(Exception):
                    await asyncio.wait_for(self.shutdown_async(None), 5)
                    self.exit(None)
                    await asyncio.wait_for(server.wait(), 5)
            if server.returncode is None:
                with contextlib.suppress(Exception):
                    server.stdin.close()
                    await asyncio.wait_for(server.wait(), 5)
            if server.returncode is None:
                server.kill()
                await server.wait()
        with contextlib.suppress(Exception):
            await asyncio.wait_for(self.stop(), 10)

    # -- writing

    @contextlib.contextmanager
    def one_write(self):
        """Everything sent inside the block goes to the server in a single write(); yields
        the list of the messages collected."""
        real = self.protocol.writer
        chunks: list[bytes] = []

        class Collect:
            def write(self, data: bytes) -> None:
                chunks.append(data)

            def close(self) -> None:
                pass

        self.protocol.writer = Collect()
        try:
            yield chunks
        finally:
            self.protocol.writer = real
        real.write(b"".join(chunks))

    # -- documents

    def open(self, uri: str, text: str, version: int = 1) -> int:
        """didOpen; returns the number of publishes seen so far (for `published(after=...)`)."""
        mark = len(self.publishes)
        self.text_document_did_open(
            types.DidOpenTextDocumentParams(
                text_document=types.TextDocumentItem(uri=uri, language_id="swift", version=version, text=text)
            )
        )
        return mark

    def change(self, uri: str, version: int, *edits: tuple[types.Range, str]) -> int:
        """didChange with incremental (range) edits."""
        mark = len(self.publishes)
        self.text_document_did_change(
            types.DidChangeTextDocumentParams(
                text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=version),
                content_changes=[
                    types.TextDocumentContentChangePartial(range=r, text=t) for r, t in edits
                ],
            )
        )
        return mark

    def save(self, uri: str) -> int:
        mark = len(self.publishes)
        self.text_document_did_save(types.DidSaveTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
        return mark

    def close(self, uri: str) -> int:
        mark = len(self.publishes)
        self.text_document_did_close(types.DidCloseTextDocumentParams(text_document=types.TextDocumentIdentifier(uri=uri)))
        return mark

    def files_changed(self, *events: tuple[str, types.FileChangeType]) -> int:
        mark = len(self.publishes)
        self.workspace_did_change_watched_files(
            types.DidChangeWatchedFilesParams(changes=[types.FileEvent(uri=u, type=t) for u, t in events])
        )
        return mark

    def publishes_of(self, uri: str, after: int = 0) -> list[types.PublishDiagnosticsParams]:
        return [p for p in self.publishes[after:] if p.uri == uri]

    async def published(
        self,
        uri: str,
        where: Callable[[types.PublishDiagnosticsParams], bool] = lambda p: True,
        *,
        after: int = 0,
        what: str = "",
        timeout: float = TIMEOUT,
    ) -> types.PublishDiagnosticsParams:
        """The first publish of `uri` (from the `after`-th message on) that satisfies `where`."""

        def find():
            return next((p for p in self.publishes_of(uri, after) if where(p)), None)

        return await self.until(find, f"a publishDiagnostics of {uri} {what}".rstrip(), timeout)

    async def code_actions(self, uri: str, r: types.Range, diagnostics=(), only=None):
        params = types.CodeActionParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            range=r,
            context=types.CodeActionContext(diagnostics=list(diagnostics), only=only),
        )
        return await asyncio.wait_for(self.text_document_code_action_async(params), TIMEOUT) or []

    async def hover(self, uri: str, line: int, character: int):
        params = types.HoverParams(
            text_document=types.TextDocumentIdentifier(uri=uri),
            position=types.Position(line=line, character=character),
        )
        return await asyncio.wait_for(self.text_document_hover_async(params), TIMEOUT)


def make_client() -> EqLintClient:
    client = EqLintClient(converter_factory=pytest_lsp_client.default_converter)
    features = dict(pytest_lsp_client.DEFAULT_CLIENT_FEATURES)

    def publish(ls: EqLintClient, params: types.PublishDiagnosticsParams):
        ls.diagnostics[params.uri] = params.diagnostics
        ls.publishes.append(params)
        ls.record()

    def create(ls: EqLintClient, params: types.WorkDoneProgressCreateParams):
        ls.progress_events.append(("create", params.token))
        pytest_lsp_client.create_work_done_progress(ls, params)
        ls.record()

    def progress(ls: EqLintClient, params: types.ProgressParams):
        before = len(ls.progress_reports.get(params.token, []))
        pytest_lsp_client.progress(ls, params)
        reports = ls.progress_reports.get(params.token, [])
        if len(reports) > before:
            ls.progress_events.append(("progress", params.token, reports[-1]))
        ls.record()

    def log(ls: EqLintClient, params: types.LogMessageParams):
        pytest_lsp_client.log_message(ls, params)
        ls.record()

    def register(ls: EqLintClient, params: types.RegistrationParams):
        ls.registrations.extend(params.registrations)
        ls.record()
        return None

    features[types.TEXT_DOCUMENT_PUBLISH_DIAGNOSTICS] = publish
    features[types.WINDOW_WORK_DONE_PROGRESS_CREATE] = create
    features[types.PROGRESS] = progress
    features[types.WINDOW_LOG_MESSAGE] = log
    features[types.CLIENT_REGISTER_CAPABILITY] = register
    pytest_lsp_client.register_lsp_features(client, features)
    return client


# ---------------------------------------------------------------- the raw client


class RawServer:
    """`eqlint lsp` over pipes, exchanging `Content-Length` framed messages byte for byte."""

    def __init__(self, cwd: Path, cache: Path):
        self.proc = subprocess.Popen(
            [EQLINT, "lsp"],
            stdin=subprocess.PIPE,
            stdout=subprocess.PIPE,
            stderr=subprocess.PIPE,
            cwd=cwd,
            env=server_env(cache),
        )
        self.messages: queue.Queue = queue.Queue()
        self.pending: list[dict] = []
        self.stderr = b""
        self.next_id = 0
        threading.Thread(target=self._read, daemon=True).start()
        threading.Thread(target=self._drain_stderr, daemon=True).start()

    def _drain_stderr(self):
        for line in self.proc.stderr:
            self.stderr += line

    def _read(self):
        out = self.proc.stdout
        while True:
            length = None
            while True:
                line = out.readline()
                if not line:
                    self.messages.put(None)
                    return
                line = line.rstrip(b"\r\n")
                if not line:
                    break
                name, _, value = line.partition(b":")
                if name.strip().lower() == b"content-length":
                    length = int(value.strip())
            if length is None:
                self.messages.put({"unframed": True})
                continue
            body = out.read(length)
            try:
                self.messages.put(json.loads(body))
            except ValueError:
                self.messages.put({"unparsable": body})

    # -- writing

    def write(self, data: bytes) -> None:
        """One write() of `data`, as it is."""
        self.proc.stdin.write(data)
        self.proc.stdin.flush()

    @staticmethod
    def frame(body: bytes) -> bytes:
        return b"Content-Length: %d\r\n\r\n" % len(body) + body

    def send_body(self, body: bytes) -> None:
        self.write(self.frame(body))

    def send(self, message: dict) -> None:
        self.send_body(json.dumps({"jsonrpc": "2.0", **message}).encode())

    def notify(self, method: str, params: Any = None) -> None:
        self.send({"method": method, "params": params if params is not None else {}})

    def request(self, method: str, params: Any = None) -> int:
        self.next_id += 1
        self.send({"id": self.next_id, "method": method, "params": params if params is not None else {}})
        return self.next_id

    def initialize(self, root: Path) -> dict:
        result = self.response(self.request("initialize", {"processId": None, "rootUri": root.as_uri(), "capabilities": {}}))
        assert "result" in result, result
        self.notify("initialized")
        return result["result"]

    # -- reading

    def next(self, timeout: float = TIMEOUT) -> dict | None:
        """The next message; None at the end of the output."""
        try:
            return self.messages.get(timeout=timeout)
        except queue.Empty:
            raise AssertionError(f"no message from the server in {timeout:g} s") from None

    def wait(self, match: Callable[[dict], bool], what: str, timeout: float = TIMEOUT) -> dict:
        """The first message satisfying `match`; the others are kept for `seen`."""
        for k, message in enumerate(self.pending):
            if match(message):
                return self.pending.pop(k)
        deadline = time.monotonic() + timeout
        while True:
            remaining = deadline - time.monotonic()
            if remaining <= 0:
                raise AssertionError(f"timed out waiting for {what}; got {self.pending}")
            message = self.next(remaining)
            if message is None:
                raise AssertionError(f"the server closed its output before {what}; got {self.pending}")
            if match(message):
                return message
            self.pending.append(message)

    def response(self, id_: Any, timeout: float = TIMEOUT) -> dict:
        return self.wait(lambda m: m.get("id") == id_ and "method" not in m, f"the response to {id_!r}", timeout)

    def error_response(self, timeout: float = TIMEOUT) -> dict:
        return self.wait(lambda m: "error" in m and "method" not in m, "an error response", timeout)

    # -- ending

    def close_input(self) -> None:
        with contextlib.suppress(Exception):
            self.proc.stdin.close()

    def exit_status(self, timeout: float = TIMEOUT) -> int:
        try:
            return self.proc.wait(timeout)
        except subprocess.TimeoutExpired:
            raise AssertionError(f"the server did not exit within {timeout:g} s") from None

    def kill(self) -> None:
        if self.proc.poll() is None:
            self.proc.kill()
            self.proc.wait()


# ---------------------------------------------------------------- Swift sources
# Each is checked with `eqlint lint FILE` in a project of its own (empty `.eqlint.yml`).

# view_not_equatable on 'Card' (0:7-0:11).
CARD = """struct Card: View {
    let title: String
    let onTap: () -> Void
    var body: some View { Text(title) }
}
"""
# The same with 'é' (1 UTF-16 unit, 2 bytes) and '🎉' (2 units, 4 bytes) before 'Card':
# 0:17-0:21 in UTF-16, 0:20-0:24 in UTF-8.
EMOJI_CARD = "/* é🎉 */ " + CARD
# view_not_equatable on 'NS.Card2', on a line indented by 4 spaces (1:11-1:16).
NESTED_CARD = """enum NS {
    struct Card2: View {
        let onTap: () -> Void
        var body: some View { Text("a") }
    }
}
"""
# hashable_equatable_mismatch (error, safe fix form 1: hash(into:) after ==) on 'User'.
USER = """struct User: Hashable {
    let id: Int
    var name: String
    static func == (lhs: User, rhs: User) -> Bool { lhs.id == rhs.id }
}
let signedIn: Set<User> = []
"""
# equatable_modifier_missing (safe fix: `.equatable()`) on 'Parity(number: n)'.
PARITY = """struct Parity: View, Equatable {
    let number: Int
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.number % 2 == rhs.number % 2 }
    var body: some View { Text("\\(number)") }
}
@Equatable
struct Screen2: View {
    let n: Int
    var body: some View { Parity(number: n) }
}
"""
# equatable_ignored_in_body (only an unsafe fix) on 'label' in body.
BADGE = """@Equatable
struct Badge: View {
    let id: Int
    @EquatableIgnored var label: String
    var body: some View { Text(label) }
}
"""
# custom_equality_misses_body_input on the '=='.
CALENDAR = """struct CalendarView: View, Equatable {
    let sleeps: [Int]
    let dates: [String]
    static func == (lhs: Self, rhs: Self) -> Bool { lhs.sleeps.count == rhs.sleeps.count }
    var body: some View { Text("\\(dates.count) \\(sleeps.count)") }
}
"""
# closure_captures_state: TOGGLE (no finding) declares the ignored closure 'onTap' (line 3);
# SCREEN passes a closure capturing 'enabled' (finding on line 2).
TOGGLE = """@Equatable
struct Toggle: View {
    let title: String
    @EquatableIgnoredUnsafeClosure let onTap: () -> Void
    var body: some View { Text(title) }
}
"""
SCREEN = """struct Screen {
    var enabled: Bool
    func make() -> Toggle { Toggle(title: "A", onTap: { print(enabled) }) }
}
"""
# onchange_duplicate_action (a note, opt-in) on the second onChange.
ONCHANGE = """struct V: View {
    @State var a = 0
    @State var b = 0
    var body: some View {
        Text("x")
            .onChange(of: a) { reload() }
            .onChange(of: b) { reload() }
    }
    func reload() { Task { await refresh() } }
    func refresh() async {}
}
"""
# The contract's cross-file example: B has view_not_equatable while Handler holds a closure.
HANDLER = "struct Handler { let run: () -> Void }\n"
HANDLER_EQUATABLE = (
    "struct Handler: Equatable { let run: () -> Void; "
    "static func == (a: Handler, b: Handler) -> Bool { true } }\n"
)
ROW = 'struct Row: View { let handler: Handler; var body: some View { Text("x") } }\n'


def whole(text: str) -> types.Range:
    """The range of the whole of `text` (its end in UTF-16 and UTF-8 alike when it is ASCII)."""
    return types.Range(start=types.Position(line=0, character=0), end=position(text, len(text)))
