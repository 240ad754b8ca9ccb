#!/usr/bin/env python3
"""Generate a one-file project whose file is a single line of SwiftUI views, for the long-line
scaling check of scripts/bench/bench_scaling.py (issue #37: a 5 MB file of one line).

Usage: gen_long_line.py OUTDIR --views N [--macro]

OUTDIR/LongLine.swift holds `import SwiftUI;` then N views, all on one line with no line break
at all. Each view has a closure input and is not Equatable: with `--enable view_not_equatable`
every view is a finding, each at a larger column of the same line. Every view's title is
non-ASCII (`"Zürich"`), so that a column is never just a byte offset. With `--macro` the file
also imports Equatable, so that each finding carries a fix (`@Equatable` and the closure's
marker), whose edits are placed on the same line.
Same arguments, same bytes.
"""
import argparse
import os


def view(i):
    return (f"struct LongLineView{i}: View {{ let title: String; let onTap: () -> Void; "
            f"var body: some View {{ Button(\"Zürich \\(title)\", action: onTap) }} }}; ")


def main():
    parser = argparse.ArgumentParser()
    parser.add_argument("out")
    parser.add_argument("--views", type=int, required=True)
    parser.add_argument("--macro", action="store_true")
    args = parser.parse_args()
    os.makedirs(args.out, exist_ok=True)
    head = "import SwiftUI; import Equatable; " if args.macro else "import SwiftUI; "
    with open(os.path.join(args.out, "LongLine.swift"), "w", encoding="utf-8") as f:
        f.write(head + "".join(view(i) for i in range(args.views)))


if __name__ == "__main__":
    main()
