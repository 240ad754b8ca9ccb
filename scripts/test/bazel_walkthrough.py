#!/usr/bin/env python3
"""Writes docs/bazel.md's offline walkthrough as one bash script, block by block.

    bazel_walkthrough.py DOC LOGDIR > walkthrough.sh

The walkthrough's shell blocks are the ```sh fences that follow a line
`<!-- walkthrough -->` (the block must end with status 0), `<!-- walkthrough: exit N -->`
(status N) or `<!-- walkthrough: skipped ... -->` (not run: the caller does that step its own
way). An unlabelled ``` fence right after a block (blank lines between) is output the block
must print. The script runs every block in one shell, in order (so `cd` and variables carry
over), each block's output in LOGDIR/N.log and its status in LOGDIR/N.status: that of its
first command that fails (as `set -e` would stop there; commands in conditions do not count),
else 0; LOGDIR/blocks.tsv lists `N<TAB>EXPECTED-STATUS<TAB>FIRST LINE`, and
LOGDIR/N.expected holds the output shown for block N, when the page shows one.
"""
import os
import re
import shlex
import sys

doc, logdir = sys.argv[1], sys.argv[2]
lines = open(doc, encoding="utf-8").read().split("\n")
marker = re.compile(r"^<!-- walkthrough(?:: (?:exit (\d+)|(skipped)[^>]*))? -->$")
blocks = []  # (expected status or None when skipped, code, expected output or None)
i = 0
while i < len(lines):
    m = marker.match(lines[i])
    if not m:
        i += 1
        continue
    if i + 1 >= len(lines) or lines[i + 1] != "```sh":
        sys.exit(f"{doc}:{i + 1}: a walkthrough marker must be followed by a ```sh block")
    end = lines.index("```", i + 2)
    code = "\n".join(lines[i + 2:end])
    j = end + 1
    while j < len(lines) and lines[j] == "":
        j += 1
    shown = None
    if j < len(lines) and lines[j] == "```":
        close = lines.index("```", j + 1)
        shown = "\n".join(lines[j + 1:close])
        j = close + 1
    blocks.append((None if m.group(2) else int(m.group(1) or 0), code, shown))
    i = j

os.makedirs(logdir, exist_ok=True)
out = ["# Generated from " + doc + " by scripts/test/bazel_walkthrough.py.", "set +e"]
with open(os.path.join(logdir, "blocks.tsv"), "w", encoding="utf-8") as tsv:
    for n, (status, code, shown) in enumerate(blocks, 1):
        first = code.split("\n", 1)[0]
        tsv.write(f"{n}\t{'skipped' if status is None else status}\t{first}\n")
        if shown is not None:
            with open(os.path.join(logdir, f"{n}.expected"), "w", encoding="utf-8") as f:
                f.write(shown + "\n")
        if status is None:
            continue
        log = shlex.quote(os.path.join(logdir, f"{n}.log"))
        # The block's status: that of its first command that fails (an ERR trap), else 0.
        out += [f"# block {n}", "__failed=0",
                "trap '__status=$?; [ \"$__failed\" -ne 0 ] || __failed=$__status' ERR",
                "{", code, f"}} > {log} 2>&1 < /dev/null",
                "trap - ERR",
                f"echo \"$__failed\" > {shlex.quote(os.path.join(logdir, f'{n}.status'))}"]
print("\n".join(out))
