"""textDocument/codeAction (fixes, suppression, fix-all, context.only) and textDocument/hover."""

from __future__ import annotations

import pytest
from lsprotocol import types

from support import (
    BADGE,
    CARD,
    NESTED_CARD,
    PARITY,
    USER,
    Project,
    apply_edits,
    as_tuple,
    cli_fix,
    codes,
    rng,
)

FIX_ALL = "source.fixAll.eqlint"


async def opened(lsp, project: Project, name: str, text: str, **start):
    """Writes and opens `name`, and waits for its diagnostics (at least one)."""
    uri = project.write(name, text)
    await lsp.start([project], **start)
    lsp.open(uri, text)
    published = await lsp.published(uri, lambda p: p.diagnostics, what="with a finding")
    return uri, list(published.diagnostics)


def edits_of(action: types.CodeAction, uri: str):
    assert action.edit is not None and action.edit.changes is not None, action
    assert list(action.edit.changes) == [uri], action.edit.changes
    return action.edit.changes[uri]


def by_title(actions, start: str):
    found = [a for a in actions if a.title.startswith(start)]
    assert len(found) == 1, [a.title for a in actions]
    return found[0]


@pytest.mark.parametrize(
    "name, text, code, expected",
    [
        ("User.swift", USER, "hashable_equatable_mismatch",
         USER.replace("rhs.id }\n", "rhs.id }\n    func hash(into hasher: inout Hasher) { hasher.combine(id) }\n")),
        ("Parity.swift", PARITY, "equatable_modifier_missing",
         PARITY.replace("Parity(number: n) }", "Parity(number: n).equatable() }")),
    ],
    ids=["hashable_equatable_mismatch", "equatable_modifier_missing"],
)
async def test_quickfix_with_a_safe_fix(lsp, project: Project, tmp_path, name, text, code, expected):
    uri, diagnostics = await opened(lsp, project, name, text)
    (d,) = [d for d in diagnostics if d.code == code]
    actions = await lsp.code_actions(uri, d.range, [d])
    fix = by_title(actions, f"{code}: ")
    assert fix.kind == types.CodeActionKind.QuickFix
    assert not fix.title.endswith("(unsafe)"), fix.title
    assert fix.is_preferred is True
    fixed = apply_edits(text, edits_of(fix, uri), lsp.encoding)
    assert fixed == expected
    assert fixed == cli_fix(text, tmp_path / "cli")  # the same fix as `eqlint lint --fix`
    # The text with the fix applied has nothing left to report.
    after = lsp.change(uri, 2, *[(e.range, e.new_text) for e in edits_of(fix, uri)])
    assert code not in codes((await lsp.published(uri, lambda p: p.version == 2, after=after)).diagnostics)


async def test_unsafe_fix_says_so_and_is_not_preferred(lsp, project: Project):
    uri, (d,) = await opened(lsp, project, "Badge.swift", BADGE)
    assert d.code == "equatable_ignored_in_body"
    actions = await lsp.code_actions(uri, d.range, [d])
    fix = by_title(actions, "equatable_ignored_in_body: ")
    assert fix.title.endswith(" (unsafe)"), fix.title
    assert fix.kind == types.CodeActionKind.QuickFix
    assert fix.is_preferred is False
    # It removes @EquatableIgnored, so that == compares 'label'.
    assert "@EquatableIgnored" not in apply_edits(BADGE, edits_of(fix, uri), lsp.encoding)
    # Only safe fixes make a fix-all: there is none here.
    assert [a for a in actions if a.kind == FIX_ALL] == []


@pytest.mark.parametrize("indent", ["    ", "\t", " \t  "], ids=["spaces", "tab", "mixed"])
async def test_suppression_action_keeps_the_line_indentation(lsp, project: Project, indent):
    text = NESTED_CARD.replace("\n    ", "\n" + indent)
    uri, (d,) = await opened(lsp, project, "NS.swift", text)
    assert d.code == "view_not_equatable" and d.range.start.line == 1
    actions = await lsp.code_actions(uri, d.range, [d])
    suppress = by_title(actions, "suppress view_not_equatable on this line")
    assert suppress.kind == types.CodeActionKind.QuickFix
    (edit,) = edits_of(suppress, uri)
    assert as_tuple(edit.range) == (1, 0, 1, 0)
    assert edit.new_text == indent + "// eqlint:disable:next view_not_equatable\n"
    # No fix for this rule: the suppression is the only action.
    assert [a.title for a in actions] == [suppress.title]
    # Applied, the finding is suppressed (and the suppression is used).
    after = lsp.change(uri, 2, (edit.range, edit.new_text))
    published = await lsp.published(uri, lambda p: p.version == 2, after=after)
    assert codes(published.diagnostics) == []


async def test_suppression_action_on_an_unindented_line(lsp, project: Project):
    uri, diagnostics = await opened(lsp, project, "User.swift", USER)
    (d,) = diagnostics
    actions = await lsp.code_actions(uri, d.range, [d])
    (edit,) = edits_of(by_title(actions, "suppress hashable_equatable_mismatch on this line"), uri)
    assert as_tuple(edit.range) == (0, 0, 0, 0)
    assert edit.new_text == "// eqlint:disable:next hashable_equatable_mismatch\n"


async def test_fix_all_applies_the_safe_fixes_of_the_document(lsp, project: Project, tmp_path):
    text = USER + PARITY + BADGE  # two safe fixes and one unsafe
    uri, diagnostics = await opened(lsp, project, "All.swift", text)
    assert sorted(codes(diagnostics)) == sorted(
        ["hashable_equatable_mismatch", "equatable_modifier_missing", "equatable_ignored_in_body"])
    # Asked for the whole document, or for a range without any finding: fix-all is offered.
    for r in (rng(0, 0, 0, 0), rng(1, 0, 1, 0)):
        actions = await lsp.code_actions(uri, r, [])
        fix_all = by_title(actions, "eqlint: apply all safe fixes")
        assert fix_all.kind == FIX_ALL
        fixed = apply_edits(text, edits_of(fix_all, uri), lsp.encoding)
        assert fixed == cli_fix(text, tmp_path / "cli")
        assert "func hash(into hasher: inout Hasher)" in fixed and "Parity(number: n).equatable()" in fixed
        assert "@EquatableIgnored var label" in fixed  # the unsafe fix is left out
    after = lsp.change(uri, 2, *[(e.range, e.new_text) for e in edits_of(fix_all, uri)])
    published = await lsp.published(uri, lambda p: p.version == 2, after=after)
    assert codes(published.diagnostics) == ["equatable_ignored_in_body"]


async def test_no_fix_all_without_safe_fixes(lsp, project: Project):
    uri, (d,) = await opened(lsp, project, "Card.swift", CARD)
    actions = await lsp.code_actions(uri, d.range, [d])
    assert [a.kind for a in actions] == [types.CodeActionKind.QuickFix]


@pytest.mark.parametrize(
    "only, kinds",
    [
        (None, ["quickfix", "quickfix", FIX_ALL]),
        (["quickfix"], ["quickfix", "quickfix"]),
        (["source"], [FIX_ALL]),  # a kind covers its sub-kinds
        (["source.fixAll"], [FIX_ALL]),
        ([FIX_ALL], [FIX_ALL]),
        (["quickfix", FIX_ALL], ["quickfix", "quickfix", FIX_ALL]),
        (["refactor"], []),
        (["source.organizeImports"], []),
        (["quick"], []),  # a prefix of the name only is no kind
    ],
    ids=["none", "quickfix", "source", "source.fixAll", "source.fixAll.eqlint", "both", "refactor",
         "organizeImports", "quick"],
)
async def test_context_only_filters_kinds(lsp, project: Project, only, kinds):
    uri, (d,) = await opened(lsp, project, "User.swift", USER)
    actions = await lsp.code_actions(uri, d.range, [d], only=only)
    assert [str(getattr(a.kind, "value", a.kind)) for a in actions] == kinds, [a.title for a in actions]


async def test_actions_only_for_findings_touching_the_range(lsp, project: Project):
    text = CARD + USER
    uri, diagnostics = await opened(lsp, project, "Both.swift", text)
    assert codes(diagnostics) == ["view_not_equatable", "hashable_equatable_mismatch"]
    # Line 2 ('let onTap') touches no finding: only the fix-all (User has a safe fix).
    actions = await lsp.code_actions(uri, rng(2, 0, 2, 5), [])
    assert [a.kind for a in actions] == [FIX_ALL]
    # On 'Card': the suppression of view_not_equatable, and the fix-all.
    actions = await lsp.code_actions(uri, rng(0, 8, 0, 8), [])
    assert [a.title for a in actions] == ["suppress view_not_equatable on this line", "eqlint: apply all safe fixes"]


async def test_hover_on_a_finding(lsp, project: Project):
    uri, (d,) = await opened(lsp, project, "Card.swift", CARD)
    hover = await lsp.hover(uri, 0, 9)  # inside 'Card'
    assert hover is not None
    assert isinstance(hover.contents, types.MarkupContent), hover.contents
    assert hover.contents.kind == types.MarkupKind.Markdown
    text = hover.contents.value
    assert "view_not_equatable" in text
    assert d.message in text
    assert "SwiftUI compares a view that is not Equatable" in text  # the rule's explanation
    assert "// eqlint:disable:next view_not_equatable" in text
    if hover.range is not None:
        assert as_tuple(hover.range) == as_tuple(d.range)


async def test_hover_off_a_finding_is_null(lsp, project: Project):
    uri, _ = await opened(lsp, project, "Card.swift", CARD)
    assert await lsp.hover(uri, 2, 8) is None  # 'onTap'
    assert await lsp.hover(uri, 0, 0) is None  # 'struct'


async def test_actions_and_hover_in_utf8(lsp, project: Project):
    """Ranges of actions are in the negotiated encoding too."""
    text = "/* é🎉 */ " + USER
    uri, (d,) = await opened(lsp, project, "User.swift", text, encodings=["utf-8"])
    assert lsp.encoding == "utf-8"
    assert as_tuple(d.range) == (0, 20, 0, 24)
    actions = await lsp.code_actions(uri, d.range, [d])
    fix = by_title(actions, "hashable_equatable_mismatch: ")
    fixed = apply_edits(text, edits_of(fix, uri), "utf-8")
    assert "    func hash(into hasher: inout Hasher) { hasher.combine(id) }\n}\n" in fixed
    assert await lsp.hover(uri, 0, 21) is not None
    assert await lsp.hover(uri, 0, 18) is None
