"""publishDiagnostics: on open, change, save and close; the fields of a diagnostic; columns."""

from __future__ import annotations

from pathlib import Path
from urllib.parse import unquote, urlparse

import pytest
from lsprotocol import types

from support import (
    BADGE,
    CALENDAR,
    CARD,
    EMOJI_CARD,
    ONCHANGE,
    PARITY,
    RULES_URL,
    SCREEN,
    TOGGLE,
    USER,
    Project,
    as_tuple,
    codes,
    span,
)


async def test_diagnostic_fields_on_open(lsp, project: Project):
    uri = project.write("Card.swift", CARD)
    await lsp.start([project])
    lsp.open(uri, CARD, version=7)
    published = await lsp.published(uri, lambda p: p.diagnostics, what="with a finding")
    assert published.version == 7
    assert len(published.diagnostics) == 1, published.diagnostics
    d = published.diagnostics[0]
    assert d.code == "view_not_equatable"
    assert d.source == "eqlint"
    assert d.severity == types.DiagnosticSeverity.Warning
    assert as_tuple(d.range) == (0, 7, 0, 11)  # 'Card'
    assert d.message.startswith("'Card' is not Equatable"), d.message
    assert d.code_description is not None, "no codeDescription"
    assert d.code_description.href == RULES_URL + "view_not_equatable"


@pytest.mark.parametrize(
    "name, source, config, code, severity",
    [
        ("User.swift", USER, "", "hashable_equatable_mismatch", types.DiagnosticSeverity.Error),
        ("Card.swift", CARD, "opt_in_rules: [view_not_equatable]\n", "view_not_equatable", types.DiagnosticSeverity.Warning),
        ("V.swift", ONCHANGE, "opt_in_rules: [view_not_equatable, onchange_duplicate_action]\n", "onchange_duplicate_action",
         types.DiagnosticSeverity.Information),
    ],
    ids=["error", "warning", "note"],
)
async def test_severity_and_rule_reference(lsp, make_project, name, source, config, code, severity):
    project = make_project("project", config)
    uri = project.write(name, source)
    await lsp.start([project])
    lsp.open(uri, source)
    published = await lsp.published(uri, lambda p: p.diagnostics, what="with a finding")
    assert [(d.code, d.severity) for d in published.diagnostics] == [(code, severity)]
    assert published.diagnostics[0].code_description is not None, "no codeDescription"
    assert published.diagnostics[0].code_description.href == RULES_URL + code


async def test_incremental_changes_are_linted_from_the_unsaved_text(lsp, project: Project):
    uri = project.write("Card.swift", CARD)
    await lsp.start([project])
    lsp.open(uri, CARD)
    await lsp.published(uri, lambda p: codes(p.diagnostics) == ["view_not_equatable"])
    # 'onTap' becomes an Int (a range edit; the file on disk is unchanged): nothing to report.
    after = lsp.change(uri, 2, (span(CARD, "() -> Void"), "Int"))
    cleared = await lsp.published(uri, lambda p: p.version == 2, after=after)
    assert cleared.version == 2
    assert list(cleared.diagnostics) == []
    # Rename 'Card' to 'Tile' and make 'onTap' a closure again: the finding is back, on 'Tile'.
    text = CARD.replace("() -> Void", "Int")
    after = lsp.change(uri, 3, (span(text, "Card"), "Tile"), (span(text, "Int"), "(Int) -> Void"))
    back = await lsp.published(uri, lambda p: p.version == 3, after=after)
    assert back.version == 3
    assert codes(back.diagnostics) == ["view_not_equatable"]
    assert as_tuple(back.diagnostics[0].range) == (0, 7, 0, 11)
    assert back.diagnostics[0].message.startswith("'Tile' is not Equatable"), back.diagnostics[0].message


async def test_published_on_save(lsp, project: Project):
    uri = project.write("Card.swift", CARD)
    await lsp.start([project])
    lsp.open(uri, CARD)
    await lsp.published(uri)
    # Unsaved edit (version 2), then didSave without text: the saved document is linted again.
    after = lsp.change(uri, 2, (span(CARD, "Card"), "Tile"))
    await lsp.published(uri, lambda p: p.version == 2, after=after)
    project.write("Card.swift", CARD.replace("Card", "Tile", 1))
    after = lsp.save(uri)
    saved = await lsp.published(uri, after=after, what="after didSave")
    assert saved.version == 2
    assert codes(saved.diagnostics) == ["view_not_equatable"]
    assert "'Tile'" in saved.diagnostics[0].message


async def test_close_clears_the_diagnostics(lsp, project: Project):
    uri = project.write("Card.swift", CARD)
    await lsp.start([project])
    lsp.open(uri, CARD)
    await lsp.published(uri, lambda p: p.diagnostics, what="with a finding")
    after = lsp.close(uri)
    await lsp.published(uri, lambda p: not p.diagnostics, after=after, what="with no diagnostics after didClose")
    # Nothing is published for it after that (a request's answer comes after anything sent before).
    assert await lsp.hover(uri, 0, 8) is None
    assert list(lsp.publishes_of(uri)[-1].diagnostics) == []


@pytest.mark.parametrize(
    "files, linted, code, related_file, related_lines",
    [
        # The ignored closure property's declaration, in another (closed) file.
        ({"Toggle.swift": TOGGLE, "Screen.swift": SCREEN}, "Screen.swift", "closure_captures_state", "Toggle.swift", {3}),
        # The view's declaration.
        ({"Parity.swift": PARITY}, "Parity.swift", "equatable_modifier_missing", "Parity.swift", {0}),
        # The place that hashes the type (revision 4: its message names it first; line 5), or
        # the == it compares against (line 3).
        ({"User.swift": USER}, "User.swift", "hashable_equatable_mismatch", "User.swift", {3, 5}),
        # The contract says "the ==", but this finding is itself on the == (line 3): the second
        # place the server gives is the input == misses ('dates', line 2). Either is accepted.
        ({"Calendar.swift": CALENDAR}, "Calendar.swift", "custom_equality_misses_body_input", "Calendar.swift", {2, 3}),
    ],
    ids=["closure_captures_state", "equatable_modifier_missing", "hashable_equatable_mismatch",
         "custom_equality_misses_body_input"],
)
async def test_related_information(lsp, project: Project, files, linted, code, related_file, related_lines):
    for name, text in files.items():
        project.write(name, text)
    await lsp.start([project])
    uri = project.uri(linted)
    lsp.open(uri, files[linted])
    published = await lsp.published(uri, lambda p: code in codes(p.diagnostics), what=f"with {code}")
    d = next(d for d in published.diagnostics if d.code == code)
    assert d.related_information, f"{code} has no relatedInformation"
    related = d.related_information[0]
    assert related.location.uri == project.uri(related_file)
    assert related.location.range.start.line in related_lines, related.location.range
    assert related.location.range.end.line >= related.location.range.start.line
    # A second place: not the finding's own range.
    assert (related.location.uri, as_tuple(related.location.range)) != (uri, as_tuple(d.range))
    assert related.message


@pytest.mark.parametrize(
    "offered, card",
    [
        (None, (0, 17, 0, 21)),  # UTF-16: é is 1 unit, 🎉 is 2
        (["utf-16"], (0, 17, 0, 21)),
        (["utf-8"], (0, 20, 0, 24)),  # UTF-8: é is 2 bytes, 🎉 is 4
    ],
    ids=["default-utf-16", "utf-16", "utf-8"],
)
async def test_columns_after_multibyte_characters(lsp, project: Project, offered, card):
    uri = project.write("Card.swift", EMOJI_CARD)
    await lsp.start([project], encodings=offered)
    encoding = lsp.encoding
    lsp.open(uri, EMOJI_CARD)
    published = await lsp.published(uri)
    assert [as_tuple(d.range) for d in published.diagnostics] == [card]
    assert as_tuple(span(EMOJI_CARD, "Card", encoding)) == card  # the helper agrees
    # Hover in the negotiated encoding: on 'C' of 'Card', and just before it (the space).
    hover = await lsp.hover(uri, 0, card[1])
    assert hover is not None and "view_not_equatable" in hover.contents.value
    assert await lsp.hover(uri, 0, card[1] - 2) is None
    # An edit after '🎉', in the negotiated encoding: 'Card' becomes 'Tile', on the same columns.
    after = lsp.change(uri, 2, (span(EMOJI_CARD, "Card", encoding), "Tile"))
    renamed = await lsp.published(uri, lambda p: p.version == 2, after=after)
    assert [as_tuple(d.range) for d in renamed.diagnostics] == [card]
    assert renamed.diagnostics[0].message.startswith("'Tile' is not Equatable"), renamed.diagnostics[0].message
    # An edit before '🎉' ('é' becomes 'e'): 'Tile' moves one unit left in UTF-8 only.
    after = lsp.change(uri, 3, (span(EMOJI_CARD, "é", encoding), "e"))
    moved = await lsp.published(uri, lambda p: p.version == 3, after=after)
    shift = 1 if encoding == "utf-8" else 0
    assert [as_tuple(d.range) for d in moved.diagnostics] == [(0, card[1] - shift, 0, card[3] - shift)]


async def test_unsafe_only_finding_is_published(lsp, project: Project):
    """A finding whose only fix is unsafe is still an ordinary diagnostic (the fix is in code actions)."""
    uri = project.write("Badge.swift", BADGE)
    await lsp.start([project])
    lsp.open(uri, BADGE)
    published = await lsp.published(uri)
    assert codes(published.diagnostics) == ["equatable_ignored_in_body"]
    assert as_tuple(published.diagnostics[0].range)[:2] == (4, 31)


async def test_percent_encoded_uris(lsp, make_project):
    """A folder with a space and an 'é' in its name: file URIs are percent-encoded both ways."""
    project = make_project("My Projé")
    project.write("Toggle.swift", TOGGLE)
    uri = project.write("Screen.swift", SCREEN)
    assert "%20" in uri and "%C3%A9" in uri
    await lsp.start([project])
    lsp.open(uri, SCREEN)
    published = await lsp.published(uri, lambda p: p.diagnostics, what="with a finding")
    (d,) = published.diagnostics
    assert d.code == "closure_captures_state"
    assert d.related_information, "closure_captures_state has no relatedInformation"
    related = urlparse(d.related_information[0].location.uri)
    assert related.scheme == "file"
    assert Path(unquote(related.path)) == project.path("Toggle.swift")
