#!/usr/bin/env swift
// A script with a shebang line; positions are unaffected.
import Foundation

struct Script { let args = CommandLine.arguments }
enum Mode: String { case run, test
    var isRun: Bool { self == .run }
}
print(Script().args)
