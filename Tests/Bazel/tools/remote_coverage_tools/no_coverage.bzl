"""An executable that says coverage is not available (no sh_binary: it needs @rules_cc)."""

def _impl(ctx):
    script = ctx.actions.declare_file(ctx.label.name + ".sh")
    ctx.actions.write(script, "#!/bin/sh\necho 'coverage is not available (offline stand-in for @remote_coverage_tools)' >&2\nexit 1\n", is_executable = True)
    return [DefaultInfo(executable = script)]

no_coverage = rule(implementation = _impl, executable = True)
