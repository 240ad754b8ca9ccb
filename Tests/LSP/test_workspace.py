"""Workspace folders as projects, the first indexing's $/progress, watched-files registration."""

from __future__ import annotations

import re

import pytest
from lsprotocol import types

from support import CARD, HANDLER, HANDLER_EQUATABLE, INDEXING_TOKEN, ROW, USER, Project, codes

CHANGED = types.FileChangeType.Changed


def has(code):
    return lambda p: code in codes(p.diagnostics)


def lacks(code):
    return lambda p: code not in codes(p.diagnostics)


async def test_each_workspace_folder_is_its_own_project(lsp, make_project):
    one, two = make_project("one"), make_project("two")
    one.write("A.swift", HANDLER)
    b1 = one.write("B.swift", ROW)
    b2 = two.write("B.swift", ROW)  # no Handler in this project: an unknown type, not reported
    await lsp.start([one, two], progress=True)
    await lsp.indexed()
    lsp.open(b1, ROW)
    lsp.open(b2, ROW)
    await lsp.published(b1, has("view_not_equatable"), what="with view_not_equatable")
    published = await lsp.published(b2)
    assert "view_not_equatable" not in codes(published.diagnostics), "a type of folder one reached folder two"


async def test_same_type_name_in_two_folders(lsp, make_project):
    """Folder one's Handler is Equatable, folder two's holds a closure: each Row sees its own."""
    one, two = make_project("one"), make_project("two")
    one.write("A.swift", HANDLER_EQUATABLE)
    b1 = one.write("B.swift", ROW)
    two.write("A.swift", HANDLER)
    b2 = two.write("B.swift", ROW)
    await lsp.start([one, two], progress=True)
    await lsp.indexed()
    lsp.open(b2, ROW)
    lsp.open(b1, ROW)
    await lsp.published(b2, has("view_not_equatable"), what="with view_not_equatable")
    published = await lsp.published(b1)
    assert "view_not_equatable" not in codes(published.diagnostics), published.diagnostics


async def test_did_change_workspace_folders(lsp, make_project):
    one, two = make_project("one"), make_project("two")
    card = one.write("Card.swift", CARD)
    a2 = two.write("A.swift", HANDLER)
    b2 = two.write("B.swift", ROW)
    await lsp.start([one], progress=True)
    await lsp.indexed()
    lsp.open(card, CARD)
    await lsp.published(card, has("view_not_equatable"))
    # Folder two joins (its files are on disk), folder one leaves.
    lsp.workspace_did_change_workspace_folders(
        types.DidChangeWorkspaceFoldersParams(
            event=types.WorkspaceFoldersChangeEvent(added=[two.folder], removed=[one.folder])
        )
    )
    lsp.open(b2, ROW)
    await lsp.published(b2, has("view_not_equatable"), what="with view_not_equatable (Handler of folder two)")
    # Watched files of the new folder update it.
    two.write("A.swift", HANDLER_EQUATABLE)
    after = lsp.files_changed((a2, CHANGED))
    await lsp.published(b2, lacks("view_not_equatable"), after=after, what="after folder two's A.swift changed")


@pytest.mark.parametrize("field", ["rootUri", "rootPath"])
async def test_root_without_workspace_folders(lsp, project: Project, field):
    a = project.write("A.swift", HANDLER)
    b = project.write("B.swift", ROW)
    if field == "rootUri":
        await lsp.start(root=project)
    else:
        await lsp.start(root_path=project)
    lsp.open(b, ROW)
    await lsp.published(b, has("view_not_equatable"), what="with view_not_equatable")
    project.write("A.swift", HANDLER_EQUATABLE)
    after = lsp.files_changed((a, CHANGED))
    await lsp.published(b, lacks("view_not_equatable"), after=after, what="after A.swift changed on disk")


async def test_progress_of_the_first_indexing(lsp, project: Project):
    project.write("A.swift", HANDLER)
    project.write("Card.swift", CARD)
    project.write("User.swift", USER)
    b = project.write("B.swift", ROW)
    await lsp.start([project], progress=True)
    lsp.open(b, ROW)  # opened while indexing may still run
    values = await lsp.indexed()
    events = lsp.progress_events
    assert events[0] == ("create", INDEXING_TOKEN), events
    assert [e for e in events if e[0] == "create"] == [("create", INDEXING_TOKEN)]
    assert {e[1] for e in events} == {INDEXING_TOKEN}
    begin, *reports, end = values
    assert begin.kind == "begin" and begin.title == "eqlint: indexing" and begin.percentage == 0, begin
    assert all(r.kind == "report" and r.message and r.percentage is not None for r in reports), reports
    percentages = [r.percentage for r in reports]
    assert percentages == sorted(percentages) and all(0 <= p <= 100 for p in percentages), percentages
    assert end.kind == "end", end
    assert end.message and re.search(r"\b\d+ files\b", end.message), end.message
    # B's diagnostics come from the whole index (Handler in A.swift).
    await lsp.published(b, has("view_not_equatable"), what="with view_not_equatable")


async def test_no_progress_without_the_client_capability(lsp, project: Project):
    uri = project.write("Card.swift", CARD)
    project.write("User.swift", USER)
    await lsp.start([project])
    lsp.open(uri, CARD)
    await lsp.published(uri, has("view_not_equatable"))
    assert await lsp.shutdown_async(None) is None  # everything sent before this answer has been read
    lsp.shut_down = True
    assert lsp.progress_events == []
    assert lsp.registrations == []
    lsp.exit(None)
    assert await lsp.exit_status() == 0


async def test_watched_files_are_registered(lsp, project: Project):
    project.write("Card.swift", CARD)
    await lsp.start([project], watch=True)
    registrations = await lsp.until(lambda: lsp.registrations, "client/registerCapability")
    assert [r.method for r in registrations] == ["workspace/didChangeWatchedFiles"]
    options = registrations[0].register_options
    watchers = options["watchers"] if isinstance(options, dict) else options.watchers
    globs = [w["globPattern"] if isinstance(w, dict) else w.glob_pattern for w in watchers]
    assert sorted(globs) == ["**/*.json", "**/*.swift", "**/.eqlint.yml"], globs
    assert registrations[0].id
    # The server goes on once the client answered.
    uri = project.uri("Card.swift")
    lsp.open(uri, CARD)
    await lsp.published(uri, has("view_not_equatable"))
