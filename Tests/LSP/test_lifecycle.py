"""initialize (capabilities, position encoding), shutdown and exit, the end of the input."""

from __future__ import annotations

import pytest
from lsprotocol import types

from support import Project


async def test_initialize_capabilities(lsp, project: Project):
    result = await lsp.start([project])
    caps = result.capabilities
    assert caps.position_encoding == "utf-16"
    sync = caps.text_document_sync
    assert isinstance(sync, types.TextDocumentSyncOptions), sync
    assert sync.open_close is True
    assert sync.change == types.TextDocumentSyncKind.Incremental
    assert isinstance(sync.save, types.SaveOptions) and sync.save.include_text is False, sync.save
    assert caps.hover_provider is True
    assert isinstance(caps.code_action_provider, types.CodeActionOptions), caps.code_action_provider
    assert list(caps.code_action_provider.code_action_kinds) == ["quickfix", "source.fixAll.eqlint"]
    assert caps.workspace is not None and caps.workspace.workspace_folders is not None, caps.workspace
    assert caps.workspace.workspace_folders.supported is True
    assert caps.workspace.workspace_folders.change_notifications is True
    assert result.server_info is not None and result.server_info.name == "eqlint"


@pytest.mark.parametrize(
    "offered, negotiated",
    [
        (["utf-8"], "utf-8"),
        (None, "utf-16"),
        ([], "utf-16"),
        (["utf-16", "utf-8"], "utf-16"),
        (["utf-32", "utf-8"], "utf-8"),
        (["utf-32"], "utf-16"),
    ],
)
async def test_position_encoding_negotiation(lsp, project: Project, offered, negotiated):
    result = await lsp.start([project], encodings=offered)
    assert result.capabilities.position_encoding == negotiated


async def test_shutdown_then_exit_ends_with_status_0(lsp, project: Project):
    await lsp.start([project])
    assert await lsp.shutdown_async(None) is None
    lsp.shut_down = True
    lsp.exit(None)
    assert await lsp.exit_status() == 0


async def test_exit_without_shutdown_ends_with_status_1(lsp, project: Project):
    await lsp.start([project])
    lsp.exit(None)
    assert await lsp.exit_status() == 1


@pytest.mark.parametrize("shutdown, status", [(False, 1), (True, 0)])
def test_server_exits_when_its_input_closes(raw, project: Project, shutdown, status):
    server = raw()
    server.initialize(project.root)
    if shutdown:
        response = server.response(server.request("shutdown"))
        assert response.get("result", "missing") is None, response
    server.close_input()
    assert server.exit_status() == status


def test_server_exits_when_its_input_closes_before_initialize(raw):
    server = raw()
    server.close_input()
    assert server.exit_status() == 1
