#!/usr/bin/env bash
# The language server's end-to-end tests: Tests/LSP, driven by pytest-lsp (PyPI), against
# $EQLINT (default: the debug build). Each test starts `eqlint lsp` on a project of its own;
# test_fuzz.py is the differential fuzzing (fixed scenarios and a bounded fixed-seed run).
set -euo pipefail
cd "$(dirname "$0")/../.."
export EQLINT="${EQLINT:-$PWD/.build/debug/eqlint}"
python3 -c 'import pytest_lsp' || { echo "test_lsp.sh: pytest-lsp is not installed (python3 -m pip install pytest-lsp)" >&2; exit 1; }
echo "test_lsp.sh: Tests/LSP against $EQLINT"
python3 -m pytest -q -p no:cacheprovider Tests/LSP
