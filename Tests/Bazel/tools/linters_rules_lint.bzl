"""The adapter of docs/bazel.md ("With rules_lint"), run against tools/rules_lint_standin.

A second aspect with its own mnemonic: it runs in the same build as //tools:linters.bzl%eqlint
without a conflict.
"""

load("@aspect_rules_lint//lint/private:lint_aspect.bzl", "LintOptionsInfo", "filter_srcs", "output_files", "patch_and_output_files", "should_visit")
load("@eqlint//bazel:eqlint.bzl", "eqlint_aspect_impl", "lint_eqlint_aspect")

def _rules_lint_options(ctx):
    options = ctx.attr._options[LintOptionsInfo]
    return struct(color = options.color, fail_on_violation = options.fail_on_violation, fix = options.fix)

_RULES_LINT_HELPERS = struct(
    options = _rules_lint_options,
    should_visit = should_visit,
    filter_srcs = filter_srcs,
    output_files = output_files,
    patch_and_output_files = patch_and_output_files,
)

def _eqlint_with_rules_lint(target, ctx):
    return eqlint_aspect_impl(target, ctx, _RULES_LINT_HELPERS)

eqlint_rules_lint = lint_eqlint_aspect(
    binary = Label("//tools:eqlint"),
    configs = [Label("//:.eqlint.yml")],
    args = ["--strict"],
    mnemonic = "AspectRulesLintEqLintAdapter",
    options = Label("@aspect_rules_lint//lint:options"),
    implementation = _eqlint_with_rules_lint,
)
