#!/usr/bin/env bash
# Fuzz the whole pipeline and the language server's reader with libFuzzer for a given time.
#
# usage: scripts/fuzz/fuzz.sh [SECONDS] [JOBS] [server]   (defaults: 60 seconds, 1 fork job)
#        scripts/fuzz/fuzz.sh --build-only            (build, do not run)
#        scripts/fuzz/fuzz.sh --no-build [SECONDS] ...  (run the last build as it is)
#
# Builds Fuzz/FuzzEntry.swift with Sources/EqLintRules as one module under
# -sanitize=fuzzer,address into .build-fuzz/ (FUZZ_OUT to use another folder), seeds a corpus
# from Fixtures/ and with framed LSP messages (kept in .build-fuzz/corpus between runs), and
# runs. An input starting with `Content-Length`, or with the byte 0x01, is the language
# server's input stream (MessageFramer and JSON, `FuzzPipeline.runServerInput`); every other
# input is Swift source for the lint pipeline. With `server`, the run starts from the LSP
# messages alone (corpus in .build-fuzz/corpus-server) and every input is a server input
# (EQLINT_FUZZ_SERVER=1): the reader alone runs many times faster than the pipeline. Crashes
# and hangs land in .build-fuzz/findings/ as crash-*/timeout-* files (a server run's findings
# also as server-* files, with the 0x01 that routes them to the reader in front); keep each as
# a regression test in Tests/EqLintRulesTests/Fuzz/Inputs/ (FuzzRegressionTests runs every
# file there the same way).
set -euo pipefail
cd "$(dirname "$0")/../.."
BUILD_ONLY=
NO_BUILD=
if [ "${1:-}" = "--build-only" ]; then BUILD_ONLY=1; shift; fi
if [ "${1:-}" = "--no-build" ]; then NO_BUILD=1; shift; fi
SECONDS_TO_RUN="${1:-60}"
JOBS="${2:-1}"
CORPUS=corpus
[ "${3:-}" != server ] || { CORPUS=corpus-server; export EQLINT_FUZZ_SERVER=1; }
OUT="${FUZZ_OUT:-.build-fuzz}"
mkdir -p "$OUT/$CORPUS" "$OUT/findings"

# Compile a snapshot of the sources, so edits made while it builds cannot break the build.
if [ ! -x "$OUT/eqlint-fuzz" ] || { [ -z "$NO_BUILD" ] && [ -n "$(find Sources/EqLintRules Fuzz -newer "$OUT/eqlint-fuzz" -name '*.swift' | head -1)" ]; }; then
    echo "fuzz: building $OUT/eqlint-fuzz" >&2
    rm -rf "$OUT/src" && mkdir -p "$OUT/src" && cp -R Sources/EqLintRules Fuzz "$OUT/src/"
    mapfile -t sources < <(find "$OUT/src" -name '*.swift' | LC_ALL=C sort)
    swiftc -sanitize=fuzzer,address -parse-as-library -O -g -module-name EqLintFuzz -package-name EqLint \
        "${sources[@]}" -o "$OUT/eqlint-fuzz.new" 2> "$OUT/build.log" || { cat "$OUT/build.log" >&2; exit 2; }
    mv "$OUT/eqlint-fuzz.new" "$OUT/eqlint-fuzz"
fi
[ -z "$BUILD_ONLY" ] || exit 0

if [ "$CORPUS" = corpus ] && [ -z "$(ls -A "$OUT/corpus")" ]; then
    find Fixtures -name '*.swift' -print0 | while IFS= read -r -d '' f; do
        cp "$f" "$OUT/corpus/$(echo "$f" | tr '/ ' '__')"
    done
fi

# Framed LSP messages for the server's reader (added to a corpus made before they existed).
frame() { printf 'Content-Length: %d\r\n\r\n%s' "$(printf '%s' "$1" | wc -c)" "$1"; }
seed() { if [ -e "$OUT/$CORPUS/lsp-$1" ]; then cat > /dev/null; else cat > "$OUT/$CORPUS/lsp-$1"; fi; }
INIT='{"jsonrpc":"2.0","id":1,"method":"initialize","params":{"processId":null,"rootUri":"file:///w","capabilities":{"textDocument":{"publishDiagnostics":{"relatedInformation":true}}}}}'
OPEN='{"jsonrpc":"2.0","method":"textDocument/didOpen","params":{"textDocument":{"uri":"file:///w/A.swift","languageId":"swift","version":1,"text":"struct A: View {\n\tlet f: () -> Void\n\tvar body: some View { Text(\"\u00e9 \ud83d\ude00\") }\n}\n"}}}'
CHANGE='{"jsonrpc":"2.0","method":"textDocument/didChange","params":{"textDocument":{"uri":"file:///w/A.swift","version":2},"contentChanges":[{"range":{"start":{"line":1,"character":8},"end":{"line":1,"character":18}},"text":"Int"}]}}'
ACTION='{"jsonrpc":"2.0","id":2,"method":"textDocument/codeAction","params":{"textDocument":{"uri":"file:///w/A.swift"},"range":{"start":{"line":0,"character":0},"end":{"line":3,"character":0}},"context":{"diagnostics":[]}}}'
frame "$INIT" | seed initialize
{ frame "$INIT"; frame '{"jsonrpc":"2.0","method":"initialized","params":{}}'; frame "$OPEN"; frame "$CHANGE"; } | seed session
{ frame "$ACTION"; frame '{"jsonrpc":"2.0","method":"$/cancelRequest","params":{"id":2}}'; frame '{"jsonrpc":"2.0","id":3,"method":"shutdown"}'; frame '{"jsonrpc":"2.0","method":"exit"}'; } | seed shutdown
{ printf 'Content-Length: 5\r\nContent-Type: application/vscode-jsonrpc; charset=utf-8\r\n\r\n[1.5,'; printf 'content-length:  7 \r\n\r\n"\\t\\/x"'; frame '[-0.0,1e-7,2E+300,{"a":[{},[]],"a":null}]'; printf 'Content-Length: 40\r\n\r\n{"jsonrpc":"2.0",'; } | seed headers
{ printf '\001junk\r\n\r\nContent-Length: x\r\n\r\n'; frame '{"id":"\u0000\ud800"}'; printf 'Content-Length: 2\r\n\r'; } | seed garbage

# Fork mode keeps fuzzing past a finding (each is still written to findings/); its
# per-job logs land in $OUT.
ROOT="$PWD"
cd "$OUT"
touch .run-start
"$ROOT/$OUT/eqlint-fuzz" "$CORPUS" \
    -max_total_time="$SECONDS_TO_RUN" -timeout=10 -rss_limit_mb=4096 -max_len=65536 \
    -fork="$JOBS" -ignore_crashes=1 -ignore_timeouts=1 -ignore_ooms=1 \
    -artifact_prefix=findings/ -print_final_stats=1 \
    2>&1 | tee last-run.log | grep -E "^#[0-9]+ +(DONE|pulse)|stat::|ERROR|SUMMARY|crash-|timeout-" || true
if [ "$CORPUS" = corpus-server ]; then
    find findings -name 'crash-*' -newer .run-start -o -name 'timeout-*' -newer .run-start | while read -r f; do
        { printf '\001'; cat "$f"; } > "findings/server-${f#findings/}"
    done
fi
echo "fuzz: findings in $OUT/findings: $(ls findings | wc -l)" >&2
