// fixture-config: {opt_in_rules: [view_not_equatable]}
import SwiftUI

// A misspelled id is reported, and suppresses nothing (the Views have a closure input).
// eqlint:disable:next view_not_equatible // expect: invalid_suppression
struct Misspelled: View { // expect: view_not_equatable
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}

// eqlint:disable not_a_rule // expect: invalid_suppression
/* eqlint:disable:next also_not_a_rule */ // expect: invalid_suppression
struct AfterBogusBlock: View { // expect: view_not_equatable
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}

// One known and one unknown id: the unknown one is reported, the known one still applies (used).
// eqlint:disable:next view_not_equatable no_such_rule // expect: invalid_suppression
struct HalfKnown: View {
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}

// A known id on an unknown one's trailing comment line.
struct Trailing: View { // eqlint:disable:this view_not_equatabel // expect: view_not_equatable, invalid_suppression
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}

// Known ids, including rules from other stages: not invalid. All three rules are enabled
// and suppress nothing on the next line: unused_suppression, once per id.
// eqlint:disable:next onchange_duplicate_action closure_captures_state invalid_source // expect: unused_suppression, unused_suppression, unused_suppression
let harmless = 1

// Silent: a comment that only mentions the tool, and a directive inside a string literal.
// See the eqlint docs for suppression comments.
enum Hints {
    static let text = "// eqlint:disable bogus_rule"
}
