# Run: EQLINT=path/to/eqlint python3 -m pytest Tests/LSP   (default EQLINT: .build/debug/eqlint; needs pytest-lsp)
"""End-to-end tests of `eqlint lsp` with pytest-lsp: each test starts the server as
`[EQLINT, "lsp"]`, builds its own project folders (an empty `.eqlint.yml` each) and opens
real files by their file:// URIs. Every wait ends after EQLINT_LSP_TIMEOUT seconds (20)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
import pytest_asyncio
from pytest_lsp import ClientServerConfig

from support import DEFAULT_CONFIG, EQLINT, Project, RawServer, make_client, server_env


def pytest_configure(config):
    if not os.access(EQLINT, os.X_OK):
        raise pytest.UsageError(f"no eqlint binary at {EQLINT}: build it (swift build) or set EQLINT")


@pytest.fixture
def project(tmp_path: Path) -> Project:
    """A project folder with an empty `.eqlint.yml`."""
    return Project(tmp_path / "project")


@pytest.fixture
def make_project(tmp_path: Path):
    """More project folders: `make_project("name", config="...")`."""
    return lambda name, config=DEFAULT_CONFIG: Project(tmp_path / name, config)


@pytest_asyncio.fixture
async def lsp(tmp_path: Path):
    """The server under pytest-lsp's client, started but not initialized (see `EqLintClient.start`)."""
    config = ClientServerConfig(
        server_command=[EQLINT, "lsp"],
        client_factory=make_client,
        server_env=server_env(tmp_path / "cache"),
    )
    client = await config.start()
    try:
        yield client
    finally:
        await client.finish()


@pytest.fixture
def raw(tmp_path: Path):
    """A server over plain pipes (`RawServer`), started in the test's folder."""
    servers: list[RawServer] = []

    def start() -> RawServer:
        server = RawServer(tmp_path, tmp_path / "cache")
        servers.append(server)
        return server

    yield start
    for server in servers:
        server.close_input()
        try:
            server.proc.wait(5)
        except Exception:
            server.kill()
