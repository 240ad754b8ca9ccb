"""Malformed messages, unknown methods, requests before initialize, huge and invalid documents.
Messages no well-behaved client sends go through `RawServer` (bytes on the server's stdin)."""

from __future__ import annotations

import pytest
from lsprotocol import types
from pygls.exceptions import JsonRpcException

from support import CARD, Project, as_tuple, codes, rng, whole

HOVER_NOWHERE = {"textDocument": {"uri": "file:///nowhere/X.swift"}, "position": {"line": 0, "character": 0}}


@pytest.mark.parametrize(
    "body",
    [
        b'{"jsonrpc": "2.0", "id": 99, "method": "shutdown"',  # truncated
        b"this is not JSON",
        b'{"jsonrpc": "2.0", "id": 98, "method": "shutdown", }',  # trailing comma
        b"\xff\xfe{}",  # not UTF-8
    ],
    ids=["truncated", "text", "trailing-comma", "not-utf8"],
)
def test_malformed_json_gets_parse_error_and_the_server_goes_on(raw, project: Project, body):
    server = raw()
    server.initialize(project.root)
    server.send_body(body)
    error = server.error_response()
    assert error["id"] is None, error
    assert error["error"]["code"] == -32700, error
    # The next request is answered.
    response = server.response(server.request("textDocument/hover", HOVER_NOWHERE))
    assert "error" not in response and response["result"] is None, response
    response = server.response(server.request("shutdown"))
    assert response.get("result", "missing") is None, response
    server.close_input()
    assert server.exit_status() == 0


@pytest.mark.parametrize(
    "message",
    [b"[1, 2, 3]", b"42", b'{"jsonrpc": "2.0", "params": {}}', b'{"jsonrpc": "2.0", "id": 7, "method": 12}'],
    ids=["array", "number", "no-method", "method-not-string"],
)
def test_json_that_is_not_a_request_gets_invalid_request(raw, project: Project, message):
    server = raw()
    server.initialize(project.root)
    server.send_body(message)
    error = server.error_response()
    assert error["error"]["code"] == -32600, error
    response = server.response(server.request("textDocument/hover", HOVER_NOWHERE))
    assert "error" not in response, response


def test_request_before_initialize_gets_server_not_initialized(raw, project: Project):
    server = raw()
    id_ = server.request("textDocument/hover", HOVER_NOWHERE)
    response = server.response(id_)
    assert response["error"]["code"] == -32002, response
    # initialize still works afterwards.
    result = server.initialize(project.root)
    assert result["capabilities"]["hoverProvider"] is True


def test_unknown_notification_is_ignored(raw, project: Project):
    server = raw()
    server.initialize(project.root)
    server.notify("eqlint/noSuchNotification", {"x": 1})
    server.notify("$/noSuchThing", {"y": 2})
    id_ = server.request("shutdown")
    response = server.response(id_)
    assert response.get("result", "missing") is None, response
    # Nothing answered the notifications.
    assert [m for m in server.pending if "error" in m or ("id" in m and "method" not in m)] == [], server.pending
    server.notify("exit")
    assert server.exit_status() == 0


@pytest.mark.parametrize("method", ["eqlint/noSuchRequest", "textDocument/completion", "$/noSuchRequest"])
async def test_unknown_request_gets_method_not_found(lsp, project: Project, method):
    await lsp.start([project])
    uri = project.write("Card.swift", CARD)
    params = {}
    if method == types.TEXT_DOCUMENT_COMPLETION:  # pygls sends its typed parameters
        params = types.CompletionParams(text_document=types.TextDocumentIdentifier(uri=uri),
                                        position=types.Position(line=0, character=0))
    with pytest.raises(JsonRpcException) as raised:
        await lsp.protocol.send_request_async(method, params)
    assert raised.value.code == -32601, raised.value
    lsp.open(uri, CARD)
    assert codes((await lsp.published(uri)).diagnostics) == ["view_not_equatable"]


async def test_document_over_8_mb_gets_one_diagnostic_and_the_server_goes_on(lsp, project: Project):
    line = "// " + "x" * 96 + "\n"
    huge = CARD + line * (9 * 1024 * 1024 // len(line))  # 9 MiB: over 8 MB in any unit
    assert len(huge.encode()) > 9 * 1024 * 1024
    uri = project.write("Huge.swift", "")
    card = project.write("Card.swift", CARD)
    await lsp.start([project])
    lsp.open(uri, huge)
    published = await lsp.published(uri)
    assert len(published.diagnostics) == 1, published.diagnostics  # nothing else analysed (not 'Card')
    (d,) = published.diagnostics
    assert d.code == "invalid_source"
    assert d.severity == types.DiagnosticSeverity.Error
    assert (d.range.start.line, d.range.start.character) == (0, 0)
    # It says why: over the 8 MB that are analysed while editing.
    assert "8 MB" in d.message and "edit" in d.message, d.message
    # Other documents are still served...
    lsp.open(card, CARD)
    assert codes((await lsp.published(card)).diagnostics) == ["view_not_equatable"]
    # ...and the huge one, once cut back to a normal size, is analysed again.
    after = lsp.change(uri, 2, (whole(huge), CARD))
    published = await lsp.published(uri, lambda p: p.version == 2, after=after)
    assert codes(published.diagnostics) == ["view_not_equatable"]
    # Grown over 8 MB by a change: the one diagnostic again.
    after = lsp.change(uri, 3, (whole(CARD), huge))
    published = await lsp.published(uri, lambda p: p.version == 3, after=after)
    assert codes(published.diagnostics) == ["invalid_source"]


LONE = CARD + "// a lone surrogate: \ud800\n"  # sent as the JSON escape "\ud800"


def is_invalid_source(d) -> None:
    assert d.code == "invalid_source" and d.severity == types.DiagnosticSeverity.Error, d
    # The CLI says "file is not valid UTF-8" of a file that is not UTF-8; the server may say
    # more precisely what is wrong with the text it received.
    assert any(word in d.message for word in ("UTF-8", "Unicode", "surrogate")), d.message


async def test_lone_surrogate_is_invalid_source(lsp, project: Project):
    uri = project.write("Bad.swift", CARD)
    typed = project.write("Typed.swift", CARD)
    await lsp.start([project])
    lsp.open(uri, LONE)
    published = await lsp.published(uri)
    invalid = [d for d in published.diagnostics if d.code == "invalid_source"]
    assert len(invalid) == 1, published.diagnostics
    is_invalid_source(invalid[0])
    # A lone surrogate typed into a valid document by a range edit.
    lsp.open(typed, CARD)
    assert codes((await lsp.published(typed)).diagnostics) == ["view_not_equatable"]
    after = lsp.change(typed, 2, (rng(5, 0, 5, 0), "// \udc00\n"))
    published = await lsp.published(typed, lambda p: p.version == 2, after=after)
    invalid = [d for d in published.diagnostics if d.code == "invalid_source"]
    assert len(invalid) == 1, published.diagnostics
    is_invalid_source(invalid[0])


@pytest.mark.parametrize("how", ["range-edit", "whole-text-range", "full-text-change"])
async def test_invalid_source_clears_once_the_surrogate_is_gone(lsp, project: Project, how):
    uri = project.write("Bad.swift", CARD)
    await lsp.start([project])
    lsp.open(uri, LONE)
    await lsp.published(uri, lambda p: "invalid_source" in codes(p.diagnostics), what="with invalid_source")
    mark = len(lsp.publishes)
    if how == "range-edit":  # the surrogate alone becomes 'ok'
        start = LONE.index("\ud800")
        line = LONE[:start].count("\n")
        column = start - (LONE.rfind("\n", 0, start) + 1)
        lsp.change(uri, 2, (rng(line, column, line, column + 1), "ok"))
    elif how == "whole-text-range":
        lsp.change(uri, 2, (whole(LONE), CARD))
    else:
        lsp.text_document_did_change(types.DidChangeTextDocumentParams(
            text_document=types.VersionedTextDocumentIdentifier(uri=uri, version=2),
            content_changes=[types.TextDocumentContentChangeWholeDocument(text=CARD)],
        ))
    published = await lsp.published(uri, lambda p: p.version == 2, after=mark)
    assert codes(published.diagnostics) == ["view_not_equatable"], f"the surrogate is gone: {published.diagnostics}"
    assert as_tuple(published.diagnostics[0].range) == (0, 7, 0, 11)
