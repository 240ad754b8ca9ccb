"""EqLint under Bazel: a lint aspect with per-target summaries, and a test rule.

Every visited target gets two actions, each a pure function of its inputs:

  * summarize (mnemonic `<mnemonic>Summarize`):
        eqlint summarize --out NAME.<mnemonic>.eqsum --config CONFIG @SRCS
    the declarations other targets see of this target's Swift files. It reads nothing but
    the target's own sources and the configuration, so it never waits for another target.
  * lint (mnemonic `<mnemonic>`):
        eqlint lint --summaries-file LIST --config CONFIG ... @SRCS
    once with `--format text` (NAME.<mnemonic>.out), once with `--format sarif`
    (NAME.<mnemonic>.report) and, in fix mode, once with `--diff` (NAME.<mnemonic>.patch),
    all in one action. LIST names the summaries of everything the target depends on through
    `deps` and `private_deps`, transitively, so cross-target rules see the types they need.

A body-only edit in a target re-runs its summarize action, which writes the same bytes, so
its dependants' lint actions are action-cache hits: only the edited target is linted again.

Outputs and output groups follow aspect-build/rules_lint's contract (lint/private/lint_aspect.bzl
there): `NAME.<mnemonic>.out` and `.out.exit_code` in `rules_lint_human`, `NAME.<mnemonic>.report`
(SARIF 2.1.0) and `.report.exit_code` in `rules_lint_machine`, `NAME.<mnemonic>.patch` (a
unified diff `git apply` takes) in `rules_lint_patch` when the fix option is on. With
fail_on_violation on, no exit-code files are declared and the lint action fails on a nonzero
status instead, printing the report.

This file loads nothing, so it works without rules_lint and rules_swift. With rules_lint, an
adapter in the workspace's own .bzl file hands `eqlint_aspect_impl` rules_lint's helpers and
`lint_eqlint_aspect` its options target (docs/bazel.md, "With rules_lint").
"""

EqLintSummaryInfo = provider(
    doc = "The EqLint summaries of a target and of what it depends on (deps and private_deps).",
    fields = {
        "summaries": "list of File: this target's own summary (empty when the target has no Swift sources or is not a visited kind)",
        "transitive_summaries": "depset of File: the summaries of this target and of every target reached through deps and private_deps",
    },
)

EqLintOptionsInfo = provider(
    doc = "Options of an EqLint aspect (the same fields as rules_lint's LintOptionsInfo that EqLint uses).",
    fields = {
        "color": "bool: colored text report (`--color always`)",
        "fail_on_violation": "bool: fail the lint action on a nonzero exit status instead of writing it to an exit-code file",
        "fix": "bool: also write a patch of the fixes (output group rules_lint_patch)",
    },
)

_BoolSettingInfo = provider(fields = {"value": "bool"})

def _bool_setting_impl(ctx):
    return [_BoolSettingInfo(value = ctx.build_setting_value)]

eqlint_bool_flag = rule(
    implementation = _bool_setting_impl,
    build_setting = config.bool(flag = True),
    doc = "A boolean command-line flag (`--@eqlint//bazel:fix`); bazel_skylib's bool_flag without the dependency.",
)

def _options_impl(ctx):
    return [EqLintOptionsInfo(
        color = ctx.attr.color[_BoolSettingInfo].value,
        fail_on_violation = ctx.attr.fail_on_violation[_BoolSettingInfo].value,
        fix = ctx.attr.fix[_BoolSettingInfo].value,
    )]

eqlint_options = rule(
    implementation = _options_impl,
    attrs = {
        "color": attr.label(providers = [_BoolSettingInfo], mandatory = True),
        "fail_on_violation": attr.label(providers = [_BoolSettingInfo], mandatory = True),
        "fix": attr.label(providers = [_BoolSettingInfo], mandatory = True),
    },
    doc = "Collects the option flags of bazel/BUILD.bazel into an EqLintOptionsInfo.",
)

_MNEMONIC = "AspectRulesLintEqLint"
_OUTFILE_FORMAT = "{label}.{mnemonic}.{suffix}"

# ---------------------------------------------------------------------------------------------
# Helpers. The aspect calls these through a struct, so that an adapter can hand it rules_lint's
# own functions of the same names and signatures instead (docs/bazel.md, "With rules_lint").

def _own_options(ctx):
    return ctx.attr._options[EqLintOptionsInfo]

def _should_visit(rule, allow_kinds, allow_filegroup_tags = []):
    """Whether the aspect lints this rule: its kind is allowed (or kinds is ["*"]), or it is a filegroup with an allowed tag; never with the tag "no-lint"."""
    if "no-lint" in rule.attr.tags:
        return False
    if rule.kind in allow_kinds or allow_kinds == ["*"]:
        return True
    if rule.kind == "filegroup":
        for tag in allow_filegroup_tags:
            if tag in rule.attr.tags:
                return True
    return False

def _filter_srcs(rule):
    """The sources to lint: the main repository's source files, or every source with the tag "lint-genfiles"."""
    if "lint-genfiles" in rule.attr.tags:
        return rule.files.srcs
    return [f for f in rule.files.srcs if f.is_source and f.owner.workspace_name == ""]

def _declare(ctx, target, mnemonic, suffix):
    return ctx.actions.declare_file(_OUTFILE_FORMAT.format(label = target.label.name, mnemonic = mnemonic, suffix = suffix))

def _output_files(mnemonic, target, ctx):
    fail_on_violation = _own_options(ctx).fail_on_violation
    outputs = struct(
        human = struct(
            out = _declare(ctx, target, mnemonic, "out"),
            exit_code = None if fail_on_violation else _declare(ctx, target, mnemonic, "out.exit_code"),
        ),
        machine = struct(
            out = _declare(ctx, target, mnemonic, "report"),
            exit_code = None if fail_on_violation else _declare(ctx, target, mnemonic, "report.exit_code"),
        ),
    )
    return outputs, None

def _patch_and_output_files(mnemonic, target, ctx):
    outputs, _ = _output_files(mnemonic, target, ctx)
    return struct(
        human = outputs.human,
        machine = outputs.machine,
        patch = _declare(ctx, target, mnemonic, "patch"),
    ), None

EQLINT_HELPERS = struct(
    options = _own_options,
    should_visit = _should_visit,
    filter_srcs = _filter_srcs,
    output_files = _output_files,
    patch_and_output_files = _patch_and_output_files,
)

# ---------------------------------------------------------------------------------------------
# Actions, usable on their own from other rules.

def _is_swift(f):
    return f.extension == "swift"

def _srcs_argfile(ctx, srcs):
    """Args holding only the source paths, handed to eqlint as one `@FILE`, one path a line."""
    args = ctx.actions.args()
    args.use_param_file("@%s", use_always = True)
    args.set_param_file_format("multiline")
    args.add_all(srcs)
    return args

def eqlint_summarize_action(ctx, executable, srcs, configs, out, mnemonic = _MNEMONIC + "Summarize"):
    """Declares `eqlint summarize --out OUT --config CONFIGS[0] @SRCS`.

    Args:
        ctx: the rule or aspect context
        executable: the eqlint executable (File or FilesToRunProvider)
        srcs: list of the Swift files to summarize (paths relative to the execroot)
        configs: list of configuration Files; the first, passed as `--config`, is the root
            configuration, whose directory is the project root that the summary's paths are
            relative to; the others (nested configurations) are only inputs
        out: the summary File to write
        mnemonic: the action's mnemonic
    """
    args = ctx.actions.args()
    args.add("summarize")
    args.add("--out", out)
    args.add("--config", configs[0])
    ctx.actions.run(
        executable = executable,
        arguments = [args, _srcs_argfile(ctx, srcs)],
        inputs = srcs + configs,
        outputs = [out],
        mnemonic = mnemonic,
        progress_message = "Summarizing %s for EqLint" % ctx.label,
    )

def _shell_quote(s):
    return "'" + s.replace("'", "'\\''") + "'"

def eqlint_lint_action(
        ctx,
        executable,
        srcs,
        configs,
        summaries,
        summaries_list,
        human_out,
        machine_out,
        human_exit_code = None,
        machine_exit_code = None,
        patch = None,
        color = False,
        extra_args = [],
        mnemonic = _MNEMONIC):
    """Declares the lint action: a text report, a SARIF report and, with `patch`, a diff of the fixes.

    Args:
        ctx: the rule or aspect context
        executable: the eqlint executable File
        srcs: list of the Swift files to lint
        configs: list of configuration Files; the first is passed as `--config` (the root
            configuration), the others (nested `.eqlint.yml` files) are only inputs
        summaries: depset of the summary Files of the dependencies
        summaries_list: the File to write the list of summaries to (`--summaries-file`)
        human_out: the text report File
        machine_out: the SARIF report File
        human_exit_code: File for the text run's exit status; None: fail the action on a
            nonzero status instead (fail_on_violation)
        machine_exit_code: the same for the SARIF run
        patch: File for the unified diff of the fixes (`eqlint lint --diff`), or None
        color: colored text report
        extra_args: more eqlint options (for example ["--strict"])
        mnemonic: the action's mnemonic
    """
    list_args = ctx.actions.args()
    list_args.set_param_file_format("multiline")
    list_args.add_all(summaries)
    ctx.actions.write(summaries_list, list_args)

    common = ctx.actions.args()
    common.add("--summaries-file", summaries_list)
    common.add("--config", configs[0])
    common.add("--quiet")
    common.add_all(extra_args)

    # `$PWD` is the execroot (or its sandbox): mapping it away keeps every report free of
    # absolute paths. It is expanded by the shell, so the command line, and with it the
    # action's cache key, holds no path of this machine.
    run = '"$EQLINT" lint --path-prefix-map "$PWD/="'
    lines = [
        "set -u",
        "EQLINT=%s" % _shell_quote(executable.path),
    ]
    outputs = [human_out, machine_out]
    for out, exit_code, fmt in [
        (human_out, human_exit_code, "text --color " + ("always" if color else "never")),
        (machine_out, machine_exit_code, "sarif"),
    ]:
        report = "%s --format %s --output %s" % (run, fmt, _shell_quote(out.path))
        if exit_code:
            # eqlint writes its status to the file and exits 0; only an error stops it (2).
            lines.append('%s --exit-code-file %s "$@" || exit $?' % (report, _shell_quote(exit_code.path)))
            outputs.append(exit_code)
        else:
            lines.append('%s "$@"; status=$?' % report)
            lines.append('if [ "$status" -ne 0 ]; then [ ! -f %s ] || cat %s >&2; exit "$status"; fi' % (_shell_quote(out.path), _shell_quote(out.path)))
    if patch:
        # `--diff` exits 1 when there is any fix: that is its answer, not a failure.
        lines.append('%s --diff --color never "$@" > %s; status=$?; [ "$status" -le 1 ] || exit "$status"' % (run, _shell_quote(patch.path)))
        outputs.append(patch)

    ctx.actions.run_shell(
        command = "\n".join(lines) + "\n",
        arguments = [common, _srcs_argfile(ctx, srcs)],
        inputs = depset(srcs + configs + [summaries_list], transitive = [summaries]),
        outputs = outputs,
        tools = [executable],
        mnemonic = mnemonic,
        progress_message = "Linting %s with EqLint" % ctx.label,
    )

# ---------------------------------------------------------------------------------------------
# The aspect.

def _deps_summaries(ctx):
    deps = []
    for name in ["deps", "private_deps"]:
        value = getattr(ctx.rule.attr, name, None)
        if value == None:
            continue
        if type(value) != "list":
            value = [value]
        for dep in value:
            if type(dep) == "Target" and EqLintSummaryInfo in dep:
                deps.append(dep[EqLintSummaryInfo].transitive_summaries)
    return depset(transitive = deps)

def eqlint_aspect_impl(target, ctx, helpers = EQLINT_HELPERS):
    """The aspect's implementation, with the helpers to use (EQLINT_HELPERS or rules_lint's)."""
    mnemonic = ctx.attr._mnemonic
    deps_summaries = _deps_summaries(ctx)
    kind_visited = ctx.rule.kind in ctx.attr._rule_kinds or ctx.attr._rule_kinds == ["*"]
    visit = helpers.should_visit(ctx.rule, ctx.attr._rule_kinds, ctx.attr._filegroup_tags)

    if not (visit or kind_visited):
        # Not a Swift target: pass what its dependencies summarized along to its dependants.
        return [EqLintSummaryInfo(summaries = [], transitive_summaries = deps_summaries)]

    # Summarize every Swift source, generated or external ones too (a target tagged
    # "no-lint" is still summarized: its types matter to its dependants).
    all_srcs = [f for f in getattr(ctx.rule.files, "srcs", []) if _is_swift(f)]
    own = []
    if all_srcs:
        summary = ctx.actions.declare_file(_OUTFILE_FORMAT.format(label = target.label.name, mnemonic = mnemonic, suffix = "eqsum"))
        eqlint_summarize_action(ctx, ctx.executable._eqlint, all_srcs, ctx.files._config_files, summary, mnemonic = mnemonic + "Summarize")
        own = [summary]
    summary_info = EqLintSummaryInfo(summaries = own, transitive_summaries = depset(own, transitive = [deps_summaries]))
    if not visit:
        return [summary_info, OutputGroupInfo(eqlint_summaries = depset(own))]

    options = helpers.options(ctx)
    if options.fix:
        outputs, _ = helpers.patch_and_output_files(mnemonic, target, ctx)
    else:
        outputs, _ = helpers.output_files(mnemonic, target, ctx)
    patch = getattr(outputs, "patch", None)

    srcs = [f for f in helpers.filter_srcs(ctx.rule) if _is_swift(f)]
    if srcs:
        # The target's own Swift files that are not linted (generated, or from another
        # repository) still declare types its linted files use: they get a summary of their
        # own, read by this target's lint only.
        linted = {f.path: True for f in srcs}
        unlinted = [f for f in all_srcs if f.path not in linted]
        lint_summaries = deps_summaries
        if unlinted:
            extra = ctx.actions.declare_file(_OUTFILE_FORMAT.format(label = target.label.name, mnemonic = mnemonic, suffix = "unlinted.eqsum"))
            eqlint_summarize_action(ctx, ctx.executable._eqlint, unlinted, ctx.files._config_files, extra, mnemonic = mnemonic + "Summarize")
            lint_summaries = depset([extra], transitive = [deps_summaries])
        eqlint_lint_action(
            ctx,
            ctx.executable._eqlint,
            srcs,
            ctx.files._config_files,
            lint_summaries,
            ctx.actions.declare_file(_OUTFILE_FORMAT.format(label = target.label.name, mnemonic = mnemonic, suffix = "summaries")),
            outputs.human.out,
            outputs.machine.out,
            human_exit_code = outputs.human.exit_code,
            machine_exit_code = outputs.machine.exit_code,
            patch = patch,
            color = options.color,
            extra_args = ctx.attr._args,
            mnemonic = mnemonic,
        )
    else:
        # Nothing to lint: the outputs rules_lint's noop_lint_action writes, without a process.
        for f in [outputs.human.out, outputs.machine.out, patch]:
            if f:
                ctx.actions.write(f, "")
        for f in [outputs.human.exit_code, outputs.machine.exit_code]:
            if f:
                ctx.actions.write(f, "0\n")

    human = [f for f in [outputs.human.out, outputs.human.exit_code] if f]
    machine = [f for f in [outputs.machine.out, outputs.machine.exit_code] if f]
    groups = {
        "eqlint_summaries": depset(own),
        "rules_lint_human": depset(human),
        "rules_lint_machine": depset(machine),
    }
    if patch:
        groups["rules_lint_patch"] = depset([patch])
    else:
        # As rules_lint does: the text report is a validation output, so the lint runs even
        # when no output group asks for it.
        groups["_validation"] = depset(human[0:1])
    return [summary_info, OutputGroupInfo(**groups)]

def _eqlint_aspect_impl(target, ctx):
    return eqlint_aspect_impl(target, ctx, EQLINT_HELPERS)

def lint_eqlint_aspect(
        binary,
        configs,
        rule_kinds = ["swift_library", "swift_binary"],
        filegroup_tags = ["swift", "lint-with-eqlint"],
        mnemonic = _MNEMONIC,
        args = [],
        options = None,
        implementation = None):
    """Makes an EqLint lint aspect (rules_lint's factory convention).

    Args:
        binary: label of the eqlint executable: a prebuilt static binary (a file, or an
            sh_binary wrapping it), or one built from source
        configs: label, or list of labels, of `.eqlint.yml` files. The first is the root
            configuration, passed as `--config`: its directory is the project root, so it
            belongs in the workspace root. The others (nested configurations) are inputs.
        rule_kinds: the rule kinds to summarize and lint (["*"] for all)
        filegroup_tags: filegroups with one of these tags are linted too
        mnemonic: the lint action's mnemonic and the middle of every output's name; the
            summarize action's mnemonic is this plus "Summarize". Two aspects with different
            mnemonics never declare the same output. Keep the prefix "AspectRulesLint", which
            rules_lint's CLI looks for.
        args: more `eqlint lint` options, for example ["--strict"]
        options: label of a target giving the options (EqLintOptionsInfo by default:
            //bazel:options, driven by --@eqlint//bazel:fix, :fail_on_violation, :color)
        implementation: the aspect implementation; default: this file's, with EQLINT_HELPERS
            (the rules_lint adapter passes one calling eqlint_aspect_impl with rules_lint's)
    """
    if type(configs) != "list":
        configs = [configs]
    if not configs:
        fail("lint_eqlint_aspect: configs must name the root .eqlint.yml")
    return aspect(
        implementation = implementation or _eqlint_aspect_impl,
        attr_aspects = ["deps", "private_deps"],
        attrs = {
            "_eqlint": attr.label(default = binary, executable = True, allow_files = True, cfg = "exec"),
            "_config_files": attr.label_list(default = configs, allow_files = True),
            "_rule_kinds": attr.string_list(default = rule_kinds),
            "_filegroup_tags": attr.string_list(default = filegroup_tags),
            "_mnemonic": attr.string(default = mnemonic),
            "_args": attr.string_list(default = args),
            "_options": attr.label(default = options or Label("//bazel:options")),
        },
        provides = [EqLintSummaryInfo],
    )

# ---------------------------------------------------------------------------------------------
# The test rule.

def _test_impl(ctx):
    checks = []
    files = []
    for src in ctx.attr.srcs:
        if OutputGroupInfo not in src or not hasattr(src[OutputGroupInfo], "rules_lint_human"):
            continue  # not a linted target (another kind, or tagged "no-lint")
        human = src[OutputGroupInfo].rules_lint_human.to_list()
        files.extend(human)
        outs = [f for f in human if f.basename.endswith(".out")]
        codes = [f for f in human if f.basename.endswith(".out.exit_code")]
        for out in outs:
            code = [c for c in codes if c.basename == out.basename + ".exit_code"]
            if code:
                checks.append("check %s %s" % (_shell_quote(code[0].short_path), _shell_quote(out.short_path)))

            # else fail_on_violation: the lint action itself failed the build on a finding.
    script = ctx.actions.declare_file(ctx.label.name + ".eqlint_test.sh")
    ctx.actions.write(script, """#!/usr/bin/env bash
# Fails when an EqLint report's exit status is not the expected one, printing the report.
expected=%d
failed=0
check() {
    status="$(cat "$1")"
    if [ "$status" != "$expected" ]; then
        echo "eqlint: exit status $status, expected $expected: $2"
        cat "$2"
        failed=1
    fi
}
%s
exit "$failed"
""" % (ctx.attr.expected_exit_code, "\n".join(checks)), is_executable = True)
    return [DefaultInfo(executable = script, runfiles = ctx.runfiles(files = files))]

def eqlint_test_rule(aspect):
    """Makes an `eqlint_test` rule for `bazel test` from an aspect made by lint_eqlint_aspect.

    In a .bzl file: `eqlint_test = eqlint_test_rule(aspect = eqlint)`; in a BUILD file:
    `eqlint_test(name = "lint", srcs = [":lib"])`. The test fails when the lint of a target in
    `srcs` exits with another status than `expected_exit_code` (default 0: any finding at
    error severity, or at warning severity with `strict`), and prints the report.
    """
    return rule(
        implementation = _test_impl,
        attrs = {
            "srcs": attr.label_list(aspects = [aspect], doc = "the swift_library-like targets to lint"),
            "expected_exit_code": attr.int(default = 0),
        },
        test = True,
    )
