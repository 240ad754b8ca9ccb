import SwiftUI

// A misspelled id is reported, and suppresses nothing.
// eqlint:disable:next view_not_equatible // expect: invalid_suppression
struct Misspelled: View { // expect: view_not_equatable
    let title: String
    var body: some View { Text(title) }
}

// eqlint:disable not_a_rule // expect: invalid_suppression
/* eqlint:disable:next also_not_a_rule */ // expect: invalid_suppression
struct AfterBogusBlock: View { // expect: view_not_equatable
    let title: String
    var body: some View { Text(title) }
}

// One known and one unknown id: the unknown one is reported, the known one still applies.
// eqlint:disable:next view_not_equatable no_such_rule // expect: invalid_suppression
struct HalfKnown: View {
    let title: String
    var body: some View { Text(title) }
}

// A known id on an unknown one's trailing comment line.
struct Trailing: View { // eqlint:disable:this view_not_equatabel // expect: view_not_equatable, invalid_suppression
    let title: String
    var body: some View { Text(title) }
}

// Known ids, including an opt-in rule and rules from other stages: silent.
// eqlint:disable:next onchange_duplicate_action closure_captures_state invalid_source
let harmless = 1

// Silent: a comment that only mentions the tool, and a directive inside a string literal.
// See the eqlint docs for suppression comments.
enum Hints {
    static let text = "// eqlint:disable bogus_rule"
}
