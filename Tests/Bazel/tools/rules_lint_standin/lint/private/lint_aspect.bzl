"""Stand-in for rules_lint's lint/private/lint_aspect.bzl, written for EqLint's tests.

Not rules_lint's code: the names, signatures and output naming that EqLint's adapter relies on
(LintOptionsInfo, should_visit, filter_srcs, output_files, patch_and_output_files), as read in
rules_lint's source, implemented anew and minimally.
"""

LintOptionsInfo = provider(fields = ["color", "debug", "fail_on_violation", "fix"])

_Flag = provider(fields = ["value"])

def _flag_impl(ctx):
    return [_Flag(value = ctx.build_setting_value)]

bool_flag = rule(implementation = _flag_impl, build_setting = config.bool(flag = True))

def _options_impl(ctx):
    return [LintOptionsInfo(
        color = False,
        debug = False,
        fail_on_violation = ctx.attr.fail_on_violation[_Flag].value,
        fix = ctx.attr.fix[_Flag].value,
    )]

lint_options = rule(implementation = _options_impl, attrs = {
    "fail_on_violation": attr.label(),
    "fix": attr.label(),
})

def should_visit(rule, allow_kinds, allow_filegroup_tags = []):
    if "no-lint" in rule.attr.tags:
        return False
    if rule.kind in allow_kinds or allow_kinds == ["*"]:
        return True
    return rule.kind == "filegroup" and any([t in rule.attr.tags for t in allow_filegroup_tags])

def filter_srcs(rule):
    if "lint-genfiles" in rule.attr.tags:
        return rule.files.srcs
    return [s for s in rule.files.srcs if s.is_source and s.owner.workspace_name == ""]

def _file(ctx, target, mnemonic, suffix):
    return ctx.actions.declare_file("{}.{}.{}".format(target.label.name, mnemonic, suffix))

def output_files(mnemonic, target, ctx):
    fail = ctx.attr._options[LintOptionsInfo].fail_on_violation
    human = struct(out = _file(ctx, target, mnemonic, "out"), exit_code = None if fail else _file(ctx, target, mnemonic, "out.exit_code"))
    machine = struct(out = _file(ctx, target, mnemonic, "report"), exit_code = None if fail else _file(ctx, target, mnemonic, "report.exit_code"))
    groups = OutputGroupInfo(
        rules_lint_human = depset([f for f in [human.out, human.exit_code] if f]),
        rules_lint_machine = depset([f for f in [machine.out, machine.exit_code] if f]),
    )
    return struct(human = human, machine = machine), groups

def patch_and_output_files(mnemonic, target, ctx):
    outputs, groups = output_files(mnemonic, target, ctx)
    patch = _file(ctx, target, mnemonic, "patch")
    return struct(human = outputs.human, machine = outputs.machine, patch = patch), groups
