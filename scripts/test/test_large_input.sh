#!/usr/bin/env bash
# Bad and huge input against the release binary, as users run it (the unit tests keep to a few
# megabytes, so that `swift test` stays quick in a debug build):
#   - a 50 MB file on one line, 100,000 nested braces, a binary file, invalid UTF-8 and an
#     unterminated string, side by side with an ordinary file, in one project;
#   - each gets its diagnostic (an `invalid_source` where the file is not valid Swift), the
#     ordinary file is still linted, nothing crashes or hangs (each run has 300 s), the output
#     is the same with --jobs 1 and --jobs 2, and the time each run took is printed.
# EQLINT_RELEASE names the binary; by default the static release build of scripts/release/release.sh
# (.build-release), built here when missing. Exit status 0 when every check passed.
set -uo pipefail
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
BIN="${EQLINT_RELEASE:-}"
if [ -z "$BIN" ]; then
    swift build -c release --static-swift-stdlib --scratch-path "$ROOT/.build-release" --product eqlint \
        --package-path "$ROOT" > /dev/null || { echo "test_large_input.sh: the release build failed" >&2; exit 1; }
    BIN="$ROOT/.build-release/release/eqlint"
fi
WORK="$(mktemp -d "${TMPDIR:-/tmp}/eqlint-large.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT

passed=0 failed=0
check() { # check NAME CONDITION-STATUS
    if [ "$2" -eq 0 ]; then passed=$((passed + 1)); echo "ok: $1"; else failed=$((failed + 1)); echo "FAIL: $1"; fi
}

P="$WORK/project"
mkdir -p "$P/.git"
python3 - "$P" <<'EOF'
import os, random, sys
p = sys.argv[1]
unit = b"let x = f(a, b) + 1; "
with open(os.path.join(p, "Huge.swift"), "wb") as f:
    f.write(unit * (50_000_000 // len(unit) + 1))
with open(os.path.join(p, "Braces.swift"), "wb") as f:
    f.write(b"{" * 100_000)
rng = random.Random(7)
with open(os.path.join(p, "Binary.swift"), "wb") as f:
    f.write(bytes(rng.randrange(256) for _ in range(200_000)))
with open(os.path.join(p, "Latin1.swift"), "wb") as f:
    f.write(b"let caf\xe9 = 1\n")
with open(os.path.join(p, "Unterminated.swift"), "wb") as f:
    f.write(b'let s = "never closed\nstruct After {}\n')
with open(os.path.join(p, "Card.swift"), "w") as f:
    f.write("struct User: Hashable {\n    let id: Int\n    var name: String\n"
            "    static func == (lhs: User, rhs: User) -> Bool { lhs.id == rhs.id }\n}\nlet signedIn: Set<User> = []\n")
EOF

run() { # run JOBS OUT: the lint's exit status, its time printed
    local start=$SECONDS
    (cd "$P" && timeout 300 "$BIN" --jobs "$1" --no-cache --quiet --format json --output "$2")
    local r=$?
    echo "eqlint --jobs $1 over $(du -sh "$P" | cut -f1): $((SECONDS - start)) s, exit status $r"
    return $r
}
run 2 "$WORK/two.json"; r=$?
[ $r -eq 1 ]; check "the run ends with exit status 1 (errors found), no crash, no hang" $?
run 1 "$WORK/one.json"; r=$?
[ $r -eq 1 ]; check "the same with one job" $?
cmp -s "$WORK/one.json" "$WORK/two.json"; check "the report is byte-identical with --jobs 1 and --jobs 2" $?
python3 - "$WORK/two.json" <<'EOF'; check "each bad file gets invalid_source, the huge one none, the ordinary file its finding" $?
import json, sys
found = {}
for d in json.load(open(sys.argv[1])):
    found.setdefault(d["file"], []).append((d["rule_id"], d["reason"]))
def has(path, rule, words=""):
    return any(r == rule and words in m for r, m in found.get(path, []))
ok = (has("Braces.swift", "invalid_source", "unclosed") or has("Braces.swift", "invalid_source"))
ok &= has("Binary.swift", "invalid_source", "not valid UTF-8")
ok &= has("Latin1.swift", "invalid_source", "not valid UTF-8")
ok &= has("Unterminated.swift", "invalid_source")
ok &= not found.get("Huge.swift")
ok &= has("Card.swift", "hashable_equatable_mismatch")
if not ok:
    print(json.dumps(found, indent=1)[:3000])
sys.exit(0 if ok else 1)
EOF
echo "large input: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
