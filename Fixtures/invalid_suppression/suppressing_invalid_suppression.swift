// fixture-config: {opt_in_rules: [view_not_equatable]}
import SwiftUI

// invalid_suppression is a rule like any other: its own diagnostics can be suppressed
// (and those suppressions are used).
// eqlint:disable:next invalid_suppression
// eqlint:disable retired_rule_from_v1

// eqlint:disable:next legacy_rule_name
// eqlint:disable:previous invalid_suppression

// A closure input: reported; no comment above covers view_not_equatable.
struct Unaffected: View { // expect: view_not_equatable
    let title: String
    let onTap: () -> Void
    var body: some View { Button(title, action: onTap) }
}
