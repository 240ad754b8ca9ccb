#!/usr/bin/env bash
# End-to-end test of `eqlint lsp` with Neovim's built-in LSP client (Debian's Neovim 0.7, headless).
# The client is started by the Neovim 0.7 recipe of docs/editors.md (the block marked
# `tested: neovim-lsp`), as written there, when a Swift file is opened. Then:
#   0. Neovim tracks the server's indexing progress ($/progress, token eqlint/indexing);
#   1. the server publishes the file's finding, and Neovim places it at the right line and BYTE
#      column on a line where 'é' and '🎉' come before it (bytes, UTF-16 units and characters
#      all differ there; the expected columns are counted here from the file's bytes);
#   2. hover there gives the rule's explanation (markdown, with the suppression comment);
#      a code action request at the diagnostic offers "suppress RULE on this line"; applying its
#      workspace edit inserts the comment above the line, with its indentation;
#   3. after that (unsaved) change the server publishes no diagnostic for the buffer, for the
#      buffer's current version; after :write, still none;
#   4. on exit, Neovim stops the server (shutdown, exit), which exits with status 0.
# EQLINT names the binary (default .build/debug/eqlint, which `swift build` makes).
set -uo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
EQLINT="${EQLINT:-$ROOT/.build/debug/eqlint}"
case "$EQLINT" in /*) ;; *) EQLINT="$PWD/$EQLINT" ;; esac
if [ ! -x "$EQLINT" ]; then
    echo "test_nvim_lsp.sh: no eqlint binary at $EQLINT: run 'swift build' first, or set EQLINT" >&2
    exit 1
fi
if ! command -v nvim >/dev/null 2>&1; then
    echo "test_nvim_lsp.sh: Neovim is not installed (apt-get install neovim)" >&2
    exit 1
fi
echo "using $(nvim --version | head -1) and $("$EQLINT" --version)"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/eqlint-nvim-lsp.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
PROJECT="$WORK/project"
mkdir -p "$WORK/bin" "$PROJECT" "$WORK/xdg"
ln -s "$EQLINT" "$WORK/bin/eqlint"
export PATH="$WORK/bin:$PATH"
# Neovim's LSP log and state go to the temporary folder, not to the user's.
export XDG_CACHE_HOME="$WORK/xdg/cache" XDG_STATE_HOME="$WORK/xdg/state" XDG_DATA_HOME="$WORK/xdg/data" XDG_CONFIG_HOME="$WORK/xdg/config"

# The recipe, cut out of the documentation: the code block after `<!-- tested: neovim-lsp -->`.
. "$ROOT/scripts/test/lsp_editor_project.sh"
editor_recipe neovim-lsp "$WORK/recipe.lua"
editor_row_project
export CLI_MESSAGE

cat > "$WORK/test.lua" <<'LUA'
local project, rule = os.getenv("PROJECT"), "view_not_equatable"
local file = project .. "/Row.swift"
local failed = 0
EQLINT_TEST = { passed = 0, failed = 0 }
local function check(name, ok, detail)
  if ok then
    EQLINT_TEST.passed = EQLINT_TEST.passed + 1
    io.stdout:write("ok: " .. name .. "\n")
  else
    failed = failed + 1
    EQLINT_TEST.failed = failed
    io.stdout:write("FAIL: " .. name .. (detail and ("\n  " .. detail) or "") .. "\n")
  end
  return ok
end

-- The expected place, counted from the file's bytes, independently of Neovim and the server:
-- the name after "struct " on line 4 (0-based 3); its UTF-16 column counts a 4-byte UTF-8
-- sequence as two units and any other sequence as one.
local lines = {}
for line in io.open(file):lines() do table.insert(lines, line) end
local want_lnum = 3
local want_line = lines[want_lnum + 1]
local want_byte = want_line:find("struct Row", 1, true) + #"struct " - 1
local want_utf16 = 0
for i = 1, want_byte do
  local b = want_line:byte(i)
  if b < 0x80 or b >= 0xC0 then want_utf16 = want_utf16 + (b >= 0xF0 and 2 or 1) end
end
io.stdout:write(string.format("expected: line %d, byte column %d, UTF-16 column %d (0-based)\n",
  want_lnum, want_byte, want_utf16))

-- Observed without changing the client: what the server publishes, and how it exits.
local published = {}
local default_handler = vim.lsp.handlers["textDocument/publishDiagnostics"]
vim.lsp.handlers["textDocument/publishDiagnostics"] = function(err, result, ctx, config)
  table.insert(published, result)
  return default_handler(err, result, ctx, config)
end
local started, exit_code = 0, nil
local start_client = vim.lsp.start_client
vim.lsp.start_client = function(config)
  started = started + 1
  config.on_exit = function(code) exit_code = code end
  return start_client(config)
end

dofile(os.getenv("WORK") .. "/recipe.lua")
vim.cmd("edit " .. vim.fn.fnameescape(file))
local bufnr = vim.api.nvim_get_current_buf()

local client
vim.wait(10000, function()
  local clients = vim.lsp.buf_get_clients(bufnr)
  local _, c = next(clients)
  client = c
  return c ~= nil and c.initialized
end, 20)
if not check("the recipe starts eqlint lsp for the Swift buffer and attaches it", client ~= nil and started == 1,
             "clients started: " .. started) then
  return failed
end
check("client '" .. client.name .. "' uses the utf-16 position encoding", client.offset_encoding == "utf-16",
      tostring(client.offset_encoding))

local function buf_diagnostics() return vim.diagnostic.get(bufnr) end
vim.wait(20000, function() return #buf_diagnostics() > 0 end, 20)
-- Neovim 0.7 declares window.workDoneProgress: the server reports its first indexing.
local progress = client.messages.progress["eqlint/indexing"]
vim.wait(10000, function() progress = client.messages.progress["eqlint/indexing"]; return progress and progress.done end, 20)
check("Neovim tracked the indexing progress ('eqlint/indexing', begun and ended)",
      progress ~= nil and progress.done == true and progress.title == "eqlint: indexing", vim.inspect(progress))
local diagnostics = buf_diagnostics()
if not check("a diagnostic is published for the opened file", #diagnostics == 1, vim.inspect(diagnostics)) then
  return failed
end
local d = diagnostics[1]
check(string.format("it is on line %d at byte column %d (Neovim's columns are bytes)", want_lnum, want_byte),
      d.lnum == want_lnum and d.col == want_byte, string.format("got line %d, column %d", d.lnum, d.col))
check("it ends after the name, at byte column " .. (want_byte + 3),
      d.end_lnum == want_lnum and d.end_col == want_byte + 3, string.format("got %d:%d", d.end_lnum, d.end_col))
check("code " .. rule .. ", source eqlint, severity WARN, and the message 'eqlint lint' prints",
      d.code == rule and d.source == "eqlint" and d.severity == vim.diagnostic.severity.WARN
        and d.message == os.getenv("CLI_MESSAGE"), vim.inspect(d))
local raw = published[#published].diagnostics[1]
check("the server sent UTF-16 column " .. want_utf16, raw.range.start.character == want_utf16,
      vim.inspect(raw.range))

-- Hover, as vim.lsp.buf.hover() requests it: at the cursor, on the diagnostic.
vim.api.nvim_win_set_cursor(0, { d.lnum + 1, d.col })
local hover = vim.lsp.buf_request_sync(bufnr, "textDocument/hover",
  vim.lsp.util.make_position_params(0, client.offset_encoding), 10000) or {}
local _, answer = next(hover)
local contents = answer and answer.result and answer.result.contents or {}
check("hover on the name: markdown naming the rule, with its suppression comment",
      contents.kind == "markdown" and contents.value:find(rule, 1, true) ~= nil
        and contents.value:find("eqlint:disable", 1, true) ~= nil, vim.inspect(answer))

-- A code action request as vim.lsp.buf.code_action() makes it: at the cursor, on the diagnostic.
local params = vim.lsp.util.make_range_params(0, client.offset_encoding)
params.context = { diagnostics = vim.lsp.diagnostic.get_line_diagnostics(bufnr) }
check("the request's range starts at UTF-16 column " .. want_utf16,
      params.range.start.character == want_utf16, vim.inspect(params.range))
local responses = vim.lsp.buf_request_sync(bufnr, "textDocument/codeAction", params, 10000) or {}
local titles, suppress = {}, nil
for _, response in pairs(responses) do
  for _, action in ipairs(response.result or {}) do
    table.insert(titles, action.title)
    if action.title == "suppress " .. rule .. " on this line" then suppress = action end
  end
end
io.stdout:write("code actions: " .. table.concat(titles, " | ") .. "\n")
if not check("a code action 'suppress " .. rule .. " on this line' (quickfix, with an edit)",
             suppress ~= nil and suppress.kind == "quickfix" and suppress.edit ~= nil, vim.inspect(suppress)) then
  return failed
end

local before = vim.lsp.util.buf_versions[bufnr]
vim.lsp.util.apply_workspace_edit(suppress.edit, client.offset_encoding)
local expected_lines = vim.deepcopy(lines)
table.insert(expected_lines, want_lnum + 1, "    // eqlint:disable:next " .. rule)
local got_lines = vim.api.nvim_buf_get_lines(bufnr, 0, -1, false)
check("the edit inserts '    // eqlint:disable:next " .. rule .. "' above the line",
      vim.deep_equal(got_lines, expected_lines), table.concat(got_lines, "\n"))
local version = vim.lsp.util.buf_versions[bufnr]
check("the buffer's version went up (" .. tostring(before) .. " -> " .. tostring(version) .. ")",
      version ~= nil and before ~= nil and version > before)

local function cleared_for(v)
  local last = published[#published]
  return #buf_diagnostics() == 0 and last ~= nil and last.version == v and #last.diagnostics == 0
end
vim.wait(20000, function() return cleared_for(version) end, 20)
check("after the change, no diagnostic: an empty publish for version " .. version, cleared_for(version),
      vim.inspect(published[#published]) .. "\n  " .. vim.inspect(buf_diagnostics()))

local count = #published
vim.cmd("silent write")
vim.wait(10000, function() return #published > count end, 20)
check("after :write, the server publishes again, still with no diagnostic",
      #published > count and #published[#published].diagnostics == 0 and #buf_diagnostics() == 0,
      vim.inspect(published[#published]))
local disk = {}
for line in io.open(file):lines() do table.insert(disk, line) end
check("the file on disk has the suppression comment", vim.deep_equal(disk, expected_lines))

vim.lsp.stop_client(client.id)
vim.wait(10000, function() return exit_code ~= nil end, 20)
check("stopping the client (shutdown, exit) ends the server with status 0", exit_code == 0, tostring(exit_code))
return failed
LUA

cat > "$WORK/run.lua" <<'LUA'
local ok, result = xpcall(dofile, debug.traceback, os.getenv("WORK") .. "/test.lua")
if not ok then io.stdout:write("FAIL: the test script failed: " .. tostring(result) .. "\n") end
local counts = EQLINT_TEST or { passed = 0, failed = 0 }
local failed = counts.failed + (ok and 0 or 1)
io.stdout:write(string.format("nvim lsp: %d passed, %d failed\n", counts.passed, failed))
io.stdout:flush()
vim.cmd((ok and result == 0 and failed == 0) and "qall!" or "cquit 1")
LUA

(cd "$PROJECT" && PROJECT="$PROJECT" WORK="$WORK" timeout 120 nvim --headless --clean -n -i NONE -c "luafile $WORK/run.lua")
status=$?
if [ $status -ne 0 ]; then
    [ $status -eq 124 ] && echo "FAIL: Neovim did not finish within 120 s"
    log="$XDG_CACHE_HOME/nvim/lsp.log"
    [ -s "$log" ] && { echo "--- Neovim's LSP log:"; tail -40 "$log"; }
    exit 1
fi
