#!/usr/bin/env bash
# Drives EqLint's pre-commit hook (.pre-commit-hooks.yaml) with the real `pre-commit` tool
# (PyPI) in throw-away git repositories. pre-commit builds eqlint itself, with
# `swift build -c release` in its cache: two to three minutes per build on two cores, and there are two here.
#
#   A. `pre-commit try-repo CHECKOUT eqlint`, the way to try a hook repository before
#      committing to a version: a staged file whose finding needs a type defined in another,
#      unstaged file → the hook fails and prints the diagnostic for the staged file only
#      (the whole project is the index, the staged files are the lint scope).
#      try-repo tests the checkout's working tree: when it has uncommitted changes, pre-commit
#      commits the staged ones and the modified tracked files into a temporary clone; files
#      that git does not track yet are left out until they are staged (`git add`).
#   B. The way users install it: a `.pre-commit-config.yaml` naming the checkout and a commit
#      (`rev`), `pre-commit install`, then `git commit`: a staged Hashable type whose `==`
#      forgets a property (hashable_equatable_mismatch, error) blocks the commit and prints
#      the diagnostic; the fixed file commits; a warning alone does not block, unless the
#      hook is given `args: [--strict]`. B uses the checkout's last commit (HEAD): a config
#      names a commit, so uncommitted changes are not in it.
#
# EQLINT_HOOK_REPO overrides the checkout the hook comes from (default: this repository).
set -uo pipefail   # no -e: every check runs and is counted
ROOT="$(cd "$(dirname "$0")/../.." && pwd)"
HOOK_REPO="${EQLINT_HOOK_REPO:-$ROOT}"
if command -v pre-commit >/dev/null 2>&1; then
    PRE_COMMIT=(pre-commit)
elif python3 -c 'import pre_commit' 2>/dev/null; then
    PRE_COMMIT=(python3 -m pre_commit)
else
    echo "test_precommit.sh: the pre-commit tool is not installed (python3 -m pip install pre-commit)" >&2
    exit 1
fi
echo "using $("${PRE_COMMIT[@]}" --version), hooks from $HOOK_REPO"
WORK="$(mktemp -d "${TMPDIR:-/tmp}/eqlint-precommit.XXXXXX")"
trap 'rm -rf "$WORK"' EXIT
export PRE_COMMIT_HOME="$WORK/pre-commit-home"   # B's cache; try-repo keeps its own
export PRE_COMMIT_COLOR=never

passed=0 failed=0
check() { # check NAME STATUS
    if [ "$2" -eq 0 ]; then passed=$((passed + 1)); echo "ok: $1"; else failed=$((failed + 1)); echo "FAIL: $1"; fi
}
show() { echo "--- $1"; cat "$1"; echo "---"; }
new_repo() {
    mkdir -p "$1" && git -C "$1" init -q && git -C "$1" config user.email test@example.invalid \
        && git -C "$1" config user.name "EqLint test" && git -C "$1" config commit.gpgsign false
}

# ---------------------------------------------------------------- A. try-repo
APP="$WORK/app"
new_repo "$APP"
cat > "$APP/.eqlint.yml" <<'EOF'
opt_in_rules: [view_not_equatable]
rules:
  closure_captures_state:
    severity: error
EOF
cat > "$APP/SyncToggle.swift" <<'EOF'
import SwiftUI

@Equatable
struct SyncToggle: View {
    let title: String
    @EquatableIgnoredUnsafeClosure let onChange: () -> Void
    var body: some View { Text(title) }
}
EOF
git -C "$APP" add .eqlint.yml SyncToggle.swift && git -C "$APP" commit -qm "toggle"
cat > "$APP/SettingsScreen.swift" <<'EOF'
import SwiftUI

@Equatable
struct SettingsScreen: View {
    let enabled: Bool
    var body: some View {
        SyncToggle(title: "Sync", onChange: { print(enabled) })
    }
}
EOF
git -C "$APP" add SettingsScreen.swift
echo "A. pre-commit try-repo (builds eqlint in release: two to three minutes)"
status=0
(cd "$APP" && "${PRE_COMMIT[@]}" try-repo "$HOOK_REPO" eqlint) > "$WORK/a.out" 2>&1 || status=$?
[ "$status" -eq 1 ]; check "try-repo: the hook fails on the staged file (status $status)" $?
grep -q "^SettingsScreen.swift:7:[0-9]*: error: .*\[closure_captures_state\]" "$WORK/a.out"; r=$?
check "try-repo: the diagnostic of the staged file is printed (found through the index)" $r
[ $r -eq 0 ] && [ "$status" -eq 1 ] || show "$WORK/a.out"
! grep -q "^SyncToggle.swift:" "$WORK/a.out"; check "try-repo: the unstaged file is indexed, not reported" $?
grep -q "^eqlint\.*Failed" "$WORK/a.out"; check "try-repo: pre-commit reports the hook as Failed" $?

# ---------------------------------------------------------------- B. installed hook
REPO_REV="$(git -C "$HOOK_REPO" rev-parse HEAD)"
if [ -n "$(git -C "$HOOK_REPO" status --porcelain --untracked-files=no)" ]; then
    echo "note: $HOOK_REPO has uncommitted changes; B tests its HEAD, $REPO_REV"
fi
PROJ="$WORK/project"
new_repo "$PROJ"
write_config() { # write_config [ARGS-LINE]
    {
        echo "repos:"
        echo "  - repo: $HOOK_REPO"
        echo "    rev: $REPO_REV"
        echo "    hooks:"
        echo "      - id: eqlint"
        [ $# -gt 0 ] && echo "        args: $1"
    } > "$PROJ/.pre-commit-config.yaml"
}
write_config
# view_not_equatable is opt-in: the warning case below needs it on.
printf 'opt_in_rules: [view_not_equatable]\n' > "$PROJ/.eqlint.yml"
git -C "$PROJ" add .pre-commit-config.yaml .eqlint.yml && git -C "$PROJ" commit -qm "pre-commit config"
(cd "$PROJ" && "${PRE_COMMIT[@]}" install) > "$WORK/install.out" 2>&1; check "pre-commit install" $?
cat > "$PROJ/User.swift" <<'EOF'
struct User: Hashable {
    let id: Int
    var name: String
    static func == (lhs: User, rhs: User) -> Bool { lhs.id == rhs.id }
}
let signedIn: Set<User> = []
EOF
git -C "$PROJ" add User.swift
echo "B. git commit through the installed hook (builds eqlint in release: two to three minutes)"
before="$(git -C "$PROJ" rev-parse HEAD)"
status=0
git -C "$PROJ" commit -qm "user" > "$WORK/b1.out" 2>&1 || status=$?
[ "$status" -ne 0 ] && [ "$(git -C "$PROJ" rev-parse HEAD)" = "$before" ]
check "commit: a staged error-severity finding blocks the commit (status $status)" $?
grep -q "^User.swift:1:8: error: \[\*\] 'User' has a hand-written == that does not compare 'name'.*\[hashable_equatable_mismatch\]" "$WORK/b1.out"
r=$?; check "commit: the hook prints the diagnostic" $r
[ $r -eq 0 ] || show "$WORK/b1.out"

sed -i 's/lhs.id == rhs.id }/lhs.id == rhs.id \&\& lhs.name == rhs.name }/' "$PROJ/User.swift"
git -C "$PROJ" add User.swift
git -C "$PROJ" commit -qm "user, fixed" > "$WORK/b2.out" 2>&1; r=$?
check "commit: the fixed file commits" $r
[ $r -eq 0 ] || show "$WORK/b2.out"
git -C "$PROJ" log -1 --format=%s | grep -qx "user, fixed"; check "commit: the commit is recorded" $?

cat > "$PROJ/Card.swift" <<'EOF'
import SwiftUI

struct Card: View {
    let onTap: () -> Void
    var body: some View { Text("") }
}
EOF
git -C "$PROJ" add Card.swift
(cd "$PROJ" && "${PRE_COMMIT[@]}" run --files Card.swift) > "$WORK/b3.out" 2>&1; r=$?
check "run --files: a warning alone passes" $r
[ $r -eq 0 ] || show "$WORK/b3.out"
write_config "[--strict]"
status=0
(cd "$PROJ" && "${PRE_COMMIT[@]}" run --files Card.swift) > "$WORK/b4.out" 2>&1 || status=$?
[ "$status" -ne 0 ]; check "run --files with args: [--strict]: the warning fails the hook (status $status)" $?
grep -q "^Card.swift:3:8: warning: .*\[view_not_equatable\]" "$WORK/b4.out"; r=$?
check "run --files with --strict: the warning is printed" $r
[ $r -eq 0 ] || show "$WORK/b4.out"

echo "pre-commit: $passed passed, $failed failed"
[ "$failed" -eq 0 ]
