import SwiftUI

// invalid_suppression is a rule like any other: its own diagnostics can be suppressed.
// eqlint:disable:next invalid_suppression
// eqlint:disable retired_rule_from_v1

// eqlint:disable:next legacy_rule_name
// eqlint:disable:previous invalid_suppression

struct Unaffected: View { // expect: view_not_equatable
    let title: String
    var body: some View { Text(title) }
}
