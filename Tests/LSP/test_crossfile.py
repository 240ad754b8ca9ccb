"""Cross-file updates: an unsaved edit in one open document, files changed on disk
(workspace/didChangeWatchedFiles), and `.eqlint.yml` edits re-publish the other open documents."""

from __future__ import annotations

from lsprotocol import types

from support import CARD, HANDLER, HANDLER_EQUATABLE, ROW, Project, codes, whole

CREATED, CHANGED, DELETED = types.FileChangeType.Created, types.FileChangeType.Changed, types.FileChangeType.Deleted


def has(code):
    return lambda p: code in codes(p.diagnostics)


def lacks(code):
    return lambda p: code not in codes(p.diagnostics)


async def test_unsaved_edit_in_one_document_republishes_another(lsp, project: Project):
    a = project.write("A.swift", HANDLER)
    b = project.write("B.swift", ROW)
    await lsp.start([project])
    lsp.open(a, HANDLER)
    lsp.open(b, ROW)
    await lsp.published(b, has("view_not_equatable"), what="with view_not_equatable")
    # Handler becomes Equatable in A's unsaved text (A.swift on disk still holds the closure).
    after = lsp.change(a, 2, (whole(HANDLER), HANDLER_EQUATABLE))
    cleared = await lsp.published(b, lacks("view_not_equatable"), after=after, what="without view_not_equatable after A changed")
    assert "view_not_equatable" not in codes(cleared.diagnostics), cleared.diagnostics
    assert cleared.version == 1  # B itself did not change
    assert project.path("A.swift").read_text() == HANDLER
    # And back: B's finding returns.
    after = lsp.change(a, 3, (whole(HANDLER_EQUATABLE), HANDLER))
    back = await lsp.published(b, has("view_not_equatable"), after=after, what="with view_not_equatable after A changed back")
    assert codes(back.diagnostics) == ["view_not_equatable"]


async def test_closed_file_changed_on_disk_republishes_open_documents(lsp, project: Project):
    project.write("A.swift", HANDLER)
    b = project.write("B.swift", ROW)
    await lsp.start([project])
    lsp.open(b, ROW)
    await lsp.published(b, has("view_not_equatable"), what="with view_not_equatable (Handler read from disk)")
    a = project.write("A.swift", HANDLER_EQUATABLE)
    after = lsp.files_changed((a, CHANGED))
    cleared = await lsp.published(b, lacks("view_not_equatable"), after=after,
                                  what="without view_not_equatable after A.swift changed on disk")
    assert "view_not_equatable" not in codes(cleared.diagnostics), cleared.diagnostics


async def test_files_created_and_deleted_on_disk(lsp, project: Project):
    b = project.write("B.swift", ROW)
    await lsp.start([project])
    lsp.open(b, ROW)
    await lsp.published(b)
    # A.swift appears (a checkout): Handler holds a closure, so B is reported.
    a = project.write("A.swift", HANDLER)
    after = lsp.files_changed((a, CREATED))
    await lsp.published(b, has("view_not_equatable"), after=after, what="after A.swift was created")
    # A.swift goes away: Handler is unknown again, so B is not reported.
    project.delete("A.swift")
    after = lsp.files_changed((a, DELETED))
    await lsp.published(b, lacks("view_not_equatable"), after=after, what="after A.swift was deleted")


async def test_open_document_text_wins_over_the_disk(lsp, project: Project):
    a = project.write("A.swift", HANDLER)
    b = project.write("B.swift", ROW)
    # With progress, to know when the first indexing is over (before it, a publish may come
    # from a partial view, which could lack the finding for another reason).
    await lsp.start([project], progress=True)
    lsp.open(a, HANDLER_EQUATABLE)  # unsaved: Equatable, while the disk holds the closure
    lsp.open(b, ROW)
    await lsp.indexed()
    # The disk changes under the open A (still the closure, another spelling): A's text wins.
    project.write("A.swift", "struct Handler {\n    let run: () -> Void\n}\n")
    lsp.files_changed((a, CHANGED))
    # A change to B makes a publish of B that follows the event.
    after = lsp.change(b, 2, (types.Range(start=types.Position(line=1, character=0),
                                         end=types.Position(line=1, character=0)), "// edited\n"))
    published = await lsp.published(b, lambda p: p.version == 2, after=after)
    assert "view_not_equatable" not in codes(published.diagnostics), published.diagnostics
    # Once A is closed, the disk is A's text: a change event for it reports B again.
    lsp.close(a)
    after = lsp.files_changed((a, CHANGED))
    await lsp.published(b, has("view_not_equatable"), after=after, what="after A was closed and changed on disk")


async def test_configuration_change_reloads_and_republishes(lsp, project: Project):
    card = project.write("Card.swift", CARD)
    project.write("A.swift", HANDLER)
    b = project.write("B.swift", ROW)
    await lsp.start([project])
    lsp.open(card, CARD)
    lsp.open(b, ROW)
    await lsp.published(card, has("view_not_equatable"))
    await lsp.published(b, has("view_not_equatable"))
    config = project.write(".eqlint.yml", "disabled_rules: [view_not_equatable]\n")
    after = lsp.files_changed((config, CHANGED))
    await lsp.published(card, lacks("view_not_equatable"), after=after, what="after .eqlint.yml disabled the rule")
    await lsp.published(b, lacks("view_not_equatable"), after=after, what="after .eqlint.yml disabled the rule")
    # Deleting the configuration brings the defaults back.
    project.write(".eqlint.yml", "opt_in_rules: [view_not_equatable]\n")
    after = lsp.files_changed((config, DELETED))
    await lsp.published(card, has("view_not_equatable"), after=after, what="after .eqlint.yml was deleted")


async def test_nested_configuration_created_and_other_projects_untouched(lsp, project: Project, make_project):
    other = make_project("other")
    top = project.write("Card.swift", CARD)
    nested = project.write("Sub/Card.swift", CARD)
    elsewhere = other.write("Card.swift", CARD)
    await lsp.start([project, other])
    for uri in (top, nested, elsewhere):
        lsp.open(uri, CARD)
    for uri in (top, nested, elsewhere):
        await lsp.published(uri, has("view_not_equatable"), what="with view_not_equatable")
    # A nested .eqlint.yml appears in Sub/: it applies to the files under Sub/ only.
    config = project.write("Sub/.eqlint.yml", "disabled_rules: [view_not_equatable]\n")
    after = lsp.files_changed((config, CREATED))
    await lsp.published(nested, lacks("view_not_equatable"), after=after, what="after Sub/.eqlint.yml was created")
    # The others still report it (a request's answer comes after anything published before it).
    assert await lsp.hover(top, 0, 0) is None
    for uri in (top, elsewhere):
        assert "view_not_equatable" in codes(lsp.publishes_of(uri)[-1].diagnostics), uri


CRASH_CARD = """import SwiftUI
import Equatable
struct Card: View { let title: String; let onTap: () -> Void; var body: some View { Text(title) } }
"""
SCREEN_BODY = """struct Screen: View { @State var count = 0; var body: some View { Card(title: "x", onTap: { print(count) }) } }
"""
SCREEN_ON_DISK = "import SwiftUI\nstruct A {}\nstruct B {}\nstruct C {}\n" + SCREEN_BODY
SCREEN_UNSAVED = "import SwiftUI\n" + SCREEN_BODY


async def test_unsaved_text_declaring_less_than_the_disk_does_not_crash(lsp, make_project):
    """Issue 22's crash (`Index out of range` in ProjectIndex.key(file:type:)): the stale-capture
    check of the fixes read Screen.swift from disk (four types) while the index held the editor's
    unsaved text (one). The server stays up and keeps publishing."""
    project = make_project("project", "opt_in_rules: [view_not_equatable]\n")
    card = project.write("Card.swift", CRASH_CARD)
    screen = project.write("Screen.swift", SCREEN_ON_DISK)
    await lsp.start([project])
    lsp.open(screen, SCREEN_UNSAVED)
    await lsp.published(screen, what="Screen.swift")
    lsp.open(card, CRASH_CARD)
    published = await lsp.published(card, has("view_not_equatable"), what="Card.swift with view_not_equatable")
    assert "view_not_equatable" in codes(published.diagnostics)
    # Still alive: an edit to the unsaved Screen is linted and published.
    after = lsp.change(screen, 2, (whole(SCREEN_UNSAVED), SCREEN_UNSAVED.replace("count", "total")))
    again = await lsp.published(screen, lambda p: p.version == 2, after=after, what="Screen.swift after an edit")
    assert again.version == 2


async def test_baseline_rewritten_on_disk_is_read_again(lsp, project: Project):
    """The configured baseline is read again when it changes on disk, as `eqlint lint` would
    read it: a finding it no longer records is published."""
    import os
    import subprocess

    card = project.write("Card.swift", CARD)
    project.write(".eqlint.yml", "opt_in_rules: [view_not_equatable]\nbaseline: .eqlint-baseline.json\n")
    subprocess.run([os.environ["EQLINT"], "lint", "--write-baseline", ".eqlint-baseline.json", "--no-cache", "--quiet"],
                   cwd=project.root, check=True)
    await lsp.start([project])
    lsp.open(card, CARD)
    await lsp.published(card, lacks("view_not_equatable"), what="with the finding in the baseline")
    baseline = project.write(".eqlint-baseline.json", '{\n  "version": 1,\n  "tool": "eqlint",\n  "entries": []\n}\n')
    after = lsp.files_changed((baseline, CHANGED))
    await lsp.published(card, has("view_not_equatable"), after=after, what="after the baseline was emptied")
