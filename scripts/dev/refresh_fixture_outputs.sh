#!/usr/bin/env bash
# Rewrites the rule fixtures' expected outputs from the linter as the current sources build it:
# `Fixtures/<rule_id>/<case>.expected` (the case's own configuration) and
# `<case>.<variant>.expected` (each configuration variant), one line per finding as `eqlint`
# prints it. Expected files whose case or variant is gone are deleted. Nothing is committed:
# review `git diff Fixtures` (each changed line is a message, position or finding that changed)
# and commit the files with the change that explains them.
#
# It runs the fixture tests (Tests/EqLintRulesTests/FixtureTests.swift) with
# EQLINT_REFRESH_FIXTURE_OUTPUTS=1, so the files are written by the very code that checks them.
# The files are written even when a finding disagrees with the fixture's `// expect:` comments;
# the run then fails, and the comments (or the linter) need fixing too.
#
# usage: scripts/dev/refresh_fixture_outputs.sh [swift test options, e.g. --scratch-path .build-x]
# Exit status: 0 when the fixture tests pass, else that of `swift test`.
set -euo pipefail
cd "$(dirname "$0")/../.."

status=0
EQLINT_REFRESH_FIXTURE_OUTPUTS=1 swift test --filter 'EqLintRulesTests\.FixtureTests' "$@" || status=$?

if git rev-parse --is-inside-work-tree > /dev/null 2>&1; then
    changes=$(git status --short --untracked-files=all -- 'Fixtures/*.expected')
    if [ -z "$changes" ]; then
        echo "refresh_fixture_outputs: no expected output changed"
    else
        echo "refresh_fixture_outputs: $(printf '%s\n' "$changes" | wc -l) expected files changed, added or deleted; review them with: git diff Fixtures; git status Fixtures"
        printf '%s\n' "$changes"
    fi
fi
if [ "$status" -ne 0 ]; then
    echo "refresh_fixture_outputs: the fixture tests failed (status $status): the expected files are written, but see the failures above (a finding against its \`// expect:\` comment, most likely)" >&2
fi
exit "$status"
