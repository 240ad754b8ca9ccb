"""Bursts of changes (coalesced, never published out of order), stale versions, $/cancelRequest."""

from __future__ import annotations

import asyncio

import pytest
from lsprotocol import types
from pygls.exceptions import JsonRpcException

from support import CARD, TIMEOUT, Project, as_tuple, codes, rng

# view_not_equatable on 'Card' at 0:13-0:17; edits go inside the comment, at 0:2.
COMMENTED_CARD = "/* */ " + CARD
INSIDE_COMMENT = rng(0, 2, 0, 2)


async def test_burst_of_changes_is_coalesced_and_published_in_order(lsp, project: Project):
    uri = project.write("Card.swift", COMMENTED_CARD)
    await lsp.start([project])
    lsp.open(uri, COMMENTED_CARD)
    first = await lsp.published(uri)
    assert [as_tuple(d.range) for d in first.diagnostics] == [(0, 13, 0, 17)]
    count = 60
    mark = len(lsp.publishes)
    # 60 didChange notifications in one write(): each inserts one 'x' into the comment.
    with lsp.one_write() as written:
        for version in range(2, count + 2):
            lsp.change(uri, version, (INSIDE_COMMENT, "x"))
    assert len(written) == count
    final = await lsp.published(uri, lambda p: p.version == count + 1, after=mark, what=f"at version {count + 1}")
    # Every change was applied: 'Card' moved 60 columns right.
    assert [as_tuple(d.range) for d in final.diagnostics] == [(0, 13 + count, 0, 17 + count)]
    # A request answered after the burst: anything published for it has been read by now.
    assert await lsp.hover(uri, 0, 0) is None
    versions = [p.version for p in lsp.publishes_of(uri, after=mark)]
    assert versions == sorted(versions), f"a publish went back in version: {versions}"
    assert versions[-1] == count + 1, versions
    assert len(versions) < count, f"{len(versions)} publishes for {count} changes: {versions}"


async def test_interleaved_bursts_of_two_documents(lsp, project: Project):
    """Each document's publishes stay in version order when changes to two documents alternate."""
    a = project.write("A.swift", COMMENTED_CARD)
    b = project.write("B.swift", COMMENTED_CARD.replace("Card", "Tile"))
    await lsp.start([project])
    lsp.open(a, COMMENTED_CARD)
    lsp.open(b, COMMENTED_CARD.replace("Card", "Tile"))
    await lsp.published(a)
    await lsp.published(b)
    mark = len(lsp.publishes)
    count = 30
    with lsp.one_write() as written:
        for version in range(2, count + 2):
            lsp.change(a, version, (INSIDE_COMMENT, "x"))
            lsp.change(b, version, (INSIDE_COMMENT, "yy"))
    assert len(written) == 2 * count
    final_a = await lsp.published(a, lambda p: p.version == count + 1, after=mark)
    final_b = await lsp.published(b, lambda p: p.version == count + 1, after=mark)
    assert [as_tuple(d.range) for d in final_a.diagnostics] == [(0, 13 + count, 0, 17 + count)]
    assert [as_tuple(d.range) for d in final_b.diagnostics] == [(0, 13 + 2 * count, 0, 17 + 2 * count)]
    assert await lsp.hover(a, 0, 0) is None
    for uri in (a, b):
        versions = [p.version for p in lsp.publishes_of(uri, after=mark)]
        assert versions == sorted(versions) and versions[-1] == count + 1, versions
        assert len(versions) < count, f"{len(versions)} publishes for {count} changes: {versions}"


async def test_change_with_a_stale_version_is_ignored(lsp, project: Project):
    uri = project.write("Card.swift", COMMENTED_CARD)
    await lsp.start([project])
    lsp.open(uri, COMMENTED_CARD)
    await lsp.published(uri)
    after = lsp.change(uri, 3, (INSIDE_COMMENT, "ab"))
    v3 = await lsp.published(uri, lambda p: p.version == 3, after=after)
    assert [as_tuple(d.range) for d in v3.diagnostics] == [(0, 15, 0, 19)]
    warnings_before = len([m for m in lsp.log_messages if m.type == types.MessageType.Warning])
    # Version 2 (lower) and version 3 again (not greater): both rename 'Card' to 'Tile'; ignored.
    mark = lsp.change(uri, 2, (rng(0, 15, 0, 19), "Tile"))
    lsp.change(uri, 3, (rng(0, 15, 0, 19), "Tile"))
    lsp.change(uri, 4, (INSIDE_COMMENT, "c"))
    v4 = await lsp.published(uri, lambda p: p.version == 4, after=mark)
    assert codes(v4.diagnostics) == ["view_not_equatable"]
    assert [as_tuple(d.range) for d in v4.diagnostics] == [(0, 16, 0, 20)]
    assert v4.diagnostics[0].message.startswith("'Card' is not Equatable"), v4.diagnostics[0].message
    versions = [p.version for p in lsp.publishes_of(uri, after=mark)]
    assert versions == sorted(versions) and 2 not in versions, versions
    # Each ignored change is reported to the client as a warning.
    await lsp.until(
        lambda: len([m for m in lsp.log_messages if m.type == types.MessageType.Warning]) >= warnings_before + 2,
        "two window/logMessage warnings about the stale versions",
    )


@pytest.mark.parametrize("request_id", ["cancel-me", 4242], ids=["string-id", "number-id"])
async def test_cancel_request_written_with_its_request(lsp, project: Project, request_id):
    uri = project.write("Card.swift", CARD)
    await lsp.start([project])
    lsp.open(uri, CARD)
    (d,) = (await lsp.published(uri)).diagnostics
    with lsp.one_write() as written:
        # send_request writes at once (pytest-lsp's send_request_async only writes when awaited).
        hover = asyncio.wrap_future(lsp.protocol.send_request(
            types.TEXT_DOCUMENT_HOVER,
            types.HoverParams(text_document=types.TextDocumentIdentifier(uri=uri), position=d.range.start),
            msg_id=request_id,
        ))
        lsp.protocol.notify(types.CANCEL_REQUEST, types.CancelParams(id=request_id))
    assert len(written) == 2  # the request and its cancel, in this order, in one write()
    with pytest.raises(JsonRpcException) as raised:
        await asyncio.wait_for(hover, TIMEOUT)
    assert raised.value.code == -32800, raised.value
    # The server goes on: the same request, not cancelled, is answered.
    assert await lsp.hover(uri, d.range.start.line, d.range.start.character) is not None
    # A cancel for a request already answered changes nothing.
    lsp.protocol.notify(types.CANCEL_REQUEST, types.CancelParams(id=request_id))
    actions = await lsp.code_actions(uri, d.range, [d])
    assert [a.title for a in actions] == ["suppress view_not_equatable on this line"]
