#if canImport(Glibc)
import Glibc
#endif
import EqLintRules

exit(CommandLineTool.run(Array(CommandLine.arguments.dropFirst())))
