import Foundation

// The tvOS target's copy of the same model, made Equatable by the extension in
// QuickAction+Equatable.swift (which resolves `QuickAction` to this declaration: it shares
// AppTV/Models with it, and no directory with App/Models). Its `==` ignores `perform`
// and compares `title` (not identity-keyed): equatable_unmarked_closure.
struct QuickAction {
    let title: String
    let perform: () -> Void // expect: equatable_unmarked_closure
}
