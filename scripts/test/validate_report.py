#!/usr/bin/env python3
"""Validate a JSON report against a JSON Schema (Draft 4): validate_report.py SCHEMA REPORT.

Exit 0 when valid; 1 with each error (path and message) when not; 2 on bad input."""
import json
import sys

try:
    import jsonschema
except ImportError:
    print("validate_report: python's jsonschema is not installed (pip install jsonschema)", file=sys.stderr)
    sys.exit(2)


def main() -> int:
    if len(sys.argv) != 3:
        print(__doc__, file=sys.stderr)
        return 2
    with open(sys.argv[1], encoding="utf-8") as f:
        schema = json.load(f)
    with open(sys.argv[2], encoding="utf-8") as f:
        report = json.load(f)
    validator = jsonschema.Draft4Validator(schema)
    errors = sorted(validator.iter_errors(report), key=lambda e: list(e.absolute_path))
    for error in errors[:50]:
        where = "/".join(str(p) for p in error.absolute_path) or "(root)"
        print(f"{sys.argv[2]}: {where}: {error.message}", file=sys.stderr)
    if errors:
        print(f"validate_report: {len(errors)} error(s) against {sys.argv[1]}", file=sys.stderr)
        return 1
    print(f"validate_report: {sys.argv[2]} is valid against {sys.argv[1]}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
