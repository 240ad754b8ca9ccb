"""Stand-ins for rules_swift's swift_library and swift_binary, which cannot be fetched here.

They have the same kind names and the attributes the EqLint aspect walks (`srcs`, `deps`,
`private_deps`), and compile nothing: the aspect only needs the graph and the sources.
"""

def _impl(ctx):
    return [DefaultInfo(files = depset(ctx.files.srcs))]

swift_library = rule(
    implementation = _impl,
    attrs = {
        "srcs": attr.label_list(allow_files = [".swift"]),
        "deps": attr.label_list(),
        "private_deps": attr.label_list(),
        "module_name": attr.string(),
    },
)

swift_binary = rule(
    implementation = _impl,
    attrs = {
        "srcs": attr.label_list(allow_files = [".swift"]),
        "deps": attr.label_list(),
        "module_name": attr.string(),
    },
)
