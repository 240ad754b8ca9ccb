"""The workspace's EqLint aspect and test rule, as a user would declare them."""

load("@eqlint//bazel:eqlint.bzl", "eqlint_test_rule", "lint_eqlint_aspect")

eqlint = lint_eqlint_aspect(
    binary = Label("//tools:eqlint"),
    configs = [Label("//:.eqlint.yml")],
    args = ["--strict"],
)

eqlint_test = eqlint_test_rule(aspect = eqlint)
